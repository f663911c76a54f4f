package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func TestWithPreloadsGoesBeforeTheFirstScript(t *testing.T) {
	shell := "<html><head><title>x</title><script type=module src=/a.js></script></head><body></body></html>"
	out := string(withPreloads([]byte(shell), pagePreloads("/events", "en", shellPreloads{}, false)))
	link, script := strings.Index(out, `rel="preload"`), strings.Index(out, "<script")
	if link < 0 || script < link {
		t.Errorf("preload not before the script: %s", out)
	}
	noScript := "<html><head><title>x</title></head><body></body></html>"
	out = string(withPreloads([]byte(noScript), pagePreloads("/", "en", shellPreloads{}, false)))
	if !strings.Contains(out, `fetchpriority="high"`) || strings.Index(out, "</head>") < strings.Index(out, `rel="preload"`) {
		t.Errorf("preload not in the head: %s", out)
	}
	if got := string(withPreloads([]byte(shell), "")); got != shell {
		t.Errorf("no preloads, yet the shell changed: %s", got)
	}
}

func TestChunkPreloadsFollowTheManifest(t *testing.T) {
	web := fstest.MapFS{".vite/manifest.json": {Data: []byte(`{
		"index.html": {"file": "assets/index-A.js", "imports": ["_button-B.js"], "isEntry": true},
		"src/app/pages/MemberDashboardPage.tsx": {"file": "assets/MemberDashboardPage-C.js", "imports": ["index.html", "_button-B.js", "_tabs-D.js"], "css": ["assets/shared-S.css"]},
		"src/shared/lib/classMerge.ts": {"file": "assets/classMerge-M.js", "imports": ["index.html"]},
		"_button-B.js": {"file": "assets/button-B.js"},
		"_tabs-D.js": {"file": "assets/tabs-D.js", "imports": ["_button-B.js"], "css": ["assets/shared-S.css", "assets/tabs-T.css"]},
		"virtual:i18n-catalog/en": {"file": "assets/catalog-EN.js"},
		"virtual:i18n-catalog/ms": {"file": "assets/catalog-MS.js"},
		"virtual:i18n-catalog/app.en": {"file": "assets/rest-EN.js"},
		"virtual:i18n-catalog/app.ms": {"file": "assets/rest-MS.js"}
	}`)}}
	chunks := chunkPreloads(web)
	homeEnglish := `<link rel="modulepreload" crossorigin href="/assets/catalog-EN.js">`
	// What the entry imports, first on every page, and not again among a page's chunks.
	entry := `<link rel="modulepreload" crossorigin href="/assets/button-B.js">`
	page := entry + `<link rel="modulepreload" crossorigin href="/assets/catalog-MS.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/rest-MS.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/MemberDashboardPage-C.js">` +
		`<link rel="preload" as="style" crossorigin href="/assets/shared-S.css">` +
		`<link rel="modulepreload" crossorigin href="/assets/tabs-D.js">` +
		`<link rel="preload" as="style" crossorigin href="/assets/tabs-T.css">` +
		`<link rel="modulepreload" crossorigin href="/assets/classMerge-M.js">`
	session := `<link rel="preload" as="fetch" href="/api/member/session" crossorigin="use-credentials">`
	data := `<link rel="preload" as="fetch" href="/api/member/registrations" crossorigin="use-credentials">` +
		`<link rel="preload" as="fetch" href="/api/member/calendar" crossorigin="use-credentials">`
	// Not the entry (index-A.js): the page's <script> asks for it. Each
	// stylesheet once, though two chunks name the shared one.
	if got := pagePreloads("/member/", "ms", chunks, false); got != session+page {
		t.Errorf("/member preloads, signed out\n got %s\nwant %s", got, session+page)
	}
	if got := pagePreloads("/member/", "ms", chunks, true); got != session+data+page {
		t.Errorf("/member preloads, signed in\n got %s\nwant %s", got, session+data+page)
	}
	// A page without a chunk of its own still gets the session and the language's.
	english := entry + homeEnglish + `<link rel="modulepreload" crossorigin href="/assets/rest-EN.js">`
	if got := pagePreloads("/gallery", "en", chunks, true); got != session+english {
		t.Errorf("/gallery preloads\n got %s\nwant %s", got, session+english)
	}
	// Home's app is fetched after its first paint, and asks for the session
	// then; it draws with the home page's part of the catalog only.
	// A visitor's app starts only on the first interaction, so the events
	// are preloaded for a member only.
	for _, member := range []bool{false, true} {
		got := pagePreloads("/", "en", chunks, member)
		if !strings.HasSuffix(got, entry+homeEnglish) || !strings.HasPrefix(got, heroPreload()) ||
			strings.Contains(got, session) || strings.Contains(got, "rest-EN") {
			t.Errorf("home (member %v) preloads the hero first, then the home page's messages: %s", member, got)
		}
		if strings.Contains(got, eventsPreload) != member {
			t.Errorf("home (member %v) preloads the events: %v", member, strings.Contains(got, eventsPreload))
		}
	}
	if got := chunkPreloads(fstest.MapFS{}); got.pages != nil || got.locales != nil {
		t.Errorf("no manifest, yet preloads %+v", got)
	}
}

// The page sources named in pageSources exist, so a renamed page is noticed
// here rather than by its preload silently going missing.
func TestPageSourcesExist(t *testing.T) {
	for path, src := range pageSources {
		if _, err := os.Stat(filepath.Join("..", "..", "web", src)); err != nil {
			t.Errorf("%s: %v", path, err)
		}
	}
	if _, err := os.Stat(filepath.Join("..", "..", "web", classMergeSource)); err != nil {
		t.Errorf("tailwind-merge's chunk: %v", err)
	}
}
