package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// routesAdminAuth registers the admin session calls (spec 2 §7).
func (s *Server) routesAdminAuth(mux *http.ServeMux) {
	mux.Handle("POST /api/admin/login", s.handle(s.adminLogin))
	mux.Handle("GET /api/admin/me", s.handle(s.adminMe))
	mux.Handle("POST /api/admin/logout", s.handle(s.adminLogout))
	mux.Handle("POST /api/admin/reset-password-request", s.handle(s.adminResetRequest))
	mux.Handle("POST /api/admin/reset-password", s.handle(s.adminResetPassword))
	s.routesAdminTwoFactor(mux)
}

const (
	invalidAdminLogin  = "Invalid username or password"
	adminResetMessage  = "If that admin account exists, a reset token has been issued. Ask the server operator for it: it is written to the server log."
	maxAdminNameLength = 64
)

type adminView struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	// TwoFactorEnabled: the admin signs in with a code too.
	TwoFactorEnabled bool `json:"twoFactorEnabled"`
	// TwoFactorSetupRequired: the club requires two-factor sign-in and this
	// admin has not set it up; every other admin call answers 403 until then.
	TwoFactorSetupRequired bool `json:"twoFactorSetupRequired"`
}

func (s *Server) adminViewOf(ctx context.Context, a *store.Admin) (adminView, error) {
	v := adminView{ID: a.ID, Username: a.Username, TwoFactorEnabled: a.TOTPSecret != nil}
	if a.TOTPSecret == nil {
		required, err := s.store.AdminTwoFactorRequired(ctx)
		if err != nil {
			return v, err
		}
		v.TwoFactorSetupRequired = required
	}
	return v, nil
}

func (s *Server) adminLogin(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	username := strings.TrimSpace(req.Username)
	if username == "" || strings.TrimSpace(req.Password) == "" {
		return apperr.New(apperr.Invalid, "required", "Please enter both username and password")
	}
	ctx := r.Context()
	var a *store.Admin
	var err error
	if len(username) <= maxAdminNameLength && !auth.HasControl(username) {
		a, err = s.store.AdminByUsername(ctx, username)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	subject := "user:" + username
	if a != nil {
		subject = fmt.Sprintf("admin:%d", a.ID)
	}
	acct := newLimitKey("admin", auth.LoginPerAccount, subject)
	ip := newLimitKey("admin", auth.LoginPerIP, clientIP(r))
	if err := s.checkFailureLimits(ctx, tooManySignIns, acct, ip); err != nil {
		return err
	}
	ok := false
	if a == nil {
		s.auth.passwords.VerifyDummy(req.Password)
	} else if ok, err = s.auth.passwords.Verify(req.Password, a.PasswordHash); err != nil {
		s.log.ErrorContext(ctx, "admin password hash unreadable", "admin", a.ID, "err", err)
		ok = false
	}
	if !ok {
		if err := s.countFailure(ctx, acct, ip); err != nil {
			return err
		}
		return apperr.New(apperr.Unauthorized, "invalid_credentials", invalidAdminLogin)
	}
	if err := s.auth.limiter.Reset(ctx, acct.key); err != nil {
		return err
	}
	if s.auth.passwords.NeedsRehash(a.PasswordHash) {
		if hash, err := s.auth.passwords.Hash(req.Password); err == nil {
			if err := s.store.SetAdminPasswordHash(ctx, a.ID, hash); err != nil {
				s.log.WarnContext(ctx, "rehash admin password", "admin", a.ID, "err", err)
			}
		}
	}
	if err := s.dropSession(r, adminSessions); err != nil {
		return err
	}
	if a.TOTPSecret != nil {
		// No admin session yet: the code step makes it.
		return s.startTwoFactorStep(w, r, a)
	}
	if err := s.startSession(ctx, w, adminSessions, a.ID); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin signed in", "username", a.Username, "ip", clientIP(r))
	view, err := s.adminViewOf(ctx, a)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// adminMe answers for an admin who still has to enrol too, so the app can
// send them to enrolment.
func (s *Server) adminMe(w http.ResponseWriter, r *http.Request) error {
	a, err := s.signedInAdmin(w, r)
	if err != nil {
		return err
	}
	view, err := s.adminViewOf(r.Context(), a)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// adminLogout ends the caller's admin session. Like every admin call it
// needs one: anonymous callers get 401, members 403.
func (s *Server) adminLogout(w http.ResponseWriter, r *http.Request) error {
	if _, err := s.signedInAdmin(nil, r); err != nil {
		return err
	}
	if err := s.endSession(w, r, adminSessions); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Logged out"})
	return nil
}

// adminResetRequest issues a reset token for an admin. Admins have no
// email address in the data model; the spec's channel for the token is the
// server log (and the response in --dev mode only).
func (s *Server) adminResetRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Username string `json:"username"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	username := strings.TrimSpace(req.Username)
	if username == "" {
		return apperr.Field("username", "required", "Please enter your username")
	}
	ctx := r.Context()
	if err := s.allowAttempt(ctx, "Too many password reset requests.",
		newLimitKey("admin", auth.ResetPerIP, clientIP(r)),
		newLimitKey("admin", auth.ResetPerAccount, username)); err != nil {
		return err
	}
	answer := resetRequestAnswer{Message: adminResetMessage}
	var a *store.Admin
	if len(username) <= maxAdminNameLength && !auth.HasControl(username) {
		var err error
		a, err = s.store.AdminByUsername(ctx, username)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	if a != nil {
		token, hash, err := auth.NewToken()
		if err != nil {
			return err
		}
		if err := s.store.SetAdminResetToken(ctx, a.ID, hash, s.now().Add(resetTokenTTL)); err != nil {
			return err
		}
		s.log.WarnContext(ctx, "admin password reset requested; give this token to the admin (valid 1 hour, single use)",
			"username", a.Username, "resetToken", token, "ip", clientIP(r))
		if s.cfg.Dev {
			answer.ResetToken = token
			answer.Message = "Development mode: your reset token is " + token
		}
	}
	writeJSON(w, http.StatusOK, answer)
	return nil
}

func (s *Server) adminResetPassword(w http.ResponseWriter, r *http.Request) error {
	tokenHash, password, err := parseResetRequest(r, auth.MinAdminPasswordLen)
	if err != nil {
		return err
	}
	ctx := r.Context()
	ip := newLimitKey("admin", auth.ResetTokenPerIP, clientIP(r))
	if err := s.checkFailureLimits(ctx, "Too many failed password reset attempts.", ip); err != nil {
		return err
	}
	var a *store.Admin
	if tokenHash != "" {
		hash, err := s.auth.passwords.Hash(password)
		if err != nil {
			return err
		}
		a, err = s.store.ResetAdminPassword(ctx, tokenHash, hash, s.now())
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	if a == nil {
		if err := s.countFailure(ctx, ip); err != nil {
			return err
		}
		return apperr.New(apperr.Invalid, "invalid_reset_token", invalidResetMessage)
	}
	acct := newLimitKey("admin", auth.LoginPerAccount, fmt.Sprintf("admin:%d", a.ID))
	if err := s.auth.limiter.Reset(ctx, acct.key); err != nil {
		return err
	}
	s.log.InfoContext(ctx, "admin password reset", "username", a.Username)
	writeJSON(w, http.StatusOK, message{"Password reset successful"})
	return nil
}
