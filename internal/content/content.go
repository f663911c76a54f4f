// Package content is the service of the club's website content: club
// settings and branding, blog posts, the photo gallery and the contact
// inbox. Each write validates its input (the rules are here, as testable
// functions), stores it, and after it has committed publishes a domain
// event on the bus; the cached public reads are invalidated by a bus
// subscriber. A failure the client may see is an *apperr.Error.
package content

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Deps is what the service needs.
type Deps struct {
	Store *store.Store
	// Bus receives the domain events; nil publishes nothing.
	Bus *bus.Bus
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Blob keeps uploaded pictures; nil refuses uploads.
	Blob blob.Store
	// Log records files that could not be deleted; nil uses slog's default.
	Log *slog.Logger
}

// Service holds the content rules.
type Service struct {
	store *store.Store
	bus   *bus.Bus
	now   func() time.Time
	blob  blob.Store
	log   *slog.Logger
}

// New returns the service for d.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	return &Service{store: d.Store, bus: d.Bus, now: d.Now, blob: d.Blob, log: d.Log}
}

// publish announces e once its change has committed.
func (s *Service) publish(ctx context.Context, e bus.Event) {
	if s.bus != nil {
		s.bus.Publish(ctx, e)
	}
}

// notFound maps the store's ErrNotFound to the 404 named msg.
func notFound(err error, msg string) error {
	if errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.NotFound, "not_found", msg)
	}
	return err
}
