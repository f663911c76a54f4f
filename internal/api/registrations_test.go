package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
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
	m := &store.Member{Name: name, Phone: fmt.Sprintf("019%07d", n), PasswordHash: "unused", IsActive: true, CreatedAt: e.now()}
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
	a := &store.Admin{Username: fmt.Sprintf("admin%d", seedSeq.Add(1)), PasswordHash: "unused", CreatedAt: e.now()}
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
		Rates: rates, Description: description, CreatedAt: e.now()}
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
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 3, weekdayRates, "")
			full := env.seedEvent(t, "Full Cup", "2026-12-06", 1, weekdayRates, "")
			past := env.seedEvent(t, "Old Cup", "2026-11-20", 10, weekdayRates, "")
			todays := env.seedEvent(t, "Today Cup", "2026-11-21", 10, weekdayRates, "")
			noRates := env.seedEvent(t, "Social Night", "2026-12-10", 10, nil, "Fun night.\nRates:\n- Weekday: RM 95\n")
			bare := env.seedEvent(t, "Open Day", "2026-12-11", 10, nil, "Just come along.")
			member, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			guest, guestC := env.seedMember(t, "Ben Guest", "")
			_, otherC := env.seedMember(t, "Chong Other", "")
			_, blankC := env.seedMember(t, "Dina Blank", " ")
			if rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", full.ID), cookies: []*http.Cookie{otherC},
				body: map[string]string{"guestRateType": "Non-Member Weekday"}}); rec.Code != http.StatusCreated {
				t.Fatalf("fill event: %d %s", rec.Code, rec.Body)
			}
			seats, seatRows := env.seatTotals(t)
			// A refused call changes no seat.
			unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if after, afterRows := env.seatTotals(t); after != seats || afterRows != seatRows {
					t.Fatalf("refused call changed seats: %d/%d -> %d/%d", seats, seatRows, after, afterRows)
				}
			}
			register := urlf("/api/events/%d/register", ev.ID)
			refused := []scenario{
				{name: "signed out", method: "POST", url: register,
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "no rate type", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					body: map[string]string{"memberName": "x"}, wantStatus: 400, wantCode: "required", wantFields: map[string]string{"guestRateType": "required"},
					wantContains: []string{"You must specify the guest rate type for registration"}},
				{name: "blank rate type", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "   "}, wantStatus: 400, wantCode: "required", wantContains: []string{"guest rate type"}},
				{name: "rate type the event lacks", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "Member Weekend"}, wantStatus: 400,
					wantCode: "invalid_rate_type", wantFields: map[string]string{"guestRateType": "invalid_rate_type"},
					wantContains: []string{"Invalid rate type for this event"}},
				{name: "member rate without membership number", method: "POST", url: register,
					cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 403,
					wantCode: "membership_required", wantContains: []string{"Membership Required"}},
				{name: "member rate with a blank membership number", method: "POST", url: register,
					cookies: []*http.Cookie{blankC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 403,
					wantCode: "membership_required", wantContains: []string{"Membership Required"}},
				{name: "past event", method: "POST", url: urlf("/api/events/%d/register", past.ID), cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 400,
					wantCode: "registration_closed", wantContains: []string{"Registration is closed for past events"}},
				{name: "unknown event", method: "POST", url: "/api/events/99999/register", cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Event not found"}},
				{name: "bad event id", method: "POST", url: "/api/events/abc/register", cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 400, wantCode: "invalid_id"},
				{name: "full event", method: "POST", url: urlf("/api/events/%d/register", full.ID), cookies: []*http.Cookie{memberC},
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 409, wantCode: "event_full", wantContains: []string{"Event is full"}},
				{name: "malformed JSON", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					body: `{"guestRateType":`, wantStatus: 400, wantCode: "invalid_json"},
				{name: "wrong JSON type", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					body: `{"guestRateType": 5}`, wantStatus: 400, wantCode: "wrong_type", wantFields: map[string]string{"guestRateType": "wrong_type"}},
				{name: "twice", method: "POST", url: register, cookies: []*http.Cookie{memberC},
					before: func(t *testing.T, env *testEnv) {
						env.adminDo(t, memberC, "POST", register, map[string]string{"guestRateType": "Member Weekday"}, 201)
						seats, seatRows = env.seatTotals(t)
					},
					body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 409,
					wantCode: "already_registered", wantContains: []string{"already registered"}},
			}
			for i := range refused {
				refused[i].after = unchanged
			}
			return append(refused, []scenario{
				{name: "member registers; body identity ignored", method: "POST", url: register,
					cookies:    []*http.Cookie{memberC},
					body:       map[string]string{"memberName": "Hacker", "memberPhone": "0123456789", "guestRateType": "member weekday"},
					wantStatus: 201,
					wantContains: []string{`"memberName":"Aminah Member"`, `"memberPhone":"` + member.Phone + `"`,
						`"guestRateType":"Member Weekday"`, `"price":120`, `"priceLabel":"RM 120"`, `"isPaid":false`,
						`"isMine":true`, `"eventTitle":"Monthly Medal"`, `"eventDate":"2026-12-05"`},
					wantNotContains: []string{"Hacker", "0123456789"},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if reg, rows := env.eventSeats(t, ev.ID); reg != 1 || rows != 1 {
							t.Fatalf("event seats %d, rows %d; want 1, 1", reg, rows)
						}
						if total, rows := env.seatTotals(t); total != rows || rows != seatRows+1 {
							t.Fatalf("totals %d, rows %d; want %d", total, rows, seatRows+1)
						}
					}},
				{name: "guest takes a non-member rate", method: "POST", url: register,
					cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Non-Member Weekday"}, wantStatus: 201,
					wantContains: []string{`"price":180`, `"priceLabel":"RM 180"`, `"memberPhone":"` + guest.Phone + `"`}},
				{name: "member who picks a non-member rate pays its listed price", method: "POST", url: urlf("/api/events/%d/register", todays.ID),
					cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Non-Member Weekday"}, wantStatus: 201,
					wantContains: []string{`"price":180`, `"priceLabel":"RM 180"`}},
				{name: "description rates: a member picks a listed one", method: "POST", url: urlf("/api/events/%d/register", noRates.ID),
					cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 201,
					wantContains: []string{`"price":95`, `"priceLabel":"RM 95"`}},
				{name: "description rates are member rates", method: "POST", url: urlf("/api/events/%d/register", noRates.ID),
					cookies: []*http.Cookie{guestC}, body: map[string]string{"guestRateType": "Member Weekday"}, wantStatus: 403, wantCode: "membership_required"},
				{name: "description rates: unlisted type", method: "POST", url: urlf("/api/events/%d/register", noRates.ID),
					cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Weekday"}, wantStatus: 400, wantCode: "invalid_rate_type"},
				{name: "no rates, no price", method: "POST", url: urlf("/api/events/%d/register", bare.ID),
					cookies: []*http.Cookie{memberC}, body: map[string]string{"guestRateType": "Member"}, wantStatus: 201,
					wantContains: []string{`"price":null`, `"priceLabel":"Contact for rate"`}},
			}...)
		})
	})
}

func TestEventRegistrationsPrivacy(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
			member, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			guest, guestC := env.seedMember(t, "Ben Guest", "")
			_, loneC := env.seedMember(t, "Lone Ranger", "")
			adminC := env.seedAdmin(t)
			for _, c := range []struct {
				cookie *http.Cookie
				rate   string
			}{{memberC, "Member Weekday"}, {guestC, "Non-Member Weekday"}} {
				env.adminDo(t, c.cookie, "POST", urlf("/api/events/%d/register", ev.ID), map[string]string{"guestRateType": c.rate}, 201)
			}
			list := urlf("/api/events/%d/registrations", ev.ID)
			return []scenario{
				{name: "signed out", method: "GET", url: list, wantStatus: 401, wantCode: "unauthorized"},
				{name: "unknown event", method: "GET", url: "/api/events/9999/registrations", cookies: []*http.Cookie{guestC}, wantStatus: 404, wantCode: "not_found"},
				{name: "guest sees own phone only", method: "GET", url: list, cookies: []*http.Cookie{guestC}, wantStatus: 200,
					wantContains:    []string{"Aminah Member", "Ben Guest", guest.Phone, `"isMine":true`, `"isMine":false`, `"guestRateType":"Member Weekday"`},
					wantNotContains: []string{member.Phone, "BHG-001", `"memberId":` + fmt.Sprint(member.ID) + `,`}},
				{name: "unregistered member sees no phone", method: "GET", url: list, cookies: []*http.Cookie{loneC}, wantStatus: 200,
					wantContains:    []string{"Aminah Member", "Ben Guest"},
					wantNotContains: []string{member.Phone, guest.Phone, `"isMine":true`, "memberPhone"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						rows := decode[[]map[string]any](t, rec)
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
					}},
				{name: "admin sees everything", method: "GET", url: list, cookies: []*http.Cookie{adminC}, wantStatus: 200,
					wantContains: []string{member.Phone, guest.Phone, `"isPaid":false`, `"price":120`, `"price":180`}},
			}
		})
	})
}

func TestDeregisterAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
			other := env.seedEvent(t, "Other Cup", "2026-12-20", 10, weekdayRates, "")
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			_, guestC := env.seedMember(t, "Ben Guest", "")
			register := func(c *http.Cookie, e *store.Event, rate string) int64 {
				body := env.adminDo(t, c, "POST", urlf("/api/events/%d/register", e.ID), map[string]string{"guestRateType": rate}, 201)
				var v struct {
					ID int64 `json:"id"`
				}
				if err := json.Unmarshal(body, &v); err != nil {
					t.Fatal(err)
				}
				return v.ID
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
			seats, seatRows := env.seatTotals(t)
			unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if after, afterRows := env.seatTotals(t); after != seats || afterRows != seatRows {
					t.Fatalf("refused de-registration changed seats: %d/%d -> %d/%d", seats, seatRows, after, afterRows)
				}
			}
			byID := urlf("/api/events/%d/registrations/%d", ev.ID, mine)
			return []scenario{
				{name: "someone else's registration", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", ev.ID, theirs),
					cookies: []*http.Cookie{memberC}, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Registration not found"}, after: unchanged},
				{name: "own registration under the wrong event", method: "DELETE", url: urlf("/api/events/%d/registrations/%d", other.ID, mine),
					cookies: []*http.Cookie{memberC}, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Registration not found"}, after: unchanged},
				{name: "unknown registration", method: "DELETE", url: urlf("/api/events/%d/registrations/99999", ev.ID),
					cookies: []*http.Cookie{memberC}, wantStatus: 404, wantCode: "not_found", after: unchanged},
				{name: "signed out", method: "DELETE", url: byID, wantStatus: 401, wantCode: "unauthorized", after: unchanged},
				{name: "signed out by event", method: "DELETE", url: urlf("/api/events/%d/register", ev.ID), wantStatus: 401, wantCode: "unauthorized", after: unchanged},
				{name: "not registered for the event", method: "DELETE", url: "/api/events/99999/register",
					cookies: []*http.Cookie{guestC}, wantStatus: 404, wantCode: "not_registered", wantContains: []string{"not registered"}, after: unchanged},
				{name: "own registration by id", method: "DELETE", url: byID,
					cookies: []*http.Cookie{memberC}, wantStatus: 200, wantContains: []string{"de-registered"},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if reg, rows := env.eventSeats(t, ev.ID); reg != 1 || rows != 1 {
							t.Fatalf("after de-registering: registered %d, rows %d", reg, rows)
						}
						flights, err := env.store.EventFlights(ctx, ev.ID)
						if err != nil || len(flights[0].Players) != 0 {
							t.Fatalf("flight still holds the member: %v %+v", err, flights)
						}
						// The seat can be taken again.
						register(memberC, ev, "Member Weekday")
					}},
				{name: "again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, memberC, "DELETE", byID, nil, 200) },
					method: "DELETE", url: byID, cookies: []*http.Cookie{memberC}, wantStatus: 404, wantCode: "not_found"},
				{name: "by event", method: "DELETE", url: urlf("/api/events/%d/register", ev.ID),
					cookies: []*http.Cookie{guestC}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if reg, rows := env.eventSeats(t, ev.ID); reg != 1 || rows != 1 {
							t.Fatalf("after de-registering: registered %d, rows %d", reg, rows)
						}
					}},
			}
		})
	})
}

func TestMemberRegistrationsAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			later := env.seedEvent(t, "Later Cup", "2027-01-15", 10, weekdayRates, "")
			sooner := env.seedEvent(t, "Sooner Cup", "2026-11-28", 10, nil, "Rates:\nMember Weekday: RM 88")
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			_, guestC := env.seedMember(t, "Ben Guest", "")
			for _, e := range []*store.Event{later, sooner} {
				env.adminDo(t, memberC, "POST", urlf("/api/events/%d/register", e.ID), map[string]string{"guestRateType": "Member Weekday"}, 201)
			}
			env.adminDo(t, guestC, "POST", urlf("/api/events/%d/register", later.ID), map[string]string{"guestRateType": "Non-Member Weekday"}, 201)
			// Registration ids follow the order above: 1, 2 the member's, 3 the guest's.
			mineLater, guests := int64(1), int64(3)
			return []scenario{
				{name: "mine by event date", method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{memberC}, wantStatus: 200,
					wantNotContains: []string{"Ben Guest"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						rows := decode[[]registrationView](t, rec)
						if len(rows) != 2 || rows[0].EventTitle != "Sooner Cup" || rows[1].EventTitle != "Later Cup" || rows[1].ID != mineLater {
							t.Fatalf("rows: %+v", rows)
						}
						if rows[0].Price == nil || *rows[0].Price != 88 || rows[1].Price == nil || *rows[1].Price != 120 || rows[1].PriceLabel != "RM 120" {
							t.Fatalf("prices: %+v", rows)
						}
					}},
				{name: "guest's own", method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{guestC}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if rows := decode[[]registrationView](t, rec); len(rows) != 1 || rows[0].ID != guests {
							t.Fatalf("guest rows: %+v", rows)
						}
					}},
				{name: "signed out", method: "GET", url: "/api/member/registrations", wantStatus: 401, wantCode: "unauthorized"},
				{name: "one of mine", method: "GET", url: urlf("/api/member/registrations/%d", mineLater), cookies: []*http.Cookie{memberC},
					wantStatus: 200, wantContains: []string{`"eventTitle":"Later Cup"`, `"priceLabel":"RM 120"`}},
				{name: "someone else's", method: "GET", url: urlf("/api/member/registrations/%d", guests), cookies: []*http.Cookie{memberC},
					wantStatus: 404, wantCode: "not_found", wantContains: []string{"Registration not found"}},
			}
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
