package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// Viewer is who reads a row: a signed-in member (MemberID), an admin, or
// both. The zero Viewer is nobody in particular and sees the least.
type Viewer struct {
	MemberID int64
	Admin    bool
}

// Sees tells whether v may see the private details (phone, email,
// membership number, payment) of member memberID: admins see everybody's,
// members only their own.
func (v Viewer) Sees(memberID int64) bool {
	return v.Admin || (v.MemberID != 0 && v.MemberID == memberID)
}

// RegistrationRow is a registration with its event and the registrant's
// current email and membership number: the one row every registration list
// reads, whoever looks at it. Pricing reads EventRates, EventDescription and
// MembershipNumber; RedactFor takes out what a viewer may not see.
type RegistrationRow struct {
	Registration
	MemberEmail      *string `bun:"member_email"`
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
	return &Event{ID: r.EventID, Title: r.EventTitle, Date: r.EventDate, Time: r.EventTime,
		Type: r.EventType, Description: r.EventDescription, Rates: effectiveRates(r.EventRates, r.EventDescription)}
}

// RedactFor blanks what v may not see of another member's registration:
// phone, email, membership number and everything about payment (DESIGN.md:
// other members' phone numbers and emails never reach non-admins). It
// reports whether it took anything out, so a caller can pick the smaller
// view for such rows.
func (r *RegistrationRow) RedactFor(v Viewer) bool {
	if v.Sees(r.MemberID) {
		return false
	}
	r.MemberPhone, r.MemberEmail, r.MembershipNumber = "", nil, nil
	r.IsPaid = false
	r.PaymentReferenceFileURL, r.PaymentReferenceFileName, r.PaymentReferenceUploadedAt = nil, nil, nil
	return true
}

// registrationOrder is by event date, then by when each was made.
const registrationOrder = "e.date ASC, e.id ASC, r.created_at ASC, r.id ASC"

// registrationRows is the one query behind every registration list.
func (s *Store) registrationRows(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery, order string) ([]RegistrationRow, error) {
	rows := []RegistrationRow{}
	q := s.r.NewSelect().
		TableExpr("event_registrations AS r").
		ColumnExpr("r.*").
		ColumnExpr("m.email AS member_email, m.membership_number AS membership_number").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time").
		ColumnExpr("e.type AS event_type, e.description AS event_description, e.rates AS event_rates").
		Join("JOIN events AS e ON e.id = r.event_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id")
	if err := where(q).OrderExpr(order).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list registrations: %w", err)
	}
	for i := range rows {
		if rows[i].EventRates == nil {
			rows[i].EventRates = []Rate{}
		}
	}
	return rows, nil
}

func noFilter(q *bun.SelectQuery) *bun.SelectQuery { return q }

// AllRegistrations lists every registration by event date, then by when it
// was made.
func (s *Store) AllRegistrations(ctx context.Context) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, noFilter, registrationOrder)
}

// EventRegistrations lists one event's registrations, oldest first. An
// unknown event gives an empty list; callers check the event first.
func (s *Store) EventRegistrations(ctx context.Context, eventID int64) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.event_id = ?", eventID)
	}, registrationOrder)
}

// MemberRegistrations lists a member's registrations, earliest event first.
func (s *Store) MemberRegistrations(ctx context.Context, memberID int64) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.member_id = ?", memberID)
	}, "e.date ASC, r.id ASC")
}

// RegistrationsFrom lists the registrations of events dated on or after
// fromDate (ISO), by event date.
func (s *Store) RegistrationsFrom(ctx context.Context, fromDate string) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("e.date >= ?", fromDate)
	}, registrationOrder)
}

// RegistrationWithEvent returns one registration joined like the lists, or
// ErrNotFound.
func (s *Store) RegistrationWithEvent(ctx context.Context, id int64) (*RegistrationRow, error) {
	rows, err := s.registrationRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
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

// PaymentReferenceRows lists every registration for the payment references
// page: those with a slip first, newest upload first, then the rest,
// newest registration first.
func (s *Store) PaymentReferenceRows(ctx context.Context) ([]RegistrationRow, error) {
	return s.registrationRows(ctx, noFilter,
		// (x IS NULL) is false before true on both databases.
		"(r.payment_reference_uploaded_at IS NULL) ASC, r.payment_reference_uploaded_at DESC, r.created_at DESC, r.id DESC")
}
