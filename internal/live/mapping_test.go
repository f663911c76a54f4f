package live

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"golfclub/internal/bus"
)

func TestFromEvent(t *testing.T) {
	registered := []string{TopicEvents, "participants:7", TopicAdmin, TopicMyRegistrations}
	tests := []struct {
		name string
		in   bus.Event
		want []Message
	}{
		{"registration created: celebration, then changes with the registrant's own topic",
			bus.RegistrationCreated{EventID: 7, EventTitle: "Monthly Medal", EventType: "Tournament", MemberID: 3, MemberName: "Aminah"},
			[]Message{
				{Celebration: &Celebration{MemberID: 3, MemberName: "Aminah", EventTitle: "Monthly Medal", EventType: "tournament", EventID: 7}},
				{Topics: registered, Members: []int64{3}},
			}},
		{"a type other than tournament celebrates as social",
			bus.RegistrationCreated{EventID: 7, EventType: "charity", MemberID: 3},
			[]Message{
				{Celebration: &Celebration{MemberID: 3, EventType: "social", EventID: 7}},
				{Topics: registered, Members: []int64{3}},
			}},
		{"registration cancelled", bus.RegistrationCancelled{EventID: 7, MemberID: 3, ByAdmin: true},
			[]Message{{Topics: registered, Members: []int64{3}}}},
		{"payment marked paid", bus.PaymentMarkedPaid{EventID: 7, MemberID: 3},
			[]Message{{Topics: []string{TopicAdmin, TopicMyRegistrations}, Members: []int64{3}}}},
		{"payment marked unpaid", bus.PaymentMarkedUnpaid{EventID: 7, MemberID: 3},
			[]Message{{Topics: []string{TopicAdmin, TopicMyRegistrations}, Members: []int64{3}}}},
		{"payment slip saved", bus.PaymentReferenceSaved{EventID: 7, MemberID: 3},
			[]Message{{Topics: []string{TopicAdmin, TopicMyRegistrations}, Members: []int64{3}}}},
		{"payment slip removed", bus.PaymentReferenceRemoved{RegistrationID: 1, EventID: 7, MemberID: 3},
			payment(3)},
		{"results published on a public leaderboard", bus.ResultsPublished{EventID: 7, MemberIDs: []int64{3}, First: true, LeaderboardPublic: true},
			[]Message{{Topics: []string{"leaderboard:7", "scorecard:7", TopicOrderOfMerit, TopicAdmin}, Public: true}}},
		{"results re-frozen, members-only", bus.ResultsPublished{EventID: 7},
			[]Message{{Topics: []string{"leaderboard:7", "scorecard:7", TopicOrderOfMerit, TopicAdmin}}}},
		{"side prizes changed", bus.SidePrizesChanged{EventID: 7}, []Message{{Topics: []string{"leaderboard:7", TopicAdmin}}}},
		{"order of merit settings changed", bus.OrderOfMeritChanged{}, []Message{{Topics: []string{TopicOrderOfMerit, TopicAdmin}}}},
		{"flight assigned", bus.FlightAssigned{Action: bus.FlightPlaced, EventID: 7, MemberID: 3},
			[]Message{{Topics: []string{TopicFlights, TopicAdmin}}}},
		{"flight updated", bus.FlightUpdated{EventID: 7}, []Message{{Topics: []string{TopicFlights, TopicAdmin}}}},
		{"flight deleted", bus.FlightDeleted{FlightID: 2}, []Message{{Topics: []string{TopicFlights, TopicAdmin}}}},
		{"event created", bus.EventCreated{EventID: 7}, []Message{{Topics: []string{TopicEvents, TopicAdmin}}}},
		{"event updated", bus.EventUpdated{EventID: 7}, []Message{{Topics: []string{TopicEvents, "participants:7", TopicAdmin}}}},
		{"event deleted with registrants", bus.EventDeleted{EventID: 7, MemberIDs: []int64{3, 4}},
			[]Message{{Topics: []string{TopicEvents, "participants:7", TopicFlights, TopicAdmin, TopicMyRegistrations}, Members: []int64{3, 4}}}},
		{"event deleted without registrants", bus.EventDeleted{EventID: 7},
			[]Message{{Topics: []string{TopicEvents, "participants:7", TopicFlights, TopicAdmin}}}},
		{"member joined", bus.MemberJoined{MemberID: 3}, []Message{{Topics: []string{TopicAdmin}}}},
		{"notifications created", bus.NotificationsCreated{Type: "EVENT_UPDATE", MemberIDs: []int64{3, 4}},
			[]Message{{Topics: []string{TopicNotifications}, Members: []int64{3, 4}}}},
		{"notifications for nobody", bus.NotificationsCreated{Type: "EVENT_UPDATE"}, nil},
		{"deletion requested or withdrawn", bus.DeletionRequestChanged{MemberID: 3}, []Message{{Topics: []string{TopicAdmin}}}},
		{"deletion rejected: admins and the member's own card", bus.DeletionRejected{MemberID: 3, Reason: "x"},
			[]Message{{Topics: []string{TopicAdmin, TopicMyAccount}, Members: []int64{3}}}},
		{"cards changed, public leaderboard", bus.ScorecardChanged{EventID: 7, LeaderboardPublic: true},
			[]Message{{Topics: []string{"leaderboard:7", "scorecard:7"}, Public: true}}},
		{"cards changed, members-only leaderboard", bus.ScorecardChanged{EventID: 7},
			[]Message{{Topics: []string{"leaderboard:7", "scorecard:7"}}}},
		{"golf settings of an event", bus.GolfSettingsChanged{EventID: 7},
			[]Message{{Topics: []string{TopicEvents, TopicAdmin, "leaderboard:7", "scorecard:7"}}}},
		{"a course changed", bus.GolfSettingsChanged{}, []Message{{Topics: []string{TopicEvents, TopicAdmin}}}},
		{"a handicap changed", bus.HandicapChanged{MemberID: 3}, []Message{{Topics: []string{TopicAdmin}}}},
		{"a par is no celebration", bus.ScoreEntered{EventID: 7, MemberID: 3, Hole: 4, Strokes: 4, Par: 4, Followers: []int64{5}}, nil},
		{"a birdie without followers is no celebration", bus.ScoreEntered{EventID: 7, MemberID: 3, Hole: 4, Strokes: 3, Par: 4, Feat: "birdie"}, nil},
		{"a birdie goes to the followers", bus.ScoreEntered{EventID: 7, EventTitle: "Medal", MemberID: 3, PlayerName: "Aminah", Hole: 4, Strokes: 3, Par: 4, Feat: "birdie", Followers: []int64{5, 6}},
			[]Message{{Celebration: &Celebration{MemberID: 3, EventTitle: "Medal", EventID: 7, Kind: "birdie", PlayerName: "Aminah", Hole: 4}, Members: []int64{5, 6}}}},
		{"a hole in one goes to everyone, visitors too on a public leaderboard",
			bus.ScoreEntered{EventID: 7, EventTitle: "Medal", MemberID: 3, PlayerName: "Aminah", Hole: 3, Strokes: 1, Par: 3, Feat: "hole_in_one", LeaderboardPublic: true},
			[]Message{{Celebration: &Celebration{MemberID: 3, EventTitle: "Medal", EventID: 7, Kind: "hole_in_one", PlayerName: "Aminah", Hole: 3}, Public: true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := FromEvent(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("FromEvent(%#v)\n got %s\nwant %s", tt.in, js(got), js(tt.want))
			}
		})
	}
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestRender(t *testing.T) {
	cel := &Message{Celebration: &Celebration{MemberID: 3, MemberName: "Aminah", EventTitle: "Medal", EventType: "tournament", EventID: 7}}
	changed := &Message{Topics: []string{TopicEvents, "participants:7", TopicFlights, TopicAdmin, TopicMyRegistrations, TopicNotifications}, Members: []int64{3}}
	visitor, self, other, admin := Viewer{}, Viewer{MemberID: 3}, Viewer{MemberID: 4}, Viewer{Admin: true}
	tests := []struct {
		name      string
		m         *Message
		v         Viewer
		wantEvent string
		wantData  string // "" = nothing sent
	}{
		{"visitor gets no celebration", cel, visitor, "", ""},
		{"admin-only stream gets no celebration", cel, admin, "", ""},
		{"registrant sees You", cel, self, "celebration", `{"memberName":"You","eventTitle":"Medal","eventType":"tournament","eventId":7}`},
		{"other member sees the name", cel, other, "celebration", `{"memberName":"Aminah","eventTitle":"Medal","eventType":"tournament","eventId":7}`},
		{"member who is also admin sees You", cel, Viewer{MemberID: 3, Admin: true}, "celebration", `{"memberName":"You","eventTitle":"Medal","eventType":"tournament","eventId":7}`},
		{"visitor: public topics only", changed, visitor, "changed", `{"topics":["events"]}`},
		{"other member: no private topics of member 3", changed, other, "changed", `{"topics":["events","participants:7","flights"]}`},
		{"the member: own private topics", changed, self, "changed", `{"topics":["events","participants:7","flights","my-registrations","notifications"]}`},
		{"admin: admin topic, no member's private topics", changed, admin, "changed", `{"topics":["events","participants:7","flights","admin"]}`},
		{"nothing visible sends nothing", &Message{Topics: []string{TopicAdmin}}, other, "", ""},
		{"private only, to someone else", &Message{Topics: []string{TopicNotifications}, Members: []int64{3}}, other, "", ""},
		{"unknown topic is never sent", &Message{Topics: []string{"secret"}}, admin, "", ""},
		{"own account topic to its member", &Message{Topics: []string{TopicAdmin, TopicMyAccount}, Members: []int64{3}}, self, "changed", `{"topics":["my-account"]}`},
		{"own account topic never to another member", &Message{Topics: []string{TopicMyAccount}, Members: []int64{3}}, other, "", ""},
		{"visitor: the order of merit, not a members-only leaderboard", &Message{Topics: []string{"leaderboard:7", TopicOrderOfMerit}}, visitor,
			"changed", `{"topics":["order-of-merit"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRender(t, tt.m, tt.v, tt.wantEvent, tt.wantData)
		})
	}
}

// TestRenderGolf: the leaderboard topic reaches visitors only when the
// leaderboard is public; a birdie reaches the player's followers, a hole in
// one every member (and visitors of a public leaderboard); the player reads
// "You".
func TestRenderGolf(t *testing.T) {
	birdie := &Message{Celebration: &Celebration{MemberID: 3, EventTitle: "Medal", EventID: 7, Kind: "birdie", PlayerName: "Aminah", Hole: 4}, Members: []int64{5}}
	ace := &Message{Celebration: &Celebration{MemberID: 3, EventTitle: "Medal", EventID: 7, Kind: "hole_in_one", PlayerName: "Aminah", Hole: 3}}
	publicAce := &Message{Celebration: ace.Celebration, Public: true}
	private := &Message{Topics: []string{"leaderboard:7", "scorecard:7"}}
	public := &Message{Topics: []string{"leaderboard:7", "scorecard:7"}, Public: true}
	visitor, player, follower, other, admin := Viewer{}, Viewer{MemberID: 3}, Viewer{MemberID: 5}, Viewer{MemberID: 4}, Viewer{Admin: true}
	tests := []struct {
		name      string
		m         *Message
		v         Viewer
		wantEvent string
		wantData  string
	}{
		{"members-only leaderboard: visitor gets nothing", private, visitor, "", ""},
		{"members-only leaderboard: member", private, other, "changed", `{"topics":["leaderboard:7","scorecard:7"]}`},
		{"members-only leaderboard: admin", private, admin, "changed", `{"topics":["leaderboard:7","scorecard:7"]}`},
		{"public leaderboard: visitor gets the leaderboard, not the cards", public, visitor, "changed", `{"topics":["leaderboard:7"]}`},
		{"birdie: a follower", birdie, follower, "celebration", `{"kind":"birdie","playerName":"Aminah","hole":4,"eventTitle":"Medal","eventId":7}`},
		{"birdie: a member who does not follow", birdie, other, "", ""},
		{"birdie: a visitor", birdie, visitor, "", ""},
		{"birdie: the player, not following themselves", birdie, player, "", ""},
		{"hole in one: any member", ace, other, "celebration", `{"kind":"hole_in_one","playerName":"Aminah","hole":3,"eventTitle":"Medal","eventId":7}`},
		{"hole in one: the player reads You", ace, player, "celebration", `{"kind":"hole_in_one","playerName":"You","hole":3,"eventTitle":"Medal","eventId":7}`},
		{"hole in one, members-only: a visitor", ace, visitor, "", ""},
		{"hole in one, public: a visitor", publicAce, visitor, "celebration", `{"kind":"hole_in_one","playerName":"Aminah","hole":3,"eventTitle":"Medal","eventId":7}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRender(t, tt.m, tt.v, tt.wantEvent, tt.wantData)
		})
	}
}

// TestFeatFollowersSplit: a birdie followed by more members than one
// NOTIFY holds goes out in several messages, each to its share.
func TestFeatFollowersSplit(t *testing.T) {
	followers := make([]int64, 2*maxMembersPerMessage+1)
	for i := range followers {
		followers[i] = int64(i + 10)
	}
	msgs := FromEvent(bus.ScoreEntered{EventID: 7, MemberID: 3, Hole: 4, Strokes: 3, Par: 4, Feat: "birdie", Followers: followers})
	if len(msgs) != 3 {
		t.Fatalf("%d messages, want 3", len(msgs))
	}
	var got []int64
	for _, m := range msgs {
		if m.Celebration == nil || m.Celebration.Kind != "birdie" {
			t.Fatalf("message %+v is not the birdie", m)
		}
		got = append(got, m.Members...)
	}
	if !reflect.DeepEqual(got, followers) {
		t.Error("followers lost or reordered")
	}
}

func checkRender(t *testing.T, m *Message, v Viewer, wantEvent, wantData string) {
	t.Helper()
	event, data, ok := Render(m, v)
	if wantData == "" {
		if ok {
			t.Fatalf("sent %s %s, want nothing", event, data)
		}
		return
	}
	if !ok || event != wantEvent || string(data) != wantData {
		t.Fatalf("got %v %s %s, want %s %s", ok, event, data, wantEvent, wantData)
	}
}

func TestSplitKeepsPayloadsSmall(t *testing.T) {
	ids := make([]int64, 1000)
	for i := range ids {
		ids[i] = 1<<62 + int64(i) // 19 digits, the worst case
	}
	m := Message{ID: "abcdef01-18446744073709551615", Topics: []string{TopicEvents, "participants:9223372036854775807", TopicFlights, TopicAdmin, TopicMyRegistrations}, Members: ids}
	parts := split(m)
	if len(parts) != 4 {
		t.Fatalf("%d parts, want 4", len(parts))
	}
	var got []int64
	for i, p := range parts {
		p.ID = m.ID
		b, _ := json.Marshal(p)
		if len(b) > maxPayload {
			t.Errorf("part %d is %d bytes", i, len(b))
		}
		if i > 0 && !reflect.DeepEqual(p.Topics, []string{TopicMyRegistrations}) {
			t.Errorf("part %d topics %v: public topics must go once", i, p.Topics)
		}
		got = append(got, p.Members...)
	}
	if !reflect.DeepEqual(got, ids) {
		t.Error("members lost or reordered in split")
	}
	cel := FromEvent(bus.RegistrationCreated{MemberName: strings.Repeat("é", 5000), EventTitle: strings.Repeat("x", 9000)})[0]
	cel.ID = m.ID
	if b, _ := json.Marshal(cel); len(b) > maxPayload {
		t.Errorf("celebration with long texts is %d bytes", len(b))
	}
}
