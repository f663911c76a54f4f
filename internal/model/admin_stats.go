package model

// AdminCounts are the raw numbers of the admin overview: each figure now
// and the figure it is compared with (see docs/admin-api.md).
type AdminCounts struct {
	ActiveMembers, ActiveMembersBefore     int
	UpcomingEvents, UpcomingEventsBefore   int
	PendingPayments, PendingPaymentsBefore int
	UnreadMessages, MessagesBefore         int
}

// AdminQueue is what waits for the club's secretary (the overview's action
// queue, docs/admin-api.md):
//   - AwaitingReview: registrations with a payment slip not marked paid yet,
//     whatever the event's date (the payment references page's "Awaiting
//     review" count);
//   - Unpaid: the unpaid registrations of events dated today or later (the
//     Pending Payments figure), for the caller to price with the one price
//     rule and sum;
//   - Week: the events dated today to today+6 on the club's calendar, by
//     date.
type AdminQueue struct {
	AwaitingReview int
	Unpaid         []RegistrationRow
	Week           []Event
	WeekFrom       string
	WeekTo         string
}

// WeekDays is how many days the overview's "this week" covers, today
// included.
const WeekDays = 7
