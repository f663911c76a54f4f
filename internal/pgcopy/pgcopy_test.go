package pgcopy_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver

	"golfclub/internal/demo"
	"golfclub/internal/pgcopy"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// sqliteStore makes a migrated SQLite store in its own directory and
// returns it with the path of its file.
func sqliteStore(t *testing.T) (*store.Store, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := store.Open(context.Background(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	return st, filepath.Join(dir, store.SQLiteFile)
}

// fileHashes hashes every file of dir whose name starts with the database
// file's (the file and any -wal beside it), so a test can tell that the
// copy changed none of them.
func fileHashes(t *testing.T, file string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, suffix := range []string{"", "-wal"} {
		data, err := os.ReadFile(file + suffix)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		out[filepath.Base(file+suffix)] = hex.EncodeToString(sum[:])
	}
	return out
}

func openPG(t *testing.T, url string) *sql.DB {
	t.Helper()
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// TestCopyDemo copies the demo club, then opens the copy as the server
// does and finds the same club there: the same events, members and
// registrations, counts in every table, and new rows get fresh ids.
func TestCopyDemo(t *testing.T) {
	url := storetest.EmptyPostgresURL(t)
	ctx := context.Background()
	src, file := sqliteStore(t)
	if seeded, err := demo.Seed(ctx, src); err != nil || !seeded {
		t.Fatalf("demo seed: %v %v", seeded, err)
	}
	wantEvents, err := src.ListEvents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	wantMembers, err := src.ListMembers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	srcCounts := tableCounts(t, src.DB().DB, "sqlite")
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileHashes(t, file)

	start := time.Now()
	report, err := pgcopy.Copy(ctx, file, url)
	if err != nil {
		t.Fatalf("copy: %v", err)
	}
	t.Logf("copied %d rows of %d tables in %s", report.Rows(), len(report.Tables), time.Since(start).Round(time.Millisecond))
	if report.Rows() < 50 {
		t.Fatalf("the demo copied only %d rows", report.Rows())
	}
	if after := fileHashes(t, file); !reflect.DeepEqual(after, before) {
		t.Fatalf("the SQLite files changed: %v, were %v", after, before)
	}

	dst, err := store.Open(ctx, url, "")
	if err != nil {
		t.Fatalf("open the copy as the server does: %v", err)
	}
	defer dst.Close()
	if got := tableCounts(t, dst.DB().DB, "postgres"); !reflect.DeepEqual(got, srcCounts) {
		t.Errorf("row counts on PostgreSQL %v, on SQLite %v", got, srcCounts)
	}
	for _, tb := range report.Tables {
		if tb.Rows != srcCounts[tb.Name] {
			t.Errorf("report: %s %d rows, the file has %d", tb.Name, tb.Rows, srcCounts[tb.Name])
		}
	}
	gotEvents, err := dst.ListEvents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalise(gotEvents), normalise(wantEvents)) {
		t.Errorf("events differ:\npostgres %+v\nsqlite   %+v", gotEvents, wantEvents)
	}
	gotMembers, err := dst.ListMembers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(normalise(gotMembers), normalise(wantMembers)) {
		t.Errorf("members differ:\npostgres %+v\nsqlite   %+v", gotMembers, wantMembers)
	}
	// The sequences are past the copied ids: a new event gets the next one.
	maxID := slices.MaxFunc(wantEvents, func(a, b store.Event) int { return int(a.ID - b.ID) }).ID
	e := &store.Event{Title: "After the move", Date: "2027-01-09", Type: "social", Capacity: 10, Rates: []store.Rate{}, CreatedAt: time.Now()}
	if err := dst.CreateEvent(ctx, e); err != nil {
		t.Fatalf("a new event on the copy: %v", err)
	}
	if e.ID != maxID+1 {
		t.Errorf("new event id %d, want %d", e.ID, maxID+1)
	}

	// A second run finds the target full and changes nothing.
	if _, err := pgcopy.Copy(ctx, file, url); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("second copy: %v, want a refusal of the non-empty target", err)
	}
	if got := tableCounts(t, dst.DB().DB, "postgres"); got["events"] != srcCounts["events"]+1 {
		t.Errorf("after the refused run: %d events", got["events"])
	}
}

// normalise makes times comparable across the two databases: the same
// instant in UTC, to the microsecond.
func normalise[T any](rows []T) []T {
	out := slices.Clone(rows)
	for i := range out {
		v := reflect.ValueOf(&out[i]).Elem()
		walkTimes(v)
	}
	return out
}

func walkTimes(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		if t, ok := v.Addr().Interface().(*time.Time); ok {
			*t = t.UTC().Truncate(time.Microsecond)
			return
		}
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				walkTimes(v.Field(i))
			}
		}
	case reflect.Pointer:
		if !v.IsNil() {
			walkTimes(v.Elem())
		}
	case reflect.Slice:
		for i := range v.Len() {
			walkTimes(v.Index(i))
		}
	}
}

// tableCounts counts the rows of every table but the migration history.
func tableCounts(t *testing.T, db *sql.DB, kind string) map[string]int64 {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'`
	if kind == "postgres" {
		q = `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`
	}
	names := queryStrings(t, db, q)
	out := map[string]int64{}
	for _, n := range names {
		if n == "schema_migrations" {
			continue
		}
		var c int64
		if err := db.QueryRow(`SELECT count(*) FROM "` + n + `"`).Scan(&c); err != nil {
			t.Fatal(err)
		}
		out[n] = c
	}
	return out
}

func queryStrings(t *testing.T, db *sql.DB, q string, args ...any) []string {
	t.Helper()
	rows, err := db.Query(q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCopyGenerated fills every table of a migrated SQLite file with
// generated rows: every column type, NULL wherever a column allows it,
// text in many scripts with emoji, combining marks and right-to-left
// marks, text of 200,000 characters, timestamps with nanoseconds, before
// 1970 and far ahead, in the forms both the driver and bun write, ids
// with gaps, and AUTOINCREMENT counters past the largest id left. Every
// row must arrive with the values generated (timestamps to PostgreSQL's
// microsecond), and every sequence must hand out an id never used.
func TestCopyGenerated(t *testing.T) {
	url := storetest.EmptyPostgresURL(t)
	ctx := context.Background()
	src, file := sqliteStore(t)
	rng := rand.New(rand.NewPCG(7, uint64(time.Now().UnixNano())))
	seed := rng.Uint64()
	t.Logf("generator seed %d", seed)
	rng = rand.New(rand.NewPCG(7, seed))
	want := generate(t, src.DB().DB, rng)
	if err := src.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileHashes(t, file)

	report, err := pgcopy.Copy(ctx, file, url)
	if err != nil {
		t.Fatalf("copy: %v", err)
	}
	if after := fileHashes(t, file); !reflect.DeepEqual(after, before) {
		t.Fatalf("the SQLite files changed: %v, were %v", after, before)
	}
	pg := openPG(t, url)
	var total int
	for _, tb := range want.tables {
		got := readTable(t, pg, tb)
		exp := want.rows[tb.name]
		total += len(exp)
		if len(got) != len(exp) {
			t.Errorf("%s: %d rows on PostgreSQL, %d generated", tb.name, len(got), len(exp))
			continue
		}
		for key, row := range exp {
			if !reflect.DeepEqual(got[key], row) {
				t.Errorf("%s row %s:\npostgres  %#v\ngenerated %#v", tb.name, key, got[key], row)
			}
		}
	}
	if total < 500 || int64(total) != report.Rows() {
		t.Errorf("generated %d rows, the report says %d", total, report.Rows())
	}
	// Every id sequence hands out an id above any the file ever used.
	for _, tb := range report.Tables {
		floor, ok := want.usedIDs[tb.Name]
		if !ok {
			continue
		}
		var next int64
		if err := pg.QueryRow(fmt.Sprintf(`SELECT nextval(pg_get_serial_sequence('%s', 'id'))`, tb.Name)).Scan(&next); err != nil {
			t.Fatal(err)
		}
		if next != floor+1 || tb.NextID != next {
			t.Errorf("%s: next id %d (report %d), want %d", tb.Name, next, tb.NextID, floor+1)
		}
	}
}

// TestCopyRefusesAndRollsBack: what the copy cannot store stops it with
// the table and column named, and the target is left as it was (no
// table); a target with rows is refused before anything is written; a
// missing file is named. The SQLite file never changes.
func TestCopyRefusesAndRollsBack(t *testing.T) {
	ctx := context.Background()
	t.Run("nul in text", func(t *testing.T) {
		url := storetest.EmptyPostgresURL(t)
		src, file := sqliteStore(t)
		if _, err := src.DB().ExecContext(ctx, `INSERT INTO settings (key, value) VALUES ('club_name', 'Bukit'||char(0)||'Hijau')`); err != nil {
			t.Fatal(err)
		}
		src.Close()
		before := fileHashes(t, file)
		_, err := pgcopy.Copy(ctx, file, url)
		if err == nil || !strings.Contains(err.Error(), "copy settings") || !strings.Contains(err.Error(), "column value") || !strings.Contains(err.Error(), "NUL") {
			t.Fatalf("copy: %v, want the settings value's NUL named", err)
		}
		if n := queryStrings(t, openPG(t, url), `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`); len(n) != 0 {
			t.Errorf("the failed copy left tables %v", n)
		}
		if after := fileHashes(t, file); !reflect.DeepEqual(after, before) {
			t.Errorf("the SQLite file changed")
		}
	})
	t.Run("target with rows", func(t *testing.T) {
		url := storetest.EmptyPostgresURL(t)
		pg := openPG(t, url)
		if _, err := pg.Exec(`CREATE TABLE notes (body text); INSERT INTO notes VALUES ('keep me')`); err != nil {
			t.Fatal(err)
		}
		src, file := sqliteStore(t)
		src.Close()
		_, err := pgcopy.Copy(ctx, file, url)
		if err == nil || !strings.Contains(err.Error(), "not empty (table notes has rows)") {
			t.Fatalf("copy: %v, want a refusal naming notes", err)
		}
		if n := queryStrings(t, pg, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`); !slices.Equal(n, []string{"notes"}) {
			t.Errorf("the refused copy left tables %v", n)
		}
	})
	t.Run("target migrated but empty", func(t *testing.T) {
		// `golfclub migrate` against the new database first is allowed.
		_, url := storetest.PostgresWithURL(t)
		src, file := sqliteStore(t)
		if err := src.CreateEvent(ctx, &store.Event{Title: "Medal", Date: "2027-02-06", Type: "tournament", Capacity: 4, Rates: []store.Rate{}, CreatedAt: time.Now()}); err != nil {
			t.Fatal(err)
		}
		src.Close()
		if report, err := pgcopy.Copy(ctx, file, url); err != nil || report.Rows() != 1 {
			t.Fatalf("copy into a migrated, empty database: %v, %+v", err, report)
		}
	})
	t.Run("server running", func(t *testing.T) {
		url := storetest.EmptyPostgresURL(t)
		src, file := sqliteStore(t) // open, as a running server holds it
		defer src.Close()
		if _, err := src.ListEvents(ctx); err != nil {
			t.Fatal(err)
		}
		_, err := pgcopy.Copy(ctx, file, url)
		if err == nil || !strings.Contains(err.Error(), "golfclub.db-wal exists: stop golfclub first") {
			t.Fatalf("copy while the database is open: %v", err)
		}
	})
	t.Run("no file", func(t *testing.T) {
		url := storetest.EmptyPostgresURL(t)
		missing := filepath.Join(t.TempDir(), store.SQLiteFile)
		if _, err := pgcopy.Copy(ctx, missing, url); err == nil || !strings.Contains(err.Error(), "no such file") {
			t.Fatalf("copy of a missing file: %v", err)
		}
		if _, err := os.Stat(missing); !os.IsNotExist(err) {
			t.Errorf("the copy created %s", missing)
		}
	})
}
