package api

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/config"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// testNow is the fixed clock of the HTTP tests: 21 Nov 2026, 10:00 in
// Kuala Lumpur.
var testNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

// testEnv is one server on one fresh database.
type testEnv struct {
	t      *testing.T
	store  *store.Store
	cfg    *config.Config
	server *Server
	// services are the club's services the server calls, built as the
	// application builds them.
	services *services.Set
	h        http.Handler
}

// newServer builds the services on d.Store as the application does
// (services.New, with sd's options) and the server on them. The services
// read the server's clock, so a test that moves srv.now moves theirs too.
func newServer(st *store.Store, d Deps, sd services.Deps) (*Server, *services.Set) {
	var srv *Server
	sd.Config, sd.Store, sd.Log = d.Config, st, d.Log
	if sd.Passwords == nil {
		sd.Passwords = testPasswords
	}
	sd.Now = func() time.Time { return srv.now() }
	d.Services = services.New(sd)
	srv = New(d)
	return srv, d.Services
}

func testConfig(t *testing.T) *config.Config {
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	return &config.Config{
		Addr: ":0", DataDir: t.TempDir(), BaseURL: "http://example.test",
		Timezone: "Asia/Kuala_Lumpur", Location: loc, MailFrom: "club@example.test",
	}
}

func newEnv(t *testing.T, s *store.Store, tweak ...func(*config.Config)) *testEnv {
	t.Helper()
	return newEnvWeb(t, s, testWeb(), tweak...)
}

// testWeb is a stand-in for the built front end: the files the server
// treats specially, small.
func testWeb() fstest.MapFS {
	return fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><head><title>Golf Club Community</title></head><div id=root></div>")},
		"manifest.webmanifest": {Data: []byte(`{"name":"Golf Club Community","short_name":"Golf Club","start_url":"/"}`)},
		"assets/app-abc.js":    {Data: []byte("console.log(1)")},
		// A script big enough to be worth compressing, with the build's
		// precompressed copies (web/scripts/precompress.mjs).
		"assets/big-abc.js":    {Data: bigScript},
		"assets/big-abc.js.br": {Data: []byte("brotli bytes of big-abc.js")},
		"assets/big-abc.js.gz": {Data: gzipped(bigScript)},
		"sw.js":                {Data: []byte("self.addEventListener('fetch',()=>{})")},
		"robots.txt":           {Data: []byte("User-agent: *\nDisallow: /admin\n")},
		// The build's prerendered pages (web/scripts/prerender.mjs), and
		// one it does not prerender, which the server must not serve.
		".prerender/home.mobile.en.html":    {Data: []byte(prerenderedStandIn("/", "mobile", "en"))},
		".prerender/home.mobile.ms.html":    {Data: []byte(prerenderedStandIn("/", "mobile", "ms"))},
		".prerender/home.desktop.en.html":   {Data: []byte(prerenderedStandIn("/", "desktop", "en"))},
		".prerender/home.desktop.ms.html":   {Data: []byte(prerenderedStandIn("/", "desktop", "ms"))},
		".prerender/events.mobile.en.html":  {Data: []byte(prerenderedStandIn("/events", "mobile", "en"))},
		".prerender/member.mobile.en.html":  {Data: []byte(dashboardStandIn("mobile", "en"))},
		".prerender/member.desktop.en.html": {Data: []byte(dashboardStandIn("desktop", "en"))},
		// The build manifest's chunks the shells preload (preload.go).
		".vite/manifest.json": {Data: []byte(`{
			"index.html": {"file": "assets/app-abc.js", "isEntry": true},
			"virtual:i18n-catalog/en": {"file": "assets/catalog-EN.js"},
			"virtual:i18n-catalog/ms": {"file": "assets/catalog-MS.js"},
			"virtual:i18n-catalog/app.en": {"file": "assets/rest-EN.js"},
			"virtual:i18n-catalog/app.ms": {"file": "assets/rest-MS.js"},
			"src/app/pages/EventsPage.tsx": {"file": "assets/events-E.js", "imports": ["index.html"]},
			"src/app/pages/EventPage.tsx": {"file": "assets/event-V.js", "imports": ["index.html"]}
		}`)},
	}
}

// newEnvWeb is newEnv serving web as the built front end.
func newEnvWeb(t *testing.T, s *store.Store, web fs.FS, tweak ...func(*config.Config)) *testEnv {
	t.Helper()
	cfg := testConfig(t)
	for _, f := range tweak {
		f(cfg)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(&testWriter{t}, nil))
	}
	srv, set := newServer(s, Deps{Config: cfg, Log: log, Web: web, Now: func() time.Time { return testNow }}, services.Deps{})
	return &testEnv{t: t, store: s, cfg: cfg, server: srv, services: set, h: srv.Handler()}
}

// now reads the server's clock, which the services share: fixtures that
// write through the store date their rows with it, as a service would.
func (e *testEnv) now() time.Time { return e.server.now().UTC() }

type testWriter struct{ t *testing.T }

func (w *testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// eachEnv runs fn on SQLite and, when configured, on PostgreSQL.
func eachEnv(t *testing.T, fn func(t *testing.T, env *testEnv)) {
	storetest.Each(t, func(t *testing.T, s *store.Store) { fn(t, newEnv(t, s)) })
}

// req is one HTTP request of a test.
type req struct {
	method  string
	url     string
	body    any // string is sent as is, anything else as JSON
	cookies []*http.Cookie
	headers map[string]string
}

func (e *testEnv) do(r req) *httptest.ResponseRecorder {
	e.t.Helper()
	var body io.Reader
	switch b := r.body.(type) {
	case nil:
	case string:
		body = strings.NewReader(b)
	case []byte:
		body = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			e.t.Fatalf("marshal body: %v", err)
		}
		body = bytes.NewReader(data)
	}
	hr := httptest.NewRequest(r.method, r.url, body)
	hr.RemoteAddr = "192.0.2.1:1234"
	if body != nil {
		hr.Header.Set("Content-Type", "application/json")
	}
	for k, v := range r.headers {
		hr.Header.Set(k, v)
	}
	for _, c := range r.cookies {
		hr.AddCookie(c)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, hr)
	return rec
}

// scenario is one row of a table of API calls (pocketbase's ApiScenario).
// Each row runs alone on a database of its own (see backend.table), so a
// row never relies on what an earlier row did: what it needs beyond the
// table's setup, its before function creates.
type scenario struct {
	name string
	// before prepares this row's own database after the table's setup
	// (pocketbase's BeforeTestFunc).
	before  func(t *testing.T, env *testEnv)
	method  string
	url     string
	body    any
	cookies []*http.Cookie
	headers map[string]string

	wantStatus int
	// wantCode is the error's stable code (docs/api.md); every
	// error answer must carry one, named here or not.
	wantCode string
	// wantFields maps each field the error must name to its code.
	wantFields      map[string]string
	wantContains    []string
	wantNotContains []string
	// after checks the row's database or answer further (AfterTestFunc).
	after func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder)
}

func (sc scenario) exec(t *testing.T, env *testEnv) {
	t.Helper()
	if sc.before != nil {
		sc.before(t, env)
	}
	rec := env.do(req{method: sc.method, url: sc.url, body: sc.body, cookies: sc.cookies, headers: sc.headers})
	checkResponse(t, rec, sc.wantStatus, sc.wantContains, sc.wantNotContains)
	checkCodes(t, rec, sc.wantCode, sc.wantFields)
	if sc.after != nil {
		sc.after(t, env, rec)
	}
}

// backend is one database kind the API tests run on. Every scenario row
// gets its own store: a new SQLite file, or on PostgreSQL the backend's
// database emptied (storetest.ResetPostgres), which is as good as new.
type backend struct {
	name  string
	fresh func(t *testing.T) *store.Store
	// names holds the row names used so far under this backend's subtest.
	names map[string]bool
}

// eachBackend runs fn once per available database, as subtests "sqlite"
// and "postgres" (when GOLFCLUB_TEST_POSTGRES_URL is set).
func eachBackend(t *testing.T, fn func(t *testing.T, b backend)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		fn(t, backend{name: "sqlite", fresh: func(t *testing.T) *store.Store { return storetest.SQLite(t) }, names: map[string]bool{}})
	})
	if os.Getenv(storetest.PostgresEnv) == "" {
		return
	}
	t.Run("postgres", func(t *testing.T) {
		// One database for the whole test, emptied for each row or story.
		shared := storetest.Postgres(t)
		fn(t, backend{name: "postgres", fresh: func(t *testing.T) *store.Store {
			storetest.ResetPostgres(t, shared)
			return shared
		}, names: map[string]bool{}})
	})
}

// table runs the rows that setup returns, each as a subtest on a database
// of its own: for every row, a fresh store and server, then setup (the
// fixtures the whole table shares, made anew), then the row's before, the
// request and the checks. setup must build the same rows every time; it
// runs once more up front to learn the row names.
func (b backend) table(t *testing.T, setup func(t *testing.T, env *testEnv) []scenario) {
	t.Helper()
	rows := setup(t, newEnv(t, b.fresh(t)))
	for _, r := range rows {
		if b.names[r.name] {
			// go test would rename the second "name#01", which is
			// awkward to address with -run and hides which row is meant.
			t.Fatalf("two rows are named %q", r.name)
		}
		b.names[r.name] = true
	}
	for i, first := range rows {
		t.Run(first.name, func(t *testing.T) {
			env := newEnv(t, b.fresh(t))
			again := setup(t, env)
			if len(again) != len(rows) || again[i].name != first.name {
				t.Fatalf("setup built different rows on its second run")
			}
			again[i].exec(t, env)
		})
	}
}

// story runs fn on one fresh database, as the subtest "story": for checks
// that follow one history step by step rather than a table of independent
// rows. Being a subtest, -run can leave it out when running one row.
func (b backend) story(t *testing.T, fn func(t *testing.T, env *testEnv)) {
	t.Helper()
	t.Run("story", func(t *testing.T) { fn(t, newEnv(t, b.fresh(t))) })
}

func checkResponse(t *testing.T, rec *httptest.ResponseRecorder, status int, contains, notContains []string) {
	t.Helper()
	got := rec.Body.String()
	if rec.Code != status {
		t.Fatalf("status = %d, want %d; body: %s", rec.Code, status, got)
	}
	if rec.Code >= 400 {
		var body struct {
			Message string `json:"message"`
			Code    string `json:"code"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Message == "" || body.Code == "" {
			t.Errorf("error body is not {\"message\": ..., \"code\": ...}: %s", got)
		}
	}
	for _, s := range contains {
		if !strings.Contains(got, s) {
			t.Errorf("body does not contain %q: %s", s, got)
		}
	}
	for _, s := range notContains {
		if strings.Contains(got, s) {
			t.Errorf("body contains %q: %s", s, got)
		}
	}
}

// checkCodes compares an error answer's code and field codes with the
// wanted ones; every field named must carry a code and a message.
func checkCodes(t *testing.T, rec *httptest.ResponseRecorder, code string, fields map[string]string) {
	t.Helper()
	if rec.Code < 400 {
		if code != "" || fields != nil {
			t.Errorf("wanted error code %q but status is %d", code, rec.Code)
		}
		return
	}
	var body apperr.Error
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("decode error body: %v; body: %s", err, rec.Body.String())
	}
	if code != "" && body.Code != code {
		t.Errorf("code = %q, want %q; body: %s", body.Code, code, rec.Body.String())
	}
	for name, f := range body.Fields {
		if f.Code == "" || f.Message == "" {
			t.Errorf("field %s lacks a code or message: %s", name, rec.Body.String())
		}
	}
	for name, want := range fields {
		if got := body.Fields[name].Code; got != want {
			t.Errorf("field %s code = %q, want %q; body: %s", name, got, want, rec.Body.String())
		}
	}
}

// decode parses a JSON response body into T.
func decode[T any](t *testing.T, rec *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("decode %T: %v; body: %s", v, err, rec.Body.String())
	}
	return v
}
