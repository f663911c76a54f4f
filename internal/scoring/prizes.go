package scoring

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// sidePrizeDistanceMax caps the distance as the admin writes it ("2.4 m",
// "285 yards").
const sidePrizeDistanceMax = 40

// SidePrizeInput is an admin's side prize: Nearest the Pin (par 3s only)
// or Longest Drive, on a hole, with the winner (a registrant of the
// event, or nil until known) and the distance.
type SidePrizeInput struct {
	Kind     string `json:"kind"`
	Hole     int    `json:"hole"`
	MemberID *int64 `json:"memberId"`
	Distance string `json:"distance"`
}

// SidePrizes are the event's side prizes with their winners' names.
func (s *Results) SidePrizes(ctx context.Context, eventID int64) ([]SidePrizeView, error) {
	rows, err := s.store.SidePrizes(ctx, eventID)
	if err != nil {
		return nil, err
	}
	out := make([]SidePrizeView, 0, len(rows))
	for _, r := range rows {
		out = append(out, SidePrizeView{ID: r.ID, Kind: r.Kind, Hole: r.Hole, MemberID: r.MemberID, WinnerName: r.WinnerName, Distance: r.Distance})
	}
	return out, nil
}

// AdminSidePrizes are SidePrizes of a scored event (404 otherwise).
func (s *Results) AdminSidePrizes(ctx context.Context, eventID int64) ([]SidePrizeView, error) {
	if _, err := s.scoredEvent(ctx, eventID); err != nil {
		return nil, err
	}
	return s.SidePrizes(ctx, eventID)
}

// scoredEvent is the event's golf settings; 404 when it is not scored.
func (s *Results) scoredEvent(ctx context.Context, eventID int64) (*store.EventGolf, error) {
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotScored
	}
	return g, err
}

// checkSidePrize trims in and checks it against the event's tee and
// registrants: hole 1–18, Nearest the Pin on a par 3 (400 not_par_three),
// the winner registered for the event (400 not_a_registrant).
func (s *Results) checkSidePrize(ctx context.Context, g *store.EventGolf, in *SidePrizeInput) error {
	var v apperr.Validation
	in.Distance = strings.TrimSpace(in.Distance)
	if in.Kind != model.SidePrizeNearestPin && in.Kind != model.SidePrizeLongestDrive {
		v.Add("kind", "invalid_choice", "The prize must be Nearest the Pin or Longest Drive")
	}
	if in.Hole < 1 || in.Hole > golf.HoleCount {
		v.Add("hole", "hole_out_of_range", "The hole must be 1 to 18")
	}
	v.Text("distance", "Distance", in.Distance, sidePrizeDistanceMax, false)
	if err := v.Err(); err != nil {
		return err
	}
	if in.Kind == model.SidePrizeNearestPin {
		tee, err := eventTee(ctx, s.store.Reader(), g)
		if err != nil {
			return err
		}
		if par := tee.Holes[in.Hole-1].Par; par != 3 {
			return apperr.Field("hole", "not_par_three", fmt.Sprintf("Nearest the Pin is played on a par 3; hole %d is a par %d", in.Hole, par))
		}
	}
	if in.MemberID != nil {
		ok, err := s.store.IsRegistrant(ctx, g.EventID, *in.MemberID)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.Field("memberId", "not_a_registrant", "The winner must be registered for the event")
		}
	}
	return nil
}

// CreateSidePrize adds a side prize to a scored event.
func (s *Results) CreateSidePrize(ctx context.Context, eventID int64, in SidePrizeInput) (*SidePrizeView, error) {
	g, err := s.scoredEvent(ctx, eventID)
	if err != nil {
		return nil, err
	}
	if err := s.checkSidePrize(ctx, g, &in); err != nil {
		return nil, err
	}
	p := &store.SidePrize{EventID: eventID, Kind: in.Kind, Hole: in.Hole, MemberID: in.MemberID, Distance: in.Distance, CreatedAt: s.now().UTC()}
	if err := s.store.CreateSidePrize(ctx, p); err != nil {
		return nil, err
	}
	return s.sidePrizeChanged(ctx, g, p.ID)
}

// UpdateSidePrize replaces a side prize of the event.
func (s *Results) UpdateSidePrize(ctx context.Context, eventID, prizeID int64, in SidePrizeInput) (*SidePrizeView, error) {
	g, err := s.scoredEvent(ctx, eventID)
	if err != nil {
		return nil, err
	}
	if err := s.checkSidePrize(ctx, g, &in); err != nil {
		return nil, err
	}
	p := &store.SidePrize{ID: prizeID, EventID: eventID, Kind: in.Kind, Hole: in.Hole, MemberID: in.MemberID, Distance: in.Distance}
	if err := s.store.UpdateSidePrize(ctx, p); err != nil {
		return nil, prizeNotFound(err)
	}
	return s.sidePrizeChanged(ctx, g, prizeID)
}

// DeleteSidePrize removes a side prize of the event.
func (s *Results) DeleteSidePrize(ctx context.Context, eventID, prizeID int64) error {
	g, err := s.scoredEvent(ctx, eventID)
	if err != nil {
		return err
	}
	if err := s.store.DeleteSidePrize(ctx, eventID, prizeID); err != nil {
		return prizeNotFound(err)
	}
	s.publish(ctx, bus.SidePrizesChanged{EventID: eventID, LeaderboardPublic: g.LeaderboardPublic})
	return nil
}

// sidePrizeChanged announces the change and answers the prize as stored.
func (s *Results) sidePrizeChanged(ctx context.Context, g *store.EventGolf, prizeID int64) (*SidePrizeView, error) {
	s.publish(ctx, bus.SidePrizesChanged{EventID: g.EventID, LeaderboardPublic: g.LeaderboardPublic})
	all, err := s.SidePrizes(ctx, g.EventID)
	if err != nil {
		return nil, err
	}
	for i := range all {
		if all[i].ID == prizeID {
			return &all[i], nil
		}
	}
	return nil, prizeNotFound(store.ErrNotFound)
}

func prizeNotFound(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.NotFound, "not_found", "Side prize not found")
	}
	return err
}
