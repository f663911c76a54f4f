package notify

import (
	"context"
	"fmt"

	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Notifications writes members' in-app notifications (the bell) in answer
// to domain events. Today that is FELLOW_MEMBER_JOINED: the other
// registrants of an event hear that somebody joined.
//
// It runs after the registration has committed, in its own transaction
// (as it did when the handler wrote it), so the registration never waits
// on or fails with it; the bus logs a failure with the event's name and
// this subscriber's error names the event and member.
type Notifications struct {
	Store *store.Store
}

// Subscribe adds the notification writers to b.
func (n *Notifications) Subscribe(b *bus.Bus) {
	b.Subscribe("notifications", n.Handle)
}

// Handle acts on the events that notify members and ignores the rest.
func (n *Notifications) Handle(ctx context.Context, e bus.Event) error {
	switch e := e.(type) {
	case bus.RegistrationCreated:
		reg := &store.Registration{ID: e.RegistrationID, EventID: e.EventID, MemberID: e.MemberID,
			MemberName: e.MemberName, MemberPhone: e.MemberPhone}
		if _, err := n.Store.NotifyFellowMembersJoined(ctx, reg, e.EventTitle, e.At); err != nil {
			return fmt.Errorf("notify fellow members of event %d about member %d: %w", e.EventID, e.MemberID, err)
		}
	}
	return nil
}
