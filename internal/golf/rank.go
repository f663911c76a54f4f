package golf

import (
	"cmp"
	"slices"
	"strconv"
)

// Entry is one card of the field, under the caller's id (a registration).
type Entry struct {
	ID   int64
	Card Card
}

// Standing is an entry's place in the field.
type Standing struct {
	ID       int64
	Position int  // 1-based; 0 for a card with no place (DQ, NR, not started)
	Tied     bool // another entry has the same Position
	// Label is what the leaderboard shows: "1", "T3", or for a card with no
	// place "DQ", "NR", or "" for a player who has not started (live only).
	Label  string
	Totals Totals
	// CountbackHoles is, in a final order, the last holes (9, 6, 3 or 1)
	// on which countback placed this entry ahead of the next entry with the
	// same score ("better last 9"); 0 when countback placed it ahead of
	// no one.
	CountbackHoles int
}

// countbackHoles are the spans of the R&A's matching of scorecards: the
// last 9 holes (10–18, also with a shotgun start), then the last 6, 3, 1.
var countbackHoles = [4]int{9, 6, 3, 1}

// The groups of a ranking, in the order they are listed: the placed field,
// then the cards with no place (a player not started yet, the no returns,
// the disqualified).
const (
	placed = iota
	notStarted
	noReturn
	disqualified
)

type rankRow struct {
	Standing
	group     int
	score     int    // lower is better: net to par, or minus the points
	countback [4]int // lower is better, in 18ths of a stroke or minus points
	order     int    // gross to par in stroke play: which of a tie is listed first
}

// Rank orders the field by the format: stroke play by net to par, Stableford
// by points. Live (countback false), equal scores share a position, shown
// "T3". Final (countback true), ties are broken by matching scorecards over
// the last 9, 6, 3 and 1 holes (R&A Committee Procedures 5A(6)): in stroke
// play on net scores less ½, ⅓, ⅙ and 1/18 of the Playing Handicap, in
// Stableford on points; a tie that survives stays tied.
//
// A DQ or NR card, and in stroke play a card with a hole picked up, gets no
// position and is listed after the field. Live, a player who has not
// started gets no position either (label ""); final, such a card, and in
// stroke play any card short of 18 holes, is NR. Ties list in a fixed order
// (gross to par in stroke play, then ID), so equal input gives equal output.
// A format other than Stableford ranks as stroke play.
func Rank(entries []Entry, t Tee, f Format, countback bool) []Standing {
	rows := make([]rankRow, len(entries))
	for i, e := range entries {
		r := rankRow{Standing: Standing{ID: e.ID, Totals: Score(e.Card, t)}}
		tot := r.Totals
		switch {
		case e.Card.Status == StatusDQ:
			r.group, r.Label = disqualified, string(StatusDQ)
		case e.Card.Status == StatusNR,
			f != Stableford && tot.NoReturn,
			countback && tot.Thru == 0,
			countback && f != Stableford && tot.Thru < HoleCount:
			r.group, r.Label = noReturn, string(StatusNR)
		case tot.Thru == 0:
			r.group = notStarted
		}
		if f == Stableford {
			r.score = -tot.Points
		} else {
			r.score, r.order = tot.NetToPar, tot.GrossToPar
		}
		if countback {
			r.countback = countbackKey(e.Card, t, f)
		}
		rows[i] = r
	}

	// Sorting pointers moves 8 bytes a swap instead of a whole row.
	sorted := make([]*rankRow, len(rows))
	for i := range rows {
		sorted[i] = &rows[i]
	}
	slices.SortFunc(sorted, compareRows)

	// Positions: equal score (and, final, equal countback) share the place;
	// the next place skips the shared ones (1, T2, T2, 4).
	n := 0
	for n < len(sorted) && sorted[n].group == placed {
		if n > 0 && sorted[n].score == sorted[n-1].score && sorted[n].countback == sorted[n-1].countback {
			sorted[n].Position = sorted[n-1].Position
		} else {
			sorted[n].Position = n + 1
		}
		n++
	}
	for i := range n {
		r := sorted[i]
		r.Tied = (i > 0 && sorted[i-1].Position == r.Position) || (i+1 < n && sorted[i+1].Position == r.Position)
		r.Label = strconv.Itoa(r.Position)
		if r.Tied {
			r.Label = "T" + r.Label
		}
	}
	// Each entry that countback placed ahead of the next one with its score
	// learns on which span; the entries of its shared place too.
	for i := 0; i+1 < n; i++ {
		a, b := sorted[i], sorted[i+1]
		if a.score != b.score || a.Position == b.Position {
			continue
		}
		holes := 0
		for k := range a.countback {
			if a.countback[k] != b.countback[k] {
				holes = countbackHoles[k]
				break
			}
		}
		for j := i; j >= 0 && sorted[j].Position == a.Position; j-- {
			sorted[j].CountbackHoles = holes
		}
	}

	out := make([]Standing, len(sorted))
	for i, r := range sorted {
		out[i] = r.Standing
	}
	return out
}

// compareRows orders two rows: by group, then (placed) by score,
// countback, the tie's listing order and ID; unplaced rows by ID.
func compareRows(a, b *rankRow) int {
	if a.group != b.group {
		return cmp.Compare(a.group, b.group)
	}
	if a.group == placed {
		if a.score != b.score {
			return cmp.Compare(a.score, b.score)
		}
		if a.countback != b.countback {
			return slices.Compare(a.countback[:], b.countback[:])
		}
		if a.order != b.order {
			return cmp.Compare(a.order, b.order)
		}
	}
	return cmp.Compare(a.ID, b.ID)
}

// countbackKey is the card's score on the last 9, 6, 3 and 1 holes, lower
// is better. Stroke play compares net strokes with the handicap fractions
// exact: 18 × gross − span × Playing Handicap is 18 times the gross less
// 9/18, 6/18, 3/18, 1/18 (½, ⅓, ⅙, 1/18) of the handicap. Stableford compares points.
func countbackKey(c Card, t Tee, f Format) [4]int {
	var key [4]int
	for k, span := range countbackHoles {
		sum := 0
		for i := HoleCount - span; i < HoleCount; i++ {
			h := c.Holes[i]
			if h.PickedUp || h.Strokes < 1 {
				continue
			}
			if f == Stableford {
				hole := t.hole(i)
				sum += StablefordPoints(hole.Par, h.Strokes, StrokesReceived(c.PlayingHandicap, hole.StrokeIndex))
			} else {
				sum += h.Strokes
			}
		}
		if f == Stableford {
			key[k] = -sum
		} else {
			key[k] = HoleCount*sum - span*c.PlayingHandicap
		}
	}
	return key
}
