// Package site serves the pages: the built front end's files (each sent
// precompressed), the page shell with what each page preloads, the
// prerendered home page, an event's Open Graph tags for shared links, and
// the compression of every answer. It reads the club's data through the
// interfaces in Deps, never the store.
package site

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/httpcache"
	"golfclub/internal/model"
)

// Events reads the club's events as GET /api/events shows them. GetEvent
// answers an unknown id with an *apperr.Error of kind NotFound.
type Events interface {
	ListEvents(ctx context.Context) ([]model.Event, error)
	GetEvent(ctx context.Context, id int64) (*model.Event, error)
}

// Deps is what the site needs; the HTTP API that mounts it fills it in.
type Deps struct {
	// Web is the built front end (web/dist); nil serves a plain notice.
	Web fs.FS
	// Cache keeps the shell and the manifest encoded once until the
	// settings or the events change.
	Cache *httpcache.Cache
	Log   *slog.Logger
	// Now is the server's clock: the events page's picture depends on
	// the date.
	Now func() time.Time
	// BaseURL makes the absolute links of a shared event's preview.
	BaseURL string
	// Settings are the club's public settings, or nil when they cannot be
	// read (the shell is then the built one, and not kept).
	Settings func(r *http.Request) *model.ClubSettings
	Events   Events
	// Results names the winners on a results page's preview; nil names
	// none.
	Results Results
	// SignedInMember is the profile of the active member whose session r
	// carries, or nil: the member dashboard's shell then preloads its data
	// and comes drawn for that member (prerender.go fillMember).
	SignedInMember func(r *http.Request) *model.MemberProfile
	// WriteError answers e in the API's JSON error format: a missing file
	// or a wrong method gets the same body as any API error.
	WriteError func(w http.ResponseWriter, e *apperr.Error)
}

// Site serves everything outside /api/.
type Site struct {
	web            fs.FS
	cache          *httpcache.Cache
	log            *slog.Logger
	now            func() time.Time
	baseURL        string
	settings       func(r *http.Request) *model.ClubSettings
	events         Events
	results        Results
	signedInMember func(r *http.Request) *model.MemberProfile
	writeError     func(w http.ResponseWriter, e *apperr.Error)
}

// New makes the site of d.
func New(d Deps) *Site {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	return &Site{web: d.Web, cache: d.Cache, log: d.Log, now: d.Now, baseURL: d.BaseURL, settings: d.Settings,
		events: d.Events, results: d.Results, signedInMember: d.SignedInMember, writeError: d.WriteError}
}

// notFound is the 404 of a missing file.
func notFound(msg string) *apperr.Error { return apperr.New(apperr.NotFound, "not_found", msg) }
