package api

import (
	"context"
	"net/http"
	"strconv"

	"golfclub/internal/bus"
	"golfclub/internal/httpcache"
)

// invalidateCache drops the cached public answers a domain event changes:
// events carry their registered counts, so registrations count too, and
// so does deleting a member, which takes their registrations along.
func (s *Server) invalidateCache(ctx context.Context, e bus.Event) error {
	switch e.(type) {
	case bus.EventCreated, bus.EventUpdated, bus.EventDeleted,
		bus.RegistrationCreated, bus.RegistrationCancelled, bus.MemberDeleted, bus.WaitlistChanged:
		s.cache.Invalidate(ctx, httpcache.Events)
	case bus.SettingsChanged:
		s.cache.Invalidate(ctx, httpcache.Settings)
	case bus.BlogChanged:
		s.cache.Invalidate(ctx, httpcache.Blog)
	case bus.PhotosChanged:
		s.cache.Invalidate(ctx, httpcache.Photos)
	}
	return nil
}

// adminChanging registers an admin route that changes public content of
// kind (blog, gallery, settings): its cached answers are dropped once the
// change has succeeded and before the admin's browser hears so, so the
// next read anywhere sees it.
func (s *Server) adminChanging(mux *http.ServeMux, pattern string, kind httpcache.Kind, fn handlerFunc) {
	s.admin(mux, pattern, func(w http.ResponseWriter, r *http.Request) error {
		return fn(&invalidatingWriter{ResponseWriter: w, invalidate: func() { s.cache.Invalidate(r.Context(), kind) }}, r)
	})
}

// invalidatingWriter runs invalidate when a success status is written.
type invalidatingWriter struct {
	http.ResponseWriter
	invalidate func()
	written    bool
}

func (w *invalidatingWriter) WriteHeader(code int) {
	if !w.written {
		w.written = true
		if code < 400 {
			w.invalidate()
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *invalidatingWriter) Write(p []byte) (int, error) {
	if !w.written {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}

// Cache keys are built from validated parameters, never the raw query, so
// junk parameters share one entry instead of filling the cache.

func (s *Server) eventsKey(r *http.Request) (string, bool) {
	switch r.URL.Query().Get("upcoming") {
	case "", "0", "false":
		return "all", true
	case "1", "true":
		// "Upcoming" moves at the club's midnight.
		return "from " + s.today(), true
	}
	return "", false
}

func eventKey(r *http.Request) (string, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return "", false
	}
	return strconv.FormatInt(id, 10), true
}

func photosKey(r *http.Request) (string, bool) {
	q, err := parsePhotoQuery(r)
	if err != nil {
		return "", false
	}
	return q.category + " " + strconv.Itoa(q.offset) + " " + strconv.Itoa(q.limit), true
}

// oneKey is the key of a read that takes no parameters.
func oneKey(*http.Request) (string, bool) { return "", true }
