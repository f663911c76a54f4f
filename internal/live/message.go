// Package live is the club's live stream: domain events from the bus become
// small messages (a celebration, or "these topics changed"), which every
// instance fans out to its open Server-Sent Events streams, each stream
// seeing only what its viewer (visitor, member, admin) may see.
//
// On PostgreSQL every message travels through NOTIFY on one channel and
// each instance, the sending one included, takes it from LISTEN; on SQLite
// (one process) the hub hands messages to itself. See hub.go for ids,
// replay and back-pressure.
package live

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Topics of a "changed" event: the web app invalidates the matching
// queries. Who may receive which is decided by visible.
const (
	TopicEvents          = "events"           // everyone
	TopicFlights         = "flights"          // members and admins
	TopicAdmin           = "admin"            // admins
	TopicMyRegistrations = "my-registrations" // the members in Message.Members only
	TopicNotifications   = "notifications"    // the members in Message.Members only
	TopicMyAccount       = "my-account"       // the members in Message.Members only: their deletion request
	participantsPrefix   = "participants:"    // members and admins
	leaderboardPrefix    = "leaderboard:"     // members and admins; everyone when Message.Public
	scorecardPrefix      = "scorecard:"       // members and admins
	TopicOrderOfMerit    = "order-of-merit"   // everyone: the standings may be public
)

// TopicParticipants is the topic of one event's participant list.
func TopicParticipants(eventID int64) string {
	return participantsPrefix + strconv.FormatInt(eventID, 10)
}

// TopicLeaderboard is the topic of one event's leaderboard (and results).
func TopicLeaderboard(eventID int64) string {
	return leaderboardPrefix + strconv.FormatInt(eventID, 10)
}

// TopicScorecard is the topic of the scorecards of one event.
func TopicScorecard(eventID int64) string {
	return scorecardPrefix + strconv.FormatInt(eventID, 10)
}

// Viewer is who reads a stream. A zero Viewer is a visitor; a browser
// signed in both as a member and as an admin is both.
type Viewer struct {
	MemberID int64
	Admin    bool
}

// Message is one live message as it travels between instances (JSON, in a
// NOTIFY payload). It is either a celebration or a set of changed topics;
// the private topics among them go only to Members. Short JSON names keep
// the payload well under PostgreSQL's 8000-byte NOTIFY limit.
type Message struct {
	// ID is unique across instances ("<instance>-<n>"), set when the
	// message is published.
	ID          string       `json:"id"`
	Celebration *Celebration `json:"c,omitempty"`
	Topics      []string     `json:"t,omitempty"`
	Members     []int64      `json:"m,omitempty"`
	// Public lets visitors see the message's leaderboard topic (the
	// event's leaderboard is public); a celebration of a hole in one then
	// reaches them too.
	Public bool `json:"p,omitempty"`
}

// Celebration is an overlay. With no Kind it is a member's registration,
// shown to every signed-in member ("You" on the registrant's own
// streams). With a Kind (CelebrateBirdie, CelebrateEagle,
// CelebrateHoleInOne) it is a player's feat on a hole: a birdie or eagle
// goes to the members in Message.Members (the player's followers), a hole
// in one to every member (and to visitors when Message.Public).
type Celebration struct {
	MemberID   int64  `json:"memberId"`
	MemberName string `json:"memberName"`
	EventTitle string `json:"eventTitle"`
	EventType  string `json:"eventType"`
	EventID    int64  `json:"eventId"`
	Kind       string `json:"kind,omitempty"`
	PlayerName string `json:"playerName,omitempty"`
	Hole       int    `json:"hole,omitempty"`
}

// The kinds of a feat's celebration.
const (
	CelebrateBirdie    = "birdie"
	CelebrateEagle     = "eagle"
	CelebrateHoleInOne = "hole_in_one"
)

// class is what of a viewer matters to how a message renders: rendering
// depends on nothing else, so the hub renders each message once per class
// rather than once per stream.
type class struct {
	member, admin bool
	// target: the viewer is the celebrated member or one of Members.
	target bool
	// self: the viewer is the player of a feat's celebration.
	self bool
}

func classOf(m *Message, v Viewer) class {
	c := class{member: v.MemberID != 0, admin: v.Admin}
	if v.MemberID != 0 {
		switch cel := m.Celebration; {
		case cel != nil && cel.Kind == "":
			c.target = cel.MemberID == v.MemberID
		case cel != nil:
			c.self = cel.MemberID == v.MemberID
			c.target = slices.Contains(m.Members, v.MemberID)
		default:
			c.target = slices.Contains(m.Members, v.MemberID)
		}
	}
	return c
}

// visible tells whether a viewer of class c may receive topic t of m.
func visible(m *Message, t string, c class) bool {
	switch {
	case t == TopicEvents, t == TopicOrderOfMerit:
		return true
	case strings.HasPrefix(t, leaderboardPrefix):
		return m.Public || c.member || c.admin
	case t == TopicFlights, strings.HasPrefix(t, participantsPrefix), strings.HasPrefix(t, scorecardPrefix):
		return c.member || c.admin
	case t == TopicAdmin:
		return c.admin
	case private(t):
		return c.target
	}
	return false
}

// private tells whether topic t goes only to the members a message names.
func private(t string) bool {
	return t == TopicMyRegistrations || t == TopicNotifications || t == TopicMyAccount
}

// Render is the SSE event a viewer gets for m: its name and data, or false
// when the viewer gets nothing. It is pure; the hub adds the id.
func Render(m *Message, v Viewer) (event string, data []byte, ok bool) {
	return render(m, classOf(m, v))
}

func render(m *Message, c class) (string, []byte, bool) {
	if cel := m.Celebration; cel != nil && cel.Kind != "" {
		return renderFeat(m, c)
	}
	if cel := m.Celebration; cel != nil {
		if !c.member {
			return "", nil, false
		}
		name := cel.MemberName
		if c.target {
			name = "You"
		}
		data, _ := json.Marshal(struct {
			MemberName string `json:"memberName"`
			EventTitle string `json:"eventTitle"`
			EventType  string `json:"eventType"`
			EventID    int64  `json:"eventId"`
		}{name, cel.EventTitle, cel.EventType, cel.EventID})
		return "celebration", data, true
	}
	var topics []string
	for _, t := range m.Topics {
		if visible(m, t, c) {
			topics = append(topics, t)
		}
	}
	if len(topics) == 0 {
		return "", nil, false
	}
	data, _ := json.Marshal(struct {
		Topics []string `json:"topics"`
	}{topics})
	return "changed", data, true
}

// renderFeat is the celebration of a player's feat: a hole in one for
// every member (and visitors of a public leaderboard), a birdie or eagle
// for the player's followers only. The player reads "You".
func renderFeat(m *Message, c class) (string, []byte, bool) {
	cel := m.Celebration
	switch {
	case cel.Kind == CelebrateHoleInOne:
		if !c.member && !m.Public {
			return "", nil, false
		}
	case !c.target:
		return "", nil, false
	}
	name := cel.PlayerName
	if c.self {
		name = "You"
	}
	data, _ := json.Marshal(struct {
		Kind       string `json:"kind"`
		PlayerName string `json:"playerName"`
		Hole       int    `json:"hole"`
		EventTitle string `json:"eventTitle"`
		EventID    int64  `json:"eventId"`
	}{cel.Kind, name, cel.Hole, cel.EventTitle, cel.EventID})
	return "celebration", data, true
}

// frame is one SSE event as written on the wire.
func frame(id, event string, data []byte) []byte {
	return fmt.Appendf(nil, "id: %s\nevent: %s\ndata: %s\n\n", id, event, data)
}

// resyncFrame tells the client that messages may have been missed and it
// must refresh everything; its id is the hub's current position, so the
// next reconnect replays from there.
func resyncFrame(id string) []byte {
	return frame(id, "resync", []byte("{}"))
}

// positionFrame sets the client's last event id without dispatching an
// event (the SSE parser stores the id even when data is empty), so a
// client that reconnects before any message reached it still names a
// position we can replay from.
func positionFrame(id string) []byte {
	return []byte("id: " + id + "\n\n")
}
