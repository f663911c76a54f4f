package api

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golfclub/internal/config"
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
	h      http.Handler
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
	cfg := testConfig(t)
	for _, f := range tweak {
		f(cfg)
	}
	web := fstest.MapFS{
		"index.html":        {Data: []byte("<!doctype html><div id=root></div>")},
		"assets/app-abc.js": {Data: []byte("console.log(1)")},
		"sw.js":             {Data: []byte("self.addEventListener('fetch',()=>{})")},
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(&testWriter{t}, nil))
	}
	srv := New(Deps{Config: cfg, Store: s, Log: log, Web: web, Now: func() time.Time { return testNow }, Passwords: testPasswords})
	return &testEnv{t: t, store: s, cfg: cfg, server: srv, h: srv.Handler()}
}

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
type scenario struct {
	name            string
	method          string
	url             string
	body            any
	cookies         []*http.Cookie
	headers         map[string]string
	wantStatus      int
	wantContains    []string
	wantNotContains []string
}

func (e *testEnv) run(scenarios []scenario) {
	e.t.Helper()
	for _, sc := range scenarios {
		e.t.Run(sc.name, func(t *testing.T) {
			t.Helper()
			rec := e.do(req{method: sc.method, url: sc.url, body: sc.body, cookies: sc.cookies, headers: sc.headers})
			checkResponse(t, rec, sc.wantStatus, sc.wantContains, sc.wantNotContains)
		})
	}
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
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Message == "" {
			t.Errorf("error body is not {\"message\": ...}: %s", got)
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

// decode parses a JSON response body into T.
func decode[T any](t *testing.T, rec *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("decode %T: %v; body: %s", v, err, rec.Body.String())
	}
	return v
}
