package store_test

import (
	"context"
	"strings"
	"testing"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"golfclub/internal/store"
	"golfclub/internal/store/migrations"
	"golfclub/internal/store/storetest"
)

// TestMigrationsMatchModels migrates an empty database and compares what
// it holds with what the live models describe: every table, every column
// (type, NOT NULL, default, primary key) and every unique tag. A model
// changed without a migration, or a migration without its model change,
// fails here with one line per difference.
func TestMigrationsMatchModels(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, migrated *bun.DB) {
		ctx := context.Background()
		if err := migrations.Run(ctx, migrated, migrations.All()); err != nil {
			t.Fatal(err)
		}
		if diffs := schemaDiff(t, migrated); len(diffs) > 0 {
			t.Errorf("the migrations and the models disagree:\n  %s", strings.Join(diffs, "\n  "))
		}
	})
}

// TestSchemaDiffSeesDrift shows the comparison above can fail: a column
// the migrations create and no model has is reported, by name.
func TestSchemaDiffSeesDrift(t *testing.T) {
	storetest.EachEmpty(t, func(t *testing.T, migrated *bun.DB) {
		ctx := context.Background()
		if err := migrations.Run(ctx, migrated, migrations.All()); err != nil {
			t.Fatal(err)
		}
		if _, err := migrated.ExecContext(ctx, `ALTER TABLE members ADD COLUMN nickname VARCHAR`); err != nil {
			t.Fatal(err)
		}
		diffs := schemaDiff(t, migrated)
		if len(diffs) != 1 || !strings.Contains(diffs[0], "members.nickname") {
			t.Errorf("diffs = %q, want one line about members.nickname", diffs)
		}
	})
}

// schemaDiff creates the tables of store.Models in a second empty database
// of the same kind, as bun builds them from the models, and compares.
func schemaDiff(t *testing.T, migrated *bun.DB) []string {
	t.Helper()
	ctx := context.Background()
	var fromModels *bun.DB
	if migrated.Dialect().Name() == dialect.PG {
		fromModels = storetest.EmptyPostgres(t)
	} else {
		fromModels = storetest.EmptySQLite(t)
	}
	for _, m := range store.Models() {
		if _, err := fromModels.NewCreateTable().Model(m).Exec(ctx); err != nil {
			t.Fatalf("create %T: %v", m, err)
		}
	}
	want, err := storetest.InspectSchema(ctx, fromModels)
	if err != nil {
		t.Fatal(err)
	}
	got, err := storetest.InspectSchema(ctx, migrated)
	if err != nil {
		t.Fatal(err)
	}
	return storetest.DiffSchemas(want, got)
}
