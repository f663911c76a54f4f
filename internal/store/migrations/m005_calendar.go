package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m005Calendar adds what the members' calendar feeds need:
//   - members.calendar_token: the secret in a member's private .ics feed
//     URL (NULL until the member first asks for the feed), unique so the
//     feed finds its member by it;
//   - events.revision and events.updated_at: bumped whenever the event or
//     one of its flights changes, so a calendar app sees SEQUENCE and
//     LAST-MODIFIED move and takes the new tee time. NULL updated_at
//     means "not changed since created_at".
func m005Calendar(ctx context.Context, tx bun.Tx) error {
	ts, num := "TIMESTAMP", "INTEGER"
	if tx.Dialect().Name() == dialect.PG {
		ts, num = "TIMESTAMP WITH TIME ZONE", "BIGINT"
	}
	stmts := []string{
		`ALTER TABLE members ADD COLUMN calendar_token VARCHAR`,
		`CREATE UNIQUE INDEX members_calendar_token ON members (calendar_token)`,
		`ALTER TABLE events ADD COLUMN revision ` + num + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE events ADD COLUMN updated_at ` + ts,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}
