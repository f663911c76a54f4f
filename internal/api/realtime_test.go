package api

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/bus"
	"golfclub/internal/live"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// newLiveEnv is newEnv with the live hub tuned (heartbeat, caps) and
// started; the hub is stopped when the test ends.
func newLiveEnv(t *testing.T, s *store.Store, opts live.Options, tweak ...func(*Deps)) *testEnv {
	t.Helper()
	cfg := testConfig(t)
	d := Deps{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Web: fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}}, Now: func() time.Time { return testNow }}
	for _, f := range tweak {
		f(&d)
	}
	srv, set := newServer(s, d, services.Deps{Live: opts})
	ctx, cancel := context.WithCancel(context.Background())
	set.Start(ctx)
	t.Cleanup(func() { cancel(); set.Close() })
	select {
	case <-srv.live.Ready():
	case <-time.After(10 * time.Second):
		t.Fatal("live hub not ready")
	}
	return &testEnv{t: t, store: s, cfg: cfg, server: srv, services: set, h: srv.Handler()}
}

// liveServer serves env on a loopback port until the test ends, closing
// the streams first (as serve does) so that Close need not wait for them.
func liveServer(t *testing.T, env *testEnv) *httptest.Server {
	ts := httptest.NewServer(env.h)
	t.Cleanup(func() { env.services.CloseStreams(); ts.Close() })
	return ts
}

// sseEvent is one block of a stream: an event, a bare id, or a comment.
type sseEvent struct {
	id, event, data, comment string
	hasID                    bool
}

// sseClient reads one open stream in the background.
type sseClient struct {
	resp   *http.Response
	events chan sseEvent
	cancel context.CancelFunc
	first  string // the first bytes of the body
}

// openStream opens GET /api/realtime on base with cookies and headers and
// fails unless it answers 200.
func openStream(t testing.TB, base string, cookies []*http.Cookie, headers map[string]string) *sseClient {
	t.Helper()
	c, status := tryStream(t, base, cookies, headers)
	if status != http.StatusOK {
		t.Fatalf("GET /api/realtime: %d", status)
	}
	return c
}

func tryStream(t testing.TB, base string, cookies []*http.Cookie, headers map[string]string) (*sseClient, int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/realtime", nil)
	for _, c := range cookies {
		r.AddCookie(c)
	}
	for k, v := range headers {
		r.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		cancel()
		t.Fatalf("GET /api/realtime: %v", err)
	}
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		t.Logf("GET /api/realtime: %d %s", resp.StatusCode, body)
		return &sseClient{resp: resp}, resp.StatusCode
	}
	c := &sseClient{resp: resp, events: make(chan sseEvent, 256), cancel: cancel}
	br := bufio.NewReader(resp.Body)
	first := make([]byte, len("retry: 3000\n\n"))
	if _, err := io.ReadFull(br, first); err != nil {
		t.Fatalf("read first bytes: %v", err)
	}
	c.first = string(first)
	go func() {
		defer close(c.events)
		var ev sseEvent
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimSuffix(line, "\n")
			switch {
			case line == "":
				c.events <- ev
				ev = sseEvent{}
			case strings.HasPrefix(line, ":"):
				ev.comment = strings.TrimSpace(line[1:])
			case strings.HasPrefix(line, "id: "):
				ev.id, ev.hasID = line[4:], true
			case strings.HasPrefix(line, "event: "):
				ev.event = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	t.Cleanup(c.close)
	return c, http.StatusOK
}

func (c *sseClient) close() {
	if c.cancel != nil {
		c.cancel()
		c.resp.Body.Close()
	}
}

// next is the next event with a name (skipping pings and bare ids).
func (c *sseClient) next(t testing.TB) sseEvent {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case ev, ok := <-c.events:
			if !ok {
				t.Fatal("stream ended")
			}
			if ev.event != "" {
				return ev
			}
		case <-timeout:
			t.Fatal("no event within 10 s")
		}
	}
}

// ended waits for the stream to end.
func (c *sseClient) ended(t testing.TB, within time.Duration) {
	t.Helper()
	timeout := time.After(within)
	for {
		select {
		case _, ok := <-c.events:
			if !ok {
				return
			}
		case <-timeout:
			t.Fatalf("stream still open after %s", within)
		}
	}
}

func topicsOf(t testing.TB, ev sseEvent) string {
	t.Helper()
	if ev.event != "changed" {
		t.Fatalf("got %s %s, want changed", ev.event, ev.data)
	}
	var d struct{ Topics []string }
	if err := json.Unmarshal([]byte(ev.data), &d); err != nil {
		t.Fatal(err)
	}
	return strings.Join(d.Topics, ",")
}

// publish sends the live messages of a domain event through the hub, as
// the bus subscriber does.
func (e *testEnv) publish(evs ...bus.Event) {
	for _, ev := range evs {
		for _, m := range live.FromEvent(ev) {
			e.server.live.Publish(m)
		}
	}
}

// marker is a public message that ends a sequence: whatever a stream got
// before it was sent before it.
func (e *testEnv) marker() { e.publish(bus.EventCreated{EventID: 999}) }

func TestRealtimeViewers(t *testing.T) {
	env := newLiveEnv(t, storetest.SQLite(t), live.Options{})
	ts := liveServer(t, env)
	ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 10)
	aminah := env.createMember(t, "Aminah Member", "0123456781", "", "")
	ben := env.createMember(t, "Ben Other", "0123456782", "", "")
	aminahC, benC := env.memberSession(t, aminah.ID), env.memberSession(t, ben.ID)
	adminC := env.loginAdmin(t)
	expired := expiredSession(t, env, ben.ID)

	streams := map[string]*sseClient{
		"visitor":         openStream(t, ts.URL, nil, nil),
		"expired session": openStream(t, ts.URL, []*http.Cookie{expired}, nil),
		"registrant":      openStream(t, ts.URL, []*http.Cookie{aminahC}, nil),
		"other member":    openStream(t, ts.URL, []*http.Cookie{benC}, nil),
		"admin":           openStream(t, ts.URL, []*http.Cookie{adminC}, nil),
		"member + admin":  openStream(t, ts.URL, []*http.Cookie{benC, adminC}, nil),
	}
	first := streams["visitor"]
	if first.first != "retry: 3000\n\n" {
		t.Errorf("first bytes %q", first.first)
	}
	h := first.resp.Header
	for k, want := range map[string]string{"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"} {
		if got := h.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}

	rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{aminahC},
		body: map[string]string{"guestRateType": "Non-Member Weekday"}})
	if rec.Code != http.StatusCreated {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
	participants := urlf("participants:%d", ev.ID)
	celebration := func(name string) string {
		return `{"memberName":"` + name + `","eventTitle":"Monthly Medal","eventType":"tournament","eventId":` + urlf("%d", ev.ID) + `}`
	}
	tests := []struct {
		stream      string
		celebration string // "" = none
		topics      string
	}{
		{"visitor", "", "events"},
		{"expired session", "", "events"},
		{"registrant", celebration("You"), "events," + participants + ",my-registrations"},
		{"other member", celebration("Aminah Member"), "events," + participants},
		{"admin", "", "events," + participants + ",admin"},
		{"member + admin", celebration("Aminah Member"), "events," + participants + ",admin"},
	}
	for _, tt := range tests {
		t.Run(tt.stream, func(t *testing.T) {
			c := streams[tt.stream]
			got := c.next(t)
			if tt.celebration != "" {
				if got.event != "celebration" || got.data != tt.celebration || got.id == "" {
					t.Fatalf("got %+v, want celebration %s", got, tt.celebration)
				}
				got = c.next(t)
			}
			// The celebration goes before the change, so a stream whose
			// first event is the change got no celebration.
			if topics := topicsOf(t, got); topics != tt.topics || got.id == "" {
				t.Fatalf("topics %q (id %q), want %q", topics, got.id, tt.topics)
			}
		})
	}

	// Another member's private topics never reach a stream: after payment
	// and notification changes for Aminah, Ben's next event is the marker.
	env.publish(bus.PaymentMarkedPaid{EventID: ev.ID, MemberID: aminah.ID},
		bus.NotificationsCreated{Type: "PAYMENT_UPDATE", MemberIDs: []int64{aminah.ID}})
	env.marker()
	if got := topicsOf(t, streams["registrant"].next(t)); got != "my-registrations" {
		t.Errorf("registrant payment topics %q", got)
	}
	if got := topicsOf(t, streams["registrant"].next(t)); got != "notifications" {
		t.Errorf("registrant notification topics %q", got)
	}
	for _, name := range []string{"other member", "visitor"} {
		if got := topicsOf(t, streams[name].next(t)); got != "events" {
			t.Errorf("%s: got %q before the marker, want only the marker's events", name, got)
		}
	}
	if got := topicsOf(t, streams["admin"].next(t)); got != "admin" {
		t.Errorf("admin payment topics %q", got)
	}

	// A deletion request reaches every admin's list at once, and the
	// rejection reaches the member's own card (and bell), no one else's.
	if got := topicsOf(t, streams["admin"].next(t)); got != "events,admin" {
		t.Errorf("admin marker topics %q", got)
	}
	rec = env.do(req{method: "POST", url: "/api/member/deletion-request", cookies: []*http.Cookie{benC}})
	if rec.Code >= 300 {
		t.Fatalf("deletion request: %d %s", rec.Code, rec.Body)
	}
	if got := topicsOf(t, streams["admin"].next(t)); got != "admin" {
		t.Errorf("admin topics after a deletion request %q", got)
	}
	var asked struct {
		Request struct{ ID int64 } `json:"request"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &asked); err != nil || asked.Request.ID == 0 {
		t.Fatalf("deletion request answer %s (%v)", rec.Body, err)
	}
	rec = env.do(req{method: "POST", url: urlf("/api/admin/deletion-requests/%d/reject", asked.Request.ID), cookies: []*http.Cookie{adminC},
		body: map[string]string{"reason": "Payment still under review"}})
	if rec.Code != http.StatusOK {
		t.Fatalf("reject: %d %s", rec.Code, rec.Body)
	}
	// The card's topic and the bell's, in either order (the notification
	// is written by another subscriber of the same event).
	ben1, ben2 := topicsOf(t, streams["other member"].next(t)), topicsOf(t, streams["other member"].next(t))
	if got := ben1 + "+" + ben2; got != "my-account+notifications" && got != "notifications+my-account" {
		t.Errorf("member topics after the rejection %q", got)
	}
	if got := topicsOf(t, streams["admin"].next(t)); got != "admin" {
		t.Errorf("admin topics after the rejection %q", got)
	}
	env.marker()
	if got := topicsOf(t, streams["registrant"].next(t)); got != "events" {
		t.Errorf("registrant got %q before the marker: another member's account topics leaked", got)
	}
}

// expiredSession is a member session that ended an hour before testNow.
func expiredSession(t *testing.T, env *testEnv, memberID int64) *http.Cookie {
	token, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	sess := &store.Session{TokenHash: hash, Kind: store.SessionMember, SubjectID: memberID,
		ExpiresAt: testNow.Add(-time.Hour), CreatedAt: testNow.Add(-31 * 24 * time.Hour)}
	if err := env.store.CreateSession(context.Background(), sess); err != nil {
		t.Fatal(err)
	}
	return &http.Cookie{Name: memberSessions.cookie, Value: token}
}

func TestRealtimeReplay(t *testing.T) {
	env := newLiveEnv(t, storetest.SQLite(t), live.Options{})
	ts := liveServer(t, env)
	ben := env.createMember(t, "Ben Other", "0123456782", "", "")
	benC := env.memberSession(t, ben.ID)

	c := openStream(t, ts.URL, []*http.Cookie{benC}, nil)
	env.publish(bus.RegistrationCreated{EventID: 1, EventTitle: "Medal", MemberID: 77, MemberName: "Chong"})
	seen := c.next(t) // the celebration
	c.next(t)         // its change
	c.close()
	// Missed while away: a celebration, a change for the admins only, one
	// for Ben himself.
	env.publish(bus.RegistrationCreated{EventID: 2, EventTitle: "Cup", MemberID: 78, MemberName: "Dina"},
		bus.MemberJoined{MemberID: 79},
		bus.NotificationsCreated{MemberIDs: []int64{ben.ID}})

	tests := []struct {
		name    string
		headers map[string]string
		query   string
		want    []string // event: data, in order
	}{
		{"Last-Event-ID replays what was missed", map[string]string{"Last-Event-ID": seen.id}, "",
			[]string{`changed {"topics":["events","participants:1"]}`, `celebration {"memberName":"Dina","eventTitle":"Cup","eventType":"social","eventId":2}`,
				`changed {"topics":["events","participants:2"]}`, `changed {"topics":["notifications"]}`}},
		{"lastEventId query works as the header", nil, "?lastEventId=" + seen.id,
			[]string{`changed {"topics":["events","participants:1"]}`, `celebration {"memberName":"Dina","eventTitle":"Cup","eventType":"social","eventId":2}`}},
		{"unknown id: resync", map[string]string{"Last-Event-ID": "someone-else-1"}, "", []string{"resync {}"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := ts.URL
			if tt.query != "" {
				// openStream adds the path; put the query on a server
				// that rewrites it.
				base = queryServer(t, env.h, tt.query)
			}
			c := openStream(t, base, []*http.Cookie{benC}, tt.headers)
			for _, want := range tt.want {
				ev := c.next(t)
				if got := ev.event + " " + ev.data; got != want || ev.id == "" {
					t.Fatalf("got %q (id %q), want %q", got, ev.id, want)
				}
			}
		})
	}
}

// queryServer serves h, adding query to every request's URL.
func queryServer(t *testing.T, h http.Handler, query string) string {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.URL.RawQuery = strings.TrimPrefix(query, "?")
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

func TestRealtimeHeartbeatAndTimeouts(t *testing.T) {
	env := newLiveEnv(t, storetest.SQLite(t), live.Options{Heartbeat: 50 * time.Millisecond})
	// A server whose timeouts are far shorter than the test: without the
	// deadlines cleared, the stream would be cut at 300 ms.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: env.h, ReadTimeout: 300 * time.Millisecond, WriteTimeout: 300 * time.Millisecond}
	go srv.Serve(ln)
	defer srv.Close()
	c := openStream(t, "http://"+ln.Addr().String(), nil, nil)

	start := time.Now()
	pings := 0
	deadline := time.After(5 * time.Second)
	for time.Since(start) < time.Second {
		select {
		case ev, ok := <-c.events:
			if !ok {
				t.Fatalf("stream cut after %s", time.Since(start))
			}
			if ev.comment == "ping" {
				pings++
			}
		case <-deadline:
			t.Fatal("stuck")
		}
	}
	if pings < 5 {
		t.Errorf("%d pings in 1 s at a 50 ms heartbeat", pings)
	}
	env.marker()
	if ev := c.next(t); ev.event != "changed" {
		t.Errorf("after 1 s: %+v", ev)
	}
}

func TestRealtimeShutdownAndCap(t *testing.T) {
	env := newLiveEnv(t, storetest.SQLite(t), live.Options{MaxStreams: 3})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: env.h}
	go srv.Serve(ln)
	defer srv.Close()
	base := "http://" + ln.Addr().String()
	var open []*sseClient
	for range 3 {
		open = append(open, openStream(t, base, nil, nil))
	}
	if _, status := tryStream(t, base, nil, nil); status != http.StatusServiceUnavailable {
		t.Fatalf("4th stream: %d, want 503", status)
	}
	rec := env.do(req{method: "GET", url: "/api/realtime"})
	checkCodes(t, rec, "too_many_streams", nil)
	if rec.Header().Get("Retry-After") == "" {
		t.Error("503 without Retry-After")
	}

	// The serve command's order: close streams, then Shutdown, which then
	// has nothing to wait for.
	start := time.Now()
	env.services.CloseStreams()
	for _, c := range open {
		c.ended(t, time.Second)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("streams and shutdown took %s", d)
	}
	rec = env.do(req{method: "GET", url: "/api/realtime"})
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("stream after close: %d", rec.Code)
	}
	checkCodes(t, rec, "shutting_down", nil)
}

// TestRealtimeAcrossInstances: two servers, each with its own hub, on one
// PostgreSQL database; a registration through HTTP on A reaches streams on
// B as celebrations, and B's buffer replays A's ids.
func TestRealtimeAcrossInstances(t *testing.T) {
	a, b := twoInstances(t)
	tsA, tsB := liveServer(t, a), liveServer(t, b)
	ev := a.mkEvent(t, "Monthly Medal", "2026-12-05", 10)
	aminah := a.createMember(t, "Aminah Member", "0123456781", "", "")
	ben := a.createMember(t, "Ben Other", "0123456782", "", "")
	aminahC, benC := a.memberSession(t, aminah.ID), a.memberSession(t, ben.ID)

	onB := openStream(t, tsB.URL, []*http.Cookie{benC}, nil)
	selfOnB := openStream(t, tsB.URL, []*http.Cookie{aminahC}, nil)
	onA := openStream(t, tsA.URL, []*http.Cookie{benC}, nil)
	rec := a.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{aminahC},
		body: map[string]string{"guestRateType": "Non-Member Weekday"}})
	if rec.Code != http.StatusCreated {
		t.Fatalf("register on A: %d %s", rec.Code, rec.Body)
	}
	want := `{"memberName":"Aminah Member","eventTitle":"Monthly Medal","eventType":"tournament","eventId":` + urlf("%d", ev.ID) + `}`
	got := onB.next(t)
	if got.event != "celebration" || got.data != want {
		t.Fatalf("on B: %+v, want celebration %s", got, want)
	}
	if self := selfOnB.next(t); !strings.Contains(self.data, `"memberName":"You"`) {
		t.Errorf("registrant on B: %+v", self)
	}
	if gotA := onA.next(t); gotA.id != got.id || gotA.data != got.data {
		t.Errorf("the origin's stream got %+v, B's %+v: ids must be the same everywhere", gotA, got)
	}
	// B knows A's id: a reconnect there with it replays what followed.
	c := openStream(t, tsB.URL, []*http.Cookie{benC}, map[string]string{"Last-Event-ID": got.id})
	if ev := c.next(t); ev.event != "changed" {
		t.Errorf("replay on B: %+v", ev)
	}
}

// twoInstances makes two servers with their own hubs on one freshly
// created PostgreSQL database (skipped without GOLFCLUB_TEST_POSTGRES_URL).
func twoInstances(t *testing.T) (a, b *testEnv) {
	t.Helper()
	storeA, dbURL := storetest.PostgresWithURL(t)
	storeB, err := store.Open(context.Background(), dbURL, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { storeB.Close() })
	withURL := func(d *Deps) { d.Config.DatabaseURL = dbURL }
	return newLiveEnv(t, storeA, live.Options{}, withURL), newLiveEnv(t, storeB, live.Options{}, withURL)
}

// TestRealtimeListenerReconnect: when the LISTEN connection is cut, the hub
// reconnects and tells its streams to resync, since messages sent
// meanwhile were lost; messages flow again afterwards.
func TestRealtimeListenerReconnect(t *testing.T) {
	a, b := twoInstances(t)
	ts := liveServer(t, b)
	c := openStream(t, ts.URL, nil, nil)
	var killed int
	if err := a.store.DB().NewRaw(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN "golfclub_live"%'`).Scan(context.Background(), &killed); err != nil {
		t.Fatal(err)
	}
	if killed != 2 {
		t.Fatalf("terminated %d listeners, want both instances'", killed)
	}
	if ev := c.next(t); ev.event != "resync" || ev.id == "" {
		t.Fatalf("after the listener was cut: %+v, want resync with an id", ev)
	}
	a.marker()
	if ev := c.next(t); ev.event != "changed" {
		t.Fatalf("after reconnecting: %+v", ev)
	}
}
