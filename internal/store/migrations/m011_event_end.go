package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// m011EventEnd adds an event's optional end: events.end_date, the ISO date
// of its last day for an event that runs over several days (a 2D1N trip),
// and events.end_time, the "HH:MM" it ends at on that day. Both are NULL
// for every event so far, which keeps them one-day events of the assumed
// length, as before.
func m011EventEnd(ctx context.Context, tx bun.Tx) error {
	for _, s := range []string{
		`ALTER TABLE events ADD COLUMN end_date VARCHAR(10)`,
		`ALTER TABLE events ADD COLUMN end_time VARCHAR`,
	} {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}
