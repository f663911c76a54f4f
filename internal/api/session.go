package api

import (
	"context"
	"errors"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/push"
	"golfclub/internal/store"
)

// sessionKind describes one of the two separate session types. A member
// cookie never grants admin rights: kinds are checked in the database, not
// only by cookie name.
type sessionKind struct {
	kind   string
	cookie string
	ttl    time.Duration
}

var (
	memberSessions = sessionKind{kind: store.SessionMember, cookie: "gc_member", ttl: 30 * 24 * time.Hour}
	adminSessions  = sessionKind{kind: store.SessionAdmin, cookie: "gc_admin", ttl: 12 * time.Hour}
)

// startSession creates a session for subjectID and sets its cookie.
func (s *Server) startSession(ctx context.Context, w http.ResponseWriter, k sessionKind, subjectID int64) error {
	token, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	now := s.now()
	exp := now.Add(k.ttl)
	sess := &store.Session{TokenHash: hash, Kind: k.kind, SubjectID: subjectID, ExpiresAt: exp, CreatedAt: now}
	if err := s.store.CreateSession(ctx, sess); err != nil {
		return err
	}
	s.setSessionCookie(w, k, token, exp)
	return nil
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

// session is the live session of kind k of the request, or nil. Sliding
// expiry: once less than half the lifetime remains, the session is pushed
// to a full lifetime again and the cookie re-sent; that is at most one
// write per request, since afterwards more than half remains. Without w
// (currentMember, currentAdmin) nothing is extended, because a server
// expiry moved without its cookie would leave the cookie to die first.
func (s *Server) session(w http.ResponseWriter, r *http.Request, k sessionKind) (*store.Session, error) {
	token := sessionToken(r, k)
	if token == "" {
		return nil, nil
	}
	now := s.now()
	sess, err := s.store.SessionByTokenHash(r.Context(), k.kind, auth.HashToken(token), now)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if err := s.slide(w, r, k, token, sess, now); err != nil {
		return nil, err
	}
	return sess, nil
}

// slide pushes sess to a full lifetime (and re-sends its cookie) once less
// than half its lifetime remains, when there is a w to send the cookie on.
func (s *Server) slide(w http.ResponseWriter, r *http.Request, k sessionKind, token string, sess *store.Session, now time.Time) error {
	if w == nil || sess.ExpiresAt.Sub(now) >= k.ttl/2 {
		return nil
	}
	exp := now.Add(k.ttl)
	if err := s.store.ExtendSession(r.Context(), sess.TokenHash, exp); err != nil {
		return err
	}
	sess.ExpiresAt = exp
	s.setSessionCookie(w, k, token, exp)
	return nil
}

// endSession deletes the request's session of kind k (if any) and clears
// its cookie.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request, k sessionKind) error {
	if err := s.dropSession(r, k); err != nil {
		return err
	}
	s.clearSessionCookie(w, k)
	return nil
}

// dropSession deletes the request's session of kind k, if any, leaving the
// cookie alone (a new sign-in is about to replace it). A member session
// takes its push subscriptions with it, so the device stops getting that
// member's pushes.
func (s *Server) dropSession(r *http.Request, k sessionKind) error {
	token := sessionToken(r, k)
	if token == "" {
		return nil
	}
	hash := auth.HashToken(token)
	if k.kind == store.SessionMember {
		if err := push.DeleteSessionSubscriptions(r.Context(), s.store.DB(), hash); err != nil {
			return err
		}
	}
	return s.store.DeleteSession(r.Context(), hash)
}

// currentMember is the signed-in, active member of the request, or a 401
// *apperr.Error 'Please log in to continue'.
func (s *Server) currentMember(r *http.Request) (*store.Member, error) {
	return s.sessionMember(nil, r)
}

func (s *Server) sessionMember(w http.ResponseWriter, r *http.Request) (*store.Member, error) {
	unauthorized := apperr.New(apperr.Unauthorized, "unauthorized", "Please log in to continue")
	token := sessionToken(r, memberSessions)
	if token == "" {
		return nil, unauthorized
	}
	now := s.now()
	// Session and member in one query: every member request needs both.
	sess, m, err := s.store.MemberSession(r.Context(), auth.HashToken(token), now)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !m.IsActive) {
		return nil, unauthorized
	}
	if err != nil {
		return nil, err
	}
	if err := s.slide(w, r, memberSessions, token, sess, now); err != nil {
		return nil, err
	}
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

// currentAdmin is the signed-in admin of the request: a 401 *apperr.Error 'Admin
// login required' without an admin session, a 403 'Admin access required'
// when the caller is signed in only as a member.
func (s *Server) currentAdmin(r *http.Request) (*store.Admin, error) {
	return s.sessionAdmin(nil, r)
}

// sessionAdmin is signedInAdmin with the club's two-factor requirement
// applied: 403 two_factor_setup_required for an admin who must enrol first.
func (s *Server) sessionAdmin(w http.ResponseWriter, r *http.Request) (*store.Admin, error) {
	a, err := s.signedInAdmin(w, r)
	if err != nil {
		return nil, err
	}
	if err := s.requireEnrolled(r.Context(), a); err != nil {
		return nil, err
	}
	return a, nil
}

// signedInAdmin is the admin of the request's admin session (401/403 like
// currentAdmin), whether or not the club requires them to enrol in
// two-factor sign-in first. Only enrolment, /me and logout use it directly.
func (s *Server) signedInAdmin(w http.ResponseWriter, r *http.Request) (*store.Admin, error) {
	sess, err := s.session(w, r, adminSessions)
	if err != nil {
		return nil, err
	}
	if sess != nil {
		a, err := s.store.AdminByID(r.Context(), sess.SubjectID)
		if err == nil {
			return a, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	if token := sessionToken(r, memberSessions); token != "" {
		if _, err := s.store.SessionByTokenHash(r.Context(), store.SessionMember, auth.HashToken(token), s.now()); err == nil {
			return nil, apperr.New(apperr.Forbidden, "forbidden", "Admin access required")
		}
	}
	return nil, apperr.New(apperr.Unauthorized, "unauthorized", "Admin login required")
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
func (s *Server) memberOnly(fn func(w http.ResponseWriter, r *http.Request, m *store.Member) error) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		m, err := s.sessionMember(w, r)
		if err != nil {
			return err
		}
		return fn(w, r, m)
	}
}
