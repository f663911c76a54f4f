package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Registration rule violations. The API maps each to its message; they live
// here so the rules can be tested without HTTP.
var (
	ErrRateTypeRequired   = errors.New("guest rate type is required")
	ErrInvalidRateType    = errors.New("rate type is not one of the event's rates")
	ErrMembershipRequired = errors.New("member rates need a membership number")
	ErrRegistrationClosed = errors.New("registration is closed for past events")
	ErrEventFull          = errors.New("event is full")
	// ErrAlreadyRegistered wraps ErrConflict so generic conflict handling
	// still applies.
	ErrAlreadyRegistered = fmt.Errorf("%w: already registered for this event", ErrConflict)
)

// HasMembership tells whether m may use member rates: a non-empty
// membership number is what the spec makes the difference.
func HasMembership(m *Member) bool {
	return m != nil && m.MembershipNumber != nil && strings.TrimSpace(*m.MembershipNumber) != ""
}

// CheckRegistration applies the rules that decide whether m may register
// for ev with guestRateType on the club date today (YYYY-MM-DD), and
// returns the rate type to store: the event's own spelling when it has
// rates. Capacity and duplicates are not checked here; Register enforces
// them atomically.
func CheckRegistration(ev *Event, m *Member, guestRateType, today string) (string, error) {
	rateType := strings.Join(strings.Fields(guestRateType), " ")
	if rateType == "" {
		return "", ErrRateTypeRequired
	}
	// ISO dates compare as dates when compared as text.
	if ev.Date < today {
		return "", ErrRegistrationClosed
	}
	if len(ev.Rates) == 0 {
		// Without rates the organisers set the price by hand; any label the
		// member gives is kept as the record of what they asked for.
		return rateType, nil
	}
	for _, r := range ev.Rates {
		if !strings.EqualFold(strings.Join(strings.Fields(r.Type), " "), rateType) {
			continue
		}
		if r.Category == "member" && !HasMembership(m) {
			return "", ErrMembershipRequired
		}
		return r.Type, nil
	}
	return "", ErrInvalidRateType
}

// Register claims a seat and records the registration in one transaction:
// the seat is taken by a conditional update of the event's count, so two
// registrations can never both take the last seat, and the unique key on
// (event_id, member_id) stops a member registering twice; either failure
// rolls the whole transaction back, count included.
//
// reg must carry EventID, MemberID, MemberName, MemberPhone and
// GuestRateType; ID and CreatedAt are set. Errors: ErrNotFound (no such
// event), ErrAlreadyRegistered, ErrEventFull.
func (s *Store) Register(ctx context.Context, reg *Registration) error {
	if reg.CreatedAt.IsZero() {
		reg.CreatedAt = time.Now().UTC()
	}
	reg.ID = 0
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		// Checked first so that a member already in a full event hears
		// "already registered", not "full". The unique key below is what
		// makes it safe under concurrency; this is only for the message.
		n, err := tx.NewSelect().Model((*Registration)(nil)).
			Where("event_id = ? AND member_id = ?", reg.EventID, reg.MemberID).Count(ctx)
		if err != nil {
			return fmt.Errorf("check registration: %w", err)
		}
		if n > 0 {
			return ErrAlreadyRegistered
		}
		res, err := tx.NewUpdate().Model((*Event)(nil)).
			Set("registered = registered + 1").
			Where("id = ? AND registered < capacity", reg.EventID).Exec(ctx)
		if err != nil {
			return fmt.Errorf("claim seat: %w", err)
		}
		if err := requireAffected(res); err != nil {
			exists, err := tx.NewSelect().Model((*Event)(nil)).Where("id = ?", reg.EventID).Exists(ctx)
			if err != nil {
				return fmt.Errorf("find event: %w", err)
			}
			if !exists {
				return ErrNotFound
			}
			return ErrEventFull
		}
		if _, err := tx.NewInsert().Model(reg).Returning("id").Exec(ctx); err != nil {
			if err = mapErr(err); errors.Is(err, ErrConflict) {
				return ErrAlreadyRegistered
			}
			return fmt.Errorf("insert registration: %w", err)
		}
		return nil
	})
	if err != nil {
		reg.ID = 0
	}
	return err
}

// Deregister removes member memberID's registration and frees its seat in
// the same transaction; the flight place goes with it (foreign key
// cascade, and an explicit delete so it holds whatever the driver does).
// With regID 0 it removes the member's registration for eventID; otherwise
// registration regID, which must belong to both eventID and the member.
// Someone else's registration is ErrNotFound, so its existence is not
// revealed. The removed row is returned.
func (s *Store) Deregister(ctx context.Context, eventID, memberID, regID int64) (*Registration, error) {
	return s.deleteRegistration(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		q = q.Where("event_id = ? AND member_id = ?", eventID, memberID)
		if regID != 0 {
			q = q.Where("id = ?", regID)
		}
		return q
	})
}

// DeleteRegistration removes any registration by id (admin use), freeing
// its seat. ErrNotFound when absent.
func (s *Store) DeleteRegistration(ctx context.Context, id int64) (*Registration, error) {
	return s.deleteRegistration(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = ?", id)
	})
}

func (s *Store) deleteRegistration(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery) (*Registration, error) {
	reg := new(Registration)
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := where(tx.NewSelect().Model(reg)).Limit(1).Scan(ctx); err != nil {
			return mapErr(err)
		}
		return removeRegistration(ctx, tx, reg)
	})
	if err != nil {
		return nil, err
	}
	return reg, nil
}

// removeRegistration deletes reg, its flight place and its seat inside tx:
// the steps every de-registration, member's or admin's, takes.
func removeRegistration(ctx context.Context, tx bun.Tx, reg *Registration) error {
	if _, err := tx.NewDelete().Model((*FlightMember)(nil)).Where("registration_id = ?", reg.ID).Exec(ctx); err != nil {
		return fmt.Errorf("remove from flight: %w", err)
	}
	res, err := tx.NewDelete().Model((*Registration)(nil)).Where("id = ?", reg.ID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete registration %d: %w", reg.ID, err)
	}
	if err := requireAffected(res); err != nil {
		return err
	}
	if _, err := tx.NewUpdate().Model((*Event)(nil)).
		Set("registered = registered - 1").
		Where("id = ? AND registered > 0", reg.EventID).Exec(ctx); err != nil {
		return fmt.Errorf("free seat: %w", err)
	}
	return nil
}

// GetRegistration returns one registration or ErrNotFound.
func (s *Store) GetRegistration(ctx context.Context, id int64) (*Registration, error) {
	reg := new(Registration)
	if err := s.r.NewSelect().Model(reg).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return reg, nil
}

// RegistrationRow is a registration with what pricing and listing need:
// the registrant's current membership number (member rates depend on it)
// and the event's title, date, time, type, rates and description.
type RegistrationRow struct {
	Registration
	MembershipNumber *string `bun:"membership_number"`
	EventTitle       string  `bun:"event_title"`
	EventDate        string  `bun:"event_date"`
	EventTime        string  `bun:"event_time"`
	EventType        string  `bun:"event_type"`
	EventDescription string  `bun:"event_description"`
	EventRates       []Rate  `bun:"event_rates,type:text"`
}

// IsMember tells whether the registrant may use member rates.
func (r *RegistrationRow) IsMember() bool {
	return HasMembership(&Member{MembershipNumber: r.MembershipNumber})
}

// Event gives the parts of the joined event that pricing reads.
func (r *RegistrationRow) Event() *Event {
	rates := r.EventRates
	if rates == nil {
		rates = []Rate{}
	}
	return &Event{ID: r.EventID, Title: r.EventTitle, Date: r.EventDate, Time: r.EventTime,
		Type: r.EventType, Description: r.EventDescription, Rates: rates}
}

func (s *Store) registrationRows(ctx context.Context, db bun.IDB, where func(*bun.SelectQuery) *bun.SelectQuery, order string) ([]RegistrationRow, error) {
	rows := []RegistrationRow{}
	q := db.NewSelect().
		TableExpr("event_registrations AS r").
		ColumnExpr("r.*").
		ColumnExpr("m.membership_number AS membership_number").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time").
		ColumnExpr("e.type AS event_type, e.description AS event_description, e.rates AS event_rates").
		Join("JOIN events AS e ON e.id = r.event_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id")
	q = where(q).OrderExpr(order)
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list registrations: %w", err)
	}
	return rows, nil
}

// EventRegistrations lists an event's registrations, oldest first.
func (s *Store) EventRegistrations(ctx context.Context, eventID int64) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, s.r, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.event_id = ?", eventID)
	}, "r.created_at ASC, r.id ASC")
}

// MemberRegistrations lists a member's registrations, earliest event first.
func (s *Store) MemberRegistrations(ctx context.Context, memberID int64) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, s.r, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.member_id = ?", memberID)
	}, "e.date ASC, r.id ASC")
}

// AllRegistrations lists every registration, newest first (admin use).
func (s *Store) AllRegistrations(ctx context.Context) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, s.r, func(q *bun.SelectQuery) *bun.SelectQuery { return q },
		"r.created_at DESC, r.id DESC")
}

// RegistrationWithEvent returns one registration joined like the lists.
func (s *Store) RegistrationWithEvent(ctx context.Context, id int64) (*RegistrationRow, error) {
	rows, err := s.registrationRows(ctx, s.r, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.id = ?", id)
	}, "r.id")
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// SetPaymentReference records the payment slip of member memberID's
// registration regID. fileURL must already be checked to be the member's.
// It returns the updated registration and the file URL it replaced (nil if
// none or the same) when no other registration still points to that file,
// so the caller may delete it. ErrNotFound when the registration is not
// the member's.
func (s *Store) SetPaymentReference(ctx context.Context, regID, memberID int64, fileURL, fileName string, at time.Time) (*Registration, *string, error) {
	reg := new(Registration)
	var orphan *string
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := tx.NewSelect().Model(reg).Where("id = ? AND member_id = ?", regID, memberID).Scan(ctx); err != nil {
			return mapErr(err)
		}
		prev := reg.PaymentReferenceFileURL
		reg.PaymentReferenceFileURL = &fileURL
		reg.PaymentReferenceFileName = &fileName
		reg.PaymentReferenceUploadedAt = &at
		if _, err := tx.NewUpdate().Model(reg).
			Column("payment_reference_file_url", "payment_reference_file_name", "payment_reference_uploaded_at").
			WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("save payment reference: %w", err)
		}
		if prev == nil || *prev == fileURL {
			return nil
		}
		// One slip may pay for several registrations; keep it while any
		// registration still shows it.
		n, err := tx.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", *prev).Count(ctx)
		if err != nil {
			return fmt.Errorf("count file users: %w", err)
		}
		if n == 0 {
			orphan = prev
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return reg, orphan, nil
}

// CountRegistrations counts the registrations of an event (all events when
// eventID is 0); tests and checks compare it with events.registered.
func (s *Store) CountRegistrations(ctx context.Context, eventID int64) (int, error) {
	q := s.r.NewSelect().Model((*Registration)(nil))
	if eventID != 0 {
		q = q.Where("event_id = ?", eventID)
	}
	n, err := q.Count(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("count registrations: %w", err)
	}
	return int(n), nil
}

// FileInUse tells whether any registration still shows fileURL as its
// payment reference.
func (s *Store) FileInUse(ctx context.Context, fileURL string) (bool, error) {
	ok, err := s.r.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", fileURL).Exists(ctx)
	if err != nil {
		return false, fmt.Errorf("find file users: %w", err)
	}
	return ok, nil
}
