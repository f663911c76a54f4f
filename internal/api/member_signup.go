package api

import (
	"net/http"

	"golfclub/internal/account"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
)

type memberRegisterRequest struct {
	Name string `json:"name"`
	// PreferredName is optional: what the member wants to be greeted by.
	PreferredName string `json:"preferredName"`
	Phone         string `json:"phone"`
	Email         string `json:"email"`
	// The registration page sends the typed password as passwordHash (a
	// quirk of the spec); either name is accepted, and it is hashed by the
	// service.
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

// patchMemberProfile changes what a member may change of their own
// profile: the preferred name. Other fields are the club's and change
// through an admin.
func (s *Server) patchMemberProfile(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var req struct {
		PreferredName *string `json:"preferredName"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if err := s.account.SetPreferredName(r.Context(), m, req.PreferredName); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, profileOf(m))
	return nil
}

func (s *Server) memberRegister(w http.ResponseWriter, r *http.Request) error {
	var req memberRegisterRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	in := account.SignUp{
		Name: req.Name, PreferredName: req.PreferredName, Phone: req.Phone, Email: req.Email,
		Password: req.Password, MembershipNumber: req.MembershipNumber,
		VisitorLocale: i18n.FromRequest(r), PrivacyConsent: req.PrivacyConsent, PrivacyNoticeVersion: req.PrivacyNoticeVersion,
	}
	if in.Password == "" {
		in.Password = req.PasswordHash
	}
	if req.Locale != nil {
		in.Locale = *req.Locale
	}
	m, err := s.account.SignUp(r.Context(), in)
	if err != nil {
		return err
	}
	// The account exists whatever happens next: an error here would make the
	// member sign up again into a "phone already registered". Without a
	// session they are where they were before, signing in by hand.
	if started, err := s.account.StartNewMemberSession(r.Context(), m, sessionToken(r, memberSessions)); err != nil {
		s.log.ErrorContext(r.Context(), "sign-up: start session", "member", m.ID, "err", err)
	} else {
		s.setStartedCookie(w, started)
	}
	writeJSON(w, http.StatusCreated, struct {
		ID               int64   `json:"id"`
		Name             string  `json:"name"`
		PreferredName    *string `json:"preferredName"`
		Phone            string  `json:"phone"`
		Email            *string `json:"email"`
		MembershipNumber *string `json:"membershipNumber"`
		// MembershipPending: the number waits for the secretary's approval.
		MembershipPending bool   `json:"membershipPending"`
		Locale            string `json:"locale"`
		Message           string `json:"message"`
	}{m.ID, m.Name, m.PreferredName, m.Phone, m.Email, m.MembershipNumber, m.MembershipPendingSince != nil, m.Locale, "Registration successful"})
	return nil
}
