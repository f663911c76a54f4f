package live

import (
	"strings"
	"unicode/utf8"

	"golfclub/internal/bus"
)

// maxText caps the strings a celebration carries, so one message always
// fits a NOTIFY payload whatever an admin typed as a title.
const maxText = 300

// FromEvent maps a domain event to the live messages it causes (none for
// events the stream does not show). It is pure: ids are added on publish.
func FromEvent(e bus.Event) []Message {
	switch e := e.(type) {
	case bus.RegistrationCreated:
		return []Message{
			{Celebration: &Celebration{
				MemberID: e.MemberID, MemberName: clip(e.MemberName),
				EventTitle: clip(e.EventTitle), EventType: celebrationType(e.EventType), EventID: e.EventID,
			}},
			{Topics: []string{TopicEvents, TopicParticipants(e.EventID), TopicAdmin, TopicMyRegistrations}, Members: []int64{e.MemberID}},
		}
	case bus.RegistrationCancelled:
		return []Message{{Topics: []string{TopicEvents, TopicParticipants(e.EventID), TopicAdmin, TopicMyRegistrations}, Members: []int64{e.MemberID}}}
	case bus.WaitlistChanged:
		return []Message{{Topics: []string{TopicEvents, TopicParticipants(e.EventID), TopicAdmin, TopicMyRegistrations}, Members: e.MemberIDs}}
	case bus.PaymentMarkedPaid:
		return payment(e.MemberID)
	case bus.PaymentMarkedUnpaid:
		return payment(e.MemberID)
	case bus.PaymentReferenceSaved:
		return payment(e.MemberID)
	case bus.PaymentReferenceRemoved:
		return payment(e.MemberID)
	case bus.FlightAssigned, bus.FlightUpdated, bus.FlightDeleted:
		return []Message{{Topics: []string{TopicFlights, TopicAdmin}}}
	case bus.EventCreated:
		return []Message{{Topics: []string{TopicEvents, TopicAdmin}}}
	case bus.EventUpdated:
		return []Message{{Topics: []string{TopicEvents, TopicParticipants(e.EventID), TopicAdmin}}}
	case bus.EventDeleted:
		m := Message{Topics: []string{TopicEvents, TopicParticipants(e.EventID), TopicFlights, TopicAdmin}}
		if len(e.MemberIDs) > 0 {
			m.Topics = append(m.Topics, TopicMyRegistrations)
			m.Members = e.MemberIDs
		}
		return []Message{m}
	case bus.MemberJoined:
		return []Message{{Topics: []string{TopicAdmin}}}
	case bus.MembershipApproved:
		// The member's Membership tab and rates change with their number.
		return []Message{{Topics: []string{TopicAdmin, TopicMyAccount}, Members: []int64{e.MemberID}}}
	case bus.MembershipDeclined:
		return []Message{{Topics: []string{TopicAdmin, TopicMyAccount}, Members: []int64{e.MemberID}}}
	case bus.MemberDeleted:
		// Their registrations went with them: seat counts changed.
		return []Message{{Topics: []string{TopicEvents, TopicAdmin}}}
	case bus.DeletionRequestChanged:
		return []Message{{Topics: []string{TopicAdmin}}}
	case bus.DeletionRejected:
		// The member's card shows the answer; other admins' lists drop it.
		return []Message{{Topics: []string{TopicAdmin, TopicMyAccount}, Members: []int64{e.MemberID}}}
	case bus.ScoreEntered:
		return feat(e)
	case bus.GolfSettingsChanged:
		topics := []string{TopicEvents, TopicAdmin}
		if e.EventID != 0 {
			topics = append(topics, TopicLeaderboard(e.EventID), TopicScorecard(e.EventID))
		}
		return []Message{{Topics: topics}}
	case bus.ResultsPublished:
		// The cards lock, the leaderboard turns into the results, and the
		// Order of Merit may move.
		return []Message{{Topics: []string{TopicLeaderboard(e.EventID), TopicScorecard(e.EventID), TopicOrderOfMerit, TopicAdmin},
			Public: e.LeaderboardPublic}}
	case bus.SidePrizesChanged:
		return []Message{{Topics: []string{TopicLeaderboard(e.EventID), TopicAdmin}, Public: e.LeaderboardPublic}}
	case bus.OrderOfMeritChanged:
		return []Message{{Topics: []string{TopicOrderOfMerit, TopicAdmin}}}
	case bus.HandicapChanged:
		// The admin's member list shows it; the member's own screens
		// refetch their cards with the events' scorecard topics.
		return []Message{{Topics: []string{TopicAdmin}}}
	case bus.ScorecardChanged:
		return []Message{{Topics: []string{TopicLeaderboard(e.EventID), TopicScorecard(e.EventID)}, Public: e.LeaderboardPublic}}
	case bus.NotificationsCreated:
		if len(e.MemberIDs) == 0 {
			return nil
		}
		return []Message{{Topics: []string{TopicNotifications}, Members: e.MemberIDs}}
	}
	return nil
}

// feat is the celebration of a birdie, eagle or hole in one: one message
// for a hole in one (every member sees it), else one per share of the
// followers that fits a NOTIFY, none without followers.
func feat(e bus.ScoreEntered) []Message {
	var kind string
	switch e.Feat {
	case CelebrateBirdie, CelebrateEagle, CelebrateHoleInOne:
		kind = e.Feat
	default:
		return nil
	}
	cel := Celebration{MemberID: e.MemberID, EventTitle: clip(e.EventTitle), EventID: e.EventID,
		Kind: kind, PlayerName: clip(e.PlayerName), Hole: e.Hole}
	if kind == CelebrateHoleInOne {
		return []Message{{Celebration: &cel, Public: e.LeaderboardPublic}}
	}
	var out []Message
	for i := 0; i < len(e.Followers); i += maxMembersPerMessage {
		c := cel
		out = append(out, Message{Celebration: &c, Members: e.Followers[i:min(i+maxMembersPerMessage, len(e.Followers))]})
	}
	return out
}

func payment(memberID int64) []Message {
	return []Message{{Topics: []string{TopicAdmin, TopicMyRegistrations}, Members: []int64{memberID}}}
}

// celebrationType is the overlay's kind: "tournament", anything else is a
// social event.
func celebrationType(t string) string {
	if strings.EqualFold(strings.TrimSpace(t), "tournament") {
		return "tournament"
	}
	return "social"
}

func clip(s string) string {
	if utf8.RuneCountInString(s) <= maxText {
		return s
	}
	return string([]rune(s)[:maxText-1]) + "…"
}

// maxMembersPerMessage bounds Members so that a message stays under the
// NOTIFY limit: 300 ids of at most 19 digits and a comma is 6000 bytes.
const maxMembersPerMessage = 300

// split cuts a message whose Members list is too long for one NOTIFY into
// several: the first keeps the public topics, the rest carry only the
// private ones for their share of members.
func split(m Message) []Message {
	if len(m.Members) <= maxMembersPerMessage {
		return []Message{m}
	}
	var own []string
	for _, t := range m.Topics {
		if private(t) {
			own = append(own, t)
		}
	}
	var out []Message
	for i := 0; i < len(m.Members); i += maxMembersPerMessage {
		part := Message{Topics: own, Members: m.Members[i:min(i+maxMembersPerMessage, len(m.Members))]}
		if i == 0 {
			part.Topics, part.Public = m.Topics, m.Public
		}
		out = append(out, part)
	}
	return out
}
