// Package storetest gives tests a fresh database: SQLite in a temporary
// directory always, and PostgreSQL too when GOLFCLUB_TEST_POSTGRES_URL is
// set. Each PostgreSQL run creates databases of its own and drops them.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"golfclub/internal/store"
)

// sqliteFile is the database file the store keeps in its data directory.
const sqliteFile = "golfclub.db"

// sqliteTemplate is a freshly migrated SQLite database file, made once per
// test binary. Copying it into a new directory gives the same empty,
// migrated database as migrating a new file, at a fraction of the cost
// (the HTTP tests open one database per scenario row, and creating every
// table is a burst of fsyncs). It is package state on purpose: a cache for
// the life of the test process, written once under its sync.Once.
var sqliteTemplate struct {
	once sync.Once
	data []byte
	err  error
}

func migratedSQLite() ([]byte, error) {
	sqliteTemplate.once.Do(func() {
		sqliteTemplate.data, sqliteTemplate.err = buildSQLiteTemplate()
	})
	return sqliteTemplate.data, sqliteTemplate.err
}

func buildSQLiteTemplate() ([]byte, error) {
	dir, err := os.MkdirTemp("", "golfclub-template-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	s, err := store.Open(context.Background(), "", dir)
	if err != nil {
		return nil, err
	}
	// Closing the last connection checkpoints the WAL into the file.
	if err := s.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(dir, sqliteFile+"-wal")); err == nil {
		return nil, fmt.Errorf("the template's WAL was not checkpointed")
	}
	return os.ReadFile(filepath.Join(dir, sqliteFile))
}

// PostgresEnv names the variable holding an admin URL of a PostgreSQL server.
const PostgresEnv = "GOLFCLUB_TEST_POSTGRES_URL"

// Each runs fn once per available database, as subtests "sqlite" and "postgres".
func Each(t *testing.T, fn func(t *testing.T, s *store.Store)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	if os.Getenv(PostgresEnv) != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, Postgres(t)) })
	}
}

// SQLite opens a migrated store in a temporary directory. The directory's
// name does not come from the test's (as t.TempDir's does): a '#' or '%' in
// a subtest name would end or escape the file: DSN of the database.
func SQLite(t testing.TB) *store.Store {
	t.Helper()
	dir, err := os.MkdirTemp("", "golfclub-test-*")
	if err != nil {
		t.Fatalf("temp dir: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	data, err := migratedSQLite()
	if err != nil {
		t.Fatalf("migrated sqlite template: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, sqliteFile), data, 0o600); err != nil {
		t.Fatalf("copy sqlite template: %v", err)
	}
	s, err := store.Open(context.Background(), "", dir)
	if err != nil {
		t.Fatalf("open sqlite store: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// Postgres creates a new database on the server named by
// GOLFCLUB_TEST_POSTGRES_URL, opens a migrated store on it and drops the
// database when the test ends; in a package whose TestMain calls Main, it
// hands over an earlier test's database emptied instead (pool.go). It
// skips the test when the variable is unset.
func Postgres(t testing.TB) *store.Store {
	t.Helper()
	if pool.enabled {
		return pooledPostgres(t)
	}
	s, _ := PostgresWithURL(t)
	return s
}

// PostgresWithURL is Postgres, also returning the URL of the new database.
func PostgresWithURL(t testing.TB) (*store.Store, string) {
	t.Helper()
	dbURL := newPostgresDatabase(t)
	s, err := store.Open(context.Background(), dbURL, "")
	if err != nil {
		t.Fatalf("open postgres store: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, dbURL
}

// EachEmpty runs fn once per available database, as subtests "sqlite" and
// "postgres", on a database without any table: for migration tests.
func EachEmpty(t *testing.T, fn func(t *testing.T, db *bun.DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, EmptySQLite(t)) })
	if os.Getenv(PostgresEnv) != "" {
		t.Run("postgres", func(t *testing.T) { fn(t, EmptyPostgres(t)) })
	}
}

// EmptySQLite opens a new, unmigrated SQLite database in a temporary
// directory, with foreign keys on as the store has them.
func EmptySQLite(t testing.TB) *bun.DB {
	t.Helper()
	sqldb, err := sql.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "empty.db")+"?_pragma=foreign_keys(ON)")
	if err != nil {
		t.Fatalf("open sqlite: %v", err)
	}
	sqldb.SetMaxOpenConns(1)
	db := bun.NewDB(sqldb, sqlitedialect.New())
	t.Cleanup(func() { db.Close() })
	return db
}

// EmptyPostgres is EmptySQLite on a new database of the server named by
// GOLFCLUB_TEST_POSTGRES_URL; it skips the test when the variable is unset.
func EmptyPostgres(t testing.TB) *bun.DB {
	t.Helper()
	sqldb, err := sql.Open("pgx", newPostgresDatabase(t))
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	db := bun.NewDB(sqldb, pgdialect.New())
	t.Cleanup(func() { db.Close() })
	return db
}

// EmptyPostgresURL creates a new, empty database on the server named by
// GOLFCLUB_TEST_POSTGRES_URL and returns its URL; the database is dropped
// when the test ends. It skips the test when the variable is unset.
func EmptyPostgresURL(t testing.TB) string {
	t.Helper()
	return newPostgresDatabase(t)
}

// newPostgresDatabase creates a database on the server named by
// GOLFCLUB_TEST_POSTGRES_URL, drops it when the test ends (after the
// cleanups registered later, which close the connections to it) and
// returns its URL. It skips the test when the variable is unset.
func newPostgresDatabase(t testing.TB) string {
	t.Helper()
	admin := os.Getenv(PostgresEnv)
	if admin == "" {
		t.Skip(PostgresEnv + " not set")
	}
	adminDB, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("open postgres admin: %v", err)
	}
	name, dbURL, err := createDatabase(context.Background(), adminDB)
	if err != nil {
		adminDB.Close()
		t.Fatalf("%v", err)
	}
	t.Cleanup(func() {
		if _, err := adminDB.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
		adminDB.Close()
	})
	return dbURL
}

// createDatabase creates a database with a random name on the server that
// adminDB (opened on GOLFCLUB_TEST_POSTGRES_URL) reaches, and returns its
// name and URL.
func createDatabase(ctx context.Context, adminDB *sql.DB) (name, dbURL string, err error) {
	var b [6]byte
	rand.Read(b[:])
	name = "golfclub_test_" + hex.EncodeToString(b[:])
	if _, err := adminDB.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		return "", "", fmt.Errorf("create database: %w", err)
	}
	// A test's database outlives no crash of the server, so its commits
	// need not wait for the WAL to reach the disk.
	if _, err := adminDB.ExecContext(ctx, "ALTER DATABASE "+name+" SET synchronous_commit = off"); err != nil {
		return "", "", fmt.Errorf("database settings: %w", err)
	}
	u, err := url.Parse(os.Getenv(PostgresEnv))
	if err != nil {
		return "", "", fmt.Errorf("parse %s: %w", PostgresEnv, err)
	}
	u.Path = "/" + name
	return name, u.String(), nil
}
