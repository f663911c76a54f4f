package club

import (
	"context"
	"errors"
	"fmt"
	"time"

	"golfclub/internal/blob"
)

// retentionBatch caps one run's slips; the next run takes the rest.
const retentionBatch = 500

// RetentionResult is what one run of the slip retention job did.
type RetentionResult struct {
	Months  int
	FileIDs []string
	// Registrations are the registrations now marked slip-deleted.
	Registrations []int64
}

// DeleteExpiredSlips deletes the payment slip files stored more than the
// club's retention period (settings: slipRetentionMonths) before now, and
// marks the registrations that showed them as slip-deleted. With no
// retention period set it does nothing. Each slip is claimed in the
// database before its file is deleted, so instances running the job at
// once on PostgreSQL never both delete one (store.ClaimExpiredSlip).
func (s *Service) DeleteExpiredSlips(ctx context.Context, now time.Time) (RetentionResult, error) {
	out := RetentionResult{FileIDs: []string{}, Registrations: []int64{}}
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return out, err
	}
	if c.SlipRetentionMonths == nil {
		return out, nil
	}
	out.Months = *c.SlipRetentionMonths
	cutoff := now.AddDate(0, -out.Months, 0)
	ids, err := s.store.ExpiredSlips(ctx, cutoff, retentionBatch)
	if err != nil {
		return out, err
	}
	for _, id := range ids {
		regs, claimed, err := s.store.ClaimExpiredSlip(ctx, id, now)
		if err != nil {
			return out, err
		}
		if !claimed {
			continue
		}
		out.FileIDs = append(out.FileIDs, id)
		out.Registrations = append(out.Registrations, regs...)
		// The record is gone either way; a file that stays behind is
		// unreachable and logged, a missing one was already deleted.
		if s.blob != nil {
			if err := s.blob.Delete(context.WithoutCancel(ctx), id); err != nil && !errors.Is(err, blob.ErrNotFound) {
				s.log.WarnContext(ctx, "slip retention: delete file", "file", id, "err", err)
			}
		}
	}
	if len(out.FileIDs) > 0 {
		s.log.InfoContext(ctx, "slip retention: deleted payment slips",
			"months", out.Months, "count", len(out.FileIDs), "files", out.FileIDs, "registrations", out.Registrations)
	}
	return out, nil
}

// RunSlipRetention runs DeleteExpiredSlips at start and then every
// interval until ctx ends.
func (s *Service) RunSlipRetention(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := s.DeleteExpiredSlips(ctx, s.now()); err != nil && ctx.Err() == nil {
			s.log.Error("slip retention", "err", fmt.Errorf("delete expired slips: %w", err))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
