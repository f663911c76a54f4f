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
			event, data, ok := Render(tt.m, tt.v)
			if tt.wantData == "" {
				if ok {
					t.Fatalf("sent %s %s, want nothing", event, data)
				}
				return
			}
			if !ok || event != tt.wantEvent || string(data) != tt.wantData {
				t.Fatalf("got %v %s %s, want %s %s", ok, event, data, tt.wantEvent, tt.wantData)
			}
		})
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
