package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"golfclub/internal/store"
)

// TestWaitlistScenarios: the member calls of the waitlist, one row each
// on a full event (capacity 1, Amy registered, Ben waiting).
func TestWaitlistScenarios(t *testing.T) {
	type fx struct {
		full, open       *store.Event
		amy, ben, cat    *store.Member
		amyC, benC, catC *http.Cookie
	}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			f := &fx{full: env.mkEvent(t, "Full Medal", "2026-12-05", 1), open: env.mkEvent(t, "Open Medal", "2026-12-06", 5)}
			f.amy, f.amyC = env.seedMember(t, "Amy", "")
			f.ben, f.benC = env.seedMember(t, "Ben", "")
			f.cat, f.catC = env.seedMember(t, "Cat", "")
			env.mkReg(t, f.full, f.amy, "Non-Member Weekday")
			rate := map[string]any{"guestRateType": "Non-Member Weekday"}
			url := urlf("/api/events/%d/waitlist", f.full.ID)
			join := func(t *testing.T, env *testEnv, c *http.Cookie) {
				t.Helper()
				if rec := env.do(req{method: "POST", url: url, body: rate, cookies: []*http.Cookie{c}}); rec.Code != http.StatusCreated {
					t.Fatalf("join: %d %s", rec.Code, rec.Body)
				}
			}
			benWaits := func(t *testing.T, env *testEnv) { join(t, env, f.benC) }
			waiting := func(n int) func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				return func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
					if list, err := env.store.Waitlist(t.Context(), f.full.ID); err != nil || len(list) != n {
						t.Fatalf("waitlist = %+v, %v; want %d entries", list, err, n)
					}
				}
			}
			return []scenario{
				{name: "join a full event", method: "POST", url: url, body: rate, cookies: []*http.Cookie{f.benC},
					wantStatus: 201, wantContains: []string{`"count":1`, `"position":1`}, after: waiting(1)},
				{name: "second in line", before: benWaits, method: "POST", url: url, body: rate, cookies: []*http.Cookie{f.catC},
					wantStatus: 201, wantContains: []string{`"count":2`, `"position":2`}, after: waiting(2)},
				{name: "join twice", before: benWaits, method: "POST", url: url, body: rate, cookies: []*http.Cookie{f.benC},
					wantStatus: 409, wantCode: "already_waitlisted", after: waiting(1)},
				{name: "registered member cannot wait", method: "POST", url: url, body: rate, cookies: []*http.Cookie{f.amyC},
					wantStatus: 409, wantCode: "already_registered", after: waiting(0)},
				{name: "event with seats", method: "POST", url: urlf("/api/events/%d/waitlist", f.open.ID), body: rate, cookies: []*http.Cookie{f.benC},
					wantStatus: 409, wantCode: "event_not_full"},
				{name: "rate required", method: "POST", url: url, body: map[string]any{}, cookies: []*http.Cookie{f.benC},
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"guestRateType": "required"}, after: waiting(0)},
				{name: "member rate needs membership", method: "POST", url: url, body: map[string]any{"guestRateType": "Member Weekday"}, cookies: []*http.Cookie{f.benC},
					wantStatus: 403, wantCode: "membership_required", after: waiting(0)},
				{name: "unknown event", method: "POST", url: "/api/events/99999/waitlist", body: rate, cookies: []*http.Cookie{f.benC},
					wantStatus: 404, wantCode: "not_found"},
				{name: "visitor cannot join", method: "POST", url: url, body: rate,
					wantStatus: 401, wantCode: "unauthorized", after: waiting(0)},
				{name: "admin session is not a member", method: "POST", url: url, body: rate, cookies: []*http.Cookie{env.seedAdmin(t)},
					wantStatus: 401, after: waiting(0)},
				{name: "leave", before: benWaits, method: "DELETE", url: url, cookies: []*http.Cookie{f.benC},
					wantStatus: 200, after: waiting(0)},
				{name: "leave when not on it", before: benWaits, method: "DELETE", url: url, cookies: []*http.Cookie{f.catC},
					wantStatus: 404, wantCode: "not_on_waitlist", after: waiting(1)},
				{name: "visitor sees the length only", before: benWaits, method: "GET", url: url,
					wantStatus: 200, wantContains: []string{`"count":1`, `"position":0`}},
				{name: "member sees their place", before: benWaits, method: "GET", url: url, cookies: []*http.Cookie{f.benC},
					wantStatus: 200, wantContains: []string{`"count":1`, `"position":1`}},
				{name: "member's own waitlists", before: benWaits, method: "GET", url: "/api/member/waitlists", cookies: []*http.Cookie{f.benC},
					wantStatus: 200, wantContains: []string{urlf(`[{"eventId":%d,"position":1}]`, f.full.ID)}},
				{name: "another member's waitlists stay theirs", before: benWaits, method: "GET", url: "/api/member/waitlists", cookies: []*http.Cookie{f.catC},
					wantStatus: 200, wantContains: []string{`[]`}},
				{name: "move needs a direction", before: benWaits, method: "POST", url: urlf("/api/admin/events/%d/waitlist/1/move", f.full.ID),
					body: map[string]any{"direction": "sideways"}, cookies: []*http.Cookie{env.seedAdmin(t)},
					wantStatus: 400, wantCode: "invalid_direction", wantFields: map[string]string{"direction": "invalid_direction"}},
				{name: "remove unknown entry", method: "DELETE", url: urlf("/api/admin/events/%d/waitlist/4242", f.full.ID), cookies: []*http.Cookie{env.seedAdmin(t)},
					wantStatus: 404, wantCode: "not_found"},
				{name: "pay hours out of range", method: "PUT", url: urlf("/api/events/%d", f.full.ID), cookies: []*http.Cookie{env.seedAdmin(t)},
					body: with(eventBody(), "promotionPayHours", 0, "capacity", 1), wantStatus: 400, wantCode: "out_of_range",
					wantFields: map[string]string{"promotionPayHours": "out_of_range"}},
				{name: "pay hours not a number", method: "PUT", url: urlf("/api/events/%d", f.full.ID), cookies: []*http.Cookie{env.seedAdmin(t)},
					body: with(eventBody(), "promotionPayHours", "soon", "capacity", 1), wantStatus: 400, wantCode: "invalid_number"},
			}
		})
	})
}

// TestWaitlistPromotionStory follows one waitlist through HTTP: members
// join, the admin reorders, removes a registration and raises capacity,
// the promoted hear of it with their deadline, and an unpaid promotion
// lapses to the next in line.
func TestWaitlistPromotionStory(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.seedAdmin(t)
			ev := env.mkEvent(t, "Club Medal", "2026-12-05", 1)
			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID),
				with(eventBody(), "title", "Club Medal", "capacity", 1, "promotionPayHours", 48), 200)
			amy, _ := env.seedMember(t, "Amy", "")
			ben, benC := env.seedMember(t, "Ben", "")
			cat, catC := env.seedMember(t, "Cat", "")
			dan, danC := env.seedMember(t, "Dan", "")
			env.mkReg(t, ev, amy, "Non-Member Weekday")
			url := urlf("/api/events/%d/waitlist", ev.ID)
			for _, c := range []*http.Cookie{catC, benC, danC} {
				env.adminDo(t, c, "POST", url, map[string]any{"guestRateType": "Non-Member Weekday"}, 201)
			}
			list := decodeBytes[[]adminWaitlistEntry](t, env.adminDo(t, admin, "GET", urlf("/api/admin/events/%d/waitlist", ev.ID), nil, 200))
			if len(list) != 3 || list[0].MemberID != cat.ID || list[1].MemberID != ben.ID || list[0].MemberPhone != cat.Phone {
				t.Fatalf("admin waitlist = %+v", list)
			}
			// Ben up to first.
			list = decodeBytes[[]adminWaitlistEntry](t, env.adminDo(t, admin, "POST",
				urlf("/api/admin/events/%d/waitlist/%d/move", ev.ID, list[1].ID), map[string]any{"direction": "up"}, 200))
			if list[0].MemberID != ben.ID || list[0].Position != 1 || list[1].MemberID != cat.ID || list[1].Position != 2 {
				t.Fatalf("after move = %+v", list)
			}

			// The admin removes Amy: Ben is promoted in the same step.
			env.adminDo(t, admin, "DELETE", urlf("/api/admin/events/%d/registrations", ev.ID), map[string]any{"memberPhone": amy.Phone}, 200)
			if got := env.seats(t, ev.ID); got != 1 {
				t.Fatalf("seats after removal = %d", got)
			}
			payBy := testNow.Add(48 * time.Hour).UTC().Format(time.RFC3339)
			note := env.latestNotification(t, ben, benC)
			if note == nil || note["type"] != store.NotificationWaitlistPromoted || note["title"] != "You are in: Club Medal" {
				t.Fatalf("Ben's notification = %v", note)
			}
			if params, _ := note["params"].(map[string]any); params == nil || params["payBy"] != payBy {
				t.Fatalf("Ben's params = %v, want payBy %s", note["params"], payBy)
			}
			regs := decodeBytes[[]registrationView](t, env.adminDo(t, benC, "GET", "/api/member/registrations", nil, 200))
			if len(regs) != 1 || regs[0].EventID != ev.ID || regs[0].PayBy == nil || !regs[0].PayBy.Equal(testNow.Add(48*time.Hour)) || regs[0].IsPaid {
				t.Fatalf("Ben's registrations = %+v", regs)
			}
			if got := env.do(req{method: "GET", url: url, cookies: []*http.Cookie{catC}}).Body.String(); got != `{"count":2,"position":1}`+"\n" && got != `{"count":2,"position":1}` {
				t.Fatalf("Cat's place = %s", got)
			}

			// Raising the capacity to 2 promotes Cat.
			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID),
				with(eventBody(), "title", "Club Medal", "capacity", 2, "promotionPayHours", 48), 200)
			if note := env.latestNotification(t, cat, catC); note == nil || note["type"] != store.NotificationWaitlistPromoted {
				t.Fatalf("Cat's notification = %v", note)
			}
			// Cat sends a slip in time; Ben does not. After the deadline Ben's
			// seat goes to Dan, and Cat keeps hers.
			up := env.upload(t, catC, pngBytes)
			catRegs := decodeBytes[[]registrationView](t, env.adminDo(t, catC, "GET", "/api/member/registrations", nil, 200))
			env.adminDo(t, catC, "POST", urlf("/api/payment/%d/reference", catRegs[0].ID), map[string]string{"fileUrl": up.FileURL, "fileName": "slip.png"}, 200)
			n, err := env.server.club.ExpirePromotions(t.Context(), testNow.Add(49*time.Hour))
			if err != nil || n != 1 {
				t.Fatalf("expired %d, %v; want Ben's only", n, err)
			}
			if note := env.latestNotification(t, ben, benC); note == nil || note["type"] != store.NotificationWaitlistLapsed {
				t.Fatalf("Ben's lapse notification = %v", note)
			}
			if note := env.latestNotification(t, dan, danC); note == nil || note["type"] != store.NotificationWaitlistPromoted {
				t.Fatalf("Dan's notification = %v", note)
			}
			rows, err := env.store.EventRegistrations(t.Context(), ev.ID)
			if err != nil || len(rows) != 2 || rows[0].MemberID != cat.ID || rows[1].MemberID != dan.ID {
				t.Fatalf("registrations after expiry = %+v, %v", rows, err)
			}
		})
	})
}
