package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

type migration struct {
	version int
	name    string
	up      func(ctx context.Context, tx bun.Tx) error
}

type schemaMigration struct {
	bun.BaseModel `bun:"table:schema_migrations"`
	Version       int       `bun:"version,pk"`
	Name          string    `bun:"name,notnull"`
	AppliedAt     time.Time `bun:"applied_at,notnull"`
}

// migrations are applied in order, each once, each in its own transaction.
// Never edit one that has shipped; add a new one.
var migrations = []migration{
	{1, "initial schema", migrateInitial},
}

// Migrate applies the pending migrations. It is safe to run from several
// instances at once on PostgreSQL (an advisory lock serialises them).
func (s *Store) Migrate(ctx context.Context) error {
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	if s.postgres {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(727272)"); err != nil {
			return fmt.Errorf("migrate lock: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(727272)")
	}
	if _, err := conn.NewCreateTable().Model((*schemaMigration)(nil)).IfNotExists().Exec(ctx); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, m := range migrations {
		err := conn.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			n, err := tx.NewSelect().Model((*schemaMigration)(nil)).Where("version = ?", m.version).Count(ctx)
			if err != nil || n > 0 {
				return err
			}
			if err := m.up(ctx, tx); err != nil {
				return err
			}
			_, err = tx.NewInsert().Model(&schemaMigration{Version: m.version, Name: m.name, AppliedAt: time.Now().UTC()}).Exec(ctx)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

type tableDef struct {
	model   any
	foreign []string
}

func migrateInitial(ctx context.Context, tx bun.Tx) error {
	tables := []tableDef{
		{model: (*Event)(nil)},
		{model: (*Member)(nil)},
		{model: (*Registration)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*Photo)(nil)},
		{model: (*BlogPost)(nil)},
		{model: (*ContactMessage)(nil)},
		{model: (*Admin)(nil)},
		{model: (*Notification)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*PushSubscription)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*FCMToken)(nil)},
		{model: (*MemberPreference)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*EventRecommendation)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{model: (*Flight)(nil), foreign: []string{
			`("event_id") REFERENCES "events" ("id") ON DELETE CASCADE`,
		}},
		{model: (*FlightMember)(nil), foreign: []string{
			`("flight_id") REFERENCES "flights" ("id") ON DELETE CASCADE`,
			`("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE`,
		}},
		{model: (*Session)(nil)},
		{model: (*Setting)(nil)},
		{model: (*RateLimit)(nil)},
		{model: (*Upload)(nil), foreign: []string{
			`("member_id") REFERENCES "members" ("id") ON DELETE CASCADE`,
		}},
		{model: (*PushOutbox)(nil), foreign: []string{
			`("subscription_id") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE`,
		}},
	}
	for _, t := range tables {
		q := tx.NewCreateTable().Model(t.model)
		for _, fk := range t.foreign {
			q = q.ForeignKey(fk)
		}
		if _, err := q.Exec(ctx); err != nil {
			return fmt.Errorf("create %T: %w", t.model, err)
		}
	}
	indexes := []string{
		`CREATE UNIQUE INDEX registrations_event_member ON event_registrations (event_id, member_id)`,
		`CREATE INDEX registrations_member ON event_registrations (member_id)`,
		`CREATE INDEX events_date ON events (date)`,
		`CREATE UNIQUE INDEX flights_event_number ON flights (event_id, flight_number)`,
		`CREATE UNIQUE INDEX flight_members_position ON flight_members (flight_id, position)`,
		`CREATE INDEX notifications_member ON notifications (member_id, is_read)`,
		`CREATE INDEX photos_category ON photos (category, id)`,
		`CREATE INDEX sessions_subject ON sessions (kind, subject_id)`,
		`CREATE INDEX push_outbox_due ON push_outbox (sent_at, next_attempt_at)`,
	}
	for _, ddl := range indexes {
		if _, err := tx.ExecContext(ctx, ddl); err != nil {
			return fmt.Errorf("%s: %w", ddl, err)
		}
	}
	return nil
}
