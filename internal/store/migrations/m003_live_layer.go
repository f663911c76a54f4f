package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m003LiveLayer adds what notifications, reminders and Web Push need:
//   - notifications.params: the notification's parameters as JSON, so the
//     app renders (and later translates) the text from type + params;
//   - member_preferences.muted_notification_types: the notification types
//     a member opted out of, as a JSON list;
//   - event_registrations.reminded_at: when the day-before reminder went
//     out, so it is sent once, across restarts and instances;
//   - push_subscriptions.session_hash: the session that subscribed, so
//     logging out of a device stops its pushes;
//   - push_outbox.claimed_until and last_error: a worker's lease on a row
//     (so two instances never send the same push) and the last failure.
func m003LiveLayer(ctx context.Context, tx bun.Tx) error {
	ts := "TIMESTAMP"
	str := "VARCHAR"
	if tx.Dialect().Name() == dialect.PG {
		ts = "TIMESTAMP WITH TIME ZONE"
		str = "VARCHAR"
	}
	stmts := []string{
		`ALTER TABLE notifications ADD COLUMN params ` + str + ` NOT NULL DEFAULT '{}'`,
		`ALTER TABLE member_preferences ADD COLUMN muted_notification_types ` + str + ` NOT NULL DEFAULT '[]'`,
		`ALTER TABLE event_registrations ADD COLUMN reminded_at ` + ts,
		`ALTER TABLE push_subscriptions ADD COLUMN session_hash ` + str + ` NOT NULL DEFAULT ''`,
		`ALTER TABLE push_outbox ADD COLUMN claimed_until ` + ts,
		`ALTER TABLE push_outbox ADD COLUMN last_error ` + str + ` NOT NULL DEFAULT ''`,
		`CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id)`,
		`CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash)`,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}
