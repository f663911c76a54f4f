// Package privacy is the service of the member's rights under the PDPA
// 2010: consent to the privacy notice at sign-up, the export of
// everything the club holds about a member, and the request to delete it
// with the admin's review. A failure the client may see is an
// *apperr.Error; after a change commits, the service publishes a domain
// event on the bus (notifications and the live lists are subscribers).
package privacy

import (
	"log/slog"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// NoticeVersion is the version of the privacy notice the sign-up page
// shows (web/src/features/privacy/notice.ts, noticeVersion): a member's
// consent is recorded with it. Change both together when the notice's
// content changes.
const NoticeVersion = "2026-11-23"

// CheckConsent is the sign-up rule: the visitor ticked the consent box for
// the notice version this server shows.
func CheckConsent(v *apperr.Validation, consent bool, version string) {
	switch {
	case !consent:
		v.Add("privacyConsent", "privacy_consent_required", "Please read the privacy notice and agree to it to sign up")
	case version != NoticeVersion:
		v.Add("privacyConsent", "privacy_notice_outdated", "The privacy notice has changed: please reload the page and read it again")
	}
}

// Deps is what the service needs.
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
	// BaseURL makes the export's slip links absolute.
	BaseURL string
}

// Service holds the privacy rules.
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
