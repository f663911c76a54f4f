// Package club is the service layer: the rules of registering,
// de-registering, paying, pricing, membership numbers, events and flights,
// between the HTTP handlers (internal/api) and the store. Each operation
// takes ctx first and returns domain values; a failure the client may see
// is an *apperr.Error with a stable code, anything else is an internal
// error wrapped with context. Steps that must commit together (a seat
// freed and handed to the first on the waitlist) run in one transaction
// the service opens with store.Store.Tx, calling the store's queries
// inside it. After a change commits, the service publishes a domain event
// on the bus (internal/bus); side effects such as notifications are
// subscribers (internal/notify), never code here.
package club

import (
	"log/slog"
	"time"

	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Deps is what the service needs; api.New wires it.
type Deps struct {
	Store *store.Store
	// Bus receives the domain events; nil publishes nothing.
	Bus *bus.Bus
	// Blob holds uploaded payment slips; nil means no files to delete.
	Blob blob.Store
	Log  *slog.Logger
	// Now returns the current time; tests replace it.
	Now func() time.Time
	// Location is the club's time zone, which decides "today" (nil: UTC).
	Location *time.Location
	// BaseURL lets absolute payment file URLs be read as this server's.
	BaseURL string
}

// Service holds the club's rules.
type Service struct {
	store   *store.Store
	bus     *bus.Bus
	blob    blob.Store
	log     *slog.Logger
	now     func() time.Time
	loc     *time.Location
	baseURL string
}

// New returns the service for d.
func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Location == nil {
		d.Location = time.UTC
	}
	return &Service{store: d.Store, bus: d.Bus, blob: d.Blob, log: d.Log, now: d.Now, loc: d.Location, baseURL: d.BaseURL}
}

// today is the club's calendar date, YYYY-MM-DD, in the club's time zone.
func (s *Service) today() string {
	return s.now().In(s.loc).Format(time.DateOnly)
}
