package api

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"golfclub/internal/store"
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
	page := `<link rel="modulepreload" crossorigin href="/assets/catalog-MS.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/rest-MS.js">` +
		`<link rel="modulepreload" crossorigin href="/assets/MemberDashboardPage-C.js">` +
		`<link rel="preload" as="style" crossorigin href="/assets/shared-S.css">` +
		`<link rel="modulepreload" crossorigin href="/assets/button-B.js">` +
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
	english := homeEnglish + `<link rel="modulepreload" crossorigin href="/assets/rest-EN.js">`
	if got := pagePreloads("/gallery", "en", chunks, true); got != session+english {
		t.Errorf("/gallery preloads\n got %s\nwant %s", got, session+english)
	}
	// Home's app is fetched after its first paint, and asks for the session
	// then; it draws with the home page's part of the catalog only.
	if got := pagePreloads("/", "en", chunks, false); !strings.HasSuffix(got, homeEnglish) || !strings.HasPrefix(got, heroPreload()) ||
		strings.Contains(got, session) || strings.Contains(got, "rest-EN") {
		t.Errorf("home preloads the hero first, then the home page's messages: %s", got)
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

// Each shell preloads the catalog of the language the app will start in
// (the gc_lang cookie, else Accept-Language), never the other one, and a
// cached shell of one language is not served to the other. Home gets only
// the home page's part of it.
func TestShellPreloadsTheReadersLanguage(t *testing.T) {
	const (
		en     = `<link rel="modulepreload" crossorigin href="/assets/catalog-EN.js">`
		ms     = `<link rel="modulepreload" crossorigin href="/assets/catalog-MS.js">`
		restEn = `<link rel="modulepreload" crossorigin href="/assets/rest-EN.js">`
		restMs = `<link rel="modulepreload" crossorigin href="/assets/rest-MS.js">`
	)
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.mkEvent(t, "Monthly Medal", "2026-12-12", 40)
		malay := map[string]string{"Accept-Language": "ms-MY,ms;q=0.9,en;q=0.5"}
		chosenEnglish := []*http.Cookie{{Name: "gc_lang", Value: "en"}}
		rows := []struct {
			name    string
			url     string
			headers map[string]string
			cookies []*http.Cookie
			want    []string
			notWant []string
		}{
			{name: "events, no language said", url: "/events", want: []string{en + restEn, "/assets/events-E.js"}, notWant: []string{ms, restMs}},
			{name: "events, Malay browser", url: "/events", headers: malay, want: []string{ms + restMs, "/assets/events-E.js"}, notWant: []string{en, restEn}},
			{name: "events, Malay browser that chose English", url: "/events", headers: malay, cookies: chosenEnglish, want: []string{en + restEn}, notWant: []string{ms, restMs}},
			{name: "a page without a chunk, Malay", url: "/member", headers: malay, want: []string{ms + restMs}, notWant: []string{en, restEn}},
			// Home is prerendered: its first script fetches them after the first paint (prerender.go deferModules).
			{name: "home, Malay", url: "/", headers: malay, want: []string{`data-preload="/assets/catalog-MS.js"`}, notWant: []string{en, "rest-MS", "rest-EN"}},
			{name: "event page, Malay", url: "/events/" + itoa64(ev.ID), headers: malay, want: []string{ms + restMs, "/assets/event-V.js"}, notWant: []string{en, restEn}},
			{name: "event page, English", url: "/events/" + itoa64(ev.ID), want: []string{en + restEn}, notWant: []string{ms, restMs}},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				rec := env.do(req{method: "GET", url: row.url, headers: row.headers, cookies: row.cookies})
				checkResponse(t, rec, 200, row.want, row.notWant)
				vary := strings.Join(rec.Header().Values("Vary"), ", ")
				if !strings.Contains(vary, "Cookie") || !strings.Contains(vary, "Accept-Language") {
					t.Errorf("Vary %q: the shell differs by language", vary)
				}
				if body := rec.Body.String(); strings.Count(body, "/assets/catalog-") != 1 || strings.Count(body, "/assets/rest-") > 1 {
					t.Errorf("the catalog preloaded other than once: %s", body)
				}
			})
		}
	})
}

// The member dashboard's shell preloads the first tab's data for a
// signed-in, active member only, and a shell kept for one is never served
// to a reader who is signed out, whose session is gone, or who has been
// deactivated.
func TestMemberShellPreloadsTheDashboardsData(t *testing.T) {
	const data = `<link rel="preload" as="fetch" href="/api/member/registrations"`
	const session = `<link rel="preload" as="fetch" href="/api/member/session"`
	eachEnv(t, func(t *testing.T, env *testEnv) {
		m, cookie := env.seedMember(t, "Aisyah", "M-1")
		_, other := env.seedMember(t, "Ben", "")
		forged := &http.Cookie{Name: "gc_member", Value: strings.Repeat("a", 43)}
		rows := []struct {
			name    string
			url     string
			cookies []*http.Cookie
			want    []string
			notWant []string
		}{
			{name: "signed in", url: "/member", cookies: []*http.Cookie{cookie}, want: []string{session, data}},
			{name: "signed in, trailing slash", url: "/member/", cookies: []*http.Cookie{cookie}, want: []string{session, data}},
			{name: "signed out", url: "/member", want: []string{session}, notWant: []string{data}},
			{name: "a session that does not exist", url: "/member", cookies: []*http.Cookie{forged}, want: []string{session}, notWant: []string{data}},
			{name: "another page, signed in", url: "/gallery", cookies: []*http.Cookie{cookie}, want: []string{session}, notWant: []string{data}},
			{name: "a second member", url: "/member", cookies: []*http.Cookie{other}, want: []string{session, data}},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				rec := env.do(req{method: "GET", url: row.url, cookies: row.cookies})
				checkResponse(t, rec, 200, row.want, row.notWant)
			})
		}
		t.Run("deactivated", func(t *testing.T) {
			if _, err := env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("id = ?", m.ID).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			rec := env.do(req{method: "GET", url: "/member", cookies: []*http.Cookie{cookie}})
			checkResponse(t, rec, 200, []string{session}, []string{data})
		})
	})
}
