package api

import (
	"bytes"
	"context"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

// payFixture seeds registrations across months and events, paid, unpaid
// and awaiting review, each made and paid at a known time. Prices come
// from mkEvent's rates: Member Weekday RM 120, Non-Member Weekday RM 180.50.
//
//	May Cup 2026-05-20       paid (slip 1 day after)             outside the default range
//	June Cup 2026-06-14      A paid, slip 2 days after; B paid, no slip; C unpaid
//	August Cup 2026-08-09    D paid, slip 5 days after; E unpaid at no known rate
//	December Cup 2026-12-05  F, G slips awaiting review; H paid, slip 12 hours after
//	=HYPERLINK… 2027-01-10   no registrations
//	Far Cup 2027-07-01       unpaid                              outside the default range
func payFixture(t *testing.T, env *testEnv) map[string]*store.Event {
	t.Helper()
	ctx := context.Background()
	day := 24 * time.Hour
	events := map[string]*store.Event{}
	for _, e := range []struct{ title, date string }{
		{"May Cup", "2026-05-20"}, {"June Cup", "2026-06-14"}, {"August Cup", "2026-08-09"},
		{"December Cup", "2026-12-05"}, {evilName, "2027-01-10"}, {"Far Cup", "2027-07-01"},
	} {
		events[e.title] = env.mkEvent(t, e.title, e.date, 10)
	}
	n := 0
	reg := func(event string, member bool, rate string, made time.Time, slipAfter time.Duration, slip, paid bool) {
		t.Helper()
		n++
		number := ""
		if member {
			number = "BHG-7" + itoa(int64(n))
		}
		m := env.createMember(t, "Payer "+itoa(int64(n)), "012-700 00"+itoa(int64(10+n)), "", number)
		r := env.mkReg(t, events[event], m, rate)
		if _, err := env.store.DB().NewUpdate().Model((*store.Registration)(nil)).Set("created_at = ?", made.UTC()).Where("id = ?", r.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if slip {
			if _, _, err := env.store.SetPaymentReference(ctx, r.ID, m.ID, "/api/payment-files/slip"+itoa(int64(n)), "slip.jpg", made.Add(slipAfter).UTC()); err != nil {
				t.Fatal(err)
			}
		}
		if paid {
			if err := env.store.SetPaid(ctx, r.ID, true); err != nil {
				t.Fatal(err)
			}
		}
	}
	ago := func(days int) time.Time { return testNow.Add(-time.Duration(days) * day) }
	reg("May Cup", true, "Member Weekday", ago(200), day, true, true)
	reg("June Cup", true, "Member Weekday", ago(180), 2*day, true, true)
	reg("June Cup", false, "Non-Member Weekday", ago(170), 0, false, true)
	reg("June Cup", false, "Non-Member Weekday", ago(170), 0, false, false)
	reg("August Cup", true, "Member Weekday", ago(120), 5*day, true, true)
	reg("August Cup", false, "Mystery Rate", ago(110), 0, false, false)
	reg("December Cup", true, "Member Weekday", ago(10), 3*day, true, false)
	reg("December Cup", false, "Non-Member Weekday", ago(5), time.Hour, true, false)
	reg("December Cup", true, "Member Weekday", ago(4), 12*time.Hour, true, true)
	reg("Far Cup", true, "Member Weekday", ago(1), 0, false, false)
	return events
}

func figs(cc int, ca float64, oc int, oa float64, ac int, aa float64, unpriced int) payFigures {
	return payFigures{Collected: paySum{cc, ca}, Outstanding: paySum{oc, oa}, Awaiting: paySum{ac, aa}, Unpriced: unpriced}
}

func TestPaymentAnalytics(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		events := payFixture(t, env)
		admin := env.loginAdmin(t)
		get := func(url string) paymentAnalytics {
			t.Helper()
			return decode[paymentAnalytics](t, env.do(req{method: "GET", url: url, cookies: []*http.Cookie{admin}}))
		}

		// The default range on 21 Nov 2026: June 2026 to May 2027.
		got := get("/api/admin/payments/analytics")
		if got.From != "2026-06-01" || got.To != "2027-05-31" {
			t.Errorf("range = %s..%s, want 2026-06-01..2027-05-31", got.From, got.To)
		}
		if want := figs(4, 540.5, 4, 481, 2, 300.5, 1); got.Totals != want {
			t.Errorf("totals = %+v, want %+v", got.Totals, want)
		}
		wantMonths := map[string]payFigures{
			"2026-06": figs(2, 300.5, 1, 180.5, 0, 0, 0),
			"2026-08": figs(1, 120, 1, 0, 0, 0, 1),
			"2026-12": figs(1, 120, 2, 300.5, 2, 300.5, 0),
		}
		var months []string
		for _, m := range got.Months {
			months = append(months, m.Month)
			if m.payFigures != wantMonths[m.Month] {
				t.Errorf("month %s = %+v, want %+v", m.Month, m.payFigures, wantMonths[m.Month])
			}
		}
		if want := "2026-06 2026-07 2026-08 2026-09 2026-10 2026-11 2026-12 2027-01 2027-02 2027-03 2027-04 2027-05"; strings.Join(months, " ") != want {
			t.Errorf("months = %v, want %s", months, want)
		}
		wantEvents := []payEvent{
			{EventID: events["June Cup"].ID, EventTitle: "June Cup", EventDate: "2026-06-14", payFigures: wantMonths["2026-06"]},
			{EventID: events["August Cup"].ID, EventTitle: "August Cup", EventDate: "2026-08-09", payFigures: wantMonths["2026-08"]},
			{EventID: events["December Cup"].ID, EventTitle: "December Cup", EventDate: "2026-12-05", payFigures: wantMonths["2026-12"]},
			{EventID: events[evilName].ID, EventTitle: evilName, EventDate: "2027-01-10"},
		}
		if !reflect.DeepEqual(got.Events, wantEvents) {
			t.Errorf("events = %+v\nwant %+v", got.Events, wantEvents)
		}
		// Slips 2, 5 and 0.5 days after registering; B was marked paid with no slip.
		if d := got.DaysToPay; d.Measured != 3 || d.NoSlipTime != 1 || d.Average == nil || *d.Average != 2.5 || d.Median == nil || *d.Median != 2 {
			t.Errorf("daysToPay = %+v (average %v, median %v), want 3 measured, 2.5 and 2, 1 without", d, pctText(d.Average), pctText(d.Median))
		}

		// A range of its own: May and June 2026.
		got = get("/api/admin/payments/analytics?from=2026-05-01&to=2026-06-30")
		if want := figs(3, 420.5, 1, 180.5, 0, 0, 0); got.Totals != want || len(got.Months) != 2 || len(got.Events) != 2 {
			t.Errorf("May–June = %+v", got)
		}
		if d := got.DaysToPay; d.Measured != 2 || *d.Average != 1.5 || *d.Median != 1.5 {
			t.Errorf("May–June daysToPay = %+v", d)
		}

		// A range with nothing in it.
		got = get("/api/admin/payments/analytics?from=2025-01-01&to=2025-01-31")
		if got.Totals != (payFigures{}) || len(got.Events) != 0 || len(got.Months) != 1 || got.DaysToPay.Average != nil {
			t.Errorf("empty range = %+v", got)
		}
	})
}

func TestPaymentAnalyticsBadInput(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			admin := env.seedAdmin(t)
			_, member := env.seedMember(t, "Curious Member", "BHG-1")
			bad := func(name, query, code string, fields map[string]string) scenario {
				return scenario{name: name, method: "GET", url: "/api/admin/payments/analytics" + query, cookies: []*http.Cookie{admin},
					wantStatus: http.StatusBadRequest, wantCode: code, wantFields: fields}
			}
			return []scenario{
				bad("from not a date", "?from=21/11/2026", "invalid_date", map[string]string{"from": "invalid_date"}),
				bad("to not a real day", "?from=2026-01-01&to=2026-02-30", "invalid_date", map[string]string{"to": "invalid_date"}),
				bad("both bad", "?from=x&to=y", "invalid_date", map[string]string{"from": "invalid_date", "to": "invalid_date"}),
				bad("to before from", "?from=2026-06-01&to=2026-05-31", "end_before_start", map[string]string{"to": "end_before_start"}),
				bad("from after the default end", "?from=2027-06-01", "end_before_start", map[string]string{"to": "end_before_start"}),
				bad("37 months", "?from=2024-01-01&to=2027-01-01", "out_of_range", map[string]string{"to": "out_of_range"}),
				{name: "export checks the range too", method: "GET", url: "/api/export/payment-analytics/excel?from=2024-01-01&to=2027-01-01",
					cookies: []*http.Cookie{admin}, wantStatus: http.StatusBadRequest, wantCode: "out_of_range", wantFields: map[string]string{"to": "out_of_range"}},
				{name: "36 months is the most", method: "GET", url: "/api/admin/payments/analytics?from=2024-01-01&to=2026-12-31",
					cookies: []*http.Cookie{admin}, wantStatus: http.StatusOK, wantContains: []string{`"month":"2026-12"`, `"from":"2024-01-01"`}},
				{name: "member", method: "GET", url: "/api/admin/payments/analytics", cookies: []*http.Cookie{member},
					wantStatus: http.StatusForbidden, wantCode: "forbidden"},
				{name: "visitor", method: "GET", url: "/api/admin/payments/analytics", wantStatus: http.StatusUnauthorized, wantCode: "unauthorized"},
				{name: "member export", method: "GET", url: "/api/export/payment-analytics/excel", cookies: []*http.Cookie{member},
					wantStatus: http.StatusForbidden, wantCode: "forbidden"},
				{name: "visitor export", method: "GET", url: "/api/export/payment-analytics/excel", wantStatus: http.StatusUnauthorized, wantCode: "unauthorized"},
			}
		})
	})
}

func TestPaymentAnalyticsExport(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		payFixture(t, env)
		admin := env.loginAdmin(t)
		f := openExport(t, env, admin, "/api/export/payment-analytics/excel", "golfclub-payment-analytics-2026-11-21.xlsx")
		if got := f.GetSheetList(); strings.Join(got, "|") != "Summary|By month|By event" {
			t.Fatalf("sheets = %v", got)
		}
		summary := rowsOf(t, f, "Summary", "Figure", "Registrations", "Amount", "Days")
		wantSummary := [][]string{
			{"Events dated 1 June 2026 to 31 May 2027"},
			{"Collected", "4", "RM 540.50"},
			{"Outstanding", "4", "RM 481.00"},
			{"Slips awaiting review", "2", "RM 300.50"},
			{"At no known rate (counted as RM 0)", "1"},
			{"Average days to pay", "3", "", "2.5"},
			{"Median days to pay", "3", "", "2.0"},
			{"Paid without a slip time (not measured)", "1"},
		}
		if !reflect.DeepEqual(summary[1:], wantSummary) {
			t.Errorf("summary = %q\nwant %q", summary[1:], wantSummary)
		}
		figureHeader := []string{"Collected", "Collected (RM)", "Outstanding", "Outstanding (RM)", "Slips awaiting review", "Awaiting review (RM)", "No known rate"}
		months := rowsOf(t, f, "By month", append([]string{"Month"}, figureHeader...)...)
		if len(months) != 13 {
			t.Fatalf("month rows = %d, want 12 and the header", len(months))
		}
		for i, want := range map[int][]string{
			1:  {"June 2026", "2", "RM 300.50", "1", "RM 180.50", "0", "RM 0.00", "0"},
			2:  {"July 2026", "0", "RM 0.00", "0", "RM 0.00", "0", "RM 0.00", "0"},
			3:  {"August 2026", "1", "RM 120.00", "1", "RM 0.00", "0", "RM 0.00", "1"},
			7:  {"December 2026", "1", "RM 120.00", "2", "RM 300.50", "2", "RM 300.50", "0"},
			12: {"May 2027", "0", "RM 0.00", "0", "RM 0.00", "0", "RM 0.00", "0"},
		} {
			if !reflect.DeepEqual(months[i], want) {
				t.Errorf("month row %d = %q, want %q", i, months[i], want)
			}
		}
		byEvent := rowsOf(t, f, "By event", append([]string{"Event", "Date"}, figureHeader...)...)
		wantEvents := [][]string{
			{"June Cup", "14/06/2026", "2", "RM 300.50", "1", "RM 180.50", "0", "RM 0.00", "0"},
			{"August Cup", "09/08/2026", "1", "RM 120.00", "1", "RM 0.00", "0", "RM 0.00", "1"},
			{"December Cup", "05/12/2026", "1", "RM 120.00", "2", "RM 300.50", "2", "RM 300.50", "0"},
			{"'" + evilName, "10/01/2027", "0", "RM 0.00", "0", "RM 0.00", "0", "RM 0.00", "0"},
		}
		if !reflect.DeepEqual(byEvent[1:], wantEvents) {
			t.Errorf("by event = %q\nwant %q", byEvent[1:], wantEvents)
		}
		assertText(t, f, "By event", cellOf(t, byEvent, 1, "'"+evilName))

		// In Malay, for a range of its own.
		rec := env.do(req{method: "GET", url: "/api/export/payment-analytics/excel?from=2026-08-01&to=2026-08-31", cookies: []*http.Cookie{admin,
			{Name: i18n.CookieName, Value: i18n.MS}}})
		if rec.Code != http.StatusOK {
			t.Fatalf("Malay export: %d %s", rec.Code, rec.Body)
		}
		ms, err := excelize.OpenReader(bytes.NewReader(rec.Body.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		defer ms.Close()
		if got := ms.GetSheetList(); strings.Join(got, "|") != "Ringkasan|Mengikut bulan|Mengikut acara" {
			t.Fatalf("Malay sheets = %v", got)
		}
		msMonths := rowsOf(t, ms, "Mengikut bulan", "Bulan", "Dikutip", "Dikutip (RM)", "Tertunggak", "Tertunggak (RM)", "Slip menunggu semakan", "Menunggu semakan (RM)", "Tiada kadar diketahui")
		if want := []string{"Ogos 2026", "1", "RM 120.00", "1", "RM 0.00", "0", "RM 0.00", "1"}; len(msMonths) != 2 || !reflect.DeepEqual(msMonths[1], want) {
			t.Errorf("Malay months = %q, want one row %q", msMonths, want)
		}
		if v, _ := ms.GetCellValue("Ringkasan", "A2"); v != "Acara bertarikh 1 Ogos 2026 hingga 31 Ogos 2026" {
			t.Errorf("Malay period = %q", v)
		}
	})
}
