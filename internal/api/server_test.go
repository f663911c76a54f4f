package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"golfclub/internal/config"
	"golfclub/internal/store"
)

func TestServerBasics(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			return []scenario{
				{name: "healthz", method: "GET", url: "/healthz", wantStatus: 200, wantContains: []string{`"ok"`}},
				{name: "unknown api path is JSON 404", method: "GET", url: "/api/nope", wantStatus: 404, wantCode: "not_found", wantContains: []string{"No API endpoint"}},
				{name: "wrong method on an api path is a 404", method: "DELETE", url: "/api/events", wantStatus: 404, wantCode: "not_found"},
				{name: "spa fallback", method: "GET", url: "/some/client/route", wantStatus: 200, wantContains: []string{"<div id=root>"}},
				{name: "spa root", method: "GET", url: "/", wantStatus: 200, wantContains: []string{`<div id="root" data-path="/"`}},
				// A visitor's app starts on the first interaction, so only a
				// member's home preloads the events (pages_test.go).
				{name: "home preloads the hero", method: "GET", url: "/", wantStatus: 200,
					wantContains: []string{`<link rel="preload" as="image"`, "/demo/photos/course-hills-480.webp 480w"}, wantNotContains: []string{`href="/api/events"`}},
				{name: "events page preloads the events only", method: "GET", url: "/events", wantStatus: 200,
					wantContains: []string{`href="/api/events"`}, wantNotContains: []string{"course-hills"}},
				{name: "other pages preload the session only", method: "GET", url: "/member", wantStatus: 200,
					wantContains: []string{`<link rel="preload" as="fetch" href="/api/member/session"`}, wantNotContains: []string{`as="image"`, `href="/api/events"`, `href="/api/member/registrations"`}},
				{name: "asset", method: "GET", url: "/assets/app-abc.js", wantStatus: 200, wantContains: []string{"console.log"}},
				{name: "robots.txt is the file", method: "GET", url: "/robots.txt", wantStatus: 200, wantContains: []string{"Disallow: /admin"}, wantNotContains: []string{"<div id=root>"}},
				{name: "missing file is a 404, not the app", method: "GET", url: "/favicon.ico", wantStatus: 404, wantNotContains: []string{"<div id=root>"}},
				{name: "missing nested file is a 404", method: "GET", url: "/images/old-photo.jpg", wantStatus: 404, wantNotContains: []string{"<div id=root>"}},
				{name: "post to spa path", method: "POST", url: "/events", body: "{}", wantStatus: 405, wantCode: "method_not_allowed"},
				{name: "cross-site write rejected", method: "POST", url: "/api/contact", body: "{}",
					headers:    map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"},
					wantStatus: http.StatusForbidden, wantCode: "csrf_rejected", wantContains: []string{"Cross-origin request rejected"}},
				{name: "oversize JSON body", method: "POST", url: "/api/member/login", body: `{"email":"` + strings.Repeat("a", 1<<20) + `"}`,
					wantStatus: http.StatusRequestEntityTooLarge, wantCode: "body_too_large", wantContains: []string{"Request body is too large (limit 1048576 bytes)"}},
			}
		})
	})
}

// TestInternalErrors: a failure the client must not see, returned or
// panicked, is a bare 500 with the code "internal".
func TestInternalErrors(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	for name, h := range map[string]http.Handler{
		"returned": env.server.handle(func(w http.ResponseWriter, r *http.Request) error { return errors.New("disk on fire") }),
		"panicked": env.server.recoverPanics(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic("boom") })),
	} {
		t.Run(name, func(t *testing.T) {
			rec := newRecorder()
			h.ServeHTTP(rec, newTestRequest("GET", "/x", nil))
			checkResponse(t, rec, http.StatusInternalServerError, []string{"Internal server error"}, []string{"disk on fire", "boom"})
			checkCodes(t, rec, "internal", nil)
		})
	}
	// A missing record nobody named is a plain 404.
	rec := newRecorder()
	env.server.handle(func(w http.ResponseWriter, r *http.Request) error {
		return fmt.Errorf("load: %w", store.ErrNotFound)
	}).ServeHTTP(rec, newTestRequest("GET", "/x", nil))
	checkResponse(t, rec, http.StatusNotFound, []string{"Not found"}, nil)
	checkCodes(t, rec, "not_found", nil)
}

func TestSecurityAndCacheHeaders(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	rec := env.do(req{method: "GET", url: "/"})
	h := rec.Header()
	csp := h.Get("Content-Security-Policy")
	if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("CSP = %q", csp)
	}
	for k, want := range map[string]string{
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy":        "strict-origin-when-cross-origin",
		"Cache-Control":          "no-cache",
	} {
		if got := h.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	rec = env.do(req{method: "GET", url: "/assets/app-abc.js"})
	if got := rec.Header().Get("Cache-Control"); !strings.Contains(got, "immutable") {
		t.Errorf("asset Cache-Control = %q", got)
	}
	if got := h.Get("Strict-Transport-Security"); got != "" {
		t.Errorf("HSTS over plain http: %q", got)
	}
	// Served over https, browsers are told to stay on https.
	secure := newEnv(t, storetestSQLite(t), func(c *config.Config) { c.BaseURL = "https://club.example.my" })
	for _, url := range []string{"/", "/api/events", "/api/nope"} {
		if got := secure.do(req{method: "GET", url: url}).Header().Get("Strict-Transport-Security"); got != "max-age=31536000; includeSubDomains" {
			t.Errorf("%s: HSTS = %q", url, got)
		}
	}
}

func TestCrossSiteWriteRejected(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	rec := env.do(req{method: "POST", url: "/api/contact", body: "{}", headers: map[string]string{
		"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example",
	}})
	if rec.Code != http.StatusForbidden {
		t.Fatalf("cross-site POST status = %d, want 403", rec.Code)
	}
	checkResponse(t, rec, http.StatusForbidden, []string{"Cross-origin"}, nil)
	checkCodes(t, rec, "csrf_rejected", nil)
}

// TestClubNameInShell: the page title and the installed app's name are the
// club's, from its settings, before any script runs; an admin's rename
// shows on the next load.
func TestClubNameInShell(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			rec := env.do(req{method: "GET", url: "/events"})
			checkResponse(t, rec, 200, []string{"<title>Kelab Golf Bukit Hijau</title>"}, []string{"Golf Club Community"})
			rec = env.do(req{method: "GET", url: "/manifest.webmanifest"})
			checkResponse(t, rec, 200, []string{`"name":"Kelab Golf Bukit Hijau"`, `"short_name":"Golf Club"`, `"start_url":"/"`}, nil)
			if ct := rec.Header().Get("Content-Type"); ct != "application/manifest+json" {
				t.Errorf("manifest Content-Type %q", ct)
			}
			admin := env.loginAdmin(t)
			settings := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
			settings["clubName"] = "Bukit <Golf>"
			env.adminDo(t, admin, "PUT", "/api/admin/settings", settings, 200)
			checkResponse(t, env.do(req{method: "GET", url: "/"}), 200, []string{"<title>Bukit &lt;Golf&gt;</title>"}, []string{"<title>Bukit <Golf>"})
			checkResponse(t, env.do(req{method: "GET", url: "/manifest.webmanifest"}), 200, []string{`"name":"Bukit <Golf>"`, `"short_name":"Bukit <Golf>"`}, nil)
			// The settings ride in the shell for the first paint, escaped so a
			// value cannot end the script element.
			settings["clubName"] = "Bukit </script><script>alert(1)</script>"
			env.adminDo(t, admin, "PUT", "/api/admin/settings", settings, 200)
			shell := env.do(req{method: "GET", url: "/member"}).Body.String()
			start := strings.Index(shell, `<script id="club-settings" type="application/json">`)
			if start < 0 {
				t.Fatalf("no settings script in the shell: %s", shell)
			}
			body := shell[start+len(`<script id="club-settings" type="application/json">`):]
			body = body[:strings.Index(body, "</script>")]
			var inlined map[string]any
			if err := json.Unmarshal([]byte(body), &inlined); err != nil {
				t.Fatalf("inlined settings are not JSON: %v\n%s", err, body)
			}
			if inlined["clubName"] != settings["clubName"] || inlined["vipPrice"] != settings["vipPrice"] {
				t.Errorf("inlined settings %v, want the saved ones %v", inlined, settings)
			}
		})
	})
}
