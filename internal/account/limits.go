package account

import (
	"context"
	"fmt"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
)

// Budgets of sign-in, password-reset and code attempts, shared by the
// member and admin sign-in.

const (
	tooManySignIns    = "Too many failed sign-in attempts."
	tooManyResets     = "Too many password reset requests."
	tooManyResetTries = "Too many failed password reset attempts."
	tooManyCodes      = "Too many wrong codes."
)

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

// tooManyAttempts is the 429 of a spent budget; Retry-After says when the
// longest wait ends.
func tooManyAttempts(what string, wait time.Duration) *apperr.Error {
	e := apperr.Newf(apperr.TooMany, "rate_limited", "%s Please try again in %s.", what, minutesText(auth.RetryMinutes(wait)))
	e.RetryAfter = int(wait / time.Second)
	return e
}

// checkFailureLimits answers 429 when any budget of failed attempts is used
// up; it counts nothing.
func (s *Service) checkFailureLimits(ctx context.Context, what string, keys ...limitKey) error {
	return s.limitsError(ctx, what, s.limiter.Blocked, keys)
}

// countFailure counts one failed attempt against every budget.
func (s *Service) countFailure(ctx context.Context, keys ...limitKey) error {
	for _, k := range keys {
		if err := s.limiter.Fail(ctx, k.lim, k.key, s.now()); err != nil {
			return err
		}
	}
	return nil
}

// allowAttempt counts one attempt against every budget and answers 429
// when any is exceeded.
func (s *Service) allowAttempt(ctx context.Context, what string, keys ...limitKey) error {
	return s.limitsError(ctx, what, s.limiter.Allow, keys)
}

// limitsError asks wait (Limiter.Blocked or Limiter.Allow) about every
// budget and answers 429 with the longest wait when any is used up.
func (s *Service) limitsError(ctx context.Context, what string,
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
