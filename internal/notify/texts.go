package notify

import (
	"fmt"
	"strings"
	"time"

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

// render is the English title and message of a notification of type typ
// with params: what the bell's older clients, the iOS check and the push
// show. The app renders the same texts itself from type + params (so it
// can translate them); keep the two in step (web/src/features/notifications).
func render(typ string, p map[string]any, loc *time.Location) (title, message string) {
	str := func(k string) string {
		if v, ok := p[k]; ok && v != nil {
			return fmt.Sprint(v)
		}
		return ""
	}
	event := str("eventTitle")
	switch typ {
	case store.NotificationFellowJoined:
		return "New member joined", str("memberName") + " just joined " + event
	case store.NotificationEventUpdate:
		switch str("change") {
		case changeCancelled:
			return "Event cancelled", fmt.Sprintf("%s on %s has been cancelled.", event, longDate(str("date"), loc))
		case changeRenamed:
			return "Event renamed", fmt.Sprintf("%s is now called %s.", str("oldTitle"), event)
		default:
			return "Event rescheduled", fmt.Sprintf("%s is now on %s.", event, when(str("date"), str("time"), loc))
		}
	case store.NotificationPaymentUpdate:
		if str("status") == paymentRejected {
			return "Payment slip not accepted", fmt.Sprintf("Your payment slip for %s was not accepted. Please upload a new one.", event)
		}
		return "Payment confirmed", fmt.Sprintf("Your payment for %s is confirmed. See you there!", event)
	case store.NotificationFlightUpdate:
		if str("change") == changeTeeTime {
			return "Tee time changed", fmt.Sprintf("Flight %s of %s now tees off at %s from hole %s (was %s).",
				str("flightNumber"), event, clockTime(str("teeTime")), str("startingHole"), clockTime(str("oldTeeTime")))
		}
		return "Flight assigned", fmt.Sprintf("You are in flight %s for %s: tee time %s, hole %s.",
			str("flightNumber"), event, clockTime(str("teeTime")), str("startingHole"))
	case store.NotificationDeletionUpdate:
		return "Data deletion request not accepted", "The club did not accept your request to delete your data: " + str("reason")
	case store.NotificationEventReminder:
		msg := fmt.Sprintf("%s is tomorrow, %s.", event, when(str("date"), str("time"), loc))
		if t := str("teeTime"); t != "" {
			msg += fmt.Sprintf(" Your tee time is %s (flight %s).", clockTime(t), str("flightNumber"))
		}
		return "Tomorrow: " + event, msg
	}
	return typ, event
}

// longDate is an ISO date as en-MY writes it ("Sat, 5 Dec 2026"); anything
// unparseable is shown as it came.
func longDate(iso string, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	d, err := time.ParseInLocation(time.DateOnly, iso, loc)
	if err != nil {
		return iso
	}
	return d.Format("Mon, 2 Jan 2006")
}

// clockTime is a 24-hour "07:45" as the app writes times ("7:45 am", the
// web's formatTime); anything else is shown as it came.
func clockTime(t string) string {
	v, err := time.Parse("15:04", strings.TrimSpace(t))
	if err != nil {
		return t
	}
	return v.Format("3:04 pm")
}

// when is a date with its time of day when the event has one.
func when(date, clock string, loc *time.Location) string {
	if strings.TrimSpace(clock) == "" {
		return longDate(date, loc)
	}
	return longDate(date, loc) + " at " + clock
}
