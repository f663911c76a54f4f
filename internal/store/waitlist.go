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
)

// LockEvent reads event eventID inside tx, taking its row lock on
// PostgreSQL, so everything that changes its seats or its waitlist (joins,
// promotions, capacity changes, expiries) runs one at a time per event;
// SQLite's single writer already serialises every write transaction.
// ErrNotFound when the event is absent.
func LockEvent(ctx context.Context, tx bun.Tx, eventID int64) (*Event, error) {
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

// IsRegistered tells whether member memberID holds a seat at event eventID.
func IsRegistered(ctx context.Context, db bun.IDB, eventID, memberID int64) (bool, error) {
	ok, err := db.NewSelect().Model((*Registration)(nil)).
		Where("event_id = ? AND member_id = ?", eventID, memberID).Exists(ctx)
	if err != nil {
		return false, fmt.Errorf("check registration: %w", err)
	}
	return ok, nil
}

// AppendToWaitlist puts e.MemberID at the end of event e.EventID's
// waitlist and returns their position; e carries EventID, MemberID,
// MemberName, MemberPhone, GuestRateType and CreatedAt, and gets its ID
// and SortKey. The caller holds the event's lock (LockEvent), so the end
// of the list cannot move meanwhile. ErrAlreadyWaitlisted when the member
// is on it.
func AppendToWaitlist(ctx context.Context, db bun.IDB, e *WaitlistEntry) (int, error) {
	e.ID = 0
	var last sql.NullInt64
	if err := db.NewSelect().Model((*WaitlistEntry)(nil)).ColumnExpr("MAX(sort_key)").
		Where("event_id = ?", e.EventID).Scan(ctx, &last); err != nil {
		return 0, fmt.Errorf("end of waitlist: %w", err)
	}
	e.SortKey = last.Int64 + 1
	if _, err := db.NewInsert().Model(e).Returning("id").Exec(ctx); err != nil {
		e.ID = 0
		if err = mapErr(err); errors.Is(err, ErrConflict) {
			return 0, ErrAlreadyWaitlisted
		}
		return 0, fmt.Errorf("join waitlist: %w", err)
	}
	n, err := db.NewSelect().Model((*WaitlistEntry)(nil)).
		Where("event_id = ? AND sort_key <= ?", e.EventID, e.SortKey).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("waitlist position: %w", err)
	}
	return int(n), nil
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
		if _, err := LockEvent(ctx, tx, eventID); err != nil {
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

// EventSeats reads what deciding event eventID's free seats takes: its
// capacity, seats taken and the promotion pay-by hours. ErrNotFound when
// absent.
func EventSeats(ctx context.Context, db bun.IDB, eventID int64) (*Event, error) {
	ev := new(Event)
	if err := db.NewSelect().Model(ev).Column("id", "capacity", "registered", "promotion_pay_hours").
		Where("id = ?", eventID).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return ev, nil
}

// NextInLine is the first entry of event eventID's waitlist: the lowest
// sort key, then the earliest entry. ErrNotFound when nobody waits.
func NextInLine(ctx context.Context, db bun.IDB, eventID int64) (*WaitlistEntry, error) {
	next := new(WaitlistEntry)
	err := db.NewSelect().Model(next).Where("event_id = ?", eventID).
		OrderExpr("sort_key ASC, id ASC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return next, nil
}

// PromoteEntry turns waitlist entry entryID into registration reg, which
// takes a seat of its event: the entry goes, reg is inserted (gets its ID)
// and the event's count grows by one. The caller holds the event's lock
// and has checked that a seat is free.
func PromoteEntry(ctx context.Context, db bun.IDB, entryID int64, reg *Registration) error {
	if _, err := db.NewDelete().Model((*WaitlistEntry)(nil)).Where("id = ?", entryID).Exec(ctx); err != nil {
		return fmt.Errorf("take off waitlist: %w", err)
	}
	reg.ID = 0
	if _, err := db.NewInsert().Model(reg).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("promote member %d: %w", reg.MemberID, mapErr(err))
	}
	if _, err := db.NewUpdate().Model((*Event)(nil)).Set("registered = registered + 1").
		Where("id = ?", reg.EventID).Exec(ctx); err != nil {
		return fmt.Errorf("take seat: %w", err)
	}
	return nil
}

// unpaidPromotionSQL is "a promoted registration whose deadline passed with
// neither a payment nor a slip".
const unpaidPromotionSQL = "pay_by IS NOT NULL AND pay_by <= ? AND is_paid = ? AND payment_reference_file_url IS NULL"

// DuePromotions lists up to limit promoted registrations (ID and EventID
// only) whose pay-by deadline passed at now unpaid and without a slip,
// earliest deadline first. They are candidates: LapsedPromotion checks
// each again under its event's lock.
func (s *Store) DuePromotions(ctx context.Context, now time.Time, limit int) ([]Registration, error) {
	var due []Registration
	if err := s.r.NewSelect().Model(&due).Column("id", "event_id").
		Where(unpaidPromotionSQL, now.UTC(), false).OrderExpr("pay_by, id").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("find lapsed promotions: %w", err)
	}
	return due, nil
}

// LapsedPromotion reads registration id inside tx if it is still a
// promotion unpaid and without a slip past its deadline at now; otherwise
// (paid, removed or expired meanwhile) ErrNotFound. Read under the event's
// lock, it lets two instances expiring at once remove each only once.
func LapsedPromotion(ctx context.Context, db bun.IDB, id int64, now time.Time) (*Registration, error) {
	reg := new(Registration)
	if err := db.NewSelect().Model(reg).Where("id = ?", id).
		Where(unpaidPromotionSQL, now.UTC(), false).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return reg, nil
}
