package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// m002DropUnused drops two tables migration 1 created for features that do
// not exist yet (native-app FCM tokens, event recommendations). Nothing
// reads or writes them; the feature that needs one adds it back in a
// migration of its own, shaped for what it then needs. Dropping a table
// also drops its indexes, constraints and (PostgreSQL) id sequence.
func m002DropUnused(ctx context.Context, tx bun.Tx) error {
	for _, table := range []string{"fcm_tokens", "event_recommendations"} {
		if _, err := tx.ExecContext(ctx, "DROP TABLE "+table); err != nil {
			return fmt.Errorf("drop %s: %w", table, err)
		}
	}
	return nil
}
