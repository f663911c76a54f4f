package club

import (
	"context"
	"fmt"

	"golfclub/internal/model"
)

// PublicEvents is what visitors see of the calendar, soonest first: every
// event, past ones too (the member dashboard shows them), or with upcoming
// only the events dated on or after the club's today.
func (s *Service) PublicEvents(ctx context.Context, upcoming bool) ([]model.Event, error) {
	if !upcoming {
		return s.store.ListEvents(ctx)
	}
	today := s.today()
	events, err := s.store.ListEventsFrom(ctx, today)
	if err != nil {
		return nil, fmt.Errorf("list events from %s: %w", today, err)
	}
	return events, nil
}

// Event is event id; ErrEventNotFound when absent.
func (s *Service) Event(ctx context.Context, id int64) (*model.Event, error) {
	return s.event(ctx, id)
}
