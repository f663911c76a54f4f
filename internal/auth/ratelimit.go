package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// Counter is fixed-window counting storage (the store's rate_limits table,
// shared by every instance).
type Counter interface {
	// HitRateLimit adds one to key's window, starting a new window when the
	// old one has ended, and returns the count and the window's start.
	HitRateLimit(ctx context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error)
	// PeekRateLimit returns the count of key's current window (0 when none).
	PeekRateLimit(ctx context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error)
	// ResetRateLimit forgets key.
	ResetRateLimit(ctx context.Context, key string) error
}

// Limit is one fixed-window budget: at most Max events per Window.
type Limit struct {
	Name   string // namespace of the keys, e.g. "member-login-account"
	Max    int
	Window time.Duration
}

// The budgets of the sign-in and reset endpoints.
var (
	LoginPerAccount = Limit{Name: "login-account", Max: 10, Window: 15 * time.Minute}
	LoginPerIP      = Limit{Name: "login-ip", Max: 30, Window: 15 * time.Minute}
	ResetPerIP      = Limit{Name: "reset-ip", Max: 5, Window: time.Hour}
	ResetPerAccount = Limit{Name: "reset-account", Max: 5, Window: time.Hour}
	// ResetTokenPerIP counts wrong reset tokens; 256-bit tokens cannot be
	// guessed, this only stops a client from hammering the database.
	ResetTokenPerIP = Limit{Name: "reset-token-ip", Max: 30, Window: 15 * time.Minute}
)

// Limiter applies Limits to subjects (an IP address, an account) using a
// shared Counter.
type Limiter struct {
	c Counter
}

func NewLimiter(c Counter) *Limiter { return &Limiter{c: c} }

// Key is the counter key of subject under l. Subjects are hashed so that any
// input, however long or odd, makes a short, safe key.
func (l Limit) Key(scope, subject string) string {
	sum := sha256.Sum256([]byte(subject))
	return scope + ":" + l.Name + ":" + hex.EncodeToString(sum[:12])
}

// Blocked reports, without counting, how long the subject must wait because
// its budget is used up; zero means it may go ahead. Used for failures:
// check first, count only when the attempt fails.
func (l *Limiter) Blocked(ctx context.Context, lim Limit, key string, now time.Time) (time.Duration, error) {
	n, start, err := l.c.PeekRateLimit(ctx, key, now, lim.Window)
	if err != nil || n < lim.Max {
		return 0, err
	}
	return waitUntil(start.Add(lim.Window), now), nil
}

// Fail counts one failed attempt.
func (l *Limiter) Fail(ctx context.Context, lim Limit, key string, now time.Time) error {
	_, _, err := l.c.HitRateLimit(ctx, key, now, lim.Window)
	return err
}

// Reset forgets the failures counted for key (after a success).
func (l *Limiter) Reset(ctx context.Context, key string) error {
	return l.c.ResetRateLimit(ctx, key)
}

// Allow counts one attempt and reports how long the subject must wait when
// it went over its budget; zero means allowed. Used where every attempt
// counts (reset requests).
func (l *Limiter) Allow(ctx context.Context, lim Limit, key string, now time.Time) (time.Duration, error) {
	n, start, err := l.c.HitRateLimit(ctx, key, now, lim.Window)
	if err != nil || n <= lim.Max {
		return 0, err
	}
	return waitUntil(start.Add(lim.Window), now), nil
}

// waitUntil is at least one second, so a Retry-After is never zero.
func waitUntil(end, now time.Time) time.Duration {
	d := end.Sub(now)
	if d < time.Second {
		d = time.Second
	}
	return d.Round(time.Second)
}

// RetryMinutes is d in whole minutes, rounded up, at least 1, for messages
// like "try again in N minutes".
func RetryMinutes(d time.Duration) int {
	m := int((d + time.Minute - 1) / time.Minute)
	if m < 1 {
		m = 1
	}
	return m
}
