package account

import (
	"context"
	"time"
)

// CleanupInterval is how often RunCleanup deletes what has expired.
const CleanupInterval = 10 * time.Minute

// Start runs the cleanup (Cleanup) now and every CleanupInterval, until
// ctx ends or Stop is called.
func (s *Service) Start(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()
	s.bg.Go(func() {
		t := time.NewTicker(CleanupInterval)
		defer t.Stop()
		for {
			s.Cleanup(ctx)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	})
}

// Stop ends the cleanup loop and waits for it and for mails still being
// sent.
func (s *Service) Stop() {
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel()
	}
	s.mu.Unlock()
	s.bg.Wait()
}

// Cleanup deletes expired sessions and stale rate-limit windows. Lookups
// delete expired sessions lazily too; this catches the ones nobody
// presents again.
func (s *Service) Cleanup(ctx context.Context) {
	now := s.now()
	if n, err := s.store.DeleteExpiredSessions(ctx, now); err != nil {
		if ctx.Err() == nil {
			s.log.Error("delete expired sessions", "err", err)
		}
	} else if n > 0 {
		s.log.Debug("expired sessions deleted", "count", n)
	}
	// The longest window is an hour; older windows limit nothing.
	if _, err := s.store.DeleteStaleRateLimits(ctx, now.Add(-2*time.Hour)); err != nil && ctx.Err() == nil {
		s.log.Error("delete stale rate limits", "err", err)
	}
}

// goBackground runs fn outside the request (mail), so that the answer does
// not wait for, or reveal by its timing, work done only for real accounts.
func (s *Service) goBackground(name string, fn func(ctx context.Context) error) {
	s.bg.Go(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := fn(ctx); err != nil {
			s.log.Error(name+" failed", "err", err)
		}
	})
}
