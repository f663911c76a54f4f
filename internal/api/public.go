package api

import (
	"errors"
	"fmt"
	"net/http"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/httpcache"
	"golfclub/internal/store"
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
	var (
		events []store.Event
		err    error
	)
	switch v := r.URL.Query().Get("upcoming"); v {
	case "", "0", "false":
		events, err = s.store.ListEvents(r.Context())
	case "1", "true":
		events, err = s.store.ListEventsFrom(r.Context(), s.today())
	default:
		return apperr.Newf(apperr.Invalid, "invalid_parameter", "upcoming must be 1 or 0, not %q", v)
	}
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
func (s *Server) eventFromPath(r *http.Request) (*store.Event, error) {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return nil, err
	}
	e, err := s.store.GetEvent(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errNotFound("Event not found")
	}
	return e, err
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

// Gallery paging limits.
const (
	photoPageDefault = 12
	photoPageMax     = 48
)

// photoPage is one page of the gallery; NextOffset is null on the last page.
type photoPage struct {
	Photos     []store.Photo `json:"photos"`
	Total      int           `json:"total"`
	NextOffset *int          `json:"nextOffset"`
}

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
	if pq.category != "all" && !slices.Contains(store.PhotoCategories, pq.category) {
		return pq, apperr.Newf(apperr.Invalid, "invalid_parameter", "Unknown photo category %q; use all, %s", pq.category, strings.Join(store.PhotoCategories, ", "))
	}
	var err error
	if pq.offset, err = intParam(q.Get("offset"), 0, 0, 1<<31-1, "offset"); err != nil {
		return pq, err
	}
	if pq.limit, err = intParam(q.Get("limit"), photoPageDefault, 1, photoPageMax, "limit"); err != nil {
		return pq, err
	}
	return pq, nil
}

func (s *Server) listPhotos(w http.ResponseWriter, r *http.Request) error {
	q, err := parsePhotoQuery(r)
	if err != nil {
		return err
	}
	photos, total, err := s.store.ListPhotos(r.Context(), q.category, q.offset, q.limit)
	if err != nil {
		return err
	}
	page := photoPage{Photos: photos, Total: total}
	if next := q.offset + len(photos); len(photos) > 0 && next < total {
		page.NextOffset = &next
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
	posts, err := s.store.ListPublishedPosts(r.Context())
	if err != nil {
		return err
	}
	out := make([]publicPost, len(posts))
	for i, p := range posts {
		out[i] = publicPost{ID: p.ID, Title: p.Title, Content: p.Content, Image: p.Image, Category: p.Category, CreatedAt: p.CreatedAt}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// publicPost is a blog post as visitors see it (no draft flag or edit time).
type publicPost struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	Content   string    `json:"content"`
	Image     string    `json:"image"`
	Category  string    `json:"category"`
	CreatedAt time.Time `json:"createdAt"`
}

// ContactSubjects are the subjects the contact form offers (spec 1 §2).
var ContactSubjects = []string{"General Inquiry", "Subscription Information", "Event Booking", "Golf Lessons", "Other"}

// Contact form length caps.
const (
	contactNameMax    = 100
	contactEmailMax   = 254 // RFC 5321 path limit
	contactMessageMax = 5000
)

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
	m, err := in.validate()
	if err != nil {
		return err
	}
	if err := s.store.CreateContactMessage(r.Context(), m); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, message{"Thank you for your message. We'll get back to you soon!"})
	return nil
}

// validate trims the input and checks every field, reporting all problems
// at once so the form can mark each field.
func (in contactInput) validate() (*store.ContactMessage, error) {
	m := &store.ContactMessage{
		FirstName: strings.TrimSpace(in.FirstName),
		LastName:  strings.TrimSpace(in.LastName),
		Email:     strings.TrimSpace(in.Email),
		Subject:   strings.TrimSpace(in.Subject),
		Message:   strings.TrimSpace(in.Message),
	}
	// The message names every problem, joined; fields hold one each.
	var v apperr.Validation
	var order []string
	add := func(field, code, msg string) {
		order = append(order, msg)
		v.Add(field, code, msg)
	}
	text := func(field, label, s string, max int) {
		switch {
		case s == "":
			add(field, "required", label+" is required")
		case utf8.RuneCountInString(s) > max:
			add(field, "too_long", fmt.Sprintf("%s must be at most %d characters", label, max))
		}
	}
	text("firstName", "First name", m.FirstName, contactNameMax)
	text("lastName", "Last name", m.LastName, contactNameMax)
	text("email", "Email", m.Email, contactEmailMax)
	if !v.Has("email") && !validEmail(m.Email) {
		add("email", "invalid_email", "Please enter a valid email address")
	}
	switch {
	case m.Subject == "":
		add("subject", "required", "Subject is required")
	case !slices.Contains(ContactSubjects, m.Subject):
		add("subject", "invalid_choice", "Subject must be one of: "+strings.Join(ContactSubjects, ", "))
	}
	text("message", "Message", m.Message, contactMessageMax)
	if e, ok := apperr.As(v.Err()); ok {
		e.Message = strings.Join(order, ". ")
		return nil, e
	}
	return m, nil
}

// validEmail accepts a bare address (no display name or angle brackets)
// whose domain has a dot, which rules out "a@localhost" typos.
func validEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	return at > 0 && strings.Contains(domain, ".") &&
		!strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".") && !strings.Contains(domain, "..")
}

func (s *Server) getSettings(w http.ResponseWriter, r *http.Request) error {
	c, err := s.store.GetSettings(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, c)
	return nil
}
