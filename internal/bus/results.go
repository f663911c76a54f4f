package bus

// ResultsPublished: an admin finalised an event's results, or a correction
// after finalising re-froze them. MemberIDs are the members with a result
// (the event's players); First is true only for the first finalise, which
// the players are told of.
type ResultsPublished struct {
	EventID    int64   `json:"eventId"`
	EventTitle string  `json:"eventTitle"`
	MemberIDs  []int64 `json:"memberIds"`
	First      bool    `json:"first"`
	// LeaderboardPublic: visitors may see the event's leaderboard and
	// results.
	LeaderboardPublic bool `json:"leaderboardPublic"`
}

func (ResultsPublished) EventName() string { return "results.published" }

// OrderOfMeritChanged: the Order of Merit's settings changed, so every
// season's standings may have moved.
type OrderOfMeritChanged struct{}

func (OrderOfMeritChanged) EventName() string { return "order_of_merit.changed" }

// SidePrizesChanged: an admin added, changed or removed a side prize of an
// event; its results page shows them.
type SidePrizesChanged struct {
	EventID           int64 `json:"eventId"`
	LeaderboardPublic bool  `json:"leaderboardPublic"`
}

func (SidePrizesChanged) EventName() string { return "results.side_prizes_changed" }
