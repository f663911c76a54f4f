package api

import (
	"bytes"
	"fmt"
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
//
// Only those two paths: a preload another page does not use is wasted
// bandwidth, and Chrome warns about it.

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

// pagePreloads is what the page at urlPath preloads ("" for none).
func pagePreloads(urlPath string) string {
	switch strings.TrimSuffix(urlPath, "/") {
	case "":
		return heroPreload() + eventsPreload
	case "/events":
		return eventsPreload
	}
	return ""
}

// withPreloads puts the page's preloads first among the shell's requests:
// before its module script, or at the end of <head> if it has none.
func withPreloads(index []byte, urlPath string) []byte {
	links := pagePreloads(urlPath)
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
