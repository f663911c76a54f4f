package model

import (
	"time"

	"github.com/uptrace/bun"
)

// Course is a golf course with its tees. The tees (each with 18 holes of
// par and stroke index, course rating and slope) are kept as one JSON text
// column: they are always read and written whole, with the course, and
// golf.Course.Validate checks them before every write.
type Course struct {
	bun.BaseModel `bun:"table:courses"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	Name      string    `bun:"name,notnull" json:"name"`
	Tees      string    `bun:"tees,type:text,notnull" json:"-"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
	UpdatedAt time.Time `bun:"updated_at,notnull,default:current_timestamp" json:"updatedAt"`
}

// HandicapChange is one change of a member's Handicap Index, in tenths
// (a plus handicap is negative). Index nil: the admin cleared it.
// ByAdminID nil: the member set it.
type HandicapChange struct {
	bun.BaseModel `bun:"table:handicap_changes"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	MemberID  int64     `bun:"member_id,notnull" json:"memberId"`
	Index     *int      `bun:"handicap_index" json:"index"`
	ByAdminID *int64    `bun:"by_admin_id" json:"-"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"changedAt"`
}

// EventGolf holds an event's scoring settings; an event without a row is
// not scored. FinalisedAt is set when the admin froze the results: from
// then on members' cards are locked.
type EventGolf struct {
	bun.BaseModel `bun:"table:event_golf"`

	EventID           int64      `bun:"event_id,pk" json:"-"`
	CourseID          int64      `bun:"course_id,notnull" json:"courseId"`
	Tee               string     `bun:"tee,notnull" json:"tee"`
	Format            string     `bun:"format,notnull" json:"format"`
	Allowance         int        `bun:"allowance,notnull" json:"allowance"`
	LeaderboardPublic bool       `bun:"leaderboard_public,notnull" json:"leaderboardPublic"`
	CelebrateFollowed bool       `bun:"celebrate_followed,notnull" json:"celebrateFollowed"`
	OrderOfMerit      bool       `bun:"order_of_merit,notnull" json:"orderOfMerit"`
	FinalisedAt       *time.Time `bun:"finalised_at" json:"finalisedAt"`
	UpdatedAt         time.Time  `bun:"updated_at,notnull,default:current_timestamp" json:"-"`
}

// Score is the current score of one hole of one registration's card.
// Strokes nil and PickedUp false: the hole was cleared. Revision counts the
// accepted writes of the hole (1 for the first); every write is also kept
// in score_history. EventID repeats the registration's event so that the
// leaderboard reads one event's scores through one index.
type Score struct {
	bun.BaseModel `bun:"table:scores"`

	RegistrationID    int64     `bun:"registration_id,pk" json:"registrationId"`
	Hole              int       `bun:"hole,pk" json:"hole"`
	EventID           int64     `bun:"event_id,notnull" json:"eventId"`
	Strokes           *int      `bun:"strokes" json:"strokes"`
	PickedUp          bool      `bun:"picked_up,notnull" json:"pickedUp"`
	Revision          int       `bun:"revision,notnull" json:"revision"`
	EnteredByMemberID *int64    `bun:"entered_by_member_id" json:"-"`
	EnteredByAdminID  *int64    `bun:"entered_by_admin_id" json:"-"`
	EnteredByName     string    `bun:"entered_by_name,notnull" json:"enteredBy"`
	EnteredAt         time.Time `bun:"entered_at,notnull" json:"enteredAt"`
}

// ScoreHistory is one accepted score write. (registration, hole, revision)
// is unique: a phone's retry of a write already stored finds its row and
// changes nothing.
type ScoreHistory struct {
	bun.BaseModel `bun:"table:score_history"`

	ID                int64     `bun:"id,pk,autoincrement" json:"id"`
	EventID           int64     `bun:"event_id,notnull" json:"eventId"`
	RegistrationID    int64     `bun:"registration_id,notnull,unique:score_history_revision" json:"registrationId"`
	Hole              int       `bun:"hole,notnull,unique:score_history_revision" json:"hole"`
	Revision          int       `bun:"revision,notnull,unique:score_history_revision" json:"revision"`
	Strokes           *int      `bun:"strokes" json:"strokes"`
	PickedUp          bool      `bun:"picked_up,notnull" json:"pickedUp"`
	EnteredByMemberID *int64    `bun:"entered_by_member_id" json:"-"`
	EnteredByAdminID  *int64    `bun:"entered_by_admin_id" json:"-"`
	EnteredByName     string    `bun:"entered_by_name,notnull" json:"enteredBy"`
	EnteredAt         time.Time `bun:"entered_at,notnull" json:"enteredAt"`
}

// Scorecard is the state of a registration's card: the admin's DQ or NR
// ("" while playing) and when the player agreed with it.
type Scorecard struct {
	bun.BaseModel `bun:"table:scorecards"`

	RegistrationID int64      `bun:"registration_id,pk" json:"registrationId"`
	EventID        int64      `bun:"event_id,notnull" json:"eventId"`
	Status         string     `bun:"status,notnull,default:''" json:"status"`
	ConfirmedAt    *time.Time `bun:"confirmed_at" json:"confirmedAt"`
	UpdatedAt      time.Time  `bun:"updated_at,notnull,default:current_timestamp" json:"-"`
}

// Result is one player's frozen finishing place in a finalised event.
// Position nil: DQ, NR or no return (ranked after the others). SortOrder is
// the row's place in the list.
type Result struct {
	bun.BaseModel `bun:"table:results"`

	ID             int64     `bun:"id,pk,autoincrement" json:"id"`
	EventID        int64     `bun:"event_id,notnull,unique:results_registration" json:"eventId"`
	RegistrationID int64     `bun:"registration_id,notnull,unique:results_registration" json:"registrationId"`
	MemberID       int64     `bun:"member_id,notnull" json:"memberId"`
	PlayerName     string    `bun:"player_name,notnull" json:"name"`
	SortOrder      int       `bun:"sort_order,notnull" json:"-"`
	Position       *int      `bun:"position" json:"position"`
	Tied           bool      `bun:"tied,notnull" json:"tied"`
	Label          string    `bun:"label,notnull" json:"label"`
	Thru           int       `bun:"thru,notnull" json:"thru"`
	Gross          int       `bun:"gross,notnull" json:"gross"`
	GrossToPar     int       `bun:"gross_to_par,notnull" json:"today"`
	Net            int       `bun:"net,notnull" json:"net"`
	NetToPar       int       `bun:"net_to_par,notnull" json:"netToPar"`
	Points         int       `bun:"points,notnull" json:"points"`
	Status         string    `bun:"status,notnull" json:"status"`
	HoleInOne      bool      `bun:"hole_in_one,notnull" json:"holeInOne"`
	Countback      string    `bun:"countback,notnull,default:''" json:"countback"`
	FinalisedAt    time.Time `bun:"finalised_at,notnull" json:"finalisedAt"`
}

// Side prize kinds.
const (
	SidePrizeNearestPin   = "nearest_pin"
	SidePrizeLongestDrive = "longest_drive"
)

// SidePrize is a Nearest the Pin or Longest Drive prize of an event; the
// winner (nil until recorded) and the distance as the admin wrote it.
type SidePrize struct {
	bun.BaseModel `bun:"table:side_prizes"`

	ID        int64     `bun:"id,pk,autoincrement" json:"id"`
	EventID   int64     `bun:"event_id,notnull" json:"eventId"`
	Kind      string    `bun:"kind,notnull" json:"kind"`
	Hole      int       `bun:"hole,notnull" json:"hole"`
	MemberID  *int64    `bun:"member_id" json:"memberId"`
	Distance  string    `bun:"distance,notnull,default:''" json:"distance"`
	CreatedAt time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

// Follow is a member following another member's round.
type Follow struct {
	bun.BaseModel `bun:"table:follows"`

	MemberID         int64     `bun:"member_id,pk" json:"memberId"`
	FollowedMemberID int64     `bun:"followed_member_id,pk" json:"followedMemberId"`
	CreatedAt        time.Time `bun:"created_at,notnull,default:current_timestamp" json:"createdAt"`
}

// GolfSettings are an event's scoring settings as its JSON carries them
// (the event's "golf"), with the course's name.
type GolfSettings struct {
	EventID           int64      `bun:"event_id" json:"-"`
	CourseID          int64      `bun:"course_id" json:"courseId"`
	CourseName        string     `bun:"course_name" json:"courseName"`
	Tee               string     `bun:"tee" json:"tee"`
	Format            string     `bun:"format" json:"format"`
	Allowance         int        `bun:"allowance" json:"allowance"`
	LeaderboardPublic bool       `bun:"leaderboard_public" json:"leaderboardPublic"`
	CelebrateFollowed bool       `bun:"celebrate_followed" json:"celebrateFollowed"`
	OrderOfMerit      bool       `bun:"order_of_merit" json:"orderOfMerit"`
	FinalisedAt       *time.Time `bun:"finalised_at" json:"finalisedAt"`
}

// GolfPlayer is a registrant of an event who has a place in a flight: the
// players whose cards are kept. HandicapIndex is the member's (tenths) in
// force on the event day; FlightHandicap the whole-number handicap an admin
// may have noted on the flight sheet.
type GolfPlayer struct {
	RegistrationID int64  `bun:"registration_id"`
	MemberID       int64  `bun:"member_id"`
	Name           string `bun:"name"`
	HandicapIndex  *int   `bun:"handicap_index"`
	FlightHandicap *int   `bun:"flight_handicap"`
	FlightID       int64  `bun:"flight_id"`
	FlightNumber   int    `bun:"flight_number"`
	Position       int    `bun:"position"`
}

// ScoreLogRow is a score write with the player's name, for the admin's log.
type ScoreLogRow struct {
	ScoreHistory
	PlayerName string `bun:"player_name"`
}

// MemberScoreRow is one hole score of a member's card with its event, for
// the member's data export.
type MemberScoreRow struct {
	EventID    int64  `bun:"event_id"`
	EventTitle string `bun:"event_title"`
	EventDate  string `bun:"event_date"`
	Hole       int    `bun:"hole"`
	Strokes    *int   `bun:"strokes"`
	PickedUp   bool   `bun:"picked_up"`
}
