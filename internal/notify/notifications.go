package notify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/batch"
	"golfclub/internal/bus"
	"golfclub/internal/i18n"
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

	// joined batches the fellow-joined notifications of registrations
	// made at the same time.
	joined batch.Group[bus.RegistrationCreated]
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
		return n.joined.Do(ctx, e, n.fellowsJoined)
	case bus.EventUpdated:
		return n.eventUpdated(ctx, e)
	case bus.EventDeleted:
		return n.eventCancelled(ctx, e)
	case bus.WaitlistPromoted:
		return n.waitlistPromoted(ctx, e)
	case bus.WaitlistLapsed:
		return n.waitlistLapsed(ctx, e)
	case bus.PaymentMarkedPaid:
		return n.payment(ctx, e.RegistrationID, paymentConfirmed)
	case bus.PaymentReferenceRemoved:
		return n.payment(ctx, e.RegistrationID, paymentRejected)
	case bus.FlightAssigned:
		if e.Action == bus.FlightPlaced {
			return n.flightPlaced(ctx, e)
		}
	case bus.DeletionRejected:
		return n.deletionRejected(ctx, e)
	case bus.FlightUpdated:
		if e.TeeTime != e.OldTeeTime || e.StartingHole != e.OldStartingHole {
			return n.teeTimeChanged(ctx, e)
		}
	}
	return nil
}

// joinBatch caps the registrations whose fellow-joined notifications are
// written in one transaction: about 40 registrants each, a few thousand
// rows at most.
const joinBatch = 64

// fellowsJoined tells the members already in an event that another member
// joined, for a batch of registrations at once (batch.Group: under load,
// one transaction for many registrations instead of one each). The
// recipients of a registration are the members registered for its event
// before it (a lower registration id), so a batch reads every registrant
// of its events once; those who registered after a member see them in the
// list already and are not told.
func (n *Notifications) fellowsJoined(ctx context.Context, joins []bus.RegistrationCreated) error {
	var errs []error
	for part := range slices.Chunk(joins, joinBatch) {
		errs = append(errs, n.fellowsJoinedTx(ctx, part))
	}
	return errors.Join(errs...)
}

// fellowsJoinedTx is fellowsJoined for at most joinBatch registrations.
func (n *Notifications) fellowsJoinedTx(ctx context.Context, joins []bus.RegistrationCreated) error {
	events := make([]int64, 0, len(joins))
	for _, e := range joins {
		if !slices.Contains(events, e.EventID) {
			events = append(events, e.EventID)
		}
	}
	registrants, err := n.Store.EventRegistrants(ctx, events...)
	if err != nil {
		return err
	}
	batch := make([]delivery, 0, len(joins))
	for _, e := range joins {
		var to []store.Recipient
		for _, r := range registrants {
			if r.EventID == e.EventID && r.RegistrationID < e.RegistrationID && r.MemberID != e.MemberID {
				to = append(to, r.Recipient)
			}
		}
		name, phone, title := e.MemberName, e.MemberPhone, e.EventTitle
		batch = append(batch, delivery{to: to, note: notice{
			Type: store.NotificationFellowJoined, EventID: e.EventID, EventTitle: e.EventTitle,
			Params: map[string]any{"memberName": e.MemberName, "eventTitle": e.EventTitle, "eventId": e.EventID},
			At:     e.At, url: "/member",
			extra: func(row *store.Notification) {
				row.NewMemberName, row.NewMemberPhone, row.EventTitle = &name, &phone, &title
			},
		}})
	}
	err = n.deliverAll(ctx, batch)
	if err == nil || len(batch) == 1 {
		return err
	}
	// One registration's failure (say, a recipient deleted meanwhile) must
	// not cost the others theirs: each is tried alone, and only the ones
	// that fail alone are reported.
	var errs []error
	for _, d := range batch {
		errs = append(errs, n.deliverAll(ctx, []delivery{d}))
	}
	return errors.Join(errs...)
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

// waitlistPromoted tells a member they have a seat now, and by when to pay.
func (n *Notifications) waitlistPromoted(ctx context.Context, e bus.WaitlistPromoted) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberID)
	if err != nil {
		return err
	}
	params := map[string]any{"eventId": e.EventID, "eventTitle": e.EventTitle, "registrationId": e.RegistrationID}
	if e.PayBy != nil {
		params["payBy"] = e.PayBy.UTC().Format(time.RFC3339)
	}
	return n.deliver(ctx, notice{Type: store.NotificationWaitlistPromoted, EventID: e.EventID, EventTitle: e.EventTitle,
		Params: params, url: "/member"}, to)
}

// waitlistLapsed tells a member their promoted seat passed on, unpaid.
func (n *Notifications) waitlistLapsed(ctx context.Context, e bus.WaitlistLapsed) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberID)
	if err != nil {
		return err
	}
	return n.deliver(ctx, notice{Type: store.NotificationWaitlistLapsed, EventID: e.EventID, EventTitle: e.EventTitle,
		Params: map[string]any{"eventId": e.EventID, "eventTitle": e.EventTitle}, url: "/events"}, to)
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
	}, []store.Recipient{{MemberID: row.MemberID, Phone: row.MemberPhone, Locale: row.MemberLocale}})
}

// deletionRejected tells a member an admin refused their data deletion
// request, and why.
func (n *Notifications) deletionRejected(ctx context.Context, e bus.DeletionRejected) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberID)
	if err != nil {
		return fmt.Errorf("member %d: %w", e.MemberID, err)
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationDeletionUpdate, url: "/member",
		Params: map[string]any{"status": "rejected", "reason": e.Reason},
	}, to)
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

// delivery is one notice and who gets it.
type delivery struct {
	note notice
	to   []store.Recipient
}

// deliver writes note for every recipient who has not muted its type and
// queues its pushes, in one transaction, then announces the notifications.
func (n *Notifications) deliver(ctx context.Context, note notice, to []store.Recipient) error {
	return n.deliverAll(ctx, []delivery{{note: note, to: to}})
}

// deliverAll is deliver for several notices in one transaction.
func (n *Notifications) deliverAll(ctx context.Context, batch []delivery) error {
	total := 0
	for _, d := range batch {
		total += len(d.to)
	}
	if total == 0 {
		return nil
	}
	var written map[string][]int64
	err := n.Store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		written, err = n.writeAll(ctx, tx, batch)
		return err
	})
	if err != nil {
		first := batch[0].note
		return fmt.Errorf("notify %d members of %s (event %d, %d notices): %w", total, first.Type, first.EventID, len(batch), err)
	}
	// Announced in a fixed order, one message per type.
	for _, typ := range slices.Sorted(maps.Keys(written)) {
		n.announce(ctx, typ, written[typ])
	}
	return nil
}

// write is deliver's transaction for one notice, shared with the reminders
// that claim their registration in the same transaction. It returns the
// members written to.
func (n *Notifications) write(ctx context.Context, tx bun.IDB, note notice, to []store.Recipient) ([]int64, error) {
	written, err := n.writeAll(ctx, tx, []delivery{{note: note, to: to}})
	return written[note.Type], err
}

// writeAll writes every notice of batch to its recipients, except those
// who muted its type, and queues their pushes, in a fixed number of
// statements: one for the muted types, one insert, and the pushes of each
// page a tap opens. It returns the members written to, by type, in order
// and without repeats.
func (n *Notifications) writeAll(ctx context.Context, tx bun.IDB, batch []delivery) (map[string][]int64, error) {
	var ids []int64
	for _, d := range batch {
		for _, r := range d.to {
			ids = append(ids, r.MemberID)
		}
	}
	muted, err := n.Store.MutedNotificationTypes(ctx, tx, ids...)
	if err != nil {
		return nil, err
	}
	var rows []store.Notification
	var urls []string // each row's push target
	for _, d := range batch {
		note := d.note
		at := note.At
		if at.IsZero() {
			at = n.now()
		}
		params, err := json.Marshal(note.Params)
		if err != nil {
			return nil, fmt.Errorf("encode params: %w", err)
		}
		// Rendered once per language the notice's recipients speak, not
		// once per recipient: a batch holds thousands of rows.
		texts := map[string][2]string{}
		for _, r := range d.to {
			if slices.Contains(muted[r.MemberID], note.Type) {
				continue
			}
			lang := i18n.Or(r.Locale)
			text, ok := texts[lang]
			if !ok {
				text[0], text[1] = render(lang, note.Type, note.Params, n.Location)
				texts[lang] = text
			}
			row := store.Notification{MemberID: r.MemberID, MemberPhone: r.Phone, Type: note.Type,
				Title: text[0], Message: text[1], Params: string(params), CreatedAt: at.UTC()}
			if note.EventID != 0 {
				id, t := note.EventID, note.EventTitle
				row.EventID, row.EventTitle = &id, &t
			}
			if note.extra != nil {
				note.extra(&row)
			}
			rows = append(rows, row)
			urls = append(urls, note.url)
		}
	}
	if err := n.Store.InsertNotifications(ctx, tx, rows); err != nil {
		return nil, err
	}
	// A batch holds thousands of rows: members are deduplicated by map.
	written := map[string][]int64{}
	type typeMember struct {
		typ    string
		member int64
	}
	seen := make(map[typeMember]bool, len(rows))
	for _, row := range rows {
		if k := (typeMember{row.Type, row.MemberID}); !seen[k] {
			seen[k] = true
			written[row.Type] = append(written[row.Type], row.MemberID)
		}
	}
	if n.Push == nil || len(rows) == 0 {
		return written, nil
	}
	byURL := map[string][]store.Notification{}
	for i, row := range rows {
		byURL[urls[i]] = append(byURL[urls[i]], row)
	}
	for _, url := range slices.Sorted(maps.Keys(byURL)) {
		if err := n.Push(ctx, tx, byURL[url], url); err != nil {
			return nil, fmt.Errorf("queue pushes for %d members: %w", len(byURL[url]), err)
		}
	}
	return written, nil
}

func (n *Notifications) announce(ctx context.Context, typ string, members []int64) {
	if len(members) > 0 && n.Bus != nil {
		n.Bus.Publish(ctx, bus.NotificationsCreated{Type: typ, MemberIDs: members})
	}
}
