// Package app builds the whole application from a configuration and owns
// its start and shutdown: the store, the bus, the services and their
// subscribers, the background jobs and the HTTP handler. cmd/golfclub runs
// its HTTP servers.
package app

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"golfclub/internal/api"
	"golfclub/internal/backup"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/config"
	"golfclub/internal/demo"
	"golfclub/internal/metrics"
	"golfclub/internal/services"
	"golfclub/internal/store"
)

// App is the running club: open it with New, Start its background work,
// serve Handler, then CloseStreams, shut the HTTP servers down and Close.
type App struct {
	log      *slog.Logger
	store    *store.Store
	services *services.Set
	api      *api.Server
	// metrics is nil unless the configuration names a metrics listener.
	metrics *metrics.Metrics

	// lock is the data directory's on SQLite.
	lock *backup.DataDirLock

	closeOnce sync.Once
	closeErr  error
}

// New opens the store, backs it up and applies pending migrations (see
// backup.Runner.Migrate), seeds the demo content when cfg asks for it, and
// builds the services and the HTTP layer on one bus. On SQLite it holds
// the data directory's lock until Close, so a second server or a restore
// cannot take the same data. web is the built front end.
func New(ctx context.Context, cfg *config.Config, log *slog.Logger, web fs.FS) (a *App, err error) {
	var lock *backup.DataDirLock
	if cfg.DatabaseURL == "" {
		if lock, err = backup.LockDataDir(cfg.DataDir); err != nil {
			return nil, err
		}
		defer func() {
			if err != nil {
				lock.Unlock()
			}
		}()
	}
	blobs, err := blob.FromConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("upload storage: %w", err)
	}
	st, err := store.Connect(cfg.DatabaseURL, cfg.DataDir)
	if err != nil {
		return nil, err
	}
	var m *metrics.Metrics
	if cfg.MetricsAddr != "" {
		m = metrics.New(log)
	}
	runner, err := backup.FromConfig(cfg, st, blobs, backup.Options{Log: log, OnResult: func(r backup.Result) {
		m.ObserveBackup(r.OK, r.Finished, r.Size)
	}})
	if err == nil {
		err = runner.Migrate(ctx, cfg.NoBackupBeforeMigrate)
	}
	if err == nil {
		a, err = build(ctx, cfg, log, web, st, blobs, runner, m)
	}
	if err != nil {
		st.Close()
		return nil, err
	}
	a.lock = lock
	return a, nil
}

func build(ctx context.Context, cfg *config.Config, log *slog.Logger, web fs.FS, st *store.Store, blobs blob.Store, runner *backup.Runner, m *metrics.Metrics) (*App, error) {
	if cfg.Demo {
		seeded, err := demo.Seed(ctx, st)
		if err != nil {
			return nil, fmt.Errorf("seed demo content: %w", err)
		}
		if seeded {
			log.Info("demo content seeded")
		}
	}
	if n, err := st.AdminCount(ctx); err == nil && n == 0 {
		log.Warn("no admin account yet; create one with: golfclub admin create --username NAME --password-stdin")
	}
	// One bus for the process: the services publish domain events on it
	// and services.New subscribes the cache, notifications, push and the
	// live hub.
	if m != nil {
		if st, err := runner.Status(ctx); err == nil && st.LastAttempt != nil {
			var success time.Time
			var size int64
			if st.LastSuccess != nil {
				success, size = st.LastSuccess.Finished, st.LastSuccess.Size
			}
			m.RecordedBackup(st.LastAttempt.OK, st.LastAttempt.Finished, success, size)
		}
	}
	set := services.New(services.Deps{Config: cfg, Store: st, Log: log, Blob: blobs, Bus: bus.New(log), Metrics: m, Backup: runner})
	srv := api.New(api.Deps{Config: cfg, Log: log, Web: web, Services: set, Metrics: m})
	return &App{log: log, store: st, services: set, api: srv, metrics: m}, nil
}

// Handler is the whole site: API, service worker and the React app.
func (a *App) Handler() http.Handler { return a.api.Handler() }

// Metrics are the process's collectors, nil when the configuration names
// no metrics listener. A backup runner reports to them (ObserveBackup).
func (a *App) Metrics() *metrics.Metrics { return a.metrics }

// MetricsHandler serves /metrics in Prometheus's format, for the separate
// metrics listener only; nil when metrics are off.
func (a *App) MetricsHandler() http.Handler {
	if a.metrics == nil {
		return nil
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", a.metrics.Handler())
	return mux
}

// Drain makes /readyz answer 503 from now on: the process is stopping.
func (a *App) Drain() { a.services.Drain() }

// Start launches the background jobs: the services' (live hub, push
// delivery, cache listener, reminders, promotion expiry, slip retention,
// the cleanup of expired sessions and rate-limit windows, the scheduled
// backups). They run until ctx ends or Close.
func (a *App) Start(ctx context.Context) {
	a.services.Start(ctx)
}

// CloseStreams ends every open live stream at once and refuses new ones.
// Call it before http.Server.Shutdown, which waits for handlers to return
// and would otherwise sit out its whole timeout on streams.
func (a *App) CloseStreams() { a.services.CloseStreams() }

// Close stops the background work, once the HTTP servers have shut down,
// and closes the store. Later calls return the first call's error, so a
// deferred Close covers the failure paths.
func (a *App) Close() error {
	a.closeOnce.Do(func() {
		a.services.Close()
		a.closeErr = a.store.Close()
		if a.lock != nil {
			a.lock.Unlock()
		}
	})
	return a.closeErr
}
