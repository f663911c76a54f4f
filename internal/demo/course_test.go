package demo

import "testing"

// The demo course is what the admin would have to type: it passes the
// admin's validation and is a par-72 course.
func TestHomeCourseIsValid(t *testing.T) {
	c := HomeCourse()
	if err := c.Validate(); err != nil {
		t.Fatalf("home course: %v", err)
	}
	for _, tee := range c.Tees {
		if tee.Par() != 72 {
			t.Errorf("tee %s: par %d, want 72", tee.Name, tee.Par())
		}
	}
}
