package pgcopy

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"

	"golfclub/internal/store"
	"golfclub/internal/store/migrations"
	"golfclub/internal/store/storetest"
)

// TestVerifyReadsBack: the check compares what PostgreSQL holds, not what
// was sent. A row changed on PostgreSQL after its insert, or one too many
// there, fails it.
func TestVerifyReadsBack(t *testing.T) {
	ctx := context.Background()
	url := storetest.EmptyPostgresURL(t)
	dir := t.TempDir()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range []string{"Medal", "Social"} {
		e := &store.Event{Title: title, Date: "2027-03-06", Type: "tournament", Capacity: 8, Rates: []store.Rate{}, CreatedAt: time.Now()}
		if err := st.CreateEvent(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	src, err := openSource(filepath.Join(dir, store.SQLiteFile))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	sqldb, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	pg := bun.NewDB(sqldb, pgdialect.New())
	defer pg.Close()

	for _, tc := range []struct{ name, tamper, want string }{
		{"changed value", `UPDATE events SET title = 'Medal ' WHERE title = 'Medal'`, "checksum"},
		{"extra row", `INSERT INTO events (id, title, date, type, capacity, rates, created_at) VALUES (1000, 'x', '2027-01-01', 'social', 1, '[]', now())`, "PostgreSQL holds 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srcTx, err := src.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			defer srcTx.Rollback()
			tx, err := pg.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback()
			if err := migrations.RunInTx(ctx, tx, migrations.All()); err != nil {
				t.Fatal(err)
			}
			tables, err := plan(ctx, srcTx, tx)
			if err != nil {
				t.Fatal(err)
			}
			for _, tb := range tables {
				if tb.name != "events" {
					continue
				}
				copied, err := copyTable(ctx, srcTx, tx, tb)
				if err != nil {
					t.Fatal(err)
				}
				if err := verify(ctx, srcTx, tx, tb, copied); err != nil {
					t.Fatalf("untouched copy: %v", err)
				}
				if _, err := tx.ExecContext(ctx, tc.tamper); err != nil {
					t.Fatal(err)
				}
				if err := verify(ctx, srcTx, tx, tb, copied); err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("after %q: %v, want %q", tc.tamper, err, tc.want)
				}
				return
			}
			t.Fatal("no events table planned")
		})
	}
}
