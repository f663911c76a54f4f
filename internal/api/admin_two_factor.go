package api

import (
	"net/http"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// routesAdminTwoFactor registers admin two-factor sign-in (the rules are
// the account service's). Sign-in with two-factor on is two calls: POST
// /api/admin/login checks the password and sets the pending cookie
// gc_admin_2fa instead of an admin session; POST
// /api/admin/login/two-factor takes the code and makes the admin session.
func (s *Server) routesAdminTwoFactor(mux *http.ServeMux) {
	mux.Handle("POST /api/admin/login/two-factor", s.handle(s.adminLoginSecondStep))
	// These work for an admin the club requires to enrol who has not yet:
	// they are how the admin gets out of that state.
	s.adminEnrolling(mux, "GET /api/admin/two-factor", s.adminTwoFactorStatus)
	s.adminEnrolling(mux, "POST /api/admin/two-factor/setup", s.adminTwoFactorSetup)
	s.adminEnrolling(mux, "GET /api/admin/two-factor/setup/qr.svg", s.adminTwoFactorQR)
	s.adminEnrolling(mux, "POST /api/admin/two-factor/enable", s.adminTwoFactorEnable)
	s.admin(mux, "POST /api/admin/two-factor/disable", s.adminTwoFactorDisable)
	s.admin(mux, "POST /api/admin/two-factor/recovery-codes", s.adminTwoFactorNewCodes)
	s.admin(mux, "PUT /api/admin/settings/two-factor", s.adminTwoFactorRequirement)
}

// adminEnrolling registers a route for any signed-in admin, also one the
// club requires to enrol who has not (adminOnly would refuse them).
func (s *Server) adminEnrolling(mux *http.ServeMux, pattern string, fn func(w http.ResponseWriter, r *http.Request, a *model.Admin) error) {
	mux.Handle(pattern, s.handle(func(w http.ResponseWriter, r *http.Request) error {
		a, err := s.signedInAdmin(w, r)
		if err != nil {
			return err
		}
		return fn(w, r, a)
	}))
}

// readCode decodes {"code"}; the service judges it.
func readCode(r *http.Request) (string, error) {
	var in struct {
		Code string `json:"code"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return "", err
	}
	return in.Code, nil
}

func (s *Server) adminLoginSecondStep(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	pending := sessionToken(r, adminPendingSessions)
	a, ended, err := s.account.PendingAdmin(ctx, pending)
	if ended {
		s.clearSessionCookie(w, adminPendingSessions)
	}
	if err != nil {
		return err
	}
	code, err := readCode(r)
	if err != nil {
		return err
	}
	started, err := s.account.SignInWithCode(ctx, a, account.CodeSignIn{
		Code: code, IP: clientIP(r), PendingToken: pending, OldToken: sessionToken(r, adminSessions),
	})
	if err != nil {
		return err
	}
	s.clearSessionCookie(w, adminPendingSessions)
	s.setStartedCookie(w, started)
	return s.writeAdminView(w, ctx, a)
}

type twoFactorStatus struct {
	Enabled           bool `json:"enabled"`
	RecoveryCodesLeft int  `json:"recoveryCodesLeft"`
	// Required is the club switch.
	Required bool `json:"required"`
}

func (s *Server) adminTwoFactorStatus(w http.ResponseWriter, r *http.Request, a *model.Admin) error {
	st, err := s.account.TwoFactor(r.Context(), a)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, twoFactorStatus{Enabled: st.Enabled, RecoveryCodesLeft: st.RecoveryCodesLeft, Required: st.Required})
	return nil
}

// adminTwoFactorSetup starts enrolment: a new secret, shown as text and as
// a QR code (the .svg beside it).
func (s *Server) adminTwoFactorSetup(w http.ResponseWriter, r *http.Request, a *model.Admin) error {
	e, err := s.account.StartEnrolment(r.Context(), a)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, struct {
		Secret string `json:"secret"`
		URI    string `json:"otpauthUri"`
		QR     string `json:"qrUrl"`
	}{e.Secret, e.URI, "/api/admin/two-factor/setup/qr.svg"})
	return nil
}

// adminTwoFactorQR answers the pending secret as a QR code picture.
func (s *Server) adminTwoFactorQR(w http.ResponseWriter, r *http.Request, a *model.Admin) error {
	svg, err := s.account.EnrolmentQR(r.Context(), a)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", typeSVG)
	// The picture is the secret: never kept by a cache.
	w.Header().Set("Cache-Control", "no-store")
	_, err = w.Write(svg)
	return err
}

type recoveryCodesAnswer struct {
	RecoveryCodes []string `json:"recoveryCodes"`
}

// writeRecoveryCodes shows recovery codes, this once: never kept by a
// cache.
func writeRecoveryCodes(w http.ResponseWriter, codes []string) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, recoveryCodesAnswer{codes})
}

// adminTwoFactorEnable confirms enrolment with a code of the pending
// secret and shows the recovery codes.
func (s *Server) adminTwoFactorEnable(w http.ResponseWriter, r *http.Request, a *model.Admin) error {
	if err := account.CanConfirmEnrolment(a); err != nil {
		return err
	}
	code, err := readCode(r)
	if err != nil {
		return err
	}
	codes, err := s.account.ConfirmEnrolment(r.Context(), a, code, clientIP(r))
	if err != nil {
		return err
	}
	writeRecoveryCodes(w, codes)
	return nil
}

// codeOfAdmin is the signed-in admin with two-factor sign-in on and the
// code the request body carries: the changes to an admin's own two-factor
// sign-in all start with it.
func (s *Server) codeOfAdmin(r *http.Request) (*model.Admin, string, error) {
	a, err := s.currentAdmin(r)
	if err != nil {
		return nil, "", err
	}
	if err := account.TwoFactorOn(a); err != nil {
		return nil, "", err
	}
	code, err := readCode(r)
	if err != nil {
		return nil, "", err
	}
	return a, code, nil
}

func (s *Server) adminTwoFactorDisable(w http.ResponseWriter, r *http.Request) error {
	a, code, err := s.codeOfAdmin(r)
	if err != nil {
		return err
	}
	if err := s.account.DisableTwoFactor(r.Context(), a, code, clientIP(r)); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Two-factor sign-in is off"})
	return nil
}

func (s *Server) adminTwoFactorNewCodes(w http.ResponseWriter, r *http.Request) error {
	a, code, err := s.codeOfAdmin(r)
	if err != nil {
		return err
	}
	codes, err := s.account.ReplaceRecoveryCodes(r.Context(), a, code, clientIP(r))
	if err != nil {
		return err
	}
	writeRecoveryCodes(w, codes)
	return nil
}

// adminTwoFactorRequirement sets the club switch.
func (s *Server) adminTwoFactorRequirement(w http.ResponseWriter, r *http.Request) error {
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	var in struct {
		Required *bool `json:"required"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if in.Required == nil {
		return apperr.Field("required", "not_boolean", "required must be true or false")
	}
	if err := s.account.SetTwoFactorRequired(r.Context(), a, *in.Required); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		Required bool `json:"required"`
	}{*in.Required})
	return nil
}
