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
	var events []model.Event
	var err error
	if upcoming {
		today := s.today()
		if events, err = s.store.ListEventsFrom(ctx, today); err != nil {
			return nil, fmt.Errorf("list events from %s: %w", today, err)
		}
	} else if events, err = s.store.ListEvents(ctx); err != nil {
		return nil, err
	}
	if err := s.attachGolf(ctx, events); err != nil {
		return nil, err
	}
	return events, nil
}

// Event is event id with its golf settings; ErrEventNotFound when absent.
func (s *Service) Event(ctx context.Context, id int64) (*model.Event, error) {
	ev, err := s.event(ctx, id)
	if err != nil {
		return nil, err
	}
	one := []model.Event{*ev}
	if err := s.attachGolf(ctx, one); err != nil {
		return nil, err
	}
	return &one[0], nil
}

// attachGolf fills in the scoring settings of the scored events, which
// every event's JSON carries ("golf", null when not scored).
func (s *Service) attachGolf(ctx context.Context, events []model.Event) error {
	ids := make([]int64, len(events))
	for i, e := range events {
		ids[i] = e.ID
	}
	settings, err := s.store.GolfSettingsFor(ctx, ids)
	if err != nil {
		return err
	}
	for i := range events {
		events[i].Golf = settings[events[i].ID]
	}
	return nil
}
