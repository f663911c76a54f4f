package api

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"time"

	"golfclub/internal/club"
	"golfclub/internal/httpcache"
	"golfclub/internal/i18n"
	"golfclub/internal/ical"
	"golfclub/internal/model"
)

// routesCalendar registers the calendar files: each member's private feed
// of their registrations (fetched by calendar apps, which carry no
// session, so the URL's token is the key), the member's own view of that
// URL, and the public one-event download.
func (s *Server) routesCalendar(mux *http.ServeMux) {
	mux.Handle("GET /api/calendar/{file}", s.handle(s.calendarFeed))
	mux.Handle("GET /api/member/calendar", s.handle(s.memberOnly(s.getCalendarLink)))
	mux.Handle("POST /api/member/calendar", s.handle(s.memberOnly(s.resetCalendarLink)))
	mux.Handle("GET /api/events/{id}/calendar.ics", s.handle(s.eventCalendar))
}

// feedRefresh is how often calendar apps are asked to fetch a feed again.
const feedRefresh = 6 * time.Hour

// calendarLink is the member's feed URL; null until they make one.
type calendarLink struct {
	URL *string `json:"url"`
}

func (s *Server) feedURL(token string) string {
	return s.cfg.BaseURL + feedPrefix + token + ".ics"
}

func (s *Server) getCalendarLink(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var out calendarLink
	if m.CalendarToken != nil {
		u := s.feedURL(*m.CalendarToken)
		out.URL = &u
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, out)
	return nil
}

// resetCalendarLink gives the member a new feed URL; the old one, if any,
// answers 404 from now on.
func (s *Server) resetCalendarLink(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	token, err := s.club.ResetCalendarToken(r.Context(), m.ID)
	if err != nil {
		return err
	}
	u := s.feedURL(token)
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, calendarLink{URL: &u})
	return nil
}

// secretPathPrefixes are the paths whose rest is a secret: a calendar
// feed's token, an upload link's token.
var secretPathPrefixes = []string{feedPrefix, "/api/uploads/"}

// loggedPath is urlPath as the request log shows it: the secret part of a
// path never reaches the log.
func loggedPath(urlPath string) string {
	for _, p := range secretPathPrefixes {
		if strings.HasPrefix(urlPath, p) {
			return p + "…"
		}
	}
	return urlPath
}

const feedPrefix = "/api/calendar/"

func (s *Server) calendarFeed(w http.ResponseWriter, r *http.Request) error {
	token, ok := strings.CutSuffix(r.PathValue("file"), ".ics")
	if !ok || token == "" {
		return club.ErrNoFeed
	}
	m, entries, err := s.club.CalendarFeed(r.Context(), token)
	if err != nil {
		return err
	}
	// A calendar app fetches the feed without cookies or a useful
	// Accept-Language: its texts are in the member's stored language.
	site := s.calendarSite(m.Locale)
	cal := ical.Calendar{ProdID: s.calendarProdID(), Name: s.clubName(r, site.Lang), Location: site.Location, Refresh: feedRefresh}
	for i := range entries {
		cal.Events = append(cal.Events, site.MemberEntry(&entries[i], m.ID))
	}
	// The URL is a secret: keep it out of shared caches and search engines.
	w.Header().Set("Cache-Control", "private, no-cache")
	w.Header().Set("X-Robots-Tag", "noindex")
	writeCalendar(w, r, ical.Marshal(cal), "")
	return nil
}

func (s *Server) eventCalendar(w http.ResponseWriter, r *http.Request) error {
	e, err := s.eventFromPath(r)
	if err != nil {
		return err
	}
	site := s.calendarSite(i18n.FromRequest(r))
	cal := ical.Calendar{ProdID: s.calendarProdID(), Location: site.Location, Events: []ical.Event{site.PublicEvent(e)}}
	// The download is in the visitor's language (gc_lang, else browser).
	w.Header().Add("Vary", "Cookie")
	w.Header().Add("Vary", "Accept-Language")
	w.Header().Set("Cache-Control", "no-cache")
	writeCalendar(w, r, ical.Marshal(cal), fmt.Sprintf("event-%d.ics", e.ID))
	return nil
}

func (s *Server) calendarSite(lang string) ical.Site {
	return ical.Site{BaseURL: s.cfg.BaseURL, Location: s.cfg.Location, Lang: i18n.Or(lang)}
}

func (s *Server) calendarProdID() string { return "-//golfclub//calendar//EN" }

// clubName is the club's name for the feed's title ("Golf club", in
// lang, without settings).
func (s *Server) clubName(r *http.Request, lang string) string {
	if c := s.clubSettings(r); c != nil && c.ClubName != "" {
		return c.ClubName
	}
	return i18n.T(lang, "calendar.name")
}

// writeCalendar answers body as text/calendar with a strong ETag (the
// output is deterministic, so an unchanged feed is a 304), as a download
// named filename when one is given.
func writeCalendar(w http.ResponseWriter, r *http.Request, body []byte, filename string) {
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:12]) + `"`
	h := w.Header()
	h.Set("ETag", etag)
	if filename != "" {
		h.Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	}
	if httpcache.ETagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", "text/calendar; charset=utf-8")
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}
