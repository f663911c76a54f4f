package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// AdminCount is the number of admin accounts (serve warns when zero).
func (s *Store) AdminCount(ctx context.Context) (int, error) {
	n, err := s.r.NewSelect().Model((*Admin)(nil)).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count admins: %w", err)
	}
	return int(n), nil
}

// CreateAdmin inserts a; a taken username is a *ConflictError{"username"}.
func (s *Store) CreateAdmin(ctx context.Context, a *Admin) error {
	if a.CreatedAt.IsZero() {
		a.CreatedAt = time.Now().UTC()
	}
	_, err := s.w.NewInsert().Model(a).Returning("id").Exec(ctx)
	if err = mapErr(err); errors.Is(err, ErrConflict) {
		return &ConflictError{Field: "username"}
	}
	if err != nil {
		return fmt.Errorf("create admin: %w", err)
	}
	return nil
}

// AdminByID returns one admin or ErrNotFound.
func (s *Store) AdminByID(ctx context.Context, id int64) (*Admin, error) {
	var a Admin
	if err := s.r.NewSelect().Model(&a).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return &a, nil
}

// AdminByUsername returns the admin with exactly that username.
func (s *Store) AdminByUsername(ctx context.Context, username string) (*Admin, error) {
	var a Admin
	if err := s.r.NewSelect().Model(&a).Where("username = ?", username).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return &a, nil
}

// SetAdminPasswordHash replaces an admin's password hash.
func (s *Store) SetAdminPasswordHash(ctx context.Context, id int64, hash string) error {
	_, err := s.w.NewUpdate().Model((*Admin)(nil)).Set("password_hash = ?", hash).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set admin password: %w", err)
	}
	return nil
}

// SetAdminResetToken stores the hash of a new reset token, replacing any
// earlier one.
func (s *Store) SetAdminResetToken(ctx context.Context, id int64, tokenHash string, expires time.Time) error {
	_, err := s.w.NewUpdate().Model((*Admin)(nil)).
		Set("reset_token = ?", tokenHash).Set("reset_token_expiry = ?", expires.UTC()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set admin reset token: %w", err)
	}
	return nil
}

// ResetAdminPassword is ResetMemberPassword for admins.
func (s *Store) ResetAdminPassword(ctx context.Context, tokenHash, passwordHash string, now time.Time) (*Admin, error) {
	var a Admin
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		err := tx.NewSelect().Model(&a).Where("reset_token = ?", tokenHash).
			Where("reset_token_expiry > ?", now.UTC()).Scan(ctx)
		if err != nil {
			return mapErr(err)
		}
		res, err := tx.NewUpdate().Model((*Admin)(nil)).
			Set("password_hash = ?", passwordHash).Set("reset_token = NULL").Set("reset_token_expiry = NULL").
			Where("id = ?", a.ID).Where("reset_token = ?", tokenHash).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNotFound
		}
		_, err = tx.NewDelete().Model((*Session)(nil)).Where("kind = ?", SessionAdmin).Where("subject_id = ?", a.ID).Exec(ctx)
		return err
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("reset admin password: %w", err)
	}
	return &a, nil
}
