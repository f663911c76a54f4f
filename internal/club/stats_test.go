package club_test

import (
	"testing"

	"golfclub/internal/club"
	"golfclub/internal/model"
)

func TestChangePct(t *testing.T) {
	for _, c := range []struct {
		v, p int
		want *float64
	}{{5, 0, nil}, {0, 0, nil}, {3, 3, pctPtr(0.0)}, {1, 3, pctPtr(-66.7)}, {2, 3, pctPtr(-33.3)}, {7, 3, pctPtr(133.3)}} {
		got := club.ChangePct(c.v, c.p)
		if (got == nil) != (c.want == nil) || (got != nil && *got != *c.want) {
			t.Errorf("ChangePct(%d, %d) = %v, want %v", c.v, c.p, pctShow(got), pctShow(c.want))
		}
	}
}

func pctPtr(f float64) *float64 { return &f }

func pctShow(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

// statsRow is a registration of event ev at rate, paid or not, by a member
// with a membership number or not.
func statsRow(ev *model.Event, rate string, member, paid bool) model.RegistrationRow {
	row := model.RegistrationRow{Registration: model.Registration{EventID: ev.ID, GuestRateType: rate, IsPaid: paid},
		EventTitle: ev.Title, EventDate: ev.Date, EventDescription: ev.Description, EventRates: ev.Rates}
	if member {
		num := "BHG-1"
		row.MembershipNumber = &num
	}
	return row
}

func TestOutstandingOf(t *testing.T) {
	ev := &model.Event{ID: 1, Title: "Cup", Date: "2026-12-05", Rates: []model.Rate{
		{Type: "Member Weekday", Price: 120.1, Category: "member"},
		{Type: "Non-Member Weekday", Price: 180.2, Category: "non-member"},
	}}
	tests := []struct {
		name string
		rows []model.RegistrationRow
		want club.Outstanding
	}{
		{"none", nil, club.Outstanding{}},
		{"priced, summed to the sen", []model.RegistrationRow{
			statsRow(ev, "Member Weekday", true, false), statsRow(ev, "Non-Member Weekday", false, false),
		}, club.Outstanding{Amount: 300.3, Registrations: 2}},
		{"unknown rate counts, unpriced", []model.RegistrationRow{
			statsRow(ev, "Member Weekday", true, false), statsRow(ev, "Mystery Rate", false, false),
		}, club.Outstanding{Amount: 120.1, Registrations: 2, Unpriced: 1}},
		{"member rate without a number pays the non-member price", []model.RegistrationRow{
			statsRow(ev, "Member Weekday", false, false),
		}, club.Outstanding{Amount: 180.2, Registrations: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := club.OutstandingOf(tt.rows); got != tt.want {
				t.Errorf("OutstandingOf = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestTallyPayments(t *testing.T) {
	a := &model.Event{ID: 1, Title: "A Cup", Date: "2026-12-05", Rates: weekdayRates}
	b := &model.Event{ID: 2, Title: "B Cup", Date: "2026-12-06", Rates: weekdayRates}
	late := &model.Event{ID: 3, Title: "Late Cup", Date: "2026-12-07", Rates: weekdayRates}
	got := club.TallyPayments([]model.Event{*a, *b}, []model.RegistrationRow{
		statsRow(a, "Member Weekday", true, true),
		statsRow(a, "Non-Member Weekday", false, false),
		statsRow(a, "Mystery Rate", false, false),
		statsRow(b, "Non-Member Weekday", false, true),
		statsRow(late, "Member Weekday", true, false), // not in the events read: left out
	})
	want := []club.EventPayments{
		{EventID: 1, EventTitle: "A Cup", EventDate: "2026-12-05", PaidCount: 1, UnpaidCount: 2, PaidAmount: 120, UnpaidAmount: 180},
		{EventID: 2, EventTitle: "B Cup", EventDate: "2026-12-06", PaidCount: 1, PaidAmount: 180},
	}
	if len(got) != len(want) {
		t.Fatalf("TallyPayments = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("TallyPayments[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
}
