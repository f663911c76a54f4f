package api

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

// TestAdminOverviewQueue: the overview's action queue counts slips awaiting
// review (any event date), sums the money owed by unpaid registrations of
// upcoming events with the one price rule, and lists the events of today
// and the six days after on the club's calendar, with their fill.
func TestAdminOverviewQueue(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := t.Context()
		admin := env.loginAdmin(t)
		queue := func() adminQueue {
			t.Helper()
			return decode[adminStats](t, env.do(req{method: "GET", url: "/api/admin/stats", cookies: []*http.Cookie{admin}})).Queue
		}

		// Nothing at all: a calm, empty queue (events: [] not null).
		empty := queue()
		if empty.AwaitingReview != 0 || empty.Outstanding != (outstanding{}) || len(empty.Week.Events) != 0 || empty.Week.Events == nil {
			t.Fatalf("empty queue = %+v", empty)
		}
		if empty.Week.From != "2026-11-21" || empty.Week.To != "2026-11-27" {
			t.Fatalf("week = %s..%s, want 2026-11-21..2026-11-27", empty.Week.From, empty.Week.To)
		}

		yesterday := env.mkEvent(t, "Yesterday Cup", "2026-11-20", 10)
		today := env.mkEvent(t, "Today Cup", "2026-11-21", 40)
		lastDay := env.mkEvent(t, "Friday Cup", "2026-11-27", 8)
		env.mkEvent(t, "Next Week Cup", "2026-11-28", 10)
		later := env.mkEvent(t, "December Cup", "2026-12-10", 10)

		m1, c1 := env.seedMember(t, "Ali Member", "BHG-1")
		m2, c2 := env.seedMember(t, "Bee Guest", "")
		m3, _ := env.seedMember(t, "Chong Member", "BHG-3")
		// Unpaid upcoming: 120 + 180.50 + 120 = 420.50, plus one at an
		// unknown rate; paid and past ones do not count.
		env.mkReg(t, today, m1, "Member Weekday")
		slipToday := env.mkReg(t, today, m2, "Non-Member Weekday")
		env.mkReg(t, lastDay, m1, "Member Weekday")
		env.mkReg(t, later, m3, "Mystery Rate")
		paid := env.mkReg(t, later, m1, "Member Weekday")
		slipPast := env.mkReg(t, yesterday, m2, "Non-Member Weekday")
		slipPaid := env.mkReg(t, lastDay, m2, "Non-Member Weekday")
		if err := env.store.SetPaid(ctx, paid.ID, true); err != nil {
			t.Fatal(err)
		}
		// Slips: two not paid (one of a past event), one paid.
		for _, s := range []struct {
			reg    *store.Registration
			cookie *http.Cookie
		}{{slipToday, c2}, {slipPast, c2}, {slipPaid, c2}} {
			up := env.upload(t, s.cookie, pngBytes)
			env.adminDo(t, s.cookie, "POST", urlf("/api/payment/%d/reference", s.reg.ID), map[string]string{"fileUrl": up.FileURL, "fileName": "slip.png"}, 200)
		}
		_ = c1
		if err := env.store.SetPaid(ctx, slipPaid.ID, true); err != nil {
			t.Fatal(err)
		}

		q := queue()
		if q.AwaitingReview != 2 {
			t.Errorf("awaitingReview = %d, want 2", q.AwaitingReview)
		}
		if want := (outstanding{Amount: 420.5, Registrations: 4, Unpriced: 1}); q.Outstanding != want {
			t.Errorf("outstanding = %+v, want %+v", q.Outstanding, want)
		}
		var got []string
		for _, e := range q.Week.Events {
			got = append(got, fmt.Sprintf("%s %s %d/%d", e.Title, e.Date, e.Registered, e.Capacity))
		}
		if want := "Today Cup 2026-11-21 2/40|Friday Cup 2026-11-27 2/8"; strings.Join(got, "|") != want {
			t.Errorf("week = %q, want %q", strings.Join(got, "|"), want)
		}

		// At 01:00 in Kuala Lumpur on the 21st it is still the 20th in UTC:
		// the week is the club's, so Yesterday Cup (the 20th) is not in it.
		env.server.now = func() time.Time { return time.Date(2026, 11, 20, 17, 0, 0, 0, time.UTC) }
		q = queue()
		env.server.now = func() time.Time { return testNow }
		if q.Week.From != "2026-11-21" || len(q.Week.Events) != 2 || q.Week.Events[0].Title != "Today Cup" {
			t.Errorf("week at 01:00 club time = %+v", q.Week)
		}
	})
}

// TestAdminPaymentReferencesPaging: the payment references list is paged on
// the server, filtered and searched there, with the total that matched and
// the count of each filter; bad paging parameters are a 400
// invalid_parameter.
func TestAdminPaymentReferencesPaging(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ev := env.mkEvent(t, "Paging Cup", "2026-12-05", 40)
		other := env.mkEvent(t, "Other_Cup 100%", "2026-12-06", 40)
		// 25 registrations; every fifth has a slip; two of the slips are paid.
		var slips []*store.Registration
		for i := range 25 {
			m, c := env.seedMember(t, fmt.Sprintf("Pager %02d", i), "")
			e := ev
			if i == 24 {
				e = other
			}
			reg := env.mkReg(t, e, m, "Non-Member Weekday")
			if i%5 == 0 {
				up := env.upload(t, c, pngBytes)
				env.adminDo(t, c, "POST", urlf("/api/payment/%d/reference", reg.ID), map[string]string{"fileUrl": up.FileURL, "fileName": fmt.Sprintf("slip-%02d.png", i)}, 200)
				slips = append(slips, reg)
			}
		}
		for _, r := range slips[:2] {
			if err := env.store.SetPaid(t.Context(), r.ID, true); err != nil {
				t.Fatal(err)
			}
		}
		get := func(query string) paymentReferencePage {
			t.Helper()
			rec := env.do(req{method: "GET", url: "/api/admin/payment-references" + query, cookies: []*http.Cookie{admin}})
			if rec.Code != http.StatusOK {
				t.Fatalf("%s: %d %s", query, rec.Code, rec.Body)
			}
			return decode[paymentReferencePage](t, rec)
		}
		wantCounts := store.PaymentCounts{All: 25, Awaiting: 3, Unpaid: 23, Paid: 2}

		first := get("")
		if first.Total != 25 || len(first.Items) != 20 || first.Offset != 0 || first.Limit != 20 || first.Counts != wantCounts {
			t.Fatalf("first page: total %d, %d items, offset %d, limit %d, counts %+v", first.Total, len(first.Items), first.Offset, first.Limit, first.Counts)
		}
		// Slips first (newest upload first), then the rest.
		for i, it := range first.Items {
			if (i < 5) != (it.PaymentReferenceFileURL != nil) {
				t.Errorf("item %d (%s) slip = %v", i, it.MemberName, it.PaymentReferenceFileURL != nil)
			}
		}
		second := get("?offset=20&limit=20")
		if second.Total != 25 || len(second.Items) != 5 {
			t.Fatalf("second page: total %d, %d items", second.Total, len(second.Items))
		}
		seen := map[int64]bool{}
		for _, it := range append(first.Items, second.Items...) {
			if seen[it.ID] {
				t.Errorf("registration %d on two pages", it.ID)
			}
			seen[it.ID] = true
		}
		if len(seen) != 25 {
			t.Errorf("pages cover %d registrations, want 25", len(seen))
		}

		awaiting := get("?filter=awaiting&limit=2")
		if awaiting.Total != 3 || len(awaiting.Items) != 2 || awaiting.Counts != wantCounts {
			t.Fatalf("awaiting: %+v", awaiting)
		}
		for _, it := range awaiting.Items {
			if it.IsPaid || it.PaymentReferenceFileURL == nil {
				t.Errorf("awaiting item %+v", it)
			}
		}
		if p := get("?filter=paid"); p.Total != 2 || len(p.Items) != 2 || !p.Items[0].IsPaid {
			t.Errorf("paid: %+v", p)
		}
		if u := get("?filter=unpaid&offset=20"); u.Total != 23 || len(u.Items) != 3 {
			t.Errorf("unpaid page 2: total %d, %d items", u.Total, len(u.Items))
		}
		// Past the end: an empty page, not an error.
		if p := get("?offset=100"); p.Total != 25 || len(p.Items) != 0 || p.Items == nil {
			t.Errorf("past the end: %+v", p)
		}

		// Search: names, event titles (LIKE characters are literal), file
		// names, phone digits however they are written.
		for _, c := range []struct {
			q    string
			want int
		}{
			{"pager 1", 10}, {"PAGER 07", 1}, {"100%", 1}, {"other_", 1}, {"g_c", 0}, {"slip-1", 2},
			{"019", 25}, {"zzz", 0},
		} {
			if p := get("?q=" + url.QueryEscape(c.q)); p.Total != c.want {
				t.Errorf("q=%q: total %d, want %d", c.q, p.Total, c.want)
			}
		}
		phone := first.Items[0].MemberPhone
		dashed := phone[:3] + "-" + phone[3:6] + " " + phone[6:]
		if p := get("?q=" + url.QueryEscape(dashed)); p.Total != 1 || p.Items[0].MemberPhone != phone {
			t.Errorf("q=%q: %+v", dashed, p)
		}
		if p := get("?filter=awaiting&q=" + url.QueryEscape("pager 1")); p.Total != 2 {
			t.Errorf("awaiting + search: total %d, want 2", p.Total)
		}
	})
}

func TestAdminPaymentReferencesBadParams(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			admin := env.seedAdmin(t)
			bad := func(query, mentions string) scenario {
				return scenario{name: "bad " + query, method: "GET", url: "/api/admin/payment-references" + query,
					cookies: []*http.Cookie{admin}, wantStatus: http.StatusBadRequest, wantCode: "invalid_parameter", wantContains: []string{mentions}}
			}
			return []scenario{
				bad("?limit=0", "limit"),
				bad("?limit=101", "limit"),
				bad("?limit=ten", "limit"),
				bad("?offset=-1", "offset"),
				bad("?offset=1.5", "offset"),
				bad("?filter=review", "filter"),
				bad("?q=%00", "q must"),
				bad("?q="+strings.Repeat("a", 101), "q must"),
				{name: "member", method: "GET", url: "/api/admin/payment-references?filter=awaiting",
					cookies: []*http.Cookie{env.memberSession(t, mustSeedMember(t, env))}, wantStatus: http.StatusForbidden, wantCode: "forbidden"},
				{name: "anonymous", method: "GET", url: "/api/admin/payment-references?limit=5",
					wantStatus: http.StatusUnauthorized, wantCode: "unauthorized"},
				{name: "good", method: "GET", url: "/api/admin/payment-references?filter=paid&offset=0&limit=100&q=x",
					cookies: []*http.Cookie{admin}, wantStatus: http.StatusOK, wantContains: []string{`"items":[]`, `"total":0`}},
			}
		})
	})
}

func mustSeedMember(t *testing.T, env *testEnv) int64 {
	t.Helper()
	m, _ := env.seedMember(t, "Matrix Member", "")
	return m.ID
}
