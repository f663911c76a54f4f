package services

import (
	"context"

	"golfclub/internal/bus"
	"golfclub/internal/httpcache"
)

// invalidateCache drops the cached public answers a domain event changes:
// events carry their registered counts, so registrations count too, and
// so does deleting a member, which takes their registrations along. It is
// the cache's one way of learning of a change: it runs before the writer's
// client gets its answer, so the next read anywhere sees the change.
func (s *Set) invalidateCache(ctx context.Context, e bus.Event) error {
	switch e.(type) {
	case bus.EventCreated, bus.EventUpdated, bus.EventDeleted,
		bus.RegistrationCreated, bus.RegistrationCancelled, bus.MemberDeleted, bus.WaitlistChanged,
		bus.GolfSettingsChanged, bus.ResultsPublished:
		s.Cache.Invalidate(ctx, httpcache.Events)
	case bus.BlogChanged:
		s.Cache.Invalidate(ctx, httpcache.Blog)
	case bus.PhotosChanged:
		s.Cache.Invalidate(ctx, httpcache.Photos)
	case bus.SettingsChanged:
		s.Cache.Invalidate(ctx, httpcache.Settings)
	}
	return nil
}
