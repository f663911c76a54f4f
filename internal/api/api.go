// Package api is the JSON API: routing, middleware and one file of
// handlers per area. Handlers decode and validate, call a service, and
// encode; rules live below this layer. Everything outside /api/ is the
// site's (internal/site), which the API mounts at /.
package api

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/analytics"
	"golfclub/internal/apperr"
	"golfclub/internal/backup"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/config"
	"golfclub/internal/content"
	"golfclub/internal/httpcache"
	"golfclub/internal/live"
	"golfclub/internal/metrics"
	"golfclub/internal/model"
	"golfclub/internal/notify"
	"golfclub/internal/privacy"
	"golfclub/internal/scoring"
	"golfclub/internal/services"
	"golfclub/internal/site"
)

// Deps is what the HTTP layer needs; the application (internal/app) wires
// it.
type Deps struct {
	Config *config.Config
	Log    *slog.Logger
	// Web is the built front end (web/dist); nil serves a plain notice.
	Web fs.FS
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Services are the club's services, built on one bus (services.New);
	// the server calls them and starts none of their jobs.
	Services *services.Set
	// Metrics, when set, records each request's duration by route.
	Metrics *metrics.Metrics
}

type Server struct {
	cfg  *config.Config
	log  *slog.Logger
	web  fs.FS
	now  func() time.Time
	blob blob.Store
	// ready tells whether this instance should get requests (/readyz).
	ready   func(context.Context) error
	metrics *metrics.Metrics
	// dbError tells a failure of the database itself (connection lost,
	// storage full) from an internal error; nil for the latter.
	dbError func(error) *apperr.Error
	// account holds sign-in, sessions and two-factor (internal/account).
	account *account.Service
	// bus carries the domain events the handlers publish.
	bus *bus.Bus
	// club holds the rules handlers call (registration, payments, …).
	club *club.Service
	// content holds settings, blog, gallery and contact inbox; privacy the
	// member's data export and deletion requests; feed the member's own
	// notifications and their opt-outs.
	content *content.Service
	feed    *notify.Feed
	privacy *privacy.Service
	// notes writes members' notifications; reminders sends the
	// day-before reminders.
	notes     *notify.Notifications
	reminders *notify.Reminders
	// push holds the VAPID keys.
	push *pushParts
	// scoring holds the round of golf (courses, handicaps, cards, the
	// leaderboard).
	scoring *scoring.Service
	// live serves the open /api/realtime streams.
	live *live.Hub
	// cache keeps the public reads encoded once until they change.
	cache *httpcache.Cache
	// site serves the pages and files outside /api/.
	site *site.Site
	// results finalises events and serves results, side prizes, the
	// Order of Merit, follows and a member's rounds.
	results *scoring.Results
	// backup reports the backups' status.
	backup *backup.Runner
	// analytics counts the app's beacons and reads the Insights.
	analytics *analytics.Service
}

// New builds the HTTP layer on d's services.
func New(d Deps) *Server {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	sv := d.Services
	s := &Server{cfg: d.Config, log: d.Log, web: d.Web, now: d.Now, ready: sv.Ready, metrics: d.Metrics, dbError: sv.DatabaseError,
		account: sv.Account, blob: sv.Blob, bus: sv.Bus, club: sv.Club, notes: sv.Notes, reminders: sv.Reminders,
		push:    &pushParts{keys: sv.PushKeys, subs: sv.PushSubs},
		content: sv.Content, feed: sv.Feed, privacy: sv.Privacy, live: sv.Live, cache: sv.Cache, scoring: sv.Scoring,
		results: sv.Results, backup: sv.Backup, analytics: sv.Analytics}
	sd := site.Deps{Web: d.Web, Cache: s.cache, Log: d.Log, Now: func() time.Time { return s.now() },
		Settings: s.clubSettings, Events: shellEvents{sv.Club}, Results: shellResults{sv.Results}, SignedInMember: s.signedInMember, WriteError: writeAppError}
	if d.Config != nil {
		sd.BaseURL = d.Config.BaseURL
	}
	s.site = site.New(sd)
	return s
}

// signedInMember is the profile of the active member whose session r
// carries, or nil. A failed lookup counts as nobody.
func (s *Server) signedInMember(r *http.Request) *model.MemberProfile {
	if sessionToken(r, memberSessions) == "" {
		return nil
	}
	m, err := s.currentMember(r)
	if err != nil || m == nil {
		return nil
	}
	p := profileOf(m)
	return &p
}

// shellEvents reads the events the page shell names through the club
// service, whose unknown id is the API's not-found error.
type shellEvents struct{ club *club.Service }

func (e shellEvents) ListEvents(ctx context.Context) ([]model.Event, error) {
	return e.club.PublicEvents(ctx, false)
}

func (e shellEvents) GetEvent(ctx context.Context, id int64) (*model.Event, error) {
	return e.club.Event(ctx, id)
}

// shellResults reads the winners a results page's preview names, as a
// visitor sees the results.
type shellResults struct{ results *scoring.Results }

func (r shellResults) Winners(ctx context.Context, eventID int64) ([]string, error) {
	res, err := r.results.EventResults(ctx, eventID, scoring.Viewer{})
	if err != nil {
		return nil, err
	}
	return res.Winners(), nil
}

// today is the club's calendar date, YYYY-MM-DD, in the club's time zone.
func (s *Server) today() string {
	return s.now().In(s.cfg.Location).Format(time.DateOnly)
}

// Handler is the whole site: API, service worker and the React app.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /healthz", s.handle(s.healthz))
	mux.Handle("GET /readyz", s.handle(s.readyz))
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
	s.routesHandicap(mux)
	s.routesScoring(mux)
	s.routesAdmin(mux)
	s.routesResults(mux)
	s.routesMerit(mux)
	s.routesFollows(mux)
	s.routesAnalytics(mux)
	mux.Handle("/api/", s.handle(func(w http.ResponseWriter, r *http.Request) error {
		return errNotFound("No API endpoint " + r.Method + " " + r.URL.Path)
	}))
	mux.Handle("/", s.site.Handler())

	csrf := http.NewCrossOriginProtection()
	csrf.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeAppError(w, apperr.New(apperr.Forbidden, "csrf_rejected", "Cross-origin request rejected"))
	}))
	// Outermost first: the client behind a trusted proxy, log, recover, headers, compression, CSRF, body
	// limit, routes.
	hsts := s.cfg != nil && strings.HasPrefix(s.cfg.BaseURL, "https://")
	var proxies []netip.Prefix
	if s.cfg != nil {
		proxies = s.cfg.TrustedProxies
	}
	return forwardedFor(proxies, s.logRequests(s.recoverPanics(securityHeaders(hsts, site.Compress(csrf.Handler(limitBodies(routed(mux))))))))
}

// healthz tells that the process is up and answering; it reads nothing,
// so a slow database does not get a healthy process restarted.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

// readyz tells whether a load balancer should send this instance
// requests (services.Set.Ready).
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	if err := s.ready(r.Context()); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}
