package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// Flight rule violations; the API maps each to its message.
var (
	ErrFlightFull = fmt.Errorf("%w: flight is full", ErrConflict)
	// ErrPositionTaken: another player holds that position.
	ErrPositionTaken = fmt.Errorf("%w: position is taken", ErrConflict)
	// ErrAlreadyInFlight: the registration already has a place in a flight.
	ErrAlreadyInFlight = fmt.Errorf("%w: registration is already in a flight", ErrConflict)
	// ErrFlightNumberTaken: the event already has a flight with that number.
	ErrFlightNumberTaken = fmt.Errorf("%w: flight number is taken", ErrConflict)
	// ErrOtherEvent: the registration belongs to another event.
	ErrOtherEvent = errors.New("registration belongs to another event")
	// ErrPositionRange: the position is above the flight's maxPlayers.
	ErrPositionRange = errors.New("position is above the flight's max players")
	// ErrNoEvent and ErrNoRegistration say which referenced row is missing.
	ErrNoEvent        = fmt.Errorf("%w: event", ErrNotFound)
	ErrNoRegistration = fmt.Errorf("%w: registration", ErrNotFound)
)

// MaxPlayersError: maxPlayers cannot drop below the players already in the
// flight, or below the highest occupied position.
type MaxPlayersError struct {
	Players         int
	HighestPosition int
}

func (e *MaxPlayersError) Error() string {
	return fmt.Sprintf("flight has %d players, highest position %d", e.Players, e.HighestPosition)
}

func (e *MaxPlayersError) Is(target error) bool { return target == ErrConflict }

// lockFlight reads a flight inside tx and, on PostgreSQL, locks its row so
// that concurrent changes to its players queue up; SQLite transactions are
// already serialised by BEGIN IMMEDIATE.
func (s *Store) lockFlight(ctx context.Context, tx bun.Tx, id int64) (*Flight, error) {
	f := new(Flight)
	q := tx.NewSelect().Model(f).Where("id = ?", id)
	if s.postgres {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return f, nil
}

// CreateFlight inserts f (EventID, FlightNumber, TeeTime, MaxPlayers,
// StartingHole, Notes already validated). Errors: ErrNoEvent,
// ErrFlightNumberTaken.
func (s *Store) CreateFlight(ctx context.Context, f *Flight) error {
	if err := createdAtSet("CreateFlight", f.CreatedAt); err != nil {
		return err
	}
	f.ID = 0
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		exists, err := tx.NewSelect().Model((*Event)(nil)).Where("id = ?", f.EventID).Exists(ctx)
		if err != nil {
			return fmt.Errorf("find event: %w", err)
		}
		if !exists {
			return ErrNoEvent
		}
		if _, err := tx.NewInsert().Model(f).Returning("id").Exec(ctx); err != nil {
			if errors.Is(mapErr(err), ErrConflict) {
				return ErrFlightNumberTaken
			}
			return fmt.Errorf("create flight: %w", err)
		}
		return touchEvent(ctx, tx, f.EventID, f.CreatedAt)
	})
}

// UpdateFlight saves the editable fields of f (not its event). maxPlayers
// may not drop below the players in the flight or their highest position
// (*MaxPlayersError). Errors also: ErrNotFound, ErrFlightNumberTaken. On
// success prev is the flight as it was. now dates the change.
func (s *Store) UpdateFlight(ctx context.Context, f *Flight, now time.Time) (prev *Flight, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		cur, err := s.lockFlight(ctx, tx, f.ID)
		if err != nil {
			return err
		}
		prev = cur
		var st struct {
			N   int `bun:"n"`
			Max int `bun:"max_pos"`
		}
		if err := tx.NewSelect().Model((*FlightMember)(nil)).
			ColumnExpr("COUNT(*) AS n, COALESCE(MAX(position), 0) AS max_pos").
			Where("flight_id = ?", f.ID).Scan(ctx, &st); err != nil {
			return fmt.Errorf("count players: %w", err)
		}
		if f.MaxPlayers < st.N || f.MaxPlayers < st.Max {
			return &MaxPlayersError{Players: st.N, HighestPosition: st.Max}
		}
		f.EventID = cur.EventID
		if _, err := tx.NewUpdate().Model(f).
			Column("flight_number", "tee_time", "max_players", "starting_hole", "notes").
			WherePK().Exec(ctx); err != nil {
			if errors.Is(mapErr(err), ErrConflict) {
				return ErrFlightNumberTaken
			}
			return fmt.Errorf("update flight %d: %w", f.ID, err)
		}
		return touchEvent(ctx, tx, cur.EventID, now)
	})
	if err != nil {
		return nil, err
	}
	return prev, nil
}

// DeleteFlight removes a flight and its player places at now. ErrNotFound
// when absent.
func (s *Store) DeleteFlight(ctx context.Context, id int64, now time.Time) error {
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		f, err := s.lockFlight(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*FlightMember)(nil)).Where("flight_id = ?", id).Exec(ctx); err != nil {
			return fmt.Errorf("delete flight players: %w", err)
		}
		res, err := tx.NewDelete().Model((*Flight)(nil)).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return fmt.Errorf("delete flight %d: %w", id, err)
		}
		if err := requireAffected(res); err != nil {
			return err
		}
		return touchEvent(ctx, tx, f.EventID, now)
	})
}

// AddFlightPlayer places registration regID at position in flight flightID.
// The flight row is locked while the rules are checked, and the unique keys
// on (flight_id, position) and registration_id back them up, so two admins
// filling the last place at once cannot both succeed. Name and phone are
// copied from the registration. Errors: ErrNotFound (flight),
// ErrNoRegistration, ErrOtherEvent, ErrAlreadyInFlight, ErrFlightFull,
// ErrPositionRange, ErrPositionTaken.
func (s *Store) AddFlightPlayer(ctx context.Context, fm *FlightMember) error {
	if err := createdAtSet("AddFlightPlayer", fm.CreatedAt); err != nil {
		return err
	}
	fm.ID = 0
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		f, err := s.lockFlight(ctx, tx, fm.FlightID)
		if err != nil {
			return err
		}
		reg := new(Registration)
		if err := tx.NewSelect().Model(reg).Where("id = ?", fm.RegistrationID).Scan(ctx); err != nil {
			if err = mapErr(err); errors.Is(err, ErrNotFound) {
				return ErrNoRegistration
			}
			return err
		}
		if reg.EventID != f.EventID {
			return ErrOtherEvent
		}
		placed, err := tx.NewSelect().Model((*FlightMember)(nil)).Where("registration_id = ?", reg.ID).Exists(ctx)
		if err != nil {
			return fmt.Errorf("check placement: %w", err)
		}
		if placed {
			return ErrAlreadyInFlight
		}
		var taken []int
		if err := tx.NewSelect().Model((*FlightMember)(nil)).Column("position").
			Where("flight_id = ?", f.ID).Scan(ctx, &taken); err != nil {
			return fmt.Errorf("read positions: %w", err)
		}
		if len(taken) >= f.MaxPlayers {
			return ErrFlightFull
		}
		if fm.Position > f.MaxPlayers {
			return ErrPositionRange
		}
		for _, p := range taken {
			if p == fm.Position {
				return ErrPositionTaken
			}
		}
		// The place always shows the registration's member, whatever a
		// client sent, so names and phones cannot drift apart.
		fm.MemberName, fm.MemberPhone = reg.MemberName, reg.MemberPhone
		if _, err := tx.NewInsert().Model(fm).Returning("id").Exec(ctx); err != nil {
			if errors.Is(mapErr(err), ErrConflict) {
				if strings.Contains(err.Error(), "position") {
					return ErrPositionTaken
				}
				return ErrAlreadyInFlight
			}
			return fmt.Errorf("add flight player: %w", err)
		}
		return touchEvent(ctx, tx, f.EventID, fm.CreatedAt)
	})
}

// RemoveFlightPlayer removes place id from flight flightID at now.
// ErrNotFound when that flight has no such place.
func (s *Store) RemoveFlightPlayer(ctx context.Context, flightID, id int64, now time.Time) error {
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		f, err := s.lockFlight(ctx, tx, flightID)
		if err != nil {
			return err
		}
		res, err := tx.NewDelete().Model((*FlightMember)(nil)).Where("id = ? AND flight_id = ?", id, flightID).Exec(ctx)
		if err != nil {
			return fmt.Errorf("remove flight player %d: %w", id, err)
		}
		if err := requireAffected(res); err != nil {
			return err
		}
		return touchEvent(ctx, tx, f.EventID, now)
	})
}

// EventFlightsTx reads the flights of event eventID inside tx, by flight
// number, locked on PostgreSQL (the caller holds the event's lock too).
func EventFlightsTx(ctx context.Context, tx bun.Tx, eventID int64) ([]Flight, error) {
	flights := []Flight{}
	q := tx.NewSelect().Model(&flights).Where("event_id = ?", eventID).Order("flight_number", "id")
	if tx.Dialect().Name() == dialect.PG {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("flights of event %d: %w", eventID, err)
	}
	return flights, nil
}

// SetTeeTimes stores each flight's TeeTime of flights (all of event
// eventID) inside tx and moves the event's revision once.
func SetTeeTimes(ctx context.Context, tx bun.Tx, eventID int64, flights []Flight, now time.Time) error {
	for i := range flights {
		if _, err := tx.NewUpdate().Model(&flights[i]).Column("tee_time").WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("set tee time of flight %d: %w", flights[i].ID, mapErr(err))
		}
	}
	return touchEvent(ctx, tx, eventID, now)
}
