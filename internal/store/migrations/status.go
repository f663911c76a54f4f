package migrations

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// AppliedMigration is one row of schema_migrations.
type AppliedMigration struct {
	Version   int
	Name      string
	AppliedAt time.Time
}

// Status compares a database with a binary's migrations.
type Status struct {
	// Applied are the migrations the database records, oldest first;
	// Pending those of the binary it has not applied.
	Applied []AppliedMigration
	Pending []Migration
	// Known is the newest version the binary knows.
	Known int
}

// Newest is the database's newest applied version, 0 for none.
func (s Status) Newest() int {
	if len(s.Applied) == 0 {
		return 0
	}
	return s.Applied[len(s.Applied)-1].Version
}

// TooNew is the refusal to run on a database a newer binary has migrated,
// nil when this binary knows every applied migration.
func (s Status) TooNew() error {
	if s.Newest() <= s.Known {
		return nil
	}
	last := s.Applied[len(s.Applied)-1]
	return &NewerError{Database: last.Version, DatabaseName: last.Name, Binary: s.Known}
}

// NewerError is a database migrated by a newer version of golfclub.
type NewerError struct {
	Database     int
	DatabaseName string
	Binary       int
}

func (e *NewerError) Error() string {
	return fmt.Sprintf("the database is at schema version %d (%q), newer than this golfclub binary, which knows versions up to %d: "+
		"run the newer golfclub, or restore a backup taken before the upgrade (golfclub restore)", e.Database, e.DatabaseName, e.Binary)
}

// StatusOf reads db's applied migrations and compares them with list.
// A database without schema_migrations has applied none.
func StatusOf(ctx context.Context, db bun.IDB, list []Migration) (Status, error) {
	st := Status{Known: len(list)}
	exists, err := tableExists(ctx, db)
	if err != nil {
		return st, err
	}
	if exists {
		var rows []schemaMigration
		if err := db.NewSelect().Model(&rows).Order("version").Scan(ctx); err != nil {
			return st, fmt.Errorf("read schema_migrations: %w", err)
		}
		for _, r := range rows {
			st.Applied = append(st.Applied, AppliedMigration{Version: r.Version, Name: r.Name, AppliedAt: r.AppliedAt})
		}
	}
	done := make(map[int]bool, len(st.Applied))
	for _, a := range st.Applied {
		done[a.Version] = true
	}
	for _, m := range list {
		if !done[m.Version] {
			st.Pending = append(st.Pending, m)
		}
	}
	return st, nil
}

func tableExists(ctx context.Context, db bun.IDB) (bool, error) {
	var n int
	q := "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"
	if db.Dialect().Name() == dialect.PG {
		q = "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'schema_migrations'"
	}
	if err := db.QueryRowContext(ctx, q).Scan(&n); err != nil {
		return false, fmt.Errorf("look for schema_migrations: %w", err)
	}
	return n > 0, nil
}

// AppliedList reads the applied migrations (version and name) of a SQLite
// database opened with database/sql, such as a backup's copy.
func AppliedList(ctx context.Context, db *sql.DB) ([]AppliedMigration, error) {
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").Scan(&n); err != nil {
		return nil, fmt.Errorf("look for schema_migrations: %w", err)
	}
	if n == 0 {
		return nil, nil
	}
	rows, err := db.QueryContext(ctx, "SELECT version, name FROM schema_migrations ORDER BY version")
	if err != nil {
		return nil, fmt.Errorf("read schema_migrations: %w", err)
	}
	defer rows.Close()
	var out []AppliedMigration
	for rows.Next() {
		var a AppliedMigration
		if err := rows.Scan(&a.Version, &a.Name); err != nil {
			return nil, fmt.Errorf("read schema_migrations: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}
