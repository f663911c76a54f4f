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
)

const (
	DeletionPending   = model.DeletionPending
	DeletionConfirmed = model.DeletionConfirmed
	DeletionRejected  = model.DeletionRejected
	DeletionCancelled = model.DeletionCancelled
)
