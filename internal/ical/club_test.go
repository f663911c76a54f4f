package ical

import (
	"testing"
	"time"

	goical "github.com/emersion/go-ical"

	"golfclub/internal/store"
)

// TestEntrySpan: what a calendar app reads back (go-ical) for an event's
// start and end. A trip over several days blocks every day it runs; a
// written end time ends the entry then; otherwise a timed event lasts
// RoundLength.
func TestEntrySpan(t *testing.T) {
	str := func(s string) *string { return &s }
	at := func(day, hm string) time.Time {
		v, err := time.ParseInLocation("2006-01-02 15:04", day+" "+hm, kl)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	tests := []struct {
		name     string
		ev       store.Event
		tee      string
		allDay   bool
		from, to string // DATE values, or local "2006-01-02 15:04"
	}{
		{name: "one day, start time only", ev: store.Event{Date: "2026-12-05", Time: "7:30 AM Shotgun"},
			from: "2026-12-05 07:30", to: "2026-12-05 12:30"},
		{name: "written end time in the time text", ev: store.Event{Date: "2026-12-05", Time: "8:00 AM – 11:00 AM"},
			from: "2026-12-05 08:00", to: "2026-12-05 11:00"},
		{name: "written range with a hyphen and pm", ev: store.Event{Date: "2026-12-05", Time: "2:00 PM - 6:30 PM"},
			from: "2026-12-05 14:00", to: "2026-12-05 18:30"},
		{name: "a hyphenated word is no range", ev: store.Event{Date: "2026-12-05", Time: "7:00 AM Tee-off"},
			from: "2026-12-05 07:00", to: "2026-12-05 12:00"},
		{name: "end time field", ev: store.Event{Date: "2026-12-05", Time: "7:30 AM Shotgun", EndTime: str("13:15")},
			from: "2026-12-05 07:30", to: "2026-12-05 13:15"},
		{name: "end time field wins over the text", ev: store.Event{Date: "2026-12-05", Time: "8:00 AM – 11:00 AM", EndTime: str("12:00")},
			from: "2026-12-05 08:00", to: "2026-12-05 12:00"},
		{name: "end time before the start keeps the round length", ev: store.Event{Date: "2026-12-05", Time: "9:00 AM", EndTime: str("08:00")},
			from: "2026-12-05 09:00", to: "2026-12-05 14:00"},
		{name: "2D1N trip without an end time: both days, all day", ev: store.Event{Date: "2026-12-05", EndDate: str("2026-12-06"), Time: "6:00 AM Bus from Clubhouse"},
			allDay: true, from: "20261205", to: "20261207"},
		{name: "3D2N trip with an end time: first morning to last afternoon", ev: store.Event{Date: "2026-12-05", EndDate: str("2026-12-07"), Time: "8:15 AM Flight from KLIA2", EndTime: str("17:00")},
			from: "2026-12-05 08:15", to: "2026-12-07 17:00"},
		{name: "no time at all", ev: store.Event{Date: "2026-12-05", Time: "Dawn"},
			allDay: true, from: "20261205", to: "20261206"},
		{name: "end date not after the date is one day", ev: store.Event{Date: "2026-12-05", EndDate: str("2026-12-05"), Time: "Dawn"},
			allDay: true, from: "20261205", to: "20261206"},
		{name: "a flight's tee time starts it, the written end ends it", ev: store.Event{Date: "2026-12-05", Time: "8:00 AM – 11:00 AM"}, tee: "08:10",
			from: "2026-12-05 08:10", to: "2026-12-05 11:00"},
	}
	site := Site{BaseURL: "https://club.example", Location: kl}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.ev
			e.ID, e.Title, e.CreatedAt = 7, "Trip", time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
			var entry Event
			if tc.tee != "" {
				entry = site.MemberEntry(&store.CalendarEntry{RegistrationID: 3, Event: e,
					Flight: &store.FlightRow{Flight: store.Flight{FlightNumber: 1, TeeTime: tc.tee, StartingHole: 1}}}, 1)
			} else {
				entry = site.PublicEvent(&e)
			}
			ev := parse(t, Marshal(Calendar{ProdID: "-//test//EN", Location: kl, Events: []Event{entry}})).Events()[0]
			start, end := ev.Props.Get(goical.PropDateTimeStart), ev.Props.Get(goical.PropDateTimeEnd)
			if tc.allDay {
				if start.ValueType() != goical.ValueDate || start.Value != tc.from || end.Value != tc.to {
					t.Errorf("DTSTART %s DTEND %s, want the days %s to %s (exclusive)", start.Value, end.Value, tc.from, tc.to)
				}
				return
			}
			gotStart, err1 := ev.DateTimeStart(kl)
			gotEnd, err2 := ev.DateTimeEnd(kl)
			if err1 != nil || err2 != nil || !gotStart.Equal(at(tc.from[:10], tc.from[11:])) || !gotEnd.Equal(at(tc.to[:10], tc.to[11:])) {
				t.Errorf("%v – %v (%v, %v), want %s – %s", gotStart, gotEnd, err1, err2, tc.from, tc.to)
			}
		})
	}
}
