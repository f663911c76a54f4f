package store

import "golfclub/internal/model"

// The entities live in internal/model; these names keep the store's own
// code and its callers short.
type (
	Rate              = model.Rate
	Event             = model.Event
	Member            = model.Member
	Registration      = model.Registration
	WaitlistEntry     = model.WaitlistEntry
	Photo             = model.Photo
	BlogPost          = model.BlogPost
	ContactMessage    = model.ContactMessage
	Admin             = model.Admin
	AdminRecoveryCode = model.AdminRecoveryCode
	Notification      = model.Notification
	PushSubscription  = model.PushSubscription
	MemberPreference  = model.MemberPreference
	Flight            = model.Flight
	FlightMember      = model.FlightMember
	Session           = model.Session
	Setting           = model.Setting
	RateLimit         = model.RateLimit
	Upload            = model.Upload
	PushOutbox        = model.PushOutbox
	DeletionRequest   = model.DeletionRequest
	Course            = model.Course
	HandicapChange    = model.HandicapChange
	EventGolf         = model.EventGolf
	Score             = model.Score
	ScoreHistory      = model.ScoreHistory
	Scorecard         = model.Scorecard
	Result            = model.Result
	SidePrize         = model.SidePrize
	Follow            = model.Follow
	AnalyticsDay      = model.AnalyticsDay
	AnalyticsPageView = model.AnalyticsPageView
	AnalyticsEvent    = model.AnalyticsEvent
	AnalyticsVisitor  = model.AnalyticsVisitor
	AnalyticsSalt     = model.AnalyticsSalt
	GolfSettings      = model.GolfSettings
	GolfPlayer        = model.GolfPlayer
	ScoreLogRow       = model.ScoreLogRow
	MemberScoreRow    = model.MemberScoreRow

	Viewer                = model.Viewer
	RegistrationRow       = model.RegistrationRow
	PaymentFilter         = model.PaymentFilter
	PaymentCounts         = model.PaymentCounts
	PaymentReferencePage  = model.PaymentReferencePage
	FlightPlayer          = model.FlightPlayer
	FlightRow             = model.FlightRow
	AvailableRegistration = model.AvailableRegistration
	MemberRow             = model.MemberRow
	AdminCounts           = model.AdminCounts
	AdminQueue            = model.AdminQueue
	CalendarEntry         = model.CalendarEntry
	WaitlistPlace         = model.WaitlistPlace
	AnalyticsDayTotals    = model.AnalyticsDayTotals
	AnalyticsCount        = model.AnalyticsCount
)

const (
	DeletionPending   = model.DeletionPending
	DeletionConfirmed = model.DeletionConfirmed
	DeletionRejected  = model.DeletionRejected
	DeletionCancelled = model.DeletionCancelled

	PaymentAll      = model.PaymentAll
	PaymentAwaiting = model.PaymentAwaiting
	PaymentUnpaid   = model.PaymentUnpaid
	PaymentPaid     = model.PaymentPaid

	PaymentFilePrefix    = model.PaymentFilePrefix
	UploadPurposePayment = model.UploadPurposePayment
	WeekDays             = model.WeekDays
)

// PaymentFilters are the filters in the order the page shows them.
var PaymentFilters = model.PaymentFilters
