// Package scoring is the service of the round of golf: courses, handicaps,
// an event's scoring settings, the scorecards of a flight, score entry,
// card confirmation and the live leaderboard. The rules of golf themselves
// (handicaps, points, ranking) are package golf's; this package reads the
// store, checks who may do what, calls those rules, writes in its own
// transactions and publishes on the bus after each commit. A failure the
// client may see is an *apperr.Error with a stable code.
package scoring

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/eventdate"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Deps is what the service needs; services.New wires it.
type Deps struct {
	Store *store.Store
	// Bus receives the domain events; nil publishes nothing.
	Bus *bus.Bus
	Log *slog.Logger
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Location is the club's time zone, which decides "today" and the
	// current season (nil: UTC).
	Location *time.Location
}

// base is what both scoring services hold: Deps with its defaults.
type base struct {
	store *store.Store
	bus   *bus.Bus
	log   *slog.Logger
	now   func() time.Time
	loc   *time.Location
}

func newBase(d Deps) base {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Location == nil {
		d.Location = time.UTC
	}
	return base{store: d.Store, bus: d.Bus, log: d.Log, now: d.Now, loc: d.Location}
}

// today is the club's calendar date, YYYY-MM-DD.
func (b *base) today() string {
	return b.now().In(b.loc).Format(time.DateOnly)
}

func (b *base) publish(ctx context.Context, events ...bus.Event) {
	for _, e := range events {
		b.bus.Publish(ctx, e)
	}
}

// Service holds the rules of score entry.
type Service struct{ base }

// New returns the service for d.
func New(d Deps) *Service { return &Service{newBase(d)} }

// Client-facing failures of scoring.
var (
	ErrEventNotFound  = apperr.New(apperr.NotFound, "not_found", "Event not found")
	ErrNotScored      = apperr.New(apperr.NotFound, "not_found", "This event is not scored")
	ErrCourseNotFound = apperr.New(apperr.NotFound, "not_found", "Course not found")
	ErrCourseInUse    = apperr.New(apperr.Conflict, "course_in_use", "An event is scored on this course: change that event first")
	ErrTeeInUse       = apperr.New(apperr.Conflict, "tee_in_use", "An event is scored from a tee this change removes: change that event first")
	ErrScoresExist    = apperr.New(apperr.Conflict, "scores_exist", "Scores have been entered for this event: scoring cannot be turned off")
	ErrNotInFlight    = apperr.New(apperr.Forbidden, "not_in_flight", "You are not in a flight of this event")
	ErrNotYourCard    = apperr.New(apperr.Forbidden, "not_your_card", "You can only confirm your own card")
	ErrCardLocked     = apperr.New(apperr.Conflict, "card_locked", "The results are final: the card is locked")
	ErrCardIncomplete = apperr.New(apperr.Conflict, "card_incomplete", "Enter a score for all 18 holes before confirming the card")
	ErrNotOpen        = apperr.New(apperr.Conflict, "scoring_not_open", "Scores can be entered from the day of the event")
	ErrPlayerNotFound = apperr.New(apperr.NotFound, "not_found", "This player has no card in this event")
	ErrLoginRequired  = apperr.New(apperr.Unauthorized, "unauthorized", "Please log in to see this leaderboard")
)

// stamp is the time a write records: UTC, to the microsecond both
// databases keep.
func (s *Service) stamp() time.Time {
	return s.now().UTC().Truncate(time.Microsecond)
}

// scored is an event with its golf settings, course and tee: what every
// read and write of its cards needs.
type scored struct {
	event  *model.Event
	golf   *model.EventGolf
	course string
	tee    golf.Tee
	// handicapsAt is the end of the event day in the club's time zone: the
	// players' Handicap Indexes are those in force then.
	handicapsAt time.Time
}

func (sc *scored) finalised() bool { return sc.golf.FinalisedAt != nil }

func (sc *scored) format() golf.Format { return golf.Format(sc.golf.Format) }

// loadScored reads event eventID and its scoring: ErrEventNotFound or
// ErrNotScored when there is none.
func (s *Service) loadScored(ctx context.Context, eventID int64) (*scored, error) {
	ev, err := s.store.GetEvent(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrEventNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get event %d: %w", eventID, err)
	}
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotScored
	}
	if err != nil {
		return nil, fmt.Errorf("golf settings of event %d: %w", eventID, err)
	}
	c, err := s.store.GetCourse(ctx, g.CourseID)
	if err != nil {
		return nil, fmt.Errorf("course %d of event %d: %w", g.CourseID, eventID, err)
	}
	course, err := decodeCourse(c)
	if err != nil {
		return nil, err
	}
	tee, ok := course.Tee(g.Tee)
	if !ok {
		return nil, fmt.Errorf("event %d: course %d has no tee %q", eventID, c.ID, g.Tee)
	}
	end, err := eventdate.End(ev.Date, s.loc)
	if err != nil {
		return nil, fmt.Errorf("date of event %d: %w", eventID, err)
	}
	return &scored{event: ev, golf: g, course: course.Name, tee: tee, handicapsAt: end}, nil
}

// players lists the event's players with their flight places and the
// Handicap Indexes they play off, through db.
func (sc *scored) players(ctx context.Context, db bun.IDB) ([]model.GolfPlayer, error) {
	return store.GolfPlayers(ctx, db, sc.event.ID, sc.handicapsAt)
}

// decodeCourse reads a stored course's tees.
func decodeCourse(c *model.Course) (golf.Course, error) {
	out := golf.Course{Name: c.Name}
	if err := json.Unmarshal([]byte(c.Tees), &out.Tees); err != nil {
		return golf.Course{}, fmt.Errorf("tees of course %d: %w", c.ID, err)
	}
	return out, nil
}

// playingIndex is the Handicap Index a player plays off: the member's on
// the event day, or the whole-number handicap of the flight sheet, or none.
func playingIndex(p model.GolfPlayer) *golf.Index {
	switch {
	case p.HandicapIndex != nil:
		i := golf.Index(*p.HandicapIndex)
		return &i
	case p.FlightHandicap != nil:
		i := golf.Index(*p.FlightHandicap * 10)
		return &i
	}
	return nil
}

// playingHandicap is the player's Playing Handicap for the event (0 when
// the player has no handicap).
func (sc *scored) playingHandicap(p model.GolfPlayer) int {
	i := playingIndex(p)
	if i == nil {
		return 0
	}
	return golf.PlayingHandicapFor(*i, sc.tee, sc.golf.Allowance)
}
