package account_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/club"
	"golfclub/internal/config"
	"golfclub/internal/model"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// testNow is a Saturday morning in Kuala Lumpur, 2026-11-21.
var testNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

const (
	notice        = "2026-11-23"
	adminPassword = "admin-pass-1"
	memberPass    = "member-pass-1"
	ip            = "192.0.2.7"
)

// checkConsent stands in for the privacy rules' consent check, which
// sign-up applies: consent to the notice version notice, or a problem.
func checkConsent(v *apperr.Validation, consent bool, version string) {
	switch {
	case !consent:
		v.Add("privacyConsent", "privacy_consent_required", "Please read the privacy notice and agree to it to sign up")
	case version != notice:
		v.Add("privacyConsent", "privacy_notice_outdated", "The privacy notice has changed: please reload the page and read it again")
	}
}

// passwords hashes with weak argon2 parameters, so the tests stay fast.
var passwords = auth.NewHasher(auth.TestParams)

// clock is a time the test moves.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// mail is one message the mailbox was asked to send.
type mail struct{ to, subject, body string }

// mailbox keeps the mails instead of sending them.
type mailbox struct {
	mu    sync.Mutex
	mails []mail
}

func (m *mailbox) Send(_ context.Context, to, subject, body string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.mails = append(m.mails, mail{to, subject, body})
	return nil
}

func (m *mailbox) sent() []mail {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]mail(nil), m.mails...)
}

type env struct {
	st    *store.Store
	svc   *account.Service
	clock *clock
	mail  *mailbox
	cfg   *config.Config
}

// each runs fn against a fresh service on every database under test.
func each(t *testing.T, fn func(t *testing.T, e *env)) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		fn(t, newEnv(t, st))
	})
}

func newEnv(t *testing.T, st *store.Store) *env {
	t.Helper()
	c := &clock{t: testNow}
	mb := &mailbox{}
	cfg := &config.Config{BaseURL: "https://club.example"}
	svc := account.New(account.Deps{
		Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: c.now, Passwords: passwords, Mailer: mb, Config: cfg, CheckConsent: checkConsent,
		Members: club.New(club.Deps{Store: st, Now: c.now}),
	})
	t.Cleanup(svc.Stop)
	return &env{st: st, svc: svc, clock: c, mail: mb, cfg: cfg}
}

// member makes an active member with password memberPass.
func (e *env) member(t *testing.T, phone, email string) *model.Member {
	t.Helper()
	hash, err := passwords.Hash(memberPass)
	if err != nil {
		t.Fatal(err)
	}
	m := &model.Member{Name: "Aisyah", Phone: phone, PasswordHash: hash, IsActive: true, Locale: "en", CreatedAt: testNow, UpdatedAt: testNow}
	if email != "" {
		m.Email = &email
	}
	if err := e.st.CreateMember(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	return m
}

// admin makes the admin "admin" with password adminPassword.
func (e *env) admin(t *testing.T) *model.Admin {
	t.Helper()
	hash, err := passwords.Hash(adminPassword)
	if err != nil {
		t.Fatal(err)
	}
	a := &model.Admin{Username: "admin", PasswordHash: hash, CreatedAt: testNow}
	if err := e.st.CreateAdmin(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	return a
}

// enrol turns two-factor sign-in on for a through the service and
// returns the secret and the recovery codes; a is reloaded.
func (e *env) enrol(t *testing.T, a *model.Admin) (string, []string) {
	t.Helper()
	ctx := context.Background()
	en, err := e.svc.StartEnrolment(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	*a = *e.reload(t, a)
	codes, err := e.svc.ConfirmEnrolment(ctx, a, code(t, en.Secret, e.clock.now(), 0), ip)
	if err != nil {
		t.Fatal(err)
	}
	*a = *e.reload(t, a)
	return en.Secret, codes
}

func (e *env) reload(t *testing.T, a *model.Admin) *model.Admin {
	t.Helper()
	got, err := e.st.AdminByID(context.Background(), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// code is secret's TOTP code steps time steps after at.
func code(t *testing.T, secret string, at time.Time, steps int64) string {
	t.Helper()
	c, err := auth.TOTPCode(secret, auth.TOTPStep(at)+steps)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// wantCode fails unless err is an *apperr.Error with code ("" wants nil).
func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if code == "" {
		if err != nil {
			t.Fatalf("err = %v, want none", err)
		}
		return
	}
	if !apperr.HasCode(err, code) {
		t.Fatalf("err = %v, want code %s", err, code)
	}
}
