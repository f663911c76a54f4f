package club

import (
	"context"
	"errors"
	"fmt"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// ErrNoFeed is the one answer to a wrong, reset or deactivated member's
// calendar feed token: nothing tells them apart.
var ErrNoFeed = apperr.New(apperr.NotFound, "not_found", "Calendar feed not found")

// ResetCalendarToken gives member memberID a new calendar feed token and
// returns it; the old one stops working.
func (s *Service) ResetCalendarToken(ctx context.Context, memberID int64) (string, error) {
	token, _, err := auth.NewToken()
	if err != nil {
		return "", err
	}
	if err := s.store.SetCalendarToken(ctx, memberID, token); err != nil {
		return "", fmt.Errorf("set calendar token of member %d: %w", memberID, err)
	}
	return token, nil
}

// CalendarFeed is the active member whose feed token is token, with their
// current registrations, earliest event first. ErrNoFeed otherwise.
func (s *Service) CalendarFeed(ctx context.Context, token string) (*model.Member, []model.CalendarEntry, error) {
	m, err := s.store.MemberByCalendarToken(ctx, token)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil, ErrNoFeed
	}
	if err != nil {
		return nil, nil, fmt.Errorf("member by calendar token: %w", err)
	}
	entries, err := s.store.MemberCalendar(ctx, m.ID)
	if err != nil {
		return nil, nil, err
	}
	return m, entries, nil
}
