package club

import (
	"context"
	"errors"
	"fmt"

	"golfclub/internal/store"
)

// ActiveMember tells whether member id exists and is active: whether a
// session of theirs still stands for someone (the live stream's viewer).
func (s *Service) ActiveMember(ctx context.Context, id int64) (bool, error) {
	m, err := s.store.MemberByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read member %d: %w", id, err)
	}
	return m.IsActive, nil
}

// AdminExists tells whether admin id exists.
func (s *Service) AdminExists(ctx context.Context, id int64) (bool, error) {
	_, err := s.store.AdminByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read admin %d: %w", id, err)
	}
	return true, nil
}
