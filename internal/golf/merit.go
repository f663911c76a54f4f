package golf

import (
	"cmp"
	"math"
	"slices"
	"strconv"
)

// MeritResult is a member's final place in one event of the season.
// TiedCount is how many shared the place (1 or less when not tied);
// Position 0 is a card with no place (DQ, NR), which scores no points.
type MeritResult struct {
	MemberID, EventID int64
	Position          int
	Tied              bool
	TiedCount         int
}

// MeritEvent is one event in a member's standing: its points and whether it
// is among the best N that count.
type MeritEvent struct {
	EventID  int64
	Position int
	Points   float64
	Counted  bool
}

// MeritStanding is a member's place in the Order of Merit. Events lists
// every event the member has a result in, by EventID.
type MeritStanding struct {
	MemberID int64
	Position int
	Tied     bool
	Label    string // "1", "T2"
	Points   float64
	Events   []MeritEvent
}

// MeritPoints is the points for a finishing position from the table
// (table[0] for the winner; places past its end score 0). Players tied for
// a place share the points of the places they occupy: two tied second share
// (table[1] + table[2]) / 2.
func MeritPoints(position, tiedCount int, table []float64) float64 {
	if position < 1 {
		return 0
	}
	n := max(tiedCount, 1)
	sum := 0.0
	for p := position - 1; p < position-1+n && p < len(table); p++ {
		sum += table[p]
	}
	return sum / float64(n)
}

// meritCompare compares points to a millionth: shared points are averages
// (thirds, sixths) whose sums may differ in the last bit of a float64
// depending on the order they were added, and a table's points are never
// that fine.
func meritCompare(a, b float64) int {
	return cmp.Compare(math.Round(a*1e6), math.Round(b*1e6))
}

// OrderOfMerit turns the season's results into standings: each result
// scores MeritPoints, a member's best bestN events count (all when bestN
// ≤ 0), and members rank by their counted points, equal totals sharing the
// place ("T2"), listed by MemberID. A member with two results in one event
// keeps the better.
func OrderOfMerit(results []MeritResult, table []float64, bestN int) []MeritStanding {
	byMember := map[int64]map[int64]MeritEvent{}
	for _, r := range results {
		tied := 1
		if r.Tied {
			tied = r.TiedCount
		}
		ev := MeritEvent{EventID: r.EventID, Position: max(r.Position, 0), Points: MeritPoints(r.Position, tied, table)}
		events := byMember[r.MemberID]
		if events == nil {
			events = map[int64]MeritEvent{}
			byMember[r.MemberID] = events
		}
		if old, ok := events[r.EventID]; !ok || meritCompare(ev.Points, old.Points) > 0 {
			events[r.EventID] = ev
		}
	}

	out := make([]MeritStanding, 0, len(byMember))
	for member, events := range byMember {
		s := MeritStanding{MemberID: member}
		for _, ev := range events {
			s.Events = append(s.Events, ev)
		}
		// The best count; of equal points the earlier event (lower id), so
		// the marks do not move between two reads.
		slices.SortFunc(s.Events, func(a, b MeritEvent) int {
			return cmp.Or(meritCompare(b.Points, a.Points), cmp.Compare(a.EventID, b.EventID))
		})
		for i := range s.Events {
			if bestN <= 0 || i < bestN {
				s.Events[i].Counted = true
				s.Points += s.Events[i].Points
			}
		}
		// The total is sent as it compares: 2, not 1.9999999999999998.
		s.Points = math.Round(s.Points*1e6) / 1e6
		slices.SortFunc(s.Events, func(a, b MeritEvent) int { return cmp.Compare(a.EventID, b.EventID) })
		out = append(out, s)
	}

	slices.SortFunc(out, func(a, b MeritStanding) int {
		return cmp.Or(meritCompare(b.Points, a.Points), cmp.Compare(a.MemberID, b.MemberID))
	})
	for i := range out {
		if i > 0 && meritCompare(out[i].Points, out[i-1].Points) == 0 {
			out[i].Position = out[i-1].Position
		} else {
			out[i].Position = i + 1
		}
	}
	for i := range out {
		s := &out[i]
		s.Tied = (i > 0 && out[i-1].Position == s.Position) || (i+1 < len(out) && out[i+1].Position == s.Position)
		s.Label = strconv.Itoa(s.Position)
		if s.Tied {
			s.Label = "T" + s.Label
		}
	}
	return out
}

// MeritResults turns an event's final standings into Order of Merit
// results; memberOf maps an entry's ID to its member (entries it lacks,
// such as guests, are left out).
func MeritResults(eventID int64, standings []Standing, memberOf map[int64]int64) []MeritResult {
	shared := map[int]int{}
	for _, s := range standings {
		if s.Position > 0 {
			shared[s.Position]++
		}
	}
	var out []MeritResult
	for _, s := range standings {
		member, ok := memberOf[s.ID]
		if !ok {
			continue
		}
		r := MeritResult{MemberID: member, EventID: eventID, Position: s.Position, Tied: s.Tied, TiedCount: 1}
		if s.Position > 0 {
			r.TiedCount = shared[s.Position]
		}
		out = append(out, r)
	}
	return out
}
