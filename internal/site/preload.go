package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"strings"

	"golfclub/internal/demo"
	"golfclub/internal/i18n"
)

// The app renders in the browser, so what a page's largest paint shows is
// only asked for once the main script has downloaded and run: on a phone
// on 4G that is most of a second late. The page shell names it in its head
// instead, and the browser fetches it alongside the script.
//
//   - "/": the hero photograph, as the same WebP srcset and sizes the
//     <picture> in HomePage.tsx offers (lib/images.ts webpSrcSet), so the
//     browser picks the same file and the <img> reuses the preload.
//   - "/events", and "/" for a signed-in member: GET /api/events, fetched
//     with the credentials the app's fetch uses (lib/api.ts: credentials
//     "include"), so the app's own request takes the preloaded answer.
//   - every page but home: GET /api/member/session, which the app asks
//     as it starts (the header, App.tsx useWarmPageChunks); home's app is
//     fetched only after its first paint (prerender.go deferModules).
//   - "/member" for a signed-in member: the dashboard's first tab's data
//     (memberDataPreloads); otherwise it is asked for only once the
//     session has come back, a second round trip after the script.
//   - a page that is a chunk of its own (web/src/app/App.tsx pageImports): that
//     chunk and the chunks it imports, from Vite's build manifest, as
//     modulepreloads, and their stylesheets as style preloads; otherwise
//     the browser learns of them only once the main script runs the
//     page's import(), and Vite's loader holds the page back until its
//     stylesheet has come.
//
// Each only where that page uses it: a preload a page does not use is
// wasted bandwidth, and Chrome warns about it.

// heroWidths are the widths of the hero's WebP copies (scripts/demo-photos.sh).
var heroWidths = []int{480, 960, 1600}

// heroPreload is the <link> for the hero photograph.
func heroPreload() string {
	return photoPreload(demo.HeroPhoto, "100vw", heroWidths)
}

// photoPreload is the <link> that preloads a shipped photograph (a JPEG
// at /demo/photos/NAME.jpg) as the app's <picture> offers it: its WebP
// copies of widths, picked by sizes (web/src/shared/lib/images.ts webpSrcSet).
func photoPreload(jpeg, sizes string, widths []int) string {
	base := strings.TrimSuffix(jpeg, ".jpg")
	set := make([]string, len(widths))
	for i, w := range widths {
		set[i] = fmt.Sprintf("%s-%d.webp %dw", base, w, w)
	}
	return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesizes="` + sizes + `" imagesrcset="` +
		strings.Join(set, ", ") + `">`
}

// fetchPreload is the <link> for a GET the app makes through lib/api.ts.
func fetchPreload(url string) string {
	return `<link rel="preload" as="fetch" href="` + url + `" crossorigin="use-credentials">`
}

var (
	eventsPreload  = fetchPreload("/api/events")
	sessionPreload = fetchPreload("/api/member/session")
	// memberDataPreloads are what the member dashboard's first tab asks for
	// as soon as it knows who is signed in (features/registrations
	// MEMBER_REGISTRATIONS_KEY, features/calendar CALENDAR_KEY). Only for
	// a signed-in member: for anyone else they would answer 401, an error
	// in the console, and nothing would use them.
	memberDataPreloads = fetchPreload("/api/member/registrations") + fetchPreload("/api/member/calendar")
)

// The home page's preloads are made once: its shell is looked up by them
// on every request. A visitor's home starts the app only when the visitor
// does something (prerender.go startOnInteraction), so the events would
// come unused.
var (
	homeVisitorPreloads = heroPreload()
	homeMemberPreloads  = heroPreload() + eventsPreload
)

// pageSources are the lazily loaded pages' source files by path, as the
// build manifest names them (web/src/shared/lib/paths.ts and App.tsx pageImports).
var pageSources = map[string]string{
	"/events":          "src/app/pages/EventsPage.tsx",
	"/gallery":         "src/features/content/pages/GalleryPage.tsx",
	"/blog":            "src/features/content/pages/BlogPage.tsx",
	"/contact":         "src/features/content/pages/ContactPage.tsx",
	"/membership":      "src/features/payments/pages/SubscriptionPage.tsx",
	"/member":          "src/app/pages/MemberDashboardPage.tsx",
	"/member/login":    "src/features/auth/pages/MemberLoginPage.tsx",
	"/member/register": "src/features/auth/pages/MemberRegisterPage.tsx",
	"/login-example":   "src/features/auth/pages/LoginExamplePage.tsx",
	eventPagePath:      "src/app/pages/EventPage.tsx",
}

// manifestChunk is one entry of Vite's .vite/manifest.json.
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	CSS     []string `json:"css"`
	IsEntry bool     `json:"isEntry"`
}

// classMergeSource is tailwind-merge's chunk, which every lazy page waits
// for alongside its own (web/src/shared/lib/lazy.ts withClassMerge): preloaded
// with the page's, it is not asked for only once the main script has run.
const classMergeSource = "src/shared/lib/classMerge.ts"

// homeCatalogSource is what the first render waits for (web/src/app/main.tsx,
// i18n/i18n.ts activateLocale): the home page's part of the language's
// catalog, a chunk of its own, by the build manifest's name. The main
// script imports it only once it has run, so without a preload a phone
// waits one more round trip before anything is drawn.
func homeCatalogSource(locale string) string {
	return "virtual:i18n-catalog/" + locale
}

// appCatalogSource is the rest of the language's catalog, which every lazy
// page waits for alongside its own chunk (web/src/shared/lib/lazy.ts
// withLazyBase): every page but home draws one at once.
func appCatalogSource(locale string) string {
	return "virtual:i18n-catalog/app." + locale
}

// shellPreloads are the modulepreload links a page shell adds, read from
// the build manifest; empty when there is none (a build without one, or
// the tests' stand-in).
type shellPreloads struct {
	pages       map[string]string // a lazy page's chunk and its imports, by path
	locales     map[string]string // the home page's part of the catalog, by language
	appCatalogs map[string]string // the rest of the catalog, by language
	entry       string            // what the app's entry imports (React's chunk)
}

// chunkPreloads reads the page and language preloads from web's manifest.
func chunkPreloads(web fs.FS) shellPreloads {
	raw, err := fs.ReadFile(web, ".vite/manifest.json")
	if err != nil {
		return shellPreloads{}
	}
	var manifest map[string]manifestChunk
	if json.Unmarshal(raw, &manifest) != nil {
		return shellPreloads{}
	}
	out := shellPreloads{pages: map[string]string{}, locales: map[string]string{}, appCatalogs: map[string]string{}}
	// What the entry imports, every page preloads (pagePreloads); a page's
	// own chunks are the rest.
	entrySeen := map[string]bool{}
	if app, ok := manifest[appEntrySource]; ok && app.IsEntry {
		out.entry = moduleLinksBeyond(manifest, entrySeen, app.Imports...)
	}
	for urlPath, src := range pageSources {
		if _, ok := manifest[src]; ok {
			seen := make(map[string]bool, len(entrySeen))
			for k := range entrySeen {
				seen[k] = true
			}
			out.pages[urlPath] = moduleLinksBeyond(manifest, seen, src, classMergeSource)
		}
	}
	for _, l := range i18n.Langs {
		if links := moduleLinks(manifest, homeCatalogSource(l)); links != "" {
			out.locales[l] = links
		}
		if links := moduleLinks(manifest, appCatalogSource(l)); links != "" {
			out.appCatalogs[l] = links
		}
	}
	return out
}

// appEntrySource is the app's entry in the manifest. The chunks it imports
// (React's, which web/src/app/boot.ts evaluates on its own) are preloaded
// with every page: its <script> would find them only once it has arrived,
// a round trip later.
const appEntrySource = "index.html"

// moduleLinks are the modulepreloads of the manifest's chunks named by
// keys and of every chunk they import, each once, short of the entry: the
// page's own <script> asks for that. A chunk's stylesheets are preloaded
// as styles, not linked: Vite's loader appends them after the main
// stylesheet, and that order is the cascade's. crossorigin because the
// loader's <link> asks with it, and only a request of the same mode takes
// the preloaded answer.
func moduleLinks(manifest map[string]manifestChunk, keys ...string) string {
	return moduleLinksBeyond(manifest, map[string]bool{}, keys...)
}

// moduleLinksBeyond is moduleLinks short of the chunks seen already holds,
// which it adds to.
func moduleLinksBeyond(manifest map[string]manifestChunk, seen map[string]bool, keys ...string) string {
	var links strings.Builder
	var add func(key string)
	add = func(key string) {
		c, ok := manifest[key]
		if !ok || seen[key] || c.IsEntry {
			return
		}
		seen[key] = true
		links.WriteString(`<link rel="modulepreload" crossorigin href="/` + html.EscapeString(c.File) + `">`)
		for _, css := range c.CSS {
			if !seen[css] {
				seen[css] = true
				links.WriteString(`<link rel="preload" as="style" crossorigin href="/` + html.EscapeString(css) + `">`)
			}
		}
		for _, imp := range c.Imports {
			add(imp)
		}
	}
	for _, k := range keys {
		add(k)
	}
	return links.String()
}

// pagePreloads is what the page at urlPath preloads for a reader of
// locale ("" for none), and for a signed-in member when member is true:
// what its largest paint needs first, then the language's catalog (on home
// only the home page's part), then the page's own chunks.
func pagePreloads(urlPath, locale string, p shellPreloads, member bool) string {
	path := strings.TrimSuffix(urlPath, "/")
	if path == "" {
		if !member {
			return homeVisitorPreloads + p.entry + p.locales[locale]
		}
		return homeMemberPreloads + p.entry + p.locales[locale]
	}
	catalog := p.entry + p.locales[locale] + p.appCatalogs[locale]
	switch {
	case path == "/events":
		return eventsPreload + sessionPreload + catalog + p.pages[path]
	case path == "/member" && member:
		return sessionPreload + memberDataPreloads + catalog + p.pages[path]
	}
	return sessionPreload + catalog + p.pages[path]
}

// withPreloads puts links (pagePreloads) first among the shell's requests:
// before its module script, or at the end of <head> if it has none.
func withPreloads(index []byte, links string) []byte {
	if links == "" {
		return index
	}
	at := bytes.Index(index, []byte("<script"))
	if head := bytes.Index(index, []byte("</head>")); at < 0 || (head >= 0 && head < at) {
		at = head
	}
	if at < 0 {
		return index
	}
	out := make([]byte, 0, len(index)+len(links)+1)
	out = append(out, index[:at]...)
	out = append(out, links...)
	out = append(out, '\n')
	return append(out, index[at:]...)
}
