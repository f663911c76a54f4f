// Package migrations holds the numbered schema migrations and the runner
// that applies them. A migration never reads the live models of package
// store: it carries its own frozen copy of the tables it creates (as
// gotosocial does) or plain SQL, so changing a model later cannot change
// what an old migration does. A migration that has shipped is never edited.
//
// A schema change is: the live model change in package store, a new file
// mNNN_*.go here with its entry in All, and testdata/schema_*.golden
// rewritten (go test ./internal/store/migrations -args -update, with
// GOLFCLUB_TEST_POSTGRES_URL set). store's TestMigrationsMatchModels fails
// until models and migrations agree.
//
// The package sits below store (store imports it, never the reverse), so
// the frozen copies cannot drift back to the live models by accident.
package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// Migration is one schema step, applied once, in its own transaction.
type Migration struct {
	Version int
	Name    string
	Up      func(ctx context.Context, tx bun.Tx) error
}

// All is the migration history, oldest first; versions run 1, 2, 3 …
func All() []Migration {
	return []Migration{
		{1, "initial schema", m001Initial},
		{2, "drop unused fcm_tokens and event_recommendations", m002DropUnused},
		{3, "notification params and opt-outs, reminders, push leases", m003LiveLayer},
		{4, "members.preferred_name", m004PreferredName},
		{5, "calendar feed token, event revision", m005Calendar},
		{6, "admin two-factor sign-in", m006AdminTwoFactor},
		{7, "waitlist with auto-promotion", m007Waitlist},
		{8, "pdpa: consent, slip retention, deletion requests", m008PDPA},
		{9, "members.locale", m009MemberLocale},
		{10, "the round of golf: courses, handicaps, scores, results, follows", m010Golf},
		{11, "events.end_date and events.end_time", m011EventEnd},
		{12, "first-party analytics counters", m012Analytics},
		{13, "members: membership approval queue", m013MembershipApproval},
	}
}

// schemaMigration records an applied migration. Its table predates this
// package and is shared with every database already in the field: keep it.
type schemaMigration struct {
	bun.BaseModel `bun:"table:schema_migrations"`
	Version       int       `bun:"version,pk"`
	Name          string    `bun:"name,notnull"`
	AppliedAt     time.Time `bun:"applied_at,notnull"`
}

// lockKey is the PostgreSQL advisory lock that serialises migrating
// instances; it must stay the same while old and new versions may run.
const lockKey = 727272

// Run applies the migrations of list that db has not recorded yet. It is
// safe to run from several instances at once on PostgreSQL (an advisory
// lock serialises them); on SQLite the single writer does the same.
func Run(ctx context.Context, db *bun.DB, list []Migration) error {
	for i, m := range list {
		if m.Version != i+1 {
			return fmt.Errorf("migration %q has version %d, want %d: versions run 1, 2, 3 … without gaps", m.Name, m.Version, i+1)
		}
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Close()
	if db.Dialect().Name() == dialect.PG {
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", lockKey); err != nil {
			return fmt.Errorf("migrate lock: %w", err)
		}
		// The lock belongs to this session: unlock even when ctx has ended.
		defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", lockKey)
	}
	if _, err := conn.NewCreateTable().Model((*schemaMigration)(nil)).IfNotExists().Exec(ctx); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	// A newer binary's schema may have dropped or renamed what this one
	// reads and writes: refuse before touching anything.
	st, err := StatusOf(ctx, conn, list)
	if err != nil {
		return err
	}
	if err := st.TooNew(); err != nil {
		return err
	}
	for _, m := range list {
		err := conn.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error { return apply(ctx, tx, m) })
		if err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.Version, m.Name, err)
		}
	}
	return nil
}

// RunInTx applies the migrations of list that tx's database has not
// recorded yet, all inside tx, so that they commit or vanish together with
// whatever else tx does (migrate-to-postgres creates the schema and copies
// the rows in one transaction). PostgreSQL only: SQLite's migrations run
// through Run. Concurrent runs are serialised by the same advisory lock as
// Run's, held until tx ends.
func RunInTx(ctx context.Context, tx bun.Tx, list []Migration) error {
	if tx.Dialect().Name() != dialect.PG {
		return fmt.Errorf("RunInTx runs on PostgreSQL, not %s", tx.Dialect().Name())
	}
	for i, m := range list {
		if m.Version != i+1 {
			return fmt.Errorf("migration %q has version %d, want %d: versions run 1, 2, 3 … without gaps", m.Name, m.Version, i+1)
		}
	}
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", lockKey); err != nil {
		return fmt.Errorf("migrate lock: %w", err)
	}
	if _, err := tx.NewCreateTable().Model((*schemaMigration)(nil)).IfNotExists().Exec(ctx); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	for _, m := range list {
		if err := apply(ctx, tx, m); err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.Version, m.Name, err)
		}
	}
	return nil
}

// apply runs m in tx unless tx's database has recorded it, and records it.
func apply(ctx context.Context, tx bun.Tx, m Migration) error {
	n, err := tx.NewSelect().Model((*schemaMigration)(nil)).Where("version = ?", m.Version).Count(ctx)
	if err != nil || n > 0 {
		return err
	}
	if err := m.Up(ctx, tx); err != nil {
		return err
	}
	// The database's own clock dates its schema: migrations run before any
	// service (and its clock) exists, and only an operator reads the date.
	_, err = tx.NewInsert().Model(&schemaMigration{Version: m.Version, Name: m.Name}).
		Value("applied_at", "CURRENT_TIMESTAMP").Exec(ctx)
	return err
}

// Recorded is a migration a database has recorded as applied.
type Recorded struct {
	Version int
	Name    string
}

// AppliedWithNames lists the migrations db has recorded, in order.
func AppliedWithNames(ctx context.Context, db bun.IDB) ([]Recorded, error) {
	var rows []schemaMigration
	if err := db.NewSelect().Model(&rows).Order("version").Scan(ctx); err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	out := make([]Recorded, len(rows))
	for i, r := range rows {
		out[i] = Recorded{Version: r.Version, Name: r.Name}
	}
	return out, nil
}

// Applied lists the versions db has recorded, in order.
func Applied(ctx context.Context, db bun.IDB) ([]int, error) {
	var versions []int
	err := db.NewSelect().Model((*schemaMigration)(nil)).Column("version").Order("version").Scan(ctx, &versions)
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	return versions, nil
}
