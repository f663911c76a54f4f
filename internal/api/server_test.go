package api

import (
	"net/http"
	"strings"
	"testing"
)

func TestServerBasics(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.run([]scenario{
			{name: "healthz", method: "GET", url: "/healthz", wantStatus: 200, wantContains: []string{`"ok"`}},
			{name: "unknown api path is JSON 404", method: "GET", url: "/api/nope", wantStatus: 404, wantContains: []string{"No API endpoint"}},
			{name: "spa fallback", method: "GET", url: "/some/client/route", wantStatus: 200, wantContains: []string{"<div id=root>"}},
			{name: "spa root", method: "GET", url: "/", wantStatus: 200, wantContains: []string{"<div id=root>"}},
			{name: "asset", method: "GET", url: "/assets/app-abc.js", wantStatus: 200, wantContains: []string{"console.log"}},
			{name: "post to spa path", method: "POST", url: "/events", body: "{}", wantStatus: 405},
		})
	})
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
}
