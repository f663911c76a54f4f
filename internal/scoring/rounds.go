package scoring

import (
	"context"
	"errors"
	"slices"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/store"
)

// HandicapPoint is one value of a member's Handicap Index over time.
type HandicapPoint struct {
	Index     float64   `json:"index"`
	ChangedAt time.Time `json:"changedAt"`
}

// Round is one scored event a member played: the frozen result once the
// event is finalised, else the live standing.
type Round struct {
	EventID   int64  `json:"eventId"`
	Title     string `json:"title"`
	Date      string `json:"date"`
	Format    string `json:"format"`
	Gross     int    `json:"gross"`
	Net       int    `json:"net"`
	Points    int    `json:"points"`
	Label     string `json:"label"`
	Finalised bool   `json:"finalised"`
}

// MyRounds is a member's own history: their Handicap Index, oldest first
// (for the trend chart), and their rounds, newest first.
type MyRounds struct {
	Handicap []HandicapPoint `json:"handicap"`
	Rounds   []Round         `json:"rounds"`
}

// Rounds is the member's own history. It takes the member from their
// session: there is no way to ask for another member's.
func (s *Results) Rounds(ctx context.Context, memberID int64) (*MyRounds, error) {
	changes, err := s.store.HandicapHistory(ctx, memberID)
	if err != nil {
		return nil, err
	}
	out := &MyRounds{Handicap: []HandicapPoint{}, Rounds: []Round{}}
	for _, c := range changes {
		if c.Index != nil {
			out.Handicap = append(out.Handicap, HandicapPoint{Index: float64(*c.Index) / 10, ChangedAt: c.CreatedAt.UTC()})
		}
	}
	slices.SortStableFunc(out.Handicap, func(a, b HandicapPoint) int { return a.ChangedAt.Compare(b.ChangedAt) })

	rounds, err := s.store.MemberRounds(ctx, memberID)
	if err != nil {
		return nil, err
	}
	for _, r := range rounds {
		round := Round{EventID: r.EventID, Title: r.Title, Date: r.Date, Format: r.Format, Finalised: r.FinalisedAt != nil}
		if r.Label != nil {
			round.Gross, round.Net, round.Points, round.Label = *r.Gross, *r.Net, *r.Points, *r.Label
		} else if err := s.liveRound(ctx, r, &round); err != nil {
			return nil, err
		}
		out.Rounds = append(out.Rounds, round)
	}
	return out, nil
}

// liveRound fills round from the event's live standings.
func (s *Results) liveRound(ctx context.Context, r store.MemberRound, round *Round) error {
	g, err := s.store.GetEventGolf(ctx, r.EventID)
	if err != nil {
		return err
	}
	rows, err := s.rank(ctx, s.store.Reader(), g, r.Date, false)
	if err != nil {
		return err
	}
	for _, row := range rows {
		if row.RegistrationID == r.RegistrationID {
			round.Gross, round.Net, round.Points, round.Label = row.Gross, row.Net, row.Points, row.Label
		}
	}
	return nil
}

// Follows are the ids of the members the member follows.
func (s *Results) Follows(ctx context.Context, memberID int64) ([]int64, error) {
	return s.store.Follows(ctx, memberID)
}

// Follow makes the member follow another: 400 cannot_follow_self, 404 for
// an unknown member. Following twice is the same as once.
func (s *Results) Follow(ctx context.Context, memberID, followed int64) error {
	if memberID == followed {
		return apperr.New(apperr.Invalid, "cannot_follow_self", "You cannot follow yourself")
	}
	m, err := s.store.MemberByID(ctx, followed)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !m.IsActive) {
		return apperr.New(apperr.NotFound, "not_found", "Member not found")
	}
	if err != nil {
		return err
	}
	return s.store.Follow(ctx, memberID, followed, s.now())
}

// Unfollow ends following a member (nothing when the member did not).
func (s *Results) Unfollow(ctx context.Context, memberID, followed int64) error {
	return s.store.Unfollow(ctx, memberID, followed)
}
