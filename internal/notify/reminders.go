package notify

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
)

// Reminders sends each registrant a reminder the day before their event,
// once: from ReminderHour (club time) on the day before, every run writes
// the reminders not yet sent. The registration's reminded_at is claimed in
// the transaction that writes the notification and its push, so a restart
// resends nothing and two instances never both send one.
type Reminders struct {
	Notifications *Notifications
	Log           *slog.Logger
}

// ReminderHour is the club-local hour from which the day-before reminders
// go out: early enough to plan, late enough not to wake anyone.
const ReminderHour = 8

// reminderBatch caps one run's work; the next run takes the rest.
const reminderBatch = 500

// RunOnce sends the reminders due at now and returns how many it wrote.
func (r *Reminders) RunOnce(ctx context.Context, now time.Time) (int, error) {
	n := r.Notifications
	loc := n.Location
	if loc == nil {
		loc = time.UTC
	}
	local := now.In(loc)
	if local.Hour() < ReminderHour {
		return 0, nil
	}
	tomorrow := local.AddDate(0, 0, 1).Format(time.DateOnly)
	due, err := n.Store.RemindersDue(ctx, tomorrow, reminderBatch)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, d := range due {
		wrote, err := r.remind(ctx, d, now)
		if err != nil {
			return sent, err
		}
		sent += wrote
	}
	return sent, nil
}

// remind claims one registration's reminder and writes it; it returns 1
// when it wrote a notification (0 when another instance had claimed it or
// the member muted reminders).
func (r *Reminders) remind(ctx context.Context, d store.ReminderDue, now time.Time) (int, error) {
	n := r.Notifications
	params := map[string]any{"eventId": d.EventID, "eventTitle": d.EventTitle, "date": d.EventDate, "time": d.EventTime}
	if d.TeeTime != nil && d.FlightNumber != nil {
		params["teeTime"], params["flightNumber"] = *d.TeeTime, *d.FlightNumber
		if d.StartingHole != nil {
			params["startingHole"] = *d.StartingHole
		}
	}
	note := notice{Type: store.NotificationEventReminder, EventID: d.EventID, EventTitle: d.EventTitle,
		Params: params, At: now, url: reminderURL(d)}
	if d.Scored && d.FlightNumber != nil {
		params["scorecard"] = true
	}
	var written []int64
	err := n.Store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		ok, err := n.Store.ClaimReminder(ctx, tx, d.RegistrationID, now)
		if err != nil || !ok {
			return err
		}
		written, err = n.write(ctx, tx, note, []store.Recipient{{MemberID: d.MemberID, Phone: d.MemberPhone, Locale: d.MemberLocale}})
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("remind registration %d: %w", d.RegistrationID, err)
	}
	n.announce(ctx, note.Type, written)
	return len(written), nil
}

// Run sends due reminders every interval until ctx ends.
func (r *Reminders) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := r.RunOnce(ctx, r.Notifications.now()); err != nil && ctx.Err() == nil {
			r.log().Error("event reminders", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (r *Reminders) log() *slog.Logger {
	if r.Log == nil {
		return slog.Default()
	}
	return r.Log
}

// reminderURL is where a tap on the reminder opens: the scorecard when the
// member has a flight in a scored event (they will want it at the first
// tee, from the same notification), else the member's dashboard.
func reminderURL(d store.ReminderDue) string {
	if d.Scored && d.FlightNumber != nil {
		return fmt.Sprintf("/events/%d/scorecard", d.EventID)
	}
	return "/member"
}
