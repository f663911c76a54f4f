package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// Errors of the waitlist.
var (
	// ErrAlreadyWaitlisted wraps ErrConflict: the member is on the list.
	ErrAlreadyWaitlisted = fmt.Errorf("%w: already on the waitlist", ErrConflict)
	// ErrEventNotFull: seats are free, so the member registers instead.
	ErrEventNotFull = errors.New("event is not full")
)

// Removed is a registration that was removed, with the registrations the
// waitlist filled its seat with in the same transaction (none when nobody
// was waiting).
type Removed struct {
	Registration
	Promoted []Registration
}

// lockEvent takes the event's row lock on PostgreSQL, so everything that
// changes its seats or its waitlist (joins, promotions, capacity changes,
// expiries) runs one at a time per event; SQLite's single writer already
// serialises every write transaction. ErrNotFound when the event is absent.
func lockEvent(ctx context.Context, tx bun.Tx, eventID int64) (*Event, error) {
	ev := new(Event)
	q := tx.NewSelect().Model(ev).Where("id = ?", eventID)
	if tx.Dialect().Name() == dialect.PG {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return ev, nil
}

// JoinWaitlist puts e.MemberID at the end of event e.EventID's waitlist
// and returns their position. The event must be full and the member
// neither registered nor waiting; the check and the insert share one
// transaction under the event's lock, so a seat cannot free up (and be
// missed by the promotion) between them. Errors: ErrNotFound,
// ErrAlreadyRegistered, ErrEventNotFull, ErrAlreadyWaitlisted.
func (s *Store) JoinWaitlist(ctx context.Context, e *WaitlistEntry) (int, error) {
	if e.CreatedAt.IsZero() {
		e.CreatedAt = time.Now().UTC()
	}
	e.ID = 0
	pos := 0
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		ev, err := lockEvent(ctx, tx, e.EventID)
		if err != nil {
			return err
		}
		registered, err := tx.NewSelect().Model((*Registration)(nil)).
			Where("event_id = ? AND member_id = ?", e.EventID, e.MemberID).Exists(ctx)
		if err != nil {
			return fmt.Errorf("check registration: %w", err)
		}
		if registered {
			return ErrAlreadyRegistered
		}
		if ev.Registered < ev.Capacity {
			return ErrEventNotFull
		}
		var last sql.NullInt64
		if err := tx.NewSelect().Model((*WaitlistEntry)(nil)).ColumnExpr("MAX(sort_key)").
			Where("event_id = ?", e.EventID).Scan(ctx, &last); err != nil {
			return fmt.Errorf("end of waitlist: %w", err)
		}
		e.SortKey = last.Int64 + 1
		if _, err := tx.NewInsert().Model(e).Returning("id").Exec(ctx); err != nil {
			if err = mapErr(err); errors.Is(err, ErrConflict) {
				return ErrAlreadyWaitlisted
			}
			return fmt.Errorf("join waitlist: %w", err)
		}
		n, err := tx.NewSelect().Model((*WaitlistEntry)(nil)).
			Where("event_id = ? AND sort_key <= ?", e.EventID, e.SortKey).Count(ctx)
		pos = int(n)
		return err
	})
	if err != nil {
		e.ID = 0
		return 0, err
	}
	return pos, nil
}

// LeaveWaitlist takes member memberID off event eventID's waitlist.
// ErrNotFound when they are not on it.
func (s *Store) LeaveWaitlist(ctx context.Context, eventID, memberID int64) error {
	res, err := s.w.NewDelete().Model((*WaitlistEntry)(nil)).
		Where("event_id = ? AND member_id = ?", eventID, memberID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("leave waitlist: %w", err)
	}
	return requireAffected(res)
}

// RemoveFromWaitlist removes entry id of event eventID (admin use) and
// returns it. ErrNotFound when absent.
func (s *Store) RemoveFromWaitlist(ctx context.Context, eventID, id int64) (*WaitlistEntry, error) {
	e := new(WaitlistEntry)
	err := s.w.NewDelete().Model(e).Where("event_id = ? AND id = ?", eventID, id).Returning("*").Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return e, nil
}

// Waitlist lists event eventID's waitlist in order, positions from 1.
func (s *Store) Waitlist(ctx context.Context, eventID int64) ([]WaitlistPlace, error) {
	var rows []WaitlistEntry
	if err := s.r.NewSelect().Model(&rows).Where("event_id = ?", eventID).
		OrderExpr("sort_key ASC, id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list waitlist of event %d: %w", eventID, err)
	}
	out := make([]WaitlistPlace, len(rows))
	for i, r := range rows {
		out[i] = WaitlistPlace{WaitlistEntry: r, Position: i + 1}
	}
	return out, nil
}

// WaitlistStatus is how long event eventID's waitlist is and where member
// memberID stands on it (0: not on it, or memberID 0).
func (s *Store) WaitlistStatus(ctx context.Context, eventID, memberID int64) (count, position int, err error) {
	list, err := s.Waitlist(ctx, eventID)
	if err != nil {
		return 0, 0, err
	}
	for _, p := range list {
		if memberID != 0 && p.MemberID == memberID {
			position = p.Position
		}
	}
	return len(list), position, nil
}

// MemberWaitlists lists the waitlists member memberID is on, with their
// position on each, by event id.
func (s *Store) MemberWaitlists(ctx context.Context, memberID int64) (map[int64]int, error) {
	var rows []struct {
		EventID  int64 `bun:"event_id"`
		Position int   `bun:"position"`
	}
	err := s.r.NewSelect().TableExpr("event_waitlist AS w").
		ColumnExpr("w.event_id").
		ColumnExpr("(SELECT COUNT(*) FROM event_waitlist AS o WHERE o.event_id = w.event_id AND (o.sort_key < w.sort_key OR (o.sort_key = w.sort_key AND o.id <= w.id))) AS position").
		Where("w.member_id = ?", memberID).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("waitlists of member %d: %w", memberID, err)
	}
	out := make(map[int64]int, len(rows))
	for _, r := range rows {
		out[r.EventID] = r.Position
	}
	return out, nil
}

// MoveWaitlistEntry moves entry id of event eventID one place up (by -1)
// or down (by +1) by swapping it with its neighbour. Moving the first up
// or the last down changes nothing. ErrNotFound when the entry is absent.
func (s *Store) MoveWaitlistEntry(ctx context.Context, eventID, id int64, by int) error {
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := lockEvent(ctx, tx, eventID); err != nil {
			return err
		}
		var list []WaitlistEntry
		if err := tx.NewSelect().Model(&list).Where("event_id = ?", eventID).
			OrderExpr("sort_key ASC, id ASC").Scan(ctx); err != nil {
			return fmt.Errorf("read waitlist: %w", err)
		}
		i := -1
		for k := range list {
			if list[k].ID == id {
				i = k
			}
		}
		if i < 0 {
			return ErrNotFound
		}
		j := i + by
		if j < 0 || j >= len(list) {
			return nil
		}
		// Renumber the whole list so equal keys can never tie.
		list[i], list[j] = list[j], list[i]
		for k := range list {
			if _, err := tx.NewUpdate().Model((*WaitlistEntry)(nil)).Set("sort_key = ?", k+1).
				Where("id = ?", list[k].ID).Exec(ctx); err != nil {
				return fmt.Errorf("reorder waitlist: %w", err)
			}
		}
		return nil
	})
}

// fillFromWaitlist gives the free seats of event eventID to the first in
// line, in order, inside tx: each becomes a registration like any other
// (unpaid), with a pay-by deadline when the event sets one. The caller
// holds the event's lock (lockEvent, or an UPDATE of the event row).
func fillFromWaitlist(ctx context.Context, tx bun.Tx, eventID int64, now time.Time) ([]Registration, error) {
	ev := new(Event)
	if err := tx.NewSelect().Model(ev).Column("id", "capacity", "registered", "promotion_pay_hours").
		Where("id = ?", eventID).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	var promoted []Registration
	for free := ev.Capacity - ev.Registered; free > 0; free-- {
		next := new(WaitlistEntry)
		err := tx.NewSelect().Model(next).Where("event_id = ?", eventID).
			OrderExpr("sort_key ASC, id ASC").Limit(1).Scan(ctx)
		if errors.Is(err, sql.ErrNoRows) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("next in line: %w", err)
		}
		if _, err := tx.NewDelete().Model((*WaitlistEntry)(nil)).Where("id = ?", next.ID).Exec(ctx); err != nil {
			return nil, fmt.Errorf("take off waitlist: %w", err)
		}
		reg := Registration{EventID: eventID, MemberID: next.MemberID, MemberName: next.MemberName,
			MemberPhone: next.MemberPhone, GuestRateType: next.GuestRateType, CreatedAt: now.UTC().Truncate(time.Microsecond)}
		if ev.PromotionPayHours != nil {
			by := reg.CreatedAt.Add(time.Duration(*ev.PromotionPayHours) * time.Hour)
			reg.PayBy = &by
		}
		if _, err := tx.NewInsert().Model(&reg).Returning("id").Exec(ctx); err != nil {
			return nil, fmt.Errorf("promote member %d: %w", next.MemberID, mapErr(err))
		}
		if _, err := tx.NewUpdate().Model((*Event)(nil)).Set("registered = registered + 1").
			Where("id = ?", eventID).Exec(ctx); err != nil {
			return nil, fmt.Errorf("take seat: %w", err)
		}
		promoted = append(promoted, reg)
	}
	return promoted, nil
}

// unpaidPromotionSQL is "a promoted registration whose deadline passed with
// neither a payment nor a slip".
const unpaidPromotionSQL = "pay_by IS NOT NULL AND pay_by <= ? AND is_paid = ? AND payment_reference_file_url IS NULL"

// Lapsed is a promoted registration removed for not being paid in time,
// with the registrations its seat went to.
type Lapsed struct {
	Removed
	EventTitle string
}

// ExpireUnpaidPromotions removes up to limit promoted registrations whose
// pay-by deadline passed at now unpaid and without a slip, each in its own
// transaction with its seat passing to the next in line. Each removal
// re-checks its condition under the event's lock with the row itself, so
// two instances running this at once never remove one twice (the second
// finds nothing) nor remove one that was paid meanwhile.
func (s *Store) ExpireUnpaidPromotions(ctx context.Context, now time.Time, limit int) ([]Lapsed, error) {
	var due []Registration
	if err := s.r.NewSelect().Model(&due).Column("id", "event_id").
		Where(unpaidPromotionSQL, now.UTC(), false).OrderExpr("pay_by, id").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("find lapsed promotions: %w", err)
	}
	var out []Lapsed
	for _, d := range due {
		var l Lapsed
		err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			ev, err := lockEvent(ctx, tx, d.EventID)
			if err != nil {
				return err
			}
			l.EventTitle = ev.Title
			if err := tx.NewSelect().Model(&l.Registration).Where("id = ?", d.ID).
				Where(unpaidPromotionSQL, now.UTC(), false).Scan(ctx); err != nil {
				return mapErr(err)
			}
			l.Promoted, err = removeRegistration(ctx, tx, &l.Registration, now)
			return err
		})
		if errors.Is(err, ErrNotFound) {
			continue // paid, removed or expired by another instance meanwhile
		}
		if err != nil {
			return out, fmt.Errorf("expire registration %d: %w", d.ID, err)
		}
		out = append(out, l)
	}
	return out, nil
}
