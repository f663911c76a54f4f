package site

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/httpcache"
	"golfclub/internal/i18n"
)

// Results reads the winners of an event's published results as a visitor
// may see them. An event whose results are not final, or not public,
// answers an *apperr.Error (NotFound, Unauthorized).
type Results interface {
	Winners(ctx context.Context, eventID int64) ([]string, error)
}

// A results page shared on WhatsApp previews as "Results: Monthly Medal"
// with the winner, like an event page (eventmeta.go). The winner is named
// only when a visitor may read the results: the preview is public.

// resultsPageID is the event id of a results page's path
// ("/events/12/results" 12); ok is false for any other path.
func resultsPageID(urlPath string) (int64, bool) {
	rest, ok := strings.CutSuffix(strings.TrimSuffix(urlPath, "/"), "/results")
	if !ok {
		return 0, false
	}
	return eventPageID(rest)
}

// resultsShell serves results pages through the cache (dropped with every
// event answer: finalising changes the event); next serves every other
// path.
func (s *Site) resultsShell(chunks shellPreloads, next http.Handler) http.Handler {
	key := func(r *http.Request) (string, bool) {
		id, ok := resultsPageID(r.URL.Path)
		return "results shell " + strconv.FormatInt(id, 10) + " " + shellVariant(r), ok
	}
	cached := s.cache.Handler(httpcache.Events, key, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, _ := resultsPageID(r.URL.Path)
		preloads := fetchPreload("/api/events/"+strconv.FormatInt(id, 10)+"/results") +
			pagePreloads(r.URL.Path, i18n.FromRequest(r), chunks, false)
		var shell shellBuffer
		shell.header = w.Header()
		s.serveShell(&shell, r, shellRequest{preloads: preloads})
		e, err := s.events.GetEvent(r.Context(), id)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.NotFound {
				s.log.Warn("event for the results page shell", "id", id, "err", err)
			}
			httpcache.DoNotKeep(w)
		} else if shell.code == 0 || shell.code == http.StatusOK {
			m := s.eventMeta(r, e)
			lang := i18n.FromRequest(r)
			m.Title = i18n.T(lang, "results.page_title", e.Title)
			m.URL += "/results"
			m.Description = i18n.T(lang, "results.final")
			if s.results != nil {
				winners, err := s.results.Winners(r.Context(), id)
				if _, ok := apperr.As(err); err != nil && !ok {
					s.log.Warn("results for the results page shell", "id", id, "err", err)
					httpcache.DoNotKeep(w)
				}
				switch len(winners) {
				case 0:
				case 1:
					m.Description = i18n.T(lang, "results.winner", winners[0])
				default:
					m.Description = i18n.T(lang, "results.winners", strings.Join(winners, ", "))
				}
			}
			shell.body = withEventMeta(shell.body, m)
		}
		if shell.code != 0 {
			w.WriteHeader(shell.code)
		}
		w.Write(shell.body)
	}))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := resultsPageID(r.URL.Path); ok {
			cached.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}
