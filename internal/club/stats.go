package club

import (
	"context"
	"fmt"
	"math"

	"golfclub/internal/model"
)

// Overview is what the admin overview shows: the figures with the ones
// they are compared with, and the action queue.
type Overview struct {
	Counts         model.AdminCounts
	AwaitingReview int
	Outstanding    Outstanding
	// Week is the events dated WeekFrom to WeekTo (today and the six days
	// after, on the club's calendar), by date.
	Week             []model.Event
	WeekFrom, WeekTo string
	// MembershipRequests counts the sign-ups waiting for approval.
	MembershipRequests int
}

// Outstanding is the money owed by unpaid registrations of upcoming
// events: Amount sums the prices of the Registrations that have one;
// Unpriced counts those at no known rate (not in Amount).
type Outstanding struct {
	Amount        float64
	Registrations int
	Unpriced      int
}

// Overview reads the admin overview on the club's date, at the service's
// clock (definitions in docs/api.md and store.AdminCounts).
func (s *Service) Overview(ctx context.Context) (*Overview, error) {
	today := s.today()
	c, err := s.store.AdminCounts(ctx, s.now(), today)
	if err != nil {
		return nil, fmt.Errorf("overview counts: %w", err)
	}
	q, err := s.store.AdminQueue(ctx, today)
	if err != nil {
		return nil, fmt.Errorf("overview queue: %w", err)
	}
	waiting, err := s.store.CountPendingMembers(ctx)
	if err != nil {
		return nil, fmt.Errorf("overview approvals: %w", err)
	}
	return &Overview{Counts: c, AwaitingReview: q.AwaitingReview, Outstanding: OutstandingOf(q.Unpaid),
		Week: q.Week, WeekFrom: q.WeekFrom, WeekTo: q.WeekTo, MembershipRequests: waiting}, nil
}

// OutstandingOf prices the unpaid registrations rows by the one price rule
// and sums what they owe, to the cent.
func OutstandingOf(rows []model.RegistrationRow) Outstanding {
	var o Outstanding
	for i := range rows {
		o.Registrations++
		if p, _ := RegistrationPrice(&rows[i]); p != nil {
			o.Amount += *p
		} else {
			o.Unpriced++
		}
	}
	o.Amount = RoundCents(o.Amount)
	return o
}

// ChangePct is the change from previous to value in percent, one decimal,
// or nil when there is nothing to compare with.
func ChangePct(value, previous int) *float64 {
	if previous == 0 {
		return nil
	}
	p := math.Round(float64(value-previous)/float64(previous)*1000) / 10
	return &p
}

// RoundCents rounds an amount in ringgit to the sen.
func RoundCents(v float64) float64 { return math.Round(v*100) / 100 }
