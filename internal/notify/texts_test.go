package notify

import (
	"maps"
	"strings"
	"testing"
	"time"

	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

func TestRender(t *testing.T) {
	kl, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, typ   string
		params      map[string]any
		title, body string
	}{
		{"joined", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal"},
			"New member joined", "Aisyah just joined Medal"},
		{"joined, folded with one", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal", "others": 1},
			"New members joined", "Aisyah and one other member just joined Medal"},
		{"joined, folded with three", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal", "others": float64(3)},
			"New members joined", "Aisyah and 3 other members just joined Medal"},
		{"rescheduled with time", store.NotificationEventUpdate, map[string]any{"change": "rescheduled", "eventTitle": "Medal", "date": "2026-12-12", "time": "8:00 AM"},
			"Event rescheduled", "Medal is now on Sat, 12 Dec 2026 at 8:00 am."},
		{"rescheduled, time from a 24-hour field", store.NotificationEventUpdate, map[string]any{"change": "rescheduled", "eventTitle": "Medal", "date": "2026-12-12", "time": "08:00"},
			"Event rescheduled", "Medal is now on Sat, 12 Dec 2026 at 8:00 am."},
		{"reminder with a written time and flight", store.NotificationEventReminder, map[string]any{"eventTitle": "Medal", "date": "2026-11-22", "time": "7:30 AM Shotgun", "teeTime": "07:45", "flightNumber": 3},
			"Tomorrow: Medal", "Medal is tomorrow, Sun, 22 Nov 2026 at 7:30 am Shotgun. Your tee time is 7:45 am (flight 3)."},
		{"rescheduled without time", store.NotificationEventUpdate, map[string]any{"change": "rescheduled", "eventTitle": "Medal", "date": "2026-12-12", "time": " "},
			"Event rescheduled", "Medal is now on Sat, 12 Dec 2026."},
		{"renamed", store.NotificationEventUpdate, map[string]any{"change": "renamed", "eventTitle": "New", "oldTitle": "Old"},
			"Event renamed", "Old is now called New."},
		{"cancelled, odd date shown as is", store.NotificationEventUpdate, map[string]any{"change": "cancelled", "eventTitle": "Medal", "date": "someday"},
			"Event cancelled", "Medal on someday has been cancelled."},
		{"paid", store.NotificationPaymentUpdate, map[string]any{"status": "confirmed", "eventTitle": "Medal"},
			"Payment confirmed", "Your payment for Medal is confirmed. See you there!"},
		{"rejected", store.NotificationPaymentUpdate, map[string]any{"status": "rejected", "eventTitle": "Medal"},
			"Payment slip not accepted", "Your payment slip for Medal was not accepted. Please upload a new one."},
		{"placed", store.NotificationFlightUpdate, map[string]any{"change": "placed", "eventTitle": "Medal", "flightNumber": 2, "teeTime": "07:40", "startingHole": 1},
			"Flight assigned", "You are in flight 2 for Medal: tee time 7:40 am, hole 1."},
		{"tee time", store.NotificationFlightUpdate, map[string]any{"change": "tee_time", "eventTitle": "Medal", "flightNumber": 2, "teeTime": "08:00", "startingHole": 10, "oldTeeTime": "07:40"},
			"Tee time changed", "Flight 2 of Medal now tees off at 8:00 am from hole 10 (was 7:40 am)."},
		{"reminder without flight", store.NotificationEventReminder, map[string]any{"eventTitle": "Medal", "date": "2026-11-22", "time": ""},
			"Tomorrow: Medal", "Medal is tomorrow, Sun, 22 Nov 2026."},
		{"afternoon tee time, and one written freely", store.NotificationFlightUpdate, map[string]any{"change": "tee_time", "eventTitle": "Medal", "flightNumber": 1, "teeTime": "13:05", "startingHole": 1, "oldTeeTime": "Shotgun"},
			"Tee time changed", "Flight 1 of Medal now tees off at 1:05 pm from hole 1 (was Shotgun)."},
		{"promoted with deadline", store.NotificationWaitlistPromoted, map[string]any{"eventTitle": "Medal", "payBy": "2026-12-01T06:30:00Z"},
			"You are in: Medal", "A seat freed up for Medal and it is yours: you are now registered. Please pay by Tue, 1 Dec 2026, 2:30 pm or the seat passes to the next in line."},
		{"promoted without deadline", store.NotificationWaitlistPromoted, map[string]any{"eventTitle": "Medal"},
			"You are in: Medal", "A seat freed up for Medal and it is yours: you are now registered."},
		{"lapsed", store.NotificationWaitlistLapsed, map[string]any{"eventTitle": "Medal"},
			"Waitlist seat released", "Your seat for Medal was released because it was not paid in time."},
		{"results", store.NotificationResultsPublished, map[string]any{"eventTitle": "Medal", "eventId": 4},
			"Results: Medal", "The results of Medal are in. See where you finished."},
		{"unknown type", "OTHER", map[string]any{"eventTitle": "Medal"}, "OTHER", "Medal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			title, body := render(i18n.EN, tt.typ, tt.params, kl)
			if title != tt.title || body != tt.body {
				t.Errorf("render = %q / %q, want %q / %q", title, body, tt.title, tt.body)
			}
		})
	}
}

func TestRenderMalay(t *testing.T) {
	kl, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, typ   string
		params      map[string]any
		title, body string
	}{
		{"joined", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal"},
			"Ahli baharu menyertai", "Aisyah baru sahaja menyertai Medal"},
		{"joined, folded with one", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal", "others": 1},
			"Ahli baharu menyertai", "Aisyah dan seorang ahli lain baru sahaja menyertai Medal"},
		{"joined, folded with three", store.NotificationFellowJoined, map[string]any{"memberName": "Aisyah", "eventTitle": "Medal", "others": 3},
			"Ahli baharu menyertai", "Aisyah dan 3 ahli lain baru sahaja menyertai Medal"},
		{"rescheduled with time", store.NotificationEventUpdate, map[string]any{"change": "rescheduled", "eventTitle": "Medal", "date": "2026-12-12", "time": "8:00 AM"},
			"Acara dijadualkan semula", "Medal kini diadakan pada Sabtu, 12 Disember 2026, pukul 8:00 pagi."},
		{"reminder at a 24-hour time", store.NotificationEventReminder, map[string]any{"eventTitle": "Medal", "date": "2026-03-01", "time": "14:00"},
			"Esok: Medal", "Medal akan berlangsung esok, Ahad, 1 Mac 2026, pukul 2:00 petang."},
		{"cancelled", store.NotificationEventUpdate, map[string]any{"change": "cancelled", "eventTitle": "Medal", "date": "2026-08-07"},
			"Acara dibatalkan", "Medal pada Jumaat, 7 Ogos 2026 telah dibatalkan."},
		{"tee time", store.NotificationFlightUpdate, map[string]any{"change": "tee_time", "eventTitle": "Medal", "flightNumber": 2, "teeTime": "13:05", "startingHole": 10, "oldTeeTime": "07:40"},
			"Tee time ditukar", "Flight 2 bagi Medal kini tee off pada 1:05 petang dari lubang 10 (sebelum ini 7:40 pagi)."},
		{"results", store.NotificationResultsPublished, map[string]any{"eventTitle": "Medal", "eventId": 4},
			"Keputusan: Medal", "Keputusan Medal telah diumumkan. Lihat kedudukan anda."},
		{"reminder with flight", store.NotificationEventReminder, map[string]any{"eventTitle": "Medal", "date": "2026-03-01", "time": "", "teeTime": "07:40", "flightNumber": 3},
			"Esok: Medal", "Medal akan berlangsung esok, Ahad, 1 Mac 2026. Tee time anda ialah 7:40 pagi (flight 3)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			title, body := render(i18n.MS, tt.typ, tt.params, kl)
			if title != tt.title || body != tt.body {
				t.Errorf("render = %q / %q, want %q / %q", title, body, tt.title, tt.body)
			}
		})
	}
}

// TestEveryKindInMalay renders every notification kind, in each of its
// variants, in Malay: each text is there and is not the English one.
func TestEveryKindInMalay(t *testing.T) {
	p := map[string]any{"memberName": "Aisyah", "eventTitle": "Medal", "date": "2026-12-12", "time": "8:00 AM",
		"oldTitle": "Old", "flightNumber": 2, "teeTime": "07:40", "startingHole": 1, "oldTeeTime": "07:30"}
	with := func(k, v string) map[string]any {
		q := maps.Clone(p)
		q[k] = v
		return q
	}
	cases := map[string][]map[string]any{
		store.NotificationFellowJoined:     {p},
		store.NotificationEventUpdate:      {with("change", changeRescheduled), with("change", changeRenamed), with("change", changeCancelled)},
		store.NotificationPaymentUpdate:    {with("status", paymentConfirmed), with("status", paymentRejected)},
		store.NotificationFlightUpdate:     {with("change", changePlaced), with("change", changeTeeTime)},
		store.NotificationEventReminder:    {p},
		store.NotificationWaitlistPromoted: {p, with("payBy", "2026-12-10T06:30:00Z")},
		store.NotificationWaitlistLapsed:   {p},
		store.NotificationResultsPublished: {p},
		store.NotificationDeletionUpdate:   {with("reason", "Akaun masih ada yuran tertunggak")},
	}
	// The waitlist's and the deletion answer's kinds cannot be muted, so they are not in
	// NotificationTypes, but they are sent and need Malay all the same.
	kinds := append(store.NotificationTypes(), store.NotificationWaitlistPromoted, store.NotificationWaitlistLapsed, store.NotificationDeletionUpdate)
	for _, typ := range kinds {
		variants, ok := cases[typ]
		if !ok {
			t.Errorf("notification type %s has no case here: add its variants", typ)
			continue
		}
		for _, params := range variants {
			enTitle, enBody := render(i18n.EN, typ, params, time.UTC)
			msTitle, msBody := render(i18n.MS, typ, params, time.UTC)
			if msTitle == "" || msBody == "" || msTitle == enTitle || msBody == enBody {
				t.Errorf("%s %v: ms %q / %q, en %q / %q", typ, params, msTitle, msBody, enTitle, enBody)
			}
		}
	}
	enSubject, enBody := ResetMail(i18n.EN, "", "https://club.example", "TOKEN")
	msSubject, msBody := ResetMail(i18n.MS, "", "https://club.example", "TOKEN")
	if msSubject == enSubject || msBody == enBody || !strings.Contains(msBody, "TOKEN") || !strings.Contains(msBody, "kelab golf") {
		t.Errorf("reset mail in Malay: %q / %q", msSubject, msBody)
	}
}
