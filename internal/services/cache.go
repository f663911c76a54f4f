package services

import (
	"context"

	"golfclub/internal/bus"
	"golfclub/internal/httpcache"
)

// invalidateCache drops the cached public answers a domain event changes:
// events carry their registered counts, so registrations count too, and
// so does deleting a member, which takes their registrations along.
func (s *Set) invalidateCache(ctx context.Context, e bus.Event) error {
	switch e.(type) {
	case bus.EventCreated, bus.EventUpdated, bus.EventDeleted,
		bus.RegistrationCreated, bus.RegistrationCancelled, bus.MemberDeleted, bus.WaitlistChanged:
		s.Cache.Invalidate(ctx, httpcache.Events)
	}
	return nil
}
