package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// AdminRegistrationRow is a registration with its event and the
// registrant's current contact details, as the admin lists and exports
// show it. Pricing reads EventRates, EventDescription and MembershipNumber.
type AdminRegistrationRow struct {
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

// HasMembership tells whether the registrant may use member rates.
func (r *AdminRegistrationRow) HasMembership() bool {
	return HasMembership(&Member{MembershipNumber: r.MembershipNumber})
}

func (s *Store) adminRegistrations(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery, order string) ([]AdminRegistrationRow, error) {
	rows := []AdminRegistrationRow{}
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

const adminRegistrationOrder = "e.date ASC, e.id ASC, r.created_at ASC, r.id ASC"

// AdminAllRegistrations lists every registration by event date, then by
// when it was made.
func (s *Store) AdminAllRegistrations(ctx context.Context) ([]AdminRegistrationRow, error) {
	return s.adminRegistrations(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q }, adminRegistrationOrder)
}

// AdminEventRegistrations lists one event's registrations, oldest first.
// An unknown event gives an empty list; callers check the event first.
func (s *Store) AdminEventRegistrations(ctx context.Context, eventID int64) ([]AdminRegistrationRow, error) {
	return s.adminRegistrations(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("r.event_id = ?", eventID)
	}, adminRegistrationOrder)
}

// AdminRegistrationsFrom lists the registrations of events dated on or
// after fromDate (ISO), by event date.
func (s *Store) AdminRegistrationsFrom(ctx context.Context, fromDate string) ([]AdminRegistrationRow, error) {
	return s.adminRegistrations(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("e.date >= ?", fromDate)
	}, adminRegistrationOrder)
}

// AdminGetRegistration returns one registration joined like the lists.
func (s *Store) AdminGetRegistration(ctx context.Context, id int64) (*AdminRegistrationRow, error) {
	rows, err := s.adminRegistrations(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
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
func (s *Store) PaymentReferenceRows(ctx context.Context) ([]AdminRegistrationRow, error) {
	return s.adminRegistrations(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q },
		// (x IS NULL) is false before true on both databases.
		"(r.payment_reference_uploaded_at IS NULL) ASC, r.payment_reference_uploaded_at DESC, r.created_at DESC, r.id DESC")
}

// SetPaid marks a registration paid or unpaid. ErrNotFound when absent.
func (s *Store) SetPaid(ctx context.Context, id int64, paid bool) error {
	res, err := s.w.NewUpdate().Model((*Registration)(nil)).Set("is_paid = ?", paid).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set paid %d: %w", id, err)
	}
	return requireAffected(res)
}

// orphanedFile returns url when no registration refers to it any more, so
// the caller may delete the stored file; one slip may pay for several
// registrations.
func orphanedFile(ctx context.Context, tx bun.IDB, url *string) (*string, error) {
	if url == nil || *url == "" {
		return nil, nil
	}
	n, err := tx.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", *url).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count file users: %w", err)
	}
	if n > 0 {
		return nil, nil
	}
	return url, nil
}

// ClearPaymentReference removes the payment slip from registration id. It
// returns the file URL when no other registration still shows that file,
// so the caller can delete it. ErrNotFound when the registration is absent.
func (s *Store) ClearPaymentReference(ctx context.Context, id int64) (orphan *string, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		reg := new(Registration)
		if err := tx.NewSelect().Model(reg).Where("id = ?", id).Scan(ctx); err != nil {
			return mapErr(err)
		}
		if _, err := tx.NewUpdate().Model((*Registration)(nil)).
			Set("payment_reference_file_url = NULL").
			Set("payment_reference_file_name = NULL").
			Set("payment_reference_uploaded_at = NULL").
			Where("id = ?", id).Exec(ctx); err != nil {
			return fmt.Errorf("clear payment reference %d: %w", id, err)
		}
		orphan, err = orphanedFile(ctx, tx, reg.PaymentReferenceFileURL)
		return err
	})
	return orphan, err
}

// AdminDeregister removes the registration of the member with phone (stored
// normalised) from event eventID and frees its seat, in one transaction
// (the same steps as a member's own de-registration). It returns the
// removed registration and its slip's URL when no other registration uses
// that file. ErrNotFound when that member is not registered.
func (s *Store) AdminDeregister(ctx context.Context, eventID int64, phone string) (*Registration, *string, error) {
	reg := new(Registration)
	var orphan *string
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		// The member's current phone counts as well as the copy on the
		// registration, which could predate a phone change.
		err := tx.NewSelect().Model(reg).
			Where("event_id = ?", eventID).
			WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.WhereOr("member_phone = ?", phone).
					WhereOr("member_id IN (?)", tx.NewSelect().Model((*Member)(nil)).Column("id").Where("phone = ?", phone))
			}).
			OrderExpr("id").Limit(1).Scan(ctx)
		if err != nil {
			return mapErr(err)
		}
		if err := removeRegistration(ctx, tx, reg); err != nil {
			return err
		}
		orphan, err = orphanedFile(ctx, tx, reg.PaymentReferenceFileURL)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return reg, orphan, nil
}

// EventFileURLs lists the distinct payment slip URLs of an event's
// registrations that no registration of another event uses, so that the
// files can be deleted after the event is.
func (s *Store) EventFileURLs(ctx context.Context, eventID int64) ([]string, error) {
	urls := []string{}
	err := s.r.NewSelect().Model((*Registration)(nil)).ColumnExpr("DISTINCT payment_reference_file_url").
		Where("event_id = ? AND payment_reference_file_url IS NOT NULL", eventID).
		Where("payment_reference_file_url NOT IN (?)", s.r.NewSelect().Model((*Registration)(nil)).
			Column("payment_reference_file_url").
			Where("event_id <> ? AND payment_reference_file_url IS NOT NULL", eventID)).
		Scan(ctx, &urls)
	if err != nil {
		return nil, fmt.Errorf("event files: %w", err)
	}
	return urls, nil
}
