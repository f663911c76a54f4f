package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// m007Waitlist adds the waitlist of full events with auto-promotion:
//   - event_waitlist: one row per member waiting for a seat, in sort_key
//     order (a member's position is their rank, so positions stay 1, 2, 3 …
//     whatever is removed); unique per (event, member);
//   - events.promotion_pay_hours: hours a member promoted from the waitlist
//     has to pay (NULL: no deadline);
//   - event_registrations.pay_by: the deadline of a promoted registration
//     (NULL for normal registrations and once a slip or payment arrived).
func m007Waitlist(ctx context.Context, tx bun.Tx) error {
	ts, num := "TIMESTAMP", "INTEGER"
	if tx.Dialect().Name() == dialect.PG {
		ts, num = "TIMESTAMP WITH TIME ZONE", "BIGINT"
	}
	_, err := tx.NewCreateTable().Model((*m007WaitlistEntry)(nil)).
		ForeignKey(`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`).
		ForeignKey(`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`).Exec(ctx)
	if err != nil {
		return fmt.Errorf("create event_waitlist: %w", err)
	}
	stmts := []string{
		`CREATE UNIQUE INDEX event_waitlist_member ON event_waitlist (event_id, member_id)`,
		`CREATE INDEX event_waitlist_order ON event_waitlist (event_id, sort_key)`,
		`ALTER TABLE events ADD COLUMN promotion_pay_hours ` + num,
		`ALTER TABLE event_registrations ADD COLUMN pay_by ` + ts,
		`CREATE INDEX event_registrations_pay_by ON event_registrations (pay_by)`,
	}
	for _, s := range stmts {
		if _, err := tx.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

// m007WaitlistEntry is the frozen copy of store.WaitlistEntry.
type m007WaitlistEntry struct {
	bun.BaseModel `bun:"table:event_waitlist"`
	ID            int64     `bun:"id,pk,autoincrement"`
	EventID       int64     `bun:"event_id,notnull"`
	MemberID      int64     `bun:"member_id,notnull"`
	MemberName    string    `bun:"member_name,notnull"`
	MemberPhone   string    `bun:"member_phone,notnull"`
	GuestRateType string    `bun:"guest_rate_type,notnull,default:''"`
	SortKey       int64     `bun:"sort_key,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull,default:current_timestamp"`
}
