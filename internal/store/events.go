package store

import (
	"context"
	"fmt"

	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// ListEvents returns every event, past and upcoming, ordered by date, then
// time of day, then id.
func (s *Store) ListEvents(ctx context.Context) ([]Event, error) {
	return s.listEvents(ctx, "")
}

// ListEventsFrom returns the events dated on or after fromDate (ISO
// YYYY-MM-DD), in the order of ListEvents.
func (s *Store) ListEventsFrom(ctx context.Context, fromDate string) ([]Event, error) {
	return s.listEvents(ctx, fromDate)
}

func (s *Store) listEvents(ctx context.Context, fromDate string) ([]Event, error) {
	events := []Event{}
	q := s.r.NewSelect().Model(&events).OrderExpr("date ASC, id ASC")
	if fromDate != "" {
		// ISO dates compare as dates when compared as text.
		q = q.Where("date >= ?", fromDate)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("list events: %w", err)
	}
	for i := range events {
		fixRates(&events[i])
	}
	sortEvents(events)
	return events, nil
}

// sortEvents orders by date, then time of day, then id. Time is free text
// ("7:30 AM Shotgun"), and as text "10:00 AM" sorts before "7:30 AM", so the
// clock time is read out of it here rather than ordered in SQL.
func sortEvents(events []Event) {
	slices.SortStableFunc(events, func(a, b Event) int {
		if c := strings.Compare(a.Date, b.Date); c != 0 {
			return c
		}
		if c := timeOfDay(a.Time) - timeOfDay(b.Time); c != 0 {
			return c
		}
		if c := strings.Compare(a.Time, b.Time); c != 0 {
			return c
		}
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
}

var clockTime = regexp.MustCompile(`^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])?\.?\s*(?:[Mm]\.?)?`)

// timeOfDay reads the leading clock time of an event's time text in minutes
// after midnight ("7:30 AM" 450, "13:00" 780, "1 PM" 780). Text without a
// leading time sorts after every clock time.
func timeOfDay(t string) int {
	const unknown = 24 * 60
	m := clockTime.FindStringSubmatch(t)
	if m == nil {
		return unknown
	}
	h, _ := strconv.Atoi(m[1])
	min := 0
	if m[2] != "" {
		min, _ = strconv.Atoi(m[2])
	} else if m[3] == "" {
		// A bare number ("18 holes") is not a time.
		return unknown
	}
	if h > 23 || min > 59 {
		return unknown
	}
	switch strings.ToLower(m[3]) {
	case "a":
		if h == 12 {
			h = 0
		}
	case "p":
		if h < 12 {
			h += 12
		}
	}
	return h*60 + min
}

// GetEvent returns one event or ErrNotFound.
func (s *Store) GetEvent(ctx context.Context, id int64) (*Event, error) {
	e := new(Event)
	// Read by every registration: a prepared statement on PostgreSQL.
	p := s.hotParams(id)
	if err := p.ScanOne(ctx, s.r.NewSelect().Model(e).Where("id = ?", p.Arg(0)), e); err != nil {
		return nil, mapErr(err)
	}
	fixRates(e)
	return e, nil
}

// CreateEvent inserts e and sets its ID. The caller passes a
// validated event: Date ISO, Rates canonical.
func (s *Store) CreateEvent(ctx context.Context, e *Event) error {
	return InsertEvent(ctx, s.w, e)
}

// InsertEvent is CreateEvent on any handle, so that code running inside a
// transaction (demo seeding, imports) stores events the same way.
func InsertEvent(ctx context.Context, db bun.IDB, e *Event) error {
	if err := createdAtSet("InsertEvent", e.CreatedAt); err != nil {
		return err
	}
	fixRates(e)
	if _, err := db.NewInsert().Model(e).Exec(ctx); err != nil {
		return fmt.Errorf("create event: %w", mapErr(err))
	}
	return nil
}

// CapacityError: an event's capacity cannot drop below the members already
// registered for it.
type CapacityError struct{ Registered int }

func (e *CapacityError) Error() string {
	return fmt.Sprintf("capacity below the %d registered", e.Registered)
}

// UpdateEvent saves the editable fields of e (everything except
// Registered, which follows the registration rows, and CreatedAt) only if
// e.Capacity still holds everyone registered, inside tx; the check is part
// of the UPDATE, so a registration arriving at the same moment cannot slip
// past it. It returns the row as it was (subscribers tell members what
// changed); the caller reads the stored row back after the transaction.
// Seats a raised capacity frees are the caller's to fill in the same
// transaction: the event's row stays locked on PostgreSQL until then.
// now dates the change. Errors: ErrNotFound, *CapacityError.
func UpdateEvent(ctx context.Context, tx bun.Tx, e *Event, now time.Time) (prev *Event, err error) {
	fixRates(e)
	prev, err = LockEvent(ctx, tx, e.ID)
	if err != nil {
		return nil, err
	}
	res, err := tx.NewUpdate().Model(e).
		Column("title", "description", "date", "time", "end_date", "end_time", "type", "capacity", "image", "rates", "promotion_pay_hours").
		WherePK().Where("registered <= ?", e.Capacity).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("update event %d: %w", e.ID, mapErr(err))
	}
	if requireAffected(res) == nil {
		return prev, touchEvent(ctx, tx, e.ID, now)
	}
	var registered int
	if err := tx.NewSelect().Model((*Event)(nil)).Column("registered").Where("id = ?", e.ID).Scan(ctx, &registered); err != nil {
		return nil, mapErr(err)
	}
	return nil, &CapacityError{Registered: registered}
}

// DeletedEvent is an event as it was when it was deleted, with the members
// who were registered for it.
type DeletedEvent struct {
	Event     Event
	MemberIDs []int64
}

// DeleteEvent removes an event; its registrations and flights go with it
// (foreign keys cascade). It returns what was deleted, read in the same
// transaction. ErrNotFound when absent.
func (s *Store) DeleteEvent(ctx context.Context, id int64) (*DeletedEvent, error) {
	var d DeletedEvent
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewSelect().Model(&d.Event).Where("id = ?", id)
		if s.postgres {
			q = q.For("UPDATE")
		}
		if err := q.Scan(ctx); err != nil {
			return mapErr(err)
		}
		if err := tx.NewSelect().Model((*Registration)(nil)).Column("member_id").
			Where("event_id = ?", id).OrderExpr("id").Scan(ctx, &d.MemberIDs); err != nil {
			return fmt.Errorf("registrants of event %d: %w", id, err)
		}
		res, err := tx.NewDelete().Model((*Event)(nil)).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return fmt.Errorf("delete event %d: %w", id, mapErr(err))
		}
		return requireAffected(res)
	})
	if err != nil {
		return nil, err
	}
	return &d, nil
}

// fixRates makes an absent rates list an empty one: the column is NOT NULL
// and clients expect [] rather than null.
func fixRates(e *Event) {
	if e.Rates == nil {
		e.Rates = []Rate{}
	}
}

// requireAffected turns "no row affected" into ErrNotFound.
func requireAffected(res interface{ RowsAffected() (int64, error) }) error {
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("rows affected: %w", err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// ClockMinutes reads the leading clock time of an event's time or a tee
// time ("7:30 AM Shotgun") in minutes after midnight; ok is false when the
// text does not start with one.
func ClockMinutes(t string) (minutes int, ok bool) {
	m := timeOfDay(t)
	return m, m < 24*60
}
