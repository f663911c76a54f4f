package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m006AdminTwoFactor adds admin two-factor sign-in (TOTP, RFC 6238):
//   - admins.totp_secret: the confirmed base32 secret; NULL means two-factor
//     sign-in is off for that admin;
//   - admins.totp_pending_secret: a secret shown at enrolment and not yet
//     confirmed with a code, so an abandoned enrolment never switches
//     anything on;
//   - admins.totp_last_step: the last time step a code was accepted for, so
//     each code works once (a replayed code is refused);
//   - admin_recovery_codes: the SHA-256 of each unused one-time recovery
//     code; a code is deleted when used.
func m006AdminTwoFactor(ctx context.Context, tx bun.Tx) error {
	bigint := "INTEGER"
	if tx.Dialect().Name() == dialect.PG {
		bigint = "BIGINT"
	}
	stmts := []string{
		`ALTER TABLE admins ADD COLUMN totp_secret VARCHAR`,
		`ALTER TABLE admins ADD COLUMN totp_pending_secret VARCHAR`,
		`ALTER TABLE admins ADD COLUMN totp_last_step ` + bigint + ` NOT NULL DEFAULT 0`,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	_, err := tx.NewCreateTable().Model((*m006AdminRecoveryCode)(nil)).
		ForeignKey(`("admin_id") REFERENCES "admins" ("id") ON DELETE CASCADE`).Exec(ctx)
	if err != nil {
		return fmt.Errorf("create admin_recovery_codes: %w", err)
	}
	s := `CREATE UNIQUE INDEX admin_recovery_codes_code ON admin_recovery_codes (admin_id, code_hash)`
	if _, err := tx.ExecContext(ctx, s); err != nil {
		return fmt.Errorf("%s: %w", s, err)
	}
	return nil
}

// m006AdminRecoveryCode is the frozen copy of store.AdminRecoveryCode.
type m006AdminRecoveryCode struct {
	bun.BaseModel `bun:"table:admin_recovery_codes"`
	ID            int64     `bun:"id,pk,autoincrement"`
	AdminID       int64     `bun:"admin_id,notnull"`
	CodeHash      string    `bun:"code_hash,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}
