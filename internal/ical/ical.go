// Package ical writes iCalendar (RFC 5545) files: the members' calendar
// feeds and the one-event "Add to calendar" downloads. It writes only
// what those need (VCALENDAR, VTIMEZONE, VEVENT) and gets the format's
// details right: CRLF line ends, lines folded at 75 octets without
// splitting a UTF-8 character, TEXT values escaped.
package ical

import (
	"bytes"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Calendar is one .ics file.
type Calendar struct {
	// ProdID names the product that wrote it (PRODID).
	ProdID string
	// Name is shown by calendar apps for a subscribed feed (X-WR-CALNAME).
	Name string
	// Location is the zone event times are given in. Asia/Kuala_Lumpur
	// gets a VTIMEZONE and TZID-qualified times; any other zone is written
	// as UTC, which every client reads the same way.
	Location *time.Location
	// Refresh is how often a subscribed feed should be fetched again
	// (REFRESH-INTERVAL, X-PUBLISHED-TTL); zero leaves it to the client.
	Refresh time.Duration
	Events  []Event
}

// Event is one VEVENT.
type Event struct {
	UID string
	// Sequence and Modified move whenever the event changes, so a client
	// replaces the copy it has.
	Sequence int
	Modified time.Time
	Created  time.Time
	// Start is the start; with AllDay only its date counts.
	Start  time.Time
	AllDay bool
	// End, when after Start, is when the event ends; with AllDay it is its
	// last day (only the date counts), so an entry over several days
	// blocks each of them. Otherwise a timed entry lasts Duration and an
	// all-day one a day.
	End      time.Time
	Duration time.Duration
	Summary  string
	// Description is plain text; newlines are kept.
	Description string
	URL         string
}

// KualaLumpur is the zone that gets a VTIMEZONE.
const KualaLumpur = "Asia/Kuala_Lumpur"

// vtimezoneKL is Malaysia's zone: UTC+8 since 1982, no daylight saving.
var vtimezoneKL = []string{
	"BEGIN:VTIMEZONE",
	"TZID:" + KualaLumpur,
	"X-LIC-LOCATION:" + KualaLumpur,
	"BEGIN:STANDARD",
	"TZOFFSETFROM:+0800",
	"TZOFFSETTO:+0800",
	"TZNAME:+08",
	"DTSTART:19820101T000000",
	"END:STANDARD",
	"END:VTIMEZONE",
}

const (
	utcStamp   = "20060102T150405Z"
	localStamp = "20060102T150405"
	dateOnly   = "20060102"
)

// Marshal writes c as an iCalendar file.
func Marshal(c Calendar) []byte {
	var w writer
	w.line("BEGIN:VCALENDAR")
	w.line("VERSION:2.0")
	w.prop("PRODID", c.ProdID)
	w.line("CALSCALE:GREGORIAN")
	w.line("METHOD:PUBLISH")
	if c.Name != "" {
		w.prop("X-WR-CALNAME", text(c.Name))
	}
	loc := c.Location
	if loc == nil {
		loc = time.UTC
	}
	kl := loc.String() == KualaLumpur
	if kl {
		w.prop("X-WR-TIMEZONE", KualaLumpur)
	}
	if c.Refresh > 0 {
		d := duration(c.Refresh)
		w.prop("REFRESH-INTERVAL;VALUE=DURATION", d)
		w.prop("X-PUBLISHED-TTL", d)
	}
	if kl {
		for _, l := range vtimezoneKL {
			w.line(l)
		}
	}
	for _, e := range c.Events {
		w.event(e, loc, kl)
	}
	w.line("END:VCALENDAR")
	return w.buf.Bytes()
}

func (w *writer) event(e Event, loc *time.Location, kl bool) {
	w.line("BEGIN:VEVENT")
	w.prop("UID", e.UID)
	// Without METHOD:REQUEST, DTSTAMP is when the event was last revised
	// (RFC 5545 3.8.7.2), so an unchanged feed is byte for byte the same.
	w.prop("DTSTAMP", e.Modified.UTC().Format(utcStamp))
	if !e.Created.IsZero() {
		w.prop("CREATED", e.Created.UTC().Format(utcStamp))
	}
	w.prop("LAST-MODIFIED", e.Modified.UTC().Format(utcStamp))
	w.prop("SEQUENCE", itoa(e.Sequence))
	start := e.Start.In(loc)
	end := start.Add(e.Duration)
	if e.AllDay {
		end = start
	}
	if e.End.After(e.Start) {
		end = e.End.In(loc)
	}
	switch {
	case e.AllDay:
		// DTEND of a DATE entry is the day after its last (RFC 5545 3.6.1).
		w.prop("DTSTART;VALUE=DATE", start.Format(dateOnly))
		w.prop("DTEND;VALUE=DATE", end.AddDate(0, 0, 1).Format(dateOnly))
	case kl:
		w.prop("DTSTART;TZID="+KualaLumpur, start.Format(localStamp))
		w.prop("DTEND;TZID="+KualaLumpur, end.Format(localStamp))
	default:
		w.prop("DTSTART", start.UTC().Format(utcStamp))
		w.prop("DTEND", end.UTC().Format(utcStamp))
	}
	w.prop("SUMMARY", text(e.Summary))
	if e.Description != "" {
		w.prop("DESCRIPTION", text(e.Description))
	}
	if e.URL != "" {
		w.prop("URL;VALUE=URI", e.URL)
	}
	w.line("STATUS:CONFIRMED")
	w.line("TRANSP:OPAQUE")
	w.line("END:VEVENT")
}

type writer struct{ buf bytes.Buffer }

func (w *writer) prop(name, value string) { w.line(name + ":" + value) }

// line writes l folded: no line longer than 75 octets, each continuation
// starting with one space (RFC 5545 3.1), never inside a UTF-8 sequence.
func (w *writer) line(l string) {
	limit := 75
	for len(l) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(l[cut]) {
			cut--
		}
		w.buf.WriteString(l[:cut])
		w.buf.WriteString("\r\n ")
		l = l[cut:]
		// The leading space counts towards the next line's 75.
		limit = 74
	}
	w.buf.WriteString(l)
	w.buf.WriteString("\r\n")
}

// text escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon and
// comma get a backslash, a line break becomes \n; other control
// characters, which TEXT may not hold, are dropped.
func text(s string) string {
	var b strings.Builder
	s = strings.ReplaceAll(s, "\r\n", "\n")
	for _, r := range s {
		switch {
		case r == '\\' || r == ';' || r == ',':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n' || r == '\r':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// duration is d as an RFC 5545 DURATION (whole minutes).
func duration(d time.Duration) string {
	m := int(d / time.Minute)
	h, m := m/60, m%60
	out := "PT"
	if h > 0 {
		out += itoa(h) + "H"
	}
	if m > 0 || h == 0 {
		out += itoa(m) + "M"
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
