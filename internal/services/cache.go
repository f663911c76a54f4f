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
	case bus.EventUpdated, bus.EventDeleted, bus.RegistrationCancelled, bus.MemberDeleted, bus.GolfSettingsChanged,
		bus.ResultsPublished:
		// Leaderboards show the event's title and its players too; a
		// finalise changes the event's golf settings and the final order.
		s.Cache.Invalidate(ctx, httpcache.Events, httpcache.Scores)
	case bus.EventCreated, bus.RegistrationCreated, bus.WaitlistChanged:
		s.Cache.Invalidate(ctx, httpcache.Events)
	case bus.ScorecardChanged, bus.HandicapChanged, bus.FlightAssigned, bus.FlightUpdated, bus.FlightDeleted:
		s.Cache.Invalidate(ctx, httpcache.Scores)
	case bus.BlogChanged:
		s.Cache.Invalidate(ctx, httpcache.Blog)
	case bus.PhotosChanged:
		s.Cache.Invalidate(ctx, httpcache.Photos)
	case bus.SettingsChanged:
		s.Cache.Invalidate(ctx, httpcache.Settings)
	}
	return nil
}
