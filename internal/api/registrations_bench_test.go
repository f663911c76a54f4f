package api

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// benchClients is how many members register at the same time.
const benchClients = 50

// benchCapacity is below benchClients so every event fills up while
// clients still race for it: the full path is exercised too.
const benchCapacity = 40

// BenchmarkRegister measures POST /api/events/{id}/register through the
// whole HTTP stack with 50 concurrent clients, on SQLite and (when
// GOLFCLUB_TEST_POSTGRES_URL is set) PostgreSQL. Client c registers its
// member for events 0, 1, 2, … in turn, so all 50 race for each event.
// It reports successful registrations per second and the number of
// overbooked seats, which must be 0.
//
//	go test ./internal/api/ -run '^$' -bench BenchmarkRegister -benchtime 2000x
//
// "postgres-shared" is one of several instances on the database: the
// server listens, and each registration also tells the other instances to
// drop their cached events (a NOTIFY and its acknowledgement) and sends
// its live-stream message.
func BenchmarkRegister(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) { benchRegister(b, storetest.SQLite(b), "") })
	b.Run("postgres", func(b *testing.B) { benchRegister(b, storetest.Postgres(b), "") })
	b.Run("postgres-shared", func(b *testing.B) {
		st, url := storetest.PostgresWithURL(b)
		benchRegister(b, st, url)
	})
}

func benchRegister(b *testing.B, st *store.Store, databaseURL string) {
	ctx := context.Background()
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		b.Fatal(err)
	}
	cfg := &config.Config{DataDir: b.TempDir(), BaseURL: "http://example.test", Timezone: "Asia/Kuala_Lumpur", Location: loc, DatabaseURL: databaseURL}
	srv, set := newServer(st, Deps{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return testNow }}, services.Deps{})
	h := srv.Handler()
	if databaseURL != "" {
		runCtx, stop := context.WithCancel(ctx)
		set.Start(runCtx)
		b.Cleanup(func() { stop(); set.Close() })
		deadline := time.Now().Add(10 * time.Second)
		for !srv.cache.Serving() {
			if time.Now().After(deadline) {
				b.Fatal("cache listener not ready")
			}
			time.Sleep(5 * time.Millisecond)
		}
	}

	rounds := (b.N + benchClients - 1) / benchClients
	events := make([]int64, rounds)
	for i := range events {
		ev := &store.Event{Title: fmt.Sprintf("Bench %d", i), Date: "2026-12-05", Type: "tournament", Capacity: benchCapacity, Rates: weekdayRates, CreatedAt: testNow}
		if err := st.CreateEvent(ctx, ev); err != nil {
			b.Fatal(err)
		}
		events[i] = ev.ID
	}
	cookies := make([]*http.Cookie, benchClients)
	for i := range cookies {
		m := &store.Member{Name: fmt.Sprintf("Bench %d", i), Phone: fmt.Sprintf("017%07d", i), PasswordHash: "unused", IsActive: true, CreatedAt: testNow}
		if err := st.CreateMember(ctx, m); err != nil {
			b.Fatal(err)
		}
		token, hash, err := auth.NewToken()
		if err != nil {
			b.Fatal(err)
		}
		if err := st.CreateSession(ctx, &store.Session{TokenHash: hash, Kind: store.SessionMember, SubjectID: m.ID,
			ExpiresAt: testNow.Add(memberSessions.ttl), CreatedAt: testNow}); err != nil {
			b.Fatal(err)
		}
		cookies[i] = &http.Cookie{Name: memberSessions.cookie, Value: token}
	}

	var created, full, failed atomic.Int64
	var wg sync.WaitGroup
	b.ResetTimer()
	start := time.Now()
	for c := range benchClients {
		wg.Go(func() {
			for k := 0; k*benchClients+c < b.N; k++ {
				hr := httptest.NewRequest("POST", fmt.Sprintf("/api/events/%d/register", events[k]),
					strings.NewReader(`{"guestRateType":"Non-Member Weekday"}`))
				hr.Header.Set("Content-Type", "application/json")
				hr.AddCookie(cookies[c])
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, hr)
				switch rec.Code {
				case http.StatusCreated:
					created.Add(1)
				case http.StatusConflict:
					full.Add(1)
				default:
					failed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()

	if failed.Load() > 0 {
		b.Fatalf("%d registrations failed unexpectedly", failed.Load())
	}
	overbooked := 0
	for _, id := range events {
		ev, err := st.GetEvent(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		rows, err := st.CountRegistrations(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		if ev.Registered != rows {
			b.Fatalf("event %d: registered %d but %d rows", id, ev.Registered, rows)
		}
		if rows > benchCapacity {
			overbooked += rows - benchCapacity
		}
	}
	if overbooked > 0 {
		b.Fatalf("%d seats overbooked", overbooked)
	}
	b.ReportMetric(float64(created.Load())/elapsed.Seconds(), "regs/s")
	b.ReportMetric(float64(overbooked), "overbooked")
}
