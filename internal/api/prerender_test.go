package api

import (
	"net/http"
	"strings"
	"testing"
)

// prerenderedStandIn is a prerendered page as web/scripts/prerender.mjs
// writes it: the shell with the page's HTML in #root and the settings
// markers the server fills.
func prerenderedStandIn(path, layout string) string {
	return `<!doctype html><head><title>Golf Club Community</title></head><div id="root" data-path="` + path + `" data-layout="` + layout +
		`"><header aria-label="@@clubName@@ home"><h1>@@shortName@@</h1></header><main><h1>@@clubName@@</h1></main></div>`
}

const (
	phoneUA   = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36"
	desktopUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36"
)

// TestPrerenderedShell: a prerendered page gets its layout's HTML with the
// club's current names in place of the markers; other pages get the plain
// shell.
func TestPrerenderedShell(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		env.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Bukit & Lembah", "shortName": "Bukit"}, 200)
		rows := []struct {
			name, url, ua string
			want          []string
		}{
			{"home on a phone", "/", phoneUA, []string{`data-layout="mobile"`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`, `<h1>Bukit</h1>`, `aria-label="Kelab Golf Bukit &amp; Lembah home"`}},
			{"home on a desktop", "/", desktopUA, []string{`data-layout="desktop"`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`}},
			{"events: not prerendered, even with a file for it", "/events", phoneUA, []string{`<div id=root></div>`}},
			{"a page that is not prerendered", "/gallery", phoneUA, []string{`<div id=root></div>`}},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				rec := env.do(req{method: "GET", url: row.url, headers: map[string]string{"User-Agent": row.ua}})
				body := rec.Body.String()
				if rec.Code != 200 || strings.Contains(body, "@@") {
					t.Fatalf("GET %s: %d, markers left: %s", row.url, rec.Code, body)
				}
				for _, w := range row.want {
					if !strings.Contains(body, w) {
						t.Errorf("GET %s: no %q in %s", row.url, w, body)
					}
				}
				if prerenderedName(row.url, "") != "" && !strings.Contains(rec.Header().Get("Vary"), "User-Agent") {
					t.Errorf("GET %s: Vary %q, want User-Agent (phones and desktops get different HTML)", row.url, rec.Header().Get("Vary"))
				}
			})
		}
	})
}

// TestPrerenderedShellAfterAnEdit: the names in a prerendered page follow
// the settings at once, for each layout's cached copy, and an empty short
// name shows the app's fallback.
func TestPrerenderedShellAfterAnEdit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		etags := map[string]string{}
		for _, ua := range []string{phoneUA, desktopUA} {
			for range 2 { // the second read is served from memory
				etags[ua] = env.do(req{method: "GET", url: "/", headers: map[string]string{"User-Agent": ua}}).Header().Get("ETag")
			}
		}
		env.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Seri Mutiara", "shortName": ""}, 200)
		for _, ua := range []string{phoneUA, desktopUA} {
			rec := env.do(req{method: "GET", url: "/", headers: map[string]string{"User-Agent": ua, "If-None-Match": etags[ua]}})
			if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "<main><h1>Kelab Golf Seri Mutiara</h1>") ||
				!strings.Contains(rec.Body.String(), "<h1>"+fallbackShortName+"</h1>") {
				t.Errorf("%s after the edit: %d %s", ua, rec.Code, rec.Body.String())
			}
		}
	})
}
