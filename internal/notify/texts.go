package notify

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

// Values of the "change" and "status" parameters.
const (
	changeRescheduled = "rescheduled"
	changeRenamed     = "renamed"
	changeCancelled   = "cancelled"
	changePlaced      = "placed"
	changeTeeTime     = "tee_time"
	paymentConfirmed  = "confirmed"
	paymentRejected   = "rejected"
)

// tr is i18n.T: the text key of lang's catalog with args filled in.
var tr = i18n.T

// render is the title and message, in lang, of a notification of type typ
// with params: what the bell's older clients, the iOS check and the push
// show. The app renders the same texts itself from type + params (so it
// follows the language the app is in); keep the two in step
// (web/src/features/notifications).
func render(lang, typ string, p map[string]any, loc *time.Location) (title, message string) {
	str := func(k string) string {
		if v, ok := p[k]; ok && v != nil {
			return fmt.Sprint(v)
		}
		return ""
	}
	event := str("eventTitle")
	switch typ {
	case store.NotificationFellowJoined:
		switch others, _ := strconv.Atoi(str("others")); {
		case others == 1:
			return tr(lang, "joinedMany.title"), tr(lang, "joined.messageOne", str("memberName"), event)
		case others > 1:
			return tr(lang, "joinedMany.title"), tr(lang, "joined.messageMany", str("memberName"), event, others)
		}
		return tr(lang, "joined.title"), tr(lang, "joined.message", str("memberName"), event)
	case store.NotificationEventUpdate:
		switch str("change") {
		case changeCancelled:
			return tr(lang, "cancelled.title"), tr(lang, "cancelled.message", event, longDate(lang, str("date"), loc))
		case changeRenamed:
			return tr(lang, "renamed.title"), tr(lang, "renamed.message", str("oldTitle"), event)
		default:
			return tr(lang, "rescheduled.title"), tr(lang, "rescheduled.message", event, when(lang, str("date"), str("time"), loc))
		}
	case store.NotificationPaymentUpdate:
		if str("status") == paymentRejected {
			return tr(lang, "payment.rejected.title"), tr(lang, "payment.rejected.message", event)
		}
		return tr(lang, "payment.confirmed.title"), tr(lang, "payment.confirmed.message", event)
	case store.NotificationFlightUpdate:
		if str("change") == changeTeeTime {
			return tr(lang, "teetime.title"), tr(lang, "teetime.message",
				str("flightNumber"), event, clockTime(lang, str("teeTime")), str("startingHole"), clockTime(lang, str("oldTeeTime")))
		}
		return tr(lang, "placed.title"), tr(lang, "placed.message",
			str("flightNumber"), event, clockTime(lang, str("teeTime")), str("startingHole"))
	case store.NotificationMembershipApproved:
		return tr(lang, "membership.approved.title"), tr(lang, "membership.approved.message", str("membershipNumber"))
	case store.NotificationDeletionUpdate:
		return tr(lang, "deletion.rejected.title"), tr(lang, "deletion.rejected.message", str("reason"))
	case store.NotificationEventReminder:
		msg := tr(lang, "reminder.message", event, when(lang, str("date"), str("time"), loc))
		if t := str("teeTime"); t != "" {
			msg += tr(lang, "reminder.teetime", clockTime(lang, t), str("flightNumber"))
		}
		return tr(lang, "reminder.title", event), msg
	case store.NotificationWaitlistPromoted:
		msg := tr(lang, "waitlist.promoted.message", event)
		if by := str("payBy"); by != "" {
			msg += tr(lang, "waitlist.promoted.payby", dateTime(lang, by, loc))
		}
		return tr(lang, "waitlist.promoted.title", event), msg
	case store.NotificationWaitlistLapsed:
		return tr(lang, "waitlist.lapsed.title"), tr(lang, "waitlist.lapsed.message", event)
	case store.NotificationResultsPublished:
		return tr(lang, "results.title", event), tr(lang, "results.message", event)
	}
	return typ, event
}

// longDate is an ISO date as lang writes it ("Sat, 5 Dec 2026", "Sabtu,
// 5 Disember 2026"); anything unparseable is shown as it came.
func longDate(lang, iso string, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	d, err := time.ParseInLocation(time.DateOnly, iso, loc)
	if err != nil {
		return iso
	}
	return i18n.LongDate(lang, d)
}

// dateTime is an RFC 3339 instant in the club's time as lang writes it
// ("Sat, 5 Dec 2026, 2:30 pm", "Sabtu, 5 Disember 2026, 2:30 petang");
// anything unparseable is shown as it came.
func dateTime(lang, v string, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return v
	}
	t = t.In(loc)
	return i18n.LongDate(lang, t) + ", " + i18n.ClockTime(lang, t)
}

// clockTime is a time as lang writes it: "07:45" and "7:45 AM" are
// "7:45 am" (the web's formatTime; "7:45 pagi" in Malay); words around or
// instead of a time are kept.
func clockTime(lang, t string) string {
	return i18n.ClockText(lang, strings.TrimSpace(t))
}

// when is a date with its time of day when the event has one (the event's
// time is free text: its times of day are written as the flight texts
// write them, its words kept).
func when(lang, date, clock string, loc *time.Location) string {
	if strings.TrimSpace(clock) == "" {
		return longDate(lang, date, loc)
	}
	return tr(lang, "date.at", longDate(lang, date, loc), clockTime(lang, clock))
}

// ResetMail is the subject and body, in lang, of a member's password reset
// mail.
func ResetMail(lang, clubName, baseURL, token string) (subject, body string) {
	if clubName == "" {
		clubName = tr(lang, "reset.club")
	}
	return tr(lang, "reset.subject"), tr(lang, "reset.body", clubName, token, baseURL)
}
