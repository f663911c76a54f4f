package site

import (
	"bytes"
	"html"
	"io/fs"
	"net/http"
	"regexp"
	"strings"

	"golfclub/internal/i18n"
	"golfclub/internal/model"
)

// Home, the events list and a signed-in member's dashboard come with their
// first screen in the HTML: the build renders them with the app's own components
// (web/scripts/prerender.mjs, web/src/app/entry-server.tsx) once per
// layout and language, and the browser hydrates that HTML instead of
// painting nothing until the app's script has run
// (docs/decisions/036-home-prerendered.md,
// docs/decisions/053-member-dashboard-prerendered.md,
// docs/decisions/054-events-prerendered.md).
//
// The build knows no club's data: the HTML holds the pages' loading
// skeletons, and for the two settings a first screen shows, markers filled
// here with the current values; the shell is cached by the settings like
// any other (spa.go), so an admin's edit shows on the next request. Home
// is drawn with nobody signed in; the dashboard with markers for the
// member's name and number, filled here for the member who asks, and
// never cached. Without the settings (the database is down) the plain
// shell is served, and the app renders in the browser as before.
//
// The page's only script is web/src/app/boot.ts, which fetches the app once
// the first screen has been painted; the app's modulepreloads go to it
// (deferModules) instead of into the head.

// prerenderedPages are the prerendered pages by path, as the build names
// their files (web/scripts/prerender.mjs PAGES). The member's dashboard
// is served only as dashboardFor says.
var prerenderedPages = map[string]string{"/": "home", "/member": "member", "/events": "events"}

// memberPage is the member dashboard's path.
const memberPage = "/member"

// eventsPage is the events list's path.
const eventsPage = "/events"

// mobileUA is the app's test for a phone's browser (web/src/shared/hooks/
// useIsMobile.ts MOBILE_UA): a phone gets the mobile layout's HTML, and
// anything else the desktop one. A desktop browser in a narrow window
// hydrates the desktop HTML and then switches, as the app does on resize.
var mobileUA = regexp.MustCompile(`(?i)Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile`)

// prerenderLayout is the layout whose HTML the request gets.
func prerenderLayout(r *http.Request) string {
	if mobileUA.MatchString(r.UserAgent()) {
		return "mobile"
	}
	return "desktop"
}

// prerenderLocale is the language whose HTML the request gets, chosen as
// the app chooses (web/src/shared/i18n/locale.ts): the gc_lang cookie, else the
// browser's Accept-Language. A Malay visitor so gets Malay HTML: no
// English flash, no shift.
func prerenderLocale(r *http.Request) string { return i18n.FromRequest(r) }

// prerenderedName is the file the build prerendered for urlPath in
// layout and language, "" when the page is not prerendered.
func prerenderedName(urlPath, layout, locale string) string {
	p := strings.TrimSuffix(urlPath, "/")
	if p == "" {
		p = "/"
	}
	name, ok := prerenderedPages[p]
	if !ok {
		return ""
	}
	return ".prerender/" + name + "." + layout + "." + locale + ".html"
}

// prerendered is the page's prerendered shell in the request's layout, or
// nil when it has none (not a prerendered page, a build without them, the
// dashboard for anyone but the member dashboardFor names, the events list
// for a member).
func prerendered(web fs.FS, r *http.Request, req shellRequest) []byte {
	name := prerenderedName(r.URL.Path, prerenderLayout(r), prerenderLocale(r))
	switch strings.TrimSuffix(r.URL.Path, "/") {
	case memberPage:
		if req.dashboard == nil {
			return nil
		}
	case eventsPage:
		// Drawn as a visitor sees it: a member's header and actions
		// differ, and the app renders their page itself.
		if req.member {
			return nil
		}
	}
	if name == "" {
		return nil
	}
	page, err := fs.ReadFile(web, name)
	if err != nil {
		return nil
	}
	return page
}

// The app's fallbacks for an empty name (web/src/features/settings/usePageMeta.ts
// SITE_NAME, web/src/features/content/api/settings.ts FALLBACK_SHORT_NAME):
// the HTML must say what the app renders, or hydration fails.
const (
	fallbackClubName  = "Golf Club Community"
	fallbackShortName = "Golf Club"
)

// fillPrerendered puts the club's names in place of the build's markers,
// as the app shows them (trimmed, or its fallback when empty).
func fillPrerendered(page []byte, c *model.ClubSettings) []byte {
	name := func(v, fallback string) []byte {
		if v = strings.TrimSpace(v); v == "" {
			v = fallback
		}
		return []byte(html.EscapeString(v))
	}
	page = bytes.ReplaceAll(page, []byte("@@clubName@@"), name(c.ClubName, fallbackClubName))
	return bytes.ReplaceAll(page, []byte("@@shortName@@"), name(c.ShortName, fallbackShortName))
}

// dashboardFor is the member the dashboard's HTML is drawn for on this
// request, or nil when the page is served without it
// (docs/decisions/053-member-dashboard-prerendered.md): the page is the
// dashboard's first tab (no query: ?tab= opens another), and member, the
// signed-in member, has what the drawn first screen shows: a membership
// number (a member without one sees another line) and a phone (the
// notification bell).
func dashboardFor(r *http.Request, member *model.MemberProfile) *model.MemberProfile {
	if member == nil || strings.TrimSuffix(r.URL.Path, "/") != memberPage || r.URL.RawQuery != "" || member.Phone == "" {
		return nil
	}
	if member.MembershipNumber == nil || strings.TrimSpace(*member.MembershipNumber) == "" {
		return nil
	}
	return member
}

// fillMember puts the member's name and membership number in place of the
// dashboard's markers (web/src/app/entry-server.tsx markerMember), as the
// app shows them: the name the member is greeted by (greetingName in
// web/src/features/auth/api/auth.ts), escaped, in one pass, so that a
// name holding a marker is shown as it is.
func fillMember(page []byte, m *model.MemberProfile) []byte {
	name := strings.TrimSpace(m.Name)
	if m.PreferredName != nil && strings.TrimSpace(*m.PreferredName) != "" {
		name = strings.TrimSpace(*m.PreferredName)
	}
	number := ""
	if m.MembershipNumber != nil {
		number = *m.MembershipNumber
	}
	fill := strings.NewReplacer("@@memberName@@", html.EscapeString(name), "@@membershipNumber@@", html.EscapeString(number))
	return []byte(fill.Replace(string(page)))
}

// modulePreload matches one of moduleLinks' <link>s; its href is escaped.
var modulePreload = regexp.MustCompile(`<link rel="modulepreload" crossorigin href="([^"]+)">`)

// bootApp is the attribute of the prerendered page's first script
// (web/src/app/boot.ts) that names the app's entry.
var bootApp = []byte(` data-app="`)

// withBootAttr puts attr among the attributes of the prerendered page's
// first script (before its data-app), or reports false when the page has
// no such script (an older build).
func withBootAttr(page []byte, attr string) ([]byte, bool) {
	at := bytes.Index(page, bootApp)
	if at < 0 {
		return page, false
	}
	out := make([]byte, 0, len(page)+len(attr))
	out = append(out, page[:at]...)
	out = append(out, attr...)
	return append(out, page[at:]...), true
}

// deferModules hands the modulepreloads among links to the prerendered
// page's first script instead of the HTML: they are the app's, which that
// script fetches only once the first screen has been painted (web/src/
// boot.ts), and as <link>s they would take a slow link from the CSS, the
// font and the hero photograph just as the app's own script did. The
// other preloads (the photograph, the page's data) stay. A page without
// that script (an older build) is left as it is.
func deferModules(page []byte, links string) ([]byte, string) {
	var hrefs []string
	for _, m := range modulePreload.FindAllStringSubmatch(links, -1) {
		hrefs = append(hrefs, m[1])
	}
	if len(hrefs) == 0 {
		return page, links
	}
	out, ok := withBootAttr(page, ` data-preload="`+strings.Join(hrefs, " ")+`"`)
	if !ok {
		return page, links
	}
	return out, modulePreload.ReplaceAllString(links, "")
}

// waitsForInteraction is whether a visitor's app starts only once they do
// something: on home, whose first screen is whole without it. /events
// shows the list's skeleton until the app runs, so its app starts after
// the first paint.
func waitsForInteraction(r *http.Request) bool {
	return strings.TrimSuffix(r.URL.Path, "/") == ""
}

// startOnInteraction marks the prerendered page's first script to start
// the app only once the visitor does something (web/src/app/boot.ts;
// docs/decisions/052-home-starts-on-interaction.md): until then the
// visitor's phone runs no script but that one. A signed-in member's page
// is not marked, as its header and buttons are the member's only once the
// app runs. A page without that script is left as it is.
func startOnInteraction(page []byte) []byte {
	out, _ := withBootAttr(page, ` data-start="interaction"`)
	return out
}
