package api

import (
	"net/http"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// sessionKind is one of the session types and the cookie that carries its
// token. The account service owns the sessions; this layer owns only
// their cookies.
type sessionKind struct {
	kind   string
	cookie string
	ttl    time.Duration
}

var (
	memberSessions       = sessionKind{kind: account.MemberSession, cookie: "gc_member", ttl: account.MemberSessionTTL}
	adminSessions        = sessionKind{kind: account.AdminSession, cookie: "gc_admin", ttl: account.AdminSessionTTL}
	adminPendingSessions = sessionKind{kind: account.PendingSignIn, cookie: "gc_admin_2fa", ttl: account.PendingSignInTTL}
)

// kindOf is the cookie of a session kind the service names.
func kindOf(kind string) sessionKind {
	switch kind {
	case account.AdminSession:
		return adminSessions
	case account.PendingSignIn:
		return adminPendingSessions
	}
	return memberSessions
}

// setStartedCookie sends the cookie of a session the service started.
func (s *Server) setStartedCookie(w http.ResponseWriter, st account.Started) {
	s.setSessionCookie(w, kindOf(st.Kind), st.Token, st.Expires)
}

func (s *Server) setSessionCookie(w http.ResponseWriter, k sessionKind, token string, exp time.Time) {
	http.SetCookie(w, &http.Cookie{
		Name: k.cookie, Value: token, Path: "/",
		Expires: exp, MaxAge: int(exp.Sub(s.now()).Round(time.Second) / time.Second),
		HttpOnly: true, Secure: s.cfg.SecureCookies(), SameSite: http.SameSiteLaxMode,
	})
}

func (s *Server) clearSessionCookie(w http.ResponseWriter, k sessionKind) {
	http.SetCookie(w, &http.Cookie{
		Name: k.cookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, Secure: s.cfg.SecureCookies(), SameSite: http.SameSiteLaxMode,
	})
}

// renewCookie re-sends the cookie of a session the service slid to a new
// expiry (a zero renewed means it did not), when there is a w to send it
// on.
func (s *Server) renewCookie(w http.ResponseWriter, r *http.Request, k sessionKind, renewed time.Time) {
	if w != nil && !renewed.IsZero() {
		s.setSessionCookie(w, k, sessionToken(r, k), renewed)
	}
}

// sessionToken is the request's token of kind k, or "" when it carries none
// that could be one of ours (43 base64url characters).
func sessionToken(r *http.Request, k sessionKind) string {
	c, err := r.Cookie(k.cookie)
	if err != nil || len(c.Value) != 43 {
		return ""
	}
	for _, ch := range c.Value {
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '-' || ch == '_') {
			return ""
		}
	}
	return c.Value
}

// session is the live session of kind k of the request, or nil. With w,
// a session past half its lifetime slides to a full one and its cookie is
// re-sent; without w (currentMember, currentAdmin) nothing is extended.
func (s *Server) session(w http.ResponseWriter, r *http.Request, k sessionKind) (*model.Session, error) {
	sess, renewed, err := s.account.Session(r.Context(), k.kind, sessionToken(r, k), w != nil)
	if err != nil {
		return nil, err
	}
	s.renewCookie(w, r, k, renewed)
	return sess, nil
}

// endSession deletes the request's session of kind k (if any) and clears
// its cookie.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request, k sessionKind) error {
	if err := s.account.EndSession(r.Context(), k.kind, sessionToken(r, k)); err != nil {
		return err
	}
	s.clearSessionCookie(w, k)
	return nil
}

// currentMember is the signed-in, active member of the request, or a 401
// *apperr.Error 'Please log in to continue'.
func (s *Server) currentMember(r *http.Request) (*model.Member, error) {
	return s.sessionMember(nil, r)
}

func (s *Server) sessionMember(w http.ResponseWriter, r *http.Request) (*model.Member, error) {
	m, renewed, err := s.account.SessionMember(r.Context(), sessionToken(r, memberSessions), w != nil)
	if err != nil {
		return nil, err
	}
	s.renewCookie(w, r, memberSessions, renewed)
	return m, nil
}

// eventListViewer is who reads an event's participant or flight list: the
// signed-in member's id (0 when none) and whether an admin is signed in.
// Without either it is currentMember's 401.
func (s *Server) eventListViewer(r *http.Request) (viewerID int64, isAdmin bool, err error) {
	_, adminErr := s.currentAdmin(r)
	isAdmin = adminErr == nil
	m, err := s.currentMember(r)
	switch {
	case err == nil:
		return m.ID, isAdmin, nil
	case !isAdmin:
		return 0, false, err
	}
	return 0, true, nil
}

// currentAdmin is the signed-in admin of the request: a 401 *apperr.Error 'Admin login
// required' without an admin session, a 403 'Admin access required'
// when the caller is signed in only as a member.
func (s *Server) currentAdmin(r *http.Request) (*model.Admin, error) {
	return s.sessionAdmin(nil, r)
}

// sessionAdmin is signedInAdmin with the club's two-factor requirement
// applied: 403 two_factor_setup_required for an admin who must enrol first.
func (s *Server) sessionAdmin(w http.ResponseWriter, r *http.Request) (*model.Admin, error) {
	a, err := s.signedInAdmin(w, r)
	if err != nil {
		return nil, err
	}
	if err := s.account.RequireEnrolled(r.Context(), a); err != nil {
		return nil, err
	}
	return a, nil
}

// signedInAdmin is the admin of the request's admin session (401/403 like
// currentAdmin), whether or not the club requires them to enrol in
// two-factor sign-in first. Only enrolment, /me and logout use it directly.
func (s *Server) signedInAdmin(w http.ResponseWriter, r *http.Request) (*model.Admin, error) {
	a, renewed, err := s.account.SessionAdmin(r.Context(), sessionToken(r, adminSessions), sessionToken(r, memberSessions), w != nil)
	if err != nil {
		return nil, err
	}
	s.renewCookie(w, r, adminSessions, renewed)
	return a, nil
}

// adminOnly wraps a handler that needs an admin session (401/403 otherwise).
func (s *Server) adminOnly(fn handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		if _, err := s.sessionAdmin(w, r); err != nil {
			return err
		}
		return fn(w, r)
	}
}

// memberOnly wraps a handler that needs an active member session and hands
// it the member.
func (s *Server) memberOnly(fn func(w http.ResponseWriter, r *http.Request, m *model.Member) error) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		m, err := s.sessionMember(w, r)
		if err != nil {
			return err
		}
		return fn(w, r, m)
	}
}

// unauthorizedMember tells a member call's 401 from other failures.
func unauthorizedMember(err error) bool {
	ae, ok := apperr.As(err)
	return ok && ae.Kind == apperr.Unauthorized
}
