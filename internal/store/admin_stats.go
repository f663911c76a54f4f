package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// AdminCounts computes the overview figures at instant now, on the club's
// date today (ISO):
//   - active members now, against active members who had joined 30 days ago;
//   - upcoming events (dated today or later: the one definition the Events
//     tab and the public list use too), against the events that were
//     upcoming 30 days ago (dated from today-30 and created by then);
//   - unpaid registrations of events dated today or later, against unpaid
//     registrations made 30 to 60 days ago;
//   - unread contact messages, against messages received 30 to 60 days ago.
func (s *Store) AdminCounts(ctx context.Context, now time.Time, today string) (AdminCounts, error) {
	var c AdminCounts
	day, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return c, fmt.Errorf("admin counts: bad date %q: %w", today, err)
	}
	now = now.UTC()
	ago30, ago60 := now.AddDate(0, 0, -30), now.AddDate(0, 0, -60)
	before30 := day.AddDate(0, 0, -30).Format(time.DateOnly)
	unpaidUpcoming := func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("is_paid = ?", false).
			Where("event_id IN (?)", s.r.NewSelect().Model((*Event)(nil)).Column("id").Where("date >= ?", today))
	}
	counts := []struct {
		dst   *int
		model any
		where func(*bun.SelectQuery) *bun.SelectQuery
	}{
		{&c.ActiveMembers, (*Member)(nil), func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("is_active = ?", true) }},
		{&c.ActiveMembersBefore, (*Member)(nil), func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("is_active = ? AND created_at < ?", true, ago30)
		}},
		{&c.UpcomingEvents, (*Event)(nil), func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("date >= ?", today)
		}},
		{&c.UpcomingEventsBefore, (*Event)(nil), func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("date >= ? AND created_at < ?", before30, ago30)
		}},
		{&c.PendingPayments, (*Registration)(nil), unpaidUpcoming},
		{&c.PendingPaymentsBefore, (*Registration)(nil), func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("is_paid = ? AND created_at >= ? AND created_at < ?", false, ago60, ago30)
		}},
		{&c.UnreadMessages, (*ContactMessage)(nil), func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("is_read = ?", false) }},
		{&c.MessagesBefore, (*ContactMessage)(nil), func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("created_at >= ? AND created_at < ?", ago60, ago30)
		}},
	}
	for _, k := range counts {
		n, err := k.where(s.r.NewSelect().Model(k.model)).Count(ctx)
		if err != nil {
			return c, fmt.Errorf("admin counts: %w", err)
		}
		*k.dst = int(n)
	}
	return c, nil
}

// AdminQueue reads the action queue on the club's date today (ISO).
func (s *Store) AdminQueue(ctx context.Context, today string) (AdminQueue, error) {
	var q AdminQueue
	day, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return q, fmt.Errorf("admin queue: bad date %q: %w", today, err)
	}
	q.WeekFrom, q.WeekTo = today, day.AddDate(0, 0, WeekDays-1).Format(time.DateOnly)
	n, err := paymentWhere(PaymentAwaiting, s.r.NewSelect().TableExpr("event_registrations AS r")).Count(ctx)
	if err != nil {
		return q, fmt.Errorf("admin queue: %w", err)
	}
	q.AwaitingReview = int(n)
	q.Unpaid, err = s.registrationRows(ctx, func(sq *bun.SelectQuery) *bun.SelectQuery {
		return sq.Where("r.is_paid = ?", false).Where("e.date >= ?", today)
	}, registrationOrder)
	if err != nil {
		return q, fmt.Errorf("admin queue: %w", err)
	}
	q.Week = []Event{}
	if err := s.r.NewSelect().Model(&q.Week).
		Where("date >= ? AND date <= ?", q.WeekFrom, q.WeekTo).
		OrderExpr("date ASC, id ASC").Scan(ctx); err != nil {
		return q, fmt.Errorf("admin queue: %w", err)
	}
	return q, nil
}
