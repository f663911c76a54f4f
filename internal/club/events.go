package club

import (
	"context"
	"errors"
	"fmt"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/images"
	"golfclub/internal/store"
)

// CreateEvent stores a validated event and returns it as stored.
func (s *Service) CreateEvent(ctx context.Context, e *store.Event) (*store.Event, error) {
	e.CreatedAt = s.now().UTC()
	if err := s.store.CreateEvent(ctx, e); err != nil {
		return nil, fmt.Errorf("create event: %w", err)
	}
	got, err := s.store.GetEvent(ctx, e.ID)
	if err != nil {
		return nil, fmt.Errorf("read new event %d: %w", e.ID, err)
	}
	s.bus.Publish(ctx, bus.EventCreated{EventID: got.ID, Title: got.Title, Date: got.Date})
	return got, nil
}

// UpdateEvent saves an admin's edit of event e.ID. Capacity may not drop
// below the members already registered; seats it adds go to the waitlist.
func (s *Service) UpdateEvent(ctx context.Context, e *store.Event) error {
	var (
		prev     *store.Event
		promoted []store.Registration
	)
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if prev, err = store.UpdateEvent(ctx, tx, e, s.now()); err != nil {
			return err
		}
		promoted, err = fillFromWaitlist(ctx, tx, e.ID, s.now())
		return err
	})
	var capErr *store.CapacityError
	switch {
	case errors.Is(err, store.ErrNotFound):
		return ErrEventNotFound
	case errors.As(err, &capErr):
		msg := fmt.Sprintf("Capacity cannot be less than the %d members already registered", capErr.Registered)
		return apperr.Field("capacity", "capacity_below_registered", msg)
	case err != nil:
		return fmt.Errorf("update event %d: %w", e.ID, err)
	}
	got, err := s.store.GetEvent(ctx, e.ID)
	if err != nil {
		return fmt.Errorf("read updated event %d: %w", e.ID, err)
	}
	*e = *got
	images.Forget(ctx, s.blob, s.log, prev.Image, e.Image)
	s.bus.Publish(ctx, bus.EventUpdated{EventID: e.ID, Title: e.Title, Date: e.Date, Time: e.Time,
		OldTitle: prev.Title, OldDate: prev.Date, OldTime: prev.Time})
	s.promoted(ctx, e.Title, promoted)
	return nil
}

// DeleteEvent removes an event with its registrations and flights (foreign
// keys cascade), then the payment slips nobody else uses.
func (s *Service) DeleteEvent(ctx context.Context, id int64) error {
	files, err := s.store.EventFileURLs(ctx, id)
	if err != nil {
		return fmt.Errorf("files of event %d: %w", id, err)
	}
	gone, err := s.store.DeleteEvent(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return ErrEventNotFound
	} else if err != nil {
		return fmt.Errorf("delete event %d: %w", id, err)
	}
	s.ForgetFiles(ctx, files...)
	images.Forget(ctx, s.blob, s.log, gone.Event.Image, "")
	s.bus.Publish(ctx, bus.EventDeleted{EventID: id, Title: gone.Event.Title, Date: gone.Event.Date, MemberIDs: gone.MemberIDs})
	return nil
}
