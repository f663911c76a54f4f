package site

import (
	"bytes"
	"html"
	"net/http"
	"regexp"
	"strings"

	"golfclub/internal/i18n"
)

// The loading splash of the installed app: while the app's script loads,
// an app launched from the home screen shows the club's mark and name, a
// progress bar and what the app holds, instead of a blank page. It is a
// few elements first in the page shell's body, so it is on screen before
// any script runs; the app's stylesheet (web/src/app/index.css, loaded in
// the head) draws it only in standalone display mode: in a browser tab it
// is display:none, draws nothing and fetches nothing (the logo is a CSS
// background). The app removes it as soon as it has rendered its first
// page (web/src/app/launch.ts); nothing here waits for anything.
//
// Its words are in the visitor's language (the one the page is served in,
// prerenderLocale), and the title is the club's name from the settings.

// launchSplashID is the element the app removes (web/src/app/launch.ts LOADING_SPLASH_ID).
const launchSplashID = "launch-splash"

// launchSplashTexts are the splash's words by language: the progress bar's
// name, then the chips (the app's nav.events, nav.members, nav.gallery and
// nav.dashboard).
var launchSplashTexts = map[string][5]string{
	i18n.EN: {"Loading", "Events", "Members", "Gallery", "Dashboard"},
	i18n.MS: {"Memuatkan", "Acara", "Ahli", "Galeri", "Papan Pemuka"},
}

// launchSplash is the splash's markup in lang with the club's name.
func launchSplash(lang, clubName string) string {
	t := launchSplashTexts[i18n.Or(lang)]
	if clubName = strings.TrimSpace(clubName); clubName == "" {
		clubName = fallbackClubName
	}
	var b strings.Builder
	b.WriteString(`<div id="` + launchSplashID + `"><b></b><p>` + html.EscapeString(clubName) + `</p>`)
	b.WriteString(`<div role="progressbar" aria-label="` + t[0] + `"><i></i></div><ul>`)
	for _, chip := range t[1:] {
		b.WriteString("<li>" + chip + "</li>")
	}
	b.WriteString("</ul></div>")
	return b.String()
}

var bodyTag = regexp.MustCompile(`<body[^>]*>`)

// withLaunchSplash puts the splash first in the body, where it is drawn
// before the page under it, and for an Apple device the apple links at the
// end of the head.
func withLaunchSplash(index []byte, lang, clubName string, apple bool) []byte {
	loc := bodyTag.FindIndex(index)
	head := bytes.Index(index, []byte("</head>"))
	if loc == nil || head < 0 || head > loc[0] {
		return index
	}
	headExtra := ""
	if apple {
		headExtra = appleLinks
	}
	splash := launchSplash(lang, clubName)
	out := make([]byte, 0, len(index)+len(headExtra)+len(splash))
	out = append(out, index[:head]...)
	out = append(out, headExtra...)
	out = append(out, index[head:loc[1]]...)
	out = append(out, splash...)
	return append(out, index[loc[1]:]...)
}

// appleUA is a browser that can add the app to an iPhone's or iPad's home
// screen (an iPad's Safari says Macintosh): only it gets the apple links,
// which no other browser reads.
var appleUA = regexp.MustCompile(`iPhone|iPad|iPod|Macintosh`)

// appleDevice is whether r's shell carries the apple links.
func appleDevice(r *http.Request) bool { return appleUA.MatchString(r.UserAgent()) }

// shellVariant is what a page shell differs by beyond its page: the
// language (the splash's words, a prerendered page's text) and whether it
// carries the apple links. Every cache of a shell keys on it.
func shellVariant(r *http.Request) string {
	v := i18n.FromRequest(r)
	if appleDevice(r) {
		v += " apple"
	}
	return v
}
