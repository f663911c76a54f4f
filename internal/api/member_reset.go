package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/i18n"
	"golfclub/internal/notify"
	"golfclub/internal/store"
)

// The admin password reset (admin_auth.go) uses resetTokenTTL,
// invalidResetMessage and parseResetRequest too.
const (
	resetTokenTTL       = time.Hour
	resetSentMessage    = "If an account exists for that email, a reset token has been sent to it."
	invalidResetMessage = "Invalid or expired reset token"
	missingResetMessage = "Please enter both reset token and new password"
)

type resetRequestAnswer struct {
	Message string `json:"message"`
	// ResetToken is only ever set in --dev mode.
	ResetToken string `json:"resetToken,omitempty"`
}

func (s *Server) memberResetRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	email := auth.NormalizeEmail(req.Email)
	if email == "" {
		return apperr.Field("email", "required", "Please enter your email address")
	}
	if !auth.ValidEmail(email) {
		return apperr.Field("email", "invalid_email", "Please enter a valid email address")
	}
	ctx := r.Context()
	// Known and unknown addresses count alike, so the limit reveals nothing.
	if err := s.allowAttempt(ctx, "Too many password reset requests.",
		newLimitKey("member", auth.ResetPerIP, clientIP(r)),
		newLimitKey("member", auth.ResetPerAccount, email)); err != nil {
		return err
	}
	answer := resetRequestAnswer{Message: resetSentMessage}
	m, err := s.store.MemberByEmail(ctx, email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if m != nil {
		token, hash, err := auth.NewToken()
		if err != nil {
			return err
		}
		if err := s.store.SetMemberResetToken(ctx, m.ID, hash, s.now().Add(resetTokenTTL)); err != nil {
			return err
		}
		club := ""
		if settings, err := s.store.GetSettings(ctx); err == nil {
			club = settings.ClubName
		}
		// Whoever asks is not signed in: the mail is in the language of
		// the page they asked from (cookie, else browser), which is the
		// language they will read it in.
		subject, body := notify.ResetMail(i18n.FromRequest(r), club, s.cfg.BaseURL, token)
		s.goBackground("reset mail", func(ctx context.Context) error {
			return s.auth.mailer.Send(ctx, email, subject, body)
		})
		if s.cfg.Dev {
			answer.ResetToken = token
			answer.Message += " Development mode: your reset token is " + token
		}
	}
	writeJSON(w, http.StatusOK, answer)
	return nil
}

type authResetRequest struct {
	ResetToken  string `json:"resetToken"`
	NewPassword string `json:"newPassword"`
}

// parseResetRequest decodes and validates {resetToken, newPassword}; the
// token comes back hashed, or "" when it cannot be one of ours.
func parseResetRequest(r *http.Request, minLen int) (tokenHash, password string, err error) {
	var req authResetRequest
	if err := decodeJSON(r, &req); err != nil {
		return "", "", err
	}
	token := strings.TrimSpace(req.ResetToken)
	password = strings.TrimSpace(req.NewPassword)
	if token == "" || password == "" {
		return "", "", apperr.New(apperr.Invalid, "required", missingResetMessage)
	}
	var v apperr.Validation
	checkPassword(&v, "newPassword", password, minLen)
	if err := v.Err(); err != nil {
		return "", "", err
	}
	if len(token) != 43 || auth.HasControl(token) {
		return "", password, nil
	}
	return auth.HashToken(token), password, nil
}

func (s *Server) memberResetPassword(w http.ResponseWriter, r *http.Request) error {
	tokenHash, password, err := parseResetRequest(r, minPasswordLen)
	if err != nil {
		return err
	}
	ctx := r.Context()
	ip := newLimitKey("member", auth.ResetTokenPerIP, clientIP(r))
	if err := s.checkFailureLimits(ctx, "Too many failed password reset attempts.", ip); err != nil {
		return err
	}
	var m *store.Member
	if tokenHash != "" {
		hash, err := s.auth.passwords.Hash(password)
		if err != nil {
			return err
		}
		m, err = s.store.ResetMemberPassword(ctx, tokenHash, hash, s.now())
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
	}
	if m == nil {
		if err := s.countFailure(ctx, ip); err != nil {
			return err
		}
		return apperr.New(apperr.Invalid, "invalid_reset_token", invalidResetMessage)
	}
	// Whoever had been guessing this account's password is locked out by
	// the new one; the owner may sign in at once.
	acct := newLimitKey("member", auth.LoginPerAccount, fmt.Sprintf("member:%d", m.ID))
	if err := s.auth.limiter.Reset(ctx, acct.key); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Password reset successful"})
	return nil
}
