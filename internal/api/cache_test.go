package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

// TestPublicCacheSeesEveryChange: the public reads are answered from
// memory, yet every change a user can make through the API shows on the
// very next read of the answer it changes. Each row reads first (so the
// answer is cached), makes its change, and reads again.
func TestPublicCacheSeesEveryChange(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 40)
		m := env.createMember(t, "Aisyah Rahman", "0123456780", "", "BH-0001")
		member := env.memberSession(t, m.ID)
		var postID, photoID int64
		register := func(t *testing.T) {
			env.registerFor(t, ev.ID, member)
		}
		rows := []struct {
			name   string
			setup  func(t *testing.T) // before the first read
			urls   []string
			change func(t *testing.T)
			want   string
		}{
			{"member registers", nil, []string{"/api/events", urlf("/api/events/%d", ev.ID), "/api/events?upcoming=1"}, register, `"registered":1`},
			{"member de-registers", nil, []string{"/api/events", urlf("/api/events/%d", ev.ID)}, func(t *testing.T) {
				env.do(req{method: "DELETE", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{member}})
			}, `"registered":0`},
			{"admin removes a registration", register, []string{urlf("/api/events/%d", ev.ID)}, func(t *testing.T) {
				env.adminDo(t, admin, "DELETE", urlf("/api/admin/events/%d/registrations", ev.ID), map[string]string{"memberPhone": "012-345 6780"}, 200)
			}, `"registered":0`},
			{"admin deletes a registered member", register, []string{"/api/events", urlf("/api/events/%d", ev.ID)}, func(t *testing.T) {
				env.adminDo(t, admin, "DELETE", urlf("/api/admin/members/%d", m.ID), nil, 200)
			}, `"registered":0`},
			{"admin edits an event", nil, []string{"/api/events", urlf("/api/events/%d", ev.ID)}, func(t *testing.T) {
				b := eventBody()
				b["title"] = "Monthly Medal (moved)"
				env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID), b, 200)
			}, "Monthly Medal (moved)"},
			{"admin creates an event", nil, []string{"/api/events", "/api/events?upcoming=1"}, func(t *testing.T) {
				b := eventBody()
				b["title"] = "Christmas Scramble"
				env.adminDo(t, admin, "POST", "/api/events", b, 201)
			}, "Christmas Scramble"},
			{"admin deletes an event", nil, []string{"/api/events"}, func(t *testing.T) {
				env.adminDo(t, admin, "DELETE", urlf("/api/events/%d", ev.ID), nil, 200)
			}, "!Monthly Medal (moved)"},
			{"admin publishes a post", nil, []string{"/api/blog"}, func(t *testing.T) {
				body := env.adminDo(t, admin, "POST", "/api/admin/blog", map[string]any{"title": "Greens re-opened", "content": "All eighteen greens are open again."}, 201)
				postID = decodeBytes[struct{ ID int64 }](t, body).ID
			}, "Greens re-opened"},
			{"admin edits a post", nil, []string{"/api/blog"}, func(t *testing.T) {
				env.adminDo(t, admin, "PUT", urlf("/api/admin/blog/%d", postID), map[string]any{"title": "Greens open", "content": "All eighteen greens are open again."}, 200)
			}, "Greens open\""},
			{"admin deletes a post", nil, []string{"/api/blog"}, func(t *testing.T) {
				env.adminDo(t, admin, "DELETE", urlf("/api/admin/blog/%d", postID), nil, 200)
			}, "!Greens open"},
			{"admin adds a photo", nil, []string{"/api/photos", "/api/photos?category=course"}, func(t *testing.T) {
				body := env.adminDo(t, admin, "POST", "/api/admin/photos", map[string]any{"title": "Hole 7 at dawn", "url": "/demo/h7.jpg", "category": "course"}, 201)
				photoID = decodeBytes[struct{ ID int64 }](t, body).ID
			}, "Hole 7 at dawn"},
			{"admin deletes a photo", nil, []string{"/api/photos", "/api/photos?category=course"}, func(t *testing.T) {
				env.adminDo(t, admin, "DELETE", urlf("/api/admin/photos/%d", photoID), nil, 200)
			}, "!Hole 7 at dawn"},
			{"admin renames the club", nil, []string{"/api/settings", "/", "/events", "/manifest.webmanifest"}, func(t *testing.T) {
				env.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Seri Mutiara"}, 200)
			}, "Kelab Golf Seri Mutiara"},
			{"admin uploads a payment QR", nil, []string{"/api/settings"}, func(t *testing.T) {
				rec := env.do(req{method: "POST", url: "/api/admin/settings/qr", body: pngBytes, cookies: []*http.Cookie{admin},
					headers: map[string]string{"Content-Type": "image/png"}})
				if rec.Code != 200 {
					t.Fatalf("upload qr: %d %s", rec.Code, rec.Body)
				}
			}, "/api/files/club/"},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				if row.setup != nil {
					row.setup(t)
				}
				before := map[string]string{}
				for _, u := range row.urls {
					for range 2 { // the second read is served from memory
						before[u] = env.do(req{method: "GET", url: u}).Header().Get("ETag")
					}
				}
				row.change(t)
				want, absent := strings.CutPrefix(row.want, "!")
				for _, u := range row.urls {
					rec := env.do(req{method: "GET", url: u, headers: map[string]string{"If-None-Match": before[u]}})
					if rec.Code != 200 || strings.Contains(rec.Body.String(), want) == absent {
						t.Errorf("GET %s after the change: %d, want %q present=%v in %.300s", u, rec.Code, want, !absent, rec.Body.String())
					}
				}
			})
		}
	})
}

// TestPublicCacheServesFromMemory proves the cache is in the path: a row
// changed behind the server's back (no API call, so no invalidation) is
// not seen until something invalidates the events.
func TestPublicCacheServesFromMemory(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 40)
		env.do(req{method: "GET", url: "/api/events"})
		if _, err := env.store.DB().NewUpdate().Model((*store.Event)(nil)).Set("title = ?", "Changed behind its back").Where("id = ?", ev.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := env.do(req{method: "GET", url: "/api/events"}).Body.String(); strings.Contains(got, "Changed behind its back") {
			t.Fatalf("the second read went to the database: %s", got)
		}
		m := env.createMember(t, "Aisyah Rahman", "0123456780", "", "BH-0001")
		env.registerFor(t, ev.ID, env.memberSession(t, m.ID))
		if got := env.do(req{method: "GET", url: "/api/events"}).Body.String(); !strings.Contains(got, "Changed behind its back") {
			t.Fatalf("after a registration the answer was not rebuilt: %s", got)
		}
	})
}

// TestPublicCacheAcrossInstances: two instances on one PostgreSQL
// database. A change made through A is seen by the very next read on B,
// every time; when B's listener is
// cut, B serves from the database until it is back, then caches again.
func TestPublicCacheAcrossInstances(t *testing.T) {
	a, b := twoInstances(t)
	for _, env := range []*testEnv{a, b} {
		waitFor(t, "the other instance", func() bool { return env.server.cache.KnownInstances() == 1 })
	}
	ev := a.mkEvent(t, "Monthly Medal", "2026-12-05", 200)
	url := urlf("/api/events/%d", ev.ID)
	for i := range 40 {
		m := a.createMember(t, fmt.Sprintf("Member %02d", i), fmt.Sprintf("01230%05d", i), "", "")
		b.do(req{method: "GET", url: url}) // cached on B
		a.registerFor(t, ev.ID, a.memberSession(t, m.ID))
		want := fmt.Sprintf(`"registered":%d`, i+1)
		if got := b.do(req{method: "GET", url: url}).Body.String(); !strings.Contains(got, want) {
			t.Fatalf("round %d: B answered %s, want %s", i, got, want)
		}
	}
	admin := a.loginAdmin(t)
	b.do(req{method: "GET", url: "/api/settings"})
	a.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Seri Mutiara"}, 200)
	if got := b.do(req{method: "GET", url: "/api/settings"}).Body.String(); !strings.Contains(got, "Kelab Golf Seri Mutiara") {
		t.Errorf("B's settings after A renamed the club: %s", got)
	}

	// Cut both listeners: B must not serve from memory while it may be
	// missing invalidations.
	connections := map[*testEnv]uint64{a: a.server.cache.ListenerConnections(), b: b.server.cache.ListenerConnections()}
	var killed int
	if err := a.store.DB().NewRaw(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN "golfclub_cache"%'`).Scan(context.Background(), &killed); err != nil {
		t.Fatal(err)
	}
	if killed != 2 {
		t.Fatalf("terminated %d cache listeners, want 2", killed)
	}
	// Both, and connected anew: the writer waits for the others'
	// acknowledgements only while its own listener is connected (it could
	// not hear them otherwise), A's may come back after B's, and right
	// after the cut an instance still serving has not yet noticed it.
	for _, env := range []*testEnv{a, b} {
		waitFor(t, "cache listener back", func() bool {
			return env.server.cache.ListenerConnections() > connections[env] && env.server.cache.Serving()
		})
	}
	b.do(req{method: "GET", url: url})
	m := a.createMember(t, "Late Member", "0129999990", "", "")
	a.registerFor(t, ev.ID, a.memberSession(t, m.ID))
	if got := b.do(req{method: "GET", url: url}).Body.String(); !strings.Contains(got, `"registered":41`) {
		t.Errorf("after the listener came back: %s", got)
	}
}

func decodeBytes[T any](t *testing.T, body []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return v
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
