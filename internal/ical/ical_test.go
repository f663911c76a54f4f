package ical

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	goical "github.com/emersion/go-ical"
)

var kl = mustLoad("Asia/Kuala_Lumpur")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// parse reads out with a real iCalendar parser and checks the framing
// rules the parser forgives: CRLF everywhere, no line over 75 octets.
func parse(t *testing.T, out []byte) *goical.Calendar {
	t.Helper()
	if !bytes.HasSuffix(out, []byte("\r\n")) {
		t.Fatalf("output does not end in CRLF")
	}
	for i, l := range strings.Split(strings.TrimSuffix(string(out), "\r\n"), "\r\n") {
		if strings.Contains(l, "\n") || strings.Contains(l, "\r") {
			t.Errorf("line %d has a bare line break: %q", i+1, l)
		}
		if len(l) > 75 {
			t.Errorf("line %d is %d octets: %q", i+1, len(l), l)
		}
		if !utf8.ValidString(l) {
			t.Errorf("line %d splits a UTF-8 character: %q", i+1, l)
		}
	}
	cal, err := goical.NewDecoder(bytes.NewReader(out)).Decode()
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, out)
	}
	return cal
}

func TestMarshalRoundTrip(t *testing.T) {
	modified := time.Date(2026, 11, 20, 3, 4, 5, 0, time.UTC)
	tests := []struct {
		name    string
		summary string
		desc    string
	}{
		{"plain", "Monthly Medal", "Bring your own balls."},
		{"escaped characters", `Medal; round 2, back\nine`, "Line one\nLine two; with, commas \\ and a backslash"},
		{"long text folds", strings.Repeat("Stableford ", 20), strings.Repeat("A long description that runs on. ", 12)},
		{"multi-byte characters fold whole", strings.Repeat("Kejohanan Golf – 高尔夫球比赛 🏌️ ", 8), strings.Repeat("é", 100)},
		{"control characters dropped", "Tee\x00 off\x07", "Start\x1b here"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Date(2026, 12, 5, 7, 30, 0, 0, kl)
			out := Marshal(Calendar{ProdID: "-//test//EN", Name: "Club, Inc; calendar", Location: kl, Refresh: 6 * time.Hour, Events: []Event{{
				UID: "registration-7@example.test", Sequence: 3, Modified: modified, Created: modified.Add(-time.Hour),
				Start: start, Duration: RoundLength, Summary: tc.summary, Description: tc.desc, URL: "http://example.test/events/7",
			}}})
			cal := parse(t, out)
			evs := cal.Events()
			if len(evs) != 1 {
				t.Fatalf("%d events, want 1", len(evs))
			}
			ev := evs[0]
			wantSummary := strings.Map(dropControl, tc.summary)
			if got, _ := ev.Props.Text("SUMMARY"); got != wantSummary {
				t.Errorf("SUMMARY = %q, want %q", got, wantSummary)
			}
			if got, _ := ev.Props.Text("DESCRIPTION"); got != strings.Map(dropControl, tc.desc) {
				t.Errorf("DESCRIPTION = %q, want %q", got, tc.desc)
			}
			if got, _ := cal.Props.Text("X-WR-CALNAME"); got != "Club, Inc; calendar" {
				t.Errorf("X-WR-CALNAME = %q", got)
			}
			gotStart, err := ev.DateTimeStart(nil)
			if err != nil || !gotStart.Equal(start) || gotStart.Location().String() != KualaLumpur {
				t.Errorf("DTSTART = %v (%v), want %v in %s", gotStart, err, start, KualaLumpur)
			}
			gotEnd, err := ev.DateTimeEnd(nil)
			if err != nil || !gotEnd.Equal(start.Add(RoundLength)) {
				t.Errorf("DTEND = %v (%v)", gotEnd, err)
			}
			if seq, _ := ev.Props.Get("SEQUENCE").Int(); seq != 3 {
				t.Errorf("SEQUENCE = %d", seq)
			}
			for _, name := range []string{"DTSTAMP", "LAST-MODIFIED"} {
				if got, err := ev.Props.DateTime(name, nil); err != nil || !got.Equal(modified) {
					t.Errorf("%s = %v (%v), want %v", name, got, err, modified)
				}
			}
			if uid, _ := ev.Props.Text("UID"); uid != "registration-7@example.test" {
				t.Errorf("UID = %q", uid)
			}
			var tz []*goical.Component
			for _, c := range cal.Children {
				if c.Name == goical.CompTimezone {
					tz = append(tz, c)
				}
			}
			if len(tz) != 1 || tz[0].Props.Get("TZID").Value != KualaLumpur {
				t.Errorf("VTIMEZONE = %v, want one for %s", tz, KualaLumpur)
			}
		})
	}
}

func dropControl(r rune) rune {
	if r < 0x20 && r != '\n' && r != '\t' || r == 0x7f {
		return -1
	}
	return r
}

func TestAllDayAndOtherZones(t *testing.T) {
	day := time.Date(2026, 12, 5, 0, 0, 0, 0, kl)
	out := Marshal(Calendar{ProdID: "-//test//EN", Location: kl, Events: []Event{{UID: "a@x", Modified: day, Start: day, AllDay: true, Summary: "Trip"}}})
	ev := parse(t, out).Events()[0]
	if p := ev.Props.Get("DTSTART"); p.ValueType() != goical.ValueDate || p.Value != "20261205" {
		t.Errorf("all-day DTSTART = %+v", p)
	}
	if p := ev.Props.Get("DTEND"); p.Value != "20261206" {
		t.Errorf("all-day DTEND = %+v, want the next day", p)
	}

	// A club elsewhere gets UTC times and no VTIMEZONE it would have to
	// describe.
	london := mustLoad("Europe/London")
	start := time.Date(2026, 7, 1, 9, 0, 0, 0, london)
	out = Marshal(Calendar{ProdID: "-//test//EN", Location: london, Events: []Event{{UID: "b@x", Modified: day, Start: start, Duration: time.Hour, Summary: "Round"}}})
	if bytes.Contains(out, []byte("VTIMEZONE")) {
		t.Errorf("a VTIMEZONE for a zone other than Kuala Lumpur")
	}
	got, err := parse(t, out).Events()[0].DateTimeStart(nil)
	if err != nil || !got.Equal(start) {
		t.Errorf("DTSTART = %v (%v), want %v", got, err, start)
	}
}

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{6 * time.Hour: "PT6H", 90 * time.Minute: "PT1H30M", 0: "PT0M", 45 * time.Minute: "PT45M"} {
		if got := duration(d); got != want {
			t.Errorf("duration(%v) = %q, want %q", d, got, want)
		}
	}
}
