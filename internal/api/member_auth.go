package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

// routesMemberAuth registers member sign-up, sign-in and password reset.
func (s *Server) routesMemberAuth(mux *http.ServeMux) {
	mux.Handle("POST /api/member/register", s.handle(s.memberRegister))
	mux.Handle("POST /api/member/login", s.handle(s.memberLogin))
	mux.Handle("GET /api/member/session", s.handle(s.getMemberSession))
	mux.Handle("GET /api/member/profile", s.handle(s.memberOnly(s.getMemberProfile)))
	mux.Handle("PATCH /api/member/profile", s.handle(s.memberOnly(s.patchMemberProfile)))
	mux.Handle("POST /api/member/logout", s.handle(s.memberLogout))
	mux.Handle("POST /api/member/reset-password-request", s.handle(s.memberResetRequest))
	mux.Handle("POST /api/member/reset-password", s.handle(s.memberResetPassword))
	s.routesMemberLocale(mux)
}

const (
	minPasswordLen      = 6
	maxPasswordLen      = 1024
	invalidLoginMessage = "Invalid email/phone or password"
	inactiveMessage     = "Your account is inactive. Please contact the club admin."
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
	PreferredName          *string `json:"preferredName"`
	Phone                  string  `json:"phone"`
	Email                  *string `json:"email"`
	MembershipNumber       *string `json:"membershipNumber"`
	IsActive               bool    `json:"isActive"`
	SubscriptionDate       *string `json:"subscriptionDate"`
	SubscriptionExpiryDate *string `json:"subscriptionExpiryDate"`
	// Locale is the language the club writes to the member in (en, ms).
	Locale string `json:"locale"`
}

func profileOf(m *store.Member) memberProfile {
	return memberProfile{
		ID: m.ID, Name: m.Name, PreferredName: m.PreferredName, Phone: m.Phone, Email: m.Email, MembershipNumber: m.MembershipNumber,
		IsActive: m.IsActive, SubscriptionDate: m.SubscriptionDate, SubscriptionExpiryDate: m.SubscriptionExpiryDate,
		Locale: i18n.Or(m.Locale),
	}
}

type memberLoginRequest struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
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

// getMemberSession answers who is signed in on this browser: the profile,
// or null. Every page load asks once, for visitors too; not being signed in
// is no error there, and a 401 would be one in every visitor's console (and
// fail Lighthouse's best-practices audit). A cookie whose session is gone
// is cleared so the browser stops sending it.
func (s *Server) getMemberSession(w http.ResponseWriter, r *http.Request) error {
	m, err := s.sessionMember(w, r)
	var ae *apperr.Error
	if errors.As(err, &ae) && ae.Kind == apperr.Unauthorized {
		if sessionToken(r, memberSessions) != "" {
			s.clearSessionCookie(w, memberSessions)
		}
		writeJSON(w, http.StatusOK, nil)
		return nil
	}
	if err != nil {
		return err
	}
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
