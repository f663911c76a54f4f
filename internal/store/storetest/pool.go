package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"sync"
	"testing"

	"golfclub/internal/store"
)

// On PostgreSQL, CREATE DATABASE, migrating and DROP DATABASE cost about
// 0.6 s a test, most of a package's time on that database when its tests
// are short. A package whose TestMain calls Main lets its tests reuse the
// databases Postgres made: a test's database goes back to the pool when
// the test ends, and the next test gets it emptied (ResetPostgres), which
// is as good as new, or a new one when a test changed its schema. Main
// drops them all when the tests end. Without Main every test makes and
// drops its own. The pool is package state on purpose, as sqliteTemplate
// is: it lives as long as the test process and Main alone turns it on.
var pool struct {
	mu      sync.Mutex
	enabled bool
	admin   *sql.DB
	free    []pooledDatabase
	all     []string // every database name the pool made, for Main to drop
	schema  string   // the fingerprint of a freshly migrated schema
}

type pooledDatabase struct {
	name, url string
}

// Main runs a package's tests from its TestMain, with the PostgreSQL
// databases that Postgres makes shared between them, and exits.
func Main(m *testing.M) {
	admin := os.Getenv(PostgresEnv)
	if admin == "" {
		os.Exit(m.Run())
	}
	db, err := sql.Open("pgx", admin)
	if err != nil {
		fmt.Fprintf(os.Stderr, "storetest: open postgres admin: %v\n", err)
		os.Exit(1)
	}
	pool.admin, pool.enabled = db, true
	code := m.Run()
	for _, name := range pool.all {
		if _, err := db.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			fmt.Fprintf(os.Stderr, "storetest: drop database %s: %v\n", name, err)
			code = 1
		}
	}
	db.Close()
	os.Exit(code)
}

// schemaFingerprint sums up the tables, columns, indexes, constraints,
// triggers, functions and views of the database's schema, and the
// migrations it records: a test that dropped or altered any of them (or
// unrecorded a migration) leaves a database the next test must not get.
const schemaFingerprint = `SELECT md5(coalesce(string_agg(item, E'\n' ORDER BY item), '')) FROM (
	SELECT 'c ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS item
		FROM information_schema.columns WHERE table_schema = current_schema()
	UNION ALL SELECT 'i ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
	UNION ALL SELECT 'k ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
		FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
	UNION ALL SELECT 't ' || tgrelid::regclass || ' ' || tgname FROM pg_trigger WHERE NOT tgisinternal
	UNION ALL SELECT 'f ' || p.oid::regprocedure || ' ' || md5(p.prosrc) FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
	UNION ALL SELECT 'v ' || viewname || ' ' || md5(definition) FROM pg_views WHERE schemaname = current_schema()
	UNION ALL SELECT 'm ' || version || ' ' || name FROM schema_migrations
) AS schema_items`

func fingerprint(s *store.Store) (string, error) {
	var sum string
	if err := s.DB().QueryRowContext(context.Background(), schemaFingerprint).Scan(&sum); err != nil {
		return "", fmt.Errorf("schema fingerprint: %w", err)
	}
	return sum, nil
}

// pooledPostgres is Postgres when Main has turned the pool on: a store on
// a reused database, emptied, or on a new one.
func pooledPostgres(t testing.TB) *store.Store {
	t.Helper()
	for {
		pool.mu.Lock()
		if len(pool.free) == 0 {
			pool.mu.Unlock()
			break
		}
		db := pool.free[len(pool.free)-1]
		pool.free = pool.free[:len(pool.free)-1]
		want := pool.schema
		pool.mu.Unlock()
		// A test that changed the schema (dropped a table to see a write
		// fail, say) leaves a database no later test gets: Main drops it.
		s, err := store.Open(context.Background(), db.url, "")
		if err != nil {
			continue
		}
		if sum, err := fingerprint(s); err != nil || sum != want {
			s.Close()
			continue
		}
		ResetPostgres(t, s)
		return lend(t, db, s)
	}
	name, dbURL, err := createDatabase(context.Background(), pool.admin)
	if err != nil {
		t.Fatalf("%v", err)
	}
	pool.mu.Lock()
	pool.all = append(pool.all, name)
	pool.mu.Unlock()
	s, err := store.Open(context.Background(), dbURL, "")
	if err != nil {
		t.Fatalf("open postgres store: %v", err)
	}
	sum, err := fingerprint(s)
	if err != nil {
		t.Fatalf("%v", err)
	}
	pool.mu.Lock()
	if pool.schema == "" {
		pool.schema = sum
	}
	pool.mu.Unlock()
	return lend(t, pooledDatabase{name: name, url: dbURL}, s)
}

// lend gives the test the store and, when it ends, closes the store and
// puts its database back in the pool.
func lend(t testing.TB, db pooledDatabase, s *store.Store) *store.Store {
	t.Cleanup(func() {
		s.Close()
		pool.mu.Lock()
		pool.free = append(pool.free, db)
		pool.mu.Unlock()
	})
	return s
}
