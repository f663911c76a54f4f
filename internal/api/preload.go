package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"strings"

	"golfclub/internal/demo"
)

// The app renders in the browser, so what a page's largest paint shows is
// only asked for once the main script has downloaded and run: on a phone
// on 4G that is most of a second late. The page shell names it in its head
// instead, and the browser fetches it alongside the script.
//
//   - "/": the hero photograph, as the same WebP srcset and sizes the
//     <picture> in HomePage.tsx offers (lib/images.ts webpSrcSet), so the
//     browser picks the same file and the <img> reuses the preload.
//   - "/" and "/events": GET /api/events, fetched with the credentials the
//     app's fetch uses (lib/api.ts: credentials "include"), so the app's
//     own request takes the preloaded answer.
//   - a page that is a chunk of its own (web/src/App.tsx pageImports): that
//     chunk and the chunks it imports, from Vite's build manifest, as
//     modulepreloads; otherwise the browser learns of them only once the
//     main script runs the page's import().
//
// Each only where that page uses it: a preload a page does not use is
// wasted bandwidth, and Chrome warns about it.

// heroWidths are the widths of the hero's WebP copies (scripts/demo-photos.sh).
var heroWidths = []int{480, 960, 1600}

// heroPreload is the <link> for the hero photograph.
func heroPreload() string {
	base := strings.TrimSuffix(demo.HeroPhoto, ".jpg")
	set := make([]string, len(heroWidths))
	for i, w := range heroWidths {
		set[i] = fmt.Sprintf("%s-%d.webp %dw", base, w, w)
	}
	return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesizes="100vw" imagesrcset="` +
		strings.Join(set, ", ") + `">`
}

const eventsPreload = `<link rel="preload" as="fetch" href="/api/events" crossorigin="use-credentials">`

// homePreloads are made once: the home page's shell is looked up by them
// on every request.
var homePreloads = heroPreload() + eventsPreload

// pageSources are the lazily loaded pages' source files by path, as the
// build manifest names them (web/src/paths.ts and App.tsx pageImports).
var pageSources = map[string]string{
	"/events":          "src/pages/EventsPage.tsx",
	"/gallery":         "src/pages/GalleryPage.tsx",
	"/blog":            "src/pages/BlogPage.tsx",
	"/contact":         "src/pages/ContactPage.tsx",
	"/membership":      "src/pages/SubscriptionPage.tsx",
	"/member":          "src/pages/MemberDashboardPage.tsx",
	"/member/login":    "src/pages/MemberLoginPage.tsx",
	"/member/register": "src/pages/MemberRegisterPage.tsx",
	"/login-example":   "src/pages/LoginExamplePage.tsx",
	eventPagePath:      "src/pages/EventPage.tsx",
}

// manifestChunk is one entry of Vite's .vite/manifest.json.
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
}

// chunkPreloads are the modulepreload links of each lazy page, by path,
// read from the build manifest in web; none when it has no manifest (a
// build without one, or the tests' stand-in).
func chunkPreloads(web fs.FS) map[string]string {
	raw, err := fs.ReadFile(web, ".vite/manifest.json")
	if err != nil {
		return nil
	}
	var manifest map[string]manifestChunk
	if json.Unmarshal(raw, &manifest) != nil {
		return nil
	}
	out := map[string]string{}
	for urlPath, src := range pageSources {
		var links strings.Builder
		seen := map[string]bool{}
		var add func(key string)
		add = func(key string) {
			c, ok := manifest[key]
			if !ok || seen[key] {
				return
			}
			seen[key] = true
			links.WriteString(`<link rel="modulepreload" crossorigin href="/` + html.EscapeString(c.File) + `">`)
			for _, imp := range c.Imports {
				add(imp)
			}
		}
		add(src)
		if links.Len() > 0 {
			out[urlPath] = links.String()
		}
	}
	return out
}

// pagePreloads is what the page at urlPath preloads ("" for none); chunks
// are chunkPreloads' links.
func pagePreloads(urlPath string, chunks map[string]string) string {
	p := strings.TrimSuffix(urlPath, "/")
	switch p {
	case "":
		return homePreloads
	case "/events":
		return eventsPreload + chunks[p]
	}
	return chunks[p]
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
