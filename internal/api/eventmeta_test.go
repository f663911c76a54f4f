package api

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestEventPageOpenGraph(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			medal := env.mkEvent(t, "Monthly Medal", "2026-12-05", 20)
			medal.Image = "/demo/photos/fairway-grass.jpg"
			if err := env.server.club.UpdateEvent(context.Background(), medal); err != nil {
				t.Fatal(err)
			}
			evil := env.mkEvent(t, `Cup "<script>alert(1)</script>" & more`, "2026-12-12", 20)
			evil.Time, evil.Image = `7:30 AM "shotgun"`, `https://cdn.example.test/a.jpg?x="><script>`
			if err := env.server.club.UpdateEvent(context.Background(), evil); err != nil {
				t.Fatal(err)
			}
			page := "/events/" + itoa64(medal.ID)
			return []scenario{
				{name: "event page tags", method: "GET", url: page, wantStatus: 200, wantContains: []string{
					`<meta property="og:title" content="Monthly Medal">`,
					`<meta property="og:description" content="Sat, 5 December 2026 · 7:30 AM · from RM 120">`,
					`<meta property="og:image" content="http://example.test/demo/photos/fairway-grass.jpg">`,
					`<meta property="og:url" content="http://example.test` + page + `">`,
					`<link rel="preload" as="fetch" href="/api/events/` + itoa64(medal.ID) + `"`,
				},
					// The title stays the club's: the app reads the club's
					// name from it.
					wantNotContains: []string{"<title>Monthly Medal"}},
				{name: "event page trailing slash", method: "GET", url: page + "/", wantStatus: 200, wantContains: []string{`og:title" content="Monthly Medal"`}},
				{name: "event page escapes everything", method: "GET", url: "/events/" + itoa64(evil.ID), wantStatus: 200,
					wantContains: []string{
						`og:title" content="Cup &#34;&lt;script&gt;alert(1)&lt;/script&gt;&#34; &amp; more"`,
						`og:description" content="Sat, 12 December 2026 · 7:30 AM &#34;shotgun&#34; · from RM 120"`,
						`og:image" content="https://cdn.example.test/a.jpg?x=&#34;&gt;&lt;script&gt;"`,
					},
					wantNotContains: []string{"<script>alert", `x="><script>`}},
				{name: "unknown event generic shell", method: "GET", url: "/events/99999", wantStatus: 200,
					wantContains: []string{"<title>"}, wantNotContains: []string{"og:title"}},
				{name: "non canonical id generic shell", method: "GET", url: "/events/0" + itoa64(medal.ID), wantStatus: 200,
					wantNotContains: []string{"og:title"}},
				{name: "events list has no event tags", method: "GET", url: "/events", wantStatus: 200, wantNotContains: []string{"og:title"}},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			// The kept shell follows the event: renamed through the
			// admin API, the next read has the new title; deleted, the
			// page has no tags.
			ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 20)
			page := "/events/" + itoa64(ev.ID)
			get := func() *httptest.ResponseRecorder { return env.do(req{method: "GET", url: page}) }
			if rec := get(); !strings.Contains(rec.Body.String(), `og:title" content="Monthly Medal"`) {
				t.Fatalf("first read: %s", rec.Body.String())
			}
			admin := env.loginAdmin(t)
			body := eventBody()
			body["title"] = "Monthly Medal Final"
			env.adminDo(t, admin, "PUT", "/api/events/"+itoa64(ev.ID), body, 200)
			if rec := get(); !strings.Contains(rec.Body.String(), `og:title" content="Monthly Medal Final"`) {
				t.Errorf("after the rename: %s", rec.Body.String())
			}
			env.adminDo(t, admin, "DELETE", "/api/events/"+itoa64(ev.ID), nil, 200)
			if rec := get(); strings.Contains(rec.Body.String(), "og:title") {
				t.Errorf("after the delete: %s", rec.Body.String())
			}
		})
	})
}

func TestEventPageID(t *testing.T) {
	for path, want := range map[string]int64{"/events/12": 12, "/events/12/": 12, "/events/012": 0, "/events/0": 0,
		"/events/-1": 0, "/events/abc": 0, "/events": 0, "/events/1/2": 0, "/eventsx/1": 0, "/events/99999999999999999999": 0} {
		got, ok := eventPageID(path)
		if ok != (want != 0) || got != want {
			t.Errorf("eventPageID(%q) = %d, %v; want %d", path, got, ok, want)
		}
	}
}

func TestWithEventMeta(t *testing.T) {
	shell := []byte(`<html><head><meta name="description" content="The club." /><title>Kelab Golf</title></head><body></body></html>`)
	out := string(withEventMeta(shell, eventMeta{Title: `A & B`, Description: `Sat · "from RM 1"`, URL: "http://x/events/1", Image: "http://x/i.jpg"}))
	for _, want := range []string{
		`<meta name="description" content="Sat · &#34;from RM 1&#34;" />`, `<title>Kelab Golf</title>`,
		`<meta property="og:title" content="A &amp; B"><meta property="og:description"`, `<link rel="canonical" href="http://x/events/1"></head>`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in %s", want, out)
		}
	}
	if strings.Contains(out, "The club.") || strings.Contains(out, "og:site_name") {
		t.Errorf("old description or an empty site name left in: %s", out)
	}
}
