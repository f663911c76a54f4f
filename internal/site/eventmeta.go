package site

import (
	"bytes"
	"html"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/httpcache"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
	"golfclub/internal/rates"
)

// A link to an event shared on WhatsApp (the club's real channel) shows a
// preview card from the page's Open Graph tags, and WhatsApp's crawler
// does not run JavaScript: the tags must be in the HTML the server sends.
// So /events/{id} gets the page shell with that event's tags in its head,
// kept in the cache under the event's id and dropped with every other
// event answer when any event changes (httpcache.Events). The club's name
// in it follows a settings change within the cache's maxAge.

// eventPagePath is where the event page's chunk is filed in pageSources.
const eventPagePath = "/events/{id}"

// eventPageID is the event id of an event page's path ("/events/12" 12);
// ok is false for any other path, and for ids not written canonically
// ("/events/012"), which get the generic shell, so junk paths cannot
// multiply the cache's entries.
func eventPageID(urlPath string) (int64, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSuffix(urlPath, "/"), "/events/")
	if !ok {
		return 0, false
	}
	id, err := strconv.ParseInt(rest, 10, 64)
	if err != nil || id <= 0 || strconv.FormatInt(id, 10) != rest {
		return 0, false
	}
	return id, true
}

// eventShell serves event pages through the cache; the generic shell
// handler serves every other path.
func (s *Site) eventShell(chunks shellPreloads, generic http.Handler) http.Handler {
	// One copy per event and language: the preview's description is in
	// the visitor's (i18n.FromRequest).
	key := func(r *http.Request) (string, bool) {
		id, ok := eventPageID(r.URL.Path)
		return "event shell " + strconv.FormatInt(id, 10) + " " + shellVariant(r), ok
	}
	cached := s.cache.Handler(httpcache.Events, key, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, _ := eventPageID(r.URL.Path)
		preloads := fetchPreload("/api/events/"+strconv.FormatInt(id, 10)) +
			pagePreloads(eventPagePath, i18n.FromRequest(r), chunks, false)
		var shell shellBuffer
		shell.header = w.Header()
		s.serveShell(&shell, r, shellRequest{preloads: preloads})
		e, err := s.events.GetEvent(r.Context(), id)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.NotFound {
				s.log.Warn("event for the page shell", "id", id, "err", err)
			}
			// An unknown event keeps nothing: the app shows its
			// not-found page.
			httpcache.DoNotKeep(w)
		} else if shell.code == 0 || shell.code == http.StatusOK {
			shell.body = withEventMeta(shell.body, s.eventMeta(r, e))
		}
		if shell.code != 0 {
			w.WriteHeader(shell.code)
		}
		w.Write(shell.body)
	}))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := eventPageID(r.URL.Path); ok {
			cached.ServeHTTP(w, r)
			return
		}
		generic.ServeHTTP(w, r)
	})
}

// shellBuffer keeps what serveShell writes, so the event's tags can go in
// before it is sent; headers go straight to the real answer.
type shellBuffer struct {
	header http.Header
	code   int
	body   []byte
}

func (b *shellBuffer) Header() http.Header         { return b.header }
func (b *shellBuffer) WriteHeader(code int)        { b.code = code }
func (b *shellBuffer) Write(p []byte) (int, error) { b.body = append(b.body, p...); return len(p), nil }

// eventMeta is what a shared link's preview shows of an event.
type eventMeta struct {
	Title, Description, Image, URL, SiteName string
	// Locale is og:locale: en_MY or ms_MY.
	Locale string
}

func (s *Site) eventMeta(r *http.Request, e *model.Event) eventMeta {
	lang := i18n.FromRequest(r)
	m := eventMeta{Title: e.Title, Description: eventSummary(lang, e), Locale: lang + "_MY", URL: s.baseURL + "/events/" + strconv.FormatInt(e.ID, 10), Image: s.absoluteURL(e.Image)}
	if c := s.settings(r); c != nil {
		m.SiteName = c.ClubName
	}
	return m
}

// eventSummary is the event's date, time and lowest price in one line,
// in lang: "Sat, 5 December 2026 · 7:30 AM Shotgun · from RM 120", "Sabtu,
// 5 Disember 2026 · 7:30 AM Shotgun · dari RM 120" (the event's time is
// free text, shown as the admin wrote it).
func eventSummary(lang string, e *model.Event) string {
	parts := []string{e.Date}
	if d, err := time.Parse(time.DateOnly, e.Date); err == nil {
		parts[0] = d.Format("Mon, 2 January 2006")
		if lang == i18n.MS {
			parts[0] = i18n.LongDate(i18n.MS, d)
		}
	}
	if t := strings.TrimSpace(e.Time); t != "" {
		parts = append(parts, t)
	}
	if p, ok := lowestPrice(e.Rates); ok {
		parts = append(parts, i18n.T(lang, "event.from_price", rates.Format(p)))
	}
	return strings.Join(parts, " · ")
}

// lowestPrice is the cheapest entry rate of the event: an add-on (a buggy
// share) is bought with an entry, so "from" its price would undersell the
// event. ok false without entry rates.
func lowestPrice(list []model.Rate) (float64, bool) {
	low, ok := 0.0, false
	for _, r := range list {
		if r.AddOn {
			continue
		}
		if !ok || r.Price < low {
			low, ok = r.Price, true
		}
	}
	return low, ok
}

// absoluteURL makes a site path ("/demo/photos/a.jpg") absolute: a preview
// card's image must be. An empty one is the app's icon.
func (s *Site) absoluteURL(p string) string {
	switch {
	case p == "":
		p = "/icons/icon-512.png"
	case strings.HasPrefix(p, "https://"), strings.HasPrefix(p, "http://"):
		return p
	case !strings.HasPrefix(p, "/"):
		p = "/" + p
	}
	return s.baseURL + p
}

var metaDescription = regexp.MustCompile(`<meta name="description" content="[^"]*"\s*/?>`)

// withEventMeta is shell with m's Open Graph tags at the end of its head
// and its description the event's. Every value is HTML-escaped. The
// <title> stays the club's name: the app reads the club's name from it
// before the settings load (web/src/features/settings/usePageMeta.ts) and sets the
// page's own title itself.
func withEventMeta(shell []byte, m eventMeta) []byte {
	esc := html.EscapeString
	out := metaDescription.ReplaceAllLiteral(shell, []byte(`<meta name="description" content="`+esc(m.Description)+`" />`))
	var tags strings.Builder
	prop := func(name, value string) {
		if value != "" {
			tags.WriteString(`<meta property="` + name + `" content="` + esc(value) + `">`)
		}
	}
	prop("og:type", "website")
	prop("og:title", m.Title)
	prop("og:description", m.Description)
	prop("og:image", m.Image)
	prop("og:url", m.URL)
	prop("og:site_name", m.SiteName)
	prop("og:locale", m.Locale)
	tags.WriteString(`<meta name="twitter:card" content="summary_large_image">`)
	tags.WriteString(`<link rel="canonical" href="` + esc(m.URL) + `">`)
	at := bytes.Index(out, []byte("</head>"))
	if at < 0 {
		return out
	}
	res := make([]byte, 0, len(out)+tags.Len())
	res = append(res, out[:at]...)
	res = append(res, tags.String()...)
	return append(res, out[at:]...)
}
