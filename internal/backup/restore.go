package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"filippo.io/age"

	"golfclub/internal/blob"
	"golfclub/internal/store"
	"golfclub/internal/store/migrations"
)

// RestoreOptions say where a backup is restored to.
type RestoreOptions struct {
	DataDir string
	// Postgres restores the files only: the database is the operator's
	// (pg_restore or the provider's point-in-time recovery).
	Postgres bool
	// Uploads is the configured upload storage: a *blob.Local is
	// replaced by the backup's files; in a *blob.S3 the backup's listed
	// objects are looked for.
	Uploads    blob.Store
	Identities []age.Identity
	Log        *slog.Logger
	Now        func() time.Time
}

// Report is what a restore did.
type Report struct {
	Meta Meta
	// Database is whether the SQLite database was replaced; SchemaFrom the
	// backup's schema version and SchemaTo the version after migrating.
	Database   bool
	SchemaFrom int
	SchemaTo   int
	// Uploads is how many files were restored.
	Uploads int
	// MovedAside is the directory the replaced data was moved to, "" when
	// there was none.
	MovedAside string
	// S3Missing are the listed uploads the bucket lacks or holds changed.
	S3Missing []string
}

// Restore checks the backup read from src and only then replaces the data
// in o.DataDir with it: checksums of every entry, PRAGMA integrity_check of
// the database, a schema this binary knows. It refuses while another
// process (a running server) holds the data directory. The replaced
// database and uploads are moved aside, not deleted. A backup older than
// the binary is migrated.
func Restore(ctx context.Context, src io.Reader, o RestoreOptions) (*Report, error) {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	lock, err := LockDataDir(o.DataDir)
	if err != nil {
		if errors.Is(err, ErrDataDirInUse) {
			return nil, fmt.Errorf("%w: stop the server before restoring", err)
		}
		return nil, err
	}
	defer lock.Unlock()
	staging, err := os.MkdirTemp(o.DataDir, ".restore-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(staging)
	x, err := extract(src, staging, o.Identities)
	if err != nil {
		return nil, err
	}
	rep := &Report{Meta: x.Meta, SchemaFrom: x.Meta.SchemaVersion}
	known := len(migrations.All())
	dbPath := x.DatabasePath()
	if !o.Postgres {
		if dbPath == "" {
			return nil, errors.New("the backup holds no database (it was taken on PostgreSQL): restore the database with pg_restore, and run restore with --database-url for the files")
		}
		applied, err := store.CheckSQLiteFile(ctx, dbPath)
		if err != nil {
			return nil, err
		}
		if n := len(applied); n > 0 && applied[n-1].Version > known {
			return nil, &migrations.NewerError{Database: applied[n-1].Version, DatabaseName: applied[n-1].Name, Binary: known}
		}
	}
	local, _ := o.Uploads.(*blob.Local)
	if x.Meta.Uploads == "files" && local == nil && o.Uploads != nil {
		// Files from a local directory into a bucket: each one is put.
		if rep.Uploads, err = putUploads(ctx, x.UploadsDir(), o.Uploads); err != nil {
			return nil, err
		}
	}
	if s3, ok := o.Uploads.(*blob.S3); ok && x.Meta.Uploads == "s3" {
		for _, want := range x.S3Objects {
			got, err := s3.Stat(ctx, want.Key)
			if err != nil || got.Size != want.Size || got.ETag != want.ETag {
				rep.S3Missing = append(rep.S3Missing, want.Key)
			}
		}
	}

	// Everything is checked: the data is replaced now.
	moveAside := func(name string) error {
		p := filepath.Join(o.DataDir, name)
		info, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if info != nil && info.IsDir() && os.Remove(p) == nil {
			return nil // an empty directory: nothing to keep
		}
		if rep.MovedAside == "" {
			aside, err := os.MkdirTemp(o.DataDir, "pre-restore-"+o.Now().UTC().Format("20060102T150405Z")+"-")
			if err != nil {
				return err
			}
			rep.MovedAside = aside
		}
		return os.Rename(p, filepath.Join(rep.MovedAside, name))
	}
	if !o.Postgres {
		for _, name := range []string{"golfclub.db", "golfclub.db-wal", "golfclub.db-shm"} {
			if err := moveAside(name); err != nil {
				return rep, fmt.Errorf("move the old database aside: %w", err)
			}
		}
		if err := os.Rename(dbPath, filepath.Join(o.DataDir, "golfclub.db")); err != nil {
			return rep, fmt.Errorf("put the restored database in place: %w", err)
		}
		rep.Database = true
	}
	if local != nil && x.Meta.Uploads == "files" {
		if err := moveAside("uploads"); err != nil {
			return rep, fmt.Errorf("move the old uploads aside: %w", err)
		}
		if err := os.MkdirAll(x.UploadsDir(), 0o750); err != nil {
			return rep, err
		}
		if err := os.Rename(x.UploadsDir(), local.Dir()); err != nil {
			return rep, fmt.Errorf("put the restored uploads in place: %w", err)
		}
		rep.Uploads = countUploads(x.Files)
	}
	if rep.Database {
		s, err := store.Open(ctx, "", o.DataDir)
		if err != nil {
			return rep, fmt.Errorf("migrate the restored database: %w", err)
		}
		ms, err := s.MigrationStatus(ctx)
		s.Close()
		if err != nil {
			return rep, err
		}
		rep.SchemaTo = ms.Newest()
	}
	return rep, nil
}

func countUploads(files []string) int {
	n := 0
	for _, f := range files {
		if strings.HasPrefix(f, dirUploads) && !strings.HasSuffix(f, ".type") {
			n++
		}
	}
	return n
}

// putUploads puts the local store's files of dir (each with its ".type"
// side file) into dst.
func putUploads(ctx context.Context, dir string, dst blob.Store) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		key := e.Name()
		if !blob.ValidKey(key) {
			continue
		}
		ct, _ := os.ReadFile(filepath.Join(dir, key+".type"))
		f, err := os.Open(filepath.Join(dir, key))
		if err != nil {
			return n, err
		}
		st, err := f.Stat()
		if err == nil {
			err = dst.Put(ctx, key, f, st.Size(), string(ct))
		}
		f.Close()
		if err != nil {
			return n, fmt.Errorf("restore upload %s: %w", key, err)
		}
		n++
	}
	return n, nil
}
