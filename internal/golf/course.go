package golf

import (
	"fmt"
	"math"
	"strings"

	"golfclub/internal/apperr"
)

// Hole is one hole of a tee: its par and its stroke index (1 is the hole at
// which the first handicap stroke is received, 18 the last).
type Hole struct {
	Par         int `json:"par"`
	StrokeIndex int `json:"strokeIndex"`
}

// Tee is one set of tees of a course with its ratings. Course Rating is the
// expected score of a scratch player, one decimal; Slope Rating measures how
// much harder the tees are for a bogey player (113 is standard).
type Tee struct {
	Name         string  `json:"name"`
	CourseRating float64 `json:"courseRating"`
	Slope        int     `json:"slope"`
	Holes        []Hole  `json:"holes"` // HoleCount of them, hole 1 first
}

// Par is the par of the tee's holes together.
func (t Tee) Par() int {
	par := 0
	for _, h := range t.Holes {
		par += h.Par
	}
	return par
}

// ratingTenths is the Course Rating in tenths of a stroke, so that the
// handicap formulas stay in integers.
func (t Tee) ratingTenths() int64 {
	return int64(math.Round(t.CourseRating * 10))
}

// hole is the tee's hole i (0-based), or a zero Hole past the end, so that
// a tee that never passed Validate cannot make scoring panic.
func (t Tee) hole(i int) Hole {
	if i < 0 || i >= len(t.Holes) {
		return Hole{}
	}
	return t.Holes[i]
}

// Course is a course the club plays, with its tees.
type Course struct {
	Name string `json:"name"`
	Tees []Tee  `json:"tees"`
}

// Tee finds a tee by name.
func (c Course) Tee(name string) (Tee, bool) {
	for _, t := range c.Tees {
		if t.Name == name {
			return t, true
		}
	}
	return Tee{}, false
}

// The limits a course must keep. Slope Ratings run from 55 to 155 (Rules of
// Handicapping, definition of Slope Rating); the Course Rating bounds only
// refuse typing mistakes (no 18-hole course is rated outside them).
const (
	MinPar          = 3
	MaxPar          = 6
	MinSlope        = 55
	MaxSlope        = 155
	MinCourseRating = 40.0
	MaxCourseRating = 90.0
	MaxTees         = 12
	maxCourseName   = 100
	maxTeeName      = 40
)

// Clean is the course as it is stored: names trimmed, Course Ratings
// rounded to their one decimal (a form's 72.30000000000001 is 72.3).
// Validate judges the same values, so clean before or after as suits.
func (c Course) Clean() Course {
	out := Course{Name: strings.TrimSpace(c.Name), Tees: make([]Tee, len(c.Tees))}
	for i, t := range c.Tees {
		t.Name = strings.TrimSpace(t.Name)
		if r := math.Round(t.CourseRating*10) / 10; !math.IsNaN(r) && math.Abs(r-t.CourseRating) < 1e-6 {
			t.CourseRating = r
		}
		t.Holes = append([]Hole(nil), t.Holes...)
		out.Tees[i] = t
	}
	return out
}

// Validate checks a course before it is stored. A problem is a 400 with the
// code invalid_course; Fields names each offending input ("name",
// "tees.0.holes.4.strokeIndex") with its own code and message, so the
// admin form can mark every one at once.
func (c Course) Validate() error {
	var v apperr.Validation
	name := strings.TrimSpace(c.Name)
	if name == "" {
		v.Add("name", "required", "Course name is required")
	} else {
		v.Text("name", "Course name", name, maxCourseName, false)
	}
	switch {
	case len(c.Tees) == 0:
		v.Add("tees", "required", "A course needs at least one tee")
	case len(c.Tees) > MaxTees:
		v.Add("tees", "out_of_range", fmt.Sprintf("A course has at most %d tees", MaxTees))
	}
	seen := map[string]int{}
	for i, t := range c.Tees {
		if i >= MaxTees {
			break
		}
		validateTee(&v, i, t, seen)
	}
	err := v.Err()
	if err == nil {
		return nil
	}
	// The top-level code names the whole input (a client may switch on it);
	// the message is the first field's, for clients that show only that.
	e, _ := apperr.As(err)
	return &apperr.Error{Kind: apperr.Invalid, Code: "invalid_course", Message: e.Message, Fields: e.Fields}
}

// validateTee checks tee i; seen maps the tee names met so far (folded to
// lower case, as people read "White" and "white" as one tee) to their index.
func validateTee(v *apperr.Validation, i int, t Tee, seen map[string]int) {
	p := fmt.Sprintf("tees.%d.", i)
	name := strings.TrimSpace(t.Name)
	key := strings.ToLower(name)
	switch first, dup := seen[key]; {
	case name == "":
		v.Add(p+"name", "required", "Tee name is required")
	case dup:
		v.Add(p+"name", "duplicate_tee", fmt.Sprintf("Tee %q is already the name of tee %d", name, first+1))
	default:
		seen[key] = i
		v.Text(p+"name", "Tee name", name, maxTeeName, false)
	}

	tenths := t.CourseRating * 10
	if math.IsNaN(tenths) || tenths < MinCourseRating*10 || tenths > MaxCourseRating*10 ||
		math.Abs(tenths-math.Round(tenths)) > 1e-6 {
		v.Add(p+"courseRating", "out_of_range",
			fmt.Sprintf("Course rating must be between %.1f and %.1f, with at most one decimal", MinCourseRating, MaxCourseRating))
	}
	if t.Slope < MinSlope || t.Slope > MaxSlope {
		v.Add(p+"slope", "out_of_range", fmt.Sprintf("Slope rating must be between %d and %d", MinSlope, MaxSlope))
	}
	if len(t.Holes) != HoleCount {
		v.Add(p+"holes", "out_of_range", fmt.Sprintf("A tee has %d holes, not %d", HoleCount, len(t.Holes)))
		return
	}
	usedOn := map[int]int{} // stroke index → the hole (0-based) that has it
	for h, hole := range t.Holes {
		hp := fmt.Sprintf("%sholes.%d.", p, h)
		if hole.Par < MinPar || hole.Par > MaxPar {
			v.Add(hp+"par", "out_of_range", fmt.Sprintf("Hole %d: par must be between %d and %d", h+1, MinPar, MaxPar))
		}
		si := hole.StrokeIndex
		if si < 1 || si > HoleCount {
			v.Add(hp+"strokeIndex", "out_of_range", fmt.Sprintf("Hole %d: stroke index must be between 1 and %d", h+1, HoleCount))
			continue
		}
		if first, dup := usedOn[si]; dup {
			v.Add(hp+"strokeIndex", "duplicate_stroke_index",
				fmt.Sprintf("Hole %d: stroke index %d is already used on hole %d", h+1, si, first+1))
			continue
		}
		usedOn[si] = h
	}
}
