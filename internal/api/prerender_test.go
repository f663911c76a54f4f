package api

import (
	"golfclub/internal/i18n"
	"net/http"
	"strings"
	"testing"
)

// prerenderedStandIn is a prerendered page as web/scripts/prerender.mjs
// writes it: the shell with the page's HTML in #root and the settings
// markers the server fills.
func prerenderedStandIn(path, layout, locale string) string {
	return `<!doctype html><html lang="` + locale + `"><head><title>Golf Club Community</title>` + bootStandIn + `</head><div id="root" data-path="` + path + `" data-layout="` + layout +
		`" data-locale="` + locale + `"><header aria-label="@@clubName@@ home"><h1>@@shortName@@</h1></header><main><h1>@@clubName@@</h1></main></div>`
}

// bootStandIn is the prerendered page's first script as the build writes
// it (web/src/boot.ts in place of the app's script, which it names).
const bootStandIn = `<script type="module" crossorigin src="/assets/boot-B.js" data-app="/assets/app-abc.js"></script>`

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
			headers       map[string]string
			want, notWant []string
		}{
			{"home on a phone", "/", phoneUA, nil, []string{`data-layout="mobile"`, `<html lang="en">`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`, `<h1>Bukit</h1>`, `aria-label="Kelab Golf Bukit &amp; Lembah home"`}, nil},
			// The app's chunks go to the first script, fetched after the
			// first paint; the photograph and the data are still preloaded.
			{"home: the app's chunks wait for the first paint", "/", phoneUA, nil, []string{
				`src="/assets/boot-B.js" data-preload="/assets/catalog-EN.js" data-app="/assets/app-abc.js"`,
				`<link rel="preload" as="image"`, `<link rel="preload" as="fetch" href="/api/events"`,
			}, []string{`rel="modulepreload"`, `<script type="module" crossorigin src="/assets/app-abc.js"`}},
			{"home on a desktop", "/", desktopUA, nil, []string{`data-layout="desktop"`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`}, nil},
			{"home for a Malay browser", "/", phoneUA, map[string]string{"Accept-Language": "ms-MY,ms;q=0.9,en;q=0.8"}, []string{`<html lang="ms">`, `data-layout="mobile" data-locale="ms"`}, nil},
			{"home for a browser preferring English over Malay", "/", desktopUA, map[string]string{"Accept-Language": "zh-CN, en-GB;q=0.9, ms;q=0.5"}, []string{`<html lang="en">`, `data-layout="desktop" data-locale="en"`}, nil},
			{"the gc_lang cookie wins over the browser", "/", desktopUA, map[string]string{"Accept-Language": "en-US", "Cookie": "gc_lang=ms"}, []string{`<html lang="ms">`, `data-locale="ms"`}, nil},
			{"a bad gc_lang cookie is ignored", "/", desktopUA, map[string]string{"Accept-Language": "ms", "Cookie": "gc_lang=fr"}, []string{`data-locale="ms"`}, nil},
			// A page the browser renders itself needs its chunks at once.
			{"events: not prerendered, even with a file for it", "/events", phoneUA, nil, []string{`<div id=root></div>`, `<link rel="modulepreload" crossorigin href="/assets/catalog-EN.js"><link rel="modulepreload" crossorigin href="/assets/rest-EN.js">`}, []string{"data-preload", "boot-B.js"}},
			{"a page that is not prerendered", "/gallery", phoneUA, nil, []string{`<div id=root></div>`}, nil},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				headers := map[string]string{"User-Agent": row.ua}
				for k, v := range row.headers {
					headers[k] = v
				}
				rec := env.do(req{method: "GET", url: row.url, headers: headers})
				body := rec.Body.String()
				if rec.Code != 200 || strings.Contains(body, "@@") {
					t.Fatalf("GET %s: %d, markers left: %s", row.url, rec.Code, body)
				}
				for _, w := range row.want {
					if !strings.Contains(body, w) {
						t.Errorf("GET %s: no %q in %s", row.url, w, body)
					}
				}
				for _, w := range row.notWant {
					if strings.Contains(body, w) {
						t.Errorf("GET %s: %q in %s", row.url, w, body)
					}
				}
				vary := strings.Join(rec.Header().Values("Vary"), ", ")
				for _, h := range []string{"User-Agent", "Cookie", "Accept-Language"} {
					if prerenderedName(row.url, "", "") != "" && !strings.Contains(vary, h) {
						t.Errorf("GET %s: Vary %q, want %s (layouts and languages get different HTML)", row.url, vary, h)
					}
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

// TestAcceptLocale: the first of Malay and English by the browser's
// preference, as the app's browserLocale picks from navigator.languages.
func TestAcceptLocale(t *testing.T) {
	for _, row := range []struct{ header, want string }{
		{"", "en"},
		{"ms", "ms"},
		{"ms-MY,ms;q=0.9,en-US;q=0.8", "ms"},
		{"en-GB,en;q=0.9,ms;q=0.8", "en"},
		{"zh-CN,ms;q=0.7", "ms"},
		{"fr, de;q=0.5", "en"},
		{"en;q=0.3, ms;q=0.6", "ms"},
		{"ms;q=0, en;q=0.1", "en"},
		{"ms;q=abc, en-US", "en"},
	} {
		if got := i18n.FromAcceptLanguage(row.header); got != row.want {
			t.Errorf("FromAcceptLanguage(%q) = %q, want %q", row.header, got, row.want)
		}
	}
}

// TestDeferModules: only the modulepreloads move to the first script, and
// only on a page that has it.
func TestDeferModules(t *testing.T) {
	const (
		boot    = `<head><script type="module" crossorigin src="/assets/boot-B.js" data-app="/assets/app-A.js"></script></head>`
		image   = `<link rel="preload" as="image" imagesrcset="/hero-480.webp 480w">`
		chunk   = `<link rel="modulepreload" crossorigin href="/assets/chunk-C.js">`
		catalog = `<link rel="modulepreload" crossorigin href="/assets/catalog-&amp;.js">`
	)
	rows := []struct {
		name, page, links   string
		wantPage, wantLinks string
	}{
		{"modulepreloads go to the first script", boot, image + chunk + catalog,
			`<head><script type="module" crossorigin src="/assets/boot-B.js" data-preload="/assets/chunk-C.js /assets/catalog-&amp;.js" data-app="/assets/app-A.js"></script></head>`, image},
		{"nothing to hand over", boot, image, boot, image},
		{"a page without the first script keeps its links", `<head><script type="module" src="/assets/app-A.js"></script></head>`, image + chunk,
			`<head><script type="module" src="/assets/app-A.js"></script></head>`, image + chunk},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			page, links := deferModules([]byte(row.page), row.links)
			if string(page) != row.wantPage || links != row.wantLinks {
				t.Errorf("deferModules:\npage  %s\nwant  %s\nlinks %s\nwant  %s", page, row.wantPage, links, row.wantLinks)
			}
		})
	}
}
