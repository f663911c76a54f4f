package metrics

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// scrape answers GET /metrics as Prometheus would ask for it.
func scrape(t *testing.T, m *Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("scrape: %d %s", rec.Code, rec.Body)
	}
	return rec.Body.String()
}

func wantLines(t *testing.T, text string, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if !strings.Contains(text, "\n"+l+"\n") {
			t.Errorf("metrics lack the line %q", l)
		}
	}
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestObserveBackup(t *testing.T) {
	m := New(quiet())
	wantLines(t, scrape(t, m),
		"golfclub_backup_last_success_timestamp_seconds 0",
		"golfclub_backup_last_ok 0",
		`golfclub_backups_total{result="failed"} 0`,
		`golfclub_backups_total{result="ok"} 0`)

	good := time.Unix(1_790_000_000, 0)
	m.ObserveBackup(true, good, 52_428_800)
	wantLines(t, scrape(t, m),
		"golfclub_backup_last_success_timestamp_seconds 1.79e+09",
		"golfclub_backup_last_attempt_timestamp_seconds 1.79e+09",
		"golfclub_backup_last_ok 1",
		"golfclub_backup_last_size_bytes 5.24288e+07",
		`golfclub_backups_total{result="ok"} 1`)

	// A failure an hour later: the last success and its size stay.
	m.ObserveBackup(false, good.Add(time.Hour), 0)
	wantLines(t, scrape(t, m),
		"golfclub_backup_last_success_timestamp_seconds 1.79e+09",
		"golfclub_backup_last_attempt_timestamp_seconds 1.7900036e+09",
		"golfclub_backup_last_ok 0",
		"golfclub_backup_last_size_bytes 5.24288e+07",
		`golfclub_backups_total{result="failed"} 1`,
		`golfclub_backups_total{result="ok"} 1`)
}

// TestRecordedBackup: a process that starts after a failed backup shows
// the recorded attempt and the success before it, and counts nothing.
func TestRecordedBackup(t *testing.T) {
	m := New(quiet())
	good := time.Unix(1_790_000_000, 0)
	m.RecordedBackup(false, good.Add(time.Hour), good, 1024)
	wantLines(t, scrape(t, m),
		"golfclub_backup_last_success_timestamp_seconds 1.79e+09",
		"golfclub_backup_last_attempt_timestamp_seconds 1.7900036e+09",
		"golfclub_backup_last_ok 0",
		"golfclub_backup_last_size_bytes 1024",
		`golfclub_backups_total{result="failed"} 0`,
		`golfclub_backups_total{result="ok"} 0`)
}

func TestCollectors(t *testing.T) {
	m := New(quiet())
	streams := 3
	m.WatchLiveStreams(func() int { return streams })
	now := time.Unix(1_790_000_000, 0)
	rows, oldest := int64(4), now.Add(-90*time.Second)
	var failure error
	m.WatchOutbox(func(context.Context) (int64, time.Time, error) { return rows, oldest, failure }, func() time.Time { return now })
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m.WatchDB("main", db)
	m.ObserveRequest("GET", "GET /api/events/{id}", 200, 30*time.Millisecond)
	m.ObserveRequest("GET", "GET /api/events/{id}", 200, 3*time.Second)
	m.PushSent("sent")
	m.RegistrationCreated()

	text := scrape(t, m)
	wantLines(t, text,
		"golfclub_live_streams 3",
		"golfclub_push_outbox_depth 4",
		"golfclub_push_outbox_oldest_age_seconds 90",
		`golfclub_http_request_duration_seconds_count{method="GET",route="GET /api/events/{id}",status="200"} 2`,
		`golfclub_http_request_duration_seconds_bucket{method="GET",route="GET /api/events/{id}",status="200",le="0.05"} 1`,
		`golfclub_push_sends_total{result="sent"} 1`,
		`golfclub_push_sends_total{result="given_up"} 0`,
		"golfclub_registrations_total 1",
		`go_sql_max_open_connections{db_name="main"} 0`,
	)
	for _, name := range []string{"go_goroutines", "go_memstats_heap_alloc_bytes", "golfclub_process_resident_memory_bytes"} {
		if !strings.Contains(text, "\n"+name+" ") {
			t.Errorf("metrics lack %s", name)
		}
	}

	// A failing outbox query leaves its two series out; the rest is
	// still served.
	failure = errors.New("database is locked")
	text = scrape(t, m)
	if strings.Contains(text, "golfclub_push_outbox_depth ") {
		t.Error("outbox depth served although its query failed")
	}
	wantLines(t, text, "golfclub_live_streams 3", "golfclub_registrations_total 1")

	failure, rows = nil, 0
	wantLines(t, scrape(t, m), "golfclub_push_outbox_depth 0", "golfclub_push_outbox_oldest_age_seconds 0")
}

// Off means nil: every report is a no-op.
func TestNilMetrics(t *testing.T) {
	var m *Metrics
	m.ObserveRequest("GET", "/", 200, time.Second)
	m.PushSent("sent")
	m.RegistrationCreated()
	m.ObserveBackup(true, time.Now(), 1)
	m.WatchLiveStreams(func() int { return 0 })
	m.WatchOutbox(nil, nil)
	m.WatchDB("main", nil)
}
