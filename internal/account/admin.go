package account

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

const (
	invalidAdminLogin  = "Invalid username or password"
	adminResetMessage  = "If that admin account exists, a reset token has been issued. Ask the server operator for it: it is written to the server log."
	maxAdminNameLength = 64
)

func adminSubject(id int64) string { return fmt.Sprintf("admin:%d", id) }

// adminByUsername is the admin of a typed username, or nil when there is
// none (or it cannot be a username at all).
func (s *Service) adminByUsername(ctx context.Context, username string) (*model.Admin, error) {
	if len(username) > maxAdminNameLength || auth.HasControl(username) {
		return nil, nil
	}
	a, err := s.store.AdminByUsername(ctx, username)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("find admin: %w", err)
	}
	return a, nil
}

// AdminLogin is an admin's password step: the credentials, the address it
// came from, and the browser's current admin and pending sign-in tokens
// ("" for none), which the new session replaces.
type AdminLogin struct {
	Username, Password string
	IP                 string
	OldToken           string
	OldPendingToken    string
}

// LoginAdmin checks an admin's password. For an admin with two-factor
// sign-in on it starts a pending sign-in (Started.Kind PendingSignIn) that
// can do nothing but answer the code step (SignInWithCode); otherwise the
// admin session. Wrong passwords count like the members'.
func (s *Service) LoginAdmin(ctx context.Context, in AdminLogin) (*model.Admin, Started, error) {
	username := strings.TrimSpace(in.Username)
	if username == "" || strings.TrimSpace(in.Password) == "" {
		return nil, Started{}, apperr.New(apperr.Invalid, "required", "Please enter both username and password")
	}
	a, err := s.adminByUsername(ctx, username)
	if err != nil {
		return nil, Started{}, err
	}
	subject := "user:" + username
	if a != nil {
		subject = adminSubject(a.ID)
	}
	acct := newLimitKey("admin", auth.LoginPerAccount, subject)
	ip := newLimitKey("admin", auth.LoginPerIP, in.IP)
	if err := s.checkFailureLimits(ctx, tooManySignIns, acct, ip); err != nil {
		return nil, Started{}, err
	}
	ok := false
	if a == nil {
		s.passwords.VerifyDummy(in.Password)
	} else if ok, err = s.passwords.Verify(in.Password, a.PasswordHash); err != nil {
		s.log.ErrorContext(ctx, "admin password hash unreadable", "admin", a.ID, "err", err)
		ok = false
	}
	if !ok {
		if err := s.countFailure(ctx, acct, ip); err != nil {
			return nil, Started{}, err
		}
		return nil, Started{}, apperr.New(apperr.Unauthorized, "invalid_credentials", invalidAdminLogin)
	}
	if err := s.limiter.Reset(ctx, acct.key); err != nil {
		return nil, Started{}, err
	}
	if s.passwords.NeedsRehash(a.PasswordHash) {
		if hash, err := s.passwords.Hash(in.Password); err == nil {
			if err := s.store.SetAdminPasswordHash(ctx, a.ID, hash); err != nil {
				s.log.WarnContext(ctx, "rehash admin password", "admin", a.ID, "err", err)
			}
		}
	}
	if err := s.EndSession(ctx, AdminSession, in.OldToken); err != nil {
		return nil, Started{}, err
	}
	if a.TOTPSecret != nil {
		// No admin session yet: the code step makes it.
		if err := s.EndSession(ctx, PendingSignIn, in.OldPendingToken); err != nil {
			return nil, Started{}, err
		}
		started, err := s.startSession(ctx, PendingSignIn, a.ID)
		return a, started, err
	}
	started, err := s.startSession(ctx, AdminSession, a.ID)
	if err != nil {
		return nil, Started{}, err
	}
	s.log.InfoContext(ctx, "admin signed in", "username", a.Username, "ip", in.IP)
	return a, started, nil
}

// SetupRequired tells whether admin a must set up two-factor sign-in
// before anything else: the club requires it and a has not.
func (s *Service) SetupRequired(ctx context.Context, a *model.Admin) (bool, error) {
	if a.TOTPSecret != nil {
		return false, nil
	}
	required, err := s.store.AdminTwoFactorRequired(ctx)
	if err != nil {
		return false, fmt.Errorf("two-factor requirement: %w", err)
	}
	return required, nil
}

// RequireEnrolled is the club's two-factor switch applied to a, an admin
// with a full session: while the club requires two-factor sign-in and a
// has not set it up, every admin call but enrolment answers 403.
func (s *Service) RequireEnrolled(ctx context.Context, a *model.Admin) error {
	required, err := s.SetupRequired(ctx, a)
	if err != nil {
		return err
	}
	if required {
		return apperr.New(apperr.Forbidden, "two_factor_setup_required",
			"The club requires two-factor sign-in for admins. Set it up to continue.")
	}
	return nil
}

// RequestAdminReset issues a reset token for an admin. Admins have no
// email address; the channel for the token is the server log (and the
// answer in dev mode only). Known and unknown usernames get the same
// answer.
func (s *Service) RequestAdminReset(ctx context.Context, username, ip string) (ResetAnswer, error) {
	username = strings.TrimSpace(username)
	if username == "" {
		return ResetAnswer{}, apperr.Field("username", "required", "Please enter your username")
	}
	if err := s.allowAttempt(ctx, tooManyResets,
		newLimitKey("admin", auth.ResetPerIP, ip),
		newLimitKey("admin", auth.ResetPerAccount, username)); err != nil {
		return ResetAnswer{}, err
	}
	answer := ResetAnswer{Message: adminResetMessage}
	a, err := s.adminByUsername(ctx, username)
	if err != nil || a == nil {
		return answer, err
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return ResetAnswer{}, err
	}
	if err := s.store.SetAdminResetToken(ctx, a.ID, hash, s.now().Add(ResetTokenTTL)); err != nil {
		return ResetAnswer{}, err
	}
	s.log.WarnContext(ctx, "admin password reset requested; give this token to the admin (valid 1 hour, single use)",
		"username", a.Username, "resetToken", token, "ip", ip)
	if s.dev() {
		answer.Token = token
		answer.Message = "Development mode: your reset token is " + token
	}
	return answer, nil
}

// ResetAdminPassword is ResetMemberPassword for admins, whose passwords
// are longer.
func (s *Service) ResetAdminPassword(ctx context.Context, in PasswordReset) error {
	tokenHash, password, err := parseReset(in, auth.MinAdminPasswordLen)
	if err != nil {
		return err
	}
	ip := newLimitKey("admin", auth.ResetTokenPerIP, in.IP)
	if err := s.checkFailureLimits(ctx, tooManyResetTries, ip); err != nil {
		return err
	}
	var a *model.Admin
	if tokenHash != "" {
		hash, err := s.passwords.Hash(password)
		if err != nil {
			return err
		}
		err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			a, err = store.UseAdminResetToken(ctx, tx, tokenHash, hash, s.now())
			if err != nil {
				return err
			}
			return store.DeleteSubjectSessions(ctx, tx, AdminSession, a.ID)
		})
		if errors.Is(err, store.ErrNotFound) {
			a = nil
		} else if err != nil {
			return fmt.Errorf("reset admin password: %w", err)
		}
	}
	if a == nil {
		if err := s.countFailure(ctx, ip); err != nil {
			return err
		}
		return invalidResetToken()
	}
	if err := s.limiter.Reset(ctx, newLimitKey("admin", auth.LoginPerAccount, adminSubject(a.ID)).key); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin password reset", "username", a.Username)
	return nil
}
