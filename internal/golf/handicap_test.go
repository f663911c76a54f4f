package golf

import (
	"math"
	"testing"

	"golfclub/internal/apperr"
)

func TestParseIndex(t *testing.T) {
	tests := []struct {
		in   string
		want Index
		code string // "" when valid
	}{
		{"12.4", 124, ""},
		{"0", 0, ""},
		{"0.0", 0, ""},
		{"+0", 0, ""},
		{"54", 540, ""},
		{"54.0", 540, ""},
		{"+2.1", -21, ""},
		{"+10.0", -100, ""},
		{"+0.5", -5, ""},
		{" 7 ", 70, ""},
		{"012.4", 124, ""},
		{"54.1", 0, "out_of_range"},
		{"+10.1", 0, "out_of_range"},
		{"999", 0, "out_of_range"},
		{"12.45", 0, "invalid_handicap_index"},
		{"-2.1", 0, "invalid_handicap_index"},
		{"", 0, "invalid_handicap_index"},
		{"+", 0, "invalid_handicap_index"},
		{"12.", 0, "invalid_handicap_index"},
		{".5", 0, "invalid_handicap_index"},
		{"1e1", 0, "invalid_handicap_index"},
		{"12,4", 0, "invalid_handicap_index"},
		{"++2", 0, "invalid_handicap_index"},
		{"0012.4", 0, "invalid_handicap_index"},
		{"１２", 0, "invalid_handicap_index"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseIndex(tt.in)
			checkIndexResult(t, got, err, tt.want, tt.code)
		})
	}
}

func TestIndexFromFloat(t *testing.T) {
	tests := []struct {
		name string
		in   float64
		want Index
		code string
	}{
		{"12.4", 12.4, 124, ""},
		{"plus 2.1", -2.1, -21, ""},
		{"scratch", 0, 0, ""},
		{"54", 54, 540, ""},
		{"plus 10", -10, -100, ""},
		{"float noise", 0.1 + 0.2, 3, ""},
		{"two decimals", 12.45, 0, "invalid_handicap_index"},
		{"NaN", math.NaN(), 0, "invalid_handicap_index"},
		{"infinity", math.Inf(-1), 0, "invalid_handicap_index"},
		{"54.1", 54.1, 0, "out_of_range"},
		{"plus 10.1", -10.1, 0, "out_of_range"},
		{"huge", 1e300, 0, "out_of_range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := IndexFromFloat(tt.in)
			checkIndexResult(t, got, err, tt.want, tt.code)
		})
	}
}

func checkIndexResult(t *testing.T, got Index, err error, want Index, code string) {
	t.Helper()
	if code == "" {
		if err != nil || got != want {
			t.Fatalf("= %d, %v; want %d", got, err, want)
		}
		return
	}
	e, ok := apperr.As(err)
	if !ok || e.Code != code || e.Kind != apperr.Invalid || e.Fields["index"].Code != code {
		t.Fatalf("error = %v, want a 400 %s naming index", err, code)
	}
}

func TestIndexString(t *testing.T) {
	for _, tt := range []struct {
		in   Index
		want string
	}{{124, "12.4"}, {-21, "+2.1"}, {0, "0.0"}, {5, "0.5"}, {-5, "+0.5"}, {540, "54.0"}, {-100, "+10.0"}} {
		if got := tt.in.String(); got != tt.want {
			t.Errorf("Index(%d).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Every Index the Rules allow survives both its written and its JSON form.
func TestIndexRoundTrip(t *testing.T) {
	for i := MinIndex; i <= MaxIndex; i++ {
		if got, err := ParseIndex(i.String()); err != nil || got != i {
			t.Fatalf("ParseIndex(%q) = %d, %v; want %d", i.String(), got, err, i)
		}
		if got, err := IndexFromFloat(i.Float()); err != nil || got != i {
			t.Fatalf("IndexFromFloat(%v) = %d, %v; want %d", i.Float(), got, err, i)
		}
	}
}

// Course Handicap = Index × Slope Rating ÷ 113 + (Course Rating − Par),
// rounded to the nearest whole number with .5 upwards (Rules of
// Handicapping, Rule 6.1a and its note). The test tee's par is 72.
func TestCourseHandicap(t *testing.T) {
	tests := []struct {
		name   string
		index  Index
		rating float64
		slope  int
		want   int
	}{
		// USGA Handicap System manual, section 3-2: "a Handicap Index of
		// 16.2 would convert to a Course Handicap of 20 at a course with a
		// Slope Rating of 140" (that formula had no CR − Par term, so
		// rating = par here): 16.2 × 140 / 113 = 20.07.
		{"USGA manual 3-2: 16.2 at slope 140", 162, 72.0, 140, 20},
		// Dean Knuth, Golf Digest, September 2011, p. 42 ("Figure it out"):
		// 15.2 × 127 / 113 = 17.083, "his course handicap is 17".
		{"Golf Digest 2011: 15.2 at slope 127", 152, 72.0, 127, 17},
		// Miami Valley Golf Association, "Handicap Allocation Formula",
		// example 1: 27.7 × 129 / 113 = 31.622, − 0.9 (71.1 − 72) = 30.722.
		{"Miami Valley example 1: 27.7, 129, 71.1", 277, 71.1, 129, 31},
		// The same page, example 2: 7.9 × 129 / 113 − 0.9 = 8.118.
		{"Miami Valley example 2: 7.9, 129, 71.1", 79, 71.1, 129, 8},
		// Worked by hand from Rule 6.1a: a plus Index gives a plus Course
		// Handicap. −2.1 × 130 / 113 + 0.5 = −1.916 → −2, i.e. +2.
		{"plus 2.1 on a harder tee", -21, 72.5, 130, -2},
		// Worked by hand: exactly .5 rounds upwards (Rule 6.1 note).
		{"12.5 at standard slope rounds up", 125, 72.0, 113, 13},
		// Worked by hand: "upwards" is towards the higher number, so a
		// calculated −2.5 (+2.5) is −2 (+2) and −0.5 is scratch.
		{"plus 2.5 rounds up to plus 2", -25, 72.0, 113, -2},
		{"plus 0.5 rounds up to scratch", -5, 72.0, 113, 0},
		// Worked by hand: the highest Index on the hardest tee.
		// 54.0 × 155 / 113 + 5.5 = 79.57 → 80.
		{"54.0 at slope 155, rating 77.5", 540, 77.5, 155, 80},
		// Worked by hand: a scratch player on a tee rated under par.
		// 0 + (69.4 − 72) = −2.6 → −3.
		{"scratch on an easy tee", 0, 69.4, 118, -3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CourseHandicap(tt.index, teeWith(tt.rating, tt.slope)); got != tt.want {
				t.Errorf("CourseHandicap(%s, CR %.1f, slope %d) = %d, want %d", tt.index, tt.rating, tt.slope, got, tt.want)
			}
		})
	}
}

// Playing Handicap = Course Handicap × allowance, rounded with .5 upwards
// (Rules of Handicapping, Rule 6.2; allowances from Appendix C).
func TestPlayingHandicap(t *testing.T) {
	tests := []struct {
		name      string
		course    int
		allowance int
		want      int
	}{
		// Worked by hand from Rule 6.2 with Appendix C's 95% for individual
		// stroke play and Stableford: 18 × 0.95 = 17.1.
		{"18 at 95%", 18, 95, 17},
		{"10 at 95% is 9.5, rounded up", 10, 95, 10},
		{"15 at 95% is 14.25", 15, 95, 14},
		// Appendix C's 90% (four-ball match play): 15 × 0.9 = 13.5.
		{"15 at 90% is 13.5, rounded up", 15, 90, 14},
		{"full allowance", 23, 100, 23},
		{"scratch", 0, 95, 0},
		// Worked by hand: plus handicaps, .5 upwards towards the higher
		// number: −3 × 0.95 = −2.85 → −3; −10 × 0.95 = −9.5 → −9.
		{"plus 3 at 95%", -3, 95, -3},
		{"plus 10 at 95% is plus 9.5, rounded up", -10, 95, -9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PlayingHandicap(tt.course, tt.allowance); got != tt.want {
				t.Errorf("PlayingHandicap(%d, %d) = %d, want %d", tt.course, tt.allowance, got, tt.want)
			}
		})
	}
}

// PlayingHandicapFor rounds once, on the unrounded Course Handicap (Rules of
// Handicapping, Rule 6.1 note; USGA FAQ "Where does rounding occur within
// the Playing Handicap calculation?").
func TestPlayingHandicapFor(t *testing.T) {
	tests := []struct {
		name      string
		index     Index
		rating    float64
		slope     int
		allowance int
		want      int
	}{
		// Miami Valley Golf Association, "Handicap Allocation Formula",
		// example 1: 30.722 × 85% = 26.113 → 26.
		{"Miami Valley example 1", 277, 71.1, 129, 85, 26},
		// Example 2: 8.118 × 85% = 6.900 → 7.
		{"Miami Valley example 2", 79, 71.1, 129, 85, 7},
		// Worked by hand: 9.6 at standard slope. Rounded first, 10 × 95%
		// = 9.5 → 10; unrounded, 9.6 × 95% = 9.12 → 9. The Rules' way is 9.
		{"rounding once differs from rounding twice", 96, 72.0, 113, 95, 9},
		// Worked by hand: +4.0 at slope 125, rating 73.0:
		// −4.0 × 125 / 113 + 1 = −3.425; × 95% = −3.254 → −3.
		{"plus index", -40, 73.0, 125, 95, -3},
		{"100% equals the Course Handicap", 277, 71.1, 129, 100, 31},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PlayingHandicapFor(tt.index, teeWith(tt.rating, tt.slope), tt.allowance); got != tt.want {
				t.Errorf("PlayingHandicapFor = %d, want %d", got, tt.want)
			}
		})
	}
	if a, b := PlayingHandicap(CourseHandicap(96, testTee()), 95), PlayingHandicapFor(96, testTee(), 95); a != 10 || b != 9 {
		t.Errorf("twice rounded %d, once rounded %d; want 10 and 9", a, b)
	}
}

func TestStrokesReceived(t *testing.T) {
	tests := []struct {
		name     string
		playing  int
		received map[int]int // stroke index → strokes
	}{
		// USGA WHS FAQ "On which holes do players receive strokes": a
		// Playing Handicap of 14 receives one stroke on stroke index 1–14.
		{"14", 14, map[int]int{1: 1, 14: 1, 15: 0, 18: 0}},
		{"scratch", 0, map[int]int{1: 0, 18: 0}},
		{"18: one a hole", 18, map[int]int{1: 1, 18: 1}},
		// Rules of Handicapping, Appendix E: beyond 18 strokes "stroke index
		// 1 repeat[s] as stroke index 19, 37 and 55". So 20 gets two on
		// stroke index 1 and 2, one elsewhere.
		{"20", 20, map[int]int{1: 2, 2: 2, 3: 1, 18: 1}},
		{"36: two a hole", 36, map[int]int{1: 2, 18: 2}},
		{"40", 40, map[int]int{1: 3, 4: 3, 5: 2, 18: 2}},
		{"56", 56, map[int]int{1: 4, 2: 4, 3: 3, 18: 3}},
		// The same FAQ and Appendix E: a plus handicap gives strokes back
		// "starting with the 18th ranked stroke index hole". +2 gives one
		// back on stroke index 18 and 17.
		{"plus 2", -2, map[int]int{18: -1, 17: -1, 16: 0, 1: 0}},
		// Worked by hand by extending Appendix E's repetition downwards.
		{"plus 18", -18, map[int]int{1: -1, 18: -1}},
		{"plus 19", -19, map[int]int{18: -2, 17: -1, 1: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for si, want := range tt.received {
				if got := StrokesReceived(tt.playing, si); got != want {
					t.Errorf("StrokesReceived(%d, SI %d) = %d, want %d", tt.playing, si, got, want)
				}
			}
		})
	}
}

// Over the 18 holes a player receives (or gives back) exactly the Playing
// Handicap, and a harder hole never gets fewer strokes than an easier one.
func TestStrokesReceivedSum(t *testing.T) {
	for ph := -40; ph <= 80; ph++ {
		sum, prev := 0, math.MaxInt
		for si := 1; si <= HoleCount; si++ {
			r := StrokesReceived(ph, si)
			if r > prev {
				t.Fatalf("handicap %d: SI %d gets %d, more than SI %d's %d", ph, si, r, si-1, prev)
			}
			sum, prev = sum+r, r
		}
		if sum != ph {
			t.Fatalf("handicap %d: strokes received add up to %d", ph, sum)
		}
		byHole := Received(ph, testTee())
		total := 0
		for i, r := range byHole {
			if r != StrokesReceived(ph, testSIs[i]) {
				t.Fatalf("Received(%d)[%d] = %d", ph, i, r)
			}
			total += r
		}
		if total != ph {
			t.Fatalf("Received(%d) adds up to %d", ph, total)
		}
	}
}
