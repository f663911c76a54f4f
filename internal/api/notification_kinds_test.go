package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
)

// latestNotification is the member's newest notification, or nil.
func (e *testEnv) latestNotification(t *testing.T, m *store.Member, c *http.Cookie) map[string]any {
	t.Helper()
	list := e.notifications(t, m, c)
	if len(list) == 0 {
		return nil
	}
	return list[0]
}

// TestNotificationKinds drives every change an admin makes that a member
// hears about, through HTTP, and reads the member's bell through HTTP.
func TestNotificationKinds(t *testing.T) {
	type fixture struct {
		ev         *store.Event
		amy, ben   *store.Member
		amyC, benC *http.Cookie
		amyR       *store.Registration
		flight     *store.Flight
		admin      *http.Cookie
		unrelated  *store.Member
		unrelatedC *http.Cookie
	}
	setup := func(t *testing.T, env *testEnv) *fixture {
		f := &fixture{admin: env.loginAdmin(t)}
		f.ev = env.mkEvent(t, "Club Medal", "2026-12-05", 10)
		f.amy, f.amyC = env.seedMember(t, "Amy First", "")
		f.ben, f.benC = env.seedMember(t, "Ben Second", "")
		f.unrelated, f.unrelatedC = env.seedMember(t, "Cat Elsewhere", "")
		f.amyR = env.mkReg(t, f.ev, f.amy, "Non-Member Weekday")
		env.mkReg(t, f.ev, f.ben, "Non-Member Weekday")
		f.flight = env.mkFlight(t, f.ev, 3, 4)
		return f
	}
	flightBody := func(f *fixture, tee string) map[string]any {
		return map[string]any{"eventId": f.ev.ID, "flightNumber": 3, "teeTime": tee, "maxPlayers": 4, "startingHole": 10}
	}
	tests := []struct {
		name        string
		act         func(t *testing.T, env *testEnv, f *fixture)
		wantType    string
		wantTitle   string
		wantMessage string
		wantParams  map[string]any
		// alsoBen: Ben hears of it too (event-wide changes).
		alsoBen bool
	}{
		{
			name: "event rescheduled",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "PUT", urlf("/api/events/%d", f.ev.ID), with(eventBody(), "title", "Club Medal", "date", "2026-12-12", "time", "8:00 AM"), 200)
			},
			wantType: "EVENT_UPDATE", wantTitle: "Event rescheduled",
			wantMessage: "Club Medal is now on Sat, 12 Dec 2026 at 8:00 am.",
			wantParams:  map[string]any{"change": "rescheduled", "date": "2026-12-12", "oldDate": "2026-12-05", "time": "8:00 AM"},
			alsoBen:     true,
		},
		{
			name: "event renamed",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "PUT", urlf("/api/events/%d", f.ev.ID), with(eventBody(), "title", "Club Medal Final", "date", "2026-12-05", "time", f.ev.Time), 200)
			},
			wantType: "EVENT_UPDATE", wantTitle: "Event renamed", wantMessage: "Club Medal is now called Club Medal Final.",
			wantParams: map[string]any{"change": "renamed", "oldTitle": "Club Medal"}, alsoBen: true,
		},
		{
			name: "event cancelled",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "DELETE", urlf("/api/events/%d", f.ev.ID), nil, 200)
			},
			wantType: "EVENT_UPDATE", wantTitle: "Event cancelled", wantMessage: "Club Medal on Sat, 5 Dec 2026 has been cancelled.",
			wantParams: map[string]any{"change": "cancelled"}, alsoBen: true,
		},
		{
			name: "payment confirmed",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "PUT", urlf("/api/admin/payment-status/%d", f.amyR.ID), map[string]any{"isPaid": true}, 200)
			},
			wantType: "PAYMENT_UPDATE", wantTitle: "Payment confirmed", wantMessage: "Your payment for Club Medal is confirmed. See you there!",
			wantParams: map[string]any{"status": "confirmed"},
		},
		{
			name: "payment slip rejected",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "DELETE", urlf("/api/admin/payment-references/%d", f.amyR.ID), nil, 200)
			},
			wantType: "PAYMENT_UPDATE", wantTitle: "Payment slip not accepted",
			wantMessage: "Your payment slip for Club Medal was not accepted. Please upload a new one.",
			wantParams:  map[string]any{"status": "rejected"},
		},
		{
			name: "placed in a flight",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.adminDo(t, f.admin, "POST", urlf("/api/admin/flights/%d/members", f.flight.ID), map[string]any{"registrationId": f.amyR.ID, "position": 1}, 201)
			},
			wantType: "FLIGHT_UPDATE", wantTitle: "Flight assigned", wantMessage: "You are in flight 3 for Club Medal: tee time 7:30 am, hole 1.",
			wantParams: map[string]any{"change": "placed", "flightNumber": float64(3), "teeTime": "07:30"},
		},
		{
			name: "tee time changed",
			act: func(t *testing.T, env *testEnv, f *fixture) {
				env.mkPlace(t, f.flight, f.amyR, 1)
				env.adminDo(t, f.admin, "PUT", urlf("/api/admin/flights/%d", f.flight.ID), flightBody(f, "08:10"), 200)
			},
			wantType: "FLIGHT_UPDATE", wantTitle: "Tee time changed",
			wantMessage: "Flight 3 of Club Medal now tees off at 8:10 am from hole 10 (was 7:30 am).",
			wantParams:  map[string]any{"change": "tee_time", "teeTime": "08:10", "oldTeeTime": "07:30", "startingHole": float64(10)},
		},
	}
	eachBackend(t, func(t *testing.T, b backend) {
		for _, tt := range tests {
			b.story(t, func(t *testing.T, env *testEnv) {
				t.Run(tt.name, func(t *testing.T) {
					f := setup(t, env)
					tt.act(t, env, f)
					for _, who := range []struct {
						m    *store.Member
						c    *http.Cookie
						want bool
					}{{f.amy, f.amyC, true}, {f.ben, f.benC, tt.alsoBen}, {f.unrelated, f.unrelatedC, false}} {
						n := env.latestNotification(t, who.m, who.c)
						if !who.want {
							if n != nil && n["type"] == tt.wantType {
								t.Errorf("%s got %v", who.m.Name, n)
							}
							continue
						}
						if n == nil {
							t.Fatalf("%s has no notification", who.m.Name)
						}
						if n["type"] != tt.wantType || n["title"] != tt.wantTitle || n["message"] != tt.wantMessage {
							t.Errorf("%s: %v / %v / %v, want %s / %s / %s", who.m.Name, n["type"], n["title"], n["message"], tt.wantType, tt.wantTitle, tt.wantMessage)
						}
						params, _ := n["params"].(map[string]any)
						if params["eventTitle"] == nil || params["eventId"] != float64(f.ev.ID) {
							t.Errorf("%s params lack the event: %v", who.m.Name, params)
						}
						for k, v := range tt.wantParams {
							if params[k] != v {
								t.Errorf("%s params[%s] = %v, want %v (all %v)", who.m.Name, k, params[k], v, params)
							}
						}
					}
				})
			})
		}
	})
}

// TestNotificationEditsThatDoNotNotify: edits members need not hear about
// (description, capacity, flight notes) write nothing.
func TestNotificationEditsThatDoNotNotify(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.loginAdmin(t)
			ev := env.mkEvent(t, "Club Medal", "2026-12-05", 10)
			amy, amyC := env.seedMember(t, "Amy First", "")
			r := env.mkReg(t, ev, amy, "Non-Member Weekday")
			f := env.mkFlight(t, ev, 3, 4)
			env.mkPlace(t, f, r, 1)
			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID), with(eventBody(), "title", ev.Title, "date", ev.Date, "time", ev.Time, "capacity", 30, "description", "New words for the same day."), 200)
			env.adminDo(t, admin, "PUT", urlf("/api/admin/flights/%d", f.ID), map[string]any{"eventId": ev.ID, "flightNumber": 3, "teeTime": f.TeeTime, "maxPlayers": 4, "startingHole": f.StartingHole, "notes": "Buggies ready"}, 200)
			if list := env.notifications(t, amy, amyC); len(list) != 0 {
				t.Fatalf("got %v", list)
			}
			// Taking the slip off a paid registration is tidying up, not a
			// rejection: only the confirmation is there.
			env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", r.ID), map[string]any{"isPaid": true}, 200)
			env.adminDo(t, admin, "DELETE", urlf("/api/admin/payment-references/%d", r.ID), nil, 200)
			if list := env.notifications(t, amy, amyC); len(list) != 1 || list[0]["title"] != "Payment confirmed" {
				t.Fatalf("got %v", list)
			}
		})
	})
}

func TestNotificationPreferences(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			_, amyC := env.seedMember(t, "Amy First", "")
			ck := []*http.Cookie{amyC}
			const url = "/api/member/notification-preferences"
			all := `"types":["FELLOW_MEMBER_JOINED","EVENT_UPDATE","PAYMENT_UPDATE","FLIGHT_UPDATE","EVENT_REMINDER","RESULTS_PUBLISHED"]`
			return []scenario{
				{name: "defaults mute nothing", method: "GET", url: url, cookies: ck, wantStatus: 200, wantContains: []string{all, `"muted":[]`}},
				{name: "signed out get", method: "GET", url: url, wantStatus: 401, wantCode: "unauthorized"},
				{name: "signed out put", method: "PUT", url: url, body: map[string]any{"muted": []string{}}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin is no member", method: "GET", url: url, cookies: []*http.Cookie{env.loginAdmin(t)}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "mute two, once each", method: "PUT", url: url, cookies: ck, body: map[string]any{"muted": []string{"EVENT_REMINDER", "PAYMENT_UPDATE", "EVENT_REMINDER"}},
					wantStatus: 200, wantContains: []string{all, `"muted":["EVENT_REMINDER","PAYMENT_UPDATE"]`}},
				{name: "unknown type", method: "PUT", url: url, cookies: ck, body: map[string]any{"muted": []string{"SPAM"}},
					wantStatus: 400, wantCode: "unknown_notification_type", wantFields: map[string]string{"muted": "unknown_notification_type"}},
				{name: "no list", method: "PUT", url: url, cookies: ck, body: map[string]any{}, wantStatus: 400, wantCode: "muted_required"},
				{name: "not a list", method: "PUT", url: url, cookies: ck, body: map[string]any{"muted": "EVENT_UPDATE"}, wantStatus: 400, wantCode: "wrong_type"},
			}
		})
		// A muted type writes nothing; unmuting brings it back; the choice
		// is the member's own.
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.loginAdmin(t)
			ev := env.mkEvent(t, "Club Medal", "2026-12-05", 10)
			amy, amyC := env.seedMember(t, "Amy First", "")
			ben, benC := env.seedMember(t, "Ben Second", "")
			ra, rb := env.mkReg(t, ev, amy, "x"), env.mkReg(t, ev, ben, "x")
			env.adminDo(t, nil, "PUT", "/api/member/notification-preferences", nil, 401)
			rec := env.do(req{method: "PUT", url: "/api/member/notification-preferences", cookies: []*http.Cookie{amyC}, body: map[string]any{"muted": []string{"PAYMENT_UPDATE"}}})
			if rec.Code != 200 {
				t.Fatalf("mute: %d %s", rec.Code, rec.Body)
			}
			for _, r := range []*store.Registration{ra, rb} {
				env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", r.ID), map[string]any{"isPaid": true}, 200)
			}
			if n := env.notifications(t, amy, amyC); len(n) != 0 {
				t.Fatalf("muted member got %v", n)
			}
			if n := env.latestNotification(t, ben, benC); n == nil || n["type"] != "PAYMENT_UPDATE" {
				t.Fatalf("Ben (not muted) got %v", n)
			}
			env.do(req{method: "PUT", url: "/api/member/notification-preferences", cookies: []*http.Cookie{amyC}, body: map[string]any{"muted": []string{}}})
			env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", ra.ID), map[string]any{"isPaid": true}, 200)
			if n := env.latestNotification(t, amy, amyC); n == nil || n["type"] != "PAYMENT_UPDATE" {
				t.Fatalf("unmuted member got %v", n)
			}
		})
	})
}

// TestEventReminders: the day before an event, from 08:00 club time, each
// registrant gets one reminder with their tee time, however often the job
// runs and however many instances run it.
func TestEventReminders(t *testing.T) {
	kl, _ := time.LoadLocation("Asia/Kuala_Lumpur")
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			ctx := context.Background()
			tomorrow := env.mkEvent(t, "Sunday Stableford", "2026-11-22", 10)
			later := env.mkEvent(t, "Next Week Cup", "2026-11-29", 10)
			amy, amyC := env.seedMember(t, "Amy First", "")
			ben, benC := env.seedMember(t, "Ben Second", "")
			ra := env.mkReg(t, tomorrow, amy, "x")
			env.mkReg(t, tomorrow, ben, "x")
			env.mkReg(t, later, amy, "x")
			env.mkPlace(t, env.mkFlight(t, tomorrow, 2, 4), ra, 1)
			env.do(req{method: "PUT", url: "/api/member/notification-preferences", cookies: []*http.Cookie{benC},
				body: map[string]any{"muted": []string{"EVENT_REMINDER"}}})

			early := time.Date(2026, 11, 21, 7, 59, 0, 0, kl)
			if n, err := env.server.reminders.RunOnce(ctx, early); err != nil || n != 0 {
				t.Fatalf("before 08:00: %d, %v", n, err)
			}
			at := time.Date(2026, 11, 21, 8, 0, 0, 0, kl)
			// Two instances' jobs at once: one reminder each, never two.
			var wg sync.WaitGroup
			for range 4 {
				wg.Go(func() {
					if _, err := env.server.reminders.RunOnce(ctx, at); err != nil {
						t.Error(err)
					}
				})
			}
			wg.Wait()
			if n, err := env.server.reminders.RunOnce(ctx, at.Add(time.Hour)); err != nil || n != 0 {
				t.Fatalf("second run wrote %d, %v", n, err)
			}
			list := env.notifications(t, amy, amyC)
			if len(list) != 1 {
				t.Fatalf("Amy has %d notifications: %v", len(list), list)
			}
			want := "Sunday Stableford is tomorrow, Sun, 22 Nov 2026 at 7:30 am. Your tee time is 7:30 am (flight 2)."
			if list[0]["type"] != "EVENT_REMINDER" || list[0]["title"] != "Tomorrow: Sunday Stableford" || list[0]["message"] != want {
				t.Fatalf("reminder %v", list[0])
			}
			if n := env.notifications(t, ben, benC); len(n) != 0 {
				t.Fatalf("Ben muted reminders and got %v", n)
			}
			// Ben's reminder is claimed all the same: unmuting later does not
			// send a stale one.
			if got := env.countRows(t, (*store.Registration)(nil), "event_id = ? AND reminded_at IS NOT NULL", tomorrow.ID); got != 2 {
				t.Fatalf("%d registrations claimed, want 2", got)
			}
		})
	})
}

// TestReminderOpensScorecard: the reminder of a scored event opens the
// member's scorecard when they have a flight (they tap the same
// notification at the first tee), and the dashboard when they have none.
func TestReminderOpensScorecard(t *testing.T) {
	kl, _ := time.LoadLocation("Asia/Kuala_Lumpur")
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			fx := newGolfFixture(t, env, false)
			p, a := pushtest.Keys(t)
			env.subscribe(t, fx.annC, subscribeBody("https://push.example.com/ann", p, a))
			env.subscribe(t, fx.eveC, subscribeBody("https://push.example.com/eve", p, a))
			if _, err := env.server.reminders.RunOnce(context.Background(), time.Date(2026, 11, 20, 8, 0, 0, 0, kl)); err != nil {
				t.Fatal(err)
			}
			var rows []struct {
				Endpoint string `bun:"endpoint"`
				Payload  string `bun:"payload"`
			}
			if err := env.store.DB().NewSelect().TableExpr("push_outbox AS o").
				Join("JOIN push_subscriptions AS s ON s.id = o.subscription_id").
				ColumnExpr("s.endpoint, o.payload").Scan(context.Background(), &rows); err != nil {
				t.Fatal(err)
			}
			urls := map[string]string{}
			for _, r := range rows {
				var msg struct {
					URL string `json:"url"`
				}
				if err := json.Unmarshal([]byte(r.Payload), &msg); err != nil {
					t.Fatalf("payload %q: %v", r.Payload, err)
				}
				urls[r.Endpoint] = msg.URL
			}
			want := map[string]string{
				"https://push.example.com/ann": urlf("/events/%d/scorecard", fx.ev.ID),
				"https://push.example.com/eve": "/member",
			}
			if fmt.Sprint(urls) != fmt.Sprint(want) {
				t.Fatalf("push links %v, want %v", urls, want)
			}
			if n := env.latestNotification(t, fx.ann, fx.annC); n == nil || fmt.Sprint(n["params"].(map[string]any)["scorecard"]) != "true" {
				t.Fatalf("Ann's reminder %v: the app's bell links to the scorecard by its scorecard param", n)
			}
			if n := env.latestNotification(t, fx.eve, fx.eveC); n == nil || n["params"].(map[string]any)["scorecard"] != nil {
				t.Fatalf("Eve's reminder %v has no flight, so no scorecard", n)
			}
		})
	})
}
