package notify

import (
	"fmt"
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

// catalogs are the texts the server sends to people, one catalog per
// language, keyed alike (TestCatalogsMatch fails when a key or a
// placeholder is in one and not the other). A text is a fmt format with
// indexed verbs (%[1]s), so a language may put the values in its own
// order. To add a text: add the key to every catalog, then call tr.
var catalogs = map[string]map[string]string{
	i18n.EN: {
		"joined.title":              "New member joined",
		"joined.message":            "%[1]s just joined %[2]s",
		"cancelled.title":           "Event cancelled",
		"cancelled.message":         "%[1]s on %[2]s has been cancelled.",
		"renamed.title":             "Event renamed",
		"renamed.message":           "%[1]s is now called %[2]s.",
		"rescheduled.title":         "Event rescheduled",
		"rescheduled.message":       "%[1]s is now on %[2]s.",
		"payment.rejected.title":    "Payment slip not accepted",
		"payment.rejected.message":  "Your payment slip for %[1]s was not accepted. Please upload a new one.",
		"payment.confirmed.title":   "Payment confirmed",
		"payment.confirmed.message": "Your payment for %[1]s is confirmed. See you there!",
		"teetime.title":             "Tee time changed",
		"teetime.message":           "Flight %[1]s of %[2]s now tees off at %[3]s from hole %[4]s (was %[5]s).",
		"placed.title":              "Flight assigned",
		"placed.message":            "You are in flight %[1]s for %[2]s: tee time %[3]s, hole %[4]s.",
		"reminder.title":            "Tomorrow: %[1]s",
		"reminder.message":          "%[1]s is tomorrow, %[2]s.",
		"reminder.teetime":          " Your tee time is %[1]s (flight %[2]s).",
		"date.at":                   "%[1]s at %[2]s",
		"reset.club":                "the golf club",
		"reset.subject":             "Your password reset token",
		"reset.body": `Hello,

Someone (hopefully you) asked to reset the password of your member account at %[1]s.

Your reset token is:

%[2]s

Open %[3]s/member/login?reset=1, choose "Forgot Password?", and enter this token with your new password. The token works once and expires in 1 hour.

If you did not ask for this, ignore this mail; your password stays as it is.
`,
	},
	i18n.MS: {
		"joined.title":              "Ahli baharu menyertai",
		"joined.message":            "%[1]s baru sahaja menyertai %[2]s",
		"cancelled.title":           "Acara dibatalkan",
		"cancelled.message":         "%[1]s pada %[2]s telah dibatalkan.",
		"renamed.title":             "Nama acara ditukar",
		"renamed.message":           "%[1]s kini dikenali sebagai %[2]s.",
		"rescheduled.title":         "Acara dijadualkan semula",
		"rescheduled.message":       "%[1]s kini diadakan pada %[2]s.",
		"payment.rejected.title":    "Slip pembayaran tidak diterima",
		"payment.rejected.message":  "Slip pembayaran anda untuk %[1]s tidak dapat diterima. Sila muat naik slip yang baharu.",
		"payment.confirmed.title":   "Pembayaran disahkan",
		"payment.confirmed.message": "Pembayaran anda untuk %[1]s telah disahkan. Jumpa di padang!",
		"teetime.title":             "Tee time ditukar",
		"teetime.message":           "Flight %[1]s bagi %[2]s kini tee off pada %[3]s dari lubang %[4]s (sebelum ini %[5]s).",
		"placed.title":              "Flight ditetapkan",
		"placed.message":            "Anda dalam flight %[1]s untuk %[2]s: tee time %[3]s, lubang %[4]s.",
		"reminder.title":            "Esok: %[1]s",
		"reminder.message":          "%[1]s akan berlangsung esok, %[2]s.",
		"reminder.teetime":          " Tee time anda %[1]s (flight %[2]s).",
		"date.at":                   "%[1]s, pukul %[2]s",
		"reset.club":                "kelab golf",
		"reset.subject":             "Token tetapan semula kata laluan anda",
		"reset.body": `Salam sejahtera,

Seseorang (harapnya anda sendiri) telah meminta untuk menetapkan semula kata laluan akaun ahli anda di %[1]s.

Token tetapan semula anda ialah:

%[2]s

Buka %[3]s/member/login?reset=1, pilih "Lupa Kata Laluan?", dan masukkan token ini bersama kata laluan baharu anda. Token ini hanya boleh digunakan sekali dan tamat tempoh dalam masa 1 jam.

Jika anda tidak membuat permintaan ini, abaikan e-mel ini; kata laluan anda kekal seperti sedia ada.
`,
	},
}

// tr is the text key of lang's catalog (English when lang is not one of
// the languages) with args filled in.
func tr(lang, key string, args ...any) string {
	text, ok := catalogs[i18n.Or(lang)][key]
	if !ok {
		// TestCatalogsMatch and the render tests keep this from happening.
		text = catalogs[i18n.EN][key]
	}
	if len(args) == 0 {
		return text
	}
	return fmt.Sprintf(text, args...)
}

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
	case store.NotificationEventReminder:
		msg := tr(lang, "reminder.message", event, when(lang, str("date"), str("time"), loc))
		if t := str("teeTime"); t != "" {
			msg += tr(lang, "reminder.teetime", clockTime(lang, t), str("flightNumber"))
		}
		return tr(lang, "reminder.title", event), msg
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

// clockTime is a 24-hour "07:45" as the app writes times ("7:45 am", the
// web's formatTime; "7:45 pagi" in Malay); anything else is shown as it
// came.
func clockTime(lang, t string) string {
	v, err := time.Parse("15:04", strings.TrimSpace(t))
	if err != nil {
		return t
	}
	return i18n.ClockTime(lang, v)
}

// when is a date with its time of day when the event has one (the event's
// time is free text, shown as it came).
func when(lang, date, clock string, loc *time.Location) string {
	if strings.TrimSpace(clock) == "" {
		return longDate(lang, date, loc)
	}
	return tr(lang, "date.at", longDate(lang, date, loc), clock)
}

// ResetMail is the subject and body, in lang, of a member's password reset
// mail.
func ResetMail(lang, clubName, baseURL, token string) (subject, body string) {
	if clubName == "" {
		clubName = tr(lang, "reset.club")
	}
	return tr(lang, "reset.subject"), tr(lang, "reset.body", clubName, token, baseURL)
}
