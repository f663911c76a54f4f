package notify

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// PushFunc queues a Web Push of each notification in ns to its member
// inside tx, the transaction that writes them, so a notification and its
// push are stored together or not at all. url is the page a tap on the
// push opens. It gets all of one delivery's notifications at once, so it
// can queue them in a fixed number of statements.
type PushFunc func(ctx context.Context, tx bun.IDB, ns []store.Notification, url string) error

// Notifications writes members' in-app notifications (the bell) in answer
// to domain events, queues their pushes, and then announces them on the
// bus (NotificationsCreated) so open pages refresh their bell.
//
// It runs after the change has committed, in its own transaction, so the
// change never waits on or fails with it; the bus logs a failure with the
// event's name and the error names the event and members.
type Notifications struct {
	Store *store.Store
	// Bus receives NotificationsCreated; nil announces nothing.
	Bus *bus.Bus
	// Push queues pushes; nil sends none.
	Push PushFunc
	// Location is the club's time zone, for the dates in texts (nil: UTC).
	Location *time.Location
	// Now is the clock (nil: time.Now).
	Now func() time.Time
}

// Subscribe adds the notification writers to b.
func (n *Notifications) Subscribe(b *bus.Bus) {
	b.Subscribe("notifications", n.Handle)
}

func (n *Notifications) now() time.Time {
	if n.Now == nil {
		return time.Now()
	}
	return n.Now()
}

// Handle acts on the events that notify members and ignores the rest.
func (n *Notifications) Handle(ctx context.Context, e bus.Event) error {
	switch e := e.(type) {
	case bus.RegistrationCreated:
		return n.fellowJoined(ctx, e)
	case bus.EventUpdated:
		return n.eventUpdated(ctx, e)
	case bus.EventDeleted:
		return n.eventCancelled(ctx, e)
	case bus.PaymentMarkedPaid:
		return n.payment(ctx, e.RegistrationID, paymentConfirmed)
	case bus.PaymentReferenceRemoved:
		return n.payment(ctx, e.RegistrationID, paymentRejected)
	case bus.FlightAssigned:
		if e.Action == bus.FlightPlaced {
			return n.flightPlaced(ctx, e)
		}
	case bus.FlightUpdated:
		if e.TeeTime != e.OldTeeTime || e.StartingHole != e.OldStartingHole {
			return n.teeTimeChanged(ctx, e)
		}
	}
	return nil
}

func (n *Notifications) fellowJoined(ctx context.Context, e bus.RegistrationCreated) error {
	to, err := n.Store.EventRecipients(ctx, e.EventID, e.MemberID)
	if err != nil {
		return err
	}
	name, phone, title := e.MemberName, e.MemberPhone, e.EventTitle
	note := notice{
		Type: store.NotificationFellowJoined, EventID: e.EventID, EventTitle: e.EventTitle,
		Params: map[string]any{"memberName": e.MemberName, "eventTitle": e.EventTitle, "eventId": e.EventID},
		At:     e.At, url: "/member",
		extra: func(row *store.Notification) {
			row.NewMemberName, row.NewMemberPhone, row.EventTitle = &name, &phone, &title
		},
	}
	return n.deliver(ctx, note, to)
}

// eventUpdated tells the registrants that their event moved or was renamed;
// other edits (description, capacity, rates) do not interrupt anyone.
func (n *Notifications) eventUpdated(ctx context.Context, e bus.EventUpdated) error {
	change := ""
	switch {
	case e.Date != e.OldDate || e.Time != e.OldTime:
		change = changeRescheduled
	case e.Title != e.OldTitle:
		change = changeRenamed
	default:
		return nil
	}
	to, err := n.Store.EventRecipients(ctx, e.EventID, 0)
	if err != nil {
		return err
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationEventUpdate, EventID: e.EventID, EventTitle: e.Title, url: "/member",
		Params: map[string]any{"change": change, "eventId": e.EventID, "eventTitle": e.Title, "date": e.Date,
			"time": e.Time, "oldTitle": e.OldTitle, "oldDate": e.OldDate, "oldTime": e.OldTime},
	}, to)
}

func (n *Notifications) eventCancelled(ctx context.Context, e bus.EventDeleted) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberIDs...)
	if err != nil {
		return err
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationEventUpdate, EventID: e.EventID, EventTitle: e.Title, url: "/events",
		Params: map[string]any{"change": changeCancelled, "eventId": e.EventID, "eventTitle": e.Title, "date": e.Date},
	}, to)
}

func (n *Notifications) payment(ctx context.Context, regID int64, status string) error {
	row, err := n.Store.RegistrationWithEvent(ctx, regID)
	if err != nil {
		return fmt.Errorf("registration %d: %w", regID, err)
	}
	// A slip taken off a paid registration is tidying up, not a rejection.
	if status == paymentRejected && row.IsPaid {
		return nil
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationPaymentUpdate, EventID: row.EventID, EventTitle: row.EventTitle, url: "/member",
		Params: map[string]any{"status": status, "eventId": row.EventID, "eventTitle": row.EventTitle},
	}, []store.Recipient{{MemberID: row.MemberID, Phone: row.MemberPhone}})
}

func (n *Notifications) flightPlaced(ctx context.Context, e bus.FlightAssigned) error {
	f, err := n.Store.GetFlight(ctx, e.FlightID)
	if err != nil {
		return fmt.Errorf("flight %d: %w", e.FlightID, err)
	}
	to, err := n.Store.MemberRecipients(ctx, e.MemberID)
	if err != nil {
		return err
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationFlightUpdate, EventID: f.EventID, EventTitle: f.EventTitle, url: "/member?tab=flights",
		Params: map[string]any{"change": changePlaced, "eventId": f.EventID, "eventTitle": f.EventTitle,
			"flightNumber": f.FlightNumber, "teeTime": f.TeeTime, "startingHole": f.StartingHole},
	}, to)
}

func (n *Notifications) teeTimeChanged(ctx context.Context, e bus.FlightUpdated) error {
	f, err := n.Store.GetFlight(ctx, e.FlightID)
	if err != nil {
		return fmt.Errorf("flight %d: %w", e.FlightID, err)
	}
	to, err := n.Store.FlightRecipients(ctx, e.FlightID)
	if err != nil {
		return err
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationFlightUpdate, EventID: f.EventID, EventTitle: f.EventTitle, url: "/member?tab=flights",
		Params: map[string]any{"change": changeTeeTime, "eventId": f.EventID, "eventTitle": f.EventTitle,
			"flightNumber": e.FlightNumber, "teeTime": e.TeeTime, "startingHole": e.StartingHole,
			"oldTeeTime": e.OldTeeTime},
	}, to)
}

// notice is one notification to write for several members.
type notice struct {
	Type       string
	EventID    int64
	EventTitle string
	Params     map[string]any
	// At is when it happened (zero: now).
	At  time.Time
	url string
	// extra fills the spec's legacy columns some types have.
	extra func(*store.Notification)
}

// deliver writes note for every recipient who has not muted its type and
// queues its pushes, in one transaction, then announces the notifications.
func (n *Notifications) deliver(ctx context.Context, note notice, to []store.Recipient) error {
	if len(to) == 0 {
		return nil
	}
	var written []int64
	err := n.Store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		written, err = n.write(ctx, tx, note, to)
		return err
	})
	if err != nil {
		return fmt.Errorf("notify %d members of %s (event %d): %w", len(to), note.Type, note.EventID, err)
	}
	n.announce(ctx, note.Type, written)
	return nil
}

// write is deliver's transaction, shared with the reminders that claim
// their registration in the same transaction. It returns the members
// written to.
func (n *Notifications) write(ctx context.Context, tx bun.IDB, note notice, to []store.Recipient) ([]int64, error) {
	ids := make([]int64, len(to))
	for i, r := range to {
		ids[i] = r.MemberID
	}
	muted, err := n.Store.MutedNotificationTypes(ctx, tx, ids...)
	if err != nil {
		return nil, err
	}
	at := note.At
	if at.IsZero() {
		at = n.now()
	}
	params, err := json.Marshal(note.Params)
	if err != nil {
		return nil, fmt.Errorf("encode params: %w", err)
	}
	title, message := render(note.Type, note.Params, n.Location)
	var rows []store.Notification
	for _, r := range to {
		if slices.Contains(muted[r.MemberID], note.Type) {
			continue
		}
		row := store.Notification{MemberID: r.MemberID, MemberPhone: r.Phone, Type: note.Type,
			Title: title, Message: message, Params: string(params), CreatedAt: at.UTC()}
		if note.EventID != 0 {
			id, t := note.EventID, note.EventTitle
			row.EventID, row.EventTitle = &id, &t
		}
		if note.extra != nil {
			note.extra(&row)
		}
		rows = append(rows, row)
	}
	if err := n.Store.InsertNotifications(ctx, tx, rows); err != nil {
		return nil, err
	}
	written := make([]int64, len(rows))
	for i := range rows {
		written[i] = rows[i].MemberID
	}
	if n.Push != nil && len(rows) > 0 {
		if err := n.Push(ctx, tx, rows, note.url); err != nil {
			return nil, fmt.Errorf("queue pushes for %d members: %w", len(rows), err)
		}
	}
	return written, nil
}

func (n *Notifications) announce(ctx context.Context, typ string, members []int64) {
	if len(members) > 0 && n.Bus != nil {
		n.Bus.Publish(ctx, bus.NotificationsCreated{Type: typ, MemberIDs: members})
	}
}
