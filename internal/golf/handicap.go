package golf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"golfclub/internal/apperr"
)

// Index is a World Handicap System Handicap Index in tenths of a stroke.
// A plus handicap (better than scratch) is negative: +2.1 is -21, and 54.0,
// the highest Index the Rules of Handicapping allow, is 540.
type Index int

// The range of a Handicap Index: 54.0 down to +10.0.
const (
	MaxIndex Index = 540
	MinIndex Index = -100
)

// ParseIndex reads an Index as people write it: "12.4", "0", "54", and a
// plus handicap with its sign, "+2.1". At most one decimal. A leading minus
// is refused: on a card a plus handicap is written "+", and "-2.1" could be
// a slip of either sign.
func ParseIndex(s string) (Index, error) {
	s = strings.TrimSpace(s)
	plus := strings.HasPrefix(s, "+")
	digits := strings.TrimPrefix(s, "+")
	whole, frac, hasPoint := strings.Cut(digits, ".")
	if whole == "" || !allDigits(whole) || (hasPoint && (len(frac) != 1 || !allDigits(frac))) || len(whole) > 3 {
		return 0, apperr.Field("index", "invalid_handicap_index",
			"Handicap Index must be a number with at most one decimal, e.g. 12.4 or +2.1")
	}
	w, _ := strconv.Atoi(whole) // at most 3 digits, so it cannot fail
	tenths := w * 10
	if hasPoint {
		tenths += int(frac[0] - '0')
	}
	if plus {
		tenths = -tenths
	}
	return checkIndex(Index(tenths))
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// IndexFromFloat reads an Index sent as a JSON number, where a plus handicap
// is negative (-2.1 is +2.1). More than one decimal is refused rather than
// rounded: the Index is published with one, so a second is a mistake.
func IndexFromFloat(f float64) (Index, error) {
	tenths := f * 10
	if math.IsNaN(tenths) || math.IsInf(tenths, 0) || math.Abs(tenths-math.Round(tenths)) > 1e-6 {
		return 0, apperr.Field("index", "invalid_handicap_index",
			"Handicap Index must be a number with at most one decimal, e.g. 12.4 or -2.1 for +2.1")
	}
	if math.Abs(tenths) > 1e6 {
		return checkIndex(MaxIndex + 1)
	}
	return checkIndex(Index(math.Round(tenths)))
}

func checkIndex(i Index) (Index, error) {
	if i < MinIndex || i > MaxIndex {
		return 0, apperr.Field("index", "out_of_range", "Handicap Index must be between +10.0 and 54.0")
	}
	return i, nil
}

// Float is the Index as the API sends it: 12.4, or -2.1 for +2.1.
func (i Index) Float() float64 { return float64(i) / 10 }

// String is the Index as a card shows it: "12.4", "+2.1", "0.0".
func (i Index) String() string {
	if i < 0 {
		return fmt.Sprintf("+%d.%d", -i/10, -i%10)
	}
	return fmt.Sprintf("%d.%d", i/10, i%10)
}

// divRound divides num by den (den > 0) and rounds to the nearest whole
// number with .5 rounded upwards, towards the higher number, also for plus
// handicaps (Rules of Handicapping, Rule 6.1 note and Rule 6.2): -2.5 is -2.
func divRound(num, den int64) int {
	n, d := 2*num+den, 2*den
	q := n / d
	if n%d != 0 && n < 0 {
		q-- // Go truncates towards zero; this is the floor
	}
	return int(q)
}

// courseHandicapNum is the Course Handicap as a fraction over 1130:
// Index × Slope ÷ 113 + (Course Rating − Par) with the Index and the Course
// Rating in tenths.
func courseHandicapNum(i Index, t Tee) int64 {
	return int64(i)*int64(t.Slope) + (t.ratingTenths()-10*int64(t.Par()))*113
}

// CourseHandicap is the strokes a player receives from tee t before any
// allowance (Rules of Handicapping, Rule 6.1a):
// Index × Slope Rating ÷ 113 + (Course Rating − Par), rounded to the
// nearest whole number, .5 upwards. Negative for a plus Course Handicap.
func CourseHandicap(i Index, t Tee) int {
	return divRound(courseHandicapNum(i, t), 1130)
}

// PlayingHandicap applies the format's allowance (per cent) to a whole
// Course Handicap, rounded as Rule 6.2 rounds. Use PlayingHandicapFor when
// the Index is known: it rounds once, as the Rules recommend.
func PlayingHandicap(courseHandicap, allowancePercent int) int {
	return divRound(int64(courseHandicap)*int64(allowancePercent), 100)
}

// PlayingHandicapFor is the Playing Handicap from the Index: the allowance
// is applied to the unrounded Course Handicap and the result rounded once
// (Rules of Handicapping, Rule 6.1 note: "the full calculated value is
// retained and rounding occurs only after the Playing Handicap
// calculation"). It can differ by one from
// PlayingHandicap(CourseHandicap(i, t), allowance).
func PlayingHandicapFor(i Index, t Tee, allowancePercent int) int {
	return divRound(courseHandicapNum(i, t)*int64(allowancePercent), 1130*100)
}

// StrokesReceived is the handicap strokes a player with this Playing
// Handicap receives on the hole with this stroke index (Rules of
// Handicapping, Appendix E): one on each hole up to the handicap, and
// beyond 18 the order starts again at stroke index 1 (a handicap of 20
// receives two on stroke index 1 and 2 and one elsewhere). A plus handicap
// gives strokes back, from the hole with the highest stroke index down (a
// +2 gives one back on stroke index 18 and 17): the answer is negative.
func StrokesReceived(playingHandicap, strokeIndex int) int {
	if playingHandicap >= 0 {
		n := playingHandicap / HoleCount
		if strokeIndex <= playingHandicap%HoleCount {
			n++
		}
		return n
	}
	give := -playingHandicap
	n := give / HoleCount
	if strokeIndex > HoleCount-give%HoleCount {
		n++
	}
	return -n
}

// Received is the strokes received on each hole of tee t, hole 1 first.
func Received(playingHandicap int, t Tee) []int {
	out := make([]int, HoleCount)
	for i := range out {
		out[i] = StrokesReceived(playingHandicap, t.hole(i).StrokeIndex)
	}
	return out
}
