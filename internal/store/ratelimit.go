package store

import (
	"context"
	"fmt"
	"time"
)

// HitRateLimit counts one event for key in a fixed window of the given
// length and returns the window's count and start. A window that has ended
// is restarted at now. One statement does read-modify-write, so concurrent
// requests on any number of instances never lose a count.
func (s *Store) HitRateLimit(ctx context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error) {
	now = now.UTC()
	expired := now.Add(-window)
	var n int
	var start time.Time
	err := s.w.NewRaw(`INSERT INTO rate_limits ("key", window_start, "count") VALUES (?, ?, 1)
ON CONFLICT ("key") DO UPDATE SET
  "count" = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits."count" + 1 END,
  window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
RETURNING "count", window_start`, key, now, expired, expired).Scan(ctx, &n, &start)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("rate limit %s: %w", key, err)
	}
	return n, start, nil
}

// PeekRateLimit returns key's count in its current window without counting;
// a window that has ended counts as zero.
func (s *Store) PeekRateLimit(ctx context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error) {
	var rl RateLimit
	err := s.r.NewSelect().Model(&rl).Where(`"key" = ?`, key).Scan(ctx)
	if err = mapErr(err); err == ErrNotFound {
		return 0, time.Time{}, nil
	} else if err != nil {
		return 0, time.Time{}, fmt.Errorf("rate limit %s: %w", key, err)
	}
	if !rl.WindowStart.After(now.UTC().Add(-window)) {
		return 0, time.Time{}, nil
	}
	return rl.Count, rl.WindowStart, nil
}

// ResetRateLimit forgets key's count.
func (s *Store) ResetRateLimit(ctx context.Context, key string) error {
	_, err := s.w.NewDelete().Model((*RateLimit)(nil)).Where(`"key" = ?`, key).Exec(ctx)
	if err != nil {
		return fmt.Errorf("reset rate limit %s: %w", key, err)
	}
	return nil
}

// DeleteStaleRateLimits removes windows that started before cutoff; they
// no longer limit anything.
func (s *Store) DeleteStaleRateLimits(ctx context.Context, cutoff time.Time) (int64, error) {
	res, err := s.w.NewDelete().Model((*RateLimit)(nil)).Where("window_start < ?", cutoff.UTC()).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("delete stale rate limits: %w", err)
	}
	return res.RowsAffected()
}
