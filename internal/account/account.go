// Package account holds the rules of who may sign in and how: member
// sign-up, sign-in and password reset, admin sign-in with two-factor codes
// and recovery codes, sessions and their sliding expiry, and the budgets of
// failed attempts. The HTTP layer (internal/api) decodes a request, calls a
// method here and encodes the answer; cookies stay there, tokens and their
// sessions are here. A failure the client may see is an *apperr.Error with
// the code the API documents; anything else is an internal error wrapped
// with context.
package account

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/model"
	"golfclub/internal/notify"
	"golfclub/internal/store"
)

// Members creates the members who sign themselves up. The club service
// does (membership numbers, the MemberJoined event); sign-up only hands it
// a validated member.
type Members interface {
	SignUp(ctx context.Context, m *model.Member, number string) error
}

// Deps is what the service needs; the application wires it.
type Deps struct {
	Store *store.Store
	Log   *slog.Logger
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Passwords hashes passwords; nil uses auth.DefaultParams.
	Passwords *auth.Hasher
	// Mailer sends the members' reset mails; nil sends none and logs them.
	Mailer notify.Mailer
	// Members creates signed-up members.
	Members Members
	// Config gives the site's address (BaseURL, for links in mails) and
	// dev mode (Dev: reset tokens come back in the answer), read when
	// used; nil is neither.
	Config *config.Config
	// CheckConsent is the privacy rule of sign-up (PDPA 2010): it adds a
	// problem to v unless the visitor consented to the notice version the
	// server shows. The privacy rules own it; sign-up only applies it.
	CheckConsent func(v *apperr.Validation, consent bool, version string)
}

// Service holds the account rules.
type Service struct {
	store     *store.Store
	log       *slog.Logger
	now       func() time.Time
	passwords *auth.Hasher
	mailer    notify.Mailer
	members   Members
	limiter   *auth.Limiter
	cfg       *config.Config
	consent   func(v *apperr.Validation, consent bool, version string)

	// bg tracks work outside requests (the cleanup loop, mails being sent)
	// so Stop can wait for it.
	bg     sync.WaitGroup
	mu     sync.Mutex
	cancel context.CancelFunc
}

// New returns the service for d.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Passwords == nil {
		d.Passwords = auth.NewHasher(auth.DefaultParams)
	}
	if d.Mailer == nil {
		d.Mailer = &notify.LogMailer{Log: d.Log, Dev: d.Config != nil && d.Config.Dev}
	}
	return &Service{
		store: d.Store, log: d.Log, now: d.Now, passwords: d.Passwords, mailer: d.Mailer, members: d.Members,
		limiter: auth.NewLimiter(d.Store), cfg: d.Config, consent: d.CheckConsent,
	}
}

// Passwords is the hasher of the service, for the admin's member forms,
// which set passwords too.
func (s *Service) Passwords() *auth.Hasher { return s.passwords }

// dev tells whether reset tokens come back in the answer.
func (s *Service) dev() bool { return s.cfg != nil && s.cfg.Dev }

// baseURL is the site's address, for links in mails.
func (s *Service) baseURL() string {
	if s.cfg == nil {
		return ""
	}
	return s.cfg.BaseURL
}
