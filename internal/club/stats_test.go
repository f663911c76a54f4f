package club_test

import (
	"reflect"
	"testing"
	"time"

	"golfclub/internal/club"
	"golfclub/internal/model"
	"golfclub/internal/payreport"
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

func TestPricedRegistrations(t *testing.T) {
	ev := &model.Event{ID: 1, Title: "A Cup", Date: "2026-12-05", Rates: weekdayRates}
	slip, url, empty := time.Date(2026, 11, 3, 4, 0, 0, 0, time.UTC), "/api/payment-files/abc", ""
	rows := []model.RegistrationRow{
		statsRow(ev, "Member Weekday", true, true),
		statsRow(ev, "Non-Member Weekday", false, false),
		statsRow(ev, "Mystery Rate", false, false),
		statsRow(ev, "Member Weekday", false, false), // no membership number: the non-member price
	}
	rows[0].CreatedAt = slip.Add(-48 * time.Hour)
	rows[0].PaymentReferenceFileURL, rows[0].PaymentReferenceUploadedAt = &url, &slip
	rows[1].PaymentReferenceFileURL = &empty
	got := club.PricedRegistrations(rows)
	want := []payreport.Registration{
		{EventID: 1, EventDate: "2026-12-05", Amount: 120, Priced: true, Paid: true, HasSlip: true, RegisteredAt: rows[0].CreatedAt, SlipAt: &slip},
		{EventID: 1, EventDate: "2026-12-05", Amount: 180, Priced: true},
		{EventID: 1, EventDate: "2026-12-05"},
		{EventID: 1, EventDate: "2026-12-05", Amount: 180, Priced: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PricedRegistrations = %+v, want %+v", got, want)
	}
}

func TestReportRange(t *testing.T) {
	for _, c := range []struct{ today, from, to string }{
		{"2026-11-21", "2026-06-01", "2027-05-31"},
		{"2026-01-31", "2025-08-01", "2026-07-31"},
		{"2024-08-31", "2024-03-01", "2025-02-28"},
		{"not a date", "", ""},
	} {
		if from, to := club.ReportRange(c.today); from != c.from || to != c.to {
			t.Errorf("ReportRange(%s) = %s..%s, want %s..%s", c.today, from, to, c.from, c.to)
		}
	}
}
