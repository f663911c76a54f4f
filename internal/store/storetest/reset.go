package storetest

import (
	"context"
	"database/sql"
	"testing"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
)

// ResetPostgres empties every table of a PostgreSQL store but
// schema_migrations and restarts its id sequences, so the store is again as
// a freshly migrated database is. Tests that need a fresh database per case
// use it on PostgreSQL, where CREATE DATABASE plus migrating costs about
// half a second; a fresh SQLite file is cheap enough to make anew. DELETE in
// one transaction is used rather than TRUNCATE, which is several times
// slower on tables this small.
func ResetPostgres(t testing.TB, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	err := s.DB().RunInTx(ctx, &sql.TxOptions{}, func(ctx context.Context, tx bun.Tx) error {
		var tables, sequences []string
		if err := tx.NewRaw(`SELECT quote_ident(tablename) FROM pg_tables
			WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`).Scan(ctx, &tables); err != nil {
			return err
		}
		if err := tx.NewRaw(`SELECT quote_ident(sequencename) FROM pg_sequences
			WHERE schemaname = current_schema()`).Scan(ctx, &sequences); err != nil {
			return err
		}
		// Foreign keys are not checked while the tables are emptied, so
		// the order of the deletes does not matter.
		if _, err := tx.ExecContext(ctx, "SET LOCAL session_replication_role = replica"); err != nil {
			return err
		}
		for _, name := range tables {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+name); err != nil {
				return err
			}
		}
		for _, name := range sequences {
			if _, err := tx.ExecContext(ctx, "ALTER SEQUENCE "+name+" RESTART"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reset postgres store: %v", err)
	}
}
