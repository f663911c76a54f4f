// Package eventdate parses, normalises and compares event dates.
//
// An event date is a calendar date with no time or zone meaning: it is stored
// as ISO text (YYYY-MM-DD) because that form sorts and compares correctly as a
// plain string on every database. Admins may also type the long form people
// write in Malaysia ("5 December 2026"), so Parse accepts both and Normalize
// turns either into the stored form.
package eventdate

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ISOLayout is the stored form of an event date.
const ISOLayout = "2006-01-02"

// longLayout is the readable en-MY long date used for display.
const longLayout = "2 January 2006"

// Year bounds. Below 1900 is almost certainly a typo (e.g. "0226"), and the
// upper bound keeps the ISO form at exactly four year digits.
const (
	MinYear = 1900
	MaxYear = 9999
)

var (
	errEmpty  = errors.New("date is required")
	errFormat = errors.New("date must be YYYY-MM-DD or D Month YYYY (for example 2026-12-05 or 5 December 2026)")
	errYear   = fmt.Errorf("year must be between %d and %d", MinYear, MaxYear)
)

// months maps lower-case full month names and three-letter abbreviations to
// their month.
var months = func() map[string]time.Month {
	m := make(map[string]time.Month, 24)
	for mo := time.January; mo <= time.December; mo++ {
		name := strings.ToLower(mo.String())
		m[name] = mo
		m[name[:3]] = mo
	}
	return m
}()

// Parse reads a date written as YYYY-MM-DD ("2026-12-05") or D Month YYYY
// ("5 December 2026", "05 dec 2026"; month names are case-insensitive and may
// be the three-letter abbreviation). Surrounding whitespace is ignored.
//
// The result is midnight UTC of that calendar date; UTC is only a carrier here,
// the value means "this date" in the club's own calendar. Dates that do not
// exist (2026-02-30, 31 April) and years outside MinYear..MaxYear are
// rejected. Error messages are written to be shown to the person who typed the
// date.
func Parse(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, errEmpty
	}
	y, m, d, ok := parseISO(s)
	if !ok {
		y, m, d, ok = parseLong(s)
	}
	if !ok {
		return time.Time{}, errFormat
	}
	if y < MinYear || y > MaxYear {
		return time.Time{}, errYear
	}
	t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	// time.Date normalises out-of-range days (Feb 30 -> Mar 2); a date that
	// does not come back unchanged did not exist.
	if t.Day() != d || t.Month() != m {
		return time.Time{}, fmt.Errorf("%s is not a real date", s)
	}
	return t, nil
}

// Normalize parses s (see Parse) and returns it in the stored ISO form.
func Normalize(s string) (string, error) {
	t, err := Parse(s)
	if err != nil {
		return "", err
	}
	return t.Format(ISOLayout), nil
}

// Today returns the ISO calendar date at instant now in the club's time zone
// loc (nil means UTC). Comparing event dates against the UTC date would flip
// events to "past" up to a day early or late around midnight.
func Today(now time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	return now.In(loc).Format(ISOLayout)
}

// End returns the instant the day dated date (any form Parse accepts) ends
// in the club's time zone loc (nil means UTC): midnight at the start of the
// next day there. Whatever happened before it happened on or before that
// day in the club's calendar.
func End(date string, loc *time.Location) (time.Time, error) {
	d, err := Parse(date)
	if err != nil {
		return time.Time{}, err
	}
	if loc == nil {
		loc = time.UTC
	}
	return time.Date(d.Year(), d.Month(), d.Day()+1, 0, 0, 0, 0, loc), nil
}

// IsUpcoming reports whether the event dated isoDate is ongoing or upcoming on
// the club-local date today: it is if dated today or later, otherwise it is
// past. Either argument may be in any form Parse accepts. An event whose date
// cannot be read is reported as not upcoming, so a bad date never keeps an
// event open for registration.
func IsUpcoming(isoDate, today string) bool {
	d, err := Normalize(isoDate)
	if err != nil {
		return false
	}
	t, err := Normalize(today)
	if err != nil {
		return false
	}
	// ISO dates with four-digit years compare correctly as strings.
	return d >= t
}

// FormatMY formats a date for display in the en-MY long style, day without
// leading zero then full month name then year: "5 December 2026". This is
// unambiguous, unlike the numeric 05/12/2026, which US-trained readers take
// for 12 May. Input that cannot be parsed is returned unchanged so that a
// display never loses information.
func FormatMY(isoDate string) string {
	t, err := Parse(isoDate)
	if err != nil {
		return isoDate
	}
	return t.Format(longLayout)
}

// parseISO reads exactly YYYY-MM-DD with ASCII digits.
func parseISO(s string) (y int, m time.Month, d int, ok bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, false
	}
	y, ok1 := digits(s[0:4], 4, 4)
	mo, ok2 := digits(s[5:7], 2, 2)
	d, ok3 := digits(s[8:10], 2, 2)
	if !ok1 || !ok2 || !ok3 || mo < 1 || mo > 12 {
		return 0, 0, 0, false
	}
	return y, time.Month(mo), d, true
}

// parseLong reads D Month YYYY: a one- or two-digit day, a month name or
// three-letter abbreviation, and a four-digit year, separated by whitespace.
func parseLong(s string) (y int, m time.Month, d int, ok bool) {
	f := strings.Fields(s)
	if len(f) != 3 {
		return 0, 0, 0, false
	}
	d, ok1 := digits(f[0], 1, 2)
	m, ok2 := months[strings.ToLower(f[1])]
	y, ok3 := digits(f[2], 4, 4)
	if !ok1 || !ok2 || !ok3 {
		return 0, 0, 0, false
	}
	return y, m, d, true
}

// digits parses s as an unsigned decimal of minLen..maxLen ASCII digits.
// strconv.Atoi is not used because it also accepts signs.
func digits(s string, minLen, maxLen int) (int, bool) {
	if len(s) < minLen || len(s) > maxLen {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
