package site

import (
	"golfclub/internal/i18n"
	"testing"
)

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

// TestStartOnInteraction: the mark goes on the prerendered page's first
// script, and a page without it is left alone.
func TestStartOnInteraction(t *testing.T) {
	for _, row := range []struct{ name, page, want string }{
		{"the first script", `<script type="module" src="/assets/boot-B.js" data-app="/assets/app-A.js"></script>`,
			`<script type="module" src="/assets/boot-B.js" data-start="interaction" data-app="/assets/app-A.js"></script>`},
		{"no first script", `<script type="module" src="/assets/app-A.js"></script>`, `<script type="module" src="/assets/app-A.js"></script>`},
	} {
		t.Run(row.name, func(t *testing.T) {
			if got := string(startOnInteraction([]byte(row.page))); got != row.want {
				t.Errorf("startOnInteraction:\n got %s\nwant %s", got, row.want)
			}
		})
	}
}
