package api

import (
	"math"
	"net/http"

	"golfclub/internal/club"
)

func (s *Server) routesAdminStats(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/stats", s.adminStats)
	s.admin(mux, "GET /api/admin/payment-analytics", s.adminPaymentAnalytics)
}

type statValue struct {
	Value     int      `json:"value"`
	Previous  int      `json:"previous"`
	ChangePct *float64 `json:"changePct"`
}

func stat(value, previous int) statValue {
	return statValue{Value: value, Previous: previous, ChangePct: changePct(value, previous)}
}

type adminStats struct {
	ActiveMembers   statValue  `json:"activeMembers"`
	UpcomingEvents  statValue  `json:"upcomingEvents"`
	PendingPayments statValue  `json:"pendingPayments"`
	UnreadMessages  statValue  `json:"unreadMessages"`
	Queue           adminQueue `json:"queue"`
}

// adminQueue is the overview's action queue (docs/api.md).
type adminQueue struct {
	AwaitingReview int         `json:"awaitingReview"`
	Outstanding    outstanding `json:"outstanding"`
	Week           weekEvents  `json:"week"`
}

// outstanding is the money owed by unpaid registrations of upcoming
// events: Amount sums the prices of the Registrations that have one;
// Unpriced counts those at no known rate (not in Amount).
type outstanding struct {
	Amount        float64 `json:"amount"`
	Registrations int     `json:"registrations"`
	Unpriced      int     `json:"unpriced"`
}

// weekEvents are the events dated From to To (today and the six days
// after, on the club's calendar).
type weekEvents struct {
	From   string      `json:"from"`
	To     string      `json:"to"`
	Events []weekEvent `json:"events"`
}

type weekEvent struct {
	ID         int64  `json:"id"`
	Title      string `json:"title"`
	Date       string `json:"date"`
	Time       string `json:"time"`
	Registered int    `json:"registered"`
	Capacity   int    `json:"capacity"`
}

// adminStats answers the overview cards, each with the figure it is
// compared with (definitions in docs/api.md and store.AdminCounts),
// computed on the server's clock rather than hard-coded.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) error {
	today := s.today()
	c, err := s.store.AdminCounts(r.Context(), s.now(), today)
	if err != nil {
		return err
	}
	q, err := s.store.AdminQueue(r.Context(), today)
	if err != nil {
		return err
	}
	queue := adminQueue{AwaitingReview: q.AwaitingReview,
		Week: weekEvents{From: q.WeekFrom, To: q.WeekTo, Events: make([]weekEvent, len(q.Week))}}
	for i := range q.Unpaid {
		queue.Outstanding.Registrations++
		if p, _ := club.RegistrationPrice(&q.Unpaid[i]); p != nil {
			queue.Outstanding.Amount += *p
		} else {
			queue.Outstanding.Unpriced++
		}
	}
	queue.Outstanding.Amount = roundCents(queue.Outstanding.Amount)
	for i, e := range q.Week {
		queue.Week.Events[i] = weekEvent{ID: e.ID, Title: e.Title, Date: e.Date, Time: e.Time, Registered: e.Registered, Capacity: e.Capacity}
	}
	writeJSON(w, http.StatusOK, adminStats{
		ActiveMembers:   stat(c.ActiveMembers, c.ActiveMembersBefore),
		UpcomingEvents:  stat(c.UpcomingEvents, c.UpcomingEventsBefore),
		PendingPayments: stat(c.PendingPayments, c.PendingPaymentsBefore),
		UnreadMessages:  stat(c.UnreadMessages, c.MessagesBefore),
		Queue:           queue,
	})
	return nil
}

type paymentAnalyticsRow struct {
	EventID      int64   `json:"eventId"`
	EventTitle   string  `json:"eventTitle"`
	EventDate    string  `json:"eventDate"`
	PaidCount    int     `json:"paidCount"`
	UnpaidCount  int     `json:"unpaidCount"`
	PaidAmount   float64 `json:"paidAmount"`
	UnpaidAmount float64 `json:"unpaidAmount"`
}

// adminPaymentAnalytics answers paid and unpaid registrations and their
// amounts per upcoming event, date ascending. A registration whose price
// cannot be found counts, with RM 0.
func (s *Server) adminPaymentAnalytics(w http.ResponseWriter, r *http.Request) error {
	today := s.today()
	events, err := s.store.ListEventsFrom(r.Context(), today)
	if err != nil {
		return err
	}
	regs, err := s.store.RegistrationsFrom(r.Context(), today)
	if err != nil {
		return err
	}
	out := make([]paymentAnalyticsRow, len(events))
	index := make(map[int64]int, len(events))
	for i, e := range events {
		out[i] = paymentAnalyticsRow{EventID: e.ID, EventTitle: e.Title, EventDate: e.Date}
		index[e.ID] = i
	}
	for i := range regs {
		reg := &regs[i]
		j, ok := index[reg.EventID]
		if !ok {
			continue // registered after the events were read
		}
		amount := 0.0
		if p, _ := club.RegistrationPrice(reg); p != nil {
			amount = *p
		}
		if reg.IsPaid {
			out[j].PaidCount++
			out[j].PaidAmount += amount
		} else {
			out[j].UnpaidCount++
			out[j].UnpaidAmount += amount
		}
	}
	for i := range out {
		out[i].PaidAmount = roundCents(out[i].PaidAmount)
		out[i].UnpaidAmount = roundCents(out[i].UnpaidAmount)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func roundCents(v float64) float64 { return math.Round(v*100) / 100 }
