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
	maxMembershipNumLen = 32
)

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
