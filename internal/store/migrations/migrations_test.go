package migrations_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"golfclub/internal/store/migrations"
	"golfclub/internal/store/storetest"
)

var update = flag.Bool("update", false, "rewrite testdata/schema_*.golden from the current migrations")

// TestMigration1IsFrozen runs migration 1 alone on an empty database and
// compares the schema with testdata/m001_*.golden, captured from the code
// that built migration 1 from the live models, before the freeze. Databases
// in the field ran that code; migration 1 must go on creating exactly that.
// This golden file is never rewritten (no -update).
func TestMigration1IsFrozen(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := migrations.Run(ctx, db, migrations.All()[:1]); err != nil {
			t.Fatal(err)
		}
		checkGolden(t, db, "m001", false)
	})
}

// TestSchemaGolden keeps testdata/schema_*.golden equal to the schema all
// migrations create, indexes and foreign keys included, so a review sees
// every schema change. A new migration rewrites it:
//
//	go test ./internal/store/migrations -args -update   (with GOLFCLUB_TEST_POSTGRES_URL set)
func TestSchemaGolden(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, db *bun.DB) {
		if err := migrations.Run(context.Background(), db, migrations.All()); err != nil {
			t.Fatal(err)
		}
		checkGolden(t, db, "schema", *update)
	})
}

// TestLaterMigration is the problem the freeze solves: when migration 1
// was built from the live models, adding a column to a model and a
// migration that adds it made a fresh database fail ("duplicate column
// name"), because migration 1 already created the new column. Now a
// migration N+1 that adds a column applies on an empty database and on one
// already at N alike.
func TestLaterMigration(t *testing.T) {
	all := migrations.All()
	addColumn := migrations.Migration{
		Version: len(all) + 1,
		Name:    "test: add members.test_probe",
		Up: func(ctx context.Context, tx bun.Tx) error {
			_, err := tx.ExecContext(ctx, `ALTER TABLE members ADD COLUMN test_probe VARCHAR NOT NULL DEFAULT ''`)
			return err
		},
	}
	next := append(slices.Clone(all), addColumn)
	cases := []struct {
		name  string
		steps [][]migrations.Migration // each applied by one Run, in order
	}{
		{"fresh database", [][]migrations.Migration{next}},
		{"database at N", [][]migrations.Migration{all, next}},
		{"database at 1, as in the field", [][]migrations.Migration{all[:1], next}},
		{"run twice", [][]migrations.Migration{next, next}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			storetest.EachEmpty(t, func(t *testing.T, db *bun.DB) {
				ctx := context.Background()
				for i, list := range c.steps {
					if err := migrations.Run(ctx, db, list); err != nil {
						t.Fatalf("run %d: %v", i+1, err)
					}
				}
				checkVersions(t, db, len(next))
				schema, err := storetest.InspectSchema(ctx, db)
				if err != nil {
					t.Fatal(err)
				}
				if _, ok := schema["members"].Columns["test_probe"]; !ok {
					t.Error("members.test_probe was not added")
				}
			})
		})
	}
}

// TestConcurrentRuns: instances starting together each migrate; the
// advisory lock (PostgreSQL) or the single writer (SQLite) lets one at a
// time do it, and each migration is applied once.
func TestConcurrentRuns(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, db *bun.DB) {
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Go(func() { errs[i] = migrations.Run(context.Background(), db, migrations.All()) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("run %d: %v", i, err)
			}
		}
		checkVersions(t, db, len(migrations.All()))
	})
}

func TestRunRejectsBadVersions(t *testing.T) {
	noop := func(context.Context, bun.Tx) error { return nil }
	cases := []struct {
		name string
		list []migrations.Migration
	}{
		{"gap", []migrations.Migration{{1, "one", noop}, {3, "three", noop}}},
		{"not from 1", []migrations.Migration{{2, "two", noop}}},
		{"repeated", []migrations.Migration{{1, "one", noop}, {1, "one again", noop}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := storetest.EmptySQLite(t)
			if err := migrations.Run(context.Background(), db, c.list); err == nil {
				t.Fatal("want an error for misnumbered migrations")
			}
		})
	}
}

// TestAppliedAtFromTheDatabase: each applied migration is dated by the
// database's clock when it ran (the runner reads none), and the date reads
// back as a time on both engines, for 'migrate --status'.
func TestAppliedAtFromTheDatabase(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		before := time.Now().Add(-time.Minute)
		if err := migrations.Run(ctx, db, migrations.All()); err != nil {
			t.Fatal(err)
		}
		after := time.Now().Add(time.Minute)
		st, err := migrations.StatusOf(ctx, db, migrations.All())
		if err != nil || len(st.Applied) != len(migrations.All()) {
			t.Fatalf("status = %+v, %v", st, err)
		}
		for _, a := range st.Applied {
			if a.AppliedAt.Before(before) || a.AppliedAt.After(after) {
				t.Errorf("migration %d applied at %v, want between %v and %v", a.Version, a.AppliedAt, before, after)
			}
		}
	})
}

func checkVersions(t *testing.T, db bun.IDB, n int) {
	t.Helper()
	got, err := migrations.Applied(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	var want []int
	for v := 1; v <= n; v++ {
		want = append(want, v)
	}
	if !slices.Equal(got, want) {
		t.Errorf("applied versions = %v, want %v", got, want)
	}
}

// checkGolden compares the schema dump of db with testdata/<prefix>_<dialect>.golden,
// or rewrites the file when write is set.
func checkGolden(t *testing.T, db *bun.DB, prefix string, write bool) {
	t.Helper()
	got, err := storetest.DumpSchema(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	name := "sqlite"
	if db.Dialect().Name() == dialect.PG {
		name = "postgres"
	}
	path := filepath.Join("testdata", prefix+"_"+name+".golden")
	if write {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := lineDiff(string(want), got); diff != "" {
		t.Errorf("schema differs from %s (- golden, + now):\n%s", path, diff)
	}
}

// lineDiff lists the lines only in want (-) and only in got (+), in order.
func lineDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for _, l := range wl {
		if !slices.Contains(gl, l) {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range gl {
		if !slices.Contains(wl, l) {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
