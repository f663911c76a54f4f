package api

import (
	"net/http"
	"time"

	"golfclub/internal/club"
)

func (s *Server) routesAdminStats(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/stats", s.adminStats)
	s.admin(mux, "GET /api/admin/payments/analytics", s.adminPaymentAnalytics)
	s.admin(mux, "GET /api/export/payment-analytics/excel", s.exportPaymentAnalytics)
}

type statValue struct {
	Value     int      `json:"value"`
	Previous  int      `json:"previous"`
	ChangePct *float64 `json:"changePct"`
}

func stat(value, previous int) statValue {
	return statValue{Value: value, Previous: previous, ChangePct: club.ChangePct(value, previous)}
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
	// MembershipRequests counts the sign-ups waiting for the secretary to
	// give them a membership number.
	MembershipRequests int `json:"membershipRequests"`
	// DeletionRequests are the members' pending PDPA deletion requests.
	DeletionRequests deletionQueue `json:"deletionRequests"`
}

// deletionQueue counts the pending deletion requests; FirstDue is the
// nearest answer deadline among them (null when none waits).
type deletionQueue struct {
	Pending  int        `json:"pending"`
	FirstDue *time.Time `json:"firstDue"`
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
// compared with, computed on the server's clock rather than hard-coded.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) error {
	o, err := s.club.Overview(r.Context())
	if err != nil {
		return err
	}
	deletions, firstDue, err := s.privacy.Pending(r.Context())
	if err != nil {
		return err
	}
	c := o.Counts
	queue := adminQueue{AwaitingReview: o.AwaitingReview, Outstanding: outstanding(o.Outstanding),
		Week:               weekEvents{From: o.WeekFrom, To: o.WeekTo, Events: make([]weekEvent, len(o.Week))},
		MembershipRequests: o.MembershipRequests, DeletionRequests: deletionQueue{Pending: deletions, FirstDue: firstDue}}
	for i, e := range o.Week {
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
