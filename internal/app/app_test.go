package app

import (
	"context"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
	"time"

	"golfclub/internal/config"
)

// TestAppLifecycle: the application opens a fresh data directory with the
// demo content, answers /healthz and the demo events, starts its
// background jobs, and stops them all and closes the store on Close.
func TestAppLifecycle(t *testing.T) {
	cfg, err := config.Parse(flag.NewFlagSet("test", flag.ContinueOnError), []string{"--data-dir", t.TempDir(), "--demo"}, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	club, err := New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}})
	if err != nil {
		t.Fatal(err)
	}
	club.Start(ctx)
	h := club.Handler()
	for _, url := range []string{"/healthz", "/api/events", "/"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
		if rec.Code != http.StatusOK {
			t.Fatalf("GET %s: %d %s", url, rec.Code, rec.Body.String())
		}
	}
	club.CloseStreams()
	done := make(chan error, 1)
	go func() { done <- club.Close() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Close: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not stop the background jobs")
	}
	if err := club.store.Ping(context.Background()); err == nil {
		t.Error("store still open after Close")
	}
	if err := club.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}
