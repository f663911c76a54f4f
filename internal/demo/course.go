package demo

import "golfclub/internal/golf"

// HomeCourse is the demo club's home course: a par-72 parkland layout
// (36 out, 36 in) with the odd stroke indexes on the front nine and the
// even ones on the back, as most Malaysian cards have them, and two tees
// rated as a course of its length would be.
func HomeCourse() golf.Course {
	pars := []int{4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4}
	indexes := []int{7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 12, 2, 6, 18, 10, 14, 4}
	holes := make([]golf.Hole, len(pars))
	for i := range pars {
		holes[i] = golf.Hole{Par: pars[i], StrokeIndex: indexes[i]}
	}
	return golf.Course{
		Name: "Bukit Hijau Golf & Country Club",
		Tees: []golf.Tee{
			{Name: "Blue", CourseRating: 72.4, Slope: 131, Holes: holes},
			{Name: "White", CourseRating: 70.1, Slope: 125, Holes: holes},
		},
	}
}
