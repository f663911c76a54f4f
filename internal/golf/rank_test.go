package golf

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// want is one expected standing: id, label, position, countback span.
type want struct {
	id       int64
	label    string
	position int
	holes    int
}

func checkStandings(t *testing.T, got []Standing, wants []want) {
	t.Helper()
	if len(got) != len(wants) {
		t.Fatalf("%d standings, want %d: %+v", len(got), len(wants), got)
	}
	for i, w := range wants {
		g := got[i]
		tied := len(w.label) > 0 && w.label[0] == 'T'
		if g.ID != w.id || g.Label != w.label || g.Position != w.position || g.Tied != tied || g.CountbackHoles != w.holes {
			t.Errorf("row %d = {id %d label %q position %d tied %v countback %d}, want {id %d label %q position %d tied %v countback %d}",
				i, g.ID, g.Label, g.Position, g.Tied, g.CountbackHoles, w.id, w.label, w.position, tied, w.holes)
		}
	}
}

// with returns c with hole n (1-based) set to strokes.
func with(c Card, n, strokes int) Card {
	c.Holes[n-1] = HoleScore{Strokes: strokes}
	return c
}

func pickUp(c Card, n int) Card {
	c.Holes[n-1] = HoleScore{PickedUp: true}
	return c
}

func status(c Card, s Status) Card {
	c.Status = s
	return c
}

// Worked by hand on the test tee. A hole picked up in stroke play is a hole
// not holed out, and under Rules of Golf Rule 3.3c the round then has no
// score (the Rules disqualify; club results show it as "NR", no return).
func TestRankLiveStrokePlay(t *testing.T) {
	entries := []Entry{
		{50, cardOf(0, 3, 4, 3)},               // thru 3, −1
		{10, parsPlus(18, 1)},                  // net 0, gross +18
		{40, parsPlus(0, 0)},                   // net 0, gross 0
		{5, cardOf(0, 5)},                      // thru 1, +1
		{1, status(parsPlus(0, -1), StatusDQ)}, // the best card, disqualified
		{30, status(cardOf(0, 4), StatusNR)},
		{20, pickUp(parsPlus(0, 0), 2)}, // a hole picked up: no return in stroke play
		{60, Card{PlayingHandicap: 5}},  // not started
	}
	got := Rank(entries, testTee(), StrokePlay, false)
	checkStandings(t, got, []want{
		{50, "1", 1, 0},
		{40, "T2", 2, 0}, // equal net: the lower gross is listed first
		{10, "T2", 2, 0},
		{5, "4", 4, 0},
		{60, "", 0, 0},
		{20, "NR", 0, 0},
		{30, "NR", 0, 0},
		{1, "DQ", 0, 0},
	})
	if got[1].Totals != Score(entries[2].Card, testTee()) {
		t.Errorf("standing totals %+v are not the card's", got[1].Totals)
	}
}

// Worked by hand: all pars off handicaps 0, 2 and 4 score 36, 38 and 40
// points. In Stableford a hole not holed out scores 0 and the round goes
// on (Rules of Golf Rule 21.1b(1)).
func TestRankLiveStableford(t *testing.T) {
	entries := []Entry{
		{1, parsPlus(0, 0)}, // 36
		{2, parsPlus(2, 0)}, // 38
		{3, parsPlus(4, 0)}, // 40
		{4, parsPlus(2, 0)}, // 38
		// 40 less hole 1's 2 points (stroke index 7, no stroke received):
		// a picked-up hole scores 0 and play goes on in Stableford.
		{5, pickUp(parsPlus(4, 0), 1)},
	}
	checkStandings(t, Rank(entries, testTee(), Stableford, false), []want{
		{3, "1", 1, 0},
		{2, "T2", 2, 0},
		{4, "T2", 2, 0},
		{5, "T2", 2, 0},
		{1, "5", 5, 0},
	})
}

// Matching scorecards (R&A Committee Procedures 5A(6); the USGA's and
// RCGA's recommendation): the last 9 holes, then 6, 3, 1, deducting ½,
// ⅓, ⅙ and 1/18 of the handicap in a handicap competition, fractions not
// disregarded.
func TestRankCountbackStrokePlay(t *testing.T) {
	// The worked example of the USGA/RCGA recommendation (as reproduced by
	// the Superior Golf Club's rules page): Ben, handicap 12, scores 45 on
	// the last nine (45 − 6 = 39); Sonny, 20, scores 49 (49 − 10 = 39):
	// tied. Last six: Ben 31 − 4 = 27, Sonny 35 − 6⅔ = 28⅓: Ben wins.
	// The cards around those figures are made up: both net 72.
	ben := cardOf(12, 5, 4, 3, 6, 4, 4, 3, 5, 5 /* 39 */, 5, 4, 5 /* 14 */, 5, 5, 4, 5, 6, 6 /* 31 */)
	sonny := cardOf(20, 5, 5, 4, 6, 5, 5, 3, 5, 5 /* 43 */, 5, 4, 5 /* 14 */, 6, 6, 4, 6, 6, 7 /* 35 */)

	// Worked by hand: handicaps 10 and 11, both net 72. The last nine,
	// 40 − 5 = 35 against 41 − 5½ = 35½, separate them by half a stroke;
	// rounding 5½ to 6 would have left them tied.
	half10 := cardOf(10, 5, 5, 4, 6, 5, 4, 3, 5, 5, 4, 3, 5, 4, 5, 4, 5, 4, 6)
	half11 := cardOf(11, 5, 5, 4, 6, 5, 4, 3, 5, 5, 4, 3, 5, 4, 5, 4, 5, 5, 6)

	// Worked by hand: an 18 handicap one over par on every hole against a
	// scratch player's pars. Last 9: 45 − 9 = 36; last 6: 30 − 6 = 24;
	// last 3: 16 − 3 = 13; last hole: 6 − 1 = 5. Equal at every step: the
	// tie survives countback.
	bogeys := parsPlus(18, 1)
	pars := parsPlus(0, 0)
	// The same 18 handicap with a double on 16 and a par on 18: equal on
	// the last 9, 6 and 3, and 5 − 1/18 beats 5 on the last hole.
	lastHole := with(with(bogeys, 16, 6), 18, 5)

	// Worked by hand, scratch players on 72: A is better on the last 9
	// (35 against 36), B and C level there and B better on the last 6
	// (23 against 24).
	a := with(with(pars, 1, 5), 10, 3)
	b := with(with(pars, 10, 5), 13, 3)
	c := pars

	tests := []struct {
		name    string
		entries []Entry
		live    []want
		final   []want
	}{
		{"Ben and Sonny", []Entry{{2, sonny}, {1, ben}},
			[]want{{1, "T1", 1, 0}, {2, "T1", 1, 0}},
			[]want{{1, "1", 1, 6}, {2, "2", 2, 0}}},
		{"half a stroke", []Entry{{1, half11}, {2, half10}},
			[]want{{2, "T1", 1, 0}, {1, "T1", 1, 0}},
			[]want{{2, "1", 1, 9}, {1, "2", 2, 0}}},
		{"a tie that survives", []Entry{{1, bogeys}, {2, pars}},
			[]want{{2, "T1", 1, 0}, {1, "T1", 1, 0}},
			[]want{{2, "T1", 1, 0}, {1, "T1", 1, 0}}},
		{"decided on the last hole", []Entry{{1, pars}, {2, lastHole}},
			[]want{{1, "T1", 1, 0}, {2, "T1", 1, 0}},
			[]want{{2, "1", 1, 1}, {1, "2", 2, 0}}},
		{"three tied, two spans", []Entry{{3, c}, {2, b}, {1, a}},
			[]want{{1, "T1", 1, 0}, {2, "T1", 1, 0}, {3, "T1", 1, 0}},
			[]want{{1, "1", 1, 9}, {2, "2", 2, 6}, {3, "3", 3, 0}}},
		// Countback only orders the tied: the leader is not moved, and
		// the next place after a surviving tie is skipped.
		{"countback inside the field", []Entry{{9, parsPlus(0, -1)}, {1, bogeys}, {2, pars}, {7, parsPlus(0, 1)}},
			[]want{{9, "1", 1, 0}, {2, "T2", 2, 0}, {1, "T2", 2, 0}, {7, "4", 4, 0}},
			[]want{{9, "1", 1, 0}, {2, "T2", 2, 0}, {1, "T2", 2, 0}, {7, "4", 4, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Run("live", func(t *testing.T) { checkStandings(t, Rank(tt.entries, testTee(), StrokePlay, false), tt.live) })
			t.Run("final", func(t *testing.T) { checkStandings(t, Rank(tt.entries, testTee(), StrokePlay, true), tt.final) })
		})
	}
}

// Stableford ties are matched on points over the same spans (the R&A's
// matching of scorecards applied to the Stableford score).
func TestRankCountbackStableford(t *testing.T) {
	pars := parsPlus(0, 0)
	// Worked by hand: both 36 points. A bogeys hole 1 (1 point) and birdies
	// hole 10 (3 points): 19 on the last nine against 18.
	a := with(with(pars, 1, 5), 10, 3)
	// Also 36: B bogeys 2 and 13 (1 point each), birdies 11 and 16
	// (3 each). Last 9: 19, level with A. Last 6 (13–18): 12, level.
	// Last 3 (16–18): 7 against A's 6.
	b := with(with(with(with(pars, 2, 5), 11, 2), 13, 5), 16, 3)
	entries := []Entry{{3, pars}, {2, b}, {1, a}}
	checkStandings(t, Rank(entries, testTee(), Stableford, false), []want{
		{1, "T1", 1, 0}, {2, "T1", 1, 0}, {3, "T1", 1, 0},
	})
	// B beats A on the last 3; A beats the all-pars card on the last 9.
	checkStandings(t, Rank(entries, testTee(), Stableford, true), []want{
		{2, "1", 1, 3}, {1, "2", 2, 9}, {3, "3", 3, 0},
	})
}

// Worked by hand. A stroke play score needs every hole (Rule 3.3c); a
// Stableford round counts the points of the holes there are, no score
// returned on a hole being 0 points (Rule 21.1b(1)).
func TestRankFinalIncompleteCards(t *testing.T) {
	short := parsPlus(0, 0)
	short.Holes[17] = HoleScore{} // 17 holes
	entries := []Entry{
		{1, short},
		{2, parsPlus(0, 1)},
		{3, Card{}},
	}
	// Stroke play needs every hole: the short card is a no return, and so
	// is a card never started.
	checkStandings(t, Rank(entries, testTee(), StrokePlay, true), []want{
		{2, "1", 1, 0}, {1, "NR", 0, 0}, {3, "NR", 0, 0},
	})
	// Stableford counts the points there are: 34 on 17 holes beats the
	// bogey card's 18.
	checkStandings(t, Rank(entries, testTee(), Stableford, true), []want{
		{1, "1", 1, 0}, {2, "2", 2, 0}, {3, "NR", 0, 0},
	})
	// Live, the short card is simply 17 holes in.
	checkStandings(t, Rank(entries, testTee(), StrokePlay, false), []want{
		{1, "1", 1, 0}, {2, "2", 2, 0}, {3, "", 0, 0},
	})
}

// The order does not depend on the order of the input.
func TestRankDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	entries := randomField(rng, 60)
	for _, f := range []Format{StrokePlay, Stableford} {
		for _, cb := range []bool{false, true} {
			first := Rank(entries, testTee(), f, cb)
			for range 5 {
				shuffled := slices.Clone(entries)
				rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
				if again := Rank(shuffled, testTee(), f, cb); !reflect.DeepEqual(first, again) {
					t.Fatalf("%s countback=%v: shuffled input ranks differently", f, cb)
				}
			}
		}
	}
}

func TestRankEmpty(t *testing.T) {
	if got := Rank(nil, testTee(), StrokePlay, true); len(got) != 0 {
		t.Errorf("Rank(nil) = %v", got)
	}
}

// randomField is n plausible cards: handicaps 0–36, mostly par to double
// bogey, some rounds under way, a few picked-up holes, DQs and NRs.
func randomField(rng *rand.Rand, n int) []Entry {
	entries := make([]Entry, n)
	for i := range entries {
		c := Card{PlayingHandicap: rng.IntN(40) - 3}
		thru := HoleCount
		if rng.IntN(3) == 0 {
			thru = rng.IntN(HoleCount + 1)
		}
		for h := range thru {
			switch r := rng.IntN(100); {
			case r < 2:
				c.Holes[h] = HoleScore{PickedUp: true}
			default:
				c.Holes[h] = HoleScore{Strokes: max(1, testPars[h]-1+rng.IntN(4))}
			}
		}
		switch rng.IntN(40) {
		case 0:
			c.Status = StatusDQ
		case 1:
			c.Status = StatusNR
		}
		entries[i] = Entry{ID: int64(1000 + i), Card: c}
	}
	return entries
}

// BenchmarkRank ranks a full field: 36 flights of 4.
func BenchmarkRank(b *testing.B) {
	entries := randomField(rand.New(rand.NewPCG(3, 4)), 144)
	for _, f := range []Format{StrokePlay, Stableford} {
		for _, cb := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/countback=%v", f, cb), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					Rank(entries, testTee(), f, cb)
				}
			})
		}
	}
}
