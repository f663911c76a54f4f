// Package backup takes, keeps, lists and restores the club's backups. One
// backup is one file: a tar stream compressed with zstd (optionally
// encrypted with age) holding the SQLite snapshot and the uploaded files,
// or on PostgreSQL and S3 what the operator's own tools do not cover, with
// a SHA256SUMS manifest. The Runner takes them on a daily schedule into a
// directory and/or an S3 bucket, prunes them by a retention policy and
// records every attempt for the admin overview.
package backup

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"filippo.io/age"
	"github.com/gofrs/flock"

	"golfclub/internal/blob"
	"golfclub/internal/store"
)

// Reasons a backup is taken.
const (
	ReasonScheduled     = "scheduled"
	ReasonManual        = "manual"
	ReasonBeforeMigrate = "before-migrate"
)

// lockKey is the PostgreSQL advisory lock one backing-up instance holds.
const lockKey = 727273

// Options configure a Runner.
type Options struct {
	Store *store.Store
	// Uploads is the upload storage: a *blob.Local directory is archived
	// file by file, a *blob.S3 bucket as a list of its objects.
	Uploads blob.Store
	// DataDir holds the lock file and the temporary files of a backup.
	DataDir    string
	Targets    []Target
	Recipients []age.Recipient
	Schedule   Schedule
	Keep       Policy
	Location   *time.Location
	Log        *slog.Logger
	Now        func() time.Time
	// After waits for the next scheduled time; tests replace it.
	After func(time.Duration) <-chan time.Time
	// OnResult is called after every attempt that was not skipped, with
	// its outcome (for metrics).
	OnResult func(Result)
}

// Runner takes backups.
type Runner struct {
	o Options
	// mu keeps one backup at a time within the process; the lock file
	// or the advisory lock does it between processes.
	mu sync.Mutex
}

// New makes a Runner of o, filling in defaults.
func New(o Options) *Runner {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.After == nil {
		o.After = time.After
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.Location == nil {
		o.Location = time.UTC
	}
	if o.Keep == (Policy{}) {
		o.Keep = DefaultPolicy
	}
	return &Runner{o: o}
}

// Result is the outcome of one attempt.
type Result struct {
	Reason   string    `json:"reason"`
	Started  time.Time `json:"started"`
	Finished time.Time `json:"finished"`
	OK       bool      `json:"ok"`
	// Skipped is an attempt that found another instance backing up, or
	// the scheduled backup already taken; it is not recorded.
	Skipped bool     `json:"-"`
	Error   string   `json:"error,omitempty"`
	Name    string   `json:"name,omitempty"`
	Size    int64    `json:"size"`
	Targets []string `json:"targets,omitempty"`
	Pruned  int      `json:"pruned"`
}

// Record is what is stored of the attempts.
type Record struct {
	LastAttempt *Result `json:"lastAttempt"`
	LastSuccess *Result `json:"lastSuccess"`
}

// Status is the record with the runner's configuration, for the admin.
type Status struct {
	Record
	Schedule string     `json:"schedule"`
	NextRun  *time.Time `json:"nextRun"`
	Targets  []string   `json:"targets"`
	// Database is "sqlite" (in the backup) or "postgres" (the operator's
	// pg_dump or the provider's point-in-time recovery).
	Database  string `json:"database"`
	Encrypted bool   `json:"encrypted"`
}

// Status reads the record and describes the configuration.
func (r *Runner) Status(ctx context.Context) (Status, error) {
	st := Status{Schedule: r.o.Schedule.String(), Targets: r.targetNames(), Database: "sqlite", Encrypted: len(r.o.Recipients) > 0}
	if r.o.Store.IsPostgres() {
		st.Database = "postgres"
	}
	if !r.o.Schedule.Off && len(r.o.Targets) > 0 {
		next := r.o.Schedule.Next(r.o.Now(), r.o.Location)
		st.NextRun = &next
	}
	if _, err := r.o.Store.BackupStatus(ctx, &st.Record); err != nil {
		return st, err
	}
	return st, nil
}

func (r *Runner) targetNames() []string {
	out := make([]string, len(r.o.Targets))
	for i, t := range r.o.Targets {
		out[i] = t.String()
	}
	return out
}

// Loop takes the scheduled backups until ctx ends.
func (r *Runner) Loop(ctx context.Context) {
	if r.o.Schedule.Off || len(r.o.Targets) == 0 {
		return
	}
	for {
		now := r.o.Now()
		next := r.o.Schedule.Next(now, r.o.Location)
		select {
		case <-ctx.Done():
			return
		case <-r.o.After(next.Sub(now)):
		}
		r.Run(ctx, ReasonScheduled)
	}
}

// Run takes one backup into every target, prunes them and records the
// outcome. A scheduled run is skipped when another instance holds the
// lock or has taken this slot's backup already.
func (r *Runner) Run(ctx context.Context, reason string) Result {
	return r.run(ctx, reason, 0)
}

// RunBeforeMigrate takes the backup a start takes before migrating the
// database to version to; retention never prunes it.
func (r *Runner) RunBeforeMigrate(ctx context.Context, to int) Result {
	return r.run(ctx, ReasonBeforeMigrate, to)
}

func (r *Runner) run(ctx context.Context, reason string, beforeVersion int) Result {
	res := Result{Reason: reason, Started: r.o.Now().UTC()}
	release, ok, err := r.lock(ctx)
	if err != nil {
		return r.finish(ctx, res, fmt.Errorf("take the backup lock: %w", err))
	}
	if !ok {
		r.o.Log.Info("backup skipped: another instance is taking one", "reason", reason)
		res.Skipped = true
		return res
	}
	defer release()
	if reason == ReasonScheduled {
		var rec Record
		if _, err := r.o.Store.BackupStatus(ctx, &rec); err == nil && rec.LastSuccess != nil &&
			!rec.LastSuccess.Started.Before(r.o.Schedule.Slot(res.Started, r.o.Location)) {
			res.Skipped = true
			return res
		}
	}
	if len(r.o.Targets) == 0 {
		return r.finish(ctx, res, errors.New("no backup destination: set --backup-dir or --backup-s3"))
	}
	name := Name{Time: res.Started, BeforeVersion: beforeVersion, Encrypted: len(r.o.Recipients) > 0}
	res.Name = name.String()
	tmp, err := r.tempDir()
	if err != nil {
		return r.finish(ctx, res, err)
	}
	defer os.RemoveAll(tmp)
	file := filepath.Join(tmp, res.Name)
	if res.Size, err = r.writeFile(ctx, reason, tmp, file); err != nil {
		return r.finish(ctx, res, err)
	}
	var errs []error
	for _, t := range r.o.Targets {
		if err := t.Put(ctx, res.Name, file); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t, err))
			continue
		}
		res.Targets = append(res.Targets, t.String())
		n, err := r.prune(ctx, t, res.Name)
		res.Pruned += n
		if err != nil {
			errs = append(errs, fmt.Errorf("prune %s: %w", t, err))
		}
	}
	return r.finish(ctx, res, errors.Join(errs...))
}

// finish logs and records the attempt; err is its failure.
func (r *Runner) finish(ctx context.Context, res Result, err error) Result {
	res.Finished = r.o.Now().UTC()
	res.OK = err == nil
	if err != nil {
		res.Error = err.Error()
		r.o.Log.Error("backup failed", "reason", res.Reason, "err", err)
	} else {
		r.o.Log.Info("backup taken", "reason", res.Reason, "name", res.Name, "size", res.Size, "to", strings.Join(res.Targets, ", "), "pruned", res.Pruned)
	}
	var rec Record
	if _, rerr := r.o.Store.BackupStatus(ctx, &rec); rerr != nil {
		r.o.Log.Error("read the backup status", "err", rerr)
	}
	rec.LastAttempt = &res
	if res.OK {
		rec.LastSuccess = &res
	}
	if werr := r.o.Store.SaveBackupStatus(context.WithoutCancel(ctx), rec); werr != nil {
		r.o.Log.Error("record the backup status", "err", werr)
	}
	if r.o.OnResult != nil {
		r.o.OnResult(res)
	}
	return res
}

func (r *Runner) lock(ctx context.Context) (release func(), ok bool, err error) {
	if !r.mu.TryLock() {
		return nil, false, nil
	}
	unlock := r.mu.Unlock
	if r.o.Store.IsPostgres() {
		rel, ok, err := r.o.Store.TryAdvisoryLock(ctx, lockKey)
		if err != nil || !ok {
			unlock()
			return nil, ok, err
		}
		return func() { rel(); unlock() }, true, nil
	}
	if err := os.MkdirAll(r.o.DataDir, 0o750); err != nil {
		unlock()
		return nil, false, err
	}
	fl := flock.New(filepath.Join(r.o.DataDir, "backup.lock"))
	if ok, err = fl.TryLock(); err != nil || !ok {
		unlock()
		return nil, ok, err
	}
	return func() { fl.Unlock(); unlock() }, true, nil
}

// WriteFile writes one backup to the local file out, which must not exist.
func (r *Runner) WriteFile(ctx context.Context, out string) (int64, error) {
	if _, err := os.Stat(out); err == nil {
		return 0, fmt.Errorf("%s already exists", out)
	}
	release, ok, err := r.lock(ctx)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, errors.New("another backup is being taken: try again in a moment")
	}
	defer release()
	tmp, err := r.tempDir()
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(tmp)
	partial := filepath.Join(tmp, "backup")
	size, err := r.writeFile(ctx, ReasonManual, tmp, partial)
	if err != nil {
		return 0, err
	}
	if err := copyFile(partial, out); err != nil {
		return 0, err
	}
	return size, nil
}

// tempDir makes a directory for one backup's files in the data directory
// (the disk sized for the database), which on PostgreSQL may not exist yet.
func (r *Runner) tempDir() (string, error) {
	if err := os.MkdirAll(r.o.DataDir, 0o750); err != nil {
		return "", err
	}
	return os.MkdirTemp(r.o.DataDir, ".backup-*")
}

// writeFile writes the archive to file, using dir for the snapshot.
func (r *Runner) writeFile(ctx context.Context, reason, dir, file string) (int64, error) {
	c := contents{meta: Meta{Format: formatVersion, CreatedAt: r.o.Now().UTC(), Reason: reason, Database: "sqlite"}}
	ms, err := r.o.Store.MigrationStatus(ctx)
	if err != nil {
		return 0, err
	}
	c.meta.SchemaVersion = ms.Newest()
	if r.o.Store.IsPostgres() {
		c.meta.Database = "postgres"
	} else {
		// The snapshot first, then the files: uploads are written under
		// new keys before the rows naming them, so every file the
		// snapshot names is already there to be copied.
		c.dbPath = filepath.Join(dir, "golfclub.db")
		if err := r.o.Store.Backup(ctx, c.dbPath); err != nil {
			return 0, err
		}
	}
	switch u := r.o.Uploads.(type) {
	case *blob.Local:
		c.meta.Uploads, c.uploadsDir = "files", u.Dir()
	case *blob.S3:
		objs, err := u.List(ctx)
		if err != nil {
			return 0, fmt.Errorf("list the uploads in S3: %w", err)
		}
		c.meta.Uploads = "s3"
		for _, o := range objs {
			c.s3Objects = append(c.s3Objects, S3Object(o))
		}
	case nil:
		c.meta.Uploads = "none"
	default:
		return 0, fmt.Errorf("uploads in %T cannot be backed up", u)
	}
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return 0, err
	}
	if err := writeArchive(ctx, f, c, r.o.Recipients); err != nil {
		f.Close()
		return 0, fmt.Errorf("write the backup: %w", err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return 0, err
	}
	return st.Size(), f.Close()
}

// prune deletes from t what the policy does not keep; just, the backup
// just taken, is kept whatever the policy says.
func (r *Runner) prune(ctx context.Context, t Target, just string) (int, error) {
	list, err := t.List(ctx)
	if err != nil {
		return 0, err
	}
	items := make([]Item, len(list))
	for i, s := range list {
		items[i] = Item{Name: s.File, Time: s.Time, Pinned: s.BeforeVersion > 0 || s.File == just}
	}
	_, drop := Prune(items, r.o.Keep, r.o.Location)
	n := 0
	var errs []error
	for _, d := range drop {
		if err := t.Delete(ctx, d.Name); err != nil {
			errs = append(errs, err)
			continue
		}
		n++
	}
	return n, errors.Join(errs...)
}

// List lists the backups of every target, oldest first per target.
func (r *Runner) List(ctx context.Context) ([]Stored, error) {
	var all []Stored
	var errs []error
	for _, t := range r.o.Targets {
		l, err := t.List(ctx)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t, err))
			continue
		}
		all = append(all, l...)
	}
	return all, errors.Join(errs...)
}

// Targets are the runner's destinations.
func (r *Runner) Targets() []Target { return r.o.Targets }

func copyFile(src, dst string) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			out.Close()
			os.Remove(dst)
		}
	}()
	if _, err := out.ReadFrom(in); err != nil {
		return err
	}
	if err := out.Sync(); err != nil {
		return err
	}
	return out.Close()
}

// Migrate applies the pending migrations, first refusing a database a
// newer binary has migrated. On SQLite, when the database already has
// migrations and this binary brings new ones, it takes a backup first
// (unless skipBackup) and does not migrate when that fails. On PostgreSQL
// the dump before an upgrade is the operator's.
func (r *Runner) Migrate(ctx context.Context, skipBackup bool) error {
	ms, err := r.o.Store.MigrationStatus(ctx)
	if err != nil {
		return err
	}
	if err := ms.TooNew(); err != nil {
		return err
	}
	if len(ms.Applied) > 0 && len(ms.Pending) > 0 {
		switch {
		case r.o.Store.IsPostgres():
			r.o.Log.Warn("applying migrations to PostgreSQL: the database backup before an upgrade is yours (pg_dump)",
				"from", ms.Newest(), "to", ms.Known)
		case skipBackup:
			r.o.Log.Warn("applying migrations without a backup (--no-backup-before-migrate)", "from", ms.Newest(), "to", ms.Known)
		default:
			res := r.RunBeforeMigrate(ctx, ms.Known)
			if !res.OK {
				return fmt.Errorf("the backup before migrating from version %d to %d failed, so nothing was migrated: %s "+
					"(fix it, or start with --no-backup-before-migrate)", ms.Newest(), ms.Known, res.Error)
			}
		}
	}
	return r.o.Store.Migrate(ctx)
}
