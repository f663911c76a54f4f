package storetest

import (
	"context"
	"testing"

	"golfclub/internal/store"
)

// resetSQL empties every table but schema_migrations and restarts every
// sequence, in one round trip. Foreign keys are not checked meanwhile
// (session_replication_role), so the order of the deletes does not matter.
const resetSQL = `DO $$
DECLARE r record;
BEGIN
	SET LOCAL session_replication_role = replica;
	FOR r IN SELECT quote_ident(tablename) AS name FROM pg_tables
		WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' LOOP
		EXECUTE 'DELETE FROM ' || r.name;
	END LOOP;
	FOR r IN SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = current_schema() LOOP
		EXECUTE 'ALTER SEQUENCE ' || r.name || ' RESTART';
	END LOOP;
END $$`

// ResetPostgres empties every table of a PostgreSQL store but
// schema_migrations and restarts its id sequences, so the store is again as
// a freshly migrated database is. Tests that need a fresh database per case
// use it on PostgreSQL, where CREATE DATABASE plus migrating costs about
// half a second; a fresh SQLite file is cheap enough to make anew. DELETE
// is used rather than TRUNCATE, which is several times slower on tables
// this small.
func ResetPostgres(t testing.TB, s *store.Store) {
	t.Helper()
	if _, err := s.DB().ExecContext(context.Background(), resetSQL); err != nil {
		t.Fatalf("reset postgres store: %v", err)
	}
}
