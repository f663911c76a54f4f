package api

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// Fixtures made straight through the store: the registration tests need
// hundreds of members, and password hashing per member would dominate.

var seedSeq atomic.Int64

// seedMember creates an active member (membership "" for none) and a
// session for them, returning the member and the session cookie.
func (e *testEnv) seedMember(t testing.TB, name, membership string) (*store.Member, *http.Cookie) {
	t.Helper()
	n := seedSeq.Add(1)
	m := &store.Member{Name: name, Phone: fmt.Sprintf("019%07d", n), PasswordHash: "unused", IsActive: true}
	if membership != "" {
		m.MembershipNumber = &membership
	}
	if err := e.store.CreateMember(context.Background(), m); err != nil {
		t.Fatalf("create member %s: %v", name, err)
	}
	return m, e.seedSession(t, memberSessions, m.ID)
}

// seedAdmin creates an admin and returns its session cookie.
func (e *testEnv) seedAdmin(t testing.TB) *http.Cookie {
	t.Helper()
	a := &store.Admin{Username: fmt.Sprintf("admin%d", seedSeq.Add(1)), PasswordHash: "unused"}
	if err := e.store.CreateAdmin(context.Background(), a); err != nil {
		t.Fatalf("create admin: %v", err)
	}
	return e.seedSession(t, adminSessions, a.ID)
}

func (e *testEnv) seedSession(t testing.TB, k sessionKind, subjectID int64) *http.Cookie {
	t.Helper()
	token, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	sess := &store.Session{TokenHash: hash, Kind: k.kind, SubjectID: subjectID, ExpiresAt: testNow.Add(k.ttl), CreatedAt: testNow}
	if err := e.store.CreateSession(context.Background(), sess); err != nil {
		t.Fatalf("create session: %v", err)
	}
	return &http.Cookie{Name: k.cookie, Value: token}
}

func (e *testEnv) seedEvent(t testing.TB, title, date string, capacity int, rates []store.Rate, description string) *store.Event {
	t.Helper()
	ev := &store.Event{Title: title, Date: date, Time: "7:30 AM", Type: "tournament", Capacity: capacity,
		Rates: rates, Description: description}
	if err := e.store.CreateEvent(context.Background(), ev); err != nil {
		t.Fatalf("create event: %v", err)
	}
	return ev
}

// seatTotals sums events.registered and counts registration rows, so a
// test can assert that a refused call changed neither.
func (e *testEnv) seatTotals(t testing.TB) (registered, rows int) {
	t.Helper()
	var total int
	if err := e.store.DB().NewSelect().Model((*store.Event)(nil)).ColumnExpr("COALESCE(SUM(registered), 0)").Scan(context.Background(), &total); err != nil {
		t.Fatal(err)
	}
	n, err := e.store.CountRegistrations(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return total, n
}

func (e *testEnv) eventSeats(t testing.TB, eventID int64) (registered, rows int) {
	t.Helper()
	ev, err := e.store.GetEvent(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	n, err := e.store.CountRegistrations(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	return ev.Registered, n
}

var weekdayRates = []store.Rate{
	{Type: "Member Weekday", Price: 120, Category: "member"},
	{Type: "Non-Member Weekday", Price: 180, Category: "non-member"},
}

func urlf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func TestRegisterAPI(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 3, weekdayRates, "")
		full := env.seedEvent(t, "Full Cup", "2026-12-06", 1, weekdayRates, "")
		past := env.seedEvent(t, "Old Cup", "2026-11-20", 10, weekdayRates, "")
		todays := env.seedEvent(t, "Today Cup", "2026-11-21", 10, weekdayRates, "")
		noRates := env.seedEvent(t, "Social Night", "2026-12-10", 10, nil, "Fun night.\nRates:\n- Weekday: RM 95\n")
		member, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		guest, guestC := env.seedMember(t, "Ben Guest", "")
		_, otherC := env.seedMember(t, "Chong Other", "")
		blank, blankC := env.seedMember(t, "Dina Blank", " ")
		_ = blank
		if rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", full.ID), cookies: []*http.Cookie{otherC},
			body: map[string]string{"guestRateType": "Non-Member Weekday"}}); rec.Code != http.StatusCreated {
			t.Fatalf("fill event: %d %s", rec.Code, rec.Body)
		}

		refused := []scenario{
			{name: "signed out", method: "POST", url: urlf("/api/events/%d/register", ev.ID),
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 401},
			{name: "no rate type", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"memberName": "x"}, wantStatus: 400,
				wantContains: []string{"You must specify the guest rate type for registration"}},
			{name: "blank rate type", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "   "}, wantStatus: 400, wantContains: []string{"guest rate type"}},
			{name: "rate type the event lacks", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekend"}, wantStatus: 400,
				wantContains: []string{"Invalid rate type for this event"}},
			{name: "member rate without membership number", method: "POST", url: urlf("/api/events/%d/register", ev.ID),
				cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 403,
				wantContains: []string{"Membership Required"}},
			{name: "member rate with a blank membership number", method: "POST", url: urlf("/api/events/%d/register", ev.ID),
				cookies: []*http.Cookie{blankC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 403,
				wantContains: []string{"Membership Required"}},
			{name: "past event", method: "POST", url: urlf("/api/events/%d/register", past.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 400,
				wantContains: []string{"Registration is closed for past events"}},
			{name: "unknown event", method: "POST", url: "/api/events/99999/register", cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 404, wantContains: []string{"Event not found"}},
			{name: "bad event id", method: "POST", url: "/api/events/abc/register", cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 400},
			{name: "full event", method: "POST", url: urlf("/api/events/%d/register", full.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 409, wantContains: []string{"Event is full"}},
			{name: "malformed JSON", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: `{"guestRateType":`, wantStatus: 400},
			{name: "wrong JSON type", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: `{"guestRateType": 5}`, wantStatus: 400},
		}
		before, beforeRows := env.seatTotals(t)
		env.run(refused)
		if after, afterRows := env.seatTotals(t); after != before || afterRows != beforeRows {
			t.Fatalf("refused calls changed seats: %d/%d -> %d/%d", before, beforeRows, after, afterRows)
		}

		env.run([]scenario{
			{name: "member registers; body identity ignored", method: "POST", url: urlf("/api/events/%d/register", ev.ID),
				cookies:    []*http.Cookie{memberC},
				body:       map[string]string{"memberName": "Hacker", "memberPhone": "0123456789", "guestRateType": "member weekday"},
				wantStatus: 201,
				wantContains: []string{`"memberName":"Aminah Member"`, `"memberPhone":"` + member.Phone + `"`,
					`"guestRateType":"Member Weekday"`, `"price":120`, `"priceLabel":"RM 120"`, `"isPaid":false`,
					`"isMine":true`, `"eventTitle":"Monthly Medal"`, `"eventDate":"2026-12-05"`},
				wantNotContains: []string{"Hacker", "0123456789"}},
			{name: "twice", method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 409,
				wantContains: []string{"already registered"}},
			{name: "guest takes a non-member rate", method: "POST", url: urlf("/api/events/%d/register", ev.ID),
				cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Non-Member Weekday"}, wantStatus: 201,
				wantContains: []string{`"price":180`, `"priceLabel":"RM 180"`, `"memberPhone":"` + guest.Phone + `"`}},
			{name: "member on a non-member type pays the member rate", method: "POST", url: urlf("/api/events/%d/register", todays.ID),
				cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Non-Member Weekday"}, wantStatus: 201,
				wantContains: []string{`"price":120`}},
			{name: "no rates: price from description", method: "POST", url: urlf("/api/events/%d/register", noRates.ID),
				cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Weekday"}, wantStatus: 201,
				wantContains: []string{`"price":95`, `"priceLabel":"RM 95"`}},
			{name: "no rates, no price", method: "POST", url: urlf("/api/events/%d/register", noRates.ID),
				cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Member"}, wantStatus: 201,
				wantContains: []string{`"price":null`, `"priceLabel":"Contact for rate"`}},
		})
		if reg, rows := env.eventSeats(t, ev.ID); reg != 2 || rows != 2 {
			t.Fatalf("event seats %d, rows %d; want 2, 2", reg, rows)
		}
		// The refused second registration changed nothing either.
		if total, rows := env.seatTotals(t); total != rows || rows != 6 {
			t.Fatalf("totals %d, rows %d; want 6, 6", total, rows)
		}
	})
}

func TestEventRegistrationsPrivacy(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		member, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		guest, guestC := env.seedMember(t, "Ben Guest", "")
		_, loneC := env.seedMember(t, "Lone Ranger", "")
		adminC := env.seedAdmin(t)
		for _, c := range []struct {
			cookie *http.Cookie
			rate   string
		}{{memberC, "Member Weekday"}, {guestC, "Non-Member Weekday"}} {
			if rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{c.cookie},
				body: map[string]string{"guestRateType": c.rate}}); rec.Code != 201 {
				t.Fatalf("register: %d %s", rec.Code, rec.Body)
			}
		}
		list := urlf("/api/events/%d/registrations", ev.ID)
		env.run([]scenario{
			{name: "signed out", method: "GET", url: list, wantStatus: 401},
			{name: "unknown event", method: "GET", url: "/api/events/9999/registrations", cookies: []*http.Cookie{guestC}, wantStatus: 404},
			{name: "guest sees own phone only", method: "GET", url: list, cookies: []*http.Cookie{guestC}, wantStatus: 200,
				wantContains:    []string{"Aminah Member", "Ben Guest", guest.Phone, `"isMine":true`, `"isMine":false`, `"guestRateType":"Member Weekday"`},
				wantNotContains: []string{member.Phone, "BHG-001", `"memberId":` + fmt.Sprint(member.ID) + `,`}},
			{name: "unregistered member sees no phone", method: "GET", url: list, cookies: []*http.Cookie{loneC}, wantStatus: 200,
				wantContains:    []string{"Aminah Member", "Ben Guest"},
				wantNotContains: []string{member.Phone, guest.Phone, `"isMine":true`, "memberPhone"}},
			{name: "admin sees everything", method: "GET", url: list, cookies: []*http.Cookie{adminC}, wantStatus: 200,
				wantContains: []string{member.Phone, guest.Phone, `"isPaid":false`, `"price":120`, `"price":180`}},
		})
		rows := decode[[]map[string]any](t, env.do(req{method: "GET", url: list, cookies: []*http.Cookie{loneC}}))
		if len(rows) != 2 {
			t.Fatalf("rows: %v", rows)
		}
		for _, r := range rows {
			for _, k := range []string{"id", "memberName", "guestRateType", "isMine", "createdAt"} {
				if _, ok := r[k]; !ok {
					t.Errorf("participant row lacks %s: %v", k, r)
				}
			}
		}
	})
}

func TestDeregisterAPI(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		other := env.seedEvent(t, "Other Cup", "2026-12-20", 10, weekdayRates, "")
		_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		_, guestC := env.seedMember(t, "Ben Guest", "")
		register := func(c *http.Cookie, e *store.Event, rate string) int64 {
			rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", e.ID), cookies: []*http.Cookie{c},
				body: map[string]string{"guestRateType": rate}})
			if rec.Code != 201 {
				t.Fatalf("register: %d %s", rec.Code, rec.Body)
			}
			return int64(decode[map[string]any](t, rec)["id"].(float64))
		}
		mine := register(memberC, ev, "Member Weekday")
		theirs := register(guestC, ev, "Non-Member Weekday")
		register(memberC, other, "Member Weekday")

		// Put the member in a flight; de-registering must take them out.
		f := &store.Flight{EventID: ev.ID, FlightNumber: 1, TeeTime: "7:30 AM", MaxPlayers: 4, StartingHole: 1}
		ctx := context.Background()
		if _, err := env.store.DB().NewInsert().Model(f).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := env.store.DB().NewInsert().Model(&store.FlightMember{FlightID: f.ID, RegistrationID: mine,
			MemberName: "Aminah Member", MemberPhone: "x", Position: 1}).Exec(ctx); err != nil {
			t.Fatal(err)
		}

		before, beforeRows := env.seatTotals(t)
		env.run([]scenario{
			{name: "someone else's registration", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", ev.ID, theirs),
				cookies: []*http.Cookie{memberC}, wantStatus: 404, wantContains: []string{"Registration not found"}},
			{name: "own registration under the wrong event", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", other.ID, mine),
				cookies: []*http.Cookie{memberC}, wantStatus: 404, wantContains: []string{"Registration not found"}},
			{name: "unknown registration", method: "DELETE", url: urlf("/api/events/%d/registrations/99999", ev.ID),
				cookies: []*http.Cookie{memberC}, wantStatus: 404},
			{name: "signed out", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", ev.ID, mine), wantStatus: 401},
			{name: "signed out by event", method: "DELETE", url: urlf("/api/events/%d/register", ev.ID), wantStatus: 401},
			{name: "not registered for the event", method: "DELETE", url: "/api/events/99999/register",
				cookies: []*http.Cookie{guestC}, wantStatus: 404, wantContains: []string{"not registered"}},
		})
		if after, afterRows := env.seatTotals(t); after != before || afterRows != beforeRows {
			t.Fatalf("refused de-registrations changed seats: %d/%d -> %d/%d", before, beforeRows, after, afterRows)
		}

		env.run([]scenario{
			{name: "own registration by id", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", ev.ID, mine),
				cookies: []*http.Cookie{memberC}, wantStatus: 200, wantContains: []string{"de-registered"}},
			{name: "again", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", ev.ID, mine),
				cookies: []*http.Cookie{memberC}, wantStatus: 404},
			{name: "by event", method: "DELETE", url: urlf("/api/events/%d/register", ev.ID),
				cookies: []*http.Cookie{guestC}, wantStatus: 200},
		})
		if reg, rows := env.eventSeats(t, ev.ID); reg != 0 || rows != 0 {
			t.Fatalf("after de-registrations: registered %d, rows %d", reg, rows)
		}
		flights, err := env.store.EventFlights(ctx, ev.ID)
		if err != nil || len(flights[0].Players) != 0 {
			t.Fatalf("flight still holds the member: %v %+v", err, flights)
		}
		// The seat can be taken again.
		register(memberC, ev, "Member Weekday")
	})
}

func TestMemberRegistrationsAPI(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		later := env.seedEvent(t, "Later Cup", "2027-01-15", 10, weekdayRates, "")
		sooner := env.seedEvent(t, "Sooner Cup", "2026-11-28", 10, nil, "Rates:\nMember Weekday: RM 88")
		_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		_, guestC := env.seedMember(t, "Ben Guest", "")
		for _, e := range []*store.Event{later, sooner} {
			if rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", e.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Member Weekday"}}); rec.Code != 201 {
				t.Fatalf("register: %d %s", rec.Code, rec.Body)
			}
		}
		if rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", later.ID), cookies: []*http.Cookie{guestC},
			body: map[string]string{"guestRateType": "Non-Member Weekday"}}); rec.Code != 201 {
			t.Fatalf("register: %d %s", rec.Code, rec.Body)
		}
		rec := env.do(req{method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{memberC}})
		checkResponse(t, rec, 200, nil, []string{"Ben Guest"})
		rows := decode[[]registrationView](t, rec)
		if len(rows) != 2 || rows[0].EventTitle != "Sooner Cup" || rows[1].EventTitle != "Later Cup" {
			t.Fatalf("rows: %+v", rows)
		}
		if rows[0].Price == nil || *rows[0].Price != 88 || rows[1].Price == nil || *rows[1].Price != 120 || rows[1].PriceLabel != "RM 120" {
			t.Fatalf("prices: %+v", rows)
		}
		guestRows := decode[[]registrationView](t, env.do(req{method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{guestC}}))
		if len(guestRows) != 1 {
			t.Fatalf("guest rows: %+v", guestRows)
		}
		env.run([]scenario{
			{name: "signed out", method: "GET", url: "/api/member/registrations", wantStatus: 401},
			{name: "one of mine", method: "GET", url: urlf("/api/member/registrations/%d", rows[1].ID), cookies: []*http.Cookie{memberC},
				wantStatus: 200, wantContains: []string{`"eventTitle":"Later Cup"`, `"priceLabel":"RM 120"`}},
			{name: "someone else's", method: "GET", url: urlf("/api/member/registrations/%d", guestRows[0].ID), cookies: []*http.Cookie{memberC},
				wantStatus: 404, wantContains: []string{"Registration not found"}},
		})
	})
}

// TestRegisterConcurrentlyHTTP: 200 members POST at once for 10 seats;
// exactly 10 succeed and the count matches the rows. Then one member
// registers 20 times at once: one row.
func TestRegisterConcurrentlyHTTP(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Ten Seats", "2026-12-05", 10, weekdayRates, "")
		cookies := make([]*http.Cookie, 200)
		for i := range cookies {
			_, cookies[i] = env.seedMember(t, fmt.Sprintf("Racer %d", i), "")
		}
		var created, full atomic.Int64
		var wg sync.WaitGroup
		for _, c := range cookies {
			wg.Go(func() {
				rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{c},
					body: map[string]string{"guestRateType": "Non-Member Weekday"}})
				switch {
				case rec.Code == 201:
					created.Add(1)
				case rec.Code == 409 && strings.Contains(rec.Body.String(), "Event is full"):
					full.Add(1)
				default:
					t.Errorf("register: %d %s", rec.Code, rec.Body)
				}
			})
		}
		wg.Wait()
		if created.Load() != 10 || full.Load() != 190 {
			t.Fatalf("created %d, full %d", created.Load(), full.Load())
		}
		if reg, rows := env.eventSeats(t, ev.ID); reg != 10 || rows != 10 {
			t.Fatalf("registered %d, rows %d; want 10, 10", reg, rows)
		}

		ev2 := env.seedEvent(t, "Same Member", "2026-12-05", 10, weekdayRates, "")
		var wins atomic.Int64
		for range 20 {
			wg.Go(func() {
				rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev2.ID), cookies: []*http.Cookie{cookies[0]},
					body: map[string]string{"guestRateType": "Non-Member Weekday"}})
				switch {
				case rec.Code == 201:
					wins.Add(1)
				case rec.Code == 409 && strings.Contains(rec.Body.String(), "already registered"):
				default:
					t.Errorf("register: %d %s", rec.Code, rec.Body)
				}
			})
		}
		wg.Wait()
		if reg, rows := env.eventSeats(t, ev2.ID); wins.Load() != 1 || reg != 1 || rows != 1 {
			t.Fatalf("same member: wins %d, registered %d, rows %d", wins.Load(), reg, rows)
		}
	})
}
