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

// CreateAdmin inserts a (CreatedAt set); a taken username is a
// *ConflictError{"username"}.
func (s *Store) CreateAdmin(ctx context.Context, a *Admin) error {
	if err := createdAtSet("CreateAdmin", a.CreatedAt); err != nil {
		return err
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

// UseAdminResetToken is UseMemberResetToken for admins.
func UseAdminResetToken(ctx context.Context, db bun.IDB, tokenHash, passwordHash string, now time.Time) (*Admin, error) {
	var a Admin
	err := db.NewSelect().Model(&a).Where("reset_token = ?", tokenHash).
		Where("reset_token_expiry > ?", now.UTC()).Scan(ctx)
	if err != nil {
		if err = mapErr(err); errors.Is(err, ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("find admin reset token: %w", err)
	}
	res, err := db.NewUpdate().Model((*Admin)(nil)).
		Set("password_hash = ?", passwordHash).Set("reset_token = NULL").Set("reset_token_expiry = NULL").
		Where("id = ?", a.ID).Where("reset_token = ?", tokenHash).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("use admin reset token: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return nil, ErrNotFound
	}
	return &a, nil
}

// SetAdminPendingTOTP stores a secret shown at enrolment, replacing any
// earlier unconfirmed one.
func (s *Store) SetAdminPendingTOTP(ctx context.Context, id int64, secret string) error {
	_, err := s.w.NewUpdate().Model((*Admin)(nil)).Set("totp_pending_secret = ?", secret).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set pending totp: %w", err)
	}
	return nil
}

// EnableAdminTOTP switches two-factor sign-in on: the pending secret
// becomes the secret, step (the one the confirming code matched) is used
// up, and codeHashes replace any recovery codes. It is ErrConflict when
// the pending secret changed meanwhile (another tab restarted enrolment),
// so a code checked against an old secret never switches on a new one.
func (s *Store) EnableAdminTOTP(ctx context.Context, id int64, pendingSecret string, step int64, codeHashes []string, now time.Time) error {
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*Admin)(nil)).
			Set("totp_secret = totp_pending_secret").Set("totp_pending_secret = NULL").Set("totp_last_step = ?", step).
			Where("id = ?", id).Where("totp_pending_secret = ?", pendingSecret).Where("totp_secret IS NULL").Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrConflict
		}
		return replaceRecoveryCodes(ctx, tx, id, codeHashes, now)
	})
	if errors.Is(err, ErrConflict) {
		return ErrConflict
	}
	if err != nil {
		return fmt.Errorf("enable totp: %w", err)
	}
	return nil
}

// DisableAdminTOTP switches two-factor sign-in off for an admin: secret,
// pending secret and recovery codes go. It is what `golfclub admin
// reset-2fa` runs for a locked-out admin.
func (s *Store) DisableAdminTOTP(ctx context.Context, id int64) error {
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		_, err := tx.NewUpdate().Model((*Admin)(nil)).
			Set("totp_secret = NULL").Set("totp_pending_secret = NULL").Set("totp_last_step = 0").
			Where("id = ?", id).Exec(ctx)
		if err != nil {
			return err
		}
		_, err = tx.NewDelete().Model((*AdminRecoveryCode)(nil)).Where("admin_id = ?", id).Exec(ctx)
		return err
	})
	if err != nil {
		return fmt.Errorf("disable totp: %w", err)
	}
	return nil
}

// UseAdminTOTPStep records that a code of step was accepted, and reports
// false when that step (or a later one) was used already: the atomic
// update is what makes a code work once even when two requests race.
func (s *Store) UseAdminTOTPStep(ctx context.Context, id, step int64) (bool, error) {
	res, err := s.w.NewUpdate().Model((*Admin)(nil)).Set("totp_last_step = ?", step).
		Where("id = ?", id).Where("totp_last_step < ?", step).Where("totp_secret IS NOT NULL").Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("use totp step: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// UseAdminRecoveryCode deletes the admin's unused recovery code with that
// hash and reports whether there was one: each code works once.
func (s *Store) UseAdminRecoveryCode(ctx context.Context, id int64, codeHash string) (bool, error) {
	res, err := s.w.NewDelete().Model((*AdminRecoveryCode)(nil)).Where("admin_id = ?", id).Where("code_hash = ?", codeHash).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("use recovery code: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// ReplaceAdminRecoveryCodes drops the admin's recovery codes and stores
// codeHashes instead.
func (s *Store) ReplaceAdminRecoveryCodes(ctx context.Context, id int64, codeHashes []string, now time.Time) error {
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		return replaceRecoveryCodes(ctx, tx, id, codeHashes, now)
	})
	if err != nil {
		return fmt.Errorf("replace recovery codes: %w", err)
	}
	return nil
}

func replaceRecoveryCodes(ctx context.Context, tx bun.Tx, id int64, codeHashes []string, now time.Time) error {
	if _, err := tx.NewDelete().Model((*AdminRecoveryCode)(nil)).Where("admin_id = ?", id).Exec(ctx); err != nil {
		return err
	}
	if len(codeHashes) == 0 {
		return nil
	}
	rows := make([]AdminRecoveryCode, len(codeHashes))
	for i, h := range codeHashes {
		rows[i] = AdminRecoveryCode{AdminID: id, CodeHash: h, CreatedAt: now.UTC()}
	}
	_, err := tx.NewInsert().Model(&rows).Exec(ctx)
	return err
}

// AdminRecoveryCodesLeft counts the admin's unused recovery codes.
func (s *Store) AdminRecoveryCodesLeft(ctx context.Context, id int64) (int, error) {
	n, err := s.r.NewSelect().Model((*AdminRecoveryCode)(nil)).Where("admin_id = ?", id).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count recovery codes: %w", err)
	}
	return int(n), nil
}
