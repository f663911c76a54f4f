package account

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
)

// Lengths of the fields a member fills in.
const (
	MinPasswordLen      = 6
	MaxPasswordLen      = 1024
	maxNameLen          = 100
	maxPreferredNameLen = 40
	maxMembershipNumLen = 32
)

// CheckPassword validates a new password of at least min characters.
func CheckPassword(v *apperr.Validation, field, pw string, min int) {
	switch n := utf8.RuneCountInString(pw); {
	case n < min:
		v.Add(field, "too_short", fmt.Sprintf("Password must be at least %d characters", min))
	case n > MaxPasswordLen:
		v.Add(field, "too_long", fmt.Sprintf("Password must be at most %d characters", MaxPasswordLen))
	}
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

// validPreferredName trims the preferred name; blank means none (nil).
func validPreferredName(v *apperr.Validation, raw string) *string {
	name := strings.TrimSpace(raw)
	switch {
	case name == "":
		return nil
	case utf8.RuneCountInString(name) > maxPreferredNameLen:
		v.Add("preferredName", "too_long", fmt.Sprintf("Preferred name must be at most %d characters", maxPreferredNameLen))
	case auth.HasControl(name):
		v.Add("preferredName", "invalid_characters", "Preferred name contains characters that are not allowed")
	}
	return &name
}

// SignUp is what a visitor sends to become a member.
type SignUp struct {
	Name string
	// PreferredName is optional: what the member wants to be greeted by.
	PreferredName    string
	Phone            string
	Email            string
	Password         string
	MembershipNumber string
	// Locale is optional: en or ms; blank takes VisitorLocale, the
	// language the visitor reads the site in.
	Locale        string
	VisitorLocale string
	// PrivacyConsent is the ticked "I agree" box under the privacy notice
	// of version PrivacyNoticeVersion (PDPA 2010); sign-up needs it
	// (Deps.CheckConsent).
	PrivacyConsent       bool
	PrivacyNoticeVersion string
}

// validate checks every field of in at once and returns the member to
// create (password not yet hashed) and the membership number.
func (s *Service) validate(in SignUp) (*model.Member, string, error) {
	var v apperr.Validation
	name := strings.TrimSpace(in.Name)
	switch n := utf8.RuneCountInString(name); {
	case n < 2:
		v.Add("name", "too_short", "Name must be at least 2 characters")
	case n > maxNameLen:
		v.Add("name", "too_long", fmt.Sprintf("Name must be at most %d characters", maxNameLen))
	case auth.HasControl(name):
		v.Add("name", "invalid_characters", "Name contains characters that are not allowed")
	}
	preferred := validPreferredName(&v, in.PreferredName)
	phone := validMemberPhone(&v, in.Phone)
	email := auth.NormalizeEmail(in.Email)
	if email != "" && !auth.ValidEmail(email) {
		v.Add("email", "invalid_email", "Please enter a valid email address")
	}
	CheckPassword(&v, "password", in.Password, MinPasswordLen)
	number := strings.TrimSpace(in.MembershipNumber)
	numberRule := fmt.Sprintf("Membership number must be at most %d characters, without line breaks", maxMembershipNumLen)
	switch {
	case utf8.RuneCountInString(number) > maxMembershipNumLen:
		v.Add("membershipNumber", "too_long", numberRule)
	case auth.HasControl(number):
		v.Add("membershipNumber", "invalid_characters", numberRule)
	}
	locale := in.Locale
	switch {
	case locale == "":
		locale = i18n.Or(in.VisitorLocale)
	case !i18n.Valid(locale):
		v.Add("locale", "invalid_locale", InvalidLocaleMessage)
	}
	s.consent(&v, in.PrivacyConsent, in.PrivacyNoticeVersion)
	if err := v.Err(); err != nil {
		return nil, "", err
	}
	m := &model.Member{Name: name, PreferredName: preferred, Phone: phone, IsActive: true, Locale: locale}
	if email != "" {
		m.Email = &email
	}
	return m, number, nil
}

// SignUp creates the member a visitor asks to become, with consent to the
// current privacy notice recorded, and returns them (membership number
// filled in).
func (s *Service) SignUp(ctx context.Context, in SignUp) (*model.Member, error) {
	m, number, err := s.validate(in)
	if err != nil {
		return nil, err
	}
	if m.PasswordHash, err = s.passwords.Hash(in.Password); err != nil {
		return nil, err
	}
	now := s.now().UTC()
	// The version consented to, which CheckConsent found current.
	version := in.PrivacyNoticeVersion
	m.CreatedAt, m.UpdatedAt = now, now
	m.PrivacyConsentAt, m.PrivacyNoticeVersion = &now, &version
	if err := s.members.SignUp(ctx, m, number); err != nil {
		return nil, err
	}
	return m, nil
}
