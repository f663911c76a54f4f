package golf

import "testing"

// Rules of Golf, Rule 21.1b(1): points against the fixed score (par plus
// the strokes received): more than one over or no score returned 0, one
// over 1, the fixed score 2, one under 3, two under 4, three under 5,
// four under 6.
func TestStablefordPoints(t *testing.T) {
	tests := []struct {
		name                   string
		par, strokes, received int
		want                   int
	}{
		{"Rule 21.1b: fixed score", 4, 4, 0, 2},
		{"Rule 21.1b: one over", 4, 5, 0, 1},
		{"Rule 21.1b: two over (net double bogey)", 4, 6, 0, 0},
		{"Rule 21.1b: far over", 4, 12, 0, 0},
		{"Rule 21.1b: one under", 4, 3, 0, 3},
		{"Rule 21.1b: two under", 4, 2, 0, 4},
		{"Rule 21.1b: three under (hole in one on a par 4)", 4, 1, 0, 5},
		{"Rule 21.1b: four under (hole in one on a par 5)", 5, 1, 0, 6},
		{"Rule 21.1b: no score returned", 4, 0, 0, 0},
		// Worked by hand: a stroke received raises the fixed score to 5.
		{"one stroke received, net par", 4, 5, 1, 2},
		{"one stroke received, net bogey", 4, 6, 1, 1},
		{"one stroke received, net double bogey", 4, 7, 1, 0},
		{"two strokes received on a par 3, net birdie", 3, 4, 2, 3},
		{"two strokes received on a par 3, net double", 3, 7, 2, 0},
		// Worked by hand: a plus handicap giving a stroke back lowers the
		// fixed score of a par 4 to 3, so a gross par is one over.
		{"plus handicap gives one back, gross par", 4, 4, -1, 1},
		{"plus handicap gives one back, gross bogey", 4, 5, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StablefordPoints(tt.par, tt.strokes, tt.received); got != tt.want {
				t.Errorf("StablefordPoints(par %d, %d strokes, %d received) = %d, want %d", tt.par, tt.strokes, tt.received, got, tt.want)
			}
		})
	}
}

// cardOf is a card with these strokes from hole 1 (0 = not played).
func cardOf(ph int, strokes ...int) Card {
	c := Card{PlayingHandicap: ph}
	for i, s := range strokes {
		c.Holes[i] = HoleScore{Strokes: s}
	}
	return c
}

// parsPlus is a full card of par plus d on every hole.
func parsPlus(ph, d int) Card {
	c := Card{PlayingHandicap: ph}
	for i := range c.Holes {
		c.Holes[i] = HoleScore{Strokes: testPars[i] + d}
	}
	return c
}

func TestScore(t *testing.T) {
	// A full round worked by hand on the test tee (par 72) off a Playing
	// Handicap of 14: a stroke on stroke index 1–14, so none on holes 3, 7,
	// 11 and 15 (SI 15, 17, 16, 18). Gross 42 + 41 = 83 (+11), net 69 (−3).
	// Points, hole by hole (2 + par + received − strokes):
	// out 2 3 2 2 2 3 1 2 2 = 19, in 3 1 3 2 3 2 2 2 2 = 20, total 39.
	round := cardOf(14, 5, 4, 3, 6, 5, 4, 4, 5, 6, 4, 4, 5, 5, 4, 3, 5, 5, 6)

	pickedUp := round
	pickedUp.Holes[4] = HoleScore{PickedUp: true}             // hole 5, par 4: was 5 strokes, 2 points
	pickedUp.Holes[9] = HoleScore{Strokes: 9, PickedUp: true} // strokes with a pick-up do not count

	tests := []struct {
		name string
		card Card
		want Totals
	}{
		{"nothing played", Card{PlayingHandicap: 10}, Totals{}},
		{"scratch, all pars", parsPlus(0, 0), Totals{Thru: 18, Gross: 72, Net: 72, Points: 36}},
		{"18 handicap, all pars", parsPlus(18, 0), Totals{Thru: 18, Gross: 72, Net: 54, NetToPar: -18, Points: 54}},
		// Worked by hand: +2 gives back on SI 17 and 18 (holes 7 and 15).
		{"plus 2, all pars", parsPlus(-2, 0), Totals{Thru: 18, Gross: 72, Net: 74, NetToPar: 2, Points: 34}},
		// 36 handicap, all triple bogeys: net bogey everywhere, 1 point a hole.
		{"36 handicap, all triple bogeys", parsPlus(36, 3), Totals{Thru: 18, Gross: 126, Net: 90, GrossToPar: 54, NetToPar: 18, Points: 18}},
		{"the worked round", round, Totals{Thru: 18, Gross: 83, Net: 69, GrossToPar: 11, NetToPar: -3, Points: 39}},
		// Thru 3: holes 1–3 (par 4, 4, 3; received 1, 1, 0): 5, 4, 3.
		{"three holes in", cardOf(14, 5, 4, 3), Totals{Thru: 3, Gross: 12, Net: 10, GrossToPar: 1, NetToPar: -1, Points: 7}},
		// Holes 5 (5 strokes, 1 received, 2 points) and 10 (4 strokes,
		// 1 received, 3 points) picked up: they count in Thru, not in the
		// strokes or the par; Stableford loses their points.
		{"two holes picked up", pickedUp, Totals{Thru: 18, Gross: 83 - 5 - 4, Net: 69 - 4 - 3, GrossToPar: 11 - 1, NetToPar: -3 + 1, Points: 39 - 2 - 3, NoReturn: true}},
		// A hole skipped: holes 1 and 3 played, 2 not.
		{"a gap", cardOf(0, 4, 0, 3), Totals{Thru: 2, Gross: 7, Net: 7, Points: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Score(tt.card, testTee()); got != tt.want {
				t.Errorf("Score() = %+v\nwant      %+v", got, tt.want)
			}
		})
	}
}

func TestFeatOf(t *testing.T) {
	tests := []struct {
		par, strokes int
		want         Feat
	}{
		{3, 1, HoleInOne},
		{4, 1, HoleInOne},
		{5, 2, Eagle}, // an albatross
		{5, 3, Eagle},
		{4, 2, Eagle},
		{4, 3, Birdie},
		{3, 2, Birdie},
		{4, 4, NoFeat},
		{4, 7, NoFeat},
		{4, 0, NoFeat},
	}
	for _, tt := range tests {
		if got := FeatOf(tt.par, tt.strokes); got != tt.want {
			t.Errorf("FeatOf(par %d, %d) = %q, want %q", tt.par, tt.strokes, got, tt.want)
		}
	}
}

func TestFormatAndStatus(t *testing.T) {
	if !StrokePlay.Valid() || !Stableford.Valid() || Format("matchplay").Valid() || Format("").Valid() {
		t.Error("Format.Valid is wrong")
	}
	if DefaultAllowance(StrokePlay) != 95 || DefaultAllowance(Stableford) != 95 {
		t.Error("Appendix C: 95% for individual stroke play and Stableford")
	}
	if !StatusPlaying.Valid() || !StatusDQ.Valid() || !StatusNR.Valid() || Status("WD").Valid() {
		t.Error("Status.Valid is wrong")
	}
}
