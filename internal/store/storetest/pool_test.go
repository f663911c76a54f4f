package storetest

import (
	"context"
	"os"
	"testing"

	"golfclub/internal/store"
)

func TestMain(m *testing.M) { Main(m) }

func databaseName(t *testing.T, s *store.Store) string {
	t.Helper()
	var name string
	if err := s.DB().QueryRowContext(context.Background(), "SELECT current_database()").Scan(&name); err != nil {
		t.Fatal(err)
	}
	return name
}

func settingsCount(t *testing.T, s *store.Store) int {
	t.Helper()
	var n int
	if err := s.DB().QueryRowContext(context.Background(), "SELECT count(*) FROM settings").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// The pool hands a test an earlier test's database only as good as new:
// emptied, and with the schema the migrations made.
func TestPooledPostgres(t *testing.T) {
	if os.Getenv(PostgresEnv) == "" {
		t.Skip(PostgresEnv + " not set")
	}
	ctx := context.Background()
	var used string
	t.Run("a test writes", func(t *testing.T) {
		s := Postgres(t)
		used = databaseName(t, s)
		if _, err := s.DB().ExecContext(ctx, "INSERT INTO settings (key, value) VALUES ('club_name', 'Left Behind')"); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("the next gets its database emptied", func(t *testing.T) {
		s := Postgres(t)
		if got := databaseName(t, s); got != used {
			t.Fatalf("database %s, want the earlier test's %s back", got, used)
		}
		if n := settingsCount(t, s); n != 0 {
			t.Fatalf("%d settings rows left from the earlier test", n)
		}
	})
	t.Run("two stores in one test are two databases", func(t *testing.T) {
		a, b := Postgres(t), Postgres(t)
		if databaseName(t, a) == databaseName(t, b) {
			t.Fatal("one database given twice")
		}
	})
	t.Run("a test drops a table", func(t *testing.T) {
		s := Postgres(t)
		used = databaseName(t, s)
		if _, err := s.DB().ExecContext(ctx, "DROP TABLE settings"); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("the next never gets that database", func(t *testing.T) {
		s := Postgres(t)
		if got := databaseName(t, s); got == used {
			t.Fatalf("got %s, whose settings table a test dropped", got)
		}
		settingsCount(t, s)
	})
}
