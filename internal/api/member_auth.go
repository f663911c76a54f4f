package api

import (
	"net/http"

	"golfclub/internal/account"
	"golfclub/internal/model"
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

// memberProfile is what the member sees of their own account.
type memberProfile = model.MemberProfile

func profileOf(m *model.Member) memberProfile { return model.ProfileOf(m) }

type memberLoginRequest struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Password string `json:"password"`
}

func (s *Server) memberLogin(w http.ResponseWriter, r *http.Request) error {
	var req memberLoginRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	m, started, err := s.account.LoginMember(r.Context(), account.MemberLogin{
		Email: req.Email, Phone: req.Phone, Password: req.Password,
		IP: clientIP(r), OldToken: sessionToken(r, memberSessions),
	})
	if err != nil {
		return err
	}
	s.setStartedCookie(w, started)
	writeJSON(w, http.StatusOK, struct {
		memberProfile
		MemberName string `json:"memberName"`
		Message    string `json:"message"`
	}{profileOf(m), m.Name, "Login successful"})
	return nil
}

func (s *Server) getMemberProfile(w http.ResponseWriter, r *http.Request, m *model.Member) error {
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
	if unauthorizedMember(err) {
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
