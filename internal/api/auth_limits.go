package api

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
)

// Budgets of sign-in and password-reset attempts, shared by the member
// and admin handlers.

// limitKey is one rate-limit budget applied to one subject.
type limitKey struct {
	lim auth.Limit
	key string
}

func newLimitKey(scope string, lim auth.Limit, subject string) limitKey {
	return limitKey{lim: lim, key: lim.Key(scope, subject)}
}

func minutesText(n int) string {
	if n == 1 {
		return "1 minute"
	}
	return fmt.Sprintf("%d minutes", n)
}

func tooManyAttempts(what string, wait time.Duration) *apperr.Error {
	e := apperr.Newf(apperr.TooMany, "rate_limited", "%s Please try again in %s.", what, minutesText(auth.RetryMinutes(wait)))
	e.RetryAfter = int(wait / time.Second)
	return e
}

// checkFailureLimits answers 429 when any budget of failed attempts is used
// up; it counts nothing.
func (s *Server) checkFailureLimits(ctx context.Context, what string, keys ...limitKey) error {
	return s.limitsError(ctx, what, s.auth.limiter.Blocked, keys)
}

func (s *Server) countFailure(ctx context.Context, keys ...limitKey) error {
	for _, k := range keys {
		if err := s.auth.limiter.Fail(ctx, k.lim, k.key, s.now()); err != nil {
			return err
		}
	}
	return nil
}

// allowAttempt counts one attempt against every budget and answers 429
// when any is exceeded.
func (s *Server) allowAttempt(ctx context.Context, what string, keys ...limitKey) error {
	return s.limitsError(ctx, what, s.auth.limiter.Allow, keys)
}

// limitsError asks wait (Limiter.Blocked or Limiter.Allow) about every
// budget and answers 429 with the longest wait when any is used up.
func (s *Server) limitsError(ctx context.Context, what string,
	wait func(context.Context, auth.Limit, string, time.Time) (time.Duration, error), keys []limitKey) error {
	var longest time.Duration
	for _, k := range keys {
		d, err := wait(ctx, k.lim, k.key, s.now())
		if err != nil {
			return err
		}
		longest = max(longest, d)
	}
	if longest > 0 {
		return tooManyAttempts(what, longest)
	}
	return nil
}

// clientIP is the address the request came from. X-Forwarded-For is not
// trusted: any client can set it, and rate limits keyed on it would be
// trivially dodged.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
