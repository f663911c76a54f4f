package golf

import (
	"math"
	"reflect"
	"testing"
)

// A points table as a club might set it: 25 for the winner down to 1 for
// tenth. The Order of Merit has no published rule book: the rows below are
// worked by hand from the club's rules (points by finishing position, tied
// players sharing the points of the places they occupy, best N count).
var meritTable = []float64{25, 18, 15, 12, 10, 8, 6, 4, 2, 1}

func TestMeritPoints(t *testing.T) {
	tests := []struct {
		name     string
		position int
		tied     int
		want     float64
	}{
		{"winner", 1, 1, 25},
		{"tenth", 10, 1, 1},
		{"past the table", 11, 1, 0},
		{"no place", 0, 1, 0},
		{"tied count 0 is alone", 3, 0, 15},
		// Tied players share the places they hold: T2 of two holds 2nd and
		// 3rd, (18 + 15) / 2.
		{"two tied second", 2, 2, 16.5},
		{"three tied third", 3, 3, (15 + 12 + 10) / 3.0},
		// The places past the table's end count 0: T10 of two, (1 + 0) / 2.
		{"tie across the end", 10, 2, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MeritPoints(tt.position, tt.tied, meritTable); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("MeritPoints(%d, %d) = %v, want %v", tt.position, tt.tied, got, tt.want)
			}
		})
	}
}

func TestOrderOfMerit(t *testing.T) {
	res := func(member, event int64, position, tiedCount int) MeritResult {
		return MeritResult{MemberID: member, EventID: event, Position: position, Tied: tiedCount > 1, TiedCount: tiedCount}
	}
	t.Run("best 2 of 3, ties share places", func(t *testing.T) {
		results := []MeritResult{
			// Event 1: member 10 wins, 20 and 30 tie second (16.5 each).
			res(10, 1, 1, 1), res(20, 1, 2, 2), res(30, 1, 2, 2),
			// Event 2: 20 wins, 10 fourth, 30 disqualified (no place).
			res(20, 2, 1, 1), res(10, 2, 4, 1), res(30, 2, 0, 1),
			// Event 3: 30 wins, 10 second, 20 third.
			res(30, 3, 1, 1), res(10, 3, 2, 1), res(20, 3, 3, 1),
		}
		got := OrderOfMerit(results, meritTable, 2)
		// 20: 25 + 16.5 = 41.5 (event 3's 15 dropped); 10: 25 + 18 = 43
		// (event 2's 12 dropped); 30: 25 + 16.5 = 41.5 (event 2's 0 dropped).
		wantRows := []MeritStanding{
			{MemberID: 10, Position: 1, Label: "1", Points: 43, Events: []MeritEvent{
				{1, 1, 25, true}, {2, 4, 12, false}, {3, 2, 18, true}}},
			{MemberID: 20, Position: 2, Tied: true, Label: "T2", Points: 41.5, Events: []MeritEvent{
				{1, 2, 16.5, true}, {2, 1, 25, true}, {3, 3, 15, false}}},
			{MemberID: 30, Position: 2, Tied: true, Label: "T2", Points: 41.5, Events: []MeritEvent{
				{1, 2, 16.5, true}, {2, 0, 0, false}, {3, 1, 25, true}}},
		}
		if !reflect.DeepEqual(got, wantRows) {
			t.Errorf("OrderOfMerit =\n%+v\nwant\n%+v", got, wantRows)
		}
	})
	t.Run("all events count when N is 0", func(t *testing.T) {
		got := OrderOfMerit([]MeritResult{res(1, 1, 1, 1), res(1, 2, 10, 1), res(2, 1, 2, 1)}, meritTable, 0)
		if got[0].MemberID != 1 || got[0].Points != 26 || !got[0].Events[0].Counted || !got[0].Events[1].Counted {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("equal points of equal events: the earlier event counts", func(t *testing.T) {
		got := OrderOfMerit([]MeritResult{res(1, 7, 2, 1), res(1, 3, 2, 1)}, meritTable, 1)
		if ev := got[0].Events; ev[0].EventID != 3 || !ev[0].Counted || ev[1].Counted {
			t.Errorf("events = %+v", ev)
		}
	})
	t.Run("thirds add up to a tie", func(t *testing.T) {
		// Member 1 shares three places three times: 1/3, 4/3 and 1/3, which
		// a float64 adds up to 1.9999999999999998; member 2 wins one event,
		// 2 points. In exact arithmetic both have 2: a tie.
		table := []float64{2, 1, 0, 0, 4, 0, 0}
		results := []MeritResult{res(1, 1, 2, 3), res(1, 2, 5, 3), res(1, 3, 2, 3), res(2, 1, 1, 1)}
		got := OrderOfMerit(results, table, 0)
		if got[0].Label != "T1" || got[1].Label != "T1" || got[0].MemberID != 1 || got[0].Points != 2 {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("a result twice for one event keeps the better", func(t *testing.T) {
		got := OrderOfMerit([]MeritResult{res(1, 1, 5, 1), res(1, 1, 1, 1)}, meritTable, 0)
		if len(got[0].Events) != 1 || got[0].Points != 25 {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("no results", func(t *testing.T) {
		if got := OrderOfMerit(nil, meritTable, 3); len(got) != 0 {
			t.Errorf("got %+v", got)
		}
	})
}

func TestMeritResults(t *testing.T) {
	standings := []Standing{
		{ID: 11, Position: 1, Label: "1"},
		{ID: 12, Position: 2, Tied: true, Label: "T2"},
		{ID: 13, Position: 2, Tied: true, Label: "T2"},
		{ID: 14, Position: 4, Label: "4"},
		{ID: 15, Label: "DQ"},
	}
	members := map[int64]int64{11: 101, 12: 102, 13: 103, 15: 105} // 14 is a guest
	got := MeritResults(9, standings, members)
	want := []MeritResult{
		{101, 9, 1, false, 1},
		{102, 9, 2, true, 2},
		{103, 9, 2, true, 2},
		{105, 9, 0, false, 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("MeritResults = %+v, want %+v", got, want)
	}
}
