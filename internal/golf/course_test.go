package golf

import (
	"strings"
	"testing"

	"golfclub/internal/apperr"
)

// A par-72 tee laid out as Appendix E of the Rules of Handicapping
// recommends: odd stroke indexes on the front nine, even on the back.
var (
	testPars = [HoleCount]int{4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 4, 5}
	testSIs  = [HoleCount]int{7, 11, 15, 1, 5, 9, 17, 3, 13, 8, 16, 2, 10, 4, 18, 6, 14, 12}
)

func testTee() Tee {
	t := Tee{Name: "Blue", CourseRating: 72.0, Slope: 113}
	for i := range HoleCount {
		t.Holes = append(t.Holes, Hole{Par: testPars[i], StrokeIndex: testSIs[i]})
	}
	return t
}

// teeWith is the test tee with other ratings.
func teeWith(rating float64, slope int) Tee {
	t := testTee()
	t.CourseRating, t.Slope = rating, slope
	return t
}

func TestTeePar(t *testing.T) {
	if got := testTee().Par(); got != 72 {
		t.Fatalf("Par() = %d, want 72", got)
	}
}

func TestCourseValidate(t *testing.T) {
	valid := func() Course {
		red := teeWith(70.1, 121)
		red.Name = "Red"
		return Course{Name: "Home Course", Tees: []Tee{testTee(), red}}
	}
	tests := []struct {
		name   string
		change func(c *Course)
		want   map[string]string // field → code; nil means valid
	}{
		{"valid", func(c *Course) {}, nil},
		{"ratings at their bounds", func(c *Course) {
			c.Tees[0].CourseRating, c.Tees[0].Slope = 40.0, 55
			c.Tees[1].CourseRating, c.Tees[1].Slope = 90.0, 155
		}, nil},
		{"par 6 and par 3 holes", func(c *Course) { c.Tees[0].Holes[0].Par, c.Tees[0].Holes[1].Par = 6, 3 }, nil},
		{"blank name", func(c *Course) { c.Name = "  " }, map[string]string{"name": "required"}},
		{"long name", func(c *Course) { c.Name = strings.Repeat("x", 101) }, map[string]string{"name": "too_long"}},
		{"control character in name", func(c *Course) { c.Name = "Home\x00" }, map[string]string{"name": "invalid_characters"}},
		{"no tees", func(c *Course) { c.Tees = nil }, map[string]string{"tees": "required"}},
		{"too many tees", func(c *Course) {
			for i := 0; len(c.Tees) <= MaxTees; i++ {
				tee := testTee()
				tee.Name = "Extra " + string(rune('A'+i))
				c.Tees = append(c.Tees, tee)
			}
		}, map[string]string{"tees": "out_of_range"}},
		{"blank tee name", func(c *Course) { c.Tees[1].Name = "" }, map[string]string{"tees.1.name": "required"}},
		{"same tee name in another case", func(c *Course) { c.Tees[1].Name = " blue" }, map[string]string{"tees.1.name": "duplicate_tee"}},
		{"slope under 55", func(c *Course) { c.Tees[0].Slope = 54 }, map[string]string{"tees.0.slope": "out_of_range"}},
		{"slope over 155", func(c *Course) { c.Tees[1].Slope = 156 }, map[string]string{"tees.1.slope": "out_of_range"}},
		{"course rating two decimals", func(c *Course) { c.Tees[0].CourseRating = 72.35 }, map[string]string{"tees.0.courseRating": "out_of_range"}},
		{"course rating too low", func(c *Course) { c.Tees[0].CourseRating = 39.9 }, map[string]string{"tees.0.courseRating": "out_of_range"}},
		{"course rating too high", func(c *Course) { c.Tees[0].CourseRating = 90.1 }, map[string]string{"tees.0.courseRating": "out_of_range"}},
		{"17 holes", func(c *Course) { c.Tees[0].Holes = c.Tees[0].Holes[:17] }, map[string]string{"tees.0.holes": "out_of_range"}},
		{"19 holes", func(c *Course) { c.Tees[0].Holes = append(c.Tees[0].Holes, Hole{Par: 4, StrokeIndex: 1}) }, map[string]string{"tees.0.holes": "out_of_range"}},
		{"par 2", func(c *Course) { c.Tees[0].Holes[4].Par = 2 }, map[string]string{"tees.0.holes.4.par": "out_of_range"}},
		{"par 7", func(c *Course) { c.Tees[1].Holes[17].Par = 7 }, map[string]string{"tees.1.holes.17.par": "out_of_range"}},
		{"stroke index 0", func(c *Course) { c.Tees[0].Holes[3].StrokeIndex = 0 }, map[string]string{"tees.0.holes.3.strokeIndex": "out_of_range"}},
		{"stroke index 19", func(c *Course) { c.Tees[0].Holes[3].StrokeIndex = 19 }, map[string]string{"tees.0.holes.3.strokeIndex": "out_of_range"}},
		// Hole 5 takes hole 4's stroke index 1, so 5 is unused: the later
		// hole is the one marked.
		{"stroke index used twice", func(c *Course) { c.Tees[0].Holes[4].StrokeIndex = 1 }, map[string]string{"tees.0.holes.4.strokeIndex": "duplicate_stroke_index"}},
		{"every problem at once", func(c *Course) {
			c.Name = ""
			c.Tees[0].Slope = 200
			c.Tees[1].Name = "BLUE"
			c.Tees[1].Holes[0].Par = 9
			c.Tees[1].Holes[1].StrokeIndex = testSIs[0]
		}, map[string]string{
			"name":                       "required",
			"tees.0.slope":               "out_of_range",
			"tees.1.name":                "duplicate_tee",
			"tees.1.holes.0.par":         "out_of_range",
			"tees.1.holes.1.strokeIndex": "duplicate_stroke_index",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := valid()
			tt.change(&c)
			err := c.Validate()
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok {
				t.Fatalf("Validate() = %v, want an *apperr.Error", err)
			}
			if e.Kind != apperr.Invalid || e.Code != "invalid_course" || e.Message == "" {
				t.Errorf("error = kind %d code %q message %q, want a 400 invalid_course with a message", e.Kind, e.Code, e.Message)
			}
			got := map[string]string{}
			for f, fe := range e.Fields {
				got[f] = fe.Code
				if fe.Message == "" {
					t.Errorf("field %s has no message", f)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("fields = %v, want %v", got, tt.want)
			}
			for f, code := range tt.want {
				if got[f] != code {
					t.Errorf("field %s = %q, want %q (all: %v)", f, got[f], code, got)
				}
			}
		})
	}
}

func TestCourseTee(t *testing.T) {
	c := Course{Name: "Home", Tees: []Tee{testTee()}}
	if tee, ok := c.Tee("Blue"); !ok || tee.Slope != 113 {
		t.Errorf("Tee(Blue) = %v, %v", tee, ok)
	}
	if _, ok := c.Tee("Gold"); ok {
		t.Error("Tee(Gold) found a tee the course does not have")
	}
}

func TestCourseClean(t *testing.T) {
	tee := teeWith(72.30000000000001, 128)
	tee.Name = " White "
	c := Course{Name: "  Home Course ", Tees: []Tee{tee}}
	got := c.Clean()
	if got.Name != "Home Course" || got.Tees[0].Name != "White" || got.Tees[0].CourseRating != 72.3 {
		t.Errorf("Clean() = %q, %q, %v", got.Name, got.Tees[0].Name, got.Tees[0].CourseRating)
	}
	got.Tees[0].Holes[0].Par = 5
	if c.Tees[0].Holes[0].Par != testPars[0] {
		t.Error("Clean shares the holes of the original")
	}
	// A rating with a real second decimal is left for Validate to refuse.
	if r := (Course{Tees: []Tee{teeWith(72.35, 113)}}).Clean().Tees[0].CourseRating; r != 72.35 {
		t.Errorf("Clean rounded 72.35 to %v", r)
	}
}
