// Package store holds the database models, the migrations and every query.
// One set of code serves SQLite (embedded default) and PostgreSQL.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"golfclub/internal/batch"
	"golfclub/internal/model"
	"golfclub/internal/store/migrations"
)

var (
	// ErrNotFound is model.ErrNotFound, so that code above the store can
	// tell a missing row without importing it.
	ErrNotFound = model.ErrNotFound
	ErrConflict = errors.New("conflict")
	// ErrNoCreatedAt: a row came without its creation time. The caller's
	// clock owns it (the service's, which tests replace), so the store
	// refuses the row rather than read a clock of its own.
	ErrNoCreatedAt = errors.New("created_at not set")
)

// createdAtSet is nil when t is set, else op's wrapped ErrNoCreatedAt.
func createdAtSet(op string, t time.Time) error {
	if t.IsZero() {
		return fmt.Errorf("store: %s: %w", op, ErrNoCreatedAt)
	}
	return nil
}

// Store is the data layer. For SQLite, reads go through a pool and all
// writes through a single connection, so writers queue in Go instead of
// spinning on SQLITE_BUSY; on PostgreSQL both are the same pool.
type Store struct {
	r        *bun.DB
	w        *bun.DB
	postgres bool
	path     string // SQLite file, empty on PostgreSQL

	// registrations groups concurrent registrations into one transaction
	// (registerTogether, registerTogetherPostgres).
	registrations batch.Group[*pendingRegistration]
}

// Open connects to PostgreSQL when databaseURL is set, else to SQLite in
// dataDir, and applies pending migrations.
func Open(ctx context.Context, databaseURL, dataDir string) (*Store, error) {
	s, err := connect(databaseURL, dataDir)
	if err != nil {
		return nil, err
	}
	if err := s.Migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// maxPostgresConns caps the PostgreSQL connections of one instance. Fewer
// than the requests in flight on purpose: the extra requests wait in Go,
// which is cheap, instead of in PostgreSQL, where each busy backend adds
// lock waits and context switches on the database's cores. Registrations
// and notifications are written in batches (see registerTogetherPostgres),
// so they need few connections. Measured with BenchmarkRegister (50
// clients, two cores): 25 connections 758–834 registrations/s, 10
// connections 871–1,055/s.
const maxPostgresConns = 10

// SQLiteFile is the name of the SQLite database in the data directory.
const SQLiteFile = "golfclub.db"

func connect(databaseURL, dataDir string) (*Store, error) {
	if databaseURL != "" {
		cfg, err := pgx.ParseConfig(databaseURL)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		// bun writes the arguments into the SQL text itself, so pgx sees
		// every query as new SQL with no parameters. In pgx's default mode
		// each would be prepared (an extra round trip and a plan) and
		// cached, churning its statement cache; the simple protocol sends
		// the text once and is what such queries want.
		cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		sqldb := stdlib.OpenDB(*cfg)
		sqldb.SetMaxOpenConns(maxPostgresConns)
		sqldb.SetMaxIdleConns(maxPostgresConns)
		db := bun.NewDB(sqldb, pgdialect.New())
		if err := db.Ping(); err != nil {
			db.Close()
			return nil, fmt.Errorf("connect postgres: %w", err)
		}
		return &Store{r: db, w: db, postgres: true}, nil
	}
	if err := os.MkdirAll(dataDir, 0o750); err != nil {
		return nil, fmt.Errorf("create data dir: %w", err)
	}
	path := filepath.Join(dataDir, SQLiteFile)
	// Pragmas live in the DSN so every pooled connection gets them.
	// busy_timeout comes first so the others can wait for a lock.
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)" +
		"&_pragma=foreign_keys(ON)&_pragma=synchronous(FULL)&_txlock=immediate"
	rdb, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	// All eight stay open: database/sql keeps two idle by default, and
	// under load it closed and reopened the rest all the time, each reopen
	// running the pragmas and reading the schema again (a fifth of the CPU
	// of a registration burst).
	rdb.SetMaxOpenConns(8)
	rdb.SetMaxIdleConns(8)
	wdb, err := sql.Open("sqlite", dsn)
	if err != nil {
		rdb.Close()
		return nil, fmt.Errorf("open sqlite: %w", err)
	}
	wdb.SetMaxOpenConns(1)
	s := &Store{r: bun.NewDB(rdb, sqlitedialect.New()), w: bun.NewDB(wdb, sqlitedialect.New()), path: path}
	if err := s.w.Ping(); err != nil {
		s.Close()
		return nil, fmt.Errorf("connect sqlite: %w", err)
	}
	return s, nil
}

func (s *Store) Close() error {
	var err error
	if s.r != s.w {
		err = s.r.Close()
	}
	return errors.Join(err, s.w.Close())
}

// IsPostgres tells whether the store runs on PostgreSQL.
func (s *Store) IsPostgres() bool { return s.postgres }

// DB gives the write handle, for tests and tools that need raw access.
func (s *Store) DB() *bun.DB { return s.w }

// Reader gives the read handle, for the package functions that take a
// bun.IDB (the same queries run inside a transaction or outside one).
func (s *Store) Reader() bun.IDB { return s.r }

// Ping checks that the database answers (used by /readyz).
func (s *Store) Ping(ctx context.Context) error { return s.r.PingContext(ctx) }

// PendingMigrations counts the migrations of this binary the database has
// not recorded: zero once Migrate ran, more when an older copy of the
// database was put in place under a running server.
func (s *Store) PendingMigrations(ctx context.Context) (int, error) {
	applied, err := migrations.Applied(ctx, s.r)
	if err != nil {
		return 0, err
	}
	done := make(map[int]bool, len(applied))
	for _, v := range applied {
		done[v] = true
	}
	n := 0
	for _, m := range migrations.All() {
		if !done[m.Version] {
			n++
		}
	}
	return n, nil
}

// Pools are the database connection pools by name, for their statistics:
// on SQLite a pool of readers and the one writer, on PostgreSQL one pool.
func (s *Store) Pools() map[string]*sql.DB {
	if s.r == s.w {
		return map[string]*sql.DB{"main": s.w.DB}
	}
	return map[string]*sql.DB{"read": s.r.DB, "write": s.w.DB}
}

// Tx runs fn in a write transaction (BEGIN IMMEDIATE on SQLite).
func (s *Store) Tx(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) error) error {
	return s.w.RunInTx(ctx, nil, fn)
}

// Backup writes a consistent copy of the live SQLite database to out.
func (s *Store) Backup(ctx context.Context, out string) error {
	if s.postgres {
		return errors.New("backup copies the SQLite database; use pg_dump for PostgreSQL")
	}
	if _, err := os.Stat(out); err == nil {
		return fmt.Errorf("%s already exists", out)
	}
	// VACUUM INTO reads one snapshot of the database, so writers may go on.
	if _, err := s.w.ExecContext(ctx, "VACUUM INTO ?", out); err != nil {
		return fmt.Errorf("vacuum into %s: %w", out, err)
	}
	return nil
}

// mapErr turns driver errors into ErrNotFound / ErrConflict.
func mapErr(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if isUniqueViolation(err) {
		return fmt.Errorf("%w: %v", ErrConflict, err)
	}
	return err
}

func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	var sqErr *sqlite.Error
	if errors.As(err, &sqErr) {
		return sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || sqErr.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}

// stamped refuses a row without its time: the store has no clock, so a
// row's created_at (or updated_at) always comes from the service's clock,
// which tests set, and never from whenever the query happened to run.
func stamped(what string, at time.Time) error {
	if at.IsZero() {
		return fmt.Errorf("%s: no time given: the caller's clock stamps the row", what)
	}
	return nil
}
