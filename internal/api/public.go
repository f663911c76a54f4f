package api

import (
	"net/http"
	"strconv"

	"golfclub/internal/apperr"
	"golfclub/internal/content"
	"golfclub/internal/httpcache"
	"golfclub/internal/model"
)

// routesPublic registers the calls visitors make without signing in.
func (s *Server) routesPublic(mux *http.ServeMux) {
	mux.Handle("GET /api/events", s.cache.Handler(httpcache.Events, s.eventsKey, s.handle(s.listEvents)))
	mux.Handle("GET /api/events/{id}", s.cache.Handler(httpcache.Events, eventKey, s.handle(s.getEvent)))
	mux.Handle("GET /api/photos", s.cache.Handler(httpcache.Photos, photosKey, s.handle(s.listPhotos)))
	mux.Handle("GET /api/blog", s.cache.Handler(httpcache.Blog, oneKey, s.handle(s.listBlog)))
	mux.Handle("POST /api/contact", s.handle(s.createContact))
	mux.Handle("GET /api/settings", s.cache.Handler(httpcache.Settings, oneKey, s.handle(s.getSettings)))
}

// listEvents answers every event, past and upcoming, because the member
// dashboard shows past events too; the events page filters on the client.
// ?upcoming=1 narrows to events dated on or after the club's today.
func (s *Server) listEvents(w http.ResponseWriter, r *http.Request) error {
	var upcoming bool
	switch v := r.URL.Query().Get("upcoming"); v {
	case "", "0", "false":
	case "1", "true":
		upcoming = true
	default:
		return apperr.Newf(apperr.Invalid, "invalid_parameter", "upcoming must be 1 or 0, not %q", v)
	}
	events, err := s.club.PublicEvents(r.Context(), upcoming)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, events)
	return nil
}

func (s *Server) getEvent(w http.ResponseWriter, r *http.Request) error {
	e, err := s.eventFromPath(r)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// eventFromPath is the event named by the path's {id}: 400 for an id that
// is not a positive number, 404 for one no event has.
func (s *Server) eventFromPath(r *http.Request) (*model.Event, error) {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return nil, err
	}
	return s.club.Event(r.Context(), id)
}

// pathID reads a positive numeric id from the path; anything else is a 400
// naming what the id is of ("Event id must be a positive number").
func pathID(r *http.Request, name, what string) (int64, error) {
	raw := r.PathValue(name)
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.Invalid, "invalid_id", what+" id must be a positive number")
	}
	return id, nil
}

// photoPage is one page of the gallery; NextOffset is null on the last page.
type photoPage = content.PhotoPage

// photoQuery is a validated GET /api/photos query.
type photoQuery struct {
	category      string
	offset, limit int
}

func parsePhotoQuery(r *http.Request) (photoQuery, error) {
	q := r.URL.Query()
	pq := photoQuery{category: q.Get("category")}
	if pq.category == "" {
		pq.category = "all"
	}
	if err := content.CheckPhotoCategory(pq.category); err != nil {
		return pq, err
	}
	var err error
	if pq.offset, err = intParam(q.Get("offset"), 0, 0, 1<<31-1, "offset"); err != nil {
		return pq, err
	}
	if pq.limit, err = intParam(q.Get("limit"), content.PhotoPageDefault, 1, content.PhotoPageMax, "limit"); err != nil {
		return pq, err
	}
	return pq, nil
}

func (s *Server) listPhotos(w http.ResponseWriter, r *http.Request) error {
	q, err := parsePhotoQuery(r)
	if err != nil {
		return err
	}
	page, err := s.content.Photos(r.Context(), q.category, q.offset, q.limit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, page)
	return nil
}

// intParam reads an optional integer query parameter within [lo, hi].
func intParam(raw string, def, lo, hi int, name string) (int, error) {
	if raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < lo || n > hi {
		return 0, apperr.Newf(apperr.Invalid, "invalid_parameter", "%s must be a whole number from %d to %d", name, lo, hi)
	}
	return n, nil
}

func (s *Server) listBlog(w http.ResponseWriter, r *http.Request) error {
	posts, err := s.content.PublishedPosts(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, posts)
	return nil
}

// publicPost is a blog post as visitors see it (no draft flag or edit time).
type publicPost = content.PublicPost

type contactInput struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Subject   string `json:"subject"`
	Message   string `json:"message"`
}

func (s *Server) createContact(w http.ResponseWriter, r *http.Request) error {
	var in contactInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if err := s.content.SendContact(r.Context(), content.ContactInput(in)); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, message{"Thank you for your message. We'll get back to you soon!"})
	return nil
}

// publicSettings is what GET /api/settings answers: the club's settings and
// the version of the privacy notice a sign-up consents to, so a client that
// does not ship the notice's text itself can still send the version.
type publicSettings struct {
	model.ClubSettings
	PrivacyNoticeVersion string `json:"privacyNoticeVersion"`
}

func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) error {
	c, err := s.content.Settings(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, publicSettings{ClubSettings: c, PrivacyNoticeVersion: PrivacyNoticeVersion})
	return nil
}
