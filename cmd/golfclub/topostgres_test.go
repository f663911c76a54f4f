package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golfclub/internal/demo"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestMigrateToPostgres runs the subcommand as an operator would, on the
// demo club's data directory: it prints every table with its rows, the
// file is byte for byte what it was, and the server's store opens the
// copy with the demo events in it.
func TestMigrateToPostgres(t *testing.T) {
	url := storetest.EmptyPostgresURL(t)
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := demo.Seed(ctx, st); err != nil {
		t.Fatal(err)
	}
	want, err := st.ListEvents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	file := filepath.Join(dir, store.SQLiteFile)
	before := sha256File(t, file)

	if err := run([]string{"migrate-to-postgres", "--data-dir", dir}, slog.New(slog.NewTextHandler(io.Discard, nil))); err == nil ||
		!strings.Contains(err.Error(), "needs --database-url") {
		t.Fatalf("without --database-url: %v", err)
	}
	var out, logs bytes.Buffer
	if err := migrateToPostgres([]string{"--data-dir", dir, "--database-url", url}, &out, slog.New(slog.NewTextHandler(&logs, nil))); err != nil {
		t.Fatalf("migrate-to-postgres: %v\n%s", err, logs.String())
	}
	for _, s := range []string{"table", "events", "event_registrations", "members", "scores"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("the report lacks %q:\n%s", s, out.String())
		}
	}
	if !strings.Contains(logs.String(), "the SQLite file is unchanged") {
		t.Errorf("log: %s", logs.String())
	}
	if after := sha256File(t, file); after != before {
		t.Error("the SQLite file changed")
	}
	if _, err := os.Stat(file + "-wal"); !os.IsNotExist(err) {
		t.Errorf("a -wal file appeared beside the database: %v", err)
	}
	pg, err := store.Open(ctx, url, "")
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	got, err := pg.ListEvents(ctx)
	if err != nil || len(got) != len(want) {
		t.Fatalf("the copy holds %d events (err %v), the file %d", len(got), err, len(want))
	}
	// Run again: refused, and the error says PostgreSQL is as it was.
	err = migrateToPostgres([]string{"--data-dir", dir, "--database-url", url}, io.Discard, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err == nil || !strings.Contains(err.Error(), "not empty") || !strings.Contains(err.Error(), "PostgreSQL is left as it was") {
		t.Fatalf("second run: %v", err)
	}
}

func sha256File(t *testing.T, name string) [32]byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(data)
}
