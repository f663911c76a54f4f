package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path"
	"strings"
	"text/tabwriter"
	"time"

	"golfclub/internal/backup"
	"golfclub/internal/blob"
	"golfclub/internal/config"
	"golfclub/internal/store"
)

// backupCmd takes a backup now into the configured destinations, writes
// one to --out FILE, or lists the stored ones with --list.
func backupCmd(args []string, log *slog.Logger, stdout io.Writer) error {
	fs := flag.NewFlagSet("backup", flag.ExitOnError)
	out := fs.String("out", "", "write one backup to this file (must not exist) instead of the destinations")
	list := fs.Bool("list", false, "list the backups in the destinations")
	cfg, err := config.FromOS(fs, args)
	if err != nil {
		return err
	}
	logLevel.Set(cfg.SlogLevel())
	if *out != "" && *list {
		return errors.New("--out and --list exclude each other")
	}
	ctx := context.Background()
	if *list {
		targets, err := backup.TargetsFromConfig(cfg)
		if err != nil {
			return err
		}
		return listBackups(ctx, targets, cfg.Location, stdout)
	}
	s, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer s.Close()
	blobs, err := blob.FromConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("upload storage: %w", err)
	}
	r, err := backup.FromConfig(cfg, s, blobs, backup.Options{Log: log})
	if err != nil {
		return err
	}
	if *out != "" {
		size, err := r.WriteFile(ctx, *out)
		if err != nil {
			return err
		}
		log.Info("backup written", "file", *out, "size", size)
		return nil
	}
	res := r.Run(ctx, backup.ReasonManual)
	if res.Skipped {
		return errors.New("another backup is being taken: try again in a moment")
	}
	if !res.OK {
		return fmt.Errorf("backup failed: %s", res.Error)
	}
	fmt.Fprintf(stdout, "%s  %s  to %s\n", res.Name, humanSize(res.Size), strings.Join(res.Targets, ", "))
	return nil
}

func listBackups(ctx context.Context, targets []backup.Target, loc *time.Location, stdout io.Writer) error {
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TAKEN\tSIZE\tKIND\tWHERE\tNAME")
	var errs []error
	for _, t := range targets {
		list, err := t.List(ctx)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", t, err))
			continue
		}
		for _, b := range list {
			kind := "daily"
			if b.BeforeVersion > 0 {
				kind = fmt.Sprintf("before v%d", b.BeforeVersion)
			}
			if b.Encrypted {
				kind += ", encrypted"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", b.Time.In(loc).Format("2006-01-02 15:04"), humanSize(b.Size), kind, b.Where, b.File)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return errors.Join(errs...)
}

func humanSize(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// restoreCmd restores a backup file or S3 object into the data directory.
func restoreCmd(args []string, log *slog.Logger, stdout io.Writer) error {
	fs := flag.NewFlagSet("restore", flag.ExitOnError)
	from := fs.String("from", "", "the backup: a file, or s3://bucket/prefix/name")
	cfg, err := config.FromOS(fs, args)
	if err != nil {
		return err
	}
	logLevel.Set(cfg.SlogLevel())
	if *from == "" {
		return errors.New("restore needs --from FILE or --from s3://bucket/prefix/name (golfclub backup --list shows them)")
	}
	ctx := context.Background()
	src, err := openBackup(ctx, cfg, *from)
	if err != nil {
		return err
	}
	defer src.Close()
	ids, err := backup.Identities(cfg)
	if err != nil {
		return err
	}
	blobs, err := blob.FromConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("upload storage: %w", err)
	}
	rep, err := backup.Restore(ctx, src, backup.RestoreOptions{
		DataDir: cfg.DataDir, Postgres: cfg.DatabaseURL != "", Uploads: blobs, Identities: ids, Log: log,
	})
	if err != nil {
		return fmt.Errorf("restore from %s: %w", *from, err)
	}
	fmt.Fprintf(stdout, "restored the backup of %s\n", rep.Meta.CreatedAt.In(cfg.Location).Format("2006-01-02 15:04"))
	if rep.Database {
		fmt.Fprintf(stdout, "  database: schema version %d, now %d\n", rep.SchemaFrom, rep.SchemaTo)
	} else {
		fmt.Fprintln(stdout, "  database: not restored (PostgreSQL: restore it with pg_restore or your provider's point-in-time recovery)")
	}
	fmt.Fprintf(stdout, "  uploads: %d files\n", rep.Uploads)
	if rep.MovedAside != "" {
		fmt.Fprintf(stdout, "  the data it replaced is in %s\n", rep.MovedAside)
	}
	if n := len(rep.S3Missing); n > 0 {
		fmt.Fprintf(stdout, "WARNING: %d uploads the backup lists are missing or changed in the bucket: %s\n", n, strings.Join(rep.S3Missing, ", "))
	}
	return nil
}

func openBackup(ctx context.Context, cfg *config.Config, from string) (io.ReadCloser, error) {
	if !strings.HasPrefix(from, "s3://") {
		return os.Open(from)
	}
	bucket, key, err := backup.ParseS3URL(from)
	if err != nil {
		return nil, err
	}
	key = strings.TrimSuffix(key, "/")
	dir, name := path.Split(key)
	t, err := backup.NewS3Target(backup.S3OptionsFromConfig(cfg), bucket, dir)
	if err != nil {
		return nil, err
	}
	return t.Open(ctx, name)
}

// migrateCmd applies the pending migrations (backing up first on SQLite,
// as serve does), or with --status lists them.
func migrateCmd(args []string, log *slog.Logger, stdout io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ExitOnError)
	status := fs.Bool("status", false, "list the applied and pending migrations; change nothing")
	cfg, err := config.FromOS(fs, args)
	if err != nil {
		return err
	}
	logLevel.Set(cfg.SlogLevel())
	ctx := context.Background()
	s, err := store.Connect(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return err
	}
	defer s.Close()
	if *status {
		ms, err := s.MigrationStatus(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "VERSION\tSTATE\tAPPLIED\tNAME")
		for _, a := range ms.Applied {
			fmt.Fprintf(tw, "%d\tapplied\t%s\t%s\n", a.Version, a.AppliedAt.In(cfg.Location).Format("2006-01-02 15:04"), a.Name)
		}
		for _, p := range ms.Pending {
			fmt.Fprintf(tw, "%d\tpending\t\t%s\n", p.Version, p.Name)
		}
		tw.Flush()
		fmt.Fprintf(stdout, "database at version %d; this binary knows up to %d\n", ms.Newest(), ms.Known)
		return ms.TooNew()
	}
	blobs, err := blob.FromConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("upload storage: %w", err)
	}
	r, err := backup.FromConfig(cfg, s, blobs, backup.Options{Log: log})
	if err != nil {
		return err
	}
	if err := r.Migrate(ctx, cfg.NoBackupBeforeMigrate); err != nil {
		return err
	}
	log.Info("migrations applied")
	return nil
}
