package api

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golfclub/internal/config"
	"golfclub/internal/logctx"
	"golfclub/internal/metrics"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// syncBuffer is a log destination several goroutines may write.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// mailBox keeps the mail the services send.
type mailBox struct {
	mu     sync.Mutex
	bodies []string
}

func (m *mailBox) Send(_ context.Context, _, _, body string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.bodies = append(m.bodies, body)
	return nil
}

func (m *mailBox) last(t *testing.T) string {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.bodies) == 0 {
		t.Fatal("no mail sent")
	}
	return m.bodies[len(m.bodies)-1]
}

// observedEnv is an env as the application builds it with a metrics
// listener: JSON log at debug level (what the binary writes, with request
// ids) into a buffer, metrics on, and mail into a box.
func observedEnv(t *testing.T, s *store.Store) (*testEnv, *metrics.Metrics, *syncBuffer, *mailBox) {
	t.Helper()
	env := newEnv(t, s)
	logBuf, mail := &syncBuffer{}, &mailBox{}
	log := slog.New(logctx.Handler(slog.NewJSONHandler(logBuf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	m := metrics.New(log)
	srv, set := newServer(s, Deps{Config: env.cfg, Log: log, Web: testWeb(), Now: func() time.Time { return testNow }, Metrics: m},
		services.Deps{Metrics: m, Mailer: mail})
	env.server, env.services, env.h = srv, set, srv.Handler()
	return env, m, logBuf, mail
}

// startLive starts the live hub's listener and waits for it: on
// PostgreSQL the instance is not ready without it.
func startLive(t *testing.T, env *testEnv) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	env.services.Live.Start(ctx)
	t.Cleanup(func() { cancel(); env.services.Live.Stop() })
	select {
	case <-env.services.Live.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("live listener not ready in 10 s")
	}
}

func TestHealthAndReadiness(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		health := func() {
			t.Helper()
			checkResponse(t, env.do(req{method: "GET", url: "/healthz"}), 200, []string{`{"status":"ok"}`}, nil)
		}
		notReady := func(msg string) {
			t.Helper()
			rec := env.do(req{method: "GET", url: "/readyz"})
			checkResponse(t, rec, 503, []string{msg}, nil)
			checkCodes(t, rec, "not_ready", nil)
		}
		health()
		checkResponse(t, env.do(req{method: "GET", url: "/readyz"}), 200, []string{`{"status":"ready"}`}, nil)

		// An older copy of the database under the running binary.
		var last struct {
			Version   int       `bun:"version"`
			Name      string    `bun:"name"`
			AppliedAt time.Time `bun:"applied_at"`
		}
		db := env.store.DB()
		if err := db.NewSelect().Table("schema_migrations").Column("version", "name", "applied_at").Order("version DESC").Limit(1).Scan(ctx, &last); err != nil {
			t.Fatal(err)
		}
		if _, err := db.NewDelete().Table("schema_migrations").Where("version = ?", last.Version).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		notReady("Database schema is 1 migrations behind this binary")
		health()
		if _, err := db.NewInsert().Table("schema_migrations").Model(&map[string]any{"version": last.Version, "name": last.Name, "applied_at": last.AppliedAt}).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		checkResponse(t, env.do(req{method: "GET", url: "/readyz"}), 200, nil, nil)

		// Shutting down: not ready, still healthy and still serving.
		env.services.Drain()
		notReady("Shutting down")
		health()
		checkResponse(t, env.do(req{method: "GET", url: "/api/events"}), 200, nil, nil)
	})
}

// On PostgreSQL an instance whose live hub does not hear the others would
// leave its members' screens stale: it is not ready until LISTEN is in
// place.
func TestReadinessWaitsForTheLiveListener(t *testing.T) {
	if testing.Short() || !postgresConfigured() {
		t.Skip("needs " + storetest.PostgresEnv)
	}
	s, url := storetest.PostgresWithURL(t)
	env := newEnv(t, s, func(c *config.Config) { c.DatabaseURL = url })
	rec := env.do(req{method: "GET", url: "/readyz"})
	checkResponse(t, rec, 503, []string{"Live updates listener is not connected"}, nil)
	checkCodes(t, rec, "not_ready", nil)
	checkResponse(t, env.do(req{method: "GET", url: "/healthz"}), 200, nil, nil)
	startLive(t, env)
	checkResponse(t, env.do(req{method: "GET", url: "/readyz"}), 200, []string{`"ready"`}, nil)
}

func postgresConfigured() bool { return os.Getenv(storetest.PostgresEnv) != "" }

// With the database gone the process is still up (healthz) but not ready,
// and a request that needs the database is a 500 that names its request
// id, the one in the header and the log.
func TestDatabaseDownAndRequestIDIn500(t *testing.T) {
	env, _, logBuf, _ := observedEnv(t, storetest.SQLite(t))
	if err := env.store.Close(); err != nil {
		t.Fatal(err)
	}
	checkResponse(t, env.do(req{method: "GET", url: "/healthz"}), 200, []string{`"ok"`}, nil)
	rec := env.do(req{method: "GET", url: "/readyz"})
	checkResponse(t, rec, 503, []string{"Database unavailable"}, nil)
	checkCodes(t, rec, "not_ready", nil)
	if body := decode[map[string]any](t, rec); body["requestId"] != rec.Header().Get("X-Request-ID") || body["requestId"] == "" {
		t.Errorf("503 body %v does not carry the request id %q", body, rec.Header().Get("X-Request-ID"))
	}

	rec = env.do(req{method: "GET", url: "/api/events"})
	checkResponse(t, rec, 500, []string{`"code":"internal"`, `"message":"Internal server error"`}, []string{"database is closed"})
	id := rec.Header().Get("X-Request-ID")
	var body struct {
		RequestID string `json:"requestId"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.RequestID != id || !logctx.ValidRequestID(id) {
		t.Fatalf("500 body %s: requestId %q, header %q", rec.Body, body.RequestID, id)
	}
	// The log's failure and access lines carry the id.
	var failure, access bool
	for _, line := range strings.Split(strings.TrimSpace(logBuf.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %s", line)
		}
		if rec["request_id"] != id {
			continue
		}
		switch rec["msg"] {
		case "request failed":
			failure = strings.Contains(rec["err"].(string), "closed")
		case "http":
			access = rec["status"] == float64(500) && rec["route"] == "GET /api/events" && rec["level"] == "ERROR"
		}
	}
	if !failure || !access {
		t.Errorf("log lacks the failure (%v) or the access line (%v) with request id %s:\n%s", failure, access, id, logBuf)
	}
}

func TestRequestIDHeader(t *testing.T) {
	env := newEnv(t, storetest.SQLite(t))
	hex16 := regexp.MustCompile(`^[0-9a-f]{16}$`)
	seen := map[string]bool{}
	for range 3 {
		id := env.do(req{method: "GET", url: "/healthz"}).Header().Get("X-Request-ID")
		if !hex16.MatchString(id) || seen[id] {
			t.Fatalf("made request id %q: want 16 hex digits, new each time", id)
		}
		seen[id] = true
	}
	// A proxy's id is kept when it is a safe token, and replaced otherwise.
	for sent, keep := range map[string]bool{
		"req-7f3a.b_9":          true,
		strings.Repeat("a", 64): true,
		strings.Repeat("a", 65): false,
		"two words":             false,
		`"><script>`:            false,
		"é":                     false,
	} {
		got := env.do(req{method: "GET", url: "/api/events", headers: map[string]string{"X-Request-ID": sent}}).Header().Get("X-Request-ID")
		if keep && got != sent {
			t.Errorf("X-Request-ID %q answered with %q, want it kept", sent, got)
		}
		if !keep && (got == sent || !hex16.MatchString(got)) {
			t.Errorf("X-Request-ID %q answered with %q, want a new id", sent, got)
		}
	}
	// Client errors do not carry the id in their body: only server errors
	// are worth quoting.
	rec := env.do(req{method: "GET", url: "/api/events/999999"})
	checkResponse(t, rec, 404, nil, []string{"requestId"})
}

// scrapeMetrics is what Prometheus reads from the metrics listener.
func scrapeMetrics(t *testing.T, m *metrics.Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 {
		t.Fatalf("scrape: %d", rec.Code)
	}
	return rec.Body.String()
}

func TestMetricsByRoute(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		env, m, _, _ := observedEnv(t, s)
		a := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		b := env.seedEvent(t, "Club Championship", "2026-12-12", 10, weekdayRates, "")
		for _, id := range []int64{a.ID, b.ID, a.ID} {
			checkResponse(t, env.do(req{method: "GET", url: urlf("/api/events/%d", id)}), 200, nil, nil)
		}
		checkResponse(t, env.do(req{method: "GET", url: "/api/events/424242"}), 404, nil, nil)
		env.do(req{method: "BREW", url: "/api/events"})
		_, member := env.seedMember(t, "Aminah", "BHG-001")
		checkResponse(t, env.do(req{method: "POST", url: urlf("/api/events/%d/register", a.ID), cookies: []*http.Cookie{member},
			body: map[string]string{"guestRateType": "Member Weekday"}}), 201, nil, nil)
		// A member who asks the site for /metrics gets no metrics.
		main := env.do(req{method: "GET", url: "/metrics"})
		if strings.Contains(main.Body.String(), "golfclub_") || strings.Contains(main.Body.String(), "# HELP") {
			t.Fatalf("the members' listener serves metrics: %.300s", main.Body)
		}

		text := scrapeMetrics(t, m)
		for _, line := range []string{
			`golfclub_http_request_duration_seconds_count{method="GET",route="GET /api/events/{id}",status="200"} 3`,
			`golfclub_http_request_duration_seconds_count{method="GET",route="GET /api/events/{id}",status="404"} 1`,
			`golfclub_http_request_duration_seconds_count{method="POST",route="POST /api/events/{id}/register",status="201"} 1`,
			`golfclub_http_request_duration_seconds_count{method="GET",route="/",status="` + itoa(int64(main.Code)) + `"} 1`,
			"golfclub_registrations_total 1",
			"golfclub_live_streams 0",
			"golfclub_push_outbox_depth 0",
			`golfclub_push_sends_total{result="sent"} 0`,
		} {
			if !strings.Contains(text, "\n"+line+"\n") {
				t.Errorf("metrics lack %q", line)
			}
		}
		if !strings.Contains(text, `method="OTHER"`) || strings.Contains(text, "BREW") {
			t.Error("an unknown method is not labelled OTHER")
		}
		// Raw paths never become labels.
		for _, raw := range []string{urlf("/api/events/%d", a.ID), "/api/events/424242", "/metrics\""} {
			if strings.Contains(text, raw) {
				t.Errorf("metrics name the raw path %s", raw)
			}
		}
		pools := []string{`db_name="read"`, `db_name="write"`}
		if env.store.IsPostgres() {
			pools = []string{`db_name="main"`}
		}
		for _, p := range pools {
			if !strings.Contains(text, "go_sql_open_connections{"+p+"}") {
				t.Errorf("metrics lack the pool statistics of %s", p)
			}
		}
	})
}
