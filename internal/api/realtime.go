package api

import (
	"errors"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/live"
)

func (s *Server) routesRealtime(mux *http.ServeMux) {
	mux.Handle("GET /api/realtime", s.handle(s.realtime))
}

// realtime is the live stream (Server-Sent Events), open to everyone: what
// it carries depends on the viewer its session cookies name.
func (s *Server) realtime(w http.ResponseWriter, r *http.Request) error {
	v, until, err := s.liveViewer(r)
	if err != nil {
		return err
	}
	var maxAge time.Duration
	if !until.IsZero() {
		// The session's expiry is on the server's clock (s.now).
		maxAge = max(until.Sub(s.now()), time.Second)
	}
	err = s.live.Serve(w, r, v, maxAge)
	switch {
	case errors.Is(err, live.ErrTooManyStreams):
		return &apperr.Error{Kind: apperr.Unavailable, Code: "too_many_streams",
			Message: "Too many live connections; try again shortly", RetryAfter: 10}
	case errors.Is(err, live.ErrClosed):
		return &apperr.Error{Kind: apperr.Unavailable, Code: "shutting_down",
			Message: "The server is restarting; try again shortly", RetryAfter: 3}
	}
	return err
}

// liveViewer reads who the stream is for from the member and admin session
// cookies; a missing, expired or revoked session counts as a visitor. until
// is when the earliest of those sessions expires: the stream ends then, so
// the client reconnects as whoever it has become.
func (s *Server) liveViewer(r *http.Request) (v live.Viewer, until time.Time, err error) {
	earliest := func(t time.Time) {
		if until.IsZero() || t.Before(until) {
			until = t
		}
	}
	sess, err := s.session(nil, r, memberSessions)
	if err != nil {
		return v, until, err
	}
	if sess != nil {
		active, err := s.club.ActiveMember(r.Context(), sess.SubjectID)
		if err != nil {
			return v, until, err
		}
		if active {
			v.MemberID = sess.SubjectID
			earliest(sess.ExpiresAt)
		}
	}
	sess, err = s.session(nil, r, adminSessions)
	if err != nil {
		return v, until, err
	}
	if sess != nil {
		admin, err := s.club.AdminExists(r.Context(), sess.SubjectID)
		if err != nil {
			return v, until, err
		}
		if admin {
			v.Admin = true
			earliest(sess.ExpiresAt)
		}
	}
	return v, until, nil
}
