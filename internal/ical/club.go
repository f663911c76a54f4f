package ical

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

// RoundLength is how long an entry with a start time lasts: an 18-hole
// round takes about four and a half hours, and the prize-giving after it
// another half.
const RoundLength = 5 * time.Hour

// Site is what every entry needs to know about the club's site.
type Site struct {
	// BaseURL is the public URL, without a trailing slash.
	BaseURL  string
	Location *time.Location
	// Lang is the language of the entries' texts (i18n.EN, i18n.MS; ""
	// is English): the member's for their feed, the visitor's for a
	// download.
	Lang string
}

// host names the UIDs: they must be globally unique and stay the same for
// an entry across every fetch (RFC 5545 3.8.4.7).
func (s Site) host() string {
	if u, err := url.Parse(s.BaseURL); err == nil && u.Hostname() != "" {
		return u.Hostname()
	}
	return "golfclub"
}

// EventURL is the public page of event id.
func (s Site) EventURL(id int64) string { return fmt.Sprintf("%s/events/%d", s.BaseURL, id) }

// PublicEvent is event e as the "Add to calendar" download has it: no
// member's details, its UID the event's own.
func (s Site) PublicEvent(e *store.Event) Event {
	return s.entry(fmt.Sprintf("event-%d@%s", e.ID, s.host()), e, nil, 0)
}

// MemberEntry is one registration in member memberID's feed: its UID is
// the registration's, so re-registering after a cancellation is a new
// entry and the cancelled one leaves the calendar with its row. The
// member's flight, tee time and flight mates (names only) are in it.
func (s Site) MemberEntry(c *store.CalendarEntry, memberID int64) Event {
	return s.entry(fmt.Sprintf("registration-%d@%s", c.RegistrationID, s.host()), &c.Event, c.Flight, memberID)
}

func (s Site) entry(uid string, e *store.Event, f *store.FlightRow, memberID int64) Event {
	loc := s.Location
	if loc == nil {
		loc = time.UTC
	}
	modified := e.CreatedAt
	if e.UpdatedAt != nil && e.UpdatedAt.After(modified) {
		modified = *e.UpdatedAt
	}
	out := Event{
		UID: uid, Sequence: e.Revision, Created: e.CreatedAt, Modified: modified,
		Duration: RoundLength, Summary: e.Title, URL: s.EventURL(e.ID),
	}
	day, err := time.ParseInLocation(time.DateOnly, e.Date, loc)
	if err != nil {
		// Dates are stored validated; an unreadable one would be a bug
		// elsewhere, and the entry still carries its title.
		day = e.CreatedAt.In(loc)
	}
	var lines []string
	start, timed := -1, false
	if f != nil {
		lines = append(lines, flightLine(s.Lang, f))
		if mates := flightMates(f, memberID); mates != "" {
			lines = append(lines, i18n.T(s.Lang, "calendar.playing_with", mates))
		}
		if f.Notes != "" {
			lines = append(lines, f.Notes)
		}
		out.Summary = i18n.T(s.Lang, "calendar.summary", e.Title, f.FlightNumber)
		start, timed = store.ClockMinutes(f.TeeTime)
	}
	if !timed {
		start, timed = store.ClockMinutes(e.Time)
	}
	if e.Time != "" {
		lines = append(lines, i18n.T(s.Lang, "calendar.event_time", e.Time))
	}
	if d := strings.TrimSpace(e.Description); d != "" {
		lines = append(lines, "", d)
	}
	lines = append(lines, "", out.URL)
	out.Description = strings.Join(lines, "\n")
	last := lastDay(e, day, loc)
	endMin, ends := endMinutes(e)
	switch {
	case timed && ends:
		// A written end ends it then, on its last day: a trip from the first
		// morning to the last afternoon blocks the days between.
		out.Start = day.Add(time.Duration(start) * time.Minute)
		out.End = last.Add(time.Duration(endMin) * time.Minute)
	case timed && last.Equal(day):
		out.Start = day.Add(time.Duration(start) * time.Minute)
	default:
		// No time, or several days with no end time: every day it runs.
		out.Start, out.AllDay, out.End = day, true, last
	}
	return out
}

// lastDay is the last day of e, which starts on day: its end date when that
// is later, else day.
func lastDay(e *store.Event, day time.Time, loc *time.Location) time.Time {
	if e.EndDate == nil {
		return day
	}
	last, err := time.ParseInLocation(time.DateOnly, *e.EndDate, loc)
	if err != nil || !last.After(day) {
		return day
	}
	return last
}

// rangeDash splits a written time range: "8:00 AM – 11:00 AM",
// "8:00 AM - 11:00 AM", "8am to 11am".
var rangeDash = regexp.MustCompile(`\s*(?:[–—-]|\bto\b|\bhingga\b|\bsehingga\b)\s*`)

// endMinutes is when e ends on its last day, in minutes after midnight: its
// end time, else the end of a range written in its time ("8:00 AM –
// 11:00 AM").
func endMinutes(e *store.Event) (int, bool) {
	if e.EndTime != nil {
		if m, ok := store.ClockMinutes(*e.EndTime); ok {
			return m, true
		}
	}
	parts := rangeDash.Split(e.Time, 2)
	if len(parts) < 2 {
		return 0, false
	}
	if _, ok := store.ClockMinutes(parts[0]); !ok {
		return 0, false
	}
	return store.ClockMinutes(parts[1])
}

func flightLine(lang string, f *store.FlightRow) string {
	l := i18n.T(lang, "calendar.flight", f.FlightNumber)
	if f.TeeTime != "" {
		l += i18n.T(lang, "calendar.tee_time", f.TeeTime)
	}
	return l + i18n.T(lang, "calendar.hole", f.StartingHole)
}

// flightMates are the names of the other players of f.
func flightMates(f *store.FlightRow, memberID int64) string {
	var names []string
	for _, p := range f.Players {
		if p.MemberID != memberID {
			names = append(names, p.MemberName)
		}
	}
	return strings.Join(names, ", ")
}
