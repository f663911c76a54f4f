// Command golfclub serves the golf club web app and administers its data.
//
//	golfclub serve [flags]            run the web server
//	golfclub migrate [--status]       apply database migrations and exit, or list them
//	golfclub backup [--out FILE | --list]  back up now, to a file, or list the backups
//	golfclub restore --from FILE|s3://…    restore a backup into the data directory
//	golfclub migrate-to-postgres --database-url URL   copy the SQLite database into an empty PostgreSQL one
//	golfclub admin create --username NAME --password-stdin
//	golfclub admin reset-2fa USERNAME   switch an admin's two-factor sign-in off
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"text/tabwriter"
	"time"
	// The zone database inside the binary: a container image FROM scratch
	// has no /usr/share/zoneinfo, and the club's "today" depends on it.
	_ "time/tzdata"

	"golfclub/internal/app"
	"golfclub/internal/config"
	"golfclub/internal/logctx"
	"golfclub/internal/pgcopy"
	"golfclub/internal/store"
	"golfclub/internal/tlscert"
	"golfclub/web"
)

const usage = `usage: golfclub <command> [flags]

commands:
  serve                 run the web server (see golfclub serve -h)
  migrate [--status]    apply database migrations and exit (backing up first
                        on SQLite), or list applied and pending migrations
  backup                back up now into the backup destinations
  backup --out FILE     write one backup (database and uploads) to FILE
  backup --list         list the backups in the destinations
  restore --from FILE|s3://bucket/prefix/name
                        check a backup, then restore it into the data
                        directory (the server must be stopped)
  migrate-to-postgres --database-url URL
                        copy the SQLite database of --data-dir into an empty
                        PostgreSQL database (the SQLite file is only read)
  admin create --username NAME --password-stdin
                        create an administrator (password read from stdin)
  admin reset-2fa USERNAME
                        switch off an admin's two-factor sign-in (lost phone
                        and recovery codes)
`

// logLevel is the log's level: info until a subcommand has read
// --log-level.
var logLevel slog.LevelVar

func main() {
	out := newLogWriter(os.Stderr, 100*time.Millisecond)
	log := newLogger(out, &logLevel)
	err := run(os.Args[1:], log)
	out.Close()
	if err != nil {
		fmt.Fprintln(os.Stderr, "golfclub:", err)
		os.Exit(1)
	}
}

// newLogger writes JSON lines, one object per record, which log
// collectors read without a parser of their own; a record logged with a
// request's context carries its id.
func newLogger(w io.Writer, level slog.Leveler) *slog.Logger {
	return slog.New(logctx.Handler(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level})))
}

func run(args []string, log *slog.Logger) error {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return errors.New("no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		return serve(rest, log)
	case "migrate":
		return migrateCmd(rest, log, os.Stdout)
	case "backup":
		return backupCmd(rest, log, os.Stdout)
	case "restore":
		return restoreCmd(rest, log, os.Stdout)
	case "migrate-to-postgres":
		return migrateToPostgres(rest, os.Stdout, log)
	case "admin":
		return admin(rest, log)
	case "-h", "--help", "help":
		fmt.Print(usage)
		return nil
	default:
		fmt.Fprint(os.Stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}

func openStore(ctx context.Context, cfg *config.Config) (*store.Store, error) {
	return store.Open(ctx, cfg.DatabaseURL, cfg.DataDir)
}

func migrateToPostgres(args []string, out io.Writer, log *slog.Logger) error {
	cfg, err := config.FromOS(flag.NewFlagSet("migrate-to-postgres", flag.ExitOnError), args)
	if err != nil {
		return err
	}
	if cfg.DatabaseURL == "" {
		return errors.New("migrate-to-postgres needs --database-url (the new, empty PostgreSQL database)")
	}
	file := filepath.Join(cfg.DataDir, store.SQLiteFile)
	start := time.Now()
	report, err := pgcopy.Copy(context.Background(), file, cfg.DatabaseURL)
	if err != nil {
		return fmt.Errorf("migrate-to-postgres: %w (PostgreSQL is left as it was)", err)
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "table\trows\tnext id\tsha-256 of the rows (same on both sides)")
	for _, t := range report.Tables {
		next := "-"
		if t.NextID > 0 {
			next = fmt.Sprint(t.NextID)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\n", t.Name, t.Rows, next, t.Checksum)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	log.Info("copied the SQLite database into PostgreSQL; the SQLite file is unchanged",
		"from", file, "schema_version", report.Version, "tables", len(report.Tables), "rows", report.Rows(),
		"took", time.Since(start).Round(time.Millisecond))
	return nil
}

func serve(args []string, log *slog.Logger) error {
	cfg, err := config.FromOS(flag.NewFlagSet("serve", flag.ExitOnError), args)
	if err != nil {
		return err
	}
	logLevel.Set(cfg.SlogLevel())
	// HTTPS by the binary itself: a club needs it for the installed app, its
	// service worker and push, and net/http adds HTTP/2, which fetches the
	// app's chunks over one connection instead of six. A bad pair stops
	// the start before anything else.
	var certs *tlscert.Files
	if cfg.TLS() {
		if certs, err = tlscert.Load(cfg.TLSCert, cfg.TLSKey, log); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	club, err := app.New(ctx, cfg, log, web.Dist())
	if err != nil {
		return err
	}
	defer club.Close()
	club.Start(ctx)
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           club.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute, // uploads of 10 MB on a slow phone
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	listen := srv.ListenAndServe
	if certs != nil {
		srv.TLSConfig = certs.Config()
		listen = func() error { return srv.ListenAndServeTLS("", "") }
	}
	errc := make(chan error, 3)
	go func() { errc <- listen() }()
	// Plain HTTP beside HTTPS: a visitor who types the club's address
	// lands on port 80 first.
	var redirect *http.Server
	if cfg.HTTPRedirectAddr != "" {
		redirect = &http.Server{
			Addr:              cfg.HTTPRedirectAddr,
			Handler:           tlscert.Redirect(cfg.BaseURL, cfg.ACMEWebroot),
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      10 * time.Second,
			IdleTimeout:       time.Minute,
			ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
		go func() { errc <- redirect.ListenAndServe() }()
		log.Info("redirecting plain HTTP", "addr", cfg.HTTPRedirectAddr, "to", cfg.BaseURL, "acme_webroot", cfg.ACMEWebroot)
	}
	// Metrics on an address of their own, which the operator keeps off the
	// internet: members never see them.
	var metricsSrv *http.Server
	if h := club.MetricsHandler(); h != nil {
		metricsSrv = &http.Server{
			Addr:              cfg.MetricsAddr,
			Handler:           h,
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       10 * time.Second,
			WriteTimeout:      30 * time.Second,
			IdleTimeout:       2 * time.Minute,
			ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
		go func() { errc <- metricsSrv.ListenAndServe() }()
		log.Info("serving metrics", "addr", cfg.MetricsAddr, "path", "/metrics")
	}
	log.Info("serving", "addr", cfg.Addr, "url", cfg.BaseURL, "tls", cfg.TLS(), "database", databaseKind(cfg), "demo", cfg.Demo, "dev", cfg.Dev)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down", "drain_delay", cfg.DrainDelay.String())
	// /readyz fails from here on; with a drain delay the server goes on
	// answering meanwhile, so a load balancer that polls it moves new
	// requests elsewhere before the listener closes.
	club.Drain()
	if cfg.DrainDelay > 0 {
		time.Sleep(cfg.DrainDelay)
	}
	// Live streams never end on their own: close them first (clients
	// reconnect to another instance), then let in-flight requests finish,
	// then stop background work.
	club.CloseStreams()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// The servers wind down together: one that overruns does not keep
	// the others from finishing their requests.
	shutdownOf := func(s *http.Server) chan error {
		done := make(chan error, 1)
		if s == nil {
			done <- nil
		} else {
			go func() { done <- s.Shutdown(shutdownCtx) }()
		}
		return done
	}
	redirectDone, metricsDone := shutdownOf(redirect), shutdownOf(metricsSrv)
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-redirectDone; err != nil {
		return fmt.Errorf("shutdown of the HTTP redirect: %w", err)
	}
	if err := <-metricsDone; err != nil {
		return fmt.Errorf("shutdown of the metrics listener: %w", err)
	}
	if err := club.Close(); err != nil {
		return fmt.Errorf("close the database: %w", err)
	}
	log.Info("stopped")
	return nil
}

func databaseKind(cfg *config.Config) string {
	if cfg.DatabaseURL != "" {
		return "postgres"
	}
	return "sqlite in " + cfg.DataDir
}

func admin(args []string, log *slog.Logger) error {
	switch {
	case len(args) > 0 && args[0] == "create":
		return adminCreate(args[1:], log)
	case len(args) > 0 && args[0] == "reset-2fa":
		return adminReset2FA(args[1:], log)
	}
	return errors.New("usage: golfclub admin create --username NAME --password-stdin | golfclub admin reset-2fa USERNAME")
}
