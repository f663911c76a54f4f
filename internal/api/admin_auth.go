package api

import (
	"context"
	"net/http"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// routesAdminAuth registers the admin session calls (spec 2 §7).
func (s *Server) routesAdminAuth(mux *http.ServeMux) {
	mux.Handle("POST /api/admin/login", s.handle(s.adminLogin))
	mux.Handle("GET /api/admin/me", s.handle(s.adminMe))
	mux.Handle("GET /api/admin/session", s.handle(s.adminSession))
	mux.Handle("POST /api/admin/logout", s.handle(s.adminLogout))
	mux.Handle("POST /api/admin/reset-password-request", s.handle(s.adminResetRequest))
	mux.Handle("POST /api/admin/reset-password", s.handle(s.adminResetPassword))
	s.routesAdminTwoFactor(mux)
}

type adminView struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	// TwoFactorEnabled: the admin signs in with a code too.
	TwoFactorEnabled bool `json:"twoFactorEnabled"`
	// TwoFactorSetupRequired: the club requires two-factor sign-in and this
	// admin has not set it up; every other admin call answers 403 until then.
	TwoFactorSetupRequired bool `json:"twoFactorSetupRequired"`
}

func (s *Server) adminViewOf(ctx context.Context, a *model.Admin) (adminView, error) {
	required, err := s.account.SetupRequired(ctx, a)
	if err != nil {
		return adminView{}, err
	}
	return adminView{ID: a.ID, Username: a.Username, TwoFactorEnabled: a.TOTPSecret != nil, TwoFactorSetupRequired: required}, nil
}

// writeAdminView answers a signed-in admin with who they are.
func (s *Server) writeAdminView(w http.ResponseWriter, ctx context.Context, a *model.Admin) error {
	view, err := s.adminViewOf(ctx, a)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

func (s *Server) adminLogin(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	ctx := r.Context()
	a, started, err := s.account.LoginAdmin(ctx, account.AdminLogin{
		Username: req.Username, Password: req.Password, IP: clientIP(r),
		OldToken: sessionToken(r, adminSessions), OldPendingToken: sessionToken(r, adminPendingSessions),
	})
	if err != nil {
		return err
	}
	s.setStartedCookie(w, started)
	if started.Kind == account.PendingSignIn {
		// No admin session yet: the code step makes it.
		writeJSON(w, http.StatusOK, struct {
			TwoFactorRequired bool `json:"twoFactorRequired"`
		}{true})
		return nil
	}
	return s.writeAdminView(w, ctx, a)
}

// adminMe answers for an admin who still has to enrol too, so the app can
// send them to enrolment.
func (s *Server) adminMe(w http.ResponseWriter, r *http.Request) error {
	a, err := s.signedInAdmin(w, r)
	if err != nil {
		return err
	}
	return s.writeAdminView(w, r.Context(), a)
}

// adminSession is the admin area's session check: the signed-in admin as
// GET /api/admin/me answers them, or null for anyone else, so opening the
// sign-in page is not a failed request (a 401 is a console error in every
// browser). A dead admin cookie is cleared. /api/admin/me keeps its 401 and
// 403 for callers that want them.
func (s *Server) adminSession(w http.ResponseWriter, r *http.Request) error {
	a, err := s.signedInAdmin(w, r)
	if ae, ok := apperr.As(err); ok && (ae.Kind == apperr.Unauthorized || ae.Kind == apperr.Forbidden) {
		if sessionToken(r, adminSessions) != "" {
			s.clearSessionCookie(w, adminSessions)
		}
		writeJSON(w, http.StatusOK, nil)
		return nil
	}
	if err != nil {
		return err
	}
	return s.writeAdminView(w, r.Context(), a)
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

// adminResetRequest issues a reset token for an admin; the token goes to
// the server log (and the answer in --dev mode only).
func (s *Server) adminResetRequest(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Username string `json:"username"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	answer, err := s.account.RequestAdminReset(r.Context(), req.Username, clientIP(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, resetRequestAnswer{Message: answer.Message, ResetToken: answer.Token})
	return nil
}

func (s *Server) adminResetPassword(w http.ResponseWriter, r *http.Request) error {
	in, err := readPasswordReset(r)
	if err != nil {
		return err
	}
	if err := s.account.ResetAdminPassword(r.Context(), in); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Password reset successful"})
	return nil
}
