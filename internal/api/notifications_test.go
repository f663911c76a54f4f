package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

func (e *testEnv) registerFor(t *testing.T, eventID int64, c *http.Cookie) {
	t.Helper()
	rec := e.do(req{method: "POST", url: urlf("/api/events/%d/register", eventID), cookies: []*http.Cookie{c},
		body: map[string]string{"guestRateType": "Non-Member Weekday"}})
	if rec.Code != http.StatusCreated {
		t.Fatalf("register: %d %s", rec.Code, rec.Body)
	}
}

func (e *testEnv) unreadCount(t *testing.T, m *store.Member, c *http.Cookie) int {
	t.Helper()
	rec := e.do(req{method: "GET", url: "/api/notifications/" + m.Phone + "/count", cookies: []*http.Cookie{c}})
	if rec.Code != http.StatusOK {
		t.Fatalf("count: %d %s", rec.Code, rec.Body)
	}
	return decode[struct {
		Count int `json:"count"`
	}](t, rec).Count
}

func (e *testEnv) notifications(t *testing.T, m *store.Member, c *http.Cookie) []map[string]any {
	t.Helper()
	rec := e.do(req{method: "GET", url: "/api/notifications/" + m.Phone, cookies: []*http.Cookie{c}})
	if rec.Code != http.StatusOK {
		t.Fatalf("list: %d %s", rec.Code, rec.Body)
	}
	return decode[[]map[string]any](t, rec)
}

type notificationCheck struct {
	HasNew  bool   `json:"hasNew"`
	Title   string `json:"title"`
	Message string `json:"message"`
}

func TestNotificationsCreatedOnRegistration(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		other := env.seedEvent(t, "Other Cup", "2026-12-06", 10, weekdayRates, "")
		amy, amyC := env.seedMember(t, "Amy First", "")
		ben, benC := env.seedMember(t, "Ben Second", "")
		cat, catC := env.seedMember(t, "Cat Third", "")
		_, danC := env.seedMember(t, "Dan Elsewhere", "")
		_, eveC := env.seedMember(t, "Eve Fourth", "")
		_, fayC := env.seedMember(t, "Fay Fifth", "")

		type note struct{ title, message string }
		joined := func(name string) note { return note{"New member joined", name + " just joined Monthly Medal"} }
		check := func(m *store.Member, c *http.Cookie, unread int, want ...note) {
			t.Helper()
			if n := env.unreadCount(t, m, c); n != unread {
				t.Errorf("%s: count %d, want %d", m.Name, n, unread)
			}
			list := env.notifications(t, m, c)
			if len(list) != len(want) {
				t.Fatalf("%s: %d notifications, want %d: %v", m.Name, len(list), len(want), list)
			}
			for i, n := range list {
				if n["title"] != want[i].title || n["message"] != want[i].message {
					t.Errorf("%s #%d: %q / %q, want %q / %q", m.Name, i, n["title"], n["message"], want[i].title, want[i].message)
				}
				if n["type"] != "FELLOW_MEMBER_JOINED" || n["eventTitle"] != "Monthly Medal" || n["eventId"] != float64(ev.ID) ||
					n["createdAt"] != "2026-11-21T02:00:00Z" {
					t.Errorf("%s #%d = %v", m.Name, i, n)
				}
				if len(n) != 9 || n["params"] == nil {
					t.Errorf("%s #%d has fields beyond the contract: %v", m.Name, i, n)
				}
			}
		}

		env.registerFor(t, ev.ID, amyC)
		check(amy, amyC, 0)
		env.registerFor(t, ev.ID, benC)
		check(amy, amyC, 1, joined("Ben Second"))
		env.registerFor(t, ev.ID, catC)
		env.registerFor(t, other.ID, danC) // another event: nobody above hears of it
		// Amy's unread notice of Ben takes in Cat instead of a second one.
		check(amy, amyC, 1, note{"New members joined", "Cat Third and one other member just joined Monthly Medal"})
		check(ben, benC, 1, joined("Cat Third"))
		check(cat, catC, 0)
		env.registerFor(t, ev.ID, eveC)
		check(amy, amyC, 1, note{"New members joined", "Eve Fourth and 2 other members just joined Monthly Medal"})
		if n := env.notifications(t, amy, amyC)[0]; n["isRead"] != false ||
			fmt.Sprint(n["params"]) != fmt.Sprint(map[string]any{"eventId": float64(ev.ID), "eventTitle": "Monthly Medal", "memberName": "Eve Fourth", "others": float64(2)}) {
			t.Errorf("Amy's folded notice: %v", n)
		}

		// Once read, a notice takes in nobody else: the next one is new.
		amyNotice := int64(env.notifications(t, amy, amyC)[0]["id"].(float64))
		if rec := env.do(req{method: "PATCH", url: urlf("/api/notifications/%d/read", amyNotice), cookies: []*http.Cookie{amyC}}); rec.Code != 200 {
			t.Fatalf("read: %d %s", rec.Code, rec.Body)
		}
		env.registerFor(t, ev.ID, fayC)
		check(amy, amyC, 1, joined("Fay Fifth"), note{"New members joined", "Eve Fourth and 2 other members just joined Monthly Medal"})
		check(ben, benC, 1, note{"New members joined", "Fay Fifth and 2 other members just joined Monthly Medal"})

		// The newcomer's phone never reaches the others.
		rec := env.do(req{method: "GET", url: "/api/notifications/" + amy.Phone, cookies: []*http.Cookie{amyC}})
		checkResponse(t, rec, 200, nil, []string{cat.Phone, ben.Phone, "newMemberPhone", "memberPhone"})
	})
}

// Registering must succeed even when notifying the others fails.
func TestRegistrationSurvivesNotifyFailure(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		_, amyC := env.seedMember(t, "Amy First", "")
		_, benC := env.seedMember(t, "Ben Second", "")
		env.registerFor(t, ev.ID, amyC)
		if _, err := env.store.DB().ExecContext(context.Background(), "DROP TABLE notifications"); err != nil {
			t.Fatal(err)
		}
		env.registerFor(t, ev.ID, benC)
		if reg, rows := env.eventSeats(t, ev.ID); reg != 2 || rows != 2 {
			t.Fatalf("seats %d rows %d, want 2 and 2", reg, rows)
		}
	})
}

// notificationsFixture: Amy has two FELLOW_MEMBER_JOINED notifications
// (Ben joined her Spring Cup, then Cat her Monthly Medal) and an older one;
// Ben has one (Cat joined his Club Night).
type notificationsFixture struct {
	amy, ben         *store.Member
	amyC, benC, catC *http.Cookie
	amyNewest, benID int64
	intl             string
}

func newNotificationsFixture(t *testing.T, env *testEnv) *notificationsFixture {
	t.Helper()
	ctx := context.Background()
	ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
	amy, amyC := env.seedMember(t, "Amy First", "")
	ben, benC := env.seedMember(t, "Ben Second", "")
	_, catC := env.seedMember(t, "Cat Third", "")
	cup := env.seedEvent(t, "Spring Cup", "2026-12-06", 10, weekdayRates, "")
	night := env.seedEvent(t, "Club Night", "2026-12-07", 10, weekdayRates, "")
	env.registerFor(t, ev.ID, amyC)
	env.registerFor(t, cup.ID, amyC)
	env.registerFor(t, cup.ID, benC) // Amy: 1
	env.registerFor(t, night.ID, benC)
	env.registerFor(t, night.ID, catC) // Ben: 1
	env.registerFor(t, ev.ID, catC)    // Amy: 2
	old := &store.Notification{MemberID: amy.ID, MemberPhone: amy.Phone, Type: "OTHER", Title: "Old news",
		Message: "Course closed last week", CreatedAt: testNow.Add(-time.Hour)}
	if _, err := env.store.DB().NewInsert().Model(old).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	amyList := env.notifications(t, amy, amyC)
	if len(amyList) != 3 || amyList[2]["title"] != "Old news" {
		t.Fatalf("Amy's list, newest first: %v", amyList)
	}
	amyNewest := int64(amyList[0]["id"].(float64))
	benList := env.notifications(t, ben, benC)
	if len(benList) != 1 {
		t.Fatalf("Ben's list: %v", benList)
	}
	benID := int64(benList[0]["id"].(float64))
	intl := "+6" + amy.Phone // +60190000001: the same number, written internationally

	return &notificationsFixture{amy: amy, ben: ben, amyC: amyC, benC: benC, catC: catC, amyNewest: amyNewest, benID: benID, intl: intl}
}

func TestNotificationsAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newNotificationsFixture(t, env)
			amy, amyC, benC, amyNewest, intl := fx.amy, fx.amyC, fx.benC, fx.amyNewest, fx.intl
			rows := []scenario{
				{name: "list signed out", method: "GET", url: "/api/notifications/" + amy.Phone, wantStatus: 401, wantCode: "unauthorized"},
				{name: "count signed out", method: "GET", url: "/api/notifications/" + amy.Phone + "/count", wantStatus: 401, wantCode: "unauthorized"},
				{name: "check signed out", method: "GET", url: "/api/notifications/check", wantStatus: 401, wantCode: "unauthorized"},
				{name: "read signed out", method: "PATCH", url: urlf("/api/notifications/%d/read", amyNewest), wantStatus: 401, wantCode: "unauthorized"},
				{name: "read-all signed out", method: "PATCH", url: "/api/notifications/" + amy.Phone + "/read-all", wantStatus: 401, wantCode: "unauthorized"},
				{name: "clear-all signed out", method: "DELETE", url: "/api/notifications/" + amy.Phone + "/clear-all", wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin is no member", method: "GET", url: "/api/notifications/" + amy.Phone, cookies: []*http.Cookie{env.seedAdmin(t)}, wantStatus: 401, wantCode: "unauthorized"},

				{name: "list of another", method: "GET", url: "/api/notifications/" + amy.Phone, cookies: []*http.Cookie{benC},
					wantStatus: 403, wantCode: "forbidden", wantContains: []string{"You can only see your own notifications"}, wantNotContains: []string{"Cat Third", "Old news"}},
				{name: "count of another", method: "GET", url: "/api/notifications/" + intl + "/count", cookies: []*http.Cookie{benC},
					wantStatus: 403, wantCode: "forbidden", wantNotContains: []string{"count"}},
				{name: "read-all of another", method: "PATCH", url: "/api/notifications/" + amy.Phone + "/read-all", cookies: []*http.Cookie{benC}, wantStatus: 403, wantCode: "forbidden"},
				{name: "clear-all of another", method: "DELETE", url: "/api/notifications/" + amy.Phone + "/clear-all", cookies: []*http.Cookie{benC}, wantStatus: 403, wantCode: "forbidden"},
				{name: "read another's notification", method: "PATCH", url: urlf("/api/notifications/%d/read", amyNewest), cookies: []*http.Cookie{benC},
					wantStatus: 404, wantCode: "not_found", wantContains: []string{"Notification not found"}, wantNotContains: []string{"Cat Third"}},
				{name: "read missing notification", method: "PATCH", url: "/api/notifications/999999/read", cookies: []*http.Cookie{benC}, wantStatus: 404, wantCode: "not_found"},
				{name: "read bad id", method: "PATCH", url: "/api/notifications/abc/read", cookies: []*http.Cookie{benC}, wantStatus: 400, wantCode: "invalid_id"},

				{name: "list bad phone", method: "GET", url: "/api/notifications/12ab", cookies: []*http.Cookie{amyC}, wantStatus: 400, wantCode: "invalid_phone", wantContains: []string{"valid Malaysian phone"}},
				{name: "count bad phone", method: "GET", url: "/api/notifications/123/count", cookies: []*http.Cookie{amyC}, wantStatus: 400, wantCode: "invalid_phone"},
				{name: "read-all bad phone", method: "PATCH", url: "/api/notifications/%2B44123456789/read-all", cookies: []*http.Cookie{amyC}, wantStatus: 400, wantCode: "invalid_phone"},
				{name: "clear-all bad phone", method: "DELETE", url: "/api/notifications/x/clear-all", cookies: []*http.Cookie{amyC}, wantStatus: 400, wantCode: "invalid_phone"},

				{name: "own list, international form", method: "GET", url: "/api/notifications/" + intl, cookies: []*http.Cookie{amyC},
					wantStatus: 200, wantContains: []string{"Cat Third just joined Monthly Medal", "Old news"}},
				{name: "own count", method: "GET", url: "/api/notifications/" + amy.Phone + "/count", cookies: []*http.Cookie{amyC},
					wantStatus: 200, wantContains: []string{`{"count":3}`}},
			}
			for i := range rows {
				if rows[i].wantStatus >= 400 {
					rows[i].after = func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if n := env.unreadCount(t, amy, amyC); n != 3 {
							t.Fatalf("Amy's count after a refused call %d, want 3", n)
						}
					}
				}
			}
			return rows
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			fx := newNotificationsFixture(t, env)
			amy, ben, amyC, benC, amyNewest, benID := fx.amy, fx.ben, fx.amyC, fx.benC, fx.amyNewest, fx.benID
			rec := env.do(req{method: "GET", url: "/api/notifications/check", cookies: []*http.Cookie{amyC}})
			if got := decode[notificationCheck](t, rec); rec.Code != 200 || got != (notificationCheck{true, "New member joined", "Cat Third just joined Monthly Medal"}) {
				t.Fatalf("check: %d %+v", rec.Code, got)
			}

			// Read one: the notification comes back read, the count drops.
			rec = env.do(req{method: "PATCH", url: urlf("/api/notifications/%d/read", amyNewest), cookies: []*http.Cookie{amyC}})
			got := decode[map[string]any](t, rec)
			if rec.Code != 200 || got["isRead"] != true || got["message"] != "Cat Third just joined Monthly Medal" || got["id"] != float64(amyNewest) {
				t.Fatalf("read: %d %v", rec.Code, got)
			}
			if n := env.unreadCount(t, amy, amyC); n != 2 {
				t.Fatalf("count after read %d, want 2", n)
			}
			// Reading it again is harmless.
			if rec := env.do(req{method: "PATCH", url: urlf("/api/notifications/%d/read", amyNewest), cookies: []*http.Cookie{amyC}}); rec.Code != 200 {
				t.Fatalf("read again: %d %s", rec.Code, rec.Body)
			}
			// Check now finds the next fresh unread one; the hour-old one is not news.
			rec = env.do(req{method: "GET", url: "/api/notifications/check", cookies: []*http.Cookie{amyC}})
			if got := decode[notificationCheck](t, rec); got.Message != "Ben Second just joined Spring Cup" {
				t.Fatalf("check after read: %+v", got)
			}

			rec = env.do(req{method: "PATCH", url: "/api/notifications/" + amy.Phone + "/read-all", cookies: []*http.Cookie{amyC}})
			checkResponse(t, rec, 200, []string{`"count":2`, `"message":"2 notifications marked as read"`}, nil)
			if n := env.unreadCount(t, amy, amyC); n != 0 {
				t.Fatalf("count after read-all %d, want 0", n)
			}
			for _, n := range env.notifications(t, amy, amyC) {
				if n["isRead"] != true {
					t.Errorf("unread after read-all: %v", n)
				}
			}
			rec = env.do(req{method: "GET", url: "/api/notifications/check", cookies: []*http.Cookie{amyC}})
			checkResponse(t, rec, 200, []string{`{"hasNew":false,"title":"","message":""}`}, nil)

			// Ben's notification was untouched by all of Amy's calls.
			if n := env.unreadCount(t, ben, benC); n != 1 {
				t.Fatalf("Ben's count %d, want 1", n)
			}

			rec = env.do(req{method: "DELETE", url: "/api/notifications/" + amy.Phone + "/clear-all", cookies: []*http.Cookie{amyC}})
			checkResponse(t, rec, 200, []string{`"count":3`, `"message":"3 notifications cleared"`}, nil)
			if list := env.notifications(t, amy, amyC); len(list) != 0 {
				t.Fatalf("list after clear-all: %v", list)
			}
			rec = env.do(req{method: "DELETE", url: "/api/notifications/" + amy.Phone + "/clear-all", cookies: []*http.Cookie{amyC}})
			checkResponse(t, rec, 200, []string{`"count":0`, `"message":"0 notifications cleared"`}, nil)
			if rec := env.do(req{method: "GET", url: "/api/notifications/" + amy.Phone, cookies: []*http.Cookie{amyC}}); strings.TrimSpace(rec.Body.String()) != "[]" {
				t.Fatalf("empty list is %q, want []", rec.Body)
			}
			// A cleared notification is gone for read too.
			if rec := env.do(req{method: "PATCH", url: urlf("/api/notifications/%d/read", amyNewest), cookies: []*http.Cookie{amyC}}); rec.Code != 404 {
				t.Fatalf("read cleared: %d", rec.Code)
			}

			rec = env.do(req{method: "PATCH", url: urlf("/api/notifications/%d/read", benID), cookies: []*http.Cookie{benC}})
			checkResponse(t, rec, 200, []string{`"isRead":true`}, nil)
			rec = env.do(req{method: "PATCH", url: "/api/notifications/" + ben.Phone + "/read-all", cookies: []*http.Cookie{benC}})
			checkResponse(t, rec, 200, []string{`"count":0`}, nil)
		})
	})
}

// The list holds at most 100, the newest.
func TestNotificationsListLimit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		amy, amyC := env.seedMember(t, "Amy First", "")
		rows := make([]store.Notification, 105)
		for i := range rows {
			rows[i] = store.Notification{MemberID: amy.ID, MemberPhone: amy.Phone, Type: "EVENT_UPDATE", Title: "Update",
				Message: urlf("update %d", i), CreatedAt: testNow.Add(time.Duration(i-200) * time.Minute)}
		}
		if _, err := env.store.DB().NewInsert().Model(&rows).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		list := env.notifications(t, amy, amyC)
		if len(list) != 100 || list[0]["message"] != "update 104" || list[99]["message"] != "update 5" {
			t.Fatalf("%d notifications, first %v, last %v", len(list), list[0]["message"], list[len(list)-1]["message"])
		}
		if n := env.unreadCount(t, amy, amyC); n != 105 {
			t.Fatalf("count %d, want 105 (all unread, not only the listed)", n)
		}
	})
}
