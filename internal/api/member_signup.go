package api

import (
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/store"
)

const (
	maxNameLen          = 100
	maxPreferredNameLen = 40
	maxMembershipNumLen = 32
)

type memberRegisterRequest struct {
	Name string `json:"name"`
	// PreferredName is optional: what the member wants to be greeted by.
	PreferredName string `json:"preferredName"`
	Phone         string `json:"phone"`
	Email         string `json:"email"`
	// The registration page sends the typed password as passwordHash (a
	// quirk of the spec); either name is accepted, and it is hashed here.
	Password         string `json:"password"`
	PasswordHash     string `json:"passwordHash"`
	MembershipNumber string `json:"membershipNumber"`
	// Locale is optional: en or ms (else the visitor's language).
	Locale *string `json:"locale"`
	// PrivacyConsent is the ticked "I agree" box under the privacy notice
	// of version PrivacyNoticeVersion (PDPA 2010); sign-up needs it.
	PrivacyConsent       bool   `json:"privacyConsent"`
	PrivacyNoticeVersion string `json:"privacyNoticeVersion"`
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

// patchMemberProfile changes what a member may change of their own
// profile: the preferred name (blank clears it; a body without it is
// refused, so a stray empty PATCH cannot wipe it). Other fields
// are the club's and change through an admin.
func (s *Server) patchMemberProfile(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	var req struct {
		PreferredName *string `json:"preferredName"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.PreferredName == nil {
		return apperr.Field("preferredName", "required", "Nothing to change: send preferredName")
	}
	var v apperr.Validation
	preferred := validPreferredName(&v, *req.PreferredName)
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.store.SetPreferredName(r.Context(), m.ID, preferred, s.now()); err != nil {
		return err
	}
	m.PreferredName = preferred
	writeJSON(w, http.StatusOK, profileOf(m))
	return nil
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
	preferred := validPreferredName(&v, req.PreferredName)
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
	locale := signUpLocale(&v, r, req.Locale)
	checkPrivacyConsent(&v, req.PrivacyConsent, req.PrivacyNoticeVersion)
	if err := v.Err(); err != nil {
		return err
	}

	hash, err := s.auth.passwords.Hash(password)
	if err != nil {
		return err
	}
	now := s.now().UTC()
	version := PrivacyNoticeVersion
	m := &store.Member{Name: name, PreferredName: preferred, Phone: phone, PasswordHash: hash, IsActive: true, Locale: locale, CreatedAt: now, UpdatedAt: now,
		PrivacyConsentAt: &now, PrivacyNoticeVersion: &version}
	if email != "" {
		m.Email = &email
	}
	if err := s.club.SignUp(r.Context(), m, number); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, struct {
		ID               int64   `json:"id"`
		Name             string  `json:"name"`
		PreferredName    *string `json:"preferredName"`
		Phone            string  `json:"phone"`
		Email            *string `json:"email"`
		MembershipNumber *string `json:"membershipNumber"`
		Locale           string  `json:"locale"`
		Message          string  `json:"message"`
	}{m.ID, m.Name, m.PreferredName, m.Phone, m.Email, m.MembershipNumber, m.Locale, "Registration successful"})
	return nil
}
