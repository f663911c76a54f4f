// Package payreport sums the payments of registrations for the admin's
// payment analytics: collected against outstanding per month and per
// event, slips awaiting review, and the days from registering to paying.
// It has no I/O and no price rule of its own: the service prices every
// registration with the one price rule (club.RegistrationPrice) and hands
// the priced rows in.
package payreport

import (
	"math"
	"slices"
	"time"
)

// Registration is one registration as the report reads it.
type Registration struct {
	EventID int64
	// EventDate is the event's ISO date; it places the registration in a
	// month and in the report's range.
	EventDate string
	// Amount is the price in RM; Priced false means no rate matched and
	// the registration counts with RM 0.
	Amount float64
	Priced bool
	Paid   bool
	// HasSlip: a payment slip is on file.
	HasSlip      bool
	RegisteredAt time.Time
	// SlipAt is when the slip on file was uploaded (kept after the slip
	// retention job deletes the file); nil when none was.
	SlipAt *time.Time
}

// Event is one event of the range, listed even without registrations.
type Event struct {
	ID    int64
	Title string
	Date  string
}

// Sum is a number of registrations and what they cost together.
type Sum struct {
	Count  int
	Amount float64
}

func (s *Sum) add(amount float64) {
	s.Count++
	s.Amount += amount
}

// Figures are the money of a set of registrations. Awaiting is part of
// Outstanding (a slip sent is not yet money received); Unpriced counts the
// registrations at no known rate, which are in the counts with RM 0.
type Figures struct {
	Collected   Sum
	Outstanding Sum
	Awaiting    Sum
	Unpriced    int
}

func (f *Figures) add(r *Registration) {
	switch {
	case r.Paid:
		f.Collected.add(r.Amount)
	default:
		f.Outstanding.add(r.Amount)
		if r.HasSlip {
			f.Awaiting.add(r.Amount)
		}
	}
	if !r.Priced {
		f.Unpriced++
	}
}

func (f *Figures) round() {
	for _, s := range []*Sum{&f.Collected, &f.Outstanding, &f.Awaiting} {
		s.Amount = roundTo(s.Amount, 2)
	}
}

// Month is the figures of the events dated in one calendar month.
type Month struct {
	// Month is "YYYY-MM".
	Month string
	Figures
}

// EventFigures is the figures of one event.
type EventFigures struct {
	Event
	Figures
}

// DaysToPay measures how long members take to pay: the days, to one
// decimal, from registering to uploading the slip of a registration since
// marked paid. The slip is when the member paid; the admin's review after
// it is the club's delay, not the member's, and its time is not kept.
type DaysToPay struct {
	// Measured counts the paid registrations with a slip time.
	Measured int
	// Average and Median are nil when nothing was measured.
	Average *float64
	Median  *float64
	// NoSlipTime counts paid registrations without a slip time (marked
	// paid on other proof): they are not measured.
	NoSlipTime int
}

// Report is the payment analytics of the events dated From to To.
type Report struct {
	From, To string
	Totals   Figures
	// Months lists every month from From to To, empty ones too.
	Months []Month
	// Events lists the events of the range in the order given.
	Events    []EventFigures
	DaysToPay DaysToPay
}

// Build reports the registrations of the events dated from to to (ISO,
// inclusive). Rows are kept for every event of events dated in the range,
// in their order; a registration whose event is not among them (one
// registered after the events were read) is left out of every figure, so
// the totals always equal the sum of the event rows.
func Build(from, to string, events []Event, regs []Registration) Report {
	rep := Report{From: from, To: to, Months: []Month{}, Events: []EventFigures{}}
	months := map[string]int{}
	for _, m := range MonthsBetween(from, to) {
		months[m] = len(rep.Months)
		rep.Months = append(rep.Months, Month{Month: m})
	}
	index := map[int64]int{}
	for _, e := range events {
		if !inRange(e.Date, from, to) {
			continue
		}
		index[e.ID] = len(rep.Events)
		rep.Events = append(rep.Events, EventFigures{Event: e})
	}
	var days []float64
	for i := range regs {
		r := &regs[i]
		j, ok := index[r.EventID]
		if !ok {
			continue
		}
		rep.Events[j].add(r)
		rep.Totals.add(r)
		if m, ok := months[rep.Events[j].Date[:7]]; ok {
			rep.Months[m].add(r)
		}
		if r.Paid {
			if r.SlipAt == nil {
				rep.DaysToPay.NoSlipTime++
			} else {
				days = append(days, max(0, r.SlipAt.Sub(r.RegisteredAt).Hours()/24))
			}
		}
	}
	rep.Totals.round()
	for i := range rep.Months {
		rep.Months[i].round()
	}
	for i := range rep.Events {
		rep.Events[i].round()
	}
	rep.DaysToPay.Measured = len(days)
	if len(days) > 0 {
		avg, med := roundTo(mean(days), 1), roundTo(median(days), 1)
		rep.DaysToPay.Average, rep.DaysToPay.Median = &avg, &med
	}
	return rep
}

// MonthsBetween lists the months ("YYYY-MM") from the month of from to the
// month of to, both ISO dates; none when either is not one or to is
// before from.
func MonthsBetween(from, to string) []string {
	a, errA := time.Parse(time.DateOnly, from)
	b, errB := time.Parse(time.DateOnly, to)
	if errA != nil || errB != nil || b.Before(a) {
		return nil
	}
	var out []string
	for m := time.Date(a.Year(), a.Month(), 1, 0, 0, 0, 0, time.UTC); !m.After(b); m = m.AddDate(0, 1, 0) {
		out = append(out, m.Format("2006-01"))
	}
	return out
}

// inRange tells whether the ISO date d is from from to to; ISO dates
// compare as text.
func inRange(d, from, to string) bool {
	return len(d) >= 7 && d >= from && d <= to
}

func mean(xs []float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func roundTo(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
