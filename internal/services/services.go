// Package services builds the club's services on one bus, subscribes their
// side effects to it, and runs their background jobs. The application
// (internal/app) builds them once per process; the HTTP layer's tests build
// them the same way, so both run the same subscribers in the same order.
package services

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/analytics"
	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/backup"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/config"
	"golfclub/internal/content"
	"golfclub/internal/httpcache"
	"golfclub/internal/live"
	"golfclub/internal/metrics"
	"golfclub/internal/notify"
	"golfclub/internal/privacy"
	"golfclub/internal/push"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
)

// Deps is what the services are built from.
type Deps struct {
	Config *config.Config
	Store  *store.Store
	Log    *slog.Logger
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Blob stores uploaded files; nil uses {DataDir}/uploads.
	Blob blob.Store
	// Bus carries the club's domain events; nil makes one.
	Bus *bus.Bus
	// Live tunes the live stream hub (heartbeat, caps); zero values take
	// its defaults. Its DatabaseURL and DB are filled in from Config and
	// Store when the store runs on PostgreSQL at Config.DatabaseURL.
	Live live.Options
	// Mailer sends mail; nil builds one from Config (SMTP or log only).
	Mailer notify.Mailer
	// Passwords hashes passwords; nil uses auth.DefaultParams.
	Passwords *auth.Hasher
	// Metrics, when set, is told of registrations and push sends and
	// watches the live streams, the push outbox and the database pools.
	Metrics *metrics.Metrics
	// Backup takes the scheduled backups; nil makes one that only reads
	// the recorded status (no destination, no schedule).
	Backup *backup.Runner
}

// Set is the club's services and subscribers, wired on one bus.
type Set struct {
	Bus  *bus.Bus
	Blob blob.Store
	// Club holds the rules of events, registrations, payments, flights
	// and the waitlist.
	Club *club.Service
	// Content holds the club's settings, blog, gallery and contact inbox;
	// Privacy the members' data export and deletion requests; Feed a
	// member's own notifications and opt-outs; PushSubs the members' push
	// subscriptions.
	Content *content.Service
	// Account holds sign-in, sessions and two-factor.
	Account  *account.Service
	Privacy  *privacy.Service
	Feed     *notify.Feed
	PushSubs *push.Subscriptions
	// Notes writes members' notifications; Reminders sends the
	// day-before reminders.
	Notes     *notify.Notifications
	Reminders *notify.Reminders
	// PushKeys are the club's VAPID keys; PushWorker sends the outbox.
	PushKeys   *push.Keys
	PushWorker *push.Worker
	// Scoring holds the round of golf: courses, handicaps, scorecards,
	// score entry and the leaderboard.
	Scoring *scoring.Service
	// Live fans domain events out to the open /api/realtime streams.
	Live *live.Hub
	// Cache keeps the public reads (events, photos, blog, settings, the
	// page shell and manifest) encoded once until they change.
	Cache *httpcache.Cache
	// Results finalises events and keeps results, side prizes, the Order
	// of Merit, follows and members' rounds.
	Results *scoring.Results
	// Backup takes the scheduled backups and reports their status.
	Backup *backup.Runner
	// Analytics counts the app's page views and custom events and reads
	// the admin's Insights.
	Analytics *analytics.Service

	log   *slog.Logger
	store *store.Store
	// cacheListenURL is set on PostgreSQL: Start listens there for the
	// other instances' invalidations.
	cacheListenURL string
	jobs           jobs
	// draining is set when the process starts to shut down: the
	// readiness probe fails so a load balancer sends no new requests.
	draining atomic.Bool
}

// New builds the services of d and subscribes them to its bus.
func New(d Deps) *Set {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Blob == nil && d.Config != nil {
		if l, err := blob.NewLocal(filepath.Join(d.Config.DataDir, "uploads")); err == nil {
			d.Blob = l
		} else {
			d.Log.Error("uploads are disabled", "err", err)
		}
	}
	if d.Bus == nil {
		d.Bus = bus.New(d.Log)
	}
	lo := d.Live
	if lo.Log == nil {
		lo.Log = d.Log
	}
	if d.Config != nil && d.Config.DatabaseURL != "" && d.Store != nil && d.Store.IsPostgres() {
		lo.DatabaseURL, lo.DB = d.Config.DatabaseURL, d.Store.DB().DB
	}
	s := &Set{Bus: d.Bus, Blob: d.Blob, Live: live.New(lo), log: d.Log, store: d.Store, Backup: d.Backup}
	if s.Backup == nil {
		bo := backup.Options{Store: d.Store, Uploads: d.Blob, Log: d.Log, Now: d.Now, Schedule: backup.Schedule{Off: true}}
		if d.Config != nil {
			bo.DataDir, bo.Location = d.Config.DataDir, d.Config.Location
		}
		s.Backup = backup.New(bo)
	}
	s.Notes = &notify.Notifications{Store: d.Store, Bus: d.Bus, Now: d.Now, Push: push.Outbox{Now: d.Now}}
	if d.Config != nil {
		s.Notes.Location = d.Config.Location
	}
	s.Cache = httpcache.New(d.Log, d.Now)
	if lo.DatabaseURL != "" {
		s.Cache.UsePostgres(lo.DB)
		s.cacheListenURL = lo.DatabaseURL
	}
	// The cache first: the hub then tells browsers to refetch, and they
	// must not be answered from the old copy.
	d.Bus.Subscribe("httpcache", s.invalidateCache)
	// Notifications first: the hub then also sees the NotificationsCreated
	// they announce, after they are stored.
	s.Notes.Subscribe(d.Bus)
	s.Live.Subscribe(d.Bus)
	s.Reminders = &notify.Reminders{Notifications: s.Notes, Log: d.Log}
	cd := club.Deps{Store: d.Store, Bus: d.Bus, Blob: d.Blob, Log: d.Log, Now: d.Now}
	if d.Config != nil {
		cd.Location, cd.BaseURL = d.Config.Location, d.Config.BaseURL
	}
	s.Club = club.New(cd)
	sd := scoring.Deps{Store: d.Store, Bus: d.Bus, Log: d.Log, Now: d.Now}
	if d.Config != nil {
		sd.Location = d.Config.Location
	}
	s.Scoring = scoring.New(sd)
	s.Content = content.New(content.Deps{Store: d.Store, Bus: d.Bus, Now: d.Now, Blob: d.Blob, Log: d.Log})
	s.Feed = notify.NewFeed(d.Store, d.Now)
	rd := scoring.Deps{Store: d.Store, Bus: d.Bus, Log: d.Log, Now: d.Now}
	if d.Config != nil {
		rd.Location = d.Config.Location
	}
	s.Results = scoring.NewResults(rd)
	// After the cache, the bell and the live hub: a correction to a
	// finalised event's card has been announced by the time its results
	// are frozen again, and the re-freeze announces itself.
	d.Bus.Subscribe("results", s.Results.Handle)
	pd := privacy.Deps{Store: d.Store, Bus: d.Bus, Blob: d.Blob, Log: d.Log, Now: d.Now}
	if d.Config != nil {
		pd.Location, pd.BaseURL = d.Config.Location, d.Config.BaseURL
	}
	s.Privacy = privacy.New(pd)
	s.Account = newAccount(d, s.Club)
	ad := analytics.Deps{Store: d.Store, Log: d.Log, Now: d.Now}
	if d.Config != nil {
		ad.Location = d.Config.Location
	}
	s.Analytics = analytics.New(ad)
	// Dev is read on each subscription: a test may switch it after New.
	cfg := d.Config
	s.PushSubs = push.NewSubscriptions(d.Store.DB(), func() bool { return cfg != nil && cfg.Dev }, d.Now)
	s.PushKeys = &push.Keys{DB: d.Store.DB()}
	wc := push.WorkerConfig{DB: d.Store.DB(), Keys: s.PushKeys, Log: d.Log}
	if d.Metrics != nil {
		wc.Observe = d.Metrics.PushSent
	}
	if d.Config != nil {
		wc.Subject, wc.Dev = push.Subject(d.Config.BaseURL, d.Config.MailFrom), d.Config.Dev
	}
	s.PushWorker = push.NewWorker(wc)
	// The outbox rows are written with the notifications (push.Outbox);
	// once they are committed, the worker is woken to send them.
	d.Bus.Subscribe("push worker wake-up", func(_ context.Context, e bus.Event) error {
		if _, ok := e.(bus.NotificationsCreated); ok {
			s.PushWorker.Wake()
		}
		return nil
	})
	s.watch(d)
	return s
}

// watch hands d.Metrics what it reports on.
func (s *Set) watch(d Deps) {
	m := d.Metrics
	if m == nil {
		return
	}
	d.Bus.Subscribe("metrics", func(_ context.Context, e bus.Event) error {
		if _, ok := e.(bus.RegistrationCreated); ok {
			m.RegistrationCreated()
		}
		return nil
	})
	m.WatchLiveStreams(s.Live.Streams)
	m.WatchOutbox(s.PushWorker.Backlog, d.Now)
	for name, db := range d.Store.Pools() {
		m.WatchDB(name, db)
	}
}

// reminderInterval is how often the day-before reminders are looked for.
const reminderInterval = time.Minute

// promotionExpiryInterval is how often promoted registrations past their
// pay-by deadline are looked for: a seat waits at most this long extra.
const promotionExpiryInterval = time.Minute

// slipRetentionInterval is how often expired payment slips are deleted:
// daily is the promise; each run claims slip by slip, so instances
// running it at once on PostgreSQL share the work.
const slipRetentionInterval = 24 * time.Hour

// analyticsPruneInterval is how often past days' visitor hashes and salts,
// and counters past their retention, are deleted: a day's salt outlives
// its day by at most this long.
const analyticsPruneInterval = time.Hour

// Start launches the background jobs: the live hub's listener, push
// delivery, the cache's listener on PostgreSQL, the day-before reminders,
// the expiry of unpaid promotions, the deletion of expired slips, the
// scheduled backups and the pruning of analytics.
func (s *Set) Start(ctx context.Context) {
	s.Account.Start(ctx)
	s.Live.Start(ctx)
	// The VAPID keys are made on a club's first start.
	if _, err := s.PushKeys.Get(ctx); err != nil {
		s.log.Error("web push keys", "err", err)
	}
	s.PushWorker.Start(ctx)
	ctx = s.jobs.start(ctx)
	if s.cacheListenURL != "" {
		s.jobs.wg.Go(func() { s.Cache.Listen(ctx, s.cacheListenURL, s.log) })
	}
	s.jobs.wg.Go(func() { s.Reminders.Run(ctx, reminderInterval) })
	s.jobs.wg.Go(func() { s.Club.RunPromotionExpiry(ctx, promotionExpiryInterval) })
	s.jobs.wg.Go(func() { s.Club.RunSlipRetention(ctx, slipRetentionInterval) })
	s.jobs.wg.Go(func() { s.Backup.Loop(ctx) })
	s.jobs.wg.Go(func() { s.Analytics.RunPrune(ctx, analyticsPruneInterval) })
}

// CloseStreams ends every open live stream at once and refuses new ones.
// Call it before http.Server.Shutdown, which waits for handlers to return
// and would otherwise sit out its whole timeout on streams.
func (s *Set) CloseStreams() {
	s.Live.CloseStreams()
}

// Close stops the background jobs and waits for them to end.
func (s *Set) Close() {
	s.jobs.stop()
	s.Account.Stop()
	s.PushWorker.Stop()
	s.Live.Stop()
}

// jobs are the background loops: Start launches them with a context that
// Close cancels, and Close waits for them to end.
type jobs struct {
	mu     sync.Mutex
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

func (j *jobs) start(ctx context.Context) context.Context {
	j.mu.Lock()
	defer j.mu.Unlock()
	ctx, j.cancel = context.WithCancel(ctx)
	return ctx
}

func (j *jobs) stop() {
	j.mu.Lock()
	if j.cancel != nil {
		j.cancel()
	}
	j.mu.Unlock()
	j.wg.Wait()
}

// newAccount builds the account service; without a mailer of its own it
// sends through the configured SMTP server, or only logs when that is
// unusable.
func newAccount(d Deps, members account.Members) *account.Service {
	ad := account.Deps{
		Store: d.Store, Log: d.Log, Now: d.Now, Config: d.Config,
		Passwords: d.Passwords, Mailer: d.Mailer, Members: members,
		CheckConsent: privacy.CheckConsent,
	}
	if d.Config != nil && ad.Mailer == nil {
		m, err := notify.NewMailer(d.Config, d.Log)
		if err != nil {
			d.Log.Error("mail is disabled: the SMTP settings are unusable", "err", err)
			m = &notify.LogMailer{Log: d.Log, Dev: d.Config.Dev}
		}
		ad.Mailer = m
	}
	return account.New(ad)
}

// Drain makes Ready fail from now on: the process is shutting down.
func (s *Set) Drain() { s.draining.Store(true) }

// readyTimeout bounds the database checks of Ready, so a probe gets its
// answer before its own timeout even when the database hangs.
const readyTimeout = 2 * time.Second

// Ready tells whether this instance should be sent requests: it is not
// shutting down, the database answers and carries every migration of this
// binary, and on PostgreSQL the live hub hears the other instances. The
// error says which check failed.
func (s *Set) Ready(ctx context.Context) error {
	notReady := func(msg string) error { return apperr.New(apperr.Unavailable, "not_ready", msg) }
	if s.draining.Load() {
		return notReady("Shutting down")
	}
	ctx, cancel := context.WithTimeout(ctx, readyTimeout)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		s.log.WarnContext(ctx, "readiness: database does not answer", "err", err)
		return notReady("Database unavailable")
	}
	pending, err := s.store.PendingMigrations(ctx)
	if err != nil {
		s.log.WarnContext(ctx, "readiness: cannot read the applied migrations", "err", err)
		return notReady("Database unavailable")
	}
	if pending > 0 {
		return notReady(fmt.Sprintf("Database schema is %d migrations behind this binary", pending))
	}
	if !s.Live.Listening() {
		return notReady("Live updates listener is not connected")
	}
	return nil
}

// DatabaseError is what a client may be told about err when the database
// itself failed (connection lost, storage full); nil for any other error.
func (s *Set) DatabaseError(err error) *apperr.Error { return store.ClientError(err) }
