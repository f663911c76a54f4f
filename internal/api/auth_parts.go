package api

import (
	"context"
	"sync"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/notify"
	"golfclub/internal/store"
)

// authParts are the sign-in dependencies of the Server.
type authParts struct {
	passwords *auth.Hasher
	mailer    notify.Mailer
	limiter   *auth.Limiter

	// bg tracks background work (the cleanup loop, mails being sent) so
	// Close can wait for it.
	bg     sync.WaitGroup
	mu     sync.Mutex
	cancel context.CancelFunc
}

// newAuthParts fills in defaults: production argon2 parameters, and the
// mailer of the configuration.
func newAuthParts(d Deps, st *store.Store) *authParts {
	a := &authParts{passwords: d.Passwords, mailer: d.Mailer, limiter: auth.NewLimiter(st)}
	if a.passwords == nil {
		a.passwords = auth.NewHasher(auth.DefaultParams)
	}
	if a.mailer == nil {
		m, err := notify.NewMailer(d.Config, d.Log)
		if err != nil {
			d.Log.Error("mail is disabled: the SMTP settings are unusable", "err", err)
			m = &notify.LogMailer{Log: d.Log, Dev: d.Config.Dev}
		}
		a.mailer = m
	}
	return a
}

// startAuthJobs deletes expired sessions and stale rate-limit windows now
// and every few minutes, until ctx ends or Close is called. Lookups delete
// expired sessions lazily too; this catches the ones nobody presents again.
func (s *Server) startAuthJobs(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	s.auth.mu.Lock()
	s.auth.cancel = cancel
	s.auth.mu.Unlock()
	s.auth.bg.Go(func() {
		t := time.NewTicker(10 * time.Minute)
		defer t.Stop()
		for {
			s.cleanupAuth(ctx)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	})
}

func (s *Server) cleanupAuth(ctx context.Context) {
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

// stopAuthJobs ends the cleanup loop and waits for mails still being sent.
func (s *Server) stopAuthJobs() {
	s.auth.mu.Lock()
	if s.auth.cancel != nil {
		s.auth.cancel()
	}
	s.auth.mu.Unlock()
	s.auth.bg.Wait()
}

// goBackground runs fn outside the request (mail), so that the response does
// not wait for, or reveal by its timing, work done only for real accounts.
func (s *Server) goBackground(name string, fn func(ctx context.Context) error) {
	s.auth.bg.Go(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := fn(ctx); err != nil {
			s.log.Error(name+" failed", "err", err)
		}
	})
}
