package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// PendingMembers are the sign-ups waiting for the secretary to give them a
// membership number, the longest-waiting first.
func (s *Store) PendingMembers(ctx context.Context) ([]Member, error) {
	rows := []Member{}
	if err := s.r.NewSelect().Model(&rows).
		Where("membership_pending_since IS NOT NULL").
		OrderExpr("membership_pending_since ASC, id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("pending members: %w", err)
	}
	return rows, nil
}

// CountPendingMembers counts the sign-ups waiting for approval.
func (s *Store) CountPendingMembers(ctx context.Context) (int, error) {
	n, err := s.r.NewSelect().Model((*Member)(nil)).Where("membership_pending_since IS NOT NULL").Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count pending members: %w", err)
	}
	return int(n), nil
}

// ApproveMembership gives waiting member id the membership number number
// and takes them out of the queue. ErrNotFound when no such member is
// waiting (approved or declined already); a number another member holds
// is a *ConflictError naming membershipNumber.
func (s *Store) ApproveMembership(ctx context.Context, id int64, number string, now time.Time) error {
	res, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("membership_number = ?", number).
		Set("membership_pending_since = NULL, requested_membership_number = NULL").
		Set("updated_at = ?", now.UTC()).
		Where("id = ? AND membership_pending_since IS NOT NULL", id).Exec(ctx)
	if err = mapErr(err); errors.Is(err, ErrConflict) {
		return &ConflictError{Field: "membershipNumber"}
	} else if err != nil {
		return fmt.Errorf("approve member %d: %w", id, err)
	}
	return requireAffected(res)
}

// DeclineMembership takes waiting member id out of the queue without a
// number: they stay a member at non-member rates. ErrNotFound when no such
// member is waiting.
func (s *Store) DeclineMembership(ctx context.Context, id int64, now time.Time) error {
	res, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("membership_pending_since = NULL, requested_membership_number = NULL").
		Set("updated_at = ?", now.UTC()).
		Where("id = ? AND membership_pending_since IS NOT NULL", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("decline member %d: %w", id, mapErr(err))
	}
	return requireAffected(res)
}
