package scoring

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/store"
)

// ErrMemberNotFound is an unknown member id of an admin route.
var ErrMemberNotFound = apperr.New(apperr.NotFound, "not_found", "Member not found")

// HandicapChange is one change in a member's history.
type HandicapChange struct {
	Index     float64   `json:"index"`
	ChangedAt time.Time `json:"changedAt"`
	By        string    `json:"by"` // "member" or "admin"
}

// Handicap is a member's Handicap Index (nil: none) and its changes,
// newest first.
type Handicap struct {
	Index   *float64         `json:"index"`
	History []HandicapChange `json:"history"`
}

// IndexValue is a stored Index in tenths as the API sends it.
func IndexValue(tenths *int) *float64 {
	if tenths == nil {
		return nil
	}
	f := golf.Index(*tenths).Float()
	return &f
}

// MemberHandicap is member memberID's Index and history. A change that
// cleared the Index is left out of the history, which lists values.
func (s *Service) MemberHandicap(ctx context.Context, memberID int64) (Handicap, error) {
	m, err := s.store.MemberByID(ctx, memberID)
	if errors.Is(err, store.ErrNotFound) {
		return Handicap{}, ErrMemberNotFound
	}
	if err != nil {
		return Handicap{}, fmt.Errorf("member %d: %w", memberID, err)
	}
	changes, err := s.store.HandicapHistory(ctx, memberID)
	if err != nil {
		return Handicap{}, err
	}
	out := Handicap{Index: IndexValue(m.HandicapIndex), History: []HandicapChange{}}
	for _, c := range changes {
		if c.Index == nil {
			continue
		}
		by := "member"
		if c.ByAdminID != nil {
			by = "admin"
		}
		out.History = append(out.History, HandicapChange{Index: golf.Index(*c.Index).Float(), ChangedAt: c.CreatedAt, By: by})
	}
	return out, nil
}

// SetOwnHandicap sets the member's own Handicap Index from the JSON
// number index (a plus handicap negative).
func (s *Service) SetOwnHandicap(ctx context.Context, memberID int64, index float64) (Handicap, error) {
	i, err := golf.IndexFromFloat(index)
	if err != nil {
		return Handicap{}, err
	}
	tenths := int(i)
	if err := s.setHandicap(ctx, memberID, &tenths, nil); err != nil {
		return Handicap{}, err
	}
	return s.MemberHandicap(ctx, memberID)
}

// AdminSetHandicap sets (or with nil clears) member memberID's Handicap
// Index on behalf of admin adminID.
func (s *Service) AdminSetHandicap(ctx context.Context, adminID, memberID int64, index *float64) (Handicap, error) {
	var tenths *int
	if index != nil {
		i, err := golf.IndexFromFloat(*index)
		if err != nil {
			return Handicap{}, err
		}
		t := int(i)
		tenths = &t
	}
	if err := s.setHandicap(ctx, memberID, tenths, &adminID); err != nil {
		return Handicap{}, err
	}
	return s.MemberHandicap(ctx, memberID)
}

func (s *Service) setHandicap(ctx context.Context, memberID int64, tenths *int, byAdmin *int64) error {
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return store.SetHandicap(ctx, tx, memberID, tenths, byAdmin, s.stamp())
	})
	if errors.Is(err, store.ErrNotFound) {
		return ErrMemberNotFound
	}
	if err != nil {
		return fmt.Errorf("set handicap of member %d: %w", memberID, err)
	}
	s.publish(ctx, bus.HandicapChanged{MemberID: memberID, ByAdmin: byAdmin != nil})
	return nil
}
