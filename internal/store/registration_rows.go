package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"
)

// registrationOrder is by event date, then by when each was made.
const registrationOrder = "e.date ASC, e.id ASC, r.created_at ASC, r.id ASC"

// registrationRows is the one query behind every registration list.
func (s *Store) registrationRows(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery, order string) ([]RegistrationRow, error) {
	return s.scanRegistrationRows(ctx, where(s.registrationQuery()).OrderExpr(order))
}

// registrationQuery selects the joined registration rows, unfiltered.
func (s *Store) registrationQuery() *bun.SelectQuery {
	return s.r.NewSelect().
		TableExpr("event_registrations AS r").
		ColumnExpr("r.*").
		ColumnExpr("m.email AS member_email, m.membership_number AS membership_number, COALESCE(m.locale, '') AS member_locale").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time").
		ColumnExpr("e.type AS event_type, e.description AS event_description, e.rates AS event_rates").
		Join("JOIN events AS e ON e.id = r.event_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id")
}

func (s *Store) scanRegistrationRows(ctx context.Context, q *bun.SelectQuery) ([]RegistrationRow, error) {
	rows := []RegistrationRow{}
	if err := q.Scan(ctx, &rows); err != nil {
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

// hasSlipSQL is "this registration has a payment slip" (the page's rule: a
// non-empty file URL).
const hasSlipSQL = "(r.payment_reference_file_url IS NOT NULL AND r.payment_reference_file_url <> '')"

// paymentWhere narrows q to the registrations of filter f.
func paymentWhere(f PaymentFilter, q *bun.SelectQuery) *bun.SelectQuery {
	switch f {
	case PaymentAwaiting:
		return q.Where("r.is_paid = ?", false).Where(hasSlipSQL)
	case PaymentUnpaid:
		return q.Where("r.is_paid = ?", false)
	case PaymentPaid:
		return q.Where("r.is_paid = ?", true)
	}
	return q
}

// likeEscape makes s a literal LIKE pattern part (escape character \).
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

// searchReferences keeps rows whose member name, phone, event title or
// file name contains query (case-insensitive); a query of 3 or more digits
// (spaces, dashes, dots, brackets and + aside) also matches the phone's
// digits, so "012-555" finds 0125551101.
func searchReferences(q *bun.SelectQuery, query string) *bun.SelectQuery {
	query = strings.ToLower(strings.TrimSpace(query))
	if query == "" {
		return q
	}
	pat := "%" + likeEscape(query) + "%"
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, query)
	rest := strings.Map(func(r rune) rune {
		if strings.ContainsRune(" +().-", r) || (r >= '0' && r <= '9') {
			return -1
		}
		return r
	}, query)
	return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		q = q.Where(`LOWER(r.member_name) LIKE ? ESCAPE '\'`, pat).
			WhereOr(`LOWER(r.member_phone) LIKE ? ESCAPE '\'`, pat).
			WhereOr(`LOWER(e.title) LIKE ? ESCAPE '\'`, pat).
			WhereOr(`LOWER(COALESCE(r.payment_reference_file_name, '')) LIKE ? ESCAPE '\'`, pat)
		if len(digits) >= 3 && rest == "" {
			q = q.WhereOr(`REPLACE(REPLACE(REPLACE(r.member_phone, '-', ''), ' ', ''), '+', '') LIKE ?`, "%"+digits+"%")
		}
		return q
	})
}

// PaymentReferences answers one page of the payment references list:
// those with a slip first, newest upload first, then the rest, newest
// registration first; filtered, searched (see searchReferences) and cut at
// offset/limit, with the total that matched and the count of each filter.
func (s *Store) PaymentReferences(ctx context.Context, f PaymentFilter, query string, offset, limit int) (PaymentReferencePage, error) {
	var p PaymentReferencePage
	for _, c := range []struct {
		dst *int
		f   PaymentFilter
	}{{&p.Counts.All, PaymentAll}, {&p.Counts.Awaiting, PaymentAwaiting}, {&p.Counts.Unpaid, PaymentUnpaid}, {&p.Counts.Paid, PaymentPaid}} {
		n, err := paymentWhere(c.f, s.r.NewSelect().TableExpr("event_registrations AS r")).Count(ctx)
		if err != nil {
			return p, fmt.Errorf("count payment references: %w", err)
		}
		*c.dst = int(n)
	}
	filtered := func() *bun.SelectQuery { return searchReferences(paymentWhere(f, s.registrationQuery()), query) }
	total, err := filtered().Count(ctx)
	if err != nil {
		return p, fmt.Errorf("count payment references: %w", err)
	}
	p.Total = int(total)
	p.Rows, err = s.scanRegistrationRows(ctx, filtered().
		// (x IS NULL) is false before true on both databases.
		OrderExpr("(r.payment_reference_uploaded_at IS NULL) ASC, r.payment_reference_uploaded_at DESC, r.created_at DESC, r.id DESC").
		Offset(int64(offset)).Limit(int64(limit)))
	return p, err
}
