package golf

// Format is how an event's round is scored.
type Format string

// The formats: stroke play (gross and net strokes) and Stableford (points
// per hole against the net score).
const (
	StrokePlay Format = "stroke"
	Stableford Format = "stableford"
)

// Valid reports whether f is one of the formats.
func (f Format) Valid() bool { return f == StrokePlay || f == Stableford }

// DefaultAllowance is the per cent of the Course Handicap played in format
// f: 95 for individual stroke play and individual Stableford (Rules of
// Handicapping, Appendix C). The admin may change it per event.
func DefaultAllowance(f Format) int {
	switch f {
	case StrokePlay, Stableford:
		return 95
	}
	return 100
}

// HoleScore is a player's score on one hole. Strokes 0 and not PickedUp is
// a hole not played yet; PickedUp is a hole the player did not hole out
// (no score returned for it), whatever Strokes says.
type HoleScore struct {
	Strokes  int
	PickedUp bool
}

func (h HoleScore) played() bool { return h.PickedUp || h.Strokes > 0 }

// Status is what the admin decided about a card: still counting, or
// disqualified, or no return.
type Status string

// The statuses a card can have.
const (
	StatusPlaying Status = ""
	StatusDQ      Status = "DQ"
	StatusNR      Status = "NR"
)

// Valid reports whether s is one of the statuses.
func (s Status) Valid() bool { return s == StatusPlaying || s == StatusDQ || s == StatusNR }

// Card is one player's round: a score per hole, hole 1 first, and the
// Playing Handicap the round is played off.
type Card struct {
	Holes           [HoleCount]HoleScore
	PlayingHandicap int
	Status          Status
}

// StablefordPoints is the points for a hole (Rules of Golf, Rule 21.1b):
// 2 for the fixed score (par plus the strokes received), one more for each
// stroke under it, one fewer for one over, and 0 for two over (net double
// bogey) or worse. A picked-up hole scores 0; the caller passes no strokes
// for it, and strokes < 1 (no score) is 0 here too.
func StablefordPoints(par, strokes, received int) int {
	if strokes < 1 {
		return 0
	}
	return max(0, 2+par+received-strokes)
}

// Totals sums a card over the holes played so far.
type Totals struct {
	Thru                 int // holes with a score or picked up
	Gross, Net           int // strokes over the holes with a score; Net = Gross − strokes received on them
	GrossToPar, NetToPar int // against the par of the holes with a score
	Points               int // Stableford points; a picked-up hole adds 0
	// NoReturn is set when a hole was picked up: in stroke play the round
	// then has no score (NR); in Stableford the hole scores 0 and play goes on.
	NoReturn bool
}

// Score totals card c on tee t. A picked-up hole counts towards Thru but
// adds no strokes and no par, so "to par" always compares like with like.
func Score(c Card, t Tee) Totals {
	var tot Totals
	for i, h := range c.Holes {
		if !h.played() {
			continue
		}
		tot.Thru++
		if h.PickedUp {
			tot.NoReturn = true
			continue
		}
		hole := t.hole(i)
		received := StrokesReceived(c.PlayingHandicap, hole.StrokeIndex)
		tot.Gross += h.Strokes
		tot.Net += h.Strokes - received
		tot.GrossToPar += h.Strokes - hole.Par
		tot.NetToPar += h.Strokes - received - hole.Par
		tot.Points += StablefordPoints(hole.Par, h.Strokes, received)
	}
	return tot
}

// Feat is a hole score worth celebrating.
type Feat string

// The feats, best first. An albatross is an eagle here: the club celebrates
// both the same way.
const (
	HoleInOne Feat = "hole_in_one"
	Eagle     Feat = "eagle"
	Birdie    Feat = "birdie"
	NoFeat    Feat = ""
)

// FeatOf names the gross score's feat on a hole of this par: a hole in one
// (on any par), an eagle (two or more under par), a birdie, or none.
func FeatOf(par, strokes int) Feat {
	switch {
	case strokes < 1:
		return NoFeat
	case strokes == 1:
		return HoleInOne
	case strokes <= par-2:
		return Eagle
	case strokes == par-1:
		return Birdie
	}
	return NoFeat
}
