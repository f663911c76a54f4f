package api

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/live"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestPostgresBackendsKilled cuts every PostgreSQL connection of the
// test's database (pg_terminate_backend, as a database restart or a
// failover does) three times in the middle of a burst of registrations
// through HTTP on two instances. Every registration answered 201 is in the
// database afterwards; a request the cut caught is answered 503
// database_unavailable, never a 500 and never a hang; both instances take
// registrations again within 5 s of the last cut; the live listener comes
// back and tells its streams to resync.
func TestPostgresBackendsKilled(t *testing.T) {
	if os.Getenv(storetest.PostgresEnv) == "" {
		t.Skip(storetest.PostgresEnv + " not set")
	}
	var logs lockedLog
	withLog := func(d *Deps) {
		d.Log = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	storeA, dbURL := storetest.PostgresWithURL(t)
	storeB, err := store.Open(context.Background(), dbURL, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { storeB.Close() })
	withURL := func(d *Deps) { d.Config.DatabaseURL = dbURL }
	a := newLiveEnv(t, storeA, live.Options{}, withURL, withLog)
	b := newLiveEnv(t, storeB, live.Options{}, withURL, withLog)
	servers := []string{liveServer(t, a).URL, liveServer(t, b).URL}

	const clients, eventsN = 60, 5
	var evs []int64
	for i := range eventsN {
		evs = append(evs, a.mkEvent(t, fmt.Sprintf("Medal %d", i), "2026-12-05", clients).ID)
	}
	cookies := make([]*http.Cookie, clients)
	for i := range cookies {
		m := a.createMember(t, fmt.Sprintf("Player %02d", i), fmt.Sprintf("01234%05d", i), "", "")
		cookies[i] = a.memberSession(t, m.ID)
	}
	stream := openStream(t, servers[1], nil, nil)

	// The killer's own connection is outside both instances' pools.
	killer, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer killer.Close()
	if err := killer.Ping(); err != nil {
		t.Fatal(err)
	}
	cut := func() int {
		var n int
		if err := killer.QueryRow(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
			WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&n); err != nil {
			t.Errorf("terminate: %v", err)
		}
		return n
	}

	client := &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	type outcome struct {
		client, event int
		status        int
		code          string
		took          time.Duration
		at            time.Time
	}
	register := func(c, e int) outcome {
		start := time.Now()
		r, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/events/%d/register", servers[(c+e)%2], evs[e]),
			strings.NewReader(`{"guestRateType":"Non-Member Weekday"}`))
		r.Header.Set("Content-Type", "application/json")
		r.AddCookie(cookies[c])
		res, err := client.Do(r)
		o := outcome{client: c, event: e, took: time.Since(start), at: time.Now()}
		if err != nil {
			t.Errorf("client %d event %d: %v after %s", c, e, err, o.took)
			return o
		}
		defer res.Body.Close()
		var body struct{ Code string }
		data, _ := io.ReadAll(res.Body)
		json.Unmarshal(data, &body)
		o.status, o.code = res.StatusCode, body.Code
		if o.status == http.StatusServiceUnavailable && res.Header.Get("Retry-After") == "" {
			t.Errorf("client %d event %d: 503 without Retry-After", c, e)
		}
		return o
	}

	var (
		mu       sync.Mutex
		outcomes []outcome
		started  atomic.Int64
		wg       sync.WaitGroup
	)
	for c := range clients {
		wg.Go(func() {
			for e := range eventsN {
				started.Add(1)
				o := register(c, e)
				mu.Lock()
				outcomes = append(outcomes, o)
				mu.Unlock()
			}
		})
	}
	// Three cuts while the burst runs: each finds requests in flight.
	var killed []int
	var lastCut time.Time
	for i := range 3 {
		for started.Load() < int64((i+1)*clients*eventsN/5) {
			time.Sleep(time.Millisecond)
		}
		killed = append(killed, cut())
		lastCut = time.Now()
	}
	wg.Wait()

	byStatus := map[string]int{}
	var ok []outcome
	var slowest time.Duration
	for _, o := range outcomes {
		byStatus[fmt.Sprintf("%d %s", o.status, o.code)]++
		slowest = max(slowest, o.took)
		switch {
		case o.status == http.StatusCreated:
			ok = append(ok, o)
		case o.status == http.StatusServiceUnavailable && o.code == "database_unavailable":
		default:
			t.Errorf("client %d event %d: %d %q, want 201 or 503 database_unavailable", o.client, o.event, o.status, o.code)
		}
	}
	t.Logf("killed %v backends; answers %v; slowest %s", killed, byStatus, slowest.Round(time.Millisecond))
	if t.Failed() {
		t.Logf("log:\n%s", logs.String())
	}
	if byStatus["503 database_unavailable"] == 0 {
		t.Errorf("no request was caught by the cuts (answers %v): the test proved nothing about them", byStatus)
	}
	if slowest > 10*time.Second {
		t.Errorf("a request took %s", slowest)
	}

	// Every acknowledged registration is there; nothing is counted twice.
	ctx := context.Background()
	for _, o := range ok {
		var n int
		if err := killer.QueryRow(`SELECT count(*) FROM event_registrations r JOIN members m ON m.id = r.member_id
			WHERE r.event_id = $1 AND m.name = $2`, evs[o.event], fmt.Sprintf("Player %02d", o.client)).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("client %d event %d was answered 201 and has %d registrations", o.client, o.event, n)
		}
	}
	for _, id := range evs {
		ev, err := storeA.GetEvent(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := killer.QueryRow(`SELECT count(*) FROM event_registrations WHERE event_id = $1`, id).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if ev.Registered != n {
			t.Errorf("event %d counts %d registered, holds %d registrations", id, ev.Registered, n)
		}
	}

	// Both instances take registrations again within 5 s of the last cut:
	// a new member registers on each, retrying a 503.
	for i, base := range servers {
		m := a.createMember(t, fmt.Sprintf("Late %d", i), fmt.Sprintf("01299%05d", i), "", "")
		cookie := a.memberSession(t, m.ID)
		for {
			r, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/events/%d/register", base, evs[0]), strings.NewReader(`{"guestRateType":"Non-Member Weekday"}`))
			r.Header.Set("Content-Type", "application/json")
			r.AddCookie(cookie)
			res, err := client.Do(r)
			if err == nil {
				res.Body.Close()
				if res.StatusCode == http.StatusCreated {
					t.Logf("instance %d registered again %s after the last cut", i, time.Since(lastCut).Round(time.Millisecond))
					break
				}
			}
			if time.Since(lastCut) > 5*time.Second {
				t.Fatalf("instance %d: no registration within 5 s of the last cut (last: %v %v)", i, err, res)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}

	// The live listener came back: the stream was told to resync, and a
	// change made on A reaches it through B's new LISTEN.
	deadline := time.After(10 * time.Second)
	for resynced := false; !resynced; {
		select {
		case ev, open := <-stream.events:
			if !open {
				t.Fatal("the stream ended")
			}
			resynced = ev.event == "resync"
		case <-deadline:
			t.Fatal("the stream was not told to resync")
		}
	}
	a.marker()
	for {
		select {
		case ev := <-stream.events:
			if ev.event == "changed" && strings.Contains(ev.data, `"events"`) {
				return
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no change reached the stream after the reconnect; log:\n%s", logs.String())
		}
	}
}

// lockedLog is a log destination several goroutines write to.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
