package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/golf"
	"golfclub/internal/live"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// The scoring benchmarks, reported in bench/RESULTS.md (bench/scoring.sh
// runs them; docs/testing.md#benchmarks says how they measure):
//
//	go test ./internal/api/ -run '^$' -bench BenchmarkScoreRound -benchtime 1x
//	go test ./internal/api/ -run '^$' -bench BenchmarkLeaderboard
//
// PostgreSQL parts need GOLFCLUB_TEST_POSTGRES_URL. SCORING_WATCHERS,
// SCORING_RATE and SCORING_HOLES change the latency phase (see
// benchScoreRound).

// The field of a monthly medal: 36 flights of four.
const (
	benchFlights    = 36
	benchFlightSize = 4
	benchPlayers    = benchFlights * benchFlightSize
	// benchOtherEvents is how many finished events' scores sit beside the
	// measured one in BenchmarkLeaderboard.
	benchOtherEvents = 20
)

// benchPars is a par-72 course; stroke indexes go odd on the front nine,
// even on the back, as on most cards.
var benchPars = [golf.HoleCount]int{4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4}
var benchStrokeIndexes = [golf.HoleCount]int{7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 6, 10, 18, 4, 14}

func benchEnvInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}

// BenchmarkScoreRound plays a monthly medal (36 flights of four) through
// the HTTP API, each flight's phone sending a hole's four scores as one
// POST /api/events/{id}/scores, as the scorecard screen does. Each
// iteration plays two fresh events:
//
//   - throughput: every flight enters its 18 holes back to back, all 36
//     at once, while the watchers' streams are open; reports entries/s
//     (one entry is one player's hole) and POSTs/s;
//   - latency: flights post at SCORING_RATE POSTs a second (default 2,
//     open loop, in course order) for SCORING_HOLES holes (default 2)
//     while SCORING_WATCHERS streams (default 500) watch the event; every
//     watcher refetches the leaderboard when a leaderboard message arrives
//     (one fetch at a time, once more if a message came during it, as the
//     web app's query does). Reported: from the start of an entry's POST
//     to the watcher's stream receiving a leaderboard message (p50, p99),
//     and to the watcher holding a refetched leaderboard that shows the
//     entry (p50, p99), over every (entry, watcher) pair.
//
// "sqlite" is one instance. "postgres-two-instances" is two servers on one
// PostgreSQL database: scores go to A, the watchers and their refetches
// to B, so every message crosses LISTEN/NOTIFY.
func BenchmarkScoreRound(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) {
		st := storetest.SQLite(b)
		a := benchScoringInstance(b, st, "")
		benchScoreRound(b, st, a, a)
	})
	b.Run("postgres-two-instances", func(b *testing.B) {
		stA, dbURL := storetest.PostgresWithURL(b)
		stB, err := store.Open(context.Background(), dbURL, "")
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { stB.Close() })
		a := benchScoringInstance(b, stA, dbURL)
		bb := benchScoringInstance(b, stB, dbURL)
		benchScoreRound(b, stA, a, bb)
	})
}

// scoringInstance is one server of a benchmark, on a loopback port.
type scoringInstance struct {
	srv *Server
	ts  *httptest.Server
}

// benchScoringInstance starts a server on st as serve does: services
// started, live hub ready (on PostgreSQL: LISTEN in place), the cache's
// listener up. It stops when the benchmark ends.
func benchScoringInstance(tb testing.TB, st *store.Store, dbURL string) *scoringInstance {
	tb.Helper()
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		tb.Fatal(err)
	}
	cfg := &config.Config{DataDir: tb.TempDir(), BaseURL: "http://example.test", Timezone: "Asia/Kuala_Lumpur", Location: loc, DatabaseURL: dbURL}
	srv, set := newServer(st, Deps{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return testNow }},
		services.Deps{Live: live.Options{MaxStreams: 10000}})
	ctx, cancel := context.WithCancel(context.Background())
	set.Start(ctx)
	select {
	case <-srv.live.Ready():
	case <-time.After(10 * time.Second):
		tb.Fatal("live hub not ready")
	}
	for deadline := time.Now().Add(10 * time.Second); !srv.cache.Serving(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			tb.Fatal("cache listener not ready")
		}
	}
	ts := httptest.NewServer(srv.Handler())
	tb.Cleanup(func() { set.CloseStreams(); ts.Close(); cancel(); set.Close() })
	return &scoringInstance{srv: srv, ts: ts}
}

// benchClient is the HTTP client of the phones and the watchers' refetches:
// enough idle connections that none is opened per request.
var benchClient = &http.Client{Transport: &http.Transport{MaxIdleConns: 2000, MaxIdleConnsPerHost: 2000, IdleConnTimeout: time.Minute}}

func benchScoreRound(b *testing.B, st *store.Store, write, watch *scoringInstance) {
	watchers := benchEnvInt("SCORING_WATCHERS", 500)
	rate := benchEnvInt("SCORING_RATE", 2)
	latencyHoles := min(benchEnvInt("SCORING_HOLES", 2), golf.HoleCount)

	members := seedBenchMembers(b, st, benchPlayers)
	phones := make([]*http.Cookie, benchFlights)
	for f := range phones {
		phones[f] = benchSession(b, st, members[f*benchFlightSize].ID)
	}
	course := seedBenchCourse(b, st)

	var entries, posts int
	var elapsed time.Duration
	var toMessage, toBoard, burstPosts, pacedPosts []time.Duration
	// cpu is the process's CPU time in the latency phases, wall their
	// length: what the round costs whatever else the machine runs.
	var cpu, wall time.Duration
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		field := seedScoredEvent(b, st, course, members, fmt.Sprintf("Throughput %d", i))
		ws := openWatchers(b, watch, field, watchers, false)
		b.StartTimer()
		start := time.Now()
		var wg sync.WaitGroup
		for f := range benchFlights {
			wg.Go(func() {
				for h := 1; h <= golf.HoleCount; h++ {
					field.post(b, write.ts.URL, phones[f], f, h)
				}
			})
		}
		wg.Wait()
		elapsed += time.Since(start)
		entries += benchFlights * golf.HoleCount * benchFlightSize
		posts += benchFlights * golf.HoleCount
		b.StopTimer()
		ws.close(b)
		burstPosts = append(burstPosts, field.posts...)

		field = seedScoredEvent(b, st, course, members, fmt.Sprintf("Latency %d", i))
		ws = openWatchers(b, watch, field, watchers, true)
		cpu0, wall0 := processCPU(), time.Now()
		m, l := field.pacedRound(b, write.ts.URL, phones, ws, rate, latencyHoles)
		cpu += processCPU() - cpu0
		wall += time.Since(wall0)
		toMessage, toBoard = append(toMessage, m...), append(toBoard, l...)
		pacedPosts = append(pacedPosts, field.posts...)
		ws.close(b)
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(float64(entries)/elapsed.Seconds(), "entries/s")
	b.ReportMetric(float64(posts)/elapsed.Seconds(), "posts/s")
	b.ReportMetric(msAt(toMessage, .5), "msg-p50-ms")
	b.ReportMetric(msAt(toMessage, .99), "msg-p99-ms")
	b.ReportMetric(msAt(toBoard, .5), "board-p50-ms")
	b.ReportMetric(msAt(toBoard, .99), "board-p99-ms")
	b.Logf("throughput: %d entries in %s; POST p50 %.1f ms p99 %.1f ms", entries, elapsed.Round(time.Millisecond), msAt(burstPosts, .5), msAt(burstPosts, .99))
	b.Logf("latency phase POSTs: p50 %.1f ms p99 %.1f ms; CPU %.2f s in %.1f s (%.2f cores; %.1f ms per POST, server and clients together)",
		msAt(pacedPosts, .5), msAt(pacedPosts, .99), cpu.Seconds(), wall.Seconds(), cpu.Seconds()/wall.Seconds(),
		float64(cpu.Milliseconds())/float64(len(pacedPosts)))
	b.ReportMetric(cpu.Seconds()/wall.Seconds(), "latency-phase-cores")
	b.Logf("%d watchers, %d POSTs/s, %d holes: %d (entry, watcher) pairs; entry → message p50 %.1f ms p99 %.1f ms max %.1f ms; entry → refetched leaderboard p50 %.1f ms p99 %.1f ms max %.1f ms",
		watchers, rate, latencyHoles, len(toBoard), msAt(toMessage, .5), msAt(toMessage, .99), msAt(toMessage, 1),
		msAt(toBoard, .5), msAt(toBoard, .99), msAt(toBoard, 1))
}

// processCPU is the CPU time this process has used, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// msAt is the p-quantile of d in milliseconds.
func msAt(d []time.Duration, p float64) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return float64(s[int(p*float64(len(s)-1))]) / float64(time.Millisecond)
}

// scoredField is a seeded event: its flights' registrations in order and
// the scores each player will make.
type scoredField struct {
	eventID int64
	regs    [benchFlights][benchFlightSize]int64
	strokes [benchFlights][benchFlightSize][golf.HoleCount]int
	// sent holds when each flight's hole was posted (UnixNano; 0: not yet).
	sent [benchFlights][golf.HoleCount + 1]atomic.Int64

	mu sync.Mutex
	// posts are the POSTs' round trips.
	posts []time.Duration
}

// post sends flight f's four scores of hole h as one batch and fails
// unless all four were stored.
func (fd *scoredField) post(tb testing.TB, base string, phone *http.Cookie, f, h int) {
	type entry struct {
		RegistrationID int64 `json:"registrationId"`
		Hole           int   `json:"hole"`
		Strokes        int   `json:"strokes"`
		PickedUp       bool  `json:"pickedUp"`
		Revision       int   `json:"revision"`
	}
	var body struct {
		Entries []entry `json:"entries"`
	}
	for p, reg := range fd.regs[f] {
		body.Entries = append(body.Entries, entry{RegistrationID: reg, Hole: h, Strokes: fd.strokes[f][p][h-1], Revision: 1})
	}
	data, _ := json.Marshal(body)
	r, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/events/%d/scores", base, fd.eventID), bytes.NewReader(data))
	r.Header.Set("Content-Type", "application/json")
	r.AddCookie(phone)
	t0 := time.Now()
	fd.sent[f][h].Store(t0.UnixNano())
	resp, err := benchClient.Do(r)
	if err != nil {
		tb.Errorf("flight %d hole %d: %v", f, h, err)
		return
	}
	answer, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fd.mu.Lock()
	fd.posts = append(fd.posts, time.Since(t0))
	fd.mu.Unlock()
	if resp.StatusCode != http.StatusOK {
		tb.Errorf("flight %d hole %d: %d %s", f, h, resp.StatusCode, answer)
		return
	}
	var got struct {
		Entries []struct {
			Revision int  `json:"revision"`
			Conflict bool `json:"conflict"`
		} `json:"entries"`
	}
	if err := json.Unmarshal(answer, &got); err != nil || len(got.Entries) != benchFlightSize {
		tb.Errorf("flight %d hole %d: answer %s", f, h, answer)
		return
	}
	for _, e := range got.Entries {
		if e.Revision != 1 || e.Conflict {
			tb.Errorf("flight %d hole %d: stored as %+v, want revision 1 without conflict", f, h, e)
		}
	}
}

// pacedRound is the latency phase: holes 1..holes of every flight, in
// course order (hole 1 of flights 1–36, then hole 2, …), one POST every
// 1/rate s whatever the previous ones are doing. It returns, for every
// (entry, watcher) pair, the time to the watcher's leaderboard message and
// to its refetched leaderboard showing the entry.
func (fd *scoredField) pacedRound(tb testing.TB, base string, phones []*http.Cookie, ws *watcherSet, rate, holes int) (toMessage, toBoard []time.Duration) {
	interval := time.Second / time.Duration(rate)
	var wg sync.WaitGroup
	next := time.Now()
	for h := 1; h <= holes; h++ {
		for f := range benchFlights {
			time.Sleep(time.Until(next))
			next = next.Add(interval)
			wg.Go(func() { fd.post(tb, base, phones[f], f, h) })
		}
	}
	wg.Wait()
	// Every watcher must end up showing every entry.
	deadline := time.Now().Add(60 * time.Second)
	for !ws.allSee(holes) {
		if time.Now().After(deadline) {
			tb.Fatalf("watchers still behind after 60 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, w := range ws.list {
		w.mu.Lock()
		arrivals := slices.Clone(w.arrivals)
		toBoard = append(toBoard, w.latencies...)
		w.mu.Unlock()
		// The first message after a POST started is the one it caused or
		// an earlier one still on its way: at this pace, nearly always
		// its own, so this is the message's time.
		for h := 1; h <= holes; h++ {
			for f := range benchFlights {
				t0 := fd.sent[f][h].Load()
				i, _ := slices.BinarySearchFunc(arrivals, t0, func(a time.Time, t int64) int {
					return int(a.UnixNano() - t)
				})
				if i == len(arrivals) {
					tb.Errorf("watcher got no message after flight %d hole %d", f, h)
					continue
				}
				toMessage = append(toMessage, time.Duration(arrivals[i].UnixNano()-t0))
			}
		}
	}
	return toMessage, toBoard
}

// watcherSet is the open streams of one phase.
type watcherSet struct {
	inst *scoringInstance
	list []*watcher
}

// watcher is one open /api/realtime stream, watching one event's
// leaderboard as a visitor.
type watcher struct {
	field  *scoredField
	cancel context.CancelFunc
	done   chan struct{}
	// refetch wakes the watcher's refetch loop (nil: it does not refetch).
	refetch chan struct{}
	boards  *boardCache

	mu        sync.Mutex
	arrivals  []time.Time
	seen      [benchFlights]int // holes of each flight its last leaderboard showed
	latencies []time.Duration
}

// openWatchers opens n streams on inst and returns once the hub counts
// them. With refetch, each refetches the event's leaderboard on each
// leaderboard message.
func openWatchers(tb testing.TB, inst *scoringInstance, fd *scoredField, n int, refetch bool) *watcherSet {
	tb.Helper()
	eventID := fd.eventID
	topic := []byte(`"` + live.TopicLeaderboard(eventID) + `"`)
	streams := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: -1}}
	ws := &watcherSet{inst: inst}
	boards := new(boardCache)
	for range n {
		ctx, cancel := context.WithCancel(context.Background())
		r, _ := http.NewRequestWithContext(ctx, "GET", inst.ts.URL+"/api/realtime", nil)
		resp, err := streams.Do(r)
		if err != nil {
			cancel()
			tb.Fatalf("open stream (raise ulimit -n?): %v", err)
		}
		if resp.StatusCode != http.StatusOK {
			cancel()
			tb.Fatalf("open stream: %d", resp.StatusCode)
		}
		w := &watcher{field: fd, cancel: cancel, done: make(chan struct{}), boards: boards}
		if refetch {
			w.refetch = make(chan struct{}, 1)
			go w.refetchLoop(inst.ts.URL, eventID)
		}
		go func() {
			defer close(w.done)
			defer resp.Body.Close()
			br := bufio.NewReader(resp.Body)
			for {
				line, err := br.ReadSlice('\n')
				if err != nil {
					return
				}
				if bytes.HasPrefix(line, []byte("data: ")) && bytes.Contains(line, topic) {
					w.mu.Lock()
					w.arrivals = append(w.arrivals, time.Now())
					w.mu.Unlock()
					if w.refetch != nil {
						select {
						case w.refetch <- struct{}{}:
						default: // a refetch is already due
						}
					}
				}
			}
		}()
		ws.list = append(ws.list, w)
	}
	for deadline := time.Now().Add(30 * time.Second); inst.srv.live.Streams() < n; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			tb.Fatalf("%d of %d streams open", inst.srv.live.Streams(), n)
		}
	}
	return ws
}

// refetchLoop fetches the leaderboard each time it is woken, revalidating
// with the last answer's ETag as a browser does, and records, for each
// entry the answer shows for the first time, how long ago its POST
// started.
func (w *watcher) refetchLoop(base string, eventID int64) {
	url := fmt.Sprintf("%s/api/events/%d/leaderboard", base, eventID)
	var etag string
	for range w.refetch {
		r, _ := http.NewRequest("GET", url, nil)
		if etag != "" {
			r.Header.Set("If-None-Match", etag)
		}
		resp, err := benchClient.Do(r)
		if err != nil {
			continue
		}
		var body []byte
		if resp.StatusCode == http.StatusOK {
			body, err = io.ReadAll(resp.Body)
			etag = resp.Header.Get("ETag")
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || err != nil {
			continue
		}
		at := time.Now().UnixNano()
		if board := w.boards.parse(body); board != nil {
			w.show(board.Rows, at)
		}
	}
}

// boardCache parses each distinct leaderboard answer once: the watchers
// stand for 500 phones, each of which would parse its own copy, but here
// they share the benchmark's cores with the server, and 500 parses of
// the same bytes would measure the benchmark rather than the server.
type boardCache struct{ m sync.Map } // answer → *leaderboardThru

func (c *boardCache) parse(body []byte) *leaderboardThru {
	if v, ok := c.m.Load(string(body)); ok {
		return v.(*leaderboardThru)
	}
	board := new(leaderboardThru)
	if err := json.Unmarshal(body, board); err != nil {
		return nil
	}
	c.m.Store(string(body), board)
	return board
}

// leaderboardThru is what the watchers read of a leaderboard.
type leaderboardThru struct {
	Rows []struct {
		RegistrationID int64 `json:"registrationId"`
		Thru           int   `json:"thru"`
	} `json:"rows"`
}

func (w *watcher) show(rows []struct {
	RegistrationID int64 `json:"registrationId"`
	Thru           int   `json:"thru"`
}, at int64) {
	fd := w.field
	thru := make(map[int64]int, len(rows))
	for _, r := range rows {
		thru[r.RegistrationID] = r.Thru
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	for f := range benchFlights {
		// Holes go in order and a flight's four go together: the flight
		// shows hole h once all four players are through h.
		shown := golf.HoleCount
		for _, reg := range fd.regs[f] {
			shown = min(shown, thru[reg])
		}
		for h := w.seen[f] + 1; h <= shown; h++ {
			if t0 := fd.sent[f][h].Load(); t0 != 0 {
				w.latencies = append(w.latencies, time.Duration(at-t0))
			}
		}
		w.seen[f] = max(w.seen[f], shown)
	}
}

// allSee tells whether every watcher's leaderboard shows holes holes of
// every flight.
func (ws *watcherSet) allSee(holes int) bool {
	for _, w := range ws.list {
		w.mu.Lock()
		ok := !slices.ContainsFunc(w.seen[:], func(s int) bool { return s < holes })
		w.mu.Unlock()
		if !ok {
			return false
		}
	}
	return true
}

// close ends the streams and waits until the hub has let them go, so
// that the next phase counts only its own.
func (ws *watcherSet) close(tb testing.TB) {
	for _, w := range ws.list {
		w.cancel()
		<-w.done
		if w.refetch != nil {
			close(w.refetch)
		}
	}
	for deadline := time.Now().Add(30 * time.Second); ws.inst.srv.live.Streams() > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			tb.Fatalf("%d streams still open", ws.inst.srv.live.Streams())
		}
	}
}

// seedBenchMembers stores n active members with Handicap Indexes spread
// from 2.0 to 36.0.
func seedBenchMembers(tb testing.TB, st *store.Store, n int) []model.Member {
	tb.Helper()
	members := make([]model.Member, n)
	for i := range members {
		idx := 20 + (i*7)%341
		members[i] = model.Member{Name: fmt.Sprintf("Player %03d", i+1), Phone: fmt.Sprintf("0178%06d", i),
			PasswordHash: "unused", IsActive: true, HandicapIndex: &idx, CreatedAt: testNow, UpdatedAt: testNow}
	}
	if _, err := st.DB().NewInsert().Model(&members).Returning("id").Exec(context.Background()); err != nil {
		tb.Fatalf("seed members: %v", err)
	}
	return members
}

// benchSession is a member session's cookie, made in the store.
func benchSession(tb testing.TB, st *store.Store, memberID int64) *http.Cookie {
	tb.Helper()
	token, hash, err := auth.NewToken()
	if err != nil {
		tb.Fatal(err)
	}
	if err := st.CreateSession(context.Background(), &store.Session{TokenHash: hash, Kind: memberSessions.kind, SubjectID: memberID,
		ExpiresAt: testNow.Add(memberSessions.ttl), CreatedAt: testNow}); err != nil {
		tb.Fatal(err)
	}
	return &http.Cookie{Name: memberSessions.cookie, Value: token}
}

// seedBenchCourse stores the club's course with one tee and returns its id.
func seedBenchCourse(tb testing.TB, st *store.Store) int64 {
	tb.Helper()
	tee := golf.Tee{Name: "Blue", CourseRating: 72.4, Slope: 129}
	for h := range golf.HoleCount {
		tee.Holes = append(tee.Holes, golf.Hole{Par: benchPars[h], StrokeIndex: benchStrokeIndexes[h]})
	}
	course := golf.Course{Name: "Bench Golf & Country Club", Tees: []golf.Tee{tee}}
	if err := course.Validate(); err != nil {
		tb.Fatal(err)
	}
	tees, _ := json.Marshal(course.Tees)
	c := &model.Course{Name: course.Name, Tees: string(tees), CreatedAt: testNow, UpdatedAt: testNow}
	if _, err := st.DB().NewInsert().Model(c).Returning("id").Exec(context.Background()); err != nil {
		tb.Fatalf("seed course: %v", err)
	}
	return c.ID
}

// seedScoredEvent stores today's event with scoring on (Stableford, public
// leaderboard, followed players celebrated), every member registered and
// placed in flights of four in order, and makes up each player's scores.
func seedScoredEvent(tb testing.TB, st *store.Store, courseID int64, members []model.Member, title string) *scoredField {
	tb.Helper()
	ctx := context.Background()
	ev := &store.Event{Title: title, Date: "2026-11-21", Time: "7:30 AM", Type: "tournament", Capacity: len(members),
		Rates: weekdayRates, CreatedAt: testNow}
	if err := st.CreateEvent(ctx, ev); err != nil {
		tb.Fatalf("seed event: %v", err)
	}
	g := &model.EventGolf{EventID: ev.ID, CourseID: courseID, Tee: "Blue", Format: string(golf.Stableford),
		Allowance: golf.DefaultAllowance(golf.Stableford), LeaderboardPublic: true, CelebrateFollowed: true, UpdatedAt: testNow}
	if _, err := st.DB().NewInsert().Model(g).Exec(ctx); err != nil {
		tb.Fatalf("seed golf settings: %v", err)
	}
	regs := make([]model.Registration, len(members))
	for i, m := range members {
		regs[i] = model.Registration{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone,
			GuestRateType: "Member Weekday", CreatedAt: testNow}
	}
	if _, err := st.DB().NewInsert().Model(&regs).Returning("id").Exec(ctx); err != nil {
		tb.Fatalf("seed registrations: %v", err)
	}
	if _, err := st.DB().NewUpdate().Model((*store.Event)(nil)).Set("registered = ?", len(regs)).Where("id = ?", ev.ID).Exec(ctx); err != nil {
		tb.Fatal(err)
	}
	flights := make([]model.Flight, len(members)/benchFlightSize)
	for f := range flights {
		flights[f] = model.Flight{EventID: ev.ID, FlightNumber: f + 1, TeeTime: "07:30", MaxPlayers: benchFlightSize, StartingHole: 1, CreatedAt: testNow}
	}
	if _, err := st.DB().NewInsert().Model(&flights).Returning("id").Exec(ctx); err != nil {
		tb.Fatalf("seed flights: %v", err)
	}
	places := make([]model.FlightMember, len(regs))
	for i, r := range regs {
		places[i] = model.FlightMember{FlightID: flights[i/benchFlightSize].ID, RegistrationID: r.ID, MemberName: r.MemberName,
			MemberPhone: r.MemberPhone, Position: i%benchFlightSize + 1, CreatedAt: testNow}
	}
	if _, err := st.DB().NewInsert().Model(&places).Exec(ctx); err != nil {
		tb.Fatalf("seed flight places: %v", err)
	}
	fd := &scoredField{eventID: ev.ID}
	rnd := rand.New(rand.NewPCG(uint64(ev.ID), 27))
	for i, r := range regs[:min(len(regs), benchPlayers)] {
		f, p := i/benchFlightSize, i%benchFlightSize
		fd.regs[f][p] = r.ID
		for h := range golf.HoleCount {
			fd.strokes[f][p][h] = benchStrokes(rnd, benchPars[h])
		}
	}
	return fd
}

// benchStrokes is a club golfer's score on a hole of par par: mostly par
// to double bogey, a birdie now and then, never a hole in one.
func benchStrokes(rnd *rand.Rand, par int) int {
	switch x := rnd.IntN(100); {
	case x < 8:
		return par - 1
	case x < 38:
		return par
	case x < 73:
		return par + 1
	case x < 93:
		return par + 2
	default:
		return par + 3
	}
}

// seedFinishedEvents stores k more scored events with every hole of every
// player entered (scores and their history) and the results finalised:
// the database of a club some months into its season.
func seedFinishedEvents(tb testing.TB, st *store.Store, courseID int64, members []model.Member, k int) {
	tb.Helper()
	ctx := context.Background()
	for i := range k {
		fd := seedScoredEvent(tb, st, courseID, members, fmt.Sprintf("Finished %d", i+1))
		at := testNow.Add(-time.Duration(k-i) * 7 * 24 * time.Hour)
		var scores []model.Score
		var history []model.ScoreHistory
		for f := range benchFlights {
			for p, reg := range fd.regs[f] {
				for h := range golf.HoleCount {
					s := fd.strokes[f][p][h]
					scores = append(scores, model.Score{RegistrationID: reg, Hole: h + 1, EventID: fd.eventID, Strokes: &s,
						Revision: 1, EnteredByName: "Player", EnteredAt: at})
					history = append(history, model.ScoreHistory{RegistrationID: reg, Hole: h + 1, EventID: fd.eventID, Strokes: &s,
						Revision: 1, EnteredByName: "Player", EnteredAt: at})
				}
			}
		}
		for part := range slices.Chunk(scores, 500) {
			if _, err := st.DB().NewInsert().Model(&part).Exec(ctx); err != nil {
				tb.Fatalf("seed scores: %v", err)
			}
		}
		for part := range slices.Chunk(history, 500) {
			if _, err := st.DB().NewInsert().Model(&part).Exec(ctx); err != nil {
				tb.Fatalf("seed score history: %v", err)
			}
		}
		if _, err := st.DB().NewUpdate().Model((*model.EventGolf)(nil)).Set("finalised_at = ?", at).
			Where("event_id = ?", fd.eventID).Exec(ctx); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkLeaderboard measures the leaderboard of a finished 144-player
// round, first with that event alone in the database, then with 20 more
// finished events' scores beside it (51,840 more scores and as many
// history rows): "compute" is the scoring service building it (what
// every change of the event costs), "get" is GET
// /api/events/{id}/leaderboard through HTTP as a reader sees it. The
// leaderboard is computed from its own event's cards, so neither may grow
// with the other events.
func BenchmarkLeaderboard(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) {
		st := storetest.SQLite(b)
		benchLeaderboard(b, st, benchScoringInstance(b, st, ""))
	})
	b.Run("postgres", func(b *testing.B) {
		st, dbURL := storetest.PostgresWithURL(b)
		benchLeaderboard(b, st, benchScoringInstance(b, st, dbURL))
	})
}

func benchLeaderboard(b *testing.B, st *store.Store, inst *scoringInstance) {
	members := seedBenchMembers(b, st, benchPlayers)
	phones := make([]*http.Cookie, benchFlights)
	for f := range phones {
		phones[f] = benchSession(b, st, members[f*benchFlightSize].ID)
	}
	course := seedBenchCourse(b, st)
	fd := seedScoredEvent(b, st, course, members, "Monthly Medal")
	var wg sync.WaitGroup
	for f := range benchFlights {
		wg.Go(func() {
			for h := 1; h <= golf.HoleCount; h++ {
				fd.post(b, inst.ts.URL, phones[f], f, h)
			}
		})
	}
	wg.Wait()
	compute := func(b *testing.B) {
		// Allocations count the rows and values handled, whatever the
		// load of the machine: the steadiest sign of the work's size.
		b.ReportAllocs()
		for b.Loop() {
			board, err := inst.srv.scoring.Leaderboard(context.Background(), scoring.Viewer{}, fd.eventID)
			if err != nil {
				b.Fatal(err)
			}
			if len(board.Rows) != benchPlayers {
				b.Fatalf("%d rows", len(board.Rows))
			}
		}
	}
	url := fmt.Sprintf("%s/api/events/%d/leaderboard", inst.ts.URL, fd.eventID)
	get := func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			resp, err := benchClient.Get(url)
			if err != nil {
				b.Fatal(err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				b.Fatalf("leaderboard: %d", resp.StatusCode)
			}
		}
	}
	b.Run("compute/alone", compute)
	b.Run("get/alone", get)
	seedFinishedEvents(b, st, course, members, benchOtherEvents)
	others := fmt.Sprintf("with-%d-finished-events", benchOtherEvents)
	b.Run("compute/"+others, compute)
	b.Run("get/"+others, get)
}
