package app

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"filippo.io/age"

	"golfclub/internal/backup"
	"golfclub/internal/blob"
	"golfclub/internal/config"
	"golfclub/internal/content"
	"golfclub/internal/model"
	"golfclub/internal/store"
	"golfclub/internal/store/migrations"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func testConfig(t *testing.T, args ...string) *config.Config {
	t.Helper()
	cfg, err := config.Parse(flag.NewFlagSet("test", flag.ContinueOnError), args, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func open(t *testing.T, cfg *config.Config) *App {
	t.Helper()
	a, err := New(context.Background(), cfg, quiet, fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func testImage(t *testing.T, seed int, asPNG bool) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	for x := range 64 {
		for y := range 48 {
			img.Set(x, y, color.RGBA{uint8(x * seed), uint8(y * 5), uint8(seed * 40), 255})
		}
	}
	var buf bytes.Buffer
	var err error
	if asPNG {
		err = png.Encode(&buf, img)
	} else {
		err = jpeg.Encode(&buf, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// addUploads stores gallery photos and payment slips the way the admin's
// and the member's screens do, through the services.
func addUploads(t *testing.T, a *App) {
	t.Helper()
	ctx := context.Background()
	for i := range 2 {
		up, err := a.services.Content.UploadImage(ctx, testImage(t, i+1, false))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := a.services.Content.CreatePhoto(ctx, content.PhotoInput{Title: fmt.Sprintf("Drill %d", i), URL: up.URL, Category: "tournaments"}); err != nil {
			t.Fatal(err)
		}
	}
	var regs []model.Registration
	if err := a.store.DB().NewSelect().Model(&regs).Where("member_id IS NOT NULL").Order("id").Limit(2).Scan(ctx); err != nil || len(regs) < 2 {
		t.Fatalf("registrations of the demo: %d, %v", len(regs), err)
	}
	for i, r := range regs {
		_, up, err := a.services.Club.IssueUpload(ctx, r.MemberID)
		if err != nil {
			t.Fatal(err)
		}
		if err := a.services.Club.ClaimUpload(ctx, up.ID); err != nil {
			t.Fatal(err)
		}
		slip := testImage(t, 10+i, true)
		if err := a.services.Blob.Put(ctx, up.FileID, bytes.NewReader(slip), int64(len(slip)), blob.TypePNG); err != nil {
			t.Fatal(err)
		}
		if err := a.services.Club.UploadStored(ctx, up.ID, int64(len(slip)), blob.TypePNG); err != nil {
			t.Fatal(err)
		}
		if _, err := a.services.Club.SavePaymentReference(ctx, r.MemberID, r.ID, model.PaymentFilePrefix+up.FileID, "slip.png"); err != nil {
			t.Fatal(err)
		}
	}
}

// state is every table's row count and a checksum of its rows, and every
// upload's bytes' checksum.
type state struct {
	tables map[string]string
	files  map[string]string
}

func capture(t *testing.T, dataDir string) state {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, "", dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	db := st.DB()
	s := state{tables: map[string]string{}, files: map[string]string{}}
	var tables []string
	if err := db.NewRaw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	if len(tables) < 20 {
		t.Fatalf("only %d tables: %v", len(tables), tables)
	}
	for _, table := range tables {
		rows, err := db.QueryContext(ctx, "SELECT * FROM "+table)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		var lines []string
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, fmt.Sprintf("%#v", vals))
		}
		if err := rows.Close(); err != nil {
			t.Fatal(err)
		}
		slices.Sort(lines)
		sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
		s.tables[table] = fmt.Sprintf("%d rows %x", len(lines), sum[:8])
	}
	err = filepath.WalkDir(filepath.Join(dataDir, "uploads"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		sum := sha256.Sum256(data)
		s.files[d.Name()] = hex.EncodeToString(sum[:])
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s state) compare(t *testing.T, got state) {
	t.Helper()
	for table, want := range s.tables {
		if got.tables[table] != want {
			t.Errorf("table %s: %s after the restore, %s before", table, got.tables[table], want)
		}
	}
	if len(got.tables) != len(s.tables) {
		t.Errorf("%d tables after the restore, %d before", len(got.tables), len(s.tables))
	}
	for name, want := range s.files {
		if got.files[name] != want {
			t.Errorf("upload %s differs after the restore", name)
		}
	}
	if len(got.files) != len(s.files) {
		t.Errorf("%d upload files after the restore, %d before", len(got.files), len(s.files))
	}
}

func onlyBackup(t *testing.T, dir string) string {
	t.Helper()
	list, err := backup.Dir{Path: dir}.List(context.Background())
	if err != nil || len(list) != 1 {
		t.Fatalf("backups in %s: %v, %v", dir, list, err)
	}
	return filepath.Join(dir, list[0].File)
}

func restoreFile(t *testing.T, file, dataDir string, ids []age.Identity) (*backup.Report, error) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	uploads, err := blob.NewLocal(filepath.Join(dataDir, "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	return backup.Restore(context.Background(), f, backup.RestoreOptions{DataDir: dataDir, Uploads: uploads, Identities: ids, Log: quiet})
}

// TestRestoreDrill: a club with the demo content, gallery photos and
// payment slips is backed up by the server's runner, its data directory
// destroyed and the backup restored: every table's rows and every upload's
// bytes come back. Encrypted to an age key the same; a truncated or
// altered backup is refused with a clear error and changes nothing.
func TestRestoreDrill(t *testing.T) {
	identity, err := age.GenerateX25519Identity()
	if err != nil {
		t.Fatal(err)
	}
	keyFile := filepath.Join(t.TempDir(), "key.txt")
	if err := os.WriteFile(keyFile, []byte(identity.String()+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		flags []string
	}{
		{"plain", nil},
		{"encrypted", []string{"--backup-age-recipient", identity.Recipient().String(), "--backup-age-identity", keyFile}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			dataDir, backupDir := t.TempDir(), t.TempDir()
			cfg := testConfig(t, append([]string{"--data-dir", dataDir, "--demo", "--backup-dir", backupDir, "--backup-at", "off"}, tc.flags...)...)
			a := open(t, cfg)
			addUploads(t, a)
			if err := a.Close(); err != nil {
				t.Fatal(err)
			}
			before := capture(t, dataDir)
			if len(before.files) < 8 { // two photos and two slips, each with its type file
				t.Fatalf("only %d upload files", len(before.files))
			}

			a = open(t, cfg)
			res := a.services.Backup.Run(ctx, backup.ReasonManual)
			if !res.OK || res.Size == 0 {
				t.Fatalf("backup: %+v", res)
			}
			st, err := a.services.Backup.Status(ctx)
			if err != nil || st.LastSuccess == nil || st.LastSuccess.Name != res.Name || st.Encrypted != (tc.name == "encrypted") {
				t.Fatalf("status after the backup: %+v, %v", st, err)
			}
			file := onlyBackup(t, backupDir)
			if strings.HasSuffix(file, ".age") != (tc.name == "encrypted") {
				t.Fatalf("backup file %s", file)
			}

			// A server holds the data directory: no restore into it.
			if _, err := restoreFile(t, file, dataDir, nil); !errors.Is(err, backup.ErrDataDirInUse) {
				t.Fatalf("restore while the server runs: %v", err)
			}
			if err := a.Close(); err != nil {
				t.Fatal(err)
			}

			ids, err := backup.Identities(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if tc.name == "encrypted" {
				if _, err := restoreFile(t, file, t.TempDir(), nil); !errors.Is(err, backup.ErrEncrypted) {
					t.Fatalf("restore without the key: %v", err)
				}
				other, _ := age.GenerateX25519Identity()
				if _, err := restoreFile(t, file, t.TempDir(), []age.Identity{other}); err == nil || !strings.Contains(err.Error(), "decrypt") {
					t.Fatalf("restore with another key: %v", err)
				}
			}

			// A truncated backup and one with a changed byte are refused
			// and leave the data as it was.
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			flipped := bytes.Clone(data)
			flipped[len(flipped)/2] ^= 0x40
			for name, bad := range map[string][]byte{"truncated": data[:len(data)*2/3], "altered": flipped} {
				badFile := filepath.Join(t.TempDir(), "bad")
				if err := os.WriteFile(badFile, bad, 0o600); err != nil {
					t.Fatal(err)
				}
				_, err := restoreFile(t, badFile, dataDir, ids)
				if err == nil {
					t.Fatalf("%s backup restored", name)
				}
				t.Logf("%s: %v", name, err)
				capture(t, dataDir).compareFiles(t, before, name)
				if entries, _ := os.ReadDir(dataDir); slices.ContainsFunc(entries, func(e os.DirEntry) bool {
					return strings.HasPrefix(e.Name(), ".restore-") || strings.HasPrefix(e.Name(), "pre-restore-")
				}) {
					t.Fatalf("%s: the failed restore left %v", name, entries)
				}
			}

			// The drill: the data directory is gone; the backup brings it back.
			if err := os.RemoveAll(dataDir); err != nil {
				t.Fatal(err)
			}
			rep, err := restoreFile(t, file, dataDir, ids)
			if err != nil {
				t.Fatal(err)
			}
			if !rep.Database || rep.Uploads == 0 || rep.MovedAside != "" || rep.SchemaTo != len(migrations.All()) {
				t.Errorf("report %+v", rep)
			}
			before.compare(t, capture(t, dataDir))

			// Restoring over existing data moves that data aside.
			rep, err = restoreFile(t, file, dataDir, ids)
			if err != nil {
				t.Fatal(err)
			}
			if rep.MovedAside == "" {
				t.Fatal("the replaced data was not kept")
			}
			if _, err := os.Stat(filepath.Join(rep.MovedAside, "golfclub.db")); err != nil {
				t.Errorf("old database not kept: %v", err)
			}
			before.compare(t, capture(t, dataDir))
		})
	}
}

// compareFiles checks that the uploads and the tables' contents are as
// they were (after a refused restore).
func (s state) compareFiles(t *testing.T, before state, what string) {
	t.Helper()
	for table, want := range before.tables {
		if table != "settings" && s.tables[table] != want {
			t.Errorf("%s: table %s changed", what, table)
		}
	}
	if fmt.Sprint(s.files) != fmt.Sprint(before.files) {
		t.Errorf("%s: uploads changed", what)
	}
}

// olderDatabase makes a SQLite database in dataDir migrated to all but the
// newest migration, as the previous release left it.
func olderDatabase(t *testing.T, dataDir string) {
	t.Helper()
	st, err := store.Connect("", dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	all := migrations.All()
	if err := migrations.Run(context.Background(), st.DB(), all[:len(all)-1]); err != nil {
		t.Fatal(err)
	}
}

// TestUpgrade: a start on a database of the previous release backs it up
// before migrating (not with --no-backup-before-migrate, not on a new
// club); that backup restores and migrates again. A database a newer
// release migrated stops the start, and its backup the restore, naming
// both versions. A second server on the same data directory is refused.
func TestUpgrade(t *testing.T) {
	known := len(migrations.All())
	t.Run("backup before migrating", func(t *testing.T) {
		dataDir, backupDir := t.TempDir(), t.TempDir()
		olderDatabase(t, dataDir)
		a := open(t, testConfig(t, "--data-dir", dataDir, "--backup-dir", backupDir, "--backup-at", "off"))
		file := onlyBackup(t, backupDir)
		if want := fmt.Sprintf("-before-v%d.tar.zst", known); !strings.HasSuffix(file, want) {
			t.Errorf("backup %s, want a name ending %s", file, want)
		}
		ms, err := a.store.MigrationStatus(context.Background())
		if err != nil || ms.Newest() != known {
			t.Fatalf("after the start: version %d, %v", ms.Newest(), err)
		}
		a.Close()
		rep, err := restoreFile(t, file, t.TempDir(), nil)
		if err != nil || rep.SchemaFrom != known-1 || rep.SchemaTo != known {
			t.Fatalf("restore of the older backup: %+v, %v", rep, err)
		}
	})
	t.Run("no backup when asked not to, or for a new club", func(t *testing.T) {
		dataDir, backupDir := t.TempDir(), t.TempDir()
		olderDatabase(t, dataDir)
		open(t, testConfig(t, "--data-dir", dataDir, "--backup-dir", backupDir, "--backup-at", "off", "--no-backup-before-migrate")).Close()
		open(t, testConfig(t, "--data-dir", t.TempDir(), "--backup-dir", backupDir, "--backup-at", "off")).Close()
		if list, _ := (backup.Dir{Path: backupDir}).List(context.Background()); len(list) != 0 {
			t.Errorf("backups taken: %v", list)
		}
	})
	t.Run("a failed backup stops the migration", func(t *testing.T) {
		dataDir := t.TempDir()
		olderDatabase(t, dataDir)
		blocked := filepath.Join(t.TempDir(), "file")
		os.WriteFile(blocked, nil, 0o600)
		_, err := New(context.Background(), testConfig(t, "--data-dir", dataDir, "--backup-dir", filepath.Join(blocked, "backups"), "--backup-at", "off"), quiet, nil)
		if err == nil || !strings.Contains(err.Error(), "nothing was migrated") {
			t.Fatalf("start with a broken backup directory: %v", err)
		}
		st, _ := store.Connect("", dataDir)
		ms, _ := st.MigrationStatus(context.Background())
		st.Close()
		if ms.Newest() != known-1 {
			t.Errorf("migrated to %d although the backup failed", ms.Newest())
		}
	})
	t.Run("newer database", func(t *testing.T) {
		dataDir, backupDir := t.TempDir(), t.TempDir()
		cfg := testConfig(t, "--data-dir", dataDir, "--backup-dir", backupDir, "--backup-at", "off")
		a := open(t, cfg)
		if _, err := New(context.Background(), cfg, quiet, nil); !errors.Is(err, backup.ErrDataDirInUse) {
			t.Errorf("second server on the data directory: %v", err)
		}
		if _, err := a.store.DB().ExecContext(context.Background(),
			"INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', CURRENT_TIMESTAMP)", known+3); err != nil {
			t.Fatal(err)
		}
		if res := a.services.Backup.Run(context.Background(), backup.ReasonManual); !res.OK {
			t.Fatal(res.Error)
		}
		a.Close()
		want := fmt.Sprintf("schema version %d (\"from the future\"), newer than this golfclub binary, which knows versions up to %d", known+3, known)
		_, err := New(context.Background(), cfg, quiet, nil)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("start on a newer database: %v", err)
		}
		_, err = restoreFile(t, onlyBackup(t, backupDir), t.TempDir(), nil)
		var newer *migrations.NewerError
		if !errors.As(err, &newer) || newer.Database != known+3 || newer.Binary != known {
			t.Fatalf("restore of a newer backup: %v", err)
		}
	})
}
