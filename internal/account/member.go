package account

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
	"golfclub/internal/notify"
	"golfclub/internal/store"
)

const (
	invalidLoginMessage = "Invalid email/phone or password"
	inactiveMessage     = "Your account is inactive. Please contact the club admin."
	resetSentMessage    = "If an account exists for that email, a reset token has been sent to it."
	// ResetTokenTTL is how long a reset token works, once.
	ResetTokenTTL = time.Hour
)

// MemberLogin is a member's sign-in: what was typed into the email or the
// phone field (either may hold either), the password, the address it came
// from, and the browser's current member session token ("" for none),
// which the new session replaces.
type MemberLogin struct {
	Email, Phone string
	Password     string
	IP           string
	OldToken     string
}

// findMemberForLogin resolves what was typed into the email or phone field.
// It returns the member (nil if none) and the subject that the per-account
// budget is keyed on.
func (s *Service) findMemberForLogin(ctx context.Context, identifier string) (*model.Member, string, error) {
	var m *model.Member
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
		return nil, "", fmt.Errorf("find member for sign-in: %w", err)
	}
	if m != nil {
		// One budget per account, whichever identifier is typed.
		subject = memberSubject(m.ID)
	}
	return m, subject, nil
}

func memberSubject(id int64) string { return fmt.Sprintf("member:%d", id) }

// LoginMember checks a member's password and starts their session. Wrong
// passwords count against a budget per account and one per address; an
// unknown account costs the same time as a known one.
func (s *Service) LoginMember(ctx context.Context, in MemberLogin) (*model.Member, Started, error) {
	identifier := strings.TrimSpace(in.Email)
	if identifier == "" {
		identifier = strings.TrimSpace(in.Phone)
	}
	if identifier == "" || strings.TrimSpace(in.Password) == "" {
		return nil, Started{}, apperr.New(apperr.Invalid, "required", "Please enter both email address (or phone number) and password")
	}
	m, subject, err := s.findMemberForLogin(ctx, identifier)
	if err != nil {
		return nil, Started{}, err
	}
	acct := newLimitKey("member", auth.LoginPerAccount, subject)
	ip := newLimitKey("member", auth.LoginPerIP, in.IP)
	if err := s.checkFailureLimits(ctx, tooManySignIns, acct, ip); err != nil {
		return nil, Started{}, err
	}
	ok := false
	if m == nil {
		s.passwords.VerifyDummy(in.Password)
	} else if ok, err = s.passwords.Verify(in.Password, m.PasswordHash); err != nil {
		s.log.ErrorContext(ctx, "member password hash unreadable", "member", m.ID, "err", err)
		ok = false
	}
	if !ok {
		if err := s.countFailure(ctx, acct, ip); err != nil {
			return nil, Started{}, err
		}
		return nil, Started{}, apperr.New(apperr.Unauthorized, "invalid_credentials", invalidLoginMessage)
	}
	if !m.IsActive {
		return nil, Started{}, apperr.New(apperr.Forbidden, "account_inactive", inactiveMessage)
	}
	if err := s.limiter.Reset(ctx, acct.key); err != nil {
		return nil, Started{}, err
	}
	if s.passwords.NeedsRehash(m.PasswordHash) {
		if hash, err := s.passwords.Hash(in.Password); err == nil {
			if err := s.store.SetMemberPasswordHash(ctx, m.ID, hash, s.now()); err != nil {
				s.log.WarnContext(ctx, "rehash member password", "member", m.ID, "err", err)
			}
		}
	}
	// A new sign-in replaces whatever session this browser had.
	if err := s.EndSession(ctx, MemberSession, in.OldToken); err != nil {
		return nil, Started{}, err
	}
	started, err := s.startSession(ctx, MemberSession, m.ID)
	if err != nil {
		return nil, Started{}, err
	}
	return m, started, nil
}

// StartNewMemberSession signs in a member who has just signed up, as any
// app does after its sign-up form: asking for the password typed a moment
// ago would only be in the way. Whatever member session this browser had
// ends, as on a sign-in.
func (s *Service) StartNewMemberSession(ctx context.Context, m *model.Member, oldToken string) (Started, error) {
	if err := s.EndSession(ctx, MemberSession, oldToken); err != nil {
		return Started{}, err
	}
	return s.startSession(ctx, MemberSession, m.ID)
}

// ResetAnswer is what a reset request answers, known account or not.
type ResetAnswer struct {
	Message string
	// Token is only ever set in dev mode.
	Token string
}

// MemberResetRequest is a request for a member's reset mail: the address,
// where the request came from, and the language of the page asked from
// (whoever asks is not signed in; that is the language they will read the
// mail in).
type MemberResetRequest struct {
	Email  string
	IP     string
	Locale string
}

// RequestMemberReset mails a reset token to the member with that address,
// if there is one. Known and unknown addresses get the same answer and
// count alike against the budgets, so neither reveals an account.
func (s *Service) RequestMemberReset(ctx context.Context, in MemberResetRequest) (ResetAnswer, error) {
	email := auth.NormalizeEmail(in.Email)
	if email == "" {
		return ResetAnswer{}, apperr.Field("email", "required", "Please enter your email address")
	}
	if !auth.ValidEmail(email) {
		return ResetAnswer{}, apperr.Field("email", "invalid_email", "Please enter a valid email address")
	}
	if err := s.allowAttempt(ctx, tooManyResets,
		newLimitKey("member", auth.ResetPerIP, in.IP),
		newLimitKey("member", auth.ResetPerAccount, email)); err != nil {
		return ResetAnswer{}, err
	}
	answer := ResetAnswer{Message: resetSentMessage}
	m, err := s.store.MemberByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		return answer, nil
	}
	if err != nil {
		return ResetAnswer{}, fmt.Errorf("member reset request: %w", err)
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		return ResetAnswer{}, err
	}
	if err := s.store.SetMemberResetToken(ctx, m.ID, hash, s.now().Add(ResetTokenTTL)); err != nil {
		return ResetAnswer{}, err
	}
	club := ""
	if settings, err := s.store.GetSettings(ctx); err == nil {
		club = settings.ClubName
	}
	subject, body := notify.ResetMail(i18n.Or(in.Locale), club, s.baseURL(), token)
	s.goBackground("reset mail", func(ctx context.Context) error {
		return s.mailer.Send(ctx, email, subject, body)
	})
	if s.dev() {
		answer.Token = token
		answer.Message += " Development mode: your reset token is " + token
	}
	return answer, nil
}

// PasswordReset is a reset token with the new password, and the address
// it came from.
type PasswordReset struct {
	Token       string
	NewPassword string
	IP          string
}

const (
	invalidResetMessage = "Invalid or expired reset token"
	missingResetMessage = "Please enter both reset token and new password"
)

// parseReset validates a reset of a password of at least minLen
// characters; the token comes back hashed, or "" when it cannot be one of
// ours.
func parseReset(in PasswordReset, minLen int) (tokenHash, password string, err error) {
	token := strings.TrimSpace(in.Token)
	password = strings.TrimSpace(in.NewPassword)
	if token == "" || password == "" {
		return "", "", apperr.New(apperr.Invalid, "required", missingResetMessage)
	}
	var v apperr.Validation
	CheckPassword(&v, "newPassword", password, minLen)
	if err := v.Err(); err != nil {
		return "", "", err
	}
	if len(token) != 43 || auth.HasControl(token) {
		return "", password, nil
	}
	return auth.HashToken(token), password, nil
}

func invalidResetToken() error {
	return apperr.New(apperr.Invalid, "invalid_reset_token", invalidResetMessage)
}

// ResetMemberPassword sets a new password with a reset token, which works
// once and within ResetTokenTTL; the member's sessions end. Wrong tokens
// count against the address's budget.
func (s *Service) ResetMemberPassword(ctx context.Context, in PasswordReset) error {
	tokenHash, password, err := parseReset(in, MinPasswordLen)
	if err != nil {
		return err
	}
	ip := newLimitKey("member", auth.ResetTokenPerIP, in.IP)
	if err := s.checkFailureLimits(ctx, tooManyResetTries, ip); err != nil {
		return err
	}
	var m *model.Member
	if tokenHash != "" {
		hash, err := s.passwords.Hash(password)
		if err != nil {
			return err
		}
		// The new password and the end of every session of the account
		// commit together: whoever held a session stays out with the old
		// password.
		err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			m, err = store.UseMemberResetToken(ctx, tx, tokenHash, hash, s.now())
			if err != nil {
				return err
			}
			return store.DeleteSubjectSessions(ctx, tx, MemberSession, m.ID)
		})
		if errors.Is(err, store.ErrNotFound) {
			m = nil
		} else if err != nil {
			return fmt.Errorf("reset member password: %w", err)
		}
	}
	if m == nil {
		if err := s.countFailure(ctx, ip); err != nil {
			return err
		}
		return invalidResetToken()
	}
	// Whoever had been guessing this account's password is locked out by
	// the new one; the owner may sign in at once.
	return s.limiter.Reset(ctx, newLimitKey("member", auth.LoginPerAccount, memberSubject(m.ID)).key)
}

// InvalidLocaleMessage is the answer to a language that is neither of the
// club's.
const InvalidLocaleMessage = `Language must be "en" (English) or "ms" (Bahasa Melayu)`

// SetLocale stores the language the club writes to member m in: their
// notifications, pushes, reminders and mails from now on.
func (s *Service) SetLocale(ctx context.Context, m *model.Member, locale string) error {
	if !i18n.Valid(locale) {
		return apperr.Field("locale", "invalid_locale", InvalidLocaleMessage)
	}
	if err := s.store.SetMemberLocale(ctx, m.ID, locale, s.now()); err != nil {
		return err
	}
	m.Locale = locale
	return nil
}

// SetPreferredName changes what member m is greeted by; blank clears it.
// nil is refused, so a stray empty change cannot wipe it.
func (s *Service) SetPreferredName(ctx context.Context, m *model.Member, name *string) error {
	if name == nil {
		return apperr.Field("preferredName", "required", "Nothing to change: send preferredName")
	}
	var v apperr.Validation
	preferred := validPreferredName(&v, *name)
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.store.SetPreferredName(ctx, m.ID, preferred, s.now()); err != nil {
		return err
	}
	m.PreferredName = preferred
	return nil
}
