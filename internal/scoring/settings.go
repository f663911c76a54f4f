package scoring

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// The allowance an admin may set, per cent of the Course Handicap.
const (
	minAllowance = 1
	maxAllowance = 100
)

// SettingsInput is what the admin sets for an event's scoring. Allowance
// 0 takes the format's default.
type SettingsInput struct {
	CourseID          int64  `json:"courseId"`
	Tee               string `json:"tee"`
	Format            string `json:"format"`
	Allowance         int    `json:"allowance"`
	LeaderboardPublic bool   `json:"leaderboardPublic"`
	CelebrateFollowed bool   `json:"celebrateFollowed"`
	OrderOfMerit      bool   `json:"orderOfMerit"`
}

// Settings is event eventID's golf settings; ErrNotScored when it is not
// scored.
func (s *Service) Settings(ctx context.Context, eventID int64) (*model.GolfSettings, error) {
	settings, err := s.store.GolfSettingsFor(ctx, []int64{eventID})
	if err != nil {
		return nil, err
	}
	g, ok := settings[eventID]
	if !ok {
		return nil, ErrNotScored
	}
	return g, nil
}

// SetSettings turns scoring on for event eventID, or changes it: the
// course and its tee, the format and its allowance, who sees the
// leaderboard, the celebrations, and whether it counts for the Order of
// Merit. A finalised event stays finalised.
func (s *Service) SetSettings(ctx context.Context, eventID int64, in SettingsInput) (*model.GolfSettings, error) {
	in.Tee = strings.TrimSpace(in.Tee)
	var v apperr.Validation
	f := golf.Format(in.Format)
	if !f.Valid() {
		v.Add("format", "invalid_format", `Format must be "stroke" or "stableford"`)
	}
	if in.Allowance == 0 && f.Valid() {
		in.Allowance = golf.DefaultAllowance(f)
	}
	if in.Allowance < minAllowance || in.Allowance > maxAllowance {
		v.Add("allowance", "invalid_allowance", fmt.Sprintf("Allowance must be a whole per cent from %d to %d", minAllowance, maxAllowance))
	}
	if in.CourseID <= 0 {
		v.Add("courseId", "required", "Choose a course")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	c, err := s.store.GetCourse(ctx, in.CourseID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, apperr.Field("courseId", "unknown_course", "That course does not exist")
	}
	if err != nil {
		return nil, fmt.Errorf("course %d: %w", in.CourseID, err)
	}
	course, err := decodeCourse(c)
	if err != nil {
		return nil, err
	}
	if _, ok := course.Tee(in.Tee); !ok {
		return nil, apperr.Field("tee", "unknown_tee", "That course has no such tee")
	}
	if _, err := s.store.GetEvent(ctx, eventID); errors.Is(err, store.ErrNotFound) {
		return nil, ErrEventNotFound
	} else if err != nil {
		return nil, fmt.Errorf("get event %d: %w", eventID, err)
	}
	g := &model.EventGolf{EventID: eventID, CourseID: in.CourseID, Tee: in.Tee, Format: in.Format, Allowance: in.Allowance,
		LeaderboardPublic: in.LeaderboardPublic, CelebrateFollowed: in.CelebrateFollowed, OrderOfMerit: in.OrderOfMerit,
		UpdatedAt: s.stamp()}
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return store.SaveEventGolf(ctx, tx, g)
	})
	if err != nil {
		return nil, fmt.Errorf("set golf settings of event %d: %w", eventID, err)
	}
	s.publish(ctx, bus.GolfSettingsChanged{EventID: eventID},
		bus.ScorecardChanged{EventID: eventID, LeaderboardPublic: in.LeaderboardPublic})
	return s.Settings(ctx, eventID)
}

// DeleteSettings turns scoring off for event eventID; refused once scores
// were entered (ErrScoresExist), whose cards would be lost.
func (s *Service) DeleteSettings(ctx context.Context, eventID int64) error {
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if _, err := store.GetEventGolf(ctx, tx, eventID, true); err != nil {
			return err
		}
		has, err := store.EventHasScores(ctx, tx, eventID)
		if err != nil {
			return err
		}
		if has {
			return ErrScoresExist
		}
		return store.DeleteEventGolf(ctx, tx, eventID)
	})
	switch {
	case errors.Is(err, store.ErrNotFound):
		return ErrNotScored
	case errors.Is(err, ErrScoresExist):
		return ErrScoresExist
	case err != nil:
		return fmt.Errorf("turn scoring off for event %d: %w", eventID, err)
	}
	s.publish(ctx, bus.GolfSettingsChanged{EventID: eventID}, bus.ScorecardChanged{EventID: eventID})
	return nil
}
