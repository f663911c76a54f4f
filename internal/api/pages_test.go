package api

import (
	"bytes"
	"compress/gzip"
	"context"
	"golfclub/internal/store"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

// The pages as the whole server serves them: the site (internal/site)
// mounted under the API, its cache dropped by the API's writes.

var bigScript = []byte(strings.Repeat("console.log('a golf club');\n", 200))

func gzipped(b []byte) []byte {
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	zw.Write(b)
	zw.Close()
	return out.Bytes()
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// prerenderedStandIn is a prerendered page as web/scripts/prerender.mjs
// writes it: the shell with the page's HTML in #root and the settings
// markers the server fills.
func prerenderedStandIn(path, layout, locale string) string {
	return `<!doctype html><html lang="` + locale + `"><head><title>Golf Club Community</title>` + bootStandIn + `</head><div id="root" data-path="` + path + `" data-layout="` + layout +
		`" data-locale="` + locale + `"><header aria-label="@@clubName@@ home"><h1>@@shortName@@</h1></header><main><h1>@@clubName@@</h1></main></div>`
}

// dashboardStandIn is the member dashboard as the build prerenders it,
// with the member's markers (web/src/app/entry-server.tsx markerMember).
func dashboardStandIn(layout, locale string) string {
	return `<!doctype html><html lang="` + locale + `"><head><title>Golf Club Community</title>` + bootStandIn + `</head><div id="root" data-path="/member" data-layout="` + layout +
		`" data-locale="` + locale + `"><header aria-label="@@clubName@@ home"></header><main><h1>Welcome back, @@memberName@@</h1><p>Membership ID: @@membershipNumber@@</p></main></div>`
}

// bootStandIn is the prerendered page's first script as the build writes
// it (web/src/app/boot.ts in place of the app's script, which it names).
const bootStandIn = `<script type="module" crossorigin src="/assets/boot-B.js" data-app="/assets/app-abc.js"></script>`

const (
	phoneUA   = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36"
	desktopUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36"
)

// TestStaticFilesPrecompressed: a built script goes out as the smallest
// precompressed copy the browser accepts, with Vary, its own ETag per
// encoding, and 304 on revalidation.
func TestStaticFilesPrecompressed(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	rows := []struct {
		name, accept, wantEncoding string
		wantBody                   []byte
	}{
		{"no Accept-Encoding", "", "", bigScript},
		{"brotli preferred", "gzip, deflate, br, zstd", "br", []byte("brotli bytes of big-abc.js")},
		{"gzip only", "gzip", "gzip", bigScript},
		{"brotli refused by q=0", "br;q=0, gzip;q=0.8", "gzip", bigScript},
		{"identity only", "identity", "", bigScript},
		{"any", "*", "br", []byte("brotli bytes of big-abc.js")},
	}
	etags := map[string]string{}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			rec := env.do(req{method: "GET", url: "/assets/big-abc.js", headers: map[string]string{"Accept-Encoding": row.accept}})
			if rec.Code != 200 {
				t.Fatalf("status %d", rec.Code)
			}
			h := rec.Header()
			if got := h.Get("Content-Encoding"); got != row.wantEncoding {
				t.Errorf("Content-Encoding %q, want %q", got, row.wantEncoding)
			}
			if !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q lacks Accept-Encoding", h.Get("Vary"))
			}
			if ct := h.Get("Content-Type"); !strings.Contains(ct, "javascript") {
				t.Errorf("Content-Type %q", ct)
			}
			if cc := h.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
				t.Errorf("Cache-Control %q", cc)
			}
			if cl := h.Get("Content-Length"); cl != strconv.Itoa(rec.Body.Len()) {
				t.Errorf("Content-Length %q for %d bytes", cl, rec.Body.Len())
			}
			body := rec.Body.Bytes()
			if row.wantEncoding == "gzip" {
				body = gunzip(t, body)
			}
			if !bytes.Equal(body, row.wantBody) {
				t.Errorf("body %.40q…, want %.40q…", body, row.wantBody)
			}
			tag := h.Get("ETag")
			if prev, ok := etags[row.wantEncoding]; ok && prev != tag {
				t.Errorf("ETag of one encoding changed: %s then %s", prev, tag)
			}
			etags[row.wantEncoding] = tag
			again := env.do(req{method: "GET", url: "/assets/big-abc.js", headers: map[string]string{"Accept-Encoding": row.accept, "If-None-Match": tag}})
			if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
				t.Errorf("revalidation: %d with %d bytes, want 304 and none", again.Code, again.Body.Len())
			}
		})
	}
	if len(etags) != 3 || etags[""] == etags["br"] || etags["br"] == etags["gzip"] {
		t.Errorf("each encoding needs its own ETag: %v", etags)
	}
	// A small file has no compressed copies: sent as is, no Vary needed.
	rec := env.do(req{method: "GET", url: "/assets/app-abc.js", headers: map[string]string{"Accept-Encoding": "br, gzip"}})
	if rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != "console.log(1)" {
		t.Errorf("small file: encoding %q body %q", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
}

// TestAnswersCompressed: JSON over ~1 KB is gzipped for a client that
// accepts it, small answers and clients without gzip get plain JSON, and
// the live stream is never compressed.
func TestAnswersCompressed(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		for i := range 6 {
			env.mkEvent(t, "A long enough event title to fill the answer "+strings.Repeat("x", i), "2026-12-0"+string(rune('1'+i)), 40)
		}
		plain := env.do(req{method: "GET", url: "/api/events"})
		if plain.Header().Get("Content-Encoding") != "" || plain.Body.Len() < 1024 {
			t.Fatalf("without Accept-Encoding: encoding %q, %d bytes (want plain, over 1 KB)", plain.Header().Get("Content-Encoding"), plain.Body.Len())
		}
		zipped := env.do(req{method: "GET", url: "/api/events", headers: map[string]string{"Accept-Encoding": "gzip"}})
		if zipped.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(zipped.Header().Get("Vary"), "Accept-Encoding") {
			t.Fatalf("with gzip: encoding %q, Vary %q", zipped.Header().Get("Content-Encoding"), zipped.Header().Get("Vary"))
		}
		if got := gunzip(t, zipped.Body.Bytes()); !bytes.Equal(got, plain.Body.Bytes()) {
			t.Errorf("gzipped answer differs from the plain one")
		}
		if zipped.Body.Len() >= plain.Body.Len() {
			t.Errorf("gzip %d bytes, plain %d", zipped.Body.Len(), plain.Body.Len())
		}
		small := env.do(req{method: "GET", url: "/healthz", headers: map[string]string{"Accept-Encoding": "gzip"}})
		if small.Header().Get("Content-Encoding") != "" || !strings.Contains(small.Body.String(), "ok") {
			t.Errorf("a small answer was compressed: %q", small.Header().Get("Content-Encoding"))
		}
	})
}

// TestPublicReadsConditional: the public reads carry an ETag and answer
// 304 when the client has the current one; a change makes a new tag, so
// the next request gets the new data.
func TestPublicReadsConditional(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 40)
			for _, url := range []string{"/api/events", urlf("/api/events/%d", ev.ID), "/api/photos", "/api/blog", "/api/settings"} {
				first := env.do(req{method: "GET", url: url})
				tag := first.Header().Get("ETag")
				if first.Code != 200 || !strings.HasPrefix(tag, `W/"`) || first.Header().Get("Cache-Control") != "no-cache" {
					t.Fatalf("%s: %d ETag %q Cache-Control %q", url, first.Code, tag, first.Header().Get("Cache-Control"))
				}
				for _, inm := range []string{tag, strings.TrimPrefix(tag, "W/"), `"other", ` + tag, "*"} {
					rec := env.do(req{method: "GET", url: url, headers: map[string]string{"If-None-Match": inm, "Accept-Encoding": "gzip"}})
					if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || rec.Header().Get("ETag") != tag {
						t.Errorf("%s If-None-Match %s: %d, %d bytes, ETag %q", url, inm, rec.Code, rec.Body.Len(), rec.Header().Get("ETag"))
					}
				}
				if rec := env.do(req{method: "GET", url: url, headers: map[string]string{"If-None-Match": `W/"stale"`}}); rec.Code != 200 || rec.Body.Len() == 0 {
					t.Errorf("%s with a stale tag: %d", url, rec.Code)
				}
			}
			before := env.do(req{method: "GET", url: "/api/events"}).Header().Get("ETag")
			admin := env.loginAdmin(t)
			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID), func() map[string]any {
				b := eventBody()
				b["title"] = "Monthly Medal (moved)"
				return b
			}(), 200)
			rec := env.do(req{method: "GET", url: "/api/events", headers: map[string]string{"If-None-Match": before}})
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Monthly Medal (moved)") || rec.Header().Get("ETag") == before {
				t.Errorf("after an edit: %d, new tag %v", rec.Code, rec.Header().Get("ETag") != before)
			}
			// Errors are not tagged.
			if rec := env.do(req{method: "GET", url: "/api/events/999999"}); rec.Code != 404 || rec.Header().Get("ETag") != "" {
				t.Errorf("missing event: %d ETag %q", rec.Code, rec.Header().Get("ETag"))
			}
		})
	})
}

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

// TestEventsShellPreloadsThePicture: /events names the first upcoming
// event's picture, and follows an admin's change of events and of the
// club's name at once (the shell is cached under both).
func TestEventsShellPreloadsThePicture(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		later := eventBody()
		later["date"], later["image"] = "2026-12-20", "/demo/photos/later.jpg"
		env.adminDo(t, admin, "POST", "/api/events", later, 201)
		checkResponse(t, env.do(req{method: "GET", url: "/events"}), 200, []string{`imagesrcset="/demo/photos/later-480.webp 480w`, `href="/api/events"`}, nil)

		sooner := eventBody()
		sooner["date"], sooner["image"] = "2026-11-30", "/demo/photos/sooner.jpg"
		env.adminDo(t, admin, "POST", "/api/events", sooner, 201)
		checkResponse(t, env.do(req{method: "GET", url: "/events"}), 200, []string{`imagesrcset="/demo/photos/sooner-480.webp 480w`}, []string{"later-480"})

		env.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Lembah"}, 200)
		checkResponse(t, env.do(req{method: "GET", url: "/events"}), 200, []string{"<title>Kelab Golf Lembah</title>", "sooner-480"}, nil)
		// Other pages are not given it.
		checkResponse(t, env.do(req{method: "GET", url: "/gallery"}), 200, nil, []string{`as="image"`})
	})
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

// TestMemberDashboardPrerendered: a signed-in member with a membership
// number gets their dashboard drawn in the HTML with their own name and
// number, escaped, marked private and never kept for anyone else; every
// other reader of /member, and another tab, gets the plain shell.
func TestMemberDashboardPrerendered(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		_, aisyah := env.seedMember(t, "Aisyah <Binti> & Co", "M-1")
		_, ben := env.seedMember(t, "Ben @@membershipNumber@@", "M-2")
		_, guest := env.seedMember(t, "Chong", "")
		_, wani := env.seedMember(t, "Nur Syazwani", "M-4")
		env.do(req{method: "PATCH", url: "/api/member/profile", body: map[string]any{"preferredName": "Wani"}, cookies: []*http.Cookie{wani}})
		const plain = `<div id=root></div>`
		rows := []struct {
			name    string
			url     string
			cookie  *http.Cookie
			ua      string
			want    []string
			notWant []string
			private bool
		}{
			{name: "a member on a phone", url: "/member", cookie: aisyah, ua: phoneUA, private: true, want: []string{
				`data-path="/member" data-layout="mobile"`, `Welcome back, Aisyah &lt;Binti&gt; &amp; Co`, `Membership ID: M-1`,
				`<link rel="preload" as="fetch" href="/api/member/session"`,
			}, notWant: []string{plain, "Ben", `data-start=`}},
			{name: "the next member gets their own", url: "/member", cookie: ben, ua: phoneUA, private: true,
				want: []string{`Welcome back, Ben @@membershipNumber@@</h1>`, `Membership ID: M-2`}, notWant: []string{"Aisyah"}},
			{name: "a member on a desktop", url: "/member", cookie: aisyah, ua: desktopUA, private: true, want: []string{`data-layout="desktop"`, `Welcome back, Aisyah`}},
			{name: "greeted by the preferred name", url: "/member", cookie: wani, ua: phoneUA, private: true, want: []string{`Welcome back, Wani</h1>`}, notWant: []string{"Syazwani"}},
			{name: "a member without a number", url: "/member", cookie: guest, ua: phoneUA, want: []string{plain}, notWant: []string{"Chong", "Welcome back"}},
			{name: "another tab", url: "/member?tab=flights", cookie: aisyah, ua: phoneUA, want: []string{plain}, notWant: []string{"Aisyah"}},
			{name: "a visitor", url: "/member", ua: phoneUA, want: []string{plain}, notWant: []string{"Welcome back"}},
			{name: "a session that does not exist", url: "/member", cookie: &http.Cookie{Name: "gc_member", Value: strings.Repeat("a", 43)}, ua: phoneUA, want: []string{plain}, notWant: []string{"Welcome back"}},
			{name: "home for a member", url: "/", cookie: aisyah, ua: phoneUA, want: []string{`data-path="/"`}, notWant: []string{"Aisyah", "Welcome back"}},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				r := req{method: "GET", url: row.url, headers: map[string]string{"User-Agent": row.ua}}
				if row.cookie != nil {
					r.cookies = []*http.Cookie{row.cookie}
				}
				rec := env.do(r)
				checkResponse(t, rec, 200, row.want, append(row.notWant, "@@memberName@@", "@@clubName@@"))
				cacheControl := rec.Header().Get("Cache-Control")
				if row.private != strings.Contains(cacheControl, "private") {
					t.Errorf("Cache-Control %q, private: want %v", cacheControl, row.private)
				}
			})
		}
	})
}

// TestPrerenderedShell: a prerendered page gets its layout's HTML with the
// club's current names in place of the markers; other pages get the plain
// shell.
func TestPrerenderedShell(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		env.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"clubName": "Kelab Golf Bukit & Lembah", "shortName": "Bukit"}, 200)
		_, member := env.seedMember(t, "Aisyah", "M-1")
		const eventsPreload = `<link rel="preload" as="fetch" href="/api/events"`
		rows := []struct {
			name, url, ua string
			headers       map[string]string
			want, notWant []string
		}{
			{"home on a phone", "/", phoneUA, nil, []string{`data-layout="mobile"`, `<html lang="en">`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`, `<h1>Bukit</h1>`, `aria-label="Kelab Golf Bukit &amp; Lembah home"`}, nil},
			// The app's chunks go to the first script, which for a visitor
			// starts the app on the first interaction: the photograph is
			// preloaded, the events the app would ask for are not.
			{"home: a visitor's app waits for an interaction", "/", phoneUA, nil, []string{
				`src="/assets/boot-B.js" data-preload="/assets/catalog-EN.js" data-start="interaction" data-app="/assets/app-abc.js"`,
				`<link rel="preload" as="image"`,
			}, []string{`rel="modulepreload"`, `<script type="module" crossorigin src="/assets/app-abc.js"`, eventsPreload}},
			// A member's starts after the first paint, and its events are preloaded.
			{"home: a member's app waits for the first paint", "/", phoneUA, map[string]string{"Cookie": member.Name + "=" + member.Value}, []string{
				`src="/assets/boot-B.js" data-preload="/assets/catalog-EN.js" data-app="/assets/app-abc.js"`,
				`<link rel="preload" as="image"`, eventsPreload,
			}, []string{`rel="modulepreload"`, `data-start=`}},
			// The member's page was kept; a visitor still gets a visitor's.
			{"home: a visitor after a member", "/", phoneUA, map[string]string{"Cookie": "gc_member=" + strings.Repeat("a", 43)}, []string{`data-start="interaction"`}, []string{eventsPreload}},
			{"home on a desktop", "/", desktopUA, nil, []string{`data-layout="desktop"`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`}, nil},
			{"home for a Malay browser", "/", phoneUA, map[string]string{"Accept-Language": "ms-MY,ms;q=0.9,en;q=0.8"}, []string{`<html lang="ms">`, `data-layout="mobile" data-locale="ms"`}, nil},
			{"home for a browser preferring English over Malay", "/", desktopUA, map[string]string{"Accept-Language": "zh-CN, en-GB;q=0.9, ms;q=0.5"}, []string{`<html lang="en">`, `data-layout="desktop" data-locale="en"`}, nil},
			{"the gc_lang cookie wins over the browser", "/", desktopUA, map[string]string{"Accept-Language": "en-US", "Cookie": "gc_lang=ms"}, []string{`<html lang="ms">`, `data-locale="ms"`}, nil},
			{"a bad gc_lang cookie is ignored", "/", desktopUA, map[string]string{"Accept-Language": "ms", "Cookie": "gc_lang=fr"}, []string{`data-locale="ms"`}, nil},
			// /events comes drawn too (its header and the list's skeleton);
			// its app starts after the first paint, for a visitor as for a
			// member, and its events are preloaded.
			{"events: drawn, the app after the first paint", "/events", phoneUA, nil, []string{
				`data-path="/events"`, `<h1>Kelab Golf Bukit &amp; Lembah</h1>`,
				`src="/assets/boot-B.js" data-preload="/assets/catalog-EN.js /assets/rest-EN.js /assets/events-E.js" data-app="/assets/app-abc.js"`,
				eventsPreload,
			}, []string{`rel="modulepreload"`, `data-start=`}},
			// Drawn as a visitor sees it: a member gets the plain shell, and
			// a visitor after them the drawn page again.
			{"events: a member's is rendered by the browser", "/events", phoneUA, map[string]string{"Cookie": member.Name + "=" + member.Value}, []string{`<div id=root></div>`, eventsPreload, `<link rel="modulepreload" crossorigin href="/assets/catalog-EN.js">`}, []string{"data-preload", "boot-B.js"}},
			{"events: a visitor after a member", "/events", phoneUA, map[string]string{"Cookie": "gc_member=" + strings.Repeat("a", 43)}, []string{`data-path="/events"`}, nil},
			// A page without a file of its layout is rendered by the browser,
			// which needs its chunks at once.
			{"events on a desktop: no file, not prerendered", "/events", desktopUA, nil, []string{`<div id=root></div>`, `<link rel="modulepreload" crossorigin href="/assets/catalog-EN.js"><link rel="modulepreload" crossorigin href="/assets/rest-EN.js">`}, []string{"data-preload", "boot-B.js"}},
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
					if row.url != "/gallery" && !strings.Contains(vary, h) { // the prerendered pages
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
				!strings.Contains(rec.Body.String(), "<h1>Golf Club</h1>" /* the app's fallback short name */) {
				t.Errorf("%s after the edit: %d %s", ua, rec.Code, rec.Body.String())
			}
		}
	})
}
