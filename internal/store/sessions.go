package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// Session kinds.
const (
	SessionMember = "member"
	SessionAdmin  = "admin"
	// SessionAdminPending is an admin who gave the right password and has
	// yet to give the second factor; it grants nothing but that step.
	SessionAdminPending = "admin-2fa"
)

// CreateSession stores a new session (its token already hashed, CreatedAt
// set).
func (s *Store) CreateSession(ctx context.Context, sess *Session) error {
	if err := createdAtSet("CreateSession", sess.CreatedAt); err != nil {
		return err
	}
	sess.ExpiresAt = sess.ExpiresAt.UTC()
	if _, err := s.w.NewInsert().Model(sess).Exec(ctx); err != nil {
		return fmt.Errorf("create session: %w", mapErr(err))
	}
	return nil
}

// SessionByTokenHash returns the live session of the given kind with that
// token hash. An expired one is deleted on the way (lazy cleanup) and
// reported as ErrNotFound, like a missing one.
func (s *Store) SessionByTokenHash(ctx context.Context, kind, hash string, now time.Time) (*Session, error) {
	var sess Session
	err := s.r.NewSelect().Model(&sess).Where("token_hash = ?", hash).Where("kind = ?", kind).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	if !sess.ExpiresAt.After(now) {
		if err := s.DeleteSession(ctx, hash); err != nil {
			return nil, err
		}
		return nil, ErrNotFound
	}
	return &sess, nil
}

// MemberSession is the live member session with that token hash and its
// member, in one query (every member request needs both). An expired
// session is deleted on the way and reported as ErrNotFound, like a
// missing one or one whose member is gone.
func (s *Store) MemberSession(ctx context.Context, hash string, now time.Time) (*Session, *Member, error) {
	var row struct {
		Member
		SessionExpiresAt time.Time `bun:"session_expires_at"`
		SessionCreatedAt time.Time `bun:"session_created_at"`
	}
	// Every member request starts here: a prepared statement on PostgreSQL.
	p := s.hotParams(hash, SessionMember)
	err := p.ScanOne(ctx, s.r.NewSelect().TableExpr("members AS m").
		ColumnExpr("m.*").
		ColumnExpr("se.expires_at AS session_expires_at, se.created_at AS session_created_at").
		Join("JOIN sessions AS se ON se.subject_id = m.id").
		Where("se.token_hash = ?", p.Arg(0)).Where("se.kind = ?", p.Arg(1)), &row)
	if err != nil {
		return nil, nil, mapErr(err)
	}
	if !row.SessionExpiresAt.After(now) {
		if err := s.DeleteSession(ctx, hash); err != nil {
			return nil, nil, err
		}
		return nil, nil, ErrNotFound
	}
	sess := &Session{TokenHash: hash, Kind: SessionMember, SubjectID: row.Member.ID, ExpiresAt: row.SessionExpiresAt, CreatedAt: row.SessionCreatedAt}
	m := row.Member
	return sess, &m, nil
}

// ExtendSession moves a session's expiry (sliding sessions).
func (s *Store) ExtendSession(ctx context.Context, hash string, expires time.Time) error {
	_, err := s.w.NewUpdate().Model((*Session)(nil)).Set("expires_at = ?", expires.UTC()).Where("token_hash = ?", hash).Exec(ctx)
	if err != nil {
		return fmt.Errorf("extend session: %w", err)
	}
	return nil
}

// DeleteSession ends one session; a missing one is not an error.
func (s *Store) DeleteSession(ctx context.Context, hash string) error {
	return DeleteSessionIn(ctx, s.w, hash)
}

// DeleteSessionIn is DeleteSession on db, the caller's transaction.
func DeleteSessionIn(ctx context.Context, db bun.IDB, hash string) error {
	if _, err := db.NewDelete().Model((*Session)(nil)).Where("token_hash = ?", hash).Exec(ctx); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// DeleteSessionsOf ends every session of one member or admin (password
// reset, deactivation, deletion).
func (s *Store) DeleteSessionsOf(ctx context.Context, kind string, subjectID int64) error {
	return DeleteSubjectSessions(ctx, s.w, kind, subjectID)
}

// DeleteSubjectSessions is DeleteSessionsOf on db, the caller's
// transaction.
func DeleteSubjectSessions(ctx context.Context, db bun.IDB, kind string, subjectID int64) error {
	_, err := db.NewDelete().Model((*Session)(nil)).Where("kind = ?", kind).Where("subject_id = ?", subjectID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete sessions of %s %d: %w", kind, subjectID, err)
	}
	return nil
}

// DeleteExpiredSessions removes sessions that expired before now.
func (s *Store) DeleteExpiredSessions(ctx context.Context, now time.Time) (int64, error) {
	res, err := s.w.NewDelete().Model((*Session)(nil)).Where("expires_at <= ?", now.UTC()).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("delete expired sessions: %w", err)
	}
	return res.RowsAffected()
}
