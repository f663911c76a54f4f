package account

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
	"golfclub/internal/push"
	"golfclub/internal/store"
)

// Session kinds. A member session never grants admin rights: the kind is
// checked in the database, not only by the cookie it came in.
const (
	MemberSession = store.SessionMember
	AdminSession  = store.SessionAdmin
	// PendingSignIn is an admin who gave the right password and has yet
	// to give the second factor; it grants nothing but that step.
	PendingSignIn = store.SessionAdminPending
)

// Lifetimes of the session kinds.
const (
	MemberSessionTTL = 30 * 24 * time.Hour
	AdminSessionTTL  = 12 * time.Hour
	// PendingSignInTTL is how long the code step waits after the password:
	// enough to unlock a phone and open the app, short enough that a
	// half-finished sign-in on a shared computer soon ends.
	PendingSignInTTL = 5 * time.Minute
)

// TTL is the full lifetime of a session of kind.
func TTL(kind string) time.Duration {
	switch kind {
	case MemberSession:
		return MemberSessionTTL
	case AdminSession:
		return AdminSessionTTL
	case PendingSignIn:
		return PendingSignInTTL
	}
	panic("account: unknown session kind " + kind)
}

// Started is a new session: the token its cookie carries (only its hash
// is stored) and when it ends.
type Started struct {
	Kind    string
	Token   string
	Expires time.Time
}

// startSession stores a new session of kind for subjectID.
func (s *Service) startSession(ctx context.Context, kind string, subjectID int64) (Started, error) {
	token, hash, err := auth.NewToken()
	if err != nil {
		return Started{}, err
	}
	now := s.now()
	exp := now.Add(TTL(kind))
	sess := &model.Session{TokenHash: hash, Kind: kind, SubjectID: subjectID, ExpiresAt: exp, CreatedAt: now}
	if err := s.store.CreateSession(ctx, sess); err != nil {
		return Started{}, fmt.Errorf("start %s session: %w", kind, err)
	}
	return Started{Kind: kind, Token: token, Expires: exp}, nil
}

// Session is the live session of kind with token, or nil when there is
// none ("" is none). With slide, a session with less than half its
// lifetime left is pushed to a full lifetime again, and renewed is its new
// expiry, which the caller sends on with the cookie; that is at most one
// write per request, since afterwards more than half remains. Without
// slide nothing is extended, because a server expiry moved without its
// cookie would leave the cookie to die first. renewed is zero when
// nothing moved.
func (s *Service) Session(ctx context.Context, kind, token string, slide bool) (sess *model.Session, renewed time.Time, err error) {
	if token == "" {
		return nil, time.Time{}, nil
	}
	now := s.now()
	sess, err = s.store.SessionByTokenHash(ctx, kind, auth.HashToken(token), now)
	if errors.Is(err, store.ErrNotFound) {
		return nil, time.Time{}, nil
	}
	if err != nil {
		return nil, time.Time{}, err
	}
	renewed, err = s.slide(ctx, sess, slide, now)
	return sess, renewed, err
}

// slide extends sess to a full lifetime when slide is asked for and less
// than half its lifetime remains; it returns the new expiry, or zero.
func (s *Service) slide(ctx context.Context, sess *model.Session, slide bool, now time.Time) (time.Time, error) {
	ttl := TTL(sess.Kind)
	if !slide || sess.ExpiresAt.Sub(now) >= ttl/2 {
		return time.Time{}, nil
	}
	exp := now.Add(ttl)
	if err := s.store.ExtendSession(ctx, sess.TokenHash, exp); err != nil {
		return time.Time{}, err
	}
	sess.ExpiresAt = exp
	return exp, nil
}

// EndSession deletes the session of kind with token, if any ("" is none).
// A member session takes its push subscriptions with it, so the device
// stops getting that member's pushes.
func (s *Service) EndSession(ctx context.Context, kind, token string) error {
	if token == "" {
		return nil
	}
	hash := auth.HashToken(token)
	if kind != MemberSession {
		return s.store.DeleteSession(ctx, hash)
	}
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := push.DeleteSessionSubscriptions(ctx, tx, hash); err != nil {
			return err
		}
		return store.DeleteSessionIn(ctx, tx, hash)
	})
	if err != nil {
		return fmt.Errorf("end member session: %w", err)
	}
	return nil
}

// ErrSignInNeeded is the 401 of member calls without a live session of an
// active member.
var ErrSignInNeeded = apperr.New(apperr.Unauthorized, "unauthorized", "Please log in to continue")

// SessionMember is the active member signed in with token ("" is none), or
// ErrSignInNeeded. slide and renewed are as for Session.
func (s *Service) SessionMember(ctx context.Context, token string, slide bool) (m *model.Member, renewed time.Time, err error) {
	if token == "" {
		return nil, time.Time{}, ErrSignInNeeded
	}
	now := s.now()
	// Session and member in one query: every member request needs both.
	sess, m, err := s.store.MemberSession(ctx, auth.HashToken(token), now)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !m.IsActive) {
		return nil, time.Time{}, ErrSignInNeeded
	}
	if err != nil {
		return nil, time.Time{}, err
	}
	renewed, err = s.slide(ctx, sess, slide, now)
	if err != nil {
		return nil, time.Time{}, err
	}
	return m, renewed, nil
}

// SessionAdmin is the admin signed in with adminToken: a 401 'Admin login
// required' without a live admin session, a 403 'Admin access required'
// when memberToken is a live member session (a member is signed in, not an
// admin). It does not apply the club's two-factor requirement (see
// RequireEnrolled). slide and renewed are as for Session.
func (s *Service) SessionAdmin(ctx context.Context, adminToken, memberToken string, slide bool) (a *model.Admin, renewed time.Time, err error) {
	sess, renewed, err := s.Session(ctx, AdminSession, adminToken, slide)
	if err != nil {
		return nil, time.Time{}, err
	}
	if sess != nil {
		a, err := s.store.AdminByID(ctx, sess.SubjectID)
		if err == nil {
			return a, renewed, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return nil, time.Time{}, err
		}
	}
	if memberToken != "" {
		if _, err := s.store.SessionByTokenHash(ctx, MemberSession, auth.HashToken(memberToken), s.now()); err == nil {
			return nil, time.Time{}, apperr.New(apperr.Forbidden, "forbidden", "Admin access required")
		}
	}
	return nil, time.Time{}, apperr.New(apperr.Unauthorized, "unauthorized", "Admin login required")
}
