package api

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	goical "github.com/emersion/go-ical"

	"golfclub/internal/store"
)

// calendarFixture: Aisyah is registered for the medal (flight 1 with
// Farid, tee time 8:10 AM) and the social (no flight); Farid also for a
// trip Aisyah is not on. Aisyah has a feed URL.
type calendarFixture struct {
	aisyah, farid  *store.Member
	aisyahC        *http.Cookie
	medal, social  *store.Event
	trip           *store.Event
	flight         *store.Flight
	medalReg       *store.Registration
	feedURL, token string
}

func calendarSetup(t *testing.T, env *testEnv) *calendarFixture {
	t.Helper()
	f := &calendarFixture{}
	f.aisyah = env.createMember(t, "Aisyah Rahman", "012-345 6789", "aisyah@example.test", "GC-0001")
	f.farid = env.createMember(t, "Farid Osman", "013-222 3333", "farid@example.test", "GC-0002")
	f.aisyahC = env.memberSession(t, f.aisyah.ID)
	f.medal = env.mkEvent(t, "Monthly Medal, Round 2; Back\\Nine", "2026-12-05", 20)
	f.social = env.mkEvent(t, "Saturday Social Nine", "2026-12-12", 20)
	f.trip = env.mkEvent(t, "Cameron Highlands Trip", "2026-12-19", 20)
	f.medalReg = env.mkReg(t, f.medal, f.aisyah, "Member Weekday")
	faridReg := env.mkReg(t, f.medal, f.farid, "Member Weekday")
	env.mkReg(t, f.social, f.aisyah, "Member Weekday")
	env.mkReg(t, f.trip, f.farid, "Member Weekday")
	f.flight = env.mkFlight(t, f.medal, 1, 4)
	f.flight.TeeTime = "8:10 AM"
	if _, err := env.store.UpdateFlight(context.Background(), f.flight, testNow); err != nil {
		t.Fatal(err)
	}
	env.mkPlace(t, f.flight, f.medalReg, 1)
	env.mkPlace(t, f.flight, faridReg, 2)
	rec := env.do(req{method: "POST", url: "/api/member/calendar", cookies: []*http.Cookie{f.aisyahC}})
	if rec.Code != 200 {
		t.Fatalf("make feed URL: %d %s", rec.Code, rec.Body.String())
	}
	u := decode[calendarLink](t, rec).URL
	if u == nil || !strings.HasPrefix(*u, "http://example.test/api/calendar/") || !strings.HasSuffix(*u, ".ics") {
		t.Fatalf("feed URL = %v", u)
	}
	f.feedURL = strings.TrimPrefix(*u, "http://example.test")
	f.token = strings.TrimSuffix(strings.TrimPrefix(f.feedURL, "/api/calendar/"), ".ics")
	return f
}

// parseICS checks the framing a parser forgives (CRLF, 75 octets) and
// parses rec's body with a real iCalendar parser.
func parseICS(t *testing.T, rec *httptest.ResponseRecorder) *goical.Calendar {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "text/calendar; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	body := rec.Body.String()
	for _, l := range strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n") {
		if len(l) > 75 || strings.ContainsAny(l, "\r\n") {
			t.Errorf("badly framed line %q", l)
		}
	}
	cal, err := goical.NewDecoder(strings.NewReader(body)).Decode()
	if err != nil {
		t.Fatalf("parse feed: %v\n%s", err, body)
	}
	return cal
}

// eventsBySummary maps each VEVENT's SUMMARY to it.
func eventsBySummary(t *testing.T, cal *goical.Calendar) map[string]goical.Event {
	t.Helper()
	out := map[string]goical.Event{}
	for _, e := range cal.Events() {
		s, err := e.Props.Text("SUMMARY")
		if err != nil {
			t.Fatal(err)
		}
		out[s] = e
	}
	return out
}

func TestCalendarAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			f := calendarSetup(t, env)
			faridC := env.memberSession(t, f.farid.ID)
			admin := env.sessionFor(t, adminSessions, 1)
			return []scenario{
				{name: "feed has own registrations with flight and tee time", method: "GET", url: f.feedURL, wantStatus: 200,
					wantContains: []string{"BEGIN:VTIMEZONE", "TZID:Asia/Kuala_Lumpur"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						// Farid's trip, and anyone's phone or email, never
						// (looked for in the unfolded text).
						unfolded := strings.ReplaceAll(rec.Body.String(), "\r\n ", "")
						for _, s := range []string{"Cameron", "0133222333", "farid@example.test", "aisyah@example.test", "0123456789"} {
							if strings.Contains(unfolded, s) {
								t.Errorf("feed contains %q", s)
							}
						}
						evs := eventsBySummary(t, parseICS(t, rec))
						if len(evs) != 2 {
							t.Fatalf("%d events, want 2: %v", len(evs), evs)
						}
						medal, ok := evs["Monthly Medal, Round 2; Back\\Nine (Flight 1)"]
						if !ok {
							t.Fatalf("no medal entry with its flight: %v", evs)
						}
						start, err := medal.DateTimeStart(nil)
						want := time.Date(2026, 12, 5, 8, 10, 0, 0, env.cfg.Location)
						if err != nil || !start.Equal(want) || start.Location().String() != "Asia/Kuala_Lumpur" {
							t.Errorf("medal starts %v (%v), want the tee time %v", start, err, want)
						}
						desc, _ := medal.Props.Text("DESCRIPTION")
						for _, s := range []string{"Flight 1, tee time 8:10 AM, starting hole 1", "Playing with: Farid Osman", "http://example.test/events/"} {
							if !strings.Contains(desc, s) {
								t.Errorf("description lacks %q: %q", s, desc)
							}
						}
						if uid, _ := medal.Props.Text("UID"); uid != "registration-"+itoa64(f.medalReg.ID)+"@example.test" {
							t.Errorf("UID = %q", uid)
						}
						social := evs["Saturday Social Nine"]
						if s, err := social.DateTimeStart(nil); err != nil || !s.Equal(time.Date(2026, 12, 12, 7, 30, 0, 0, env.cfg.Location)) {
							t.Errorf("social starts %v (%v), want the event's 7:30 AM", s, err)
						}
					}},
				{name: "feed unknown token", method: "GET", url: "/api/calendar/not-a-real-token.ics", wantStatus: 404, wantCode: "not_found"},
				{name: "feed without .ics", method: "GET", url: "/api/calendar/" + f.token, wantStatus: 404, wantCode: "not_found"},
				{name: "feed empty token", method: "GET", url: "/api/calendar/.ics", wantStatus: 404, wantCode: "not_found"},
				{name: "feed of a deactivated member", method: "GET", url: f.feedURL, wantStatus: 404, wantCode: "not_found",
					before: func(t *testing.T, env *testEnv) {
						if _, err := env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("id = ?", f.aisyah.ID).Exec(context.Background()); err != nil {
							t.Fatal(err)
						}
					}},
				{name: "feed after reset is gone", method: "GET", url: f.feedURL, wantStatus: 404, wantCode: "not_found",
					before: func(t *testing.T, env *testEnv) {
						rec := env.do(req{method: "POST", url: "/api/member/calendar", cookies: []*http.Cookie{f.aisyahC}})
						if rec.Code != 200 || strings.Contains(rec.Body.String(), f.token) {
							t.Fatalf("reset: %d %s", rec.Code, rec.Body.String())
						}
					}},
				{name: "link signed out", method: "GET", url: "/api/member/calendar", wantStatus: 401, wantCode: "unauthorized"},
				{name: "link reset signed out", method: "POST", url: "/api/member/calendar", wantStatus: 401, wantCode: "unauthorized"},
				{name: "link admin is not a member", method: "GET", url: "/api/member/calendar", cookies: []*http.Cookie{admin}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "link own", method: "GET", url: "/api/member/calendar", cookies: []*http.Cookie{f.aisyahC}, wantStatus: 200, wantContains: []string{f.token}},
				{name: "link other member has none yet", method: "GET", url: "/api/member/calendar", cookies: []*http.Cookie{faridC}, wantStatus: 200,
					wantContains: []string{`{"url":null}`}, wantNotContains: []string{f.token}},
				{name: "event download", method: "GET", url: "/api/events/" + itoa64(f.medal.ID) + "/calendar.ics", wantStatus: 200,
					wantNotContains: []string{"Farid", "Flight 1", "registration-"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if cd := rec.Header().Get("Content-Disposition"); cd != `attachment; filename="event-`+itoa64(f.medal.ID)+`.ics"` {
							t.Errorf("Content-Disposition = %q", cd)
						}
						evs := parseICS(t, rec).Events()
						if len(evs) != 1 {
							t.Fatalf("%d events", len(evs))
						}
						if s, _ := evs[0].Props.Text("SUMMARY"); s != f.medal.Title {
							t.Errorf("SUMMARY = %q, want %q", s, f.medal.Title)
						}
						if uid, _ := evs[0].Props.Text("UID"); uid != "event-"+itoa64(f.medal.ID)+"@example.test" {
							t.Errorf("UID = %q", uid)
						}
					}},
				{name: "event download unknown event", method: "GET", url: "/api/events/99999/calendar.ics", wantStatus: 404, wantCode: "not_found"},
				{name: "event download bad id", method: "GET", url: "/api/events/abc/calendar.ics", wantStatus: 400, wantCode: "invalid_id"},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			f := calendarSetup(t, env)
			ctx := context.Background()
			medalEntry := func() (goical.Event, bool) {
				rec := env.do(req{method: "GET", url: f.feedURL})
				if rec.Code != 200 {
					t.Fatalf("feed: %d %s", rec.Code, rec.Body.String())
				}
				for _, e := range parseICS(t, rec).Events() {
					if uid, _ := e.Props.Text("UID"); strings.HasPrefix(uid, "registration-"+itoa64(f.medalReg.ID)+"@") {
						return e, true
					}
				}
				return goical.Event{}, false
			}
			before, _ := medalEntry()
			seq0, _ := before.Props.Get("SEQUENCE").Int()
			first := env.do(req{method: "GET", url: f.feedURL})
			if again := env.do(req{method: "GET", url: f.feedURL}); !bytes.Equal(first.Body.Bytes(), again.Body.Bytes()) {
				t.Errorf("an unchanged feed differs between fetches")
			}
			if rec := env.do(req{method: "GET", url: f.feedURL, headers: map[string]string{"If-None-Match": first.Header().Get("ETag")}}); rec.Code != 304 {
				t.Errorf("If-None-Match of the same feed: %d, want 304", rec.Code)
			}

			// The admin moves the tee time an hour on: the entry moves,
			// SEQUENCE and LAST-MODIFIED go up, the ETag changes.
			f.flight.TeeTime = "9:00 AM"
			if _, err := env.store.UpdateFlight(ctx, f.flight, testNow.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
			after, _ := medalEntry()
			seq1, _ := after.Props.Get("SEQUENCE").Int()
			if seq1 <= seq0 {
				t.Errorf("SEQUENCE %d after a tee-time change, was %d", seq1, seq0)
			}
			if s, _ := after.DateTimeStart(nil); !s.Equal(time.Date(2026, 12, 5, 9, 0, 0, 0, env.cfg.Location)) {
				t.Errorf("start after the change = %v", s)
			}
			m0, _ := before.Props.DateTime("LAST-MODIFIED", nil)
			m1, _ := after.Props.DateTime("LAST-MODIFIED", nil)
			// Seconds are its resolution, so two changes within one may
			// share it; SEQUENCE above is the strict check.
			if m1.Before(m0) || !m1.After(testNow) {
				t.Errorf("LAST-MODIFIED %v after the change, was %v", m1, m0)
			}
			if rec := env.do(req{method: "GET", url: f.feedURL, headers: map[string]string{"If-None-Match": first.Header().Get("ETag")}}); rec.Code != 200 {
				t.Errorf("old ETag after a change: %d, want 200", rec.Code)
			}

			// Aisyah withdraws: the entry leaves her feed.
			if rec := env.do(req{method: "DELETE", url: "/api/events/" + itoa64(f.medal.ID) + "/register", cookies: []*http.Cookie{f.aisyahC}}); rec.Code != 200 {
				t.Fatalf("withdraw: %d %s", rec.Code, rec.Body.String())
			}
			if _, ok := medalEntry(); ok {
				t.Errorf("the withdrawn registration is still in the feed")
			}
		})
	})
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

func TestFeedTokenNotLogged(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	var buf bytes.Buffer
	env.server.log = slog.New(slog.NewTextHandler(&buf, nil))
	f := calendarSetup(t, env)
	buf.Reset()
	if rec := env.do(req{method: "GET", url: f.feedURL}); rec.Code != 200 {
		t.Fatalf("feed: %d", rec.Code)
	}
	if !strings.Contains(buf.String(), "path=/api/calendar/…") || strings.Contains(buf.String(), f.token) {
		t.Errorf("request log: %s", buf.String())
	}
	if got := loggedPath("/api/events/3"); got != "/api/events/3" {
		t.Errorf("loggedPath of another path = %q", got)
	}
}
