package bus

import "time"

// The club's domain events. Each is published by internal/club after the
// change it reports has committed.

// RegistrationCreated: a member registered for an event (and took a seat).
type RegistrationCreated struct {
	RegistrationID int64  `json:"registrationId"`
	EventID        int64  `json:"eventId"`
	EventTitle     string `json:"eventTitle"`
	// EventType is the event's type ("tournament", "social", …), which the
	// celebration overlay shows.
	EventType     string    `json:"eventType"`
	MemberID      int64     `json:"memberId"`
	MemberName    string    `json:"memberName"`
	MemberPhone   string    `json:"memberPhone"`
	GuestRateType string    `json:"guestRateType"`
	At            time.Time `json:"at"`
}

// RegistrationCancelled: a registration was removed, by its member or by an
// admin, freeing its seat and any flight place.
type RegistrationCancelled struct {
	RegistrationID int64     `json:"registrationId"`
	EventID        int64     `json:"eventId"`
	MemberID       int64     `json:"memberId"`
	MemberName     string    `json:"memberName"`
	ByAdmin        bool      `json:"byAdmin"`
	At             time.Time `json:"at"`
}

// PaymentMarkedPaid: an admin marked a registration paid.
type PaymentMarkedPaid struct {
	RegistrationID int64 `json:"registrationId"`
	EventID        int64 `json:"eventId"`
	MemberID       int64 `json:"memberId"`
}

// PaymentMarkedUnpaid: an admin marked a registration unpaid.
type PaymentMarkedUnpaid struct {
	RegistrationID int64 `json:"registrationId"`
	EventID        int64 `json:"eventId"`
	MemberID       int64 `json:"memberId"`
}

// PaymentReferenceSaved: a member attached a payment slip to a registration.
type PaymentReferenceSaved struct {
	RegistrationID int64  `json:"registrationId"`
	EventID        int64  `json:"eventId"`
	MemberID       int64  `json:"memberId"`
	FileName       string `json:"fileName"`
}

// PaymentReferenceRemoved: an admin took the payment slip off a registration.
type PaymentReferenceRemoved struct {
	RegistrationID int64 `json:"registrationId"`
	EventID        int64 `json:"eventId"`
	MemberID       int64 `json:"memberId"`
}

// What happened to a player's flight place (FlightAssigned.Action).
const (
	FlightPlaced  = "placed"
	FlightRemoved = "removed"
)

// FlightAssigned: a registration was placed in a flight or removed from it.
type FlightAssigned struct {
	Action         string `json:"action"`
	FlightID       int64  `json:"flightId"`
	EventID        int64  `json:"eventId"`
	RegistrationID int64  `json:"registrationId"`
	MemberID       int64  `json:"memberId"`
	Position       int    `json:"position"`
}

// FlightUpdated: an admin changed a flight; Old* are the values before.
type FlightUpdated struct {
	FlightID        int64  `json:"flightId"`
	EventID         int64  `json:"eventId"`
	FlightNumber    int    `json:"flightNumber"`
	TeeTime         string `json:"teeTime"`
	StartingHole    int    `json:"startingHole"`
	OldTeeTime      string `json:"oldTeeTime"`
	OldStartingHole int    `json:"oldStartingHole"`
}

// FlightDeleted: a flight and all its places were removed.
type FlightDeleted struct {
	FlightID int64 `json:"flightId"`
}

// EventCreated: an admin created an event.
type EventCreated struct {
	EventID int64  `json:"eventId"`
	Title   string `json:"title"`
	Date    string `json:"date"`
}

// EventUpdated: an admin changed an event; Old* are the values before.
type EventUpdated struct {
	EventID  int64  `json:"eventId"`
	Title    string `json:"title"`
	Date     string `json:"date"`
	Time     string `json:"time"`
	OldTitle string `json:"oldTitle"`
	OldDate  string `json:"oldDate"`
	OldTime  string `json:"oldTime"`
}

// EventDeleted: an admin deleted (cancelled) an event with its
// registrations and flights. MemberIDs are the members who were registered.
type EventDeleted struct {
	EventID   int64   `json:"eventId"`
	Title     string  `json:"title"`
	Date      string  `json:"date"`
	MemberIDs []int64 `json:"memberIds"`
}

// NotificationsCreated: in-app notifications of Type were written for
// MemberIDs (the bell of each should refresh).
type NotificationsCreated struct {
	Type      string  `json:"type"`
	MemberIDs []int64 `json:"memberIds"`
}

// MemberJoined: somebody signed up as a member.
type MemberJoined struct {
	MemberID         int64   `json:"memberId"`
	Name             string  `json:"name"`
	MembershipNumber *string `json:"membershipNumber"`
}

// MembershipApproved: an admin approved a waiting sign-up, which now holds
// MembershipNumber (and member rates).
type MembershipApproved struct {
	MemberID         int64  `json:"memberId"`
	MembershipNumber string `json:"membershipNumber"`
}

// MembershipDeclined: an admin took a waiting sign-up out of the approval
// queue without a number.
type MembershipDeclined struct {
	MemberID int64 `json:"memberId"`
}

func (MembershipApproved) EventName() string { return "member.membership_approved" }
func (MembershipDeclined) EventName() string { return "member.membership_declined" }

// MemberDeleted: an admin deleted a member with everything that was
// theirs; their registrations are gone and the events' seats freed.
type MemberDeleted struct {
	MemberID int64 `json:"memberId"`
}

// DeletionRejected: an admin refused a member's request to delete their
// data, with a reason the member is told.
type DeletionRejected struct {
	MemberID int64  `json:"memberId"`
	Reason   string `json:"reason"`
}

func (DeletionRejected) EventName() string { return "pdpa.deletion_rejected" }

// DeletionRequestChanged: a member asked for their data to be deleted, or
// withdrew the request; admins' lists of requests change.
type DeletionRequestChanged struct {
	MemberID int64 `json:"memberId"`
}

func (DeletionRequestChanged) EventName() string { return "pdpa.deletion_request_changed" }

func (RegistrationCreated) EventName() string     { return "registration.created" }
func (RegistrationCancelled) EventName() string   { return "registration.cancelled" }
func (PaymentMarkedPaid) EventName() string       { return "payment.marked_paid" }
func (PaymentMarkedUnpaid) EventName() string     { return "payment.marked_unpaid" }
func (PaymentReferenceSaved) EventName() string   { return "payment.reference_saved" }
func (PaymentReferenceRemoved) EventName() string { return "payment.reference_removed" }
func (FlightAssigned) EventName() string          { return "flight.assigned" }
func (FlightUpdated) EventName() string           { return "flight.updated" }
func (NotificationsCreated) EventName() string    { return "notifications.created" }
func (FlightDeleted) EventName() string           { return "flight.deleted" }
func (EventCreated) EventName() string            { return "event.created" }
func (EventUpdated) EventName() string            { return "event.updated" }
func (EventDeleted) EventName() string            { return "event.deleted" }
func (MemberJoined) EventName() string            { return "member.joined" }
func (MemberDeleted) EventName() string           { return "member.deleted" }

// WaitlistPromoted: a member on an event's waitlist was given a freed seat
// (a registration, unpaid). PayBy is the payment deadline, if the event
// sets one.
type WaitlistPromoted struct {
	RegistrationID int64      `json:"registrationId"`
	EventID        int64      `json:"eventId"`
	EventTitle     string     `json:"eventTitle"`
	MemberID       int64      `json:"memberId"`
	PayBy          *time.Time `json:"payBy"`
}

// WaitlistLapsed: a promoted registration was removed because it was not
// paid by its deadline; its seat passed on (WaitlistPromoted).
type WaitlistLapsed struct {
	RegistrationID int64  `json:"registrationId"`
	EventID        int64  `json:"eventId"`
	EventTitle     string `json:"eventTitle"`
	MemberID       int64  `json:"memberId"`
}

// WaitlistChanged: somebody joined or left an event's waitlist, or an admin
// reordered it. MemberIDs are the members whose own view changed.
type WaitlistChanged struct {
	EventID   int64   `json:"eventId"`
	MemberIDs []int64 `json:"memberIds"`
}

func (WaitlistPromoted) EventName() string { return "waitlist.promoted" }
func (WaitlistLapsed) EventName() string   { return "waitlist.lapsed" }
func (WaitlistChanged) EventName() string  { return "waitlist.changed" }

// BlogChanged: an admin created, edited or deleted a blog post.
type BlogChanged struct {
	PostID int64 `json:"postId"`
}

// PhotosChanged: an admin added a gallery photo or deleted one.
type PhotosChanged struct {
	PhotoID int64 `json:"photoId"`
}

// SettingsChanged: an admin saved the club's settings or its payment QR.
type SettingsChanged struct{}

func (BlogChanged) EventName() string     { return "blog.changed" }
func (PhotosChanged) EventName() string   { return "photos.changed" }
func (SettingsChanged) EventName() string { return "settings.changed" }

// ScoreEntered: a hole's score of a scored event was stored (a retried
// write that was already stored publishes nothing). Feat names a birdie,
// eagle or hole in one ("" for none); Followers are the members to tell
// of it: those who follow the player when the event celebrates followed
// players, and for a hole in one every member is told whatever the list.
type ScoreEntered struct {
	EventID        int64   `json:"eventId"`
	EventTitle     string  `json:"eventTitle"`
	RegistrationID int64   `json:"registrationId"`
	MemberID       int64   `json:"memberId"`
	PlayerName     string  `json:"playerName"`
	Hole           int     `json:"hole"`
	Strokes        int     `json:"strokes"`
	PickedUp       bool    `json:"pickedUp"`
	Par            int     `json:"par"`
	Feat           string  `json:"feat"`
	Followers      []int64 `json:"followers"`
	// LeaderboardPublic: visitors may see the event's leaderboard, and so
	// its hole in one.
	LeaderboardPublic bool `json:"leaderboardPublic"`
}

// ScorecardChanged: an event's cards changed (scores, a DQ/NR, a
// confirmation, its golf settings or its results): the leaderboard and the
// scorecards are stale. LeaderboardPublic says visitors may see the
// event's leaderboard.
type ScorecardChanged struct {
	EventID           int64 `json:"eventId"`
	LeaderboardPublic bool  `json:"leaderboardPublic"`
}

func (ScoreEntered) EventName() string     { return "score.entered" }
func (ScorecardChanged) EventName() string { return "scorecard.changed" }

// GolfSettingsChanged: an admin set or removed an event's scoring
// settings, or changed a course (EventID 0: any scored event may name
// it). Events carry their golf settings, so the event reads are stale.
type GolfSettingsChanged struct {
	EventID int64 `json:"eventId"`
}

func (GolfSettingsChanged) EventName() string { return "golf.settings_changed" }

// HandicapChanged: a member's Handicap Index was set or cleared, by the
// member or an admin; the Playing Handicaps of their rounds follow it.
type HandicapChanged struct {
	MemberID int64 `json:"memberId"`
	ByAdmin  bool  `json:"byAdmin"`
}

func (HandicapChanged) EventName() string { return "handicap.changed" }
