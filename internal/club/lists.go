package club

import (
	"context"
	"errors"
	"fmt"

	"golfclub/internal/model"
	"golfclub/internal/store"
)

// The reads the handlers answer with: each is one store query, with the
// not-found cases turned into the client's errors.

// Registrations lists every registration joined with its event.
func (s *Service) Registrations(ctx context.Context) ([]model.RegistrationRow, error) {
	return s.store.AllRegistrations(ctx)
}

// EventRegistrations lists the registrations of event eventID; the caller
// redacts them for its viewer. ErrEventNotFound when the event is absent.
func (s *Service) EventRegistrations(ctx context.Context, eventID int64) ([]model.RegistrationRow, error) {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return nil, err
	}
	return s.store.EventRegistrations(ctx, eventID)
}

// MemberRegistrations lists member memberID's registrations.
func (s *Service) MemberRegistrations(ctx context.Context, memberID int64) ([]model.RegistrationRow, error) {
	return s.store.MemberRegistrations(ctx, memberID)
}

// PaymentReferences is one page of the admin's payment references list.
func (s *Service) PaymentReferences(ctx context.Context, f model.PaymentFilter, query string, offset, limit int) (model.PaymentReferencePage, error) {
	return s.store.PaymentReferences(ctx, f, query, offset, limit)
}

// Flights lists every flight with its event and players.
func (s *Service) Flights(ctx context.Context) ([]model.FlightRow, error) {
	return s.store.ListFlights(ctx)
}

// Flight is flight id with its players; ErrFlightNotFound when absent.
func (s *Service) Flight(ctx context.Context, id int64) (*model.FlightRow, error) {
	f, err := s.store.GetFlight(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrFlightNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("read flight %d: %w", id, err)
	}
	return f, nil
}

// EventFlights lists event eventID's flights; the caller redacts them.
// ErrEventNotFound when the event is absent.
func (s *Service) EventFlights(ctx context.Context, eventID int64) ([]model.FlightRow, error) {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return nil, err
	}
	return s.store.EventFlights(ctx, eventID)
}

// MemberFlights lists the flights member memberID plays in, with their
// own place in each.
func (s *Service) MemberFlights(ctx context.Context, memberID int64) ([]model.FlightRow, error) {
	return s.store.MemberFlights(ctx, memberID)
}

// AvailableRegistrations lists event eventID's registrations in no flight;
// ErrEventNotFound when the event is absent.
func (s *Service) AvailableRegistrations(ctx context.Context, eventID int64) ([]model.AvailableRegistration, error) {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return nil, err
	}
	return s.store.AvailableRegistrations(ctx, eventID)
}

// Members lists every member with their registration count, by name.
func (s *Service) Members(ctx context.Context) ([]model.MemberRow, error) {
	return s.store.ListMembers(ctx)
}

// MemberRow is member id with their registration count. It is read back
// after a change the caller just made, so absent is an internal fault
// (store.ErrNotFound, a plain 404), not the admin's "Member not found".
func (s *Service) MemberRow(ctx context.Context, id int64) (*model.MemberRow, error) {
	return s.store.MemberRowByID(ctx, id)
}

// Member is member id; ErrMemberNotFound when absent.
func (s *Service) Member(ctx context.Context, id int64) (*model.Member, error) {
	m, err := s.store.MemberByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrMemberNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("read member %d: %w", id, err)
	}
	return m, nil
}

// MemberWaitlists is member memberID's place on each waitlist they are on,
// by event id.
func (s *Service) MemberWaitlists(ctx context.Context, memberID int64) (map[int64]int, error) {
	return s.store.MemberWaitlists(ctx, memberID)
}

// Waitlist is event eventID's waitlist in order; ErrEventNotFound when the
// event is absent.
func (s *Service) Waitlist(ctx context.Context, eventID int64) ([]model.WaitlistPlace, error) {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return nil, err
	}
	return s.store.Waitlist(ctx, eventID)
}

// FlightPlayers lists flight id's players by position; ErrFlightNotFound
// when the flight is absent.
func (s *Service) FlightPlayers(ctx context.Context, id int64) ([]model.FlightPlayer, error) {
	f, err := s.Flight(ctx, id)
	if err != nil {
		return nil, err
	}
	return f.Players, nil
}
