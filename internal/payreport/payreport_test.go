package payreport

import (
	"reflect"
	"testing"
	"time"
)

func TestMonthsBetween(t *testing.T) {
	for _, c := range []struct {
		from, to string
		want     []string
	}{
		{"2026-06-15", "2026-06-20", []string{"2026-06"}},
		{"2026-11-30", "2027-02-01", []string{"2026-11", "2026-12", "2027-01", "2027-02"}},
		{"2026-01-31", "2026-03-01", []string{"2026-01", "2026-02", "2026-03"}},
		{"2026-06-20", "2026-06-19", nil},
		{"2026-13-01", "2026-12-01", nil},
		{"", "2026-12-01", nil},
	} {
		if got := MonthsBetween(c.from, c.to); !reflect.DeepEqual(got, c.want) {
			t.Errorf("MonthsBetween(%q, %q) = %v, want %v", c.from, c.to, got, c.want)
		}
	}
}

func TestBuild(t *testing.T) {
	base := time.Date(2026, 10, 1, 2, 0, 0, 0, time.UTC)
	at := func(days float64) *time.Time {
		t := base.Add(time.Duration(days * 24 * float64(time.Hour)))
		return &t
	}
	events := []Event{
		{ID: 1, Title: "Before", Date: "2026-09-30"},
		{ID: 2, Title: "October Cup", Date: "2026-10-10"},
		{ID: 3, Title: "October Social", Date: "2026-10-31"},
		{ID: 4, Title: "Empty Cup", Date: "2026-11-05"},
		{ID: 5, Title: "December Cup", Date: "2026-12-01"},
		{ID: 6, Title: "After", Date: "2027-01-01"},
	}
	reg := func(event int64, amount float64, paid, slip bool, slipAfter float64) Registration {
		r := Registration{EventID: event, Amount: amount, Priced: true, Paid: paid, HasSlip: slip, RegisteredAt: base}
		if slip {
			r.SlipAt = at(slipAfter)
		}
		return r
	}
	regs := []Registration{
		reg(1, 500, true, true, 1), // out of range
		reg(2, 120, true, true, 1),
		reg(2, 120, true, true, 2.5),
		reg(2, 180.5, false, true, 0.5), // awaiting review
		reg(2, 120, false, false, 0),    // unpaid, no slip
		reg(3, 99.99, true, false, 0),   // paid without a slip time
		reg(3, 0.01, true, true, 6),     // paid after six days
		reg(5, 200, false, true, 3),     // awaiting review
		{EventID: 5, Priced: false},     // no known rate: unpaid RM 0
		reg(6, 700, false, false, 0),    // out of range
		reg(99, 50, true, true, 1),      // event not listed
	}
	// A slip uploaded before the registration (imported data) counts 0 days.
	early := reg(5, 10, true, true, -2)
	regs = append(regs, early)

	got := Build("2026-10-01", "2026-12-31", events, regs)

	sum := func(n int, amt float64) Sum { return Sum{Count: n, Amount: amt} }
	wantTotals := Figures{
		Collected:   sum(5, 120+120+99.99+0.01+10),
		Outstanding: sum(4, 180.5+120+200),
		Awaiting:    sum(2, 180.5+200),
		Unpriced:    1,
	}
	if got.Totals != wantTotals {
		t.Errorf("totals = %+v, want %+v", got.Totals, wantTotals)
	}
	wantMonths := []Month{
		{Month: "2026-10", Figures: Figures{Collected: sum(4, 340), Outstanding: sum(2, 300.5), Awaiting: sum(1, 180.5)}},
		{Month: "2026-11"},
		{Month: "2026-12", Figures: Figures{Collected: sum(1, 10), Outstanding: sum(2, 200), Awaiting: sum(1, 200), Unpriced: 1}},
	}
	if !reflect.DeepEqual(got.Months, wantMonths) {
		t.Errorf("months = %+v, want %+v", got.Months, wantMonths)
	}
	wantEvents := []EventFigures{
		{Event: events[1], Figures: Figures{Collected: sum(2, 240), Outstanding: sum(2, 300.5), Awaiting: sum(1, 180.5)}},
		{Event: events[2], Figures: Figures{Collected: sum(2, 100)}},
		{Event: events[3]},
		{Event: events[4], Figures: Figures{Collected: sum(1, 10), Outstanding: sum(2, 200), Awaiting: sum(1, 200), Unpriced: 1}},
	}
	if !reflect.DeepEqual(got.Events, wantEvents) {
		t.Errorf("events = %+v, want %+v", got.Events, wantEvents)
	}
	// Measured: 1, 2.5, 6 and 0 days; one paid without a slip time.
	d := got.DaysToPay
	if d.Measured != 4 || d.NoSlipTime != 1 || d.Average == nil || *d.Average != 2.4 || d.Median == nil || *d.Median != 1.8 {
		t.Errorf("days to pay = %+v (average %v, median %v)", d, deref(d.Average), deref(d.Median))
	}
}

func TestBuildEmpty(t *testing.T) {
	got := Build("2026-11-01", "2026-11-30", nil, nil)
	want := Report{From: "2026-11-01", To: "2026-11-30", Months: []Month{{Month: "2026-11"}}, Events: []EventFigures{}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("empty = %+v, want %+v", got, want)
	}
}

func TestBuildOddMedianAndRounding(t *testing.T) {
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var regs []Registration
	for _, h := range []float64{5, 30, 100} { // 0.208…, 1.25, 4.166… days
		slip := base.Add(time.Duration(h * float64(time.Hour)))
		regs = append(regs, Registration{EventID: 1, Amount: 0.1, Priced: true, Paid: true, HasSlip: true, RegisteredAt: base, SlipAt: &slip})
	}
	got := Build("2026-01-01", "2026-01-31", []Event{{ID: 1, Title: "Cup", Date: "2026-01-20"}}, regs)
	if got.Totals.Collected != (Sum{Count: 3, Amount: 0.3}) {
		t.Errorf("collected = %+v, want 3 and RM 0.30 to the sen", got.Totals.Collected)
	}
	if d := got.DaysToPay; *d.Median != 1.3 || *d.Average != 1.9 {
		t.Errorf("median %v average %v, want 1.3 and 1.9", *d.Median, *d.Average)
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}
