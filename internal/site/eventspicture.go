package site

import (
	"context"
	"html"
	"net/http"
	"regexp"
	"strings"
	"time"

	"golfclub/internal/httpcache"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
)

// The events page's largest paint is the first upcoming event's picture
// (web/src/app/pages/EventsPage.tsx: the first card, fetchPriority high). The
// browser learns of it only once the page's script has run and the events
// have arrived, and then starts a download of its own, a round trip or
// two after everything else: on a phone's 4G that is the last few hundred
// milliseconds of the page's load. The server knows the events, so the
// /events shell names that picture in its head, and the browser fetches it
// alongside the script.
//
// The preload must name the file the page will show, or a phone downloads
// a picture twice (and Chrome warns of an unused preload), so it is made
// only when the server can tell for sure: every event's date as the page
// reads it, and no two events on the first date at different times (the
// page orders those by the locale's collation).

// eventCardSizes is the `sizes` of an event card's picture
// (web/src/shared/lib/images.ts IMAGE_SIZES.eventCard); the browser picks the
// same file for the preload only if it is the same.
const eventCardSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"

// eventFallbackImage is the picture of an event without one
// (web/src/shared/lib/events.ts EVENT_FALLBACK_IMAGE).
const eventFallbackImage = "/images/event-fallback.svg"

// isoDatePrefix is how the page reads an event's date (lib/events.ts
// eventIsoDate); dates are stored in this form.
var isoDatePrefix = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})`)

// eventCardWidths are the widths of a shipped photograph's WebP copies
// that a card offers (lib/images.ts webpSrcSet's default).
var eventCardWidths = []int{480, 960}

// shippedPhoto is a photograph with WebP copies (lib/images.ts PHOTO).
var shippedPhoto = regexp.MustCompile(`^/demo/photos/([a-z0-9-]+)\.jpg$`)

// pageToday is the club's date as the page computes it (web/src/shared/lib/
// clubDate.ts clubToday: UTC+8, Malaysia's offset all year).
func pageToday(now time.Time) string {
	return now.UTC().Add(8 * time.Hour).Format(time.DateOnly)
}

// eventsPicturePreload is the <link> that preloads the picture the events
// page shows first, for events as GET /api/events lists them on the date
// today; "" when it shows none or which one cannot be told for sure.
func eventsPicturePreload(events []model.Event, today string) string {
	var first []*model.Event // the upcoming events of the earliest date
	firstDate := ""
	for i := range events {
		m := isoDatePrefix.FindString(strings.TrimSpace(events[i].Date))
		if m == "" {
			return "" // the page reads other forms too; not worth matching here
		}
		switch {
		case m < today:
		case firstDate == "" || m < firstDate:
			firstDate, first = m, []*model.Event{&events[i]}
		case m == firstDate:
			first = append(first, &events[i])
		}
	}
	if len(first) == 0 {
		return ""
	}
	e := first[0]
	for _, o := range first[1:] {
		if o.Time != e.Time {
			return ""
		}
		if o.ID < e.ID {
			e = o
		}
	}
	src := e.Image
	if src == "" {
		// The fallback is a small drawing the cards without a picture
		// share: a preload of it races their own requests for it, and
		// Chrome then fetches it twice.
		return ""
	}
	if shippedPhoto.MatchString(src) {
		return photoPreload(src, eventCardSizes, eventCardWidths)
	}
	// An admin's upload; a picture elsewhere (a link) is left to the page.
	if !strings.HasPrefix(src, "/") || strings.HasPrefix(src, "//") {
		return ""
	}
	return `<link rel="preload" as="image" fetchpriority="high" href="` + html.EscapeString(src) + `">`
}

// eventsShell serves /events through the cache with its first picture
// preloaded; the answer shows the settings (the club's name) and the
// events, and is dropped when either changes. The generic shell handler
// serves every other path.
func (s *Site) eventsShell(chunks shellPreloads, generic http.Handler) http.Handler {
	isEventsPage := func(r *http.Request) bool { return strings.TrimSuffix(r.URL.Path, "/") == eventsPage }
	// The page is prerendered per layout, for visitors (prerender.go): a
	// member's request, told apart before the cache is asked, gets the
	// plain shell.
	key := func(r *http.Request) (string, bool) {
		key := "events page " + shellVariant(r) + " " + prerenderLayout(r) + " " + pageToday(s.now())
		if shellRequestOf(r).member {
			key += " member"
		}
		return key, true
	}
	cached := s.cache.HandlerOf([]httpcache.Kind{httpcache.Events, httpcache.Settings}, key, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		picture := ""
		if events, err := s.events.ListEvents(r.Context()); err != nil {
			s.log.Warn("events for the events page's shell", "err", err)
			httpcache.DoNotKeep(w)
		} else {
			picture = eventsPicturePreload(events, pageToday(s.now()))
		}
		req := shellRequestOf(r)
		req.preloads = picture + pagePreloads(r.URL.Path, i18n.FromRequest(r), chunks, false)
		s.serveShell(w, r, req)
	}))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isEventsPage(r) {
			req := shellRequest{member: s.memberOnPersonalPage(r) != nil}
			cached.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), shellRequestKey{}, req)))
			return
		}
		generic.ServeHTTP(w, r)
	})
}
