package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/notify"
	"golfclub/internal/store"
)

// routesMemberAuth registers member sign-up, sign-in and password reset.
func (s *Server) routesMemberAuth(mux *http.ServeMux) {
	mux.Handle("POST /api/member/register", s.handle(s.memberRegister))
	mux.Handle("POST /api/member/login", s.handle(s.memberLogin))
	mux.Handle("GET /api/member/profile", s.handle(s.memberOnly(s.getMemberProfile)))
	mux.Handle("POST /api/member/logout", s.handle(s.memberLogout))
	mux.Handle("POST /api/member/reset-password-request", s.handle(s.memberResetRequest))
	mux.Handle("POST /api/member/reset-password", s.handle(s.memberResetPassword))
}

const (
	minPasswordLen      = 6
	maxPasswordLen      = 1024
	maxNameLen          = 100
	maxMembershipNumLen = 32
	resetTokenTTL       = time.Hour
	invalidLoginMessage = "Invalid email/phone or password"
	inactiveMessage     = "Your account is inactive. Please contact the club admin."
	resetSentMessage    = "If an account exists for that email, a reset token has been sent to it."
	invalidResetMessage = "Invalid or expired reset token"
	missingResetMessage = "Please enter both reset token and new password"
)

// checkPassword validates a new password of at least min characters.
func checkPassword(v *apperr.Validation, field, pw string, min int) {
	switch n := utf8.RuneCountInString(pw); {
	case n < min:
		v.Add(field, "too_short", fmt.Sprintf("Password must be at least %d characters", min))
	case n > maxPasswordLen:
		v.Add(field, "too_long", fmt.Sprintf("Password must be at most %d characters", maxPasswordLen))
	}
}

// memberProfile is what the member sees of their own account.
type memberProfile struct {
	ID                     int64   `json:"id"`
	Name                   string  `json:"name"`
	Phone                  string  `json:"phone"`
	Email                  *string `json:"email"`
	MembershipNumber       *string `json:"membershipNumber"`
	IsActive               bool    `json:"isActive"`
	SubscriptionDate       *string `json:"subscriptionDate"`
	SubscriptionExpiryDate *string `json:"subscriptionExpiryDate"`
}

func profileOf(m *store.Member) memberProfile {
	return memberProfile{
		ID: m.ID, Name: m.Name, Phone: m.Phone, Email: m.Email, MembershipNumber: m.MembershipNumber,
		IsActive: m.IsActive, SubscriptionDate: m.SubscriptionDate, SubscriptionExpiryDate: m.SubscriptionExpiryDate,
	}
}

type memberRegisterRequest struct {
	Name  string `json:"name"`
	Phone string `json:"phone"`
	Email string `json:"email"`
	// The registration page sends the typed password as passwordHash (a
	// quirk of the spec); either name is accepted, and it is hashed here.
	Password         string `json:"password"`
	PasswordHash     string `json:"passwordHash"`
	MembershipNumber string `json:"membershipNumber"`
}

// validMemberPhone applies the registration rule (at least 10 digits) and
// the Malaysian normalisation.
func validMemberPhone(v *apperr.Validation, raw string) string {
	if auth.CountDigits(raw) < 10 {
		v.Add("phone", "invalid_phone", "Phone number must be at least 10 digits")
		return ""
	}
	phone, err := auth.NormalizePhone(raw)
	if err != nil {
		v.Add("phone", "invalid_phone", err.Error())
		return ""
	}
	if len(phone) < 10 {
		v.Add("phone", "invalid_phone", "Phone number must be at least 10 digits")
		return ""
	}
	return phone
}

func (s *Server) memberRegister(w http.ResponseWriter, r *http.Request) error {
	var req memberRegisterRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var v apperr.Validation
	name := strings.TrimSpace(req.Name)
	switch n := utf8.RuneCountInString(name); {
	case n < 2:
		v.Add("name", "too_short", "Name must be at least 2 characters")
	case n > maxNameLen:
		v.Add("name", "too_long", fmt.Sprintf("Name must be at most %d characters", maxNameLen))
	case auth.HasControl(name):
		v.Add("name", "invalid_characters", "Name contains characters that are not allowed")
	}
	phone := validMemberPhone(&v, req.Phone)
	email := auth.NormalizeEmail(req.Email)
	if email != "" && !auth.ValidEmail(email) {
		v.Add("email", "invalid_email", "Please enter a valid email address")
	}
	password := req.Password
	if password == "" {
		password = req.PasswordHash
	}
	checkPassword(&v, "password", password, minPasswordLen)
	number := strings.TrimSpace(req.MembershipNumber)
	numberRule := fmt.Sprintf("Membership number must be at most %d characters, without line breaks", maxMembershipNumLen)
	switch {
	case utf8.RuneCountInString(number) > maxMembershipNumLen:
		v.Add("membershipNumber", "too_long", numberRule)
	case auth.HasControl(number):
		v.Add("membershipNumber", "invalid_characters", numberRule)
	}
	if err := v.Err(); err != nil {
		return err
	}

	hash, err := s.auth.passwords.Hash(password)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	m := &store.Member{Name: name, Phone: phone, PasswordHash: hash, IsActive: true, CreatedAt: now, UpdatedAt: now}
	if email != "" {
		m.Email = &email
	}
	if err := s.club.SignUp(r.Context(), m, number); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, struct {
		ID               int64   `json:"id"`
		Name             string  `json:"name"`
		Phone            string  `json:"phone"`
		Email            *string `json:"email"`
		MembershipNumber *string `json:"membershipNumber"`
		Message          string  `json:"message"`
	}{m.ID, m.Name, m.Phone, m.Email, m.MembershipNumber, "Registration successful"})
	return nil
}

type memberLoginRequest struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

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

const tooManySignIns = "Too many failed sign-in attempts."

// findMemberForLogin resolves what was typed into the email or phone field
// (either may hold an email or a phone number). It returns the member (nil
// if none) and the subject that the per-account budget is keyed on.
func (s *Server) findMemberForLogin(ctx context.Context, identifier string) (*store.Member, string, error) {
	var m *store.Member
	var err error
	subject := "raw:" + identifier
	if strings.Contains(identifier, "@") {
		email := auth.NormalizeEmail(identifier)
		subject = "email:" + email
		if auth.ValidEmail(email) {
			m, err = s.store.MemberByEmail(ctx, email)
		}
	} else if phone, perr := auth.NormalizePhone(identifier); perr == nil {
		subject = "phone:" + phone
		m, err = s.store.MemberByPhone(ctx, phone)
	}
	if errors.Is(err, store.ErrNotFound) {
		return nil, subject, nil
	}
	if err != nil {
		return nil, "", err
	}
	if m != nil {
		// One budget per account, whichever identifier is typed.
		subject = fmt.Sprintf("member:%d", m.ID)
	}
	return m, subject, nil
}

func (s *Server) memberLogin(w http.ResponseWriter, r *http.Request) error {
	var req memberLoginRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	identifier := strings.TrimSpace(req.Email)
	if identifier == "" {
		identifier = strings.TrimSpace(req.Phone)
	}
	if identifier == "" || strings.TrimSpace(req.Password) == "" {
		return apperr.New(apperr.Invalid, "required", "Please enter both email address (or phone number) and password")
	}
	ctx := r.Context()
	m, subject, err := s.findMemberForLogin(ctx, identifier)
	if err != nil {
		return err
	}
	acct := newLimitKey("member", auth.LoginPerAccount, subject)
	ip := newLimitKey("member", auth.LoginPerIP, clientIP(r))
	if err := s.checkFailureLimits(ctx, tooManySignIns, acct, ip); err != nil {
		return err
	}
	ok := false
	if m == nil {
		s.auth.passwords.VerifyDummy(req.Password)
	} else if ok, err = s.auth.passwords.Verify(req.Password, m.PasswordHash); err != nil {
		s.log.ErrorContext(ctx, "member password hash unreadable", "member", m.ID, "err", err)
		ok = false
	}
	if !ok {
		if err := s.countFailure(ctx, acct, ip); err != nil {
			return err
		}
		return apperr.New(apperr.Unauthorized, "invalid_credentials", invalidLoginMessage)
	}
	if !m.IsActive {
		return apperr.New(apperr.Forbidden, "account_inactive", inactiveMessage)
	}
	if err := s.auth.limiter.Reset(ctx, acct.key); err != nil {
		return err
	}
	if s.auth.passwords.NeedsRehash(m.PasswordHash) {
		if hash, err := s.auth.passwords.Hash(req.Password); err == nil {
			if err := s.store.SetMemberPasswordHash(ctx, m.ID, hash, s.now()); err != nil {
				s.log.WarnContext(ctx, "rehash member password", "member", m.ID, "err", err)
			}
		}
	}
	// A new sign-in replaces whatever session this browser had.
	if err := s.dropSession(r, memberSessions); err != nil {
		return err
	}
	if err := s.startSession(ctx, w, memberSessions, m.ID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		memberProfile
		MemberName string `json:"memberName"`
		Message    string `json:"message"`
	}{profileOf(m), m.Name, "Login successful"})
	return nil
}

func (s *Server) getMemberProfile(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	writeJSON(w, http.StatusOK, profileOf(m))
	return nil
}

func (s *Server) memberLogout(w http.ResponseWriter, r *http.Request) error {
	if err := s.endSession(w, r, memberSessions); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Logged out"})
	return nil
}

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
		subject, body := notify.ResetMail(club, s.cfg.BaseURL, token)
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
