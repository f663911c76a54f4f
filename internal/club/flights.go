package club

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Client-facing failures of placing players in flights.
var (
	ErrFlightNotFound  = apperr.New(apperr.NotFound, "not_found", "Flight not found")
	ErrFlightFull      = apperr.New(apperr.Conflict, "flight_full", "Flight is full")
	ErrAlreadyInFlight = apperr.New(apperr.Conflict, "already_in_flight", "This member is already in a flight for this event")
	ErrNotInFlight     = apperr.New(apperr.NotFound, "not_found", "This player is not in the flight")
	ErrOtherEvent      = apperr.Field("registrationId", "wrong_event", "This registration is for another event")
	// ErrPlayerRegistration names the field, unlike ErrNoRegistration.
	ErrPlayerRegistration = apperr.FieldOf(apperr.NotFound, "registrationId", "not_found", "Registration not found")
)

// fieldConflict is a 409 naming the field in the way.
func fieldConflict(field, code, msg string) *apperr.Error {
	return apperr.FieldOf(apperr.Conflict, field, code, msg)
}

func flightNumberTaken(n int) error {
	return fieldConflict("flightNumber", "flight_number_taken", fmt.Sprintf("Flight %d already exists for this event", n))
}

// ErrFlightsNotAllowed refuses a flight for an event that is not a tournament
// or a social (spec 2 §1: flights are built for those two).
var ErrFlightsNotAllowed = apperr.Field("eventId", "flights_not_allowed", "Flights can only be arranged for tournament and social events")

// FlightsAllowed reports whether events of type eventType have flights.
// Types are compared as the admin screens do, ignoring case.
func FlightsAllowed(eventType string) bool {
	switch strings.ToLower(strings.TrimSpace(eventType)) {
	case "tournament", "social":
		return true
	}
	return false
}

var errFlightEventNotFound = apperr.FieldOf(apperr.NotFound, "eventId", "not_found", "Event not found")

// CreateFlight stores a validated flight f for event f.EventID, which must
// be a tournament or a social. Flight numbers are unique per event.
func (s *Service) CreateFlight(ctx context.Context, f *store.Flight) error {
	ev, err := s.store.GetEvent(ctx, f.EventID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return errFlightEventNotFound
	case err != nil:
		return fmt.Errorf("create flight: %w", err)
	case !FlightsAllowed(ev.Type):
		return ErrFlightsNotAllowed
	}
	f.CreatedAt = s.now().UTC()
	switch err := s.store.CreateFlight(ctx, f); {
	case errors.Is(err, store.ErrNoEvent):
		return errFlightEventNotFound
	case errors.Is(err, store.ErrFlightNumberTaken):
		return flightNumberTaken(f.FlightNumber)
	case err != nil:
		return fmt.Errorf("create flight: %w", err)
	}
	return nil
}

// UpdateFlight saves an admin's edit of flight f.ID. maxPlayers may not
// drop below the players in the flight or their highest position.
func (s *Service) UpdateFlight(ctx context.Context, f *store.Flight) error {
	var mpErr *store.MaxPlayersError
	prev, err := s.store.UpdateFlight(ctx, f, s.now())
	switch {
	case errors.Is(err, store.ErrNotFound):
		return ErrFlightNotFound
	case errors.Is(err, store.ErrFlightNumberTaken):
		return flightNumberTaken(f.FlightNumber)
	case errors.As(err, &mpErr):
		msg := fmt.Sprintf("Max players cannot be less than the %d players in this flight", mpErr.Players)
		if mpErr.HighestPosition > mpErr.Players {
			msg = fmt.Sprintf("Max players cannot be less than %d while position %d is taken", mpErr.HighestPosition, mpErr.HighestPosition)
		}
		return fieldConflict("maxPlayers", "max_players_below_players", msg)
	case err != nil:
		return fmt.Errorf("update flight %d: %w", f.ID, err)
	}
	s.bus.Publish(ctx, bus.FlightUpdated{FlightID: f.ID, EventID: f.EventID, FlightNumber: f.FlightNumber,
		TeeTime: f.TeeTime, StartingHole: f.StartingHole, OldTeeTime: prev.TeeTime, OldStartingHole: prev.StartingHole})
	return nil
}

// AddFlightPlayer places registration fm.RegistrationID at fm.Position in
// flight fm.FlightID (the store checks the rules with the flight locked),
// publishes FlightAssigned and returns the new place as admins see it.
func (s *Service) AddFlightPlayer(ctx context.Context, fm *store.FlightMember) (*store.FlightPlayer, error) {
	fm.CreatedAt = s.now().UTC()
	switch err := s.store.AddFlightPlayer(ctx, fm); {
	case errors.Is(err, store.ErrNoRegistration):
		return nil, ErrPlayerRegistration
	case errors.Is(err, store.ErrNotFound):
		return nil, ErrFlightNotFound
	case errors.Is(err, store.ErrOtherEvent):
		return nil, ErrOtherEvent
	case errors.Is(err, store.ErrAlreadyInFlight):
		return nil, ErrAlreadyInFlight
	case errors.Is(err, store.ErrFlightFull):
		return nil, ErrFlightFull
	case errors.Is(err, store.ErrPositionRange):
		f, gerr := s.store.GetFlight(ctx, fm.FlightID)
		if gerr != nil {
			return nil, fmt.Errorf("read flight %d: %w", fm.FlightID, gerr)
		}
		return nil, apperr.Field("position", "out_of_range", fmt.Sprintf("Position must be between 1 and %d for this flight", f.MaxPlayers))
	case errors.Is(err, store.ErrPositionTaken):
		return nil, apperr.Newf(apperr.Conflict, "position_taken", "Position %d is taken", fm.Position)
	case err != nil:
		return nil, fmt.Errorf("add player to flight %d: %w", fm.FlightID, err)
	}
	f, p, err := s.flightPlayer(ctx, fm.FlightID, fm.ID)
	if err != nil {
		return nil, fmt.Errorf("read new flight player %d: %w", fm.ID, err)
	}
	s.bus.Publish(ctx, bus.FlightAssigned{Action: bus.FlightPlaced, FlightID: f.ID, EventID: f.EventID,
		RegistrationID: p.RegistrationID, MemberID: p.MemberID, Position: p.Position})
	return p, nil
}

// flightPlayer finds place id of flight flightID; ErrNotFound when the
// flight or the place is missing.
func (s *Service) flightPlayer(ctx context.Context, flightID, id int64) (*store.FlightRow, *store.FlightPlayer, error) {
	f, err := s.store.GetFlight(ctx, flightID)
	if err != nil {
		return nil, nil, err
	}
	for i := range f.Players {
		if f.Players[i].ID == id {
			return f, &f.Players[i], nil
		}
	}
	return nil, nil, store.ErrNotFound
}

// RemoveFlightPlayer takes place id out of flight flightID.
func (s *Service) RemoveFlightPlayer(ctx context.Context, flightID, id int64) error {
	f, p, err := s.flightPlayer(ctx, flightID, id)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNotInFlight
	}
	if err != nil {
		return fmt.Errorf("find player %d of flight %d: %w", id, flightID, err)
	}
	if err := s.store.RemoveFlightPlayer(ctx, flightID, id, s.now()); errors.Is(err, store.ErrNotFound) {
		return ErrNotInFlight
	} else if err != nil {
		return fmt.Errorf("remove player %d of flight %d: %w", id, flightID, err)
	}
	s.bus.Publish(ctx, bus.FlightAssigned{Action: bus.FlightRemoved, FlightID: f.ID, EventID: f.EventID,
		RegistrationID: p.RegistrationID, MemberID: p.MemberID, Position: p.Position})
	return nil
}

// DeleteFlight removes a flight with its places.
func (s *Service) DeleteFlight(ctx context.Context, id int64) error {
	if err := s.store.DeleteFlight(ctx, id, s.now()); errors.Is(err, store.ErrNotFound) {
		return ErrFlightNotFound
	} else if err != nil {
		return fmt.Errorf("delete flight %d: %w", id, err)
	}
	s.bus.Publish(ctx, bus.FlightDeleted{FlightID: id})
	return nil
}
