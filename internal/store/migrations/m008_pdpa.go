package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m008PDPA adds what PDPA 2010 self-service needs:
//   - members.privacy_consent_at and members.privacy_notice_version: when a
//     member agreed to the privacy notice at sign-up, and to which version
//     (NULL for members who signed up before the notice existed);
//   - event_registrations.payment_slip_deleted_at: set when the retention
//     job deleted the registration's payment slip file, so the app says
//     "slip deleted" instead of showing a broken link;
//   - deletion_requests: a member's request to delete their data, pending
//     until an admin confirms or rejects it (or the member cancels it). At
//     most one pending request per member (partial unique index, which
//     SQLite and PostgreSQL both support).
func m008PDPA(ctx context.Context, tx bun.Tx) error {
	ts := "TIMESTAMP"
	if tx.Dialect().Name() == dialect.PG {
		ts = "TIMESTAMP WITH TIME ZONE"
	}
	_, err := tx.NewCreateTable().Model((*m008DeletionRequest)(nil)).
		ForeignKey(`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`).Exec(ctx)
	if err != nil {
		return fmt.Errorf("create deletion_requests: %w", err)
	}
	stmts := []string{
		`ALTER TABLE members ADD COLUMN privacy_consent_at ` + ts,
		`ALTER TABLE members ADD COLUMN privacy_notice_version VARCHAR`,
		`ALTER TABLE event_registrations ADD COLUMN payment_slip_deleted_at ` + ts,
		`CREATE UNIQUE INDEX deletion_requests_one_pending ON deletion_requests (member_id) WHERE status = 'pending'`,
		`CREATE INDEX deletion_requests_status ON deletion_requests (status, requested_at)`,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

// m008DeletionRequest is the frozen copy of store.DeletionRequest.
type m008DeletionRequest struct {
	bun.BaseModel `bun:"table:deletion_requests"`
	ID            int64      `bun:"id,pk,autoincrement"`
	MemberID      int64      `bun:"member_id,notnull"`
	Status        string     `bun:"status,notnull"`
	Reason        *string    `bun:"reason"`
	RequestedAt   time.Time  `bun:"requested_at,notnull"`
	DecidedAt     *time.Time `bun:"decided_at"`
	DecidedBy     *string    `bun:"decided_by"`
}
