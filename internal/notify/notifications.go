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

// PushOutbox queues a Web Push of each notification in ns to its member
// inside tx, the transaction that writes them, so a notification and its
// push are stored together or not at all. url is the page a tap on the
// push opens. It gets all of one delivery's notifications at once, so it
// can queue them in a fixed number of statements.
//
// It is an interface called inside the transaction, not a bus subscriber:
// the bus delivers NotificationsCreated only after the commit, and a push
// queued then would be lost if the process stopped in between. The push
// package implements it (push.Outbox) and the application wires it in;
// the push worker itself wakes on NotificationsCreated.
type PushOutbox interface {
	QueueNotifications(ctx context.Context, tx bun.IDB, ns []store.Notification, url string) error
}

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
	Push PushOutbox
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
	case bus.MembershipApproved:
		return n.membershipApproved(ctx, e)
	case bus.ResultsPublished:
		// A correction after finalising re-freezes the results quietly:
		// the players heard once.
		if e.First {
			return n.resultsPublished(ctx, e)
		}
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
			At:     e.At, url: "/member", fold: true, seq: e.RegistrationID,
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

// membershipApproved tells a waiting sign-up the secretary approved it,
// with the number that now gives them member rates.
func (n *Notifications) membershipApproved(ctx context.Context, e bus.MembershipApproved) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberID)
	if err != nil {
		return fmt.Errorf("member %d: %w", e.MemberID, err)
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationMembershipApproved, url: "/member?tab=membership",
		Params: map[string]any{"membershipNumber": e.MembershipNumber},
	}, to)
}

// resultsPublished tells the event's players that its results are out; the
// push opens the results page.
func (n *Notifications) resultsPublished(ctx context.Context, e bus.ResultsPublished) error {
	to, err := n.Store.MemberRecipients(ctx, e.MemberIDs...)
	if err != nil {
		return fmt.Errorf("players of event %d: %w", e.EventID, err)
	}
	return n.deliver(ctx, notice{
		Type: store.NotificationResultsPublished, EventID: e.EventID, EventTitle: e.EventTitle,
		url:    fmt.Sprintf("/events/%d/results", e.EventID),
		Params: map[string]any{"eventId": e.EventID, "eventTitle": e.EventTitle},
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
	// fold merges it into the member's unread notice of the same type and
	// event (see fold); of two merged, the one with the higher seq (the
	// later registration) gives the values.
	fold bool
	seq  int64
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
// statements: one for the muted types, the reads and rewrites of folding
// notices, one insert, and the pushes of each page a tap opens. It returns
// the members written to, by type, in order and without repeats.
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
	var out []*outgoing
	for _, d := range batch {
		note := d.note
		at := note.At
		if at.IsZero() {
			at = n.now()
		}
		for _, r := range d.to {
			if slices.Contains(muted[r.MemberID], note.Type) {
				continue
			}
			row := store.Notification{MemberID: r.MemberID, MemberPhone: r.Phone, Type: note.Type, CreatedAt: at.UTC()}
			if note.EventID != 0 {
				id, t := note.EventID, note.EventTitle
				row.EventID, row.EventTitle = &id, &t
			}
			if note.extra != nil {
				note.extra(&row)
			}
			out = append(out, &outgoing{row: row, params: note.Params, lang: i18n.Or(r.Locale), url: note.url, fold: note.fold, seq: note.seq, joiners: 1})
		}
	}
	out, err = n.fold(ctx, tx, out)
	if err != nil {
		return nil, err
	}
	// Rendered once per language and set of values, not once per
	// recipient: a batch holds thousands of rows.
	texts := map[string][2]string{}
	for _, o := range out {
		if err := o.render(texts, n.Location); err != nil {
			return nil, err
		}
	}
	var folds, inserts []*outgoing
	for _, o := range out {
		if o.row.ID != 0 {
			folds = append(folds, o)
		} else {
			inserts = append(inserts, o)
		}
	}
	if len(folds) > 0 {
		rows, was := make([]store.Notification, len(folds)), make([]string, len(folds))
		for i, o := range folds {
			rows[i], was[i] = o.row, o.was
		}
		done, err := n.Store.FoldIntoNotifications(ctx, tx, rows, was)
		if err != nil {
			return nil, err
		}
		for i, o := range folds {
			if !done[i] {
				// Read or changed meanwhile: the notice gets a row of its own.
				o.row, o.params = o.own, o.ownParams
				if err := o.render(texts, n.Location); err != nil {
					return nil, err
				}
				inserts = append(inserts, o)
			}
		}
	}
	rows := make([]store.Notification, len(inserts))
	for i, o := range inserts {
		rows[i] = o.row
	}
	if err := n.Store.InsertNotifications(ctx, tx, rows); err != nil {
		return nil, err
	}
	for i, o := range inserts {
		o.row.ID = rows[i].ID
	}
	// A batch holds thousands of rows: members are deduplicated by map.
	written := map[string][]int64{}
	type typeMember struct {
		typ    string
		member int64
	}
	seen := make(map[typeMember]bool, len(out))
	for _, o := range out {
		if k := (typeMember{o.row.Type, o.row.MemberID}); !seen[k] {
			seen[k] = true
			written[o.row.Type] = append(written[o.row.Type], o.row.MemberID)
		}
	}
	if n.Push == nil || len(out) == 0 {
		return written, nil
	}
	byURL := map[string][]store.Notification{}
	for _, o := range out {
		byURL[o.url] = append(byURL[o.url], o.row)
	}
	for _, url := range slices.Sorted(maps.Keys(byURL)) {
		if err := n.Push.QueueNotifications(ctx, tx, byURL[url], url); err != nil {
			return nil, fmt.Errorf("queue pushes for %d members: %w", len(byURL[url]), err)
		}
	}
	return written, nil
}

// outgoing is one notification on its way to one member.
type outgoing struct {
	row    store.Notification
	params map[string]any
	lang   string
	url    string
	// fold: the notice joins the member's unread one of its type and event
	// (see fold); joiners is how many happenings the row tells of.
	fold    bool
	seq     int64
	joiners int
	// was is the params of the unread row this one rewrites; own and
	// ownParams are the row and params of this batch alone, for when the
	// rewrite finds that row changed.
	was       string
	own       store.Notification
	ownParams map[string]any
}

// render sets the row's params, title and message in its member's
// language; texts caches them by language and params.
func (o *outgoing) render(texts map[string][2]string, loc *time.Location) error {
	params, err := json.Marshal(o.params)
	if err != nil {
		return fmt.Errorf("encode params: %w", err)
	}
	key := o.lang + "\x00" + o.row.Type + "\x00" + string(params)
	text, ok := texts[key]
	if !ok {
		text[0], text[1] = render(o.lang, o.row.Type, o.params, loc)
		texts[key] = text
	}
	o.row.Params, o.row.Title, o.row.Message = string(params), text[0], text[1]
	return nil
}

// fold merges the folding notices of out that one member gets about one
// event into one: within the batch, and into the member's unread row of
// that type and event if there is one ("Aisyah and 3 other members just
// joined Monthly Medal", as the pushes already fold by their tag). The
// merged notice keeps the values of the latest (highest seq) and counts
// the others in params.others; one going into an unread row carries that row's ID.
//
// A member in an event of 40 would otherwise get 39 notifications, one per
// later registrant, and each registration would write a row per earlier
// registrant; rewriting an unread row in place costs the database less
// than a new one (no foreign key to check, no index to add to).
func (n *Notifications) fold(ctx context.Context, tx bun.IDB, out []*outgoing) ([]*outgoing, error) {
	type key struct {
		typ           string
		member, event int64
	}
	merged := make([]*outgoing, 0, len(out))
	byKey := map[key]*outgoing{}
	var types []string
	var members, events []int64
	for _, o := range out {
		if !o.fold || o.row.EventID == nil {
			merged = append(merged, o)
			continue
		}
		k := key{o.row.Type, o.row.MemberID, *o.row.EventID}
		if first, ok := byKey[k]; ok {
			joiners := first.joiners + o.joiners
			if later(o, first) {
				*first = *o
			}
			first.joiners = joiners
			continue
		}
		byKey[k] = o
		merged = append(merged, o)
		if !slices.Contains(types, o.row.Type) {
			types = append(types, o.row.Type)
		}
		members, events = append(members, o.row.MemberID), append(events, *o.row.EventID)
	}
	for _, o := range byKey {
		o.ownParams = withOthers(o.params, o.joiners-1)
		o.params = o.ownParams
	}
	for _, typ := range types {
		unread, err := n.Store.UnreadEventNotifications(ctx, tx, typ, members, events)
		if err != nil {
			return nil, err
		}
		for _, u := range unread {
			o := byKey[key{typ, u.MemberID, *u.EventID}]
			if o == nil {
				continue
			}
			// Oldest first: a member with several unread rows (written
			// before notices folded) gets the newest one rewritten.
			if o.was == "" {
				o.own = o.row
			}
			o.row.ID, o.was = u.ID, u.Params
			// A batch can come after one with later news (batches of
			// concurrent registrations finish in any order): the row keeps
			// whichever happened last.
			var kept map[string]any
			if u.CreatedAt.After(o.own.CreatedAt) && json.Unmarshal([]byte(u.Params), &kept) == nil {
				o.params, o.row.CreatedAt = kept, u.CreatedAt
				o.row.NewMemberName, o.row.NewMemberPhone = u.NewMemberName, u.NewMemberPhone
			} else {
				o.params, o.row.CreatedAt = o.ownParams, o.own.CreatedAt
				o.row.NewMemberName, o.row.NewMemberPhone = o.own.NewMemberName, o.own.NewMemberPhone
			}
			o.params = withOthers(o.params, o.joiners+othersIn(u.Params))
		}
	}
	return merged, nil
}

// later tells whether a happened after b: by time, then by seq.
func later(a, b *outgoing) bool {
	if !a.row.CreatedAt.Equal(b.row.CreatedAt) {
		return a.row.CreatedAt.After(b.row.CreatedAt)
	}
	return a.seq > b.seq
}

// withOthers is params with "others" set to n (left out when 0).
func withOthers(params map[string]any, n int) map[string]any {
	out := maps.Clone(params)
	if out == nil {
		out = map[string]any{}
	}
	delete(out, "others")
	if n > 0 {
		out["others"] = n
	}
	return out
}

// othersIn is the "others" count of stored params (0 when absent).
func othersIn(params string) int {
	var p struct {
		Others int `json:"others"`
	}
	if json.Unmarshal([]byte(params), &p) != nil {
		return 0
	}
	return p.Others
}

func (n *Notifications) announce(ctx context.Context, typ string, members []int64) {
	if len(members) > 0 && n.Bus != nil {
		n.Bus.Publish(ctx, bus.NotificationsCreated{Type: typ, MemberIDs: members})
	}
}
