package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// CapacityError: an event's capacity cannot drop below the members already
// registered for it.
type CapacityError struct{ Registered int }

func (e *CapacityError) Error() string {
	return fmt.Sprintf("capacity below the %d registered", e.Registered)
}

// AdminUpdateEvent saves an admin's edit of e (like UpdateEvent) only if
// e.Capacity still holds everyone registered; the check is part of the
// UPDATE, so a registration arriving at the same moment cannot slip past
// it. Errors: ErrNotFound, *CapacityError. On success e is the stored row.
func (s *Store) AdminUpdateEvent(ctx context.Context, e *Event) error {
	fixRates(e)
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model(e).
			Column("title", "description", "date", "time", "type", "capacity", "image", "rates").
			WherePK().Where("registered <= ?", e.Capacity).Exec(ctx)
		if err != nil {
			return fmt.Errorf("update event %d: %w", e.ID, mapErr(err))
		}
		if requireAffected(res) == nil {
			return nil
		}
		var registered int
		if err := tx.NewSelect().Model((*Event)(nil)).Column("registered").Where("id = ?", e.ID).Scan(ctx, &registered); err != nil {
			return mapErr(err)
		}
		return &CapacityError{Registered: registered}
	})
	if err != nil {
		return err
	}
	got, err := s.GetEvent(ctx, e.ID)
	if err != nil {
		return err
	}
	*e = *got
	return nil
}
