package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m013MembershipApproval adds what the secretary's approval of sign-ups
// needs (the club setting newMemberApproval):
//   - members.membership_pending_since: when a self sign-up began waiting
//     for the secretary to give it a membership number; NULL for everyone
//     else, which keeps every member so far out of the queue;
//   - members.requested_membership_number: the number a waiting sign-up
//     typed, assigned on approval (NULL: approval draws one).
//
// The index serves the overview's count and the queue, oldest first.
func m013MembershipApproval(ctx context.Context, tx bun.Tx) error {
	ts := "TIMESTAMP"
	if tx.Dialect().Name() == dialect.PG {
		ts = "TIMESTAMP WITH TIME ZONE"
	}
	for _, s := range []string{
		`ALTER TABLE members ADD COLUMN membership_pending_since ` + ts,
		`ALTER TABLE members ADD COLUMN requested_membership_number VARCHAR`,
		`CREATE INDEX members_membership_pending ON members (membership_pending_since) WHERE membership_pending_since IS NOT NULL`,
	} {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}
