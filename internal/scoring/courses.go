package scoring

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Course is a course as the API sends it: its id, name and tees.
type Course struct {
	ID int64 `json:"id"`
	golf.Course
}

func courseView(c *model.Course) (Course, error) {
	gc, err := decodeCourse(c)
	if err != nil {
		return Course{}, err
	}
	return Course{ID: c.ID, Course: gc}, nil
}

// Courses lists the club's courses by name.
func (s *Service) Courses(ctx context.Context) ([]Course, error) {
	rows, err := s.store.ListCourses(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Course, 0, len(rows))
	for i := range rows {
		c, err := courseView(&rows[i])
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// normaliseCourse trims the names people typed, so that " White" and
// "White" are one tee.
func normaliseCourse(c golf.Course) golf.Course {
	c.Name = strings.TrimSpace(c.Name)
	tees := make([]golf.Tee, len(c.Tees))
	for i, t := range c.Tees {
		t.Name = strings.TrimSpace(t.Name)
		tees[i] = t
	}
	c.Tees = tees
	return c
}

func encodeTees(c golf.Course) (string, error) {
	tees := c.Tees
	if tees == nil {
		tees = []golf.Tee{}
	}
	b, err := json.Marshal(tees)
	if err != nil {
		return "", fmt.Errorf("encode tees: %w", err)
	}
	return string(b), nil
}

// CreateCourse validates in (golf.Course.Validate) and stores it.
func (s *Service) CreateCourse(ctx context.Context, in golf.Course) (Course, error) {
	in = normaliseCourse(in)
	if err := in.Validate(); err != nil {
		return Course{}, err
	}
	tees, err := encodeTees(in)
	if err != nil {
		return Course{}, err
	}
	now := s.stamp()
	c := &model.Course{Name: in.Name, Tees: tees, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateCourse(ctx, c); err != nil {
		return Course{}, err
	}
	return Course{ID: c.ID, Course: in}, nil
}

// UpdateCourse replaces course id with in. A tee that a scored event
// plays from cannot go (ErrTeeInUse).
func (s *Service) UpdateCourse(ctx context.Context, id int64, in golf.Course) (Course, error) {
	in = normaliseCourse(in)
	if err := in.Validate(); err != nil {
		return Course{}, err
	}
	tees, err := encodeTees(in)
	if err != nil {
		return Course{}, err
	}
	c := &model.Course{ID: id, Name: in.Name, Tees: tees, UpdatedAt: s.stamp()}
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		uses, err := store.CourseUses(ctx, tx, id)
		if err != nil {
			return err
		}
		for _, u := range uses {
			if _, ok := in.Tee(u.Tee); !ok {
				return ErrTeeInUse
			}
		}
		return store.UpdateCourse(ctx, tx, c)
	})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return Course{}, ErrCourseNotFound
	case errors.Is(err, ErrTeeInUse):
		return Course{}, ErrTeeInUse
	case err != nil:
		return Course{}, fmt.Errorf("update course %d: %w", id, err)
	}
	s.publish(ctx, bus.GolfSettingsChanged{})
	return Course{ID: id, Course: in}, nil
}

// DeleteCourse deletes course id unless an event is scored on it.
func (s *Service) DeleteCourse(ctx context.Context, id int64) error {
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		uses, err := store.CourseUses(ctx, tx, id)
		if err != nil {
			return err
		}
		if len(uses) > 0 {
			return ErrCourseInUse
		}
		return store.DeleteCourse(ctx, tx, id)
	})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return ErrCourseNotFound
	case errors.Is(err, ErrCourseInUse):
		return ErrCourseInUse
	case err != nil:
		return fmt.Errorf("delete course %d: %w", id, err)
	}
	return nil
}
