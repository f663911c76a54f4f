package api

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golfclub/internal/live"
	"golfclub/internal/store/storetest"
)

// The live stream's benchmarks, reported in bench/RESULTS.md. They are tests that
// log their numbers, run only with GOLFCLUB_LIVE_BENCH=1 (bench/run.sh sets
// it), because they open thousands of connections:
//
//	GOLFCLUB_LIVE_BENCH=1 go test -run 'TestLiveBench' -v ./internal/api/
//
// The latency one needs GOLFCLUB_TEST_POSTGRES_URL too.

func liveBench(t *testing.T) {
	if os.Getenv("GOLFCLUB_LIVE_BENCH") == "" {
		t.Skip("set GOLFCLUB_LIVE_BENCH=1 to run the live stream benchmarks")
	}
}

// TestLiveBenchStreamMemory opens N streams against one instance and
// reports the heap, RSS and goroutines each costs, and how long one
// message takes to reach every stream's queue. The clients are bare TCP
// connections in the same process (no goroutine, no buffers of their own),
// so nearly all of the growth is the server's.
func TestLiveBenchStreamMemory(t *testing.T) {
	liveBench(t)
	n := 2000
	if v, err := strconv.Atoi(os.Getenv("LIVE_STREAMS")); err == nil && v > 0 {
		n = v
	}
	env := newLiveEnv(t, storetest.SQLite(t), live.Options{MaxStreams: n})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: env.h}
	go srv.Serve(ln)
	t.Cleanup(func() { env.services.CloseStreams(); srv.Close() })

	// One stream first, so lazily made things (pools, the first
	// connection's structures) are not counted.
	conns := []net.Conn{dialStream(t, ln.Addr().String())}
	heap0, rss0, gr0 := memNow()
	start := time.Now()
	for range n - 1 {
		conns = append(conns, dialStream(t, ln.Addr().String()))
	}
	opened := time.Since(start)
	for env.server.live.Streams() != n {
		time.Sleep(10 * time.Millisecond)
	}
	heap1, rss1, gr1 := memNow()
	per := func(a, b uint64) string { return fmt.Sprintf("%.1f KiB", float64(int64(b)-int64(a))/float64(n-1)/1024) }
	t.Logf("%d streams opened in %s", n, opened.Round(time.Millisecond))
	t.Logf("per stream: heap %s, RSS %s, goroutines %.2f", per(heap0, heap1), per(rss0, rss1), float64(gr1-gr0)/float64(n-1))
	t.Logf("totals: heap %.1f MiB, RSS %.1f MiB", float64(heap1)/(1<<20), float64(rss1)/(1<<20))

	// Fan-out: the hub's share of one message to every stream (render
	// once per viewer class, queue on each).
	const msgs = 20
	start = time.Now()
	for range msgs {
		env.marker()
	}
	t.Logf("fan-out of one message to %d streams: %s", n, (time.Since(start) / msgs).Round(time.Microsecond))
	for _, c := range conns {
		c.Close()
	}
}

// dialStream opens GET /api/realtime on a bare connection and returns once
// the stream's first bytes arrived.
func dialStream(t *testing.T, addr string) net.Conn {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial (raise ulimit -n?): %v", err)
	}
	if _, err := c.Write([]byte("GET /api/realtime HTTP/1.1\r\nHost: bench\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	var got []byte
	buf := make([]byte, 1024)
	for !bytes.Contains(got, []byte("retry: 3000")) {
		c.SetReadDeadline(time.Now().Add(10 * time.Second))
		k, err := c.Read(buf)
		if err != nil {
			t.Fatalf("read stream start: %v (%q)", err, got)
		}
		got = append(got, buf[:k]...)
	}
	return c
}

// memNow is the live heap, the process's resident set and the number of
// goroutines, after a collection.
func memNow() (heap, rss uint64, goroutines int) {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if data, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
				kb, _ := strconv.ParseUint(f[1], 10, 64)
				rss = kb * 1024
			}
		}
	}
	return ms.HeapAlloc, rss, runtime.NumGoroutine()
}

// TestLiveBenchLatencyAcrossInstances measures the time from a member's
// registration (POST on instance A) to the celebration on a stream of
// instance B, both on one PostgreSQL database.
func TestLiveBenchLatencyAcrossInstances(t *testing.T) {
	liveBench(t)
	const rounds = 200
	a, b := twoInstances(t)
	tsB := liveServer(t, b)
	ev := a.mkEvent(t, "Monthly Medal", "2026-12-05", rounds+10)
	watcher := a.createMember(t, "Watcher", "0129999999", "", "")
	c := openStream(t, tsB.URL, []*http.Cookie{a.memberSession(t, watcher.ID)}, nil)

	var total, post []time.Duration
	for i := range rounds {
		m := a.createMember(t, fmt.Sprintf("Member %03d", i), fmt.Sprintf("01230%05d", i), "", "")
		cookie := a.memberSession(t, m.ID)
		t0 := time.Now()
		rec := a.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{cookie},
			body: map[string]string{"guestRateType": "Non-Member Weekday"}})
		t1 := time.Now()
		if rec.Code != http.StatusCreated {
			t.Fatalf("register: %d %s", rec.Code, rec.Body)
		}
		for {
			got := c.next(t)
			if got.event == "celebration" && strings.Contains(got.data, m.Name) {
				break
			}
		}
		total = append(total, time.Since(t0))
		post = append(post, t1.Sub(t0))
	}
	q := func(d []time.Duration, p float64) time.Duration {
		s := slices.Clone(d)
		slices.Sort(s)
		return s[int(p*float64(len(s)-1))].Round(10 * time.Microsecond)
	}
	t.Logf("registration on A → celebration on B, %d rounds: p50 %s, p95 %s, max %s", rounds, q(total, .5), q(total, .95), q(total, 1))
	t.Logf("of which the POST itself: p50 %s, p95 %s", q(post, .5), q(post, .95))
}
