package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golfclub/internal/analytics"
	"golfclub/internal/store"
)

// A desktop Chrome, as a member's browser sends it.
const chromeUA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// An iPhone's Safari: another visitor behind the same address.
const safariUA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

// beacon sends one analytics beacon from ip with the user agent ua and
// headers (name, value, …). A string body is sent as it is.
func (e *testEnv) beacon(ip, ua string, body any, headers ...string) *httptestRecorder {
	e.t.Helper()
	var data []byte
	if s, ok := body.(string); ok {
		data = []byte(s)
	} else {
		var err error
		if data, err = json.Marshal(body); err != nil {
			e.t.Fatal(err)
		}
	}
	r := httptest.NewRequest("POST", "/api/analytics", bytes.NewReader(data))
	r.RemoteAddr = ip + ":4321"
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("User-Agent", ua)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, r)
	return rec
}

func pageview(path string) map[string]any { return map[string]any{"type": "pageview", "path": path} }

func event(category, label string, value int64) map[string]any {
	return map[string]any{"type": "event", "category": category, "label": label, "value": value}
}

// analyticsRows reads every row of every analytics table as text, one
// line per row: "table | col=value …".
func analyticsRows(t *testing.T, s *store.Store) []string {
	t.Helper()
	var out []string
	for _, table := range []string{"analytics_days", "analytics_page_views", "analytics_events", "analytics_visitors", "analytics_salts"} {
		rows, err := s.DB().QueryContext(context.Background(), "SELECT * FROM "+table)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			parts := []string{table}
			for i, c := range cols {
				v := vals[i]
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				parts = append(parts, fmt.Sprintf("%s=%v", c, v))
			}
			out = append(out, strings.Join(parts, " "))
		}
		if err := rows.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func countRows(t *testing.T, s *store.Store, table string) int {
	t.Helper()
	var n int
	if err := s.DB().QueryRowContext(context.Background(), "SELECT count(*) FROM "+table).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func hasRow(rows []string, want string) bool {
	return slices.ContainsFunc(rows, func(r string) bool { return r == want })
}

// TestAnalyticsBeacon sends page views and events as two browsers behind
// one address and a third elsewhere would, and reads what was stored:
// counters per day, path and event, visitors counted once a day each, and
// nothing that holds an address or a browser string.
func TestAnalyticsBeacon(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		for _, b := range []struct {
			ip, ua string
			body   any
		}{
			{"203.0.113.7", chromeUA, pageview("/")},
			{"203.0.113.7", chromeUA, pageview("/events?utm_source=whatsapp")},
			{"203.0.113.7", chromeUA, pageview("/events/12#register")},
			{"203.0.113.7", chromeUA, event(analytics.RegisterOpened, "12", 0)},
			{"203.0.113.7", safariUA, pageview("/events/12/")},
			{"203.0.113.7", safariUA, event(analytics.RegistrationDone, "12", 120)},
			{"198.51.100.4", chromeUA, pageview("/payment/12/345")},
			{"198.51.100.4", chromeUA, event(analytics.RegistrationDone, "12", 180)},
		} {
			if rec := env.beacon(b.ip, b.ua, b.body); rec.Code != http.StatusNoContent || rec.Body.Len() != 0 {
				t.Fatalf("beacon %v: %d %s", b.body, rec.Code, rec.Body.String())
			}
		}
		rows := analyticsRows(t, env.store)
		for _, want := range []string{
			"analytics_days day=2026-11-21 visitors=3",
			"analytics_page_views day=2026-11-21 path=/ views=1",
			"analytics_page_views day=2026-11-21 path=/events views=1",
			"analytics_page_views day=2026-11-21 path=/events/12 views=2",
			"analytics_page_views day=2026-11-21 path=/payment/12 views=1",
			"analytics_events day=2026-11-21 category=register_opened label=12 count=1 value_sum=0",
			"analytics_events day=2026-11-21 category=registration_done label=12 count=2 value_sum=300",
		} {
			if !hasRow(rows, want) {
				t.Errorf("no row %q in\n%s", want, strings.Join(rows, "\n"))
			}
		}
		if n := countRows(t, env.store, "analytics_visitors"); n != 3 {
			t.Errorf("visitor hashes = %d, want 3", n)
		}
		if n := countRows(t, env.store, "analytics_salts"); n != 1 {
			t.Errorf("salts = %d, want 1", n)
		}
		// Neither the addresses nor the browsers are anywhere, in any form.
		all := strings.Join(rows, "\n")
		for _, secret := range []string{"203.0.113.7", "198.51.100.4", "203.0.113", "Chrome", "Safari", "Mozilla", "345"} {
			if strings.Contains(all, secret) {
				t.Errorf("stored analytics hold %q:\n%s", secret, all)
			}
		}
	})
}

// TestAnalyticsColumns: the analytics tables have only counters, days,
// paths, categories, labels, the visitor hash and the day's salt.
func TestAnalyticsColumns(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.beacon("203.0.113.7", chromeUA, pageview("/"))
		env.beacon("203.0.113.7", chromeUA, event(analytics.ShareTapped, "12", 0))
		want := map[string][]string{
			"analytics_days":       {"day", "visitors"},
			"analytics_page_views": {"day", "path", "views"},
			"analytics_events":     {"day", "category", "label", "count", "value_sum"},
			"analytics_visitors":   {"day", "hash"},
			"analytics_salts":      {"day", "salt"},
		}
		for table, cols := range want {
			rows, err := env.store.DB().QueryContext(context.Background(), "SELECT * FROM "+table)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := rows.Columns()
			rows.Close()
			if !slices.Equal(got, cols) {
				t.Errorf("%s columns = %v, want %v", table, got, cols)
			}
		}
		var hash string
		if err := env.store.DB().QueryRowContext(context.Background(), "SELECT hash FROM analytics_visitors").Scan(&hash); err != nil {
			t.Fatal(err)
		}
		if len(hash) != 32 {
			t.Errorf("hash %q: want 32 hex digits", hash)
		}
	})
}

// TestAnalyticsBeaconRejects: bad beacons are 400 with a message and a
// code, and count nothing, not even the visitor.
func TestAnalyticsBeaconRejects(t *testing.T) {
	long := "/" + strings.Repeat("a", 200)
	cases := []struct {
		name  string
		body  any
		field string
	}{
		{"malformed json", "{", ""},
		{"empty body", "", ""},
		{"array", "[]", ""},
		{"unknown type", map[string]any{"type": "click", "path": "/"}, "type"},
		{"no type", map[string]any{"path": "/"}, "type"},
		{"relative path", pageview("events"), "path"},
		{"empty path", pageview(""), "path"},
		{"api path", pageview("/api/events"), "path"},
		{"dot segment", pageview("/events/../admin"), "path"},
		{"control character", pageview("/events\n"), "path"},
		{"too long", pageview(long), "path"},
		{"unknown category", event("clicked_ad", "", 0), "category"},
		{"free-text label", event(analytics.ShareTapped, "<script>alert(1)</script>", 0), "label"},
		{"long label", event(analytics.ShareTapped, strings.Repeat("1", 65), 0), "label"},
		{"negative value", event(analytics.RegistrationDone, "12", -1), "value"},
		{"huge value", event(analytics.RegistrationDone, "12", 1_000_001), "value"},
		{"value of the wrong type", map[string]any{"type": "event", "category": analytics.PushEnabled, "value": "ten"}, "value"},
		{"path of the wrong type", map[string]any{"type": "pageview", "path": 12}, "path"},
		{"oversized body", map[string]any{"type": "pageview", "path": "/", "pad": strings.Repeat("x", 3000)}, ""},
	}
	eachEnv(t, func(t *testing.T, env *testEnv) {
		for _, c := range cases {
			rec := env.beacon("203.0.113.7", chromeUA, c.body)
			if rec.Code < 400 || rec.Code >= 500 {
				t.Errorf("%s: status %d, want 4xx: %s", c.name, rec.Code, rec.Body.String())
				continue
			}
			var body struct {
				Message string                       `json:"message"`
				Code    string                       `json:"code"`
				Fields  map[string]map[string]string `json:"fields"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Message == "" || body.Code == "" {
				t.Errorf("%s: body %s: want a message and a code", c.name, rec.Body.String())
			}
			if c.field != "" && body.Fields[c.field] == nil {
				t.Errorf("%s: fields %v, want %s named", c.name, body.Fields, c.field)
			}
		}
		if rows := analyticsRows(t, env.store); len(rows) != 0 {
			t.Errorf("rejected beacons stored:\n%s", strings.Join(rows, "\n"))
		}
	})
}

// TestAnalyticsNotCounted: crawlers, automated browsers, scripts,
// browsers that ask not to be tracked, and the admin area are answered
// 204 and counted nowhere.
func TestAnalyticsNotCounted(t *testing.T) {
	bots := []string{
		"",
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
		"Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
		"Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
		"facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
		"WhatsApp/2.23.20.0",
		"curl/8.5.0",
		"python-requests/2.31.0",
		"Go-http-client/1.1",
	}
	eachEnv(t, func(t *testing.T, env *testEnv) {
		for _, ua := range bots {
			if rec := env.beacon("203.0.113.7", ua, pageview("/events")); rec.Code != http.StatusNoContent {
				t.Errorf("bot %q: status %d", ua, rec.Code)
			}
		}
		for _, h := range [][]string{{"Sec-GPC", "1"}, {"DNT", "1"}} {
			if rec := env.beacon("203.0.113.7", chromeUA, pageview("/events"), h...); rec.Code != http.StatusNoContent {
				t.Errorf("%s: status %d", h[0], rec.Code)
			}
		}
		for _, p := range []string{"/admin", "/admin/dashboard?tab=members"} {
			if rec := env.beacon("203.0.113.7", chromeUA, pageview(p)); rec.Code != http.StatusNoContent {
				t.Errorf("%s: status %d", p, rec.Code)
			}
		}
		if rows := analyticsRows(t, env.store); len(rows) != 0 {
			t.Errorf("uncounted beacons stored:\n%s", strings.Join(rows, "\n"))
		}
		// The same browser without the opt-out is counted: the checks
		// above fail for the reason they name.
		env.beacon("203.0.113.7", chromeUA, pageview("/events"))
		if !hasRow(analyticsRows(t, env.store), "analytics_page_views day=2026-11-21 path=/events views=1") {
			t.Error("a person's page view was not counted")
		}
	})
}

// TestAnalyticsRateLimit: an address gets BeaconsPerIP beacons a window,
// then 429 with Retry-After and a message; another address is not held up.
func TestAnalyticsRateLimit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		max := analytics.BeaconsPerIP.Max
		for i := range max {
			if rec := env.beacon("203.0.113.7", chromeUA, pageview("/")); rec.Code != http.StatusNoContent {
				t.Fatalf("beacon %d: status %d %s", i+1, rec.Code, rec.Body.String())
			}
		}
		rec := env.beacon("203.0.113.7", chromeUA, pageview("/"))
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" ||
			!strings.Contains(rec.Body.String(), "Too many analytics requests") {
			t.Fatalf("over the budget: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body.String())
		}
		if rec := env.beacon("198.51.100.4", chromeUA, pageview("/")); rec.Code != http.StatusNoContent {
			t.Fatalf("other address: %d", rec.Code)
		}
		if !hasRow(analyticsRows(t, env.store), fmt.Sprintf("analytics_page_views day=2026-11-21 path=/ views=%d", max+1)) {
			t.Error("the refused beacon was counted, or an allowed one lost")
		}
		// A window later the address is counted again.
		env.server.now = func() time.Time { return testNow.Add(analytics.BeaconsPerIP.Window + time.Second) }
		if rec := env.beacon("203.0.113.7", chromeUA, pageview("/")); rec.Code != http.StatusNoContent {
			t.Fatalf("next window: %d %s", rec.Code, rec.Body.String())
		}
	})
}

// TestAnalyticsPathCap: made-up paths stop adding rows once a day holds
// MaxPathsPerDay; further new paths are counted as "(other)", known ones
// still under their own.
func TestAnalyticsPathCap(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		total := analytics.MaxPathsPerDay + 20
		for i := range total {
			ip := fmt.Sprintf("203.0.113.%d", i/200+1)
			if rec := env.beacon(ip, chromeUA, pageview("/events/"+strconv.Itoa(i))); rec.Code != http.StatusNoContent {
				t.Fatalf("beacon %d: %d %s", i, rec.Code, rec.Body.String())
			}
		}
		env.beacon("198.51.100.4", chromeUA, pageview("/events/0"))
		if n := countRows(t, env.store, "analytics_page_views"); n != analytics.MaxPathsPerDay+1 {
			t.Errorf("page view rows = %d, want %d", n, analytics.MaxPathsPerDay+1)
		}
		rows := analyticsRows(t, env.store)
		for _, want := range []string{
			"analytics_page_views day=2026-11-21 path=(other) views=20",
			"analytics_page_views day=2026-11-21 path=/events/0 views=2",
		} {
			if !hasRow(rows, want) {
				t.Errorf("no row %q", want)
			}
		}
	})
}

// TestAnalyticsDayRotation: a visitor is counted again on the next club
// day under a new salt and hash, and pruning deletes the past day's hashes
// and salt and keeps its counters; counters older than RetentionDays go.
func TestAnalyticsDayRotation(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		hashOf := func(day string) string {
			var h string
			if err := env.store.DB().QueryRowContext(ctx, "SELECT hash FROM analytics_visitors WHERE day = ?", day).Scan(&h); err != nil {
				t.Fatalf("hash of %s: %v", day, err)
			}
			return h
		}
		env.beacon("203.0.113.7", chromeUA, pageview("/"))
		env.beacon("203.0.113.7", chromeUA, pageview("/events"))
		first := hashOf("2026-11-21")
		// 23:59 and 00:01 in Kuala Lumpur are two club days.
		env.server.now = func() time.Time { return time.Date(2026, 11, 21, 15, 59, 0, 0, time.UTC) }
		env.beacon("203.0.113.7", chromeUA, pageview("/"))
		env.server.now = func() time.Time { return time.Date(2026, 11, 21, 16, 1, 0, 0, time.UTC) }
		env.beacon("203.0.113.7", chromeUA, pageview("/"))
		rows := analyticsRows(t, env.store)
		for _, want := range []string{
			"analytics_days day=2026-11-21 visitors=1",
			"analytics_days day=2026-11-22 visitors=1",
			"analytics_page_views day=2026-11-21 path=/ views=2",
			"analytics_page_views day=2026-11-22 path=/ views=1",
		} {
			if !hasRow(rows, want) {
				t.Errorf("no row %q in\n%s", want, strings.Join(rows, "\n"))
			}
		}
		if second := hashOf("2026-11-22"); second == first {
			t.Error("the same visitor has the same hash on two days")
		}
		if countRows(t, env.store, "analytics_salts") != 2 {
			t.Error("want one salt per day")
		}

		// A counter of the oldest kept day and one a day older.
		keep := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -(analytics.RetentionDays - 1)).Format(time.DateOnly)
		old := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -analytics.RetentionDays).Format(time.DateOnly)
		for _, day := range []string{keep, old} {
			if err := env.store.AddAnalyticsPageView(ctx, day, "/gallery", analytics.Other, 10); err != nil {
				t.Fatal(err)
			}
			if err := env.store.AddAnalyticsEvent(ctx, day, analytics.ShareTapped, "1", analytics.Other, 0, 10); err != nil {
				t.Fatal(err)
			}
			if _, err := env.store.AddAnalyticsVisitor(ctx, day, "h"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := env.services.Analytics.Prune(ctx, env.server.now()); err != nil {
			t.Fatal(err)
		}
		rows = analyticsRows(t, env.store)
		for _, want := range []string{
			"analytics_days day=2026-11-21 visitors=1",
			"analytics_page_views day=2026-11-21 path=/ views=2",
			"analytics_days day=" + keep + " visitors=1",
			"analytics_page_views day=" + keep + " path=/gallery views=1",
			"analytics_events day=" + keep + " category=share_tapped label=1 count=1 value_sum=0",
			"analytics_visitors day=2026-11-22 hash=" + hashOf("2026-11-22"),
		} {
			if !hasRow(rows, want) {
				t.Errorf("pruned %q:\n%s", want, strings.Join(rows, "\n"))
			}
		}
		for _, r := range rows {
			if strings.Contains(r, old) || (strings.Contains(r, "day=2026-11-21") && (strings.HasPrefix(r, "analytics_visitors") || strings.HasPrefix(r, "analytics_salts"))) {
				t.Errorf("kept %q", r)
			}
		}
		if n := countRows(t, env.store, "analytics_salts"); n != 1 {
			t.Errorf("salts after pruning = %d, want today's only", n)
		}
	})
}

type insightsBody struct {
	Days     int    `json:"days"`
	From     string `json:"from"`
	To       string `json:"to"`
	Visitors int    `json:"visitors"`
	Views    int    `json:"views"`
	Visits   []struct {
		Date     string `json:"date"`
		Visitors int    `json:"visitors"`
		Views    int    `json:"views"`
	} `json:"visits"`
	TopPages []struct {
		Path  string `json:"path"`
		Views int    `json:"views"`
	} `json:"topPages"`
	Events []struct {
		Category string `json:"category"`
		Count    int    `json:"count"`
		ValueSum int64  `json:"valueSum"`
	} `json:"events"`
	Funnels []struct {
		EventID        int64  `json:"eventId"`
		Title          string `json:"title"`
		Views          int    `json:"views"`
		RegisterOpened int    `json:"registerOpened"`
		Registered     int    `json:"registered"`
		Paid           int    `json:"paid"`
	} `json:"funnels"`
	MembersJoined []struct {
		Month string `json:"month"`
		Count int    `json:"count"`
	} `json:"membersJoined"`
	Install struct {
		Shown    int      `json:"shown"`
		Accepted int      `json:"accepted"`
		Rate     *float64 `json:"rate"`
	} `json:"install"`
	Push struct {
		Members    int      `json:"members"`
		Subscribed int      `json:"subscribed"`
		Enabled    int      `json:"enabled"`
		Rate       *float64 `json:"rate"`
	} `json:"push"`
}

// TestAdminInsights: what visitors' beacons counted, with the club's real
// registrations, members and push subscriptions, reaches the admin's
// Insights: visits per day (every day of the period), top pages, each
// event's funnel, members joined per month, install and push rates.
func TestAdminInsights(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		medal := env.mkEvent(t, "Monthly Medal", "2026-11-28", 40)
		past := env.mkEvent(t, "Old Cup", "2026-01-10", 40)
		ana := env.createMember(t, "Ana Lim", "012-300 0001", "", "M001")
		ben := env.createMember(t, "Ben Tan", "012-300 0002", "", "M002")
		// Ben joined in August: the month chart puts him there.
		if _, err := env.store.DB().ExecContext(ctx, "UPDATE members SET created_at = ? WHERE id = ?",
			time.Date(2026, 8, 15, 4, 0, 0, 0, time.UTC), ben.ID); err != nil {
			t.Fatal(err)
		}
		regA := env.mkReg(t, medal, ana, "Member Weekday")
		env.mkReg(t, medal, ben, "Member Weekday")
		if err := env.store.SetPaid(ctx, regA.ID, true); err != nil {
			t.Fatal(err)
		}
		sub := &store.PushSubscription{MemberID: ana.ID, MemberPhone: ana.Phone, Endpoint: "https://push.example.test/1",
			P256dhKey: "k", AuthKey: "a", IsActive: true, CreatedAt: testNow, LastUsed: testNow}
		if _, err := env.store.DB().NewInsert().Model(sub).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		medalPath := fmt.Sprintf("/events/%d", medal.ID)
		medalLabel := strconv.FormatInt(medal.ID, 10)
		// Yesterday one visitor; today two, one of them back.
		env.server.now = func() time.Time { return testNow.AddDate(0, 0, -1) }
		env.beacon("203.0.113.7", chromeUA, pageview("/"))
		env.server.now = func() time.Time { return testNow }
		for _, b := range []struct {
			ua   string
			body any
		}{
			{chromeUA, pageview("/")},
			{chromeUA, pageview(medalPath)},
			{chromeUA, event(analytics.RegisterOpened, medalLabel, 0)},
			{safariUA, pageview(medalPath)},
			{safariUA, event(analytics.RegisterOpened, medalLabel, 0)},
			{safariUA, event(analytics.RegisterOpened, medalLabel, 0)},
			{safariUA, pageview("/gallery")},
			{safariUA, event(analytics.InstallPromptShown, "", 0)},
			{safariUA, event(analytics.InstallAccepted, "", 0)},
			{chromeUA, event(analytics.InstallPromptShown, "", 0)},
			{chromeUA, event(analytics.PushEnabled, "", 0)},
			{chromeUA, event(analytics.ShareTapped, medalLabel, 0)},
		} {
			if rec := env.beacon("203.0.113.7", b.ua, b.body); rec.Code != http.StatusNoContent {
				t.Fatalf("beacon: %d %s", rec.Code, rec.Body.String())
			}
		}
		admin := env.loginAdmin(t)
		var got insightsBody
		if err := json.Unmarshal(env.adminDo(t, admin, "GET", "/api/admin/insights?days=30", nil, 200), &got); err != nil {
			t.Fatal(err)
		}
		if got.Days != 30 || got.From != "2026-10-23" || got.To != "2026-11-21" || len(got.Visits) != 30 {
			t.Fatalf("period %d %s..%s with %d days", got.Days, got.From, got.To, len(got.Visits))
		}
		last, before := got.Visits[29], got.Visits[28]
		if last.Date != "2026-11-21" || last.Visitors != 2 || last.Views != 4 || before.Date != "2026-11-20" || before.Visitors != 1 || before.Views != 1 {
			t.Errorf("last two days %+v %+v", before, last)
		}
		if got.Visits[0].Date != "2026-10-23" || got.Visits[0].Views != 0 {
			t.Errorf("first day %+v", got.Visits[0])
		}
		if got.Visitors != 3 || got.Views != 5 {
			t.Errorf("totals %d visitors %d views, want 3 and 5", got.Visitors, got.Views)
		}
		if len(got.TopPages) != 3 || got.TopPages[0].Path != "/" || got.TopPages[0].Views != 2 ||
			got.TopPages[1].Path != medalPath || got.TopPages[1].Views != 2 || got.TopPages[2].Path != "/gallery" {
			t.Errorf("top pages %+v", got.TopPages)
		}
		if len(got.Funnels) != 1 || got.Funnels[0].EventID != medal.ID || got.Funnels[0].Views != 2 ||
			got.Funnels[0].RegisterOpened != 3 || got.Funnels[0].Registered != 2 || got.Funnels[0].Paid != 1 {
			t.Errorf("funnels %+v (the past event %d is outside the period)", got.Funnels, past.ID)
		}
		counts := map[string]int{}
		for _, e := range got.Events {
			counts[e.Category] = e.Count
		}
		if len(got.Events) != len(analytics.Categories) || counts[analytics.RegisterOpened] != 3 || counts[analytics.ShareTapped] != 1 || counts[analytics.PaymentSlipSent] != 0 {
			t.Errorf("events %+v", got.Events)
		}
		if got.Install.Shown != 2 || got.Install.Accepted != 1 || got.Install.Rate == nil || *got.Install.Rate != 0.5 {
			t.Errorf("install %+v", got.Install)
		}
		if got.Push.Members != 2 || got.Push.Subscribed != 1 || got.Push.Enabled != 1 || got.Push.Rate == nil || *got.Push.Rate != 0.5 {
			t.Errorf("push %+v", got.Push)
		}
		months := map[string]int{}
		for _, m := range got.MembersJoined {
			months[m.Month] = m.Count
		}
		if len(got.MembersJoined) != 12 || got.MembersJoined[0].Month != "2025-12" || months["2026-08"] != 1 || months["2026-11"] != 1 {
			t.Errorf("members joined %+v", got.MembersJoined)
		}

		// A year covers the January event; a week leaves yesterday's
		// visitor in and the members chart at twelve months.
		var year insightsBody
		if err := json.Unmarshal(env.adminDo(t, admin, "GET", "/api/admin/insights?days=365", nil, 200), &year); err != nil {
			t.Fatal(err)
		}
		if len(year.Visits) != 365 || len(year.Funnels) != 2 || year.Funnels[1].EventID != past.ID || len(year.MembersJoined) != 13 {
			t.Errorf("year: %d days, funnels %+v, %d months", len(year.Visits), year.Funnels, len(year.MembersJoined))
		}
	})
}

// TestAdminInsightsRefuses: only admins read the Insights, for a period
// the screen offers.
func TestAdminInsightsRefuses(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		m := env.createMember(t, "Ana Lim", "012-300 0001", "", "M001")
		member := env.memberSession(t, m.ID)
		admin := env.loginAdmin(t)
		for _, c := range []struct {
			name    string
			url     string
			cookies []*http.Cookie
			want    int
			code    string
		}{
			{"anonymous", "/api/admin/insights", nil, 401, ""},
			{"member", "/api/admin/insights", []*http.Cookie{member}, 403, ""},
			{"period not offered", "/api/admin/insights?days=12", []*http.Cookie{admin}, 400, "invalid_choice"},
			{"period not a number", "/api/admin/insights?days=abc", []*http.Cookie{admin}, 400, "invalid_number"},
			{"period too long", "/api/admin/insights?days=400", []*http.Cookie{admin}, 400, "invalid_choice"},
			{"default period", "/api/admin/insights", []*http.Cookie{admin}, 200, ""},
		} {
			rec := env.do(req{method: "GET", url: c.url, cookies: c.cookies})
			if rec.Code != c.want {
				t.Errorf("%s: %d %s, want %d", c.name, rec.Code, rec.Body.String(), c.want)
			}
			if c.code != "" && (!strings.Contains(rec.Body.String(), `"days"`) || !strings.Contains(rec.Body.String(), `"code":"`+c.code+`"`)) {
				t.Errorf("%s: %s does not name days", c.name, rec.Body.String())
			}
			if c.want != 200 && strings.Contains(rec.Body.String(), "visits") {
				t.Errorf("%s: refused answer carries data: %s", c.name, rec.Body.String())
			}
		}
		// A member cannot read the counters through the beacon either.
		if rec := env.do(req{method: "GET", url: "/api/analytics", cookies: []*http.Cookie{member}}); rec.Code != 405 && rec.Code != 404 {
			t.Errorf("GET /api/analytics: %d", rec.Code)
		}
	})
}
