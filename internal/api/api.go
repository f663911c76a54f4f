// Package api holds the HTTP layer: routing, middleware and one file of
// handlers per area. Handlers decode and validate, call the store or a rule
// package, and encode; rules live below this layer.
package api

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/config"
	"golfclub/internal/httpcache"
	"golfclub/internal/live"
	"golfclub/internal/notify"
	"golfclub/internal/push"
	"golfclub/internal/store"
)

// Deps is what the HTTP layer needs; main wires it.
type Deps struct {
	Config *config.Config
	Store  *store.Store
	Log    *slog.Logger
	// Web is the built front end (web/dist); nil serves a plain notice.
	Web fs.FS
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Mailer sends mail; nil builds one from Config (SMTP or log only).
	Mailer notify.Mailer
	// Passwords hashes passwords; nil uses auth.DefaultParams.
	Passwords *auth.Hasher
	// Blob stores uploaded files; nil uses {DataDir}/uploads.
	Blob blob.Store
	// Bus carries the club's domain events; nil makes one. New subscribes
	// the notification writers to it either way, so tests and main get the
	// same subscribers.
	Bus *bus.Bus
	// Live tunes the live stream hub (heartbeat, caps); zero values take
	// its defaults. Its DatabaseURL and DB are filled in from Config and
	// Store when the store runs on PostgreSQL at Config.DatabaseURL.
	Live live.Options
}

type Server struct {
	cfg   *config.Config
	store *store.Store
	log   *slog.Logger
	web   fs.FS
	now   func() time.Time
	auth  *authParts
	blob  blob.Store
	// account holds sign-in, sessions and two-factor (internal/account).
	account *account.Service
	// club holds the rules handlers call (registration, payments, …).
	club *club.Service
	// notes writes members' notifications; reminders sends the day-before
	// reminders from Start.
	notes     *notify.Notifications
	reminders *notify.Reminders
	jobs      jobs
	// push holds the VAPID keys and the outbox worker.
	push *pushParts
	// live fans domain events out to the open /api/realtime streams.
	live *live.Hub
	// cache keeps the public reads (events, photos, blog, settings, the
	// page shell and manifest) encoded once until they change.
	cache *httpcache.Cache
	// cacheListenURL is set on PostgreSQL: Start listens there for the
	// other instances' invalidations.
	cacheListenURL string
}

// jobs are the server's background loops: Start launches them with a
// context that Close cancels, and Close waits for them to end.
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

// reminderInterval is how often the day-before reminders are looked for.
const reminderInterval = time.Minute

// slipRetentionInterval is how often expired payment slips are deleted:
// daily is the promise; each run claims slip by slip, so instances
// running it at once on PostgreSQL share the work.
const slipRetentionInterval = 24 * time.Hour

func New(d Deps) *Server {
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
	s := &Server{cfg: d.Config, store: d.Store, log: d.Log, web: d.Web, now: d.Now, blob: d.Blob, live: live.New(lo)}
	if d.Store != nil && d.Now != nil {
		// Waitlist promotions date their deadline by the server's clock.
		d.Store.SetClock(func() time.Time { return s.now() })
	}
	s.notes = &notify.Notifications{Store: d.Store, Bus: d.Bus, Now: func() time.Time { return s.now() }}
	if d.Config != nil {
		s.notes.Location = d.Config.Location
	}
	s.notes.Push = s.queuePush
	s.cache = httpcache.New(d.Log, func() time.Time { return s.now() })
	if lo.DatabaseURL != "" {
		s.cache.UsePostgres(lo.DB)
		s.cacheListenURL = lo.DatabaseURL
	}
	// The cache first: the hub then tells browsers to refetch, and they
	// must not be answered from the old copy.
	d.Bus.Subscribe("httpcache", s.invalidateCache)
	// Notifications first: the hub then also sees the NotificationsCreated
	// they announce, after they are stored.
	s.notes.Subscribe(d.Bus)
	s.live.Subscribe(d.Bus)
	s.reminders = &notify.Reminders{Notifications: s.notes, Log: d.Log}
	// The service reads the server's clock, so a test that moves s.now
	// moves the service's "now" with it.
	cd := club.Deps{Store: d.Store, Bus: d.Bus, Blob: d.Blob, Log: d.Log, Now: func() time.Time { return s.now() }}
	if d.Config != nil {
		cd.Location, cd.BaseURL = d.Config.Location, d.Config.BaseURL
	}
	s.club = club.New(cd)
	// Sign-in, sessions and two-factor go through the account service;
	// its sign-up hands new members to the club service.
	s.account = newAccount(d, s)
	s.auth = &authParts{passwords: s.account.Passwords()}
	s.push = newPushParts(d, d.Bus)
	return s
}

// queuePush queues the Web Push of each notification in ns in tx, the
// transaction that writes them. The tag makes a phone replace, not stack,
// the pushes of one kind about one event (five members joining the medal
// show as one).
func (s *Server) queuePush(ctx context.Context, tx bun.IDB, ns []store.Notification, url string) error {
	items := make([]push.Item, len(ns))
	for i, n := range ns {
		tag := fmt.Sprintf("%s-%d", strings.ToLower(n.Type), n.ID)
		if n.EventID != nil {
			tag = fmt.Sprintf("%s-event-%d", strings.ToLower(n.Type), *n.EventID)
		}
		items[i] = push.Item{MemberID: n.MemberID, Message: push.Message{Title: n.Title, Body: n.Message, URL: url, Tag: tag, NotificationID: n.ID}}
	}
	_, err := push.EnqueueMany(ctx, tx, items, s.now())
	return err
}

// today is the club's calendar date, YYYY-MM-DD, in the club's time zone.
func (s *Server) today() string {
	return s.now().In(s.cfg.Location).Format(time.DateOnly)
}

// Handler is the whole site: API, service worker and the React app.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /healthz", s.handle(s.healthz))
	s.routesPublic(mux)
	s.routesMemberAuth(mux)
	s.routesAdminAuth(mux)
	s.routesRegistrations(mux)
	s.routesWaitlist(mux)
	s.routesFlightsMember(mux)
	s.routesPayments(mux)
	s.routesNotifications(mux)
	s.routesPush(mux)
	s.routesRealtime(mux)
	s.routesCalendar(mux)
	s.routesPDPA(mux)
	s.routesAdmin(mux)
	mux.Handle("/api/", s.handle(func(w http.ResponseWriter, r *http.Request) error {
		return errNotFound("No API endpoint " + r.Method + " " + r.URL.Path)
	}))
	mux.Handle("/", s.spa())

	csrf := http.NewCrossOriginProtection()
	csrf.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeAppError(w, apperr.New(apperr.Forbidden, "csrf_rejected", "Cross-origin request rejected"))
	}))
	// Outermost first: log, recover, headers, compression, CSRF, body
	// limit, routes.
	hsts := s.cfg != nil && strings.HasPrefix(s.cfg.BaseURL, "https://")
	return s.logRequests(s.recoverPanics(securityHeaders(hsts, compressAnswers(csrf.Handler(limitBodies(mux))))))
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		return apperr.New(apperr.Unavailable, "unavailable", "database unavailable")
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

// Start launches background work (push delivery, live-event listeners).
func (s *Server) Start(ctx context.Context) {
	s.startAuthJobs(ctx)
	s.live.Start(ctx)
	s.push.start(ctx, s)
	ctx = s.jobs.start(ctx)
	if s.cacheListenURL != "" {
		s.jobs.wg.Go(func() { s.cache.Listen(ctx, s.cacheListenURL, s.log) })
	}
	s.jobs.wg.Go(func() { s.reminders.Run(ctx, reminderInterval) })
	s.jobs.wg.Go(func() { s.club.RunPromotionExpiry(ctx, promotionExpiryInterval) })
	s.jobs.wg.Go(func() { s.club.RunSlipRetention(ctx, slipRetentionInterval) })
}

// promotionExpiryInterval is how often promoted registrations past their
// pay-by deadline are looked for: a seat waits at most this long extra.
const promotionExpiryInterval = time.Minute

// CloseStreams ends every open live stream at once and refuses new ones.
// Call it before http.Server.Shutdown, which waits for handlers to return
// and would otherwise sit out its whole timeout on streams.
func (s *Server) CloseStreams() {
	s.live.CloseStreams()
}

// Close stops background work after the HTTP server has shut down.
func (s *Server) Close() {
	s.jobs.stop()
	s.push.worker.Stop()
	s.live.Stop()
	s.stopAuthJobs()
}
