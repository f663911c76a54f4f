package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"golfclub/internal/store"
)

func TestMemberFlightsAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ctx := context.Background()
			ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
			earlier := env.seedEvent(t, "Social Swing", "2026-11-30", 10, nil, "")
			member, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			other, otherC := env.seedMember(t, "Ben Other", "")
			_, loneC := env.seedMember(t, "Lone Ranger", "")
			adminC := env.seedAdmin(t)
			register := func(c *http.Cookie, e *store.Event, rate string) int64 {
				rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", e.ID), cookies: []*http.Cookie{c},
					body: map[string]string{"guestRateType": rate}})
				if rec.Code != 201 {
					t.Fatalf("register: %d %s", rec.Code, rec.Body)
				}
				return decode[registrationView](t, rec).ID
			}
			mine := register(memberC, ev, "Member Weekday")
			theirs := register(otherC, ev, "Non-Member Weekday")
			mineEarlier := register(memberC, earlier, "Member")

			flight := func(e *store.Event, n, maxPlayers int) *store.Flight {
				f := &store.Flight{EventID: e.ID, FlightNumber: n, TeeTime: "7:30 AM", MaxPlayers: maxPlayers, StartingHole: 10, Notes: "Buggy shared"}
				if _, err := env.store.DB().NewInsert().Model(f).Exec(ctx); err != nil {
					t.Fatal(err)
				}
				return f
			}
			place := func(f *store.Flight, regID int64, m *store.Member, pos int) {
				if _, err := env.store.DB().NewInsert().Model(&store.FlightMember{FlightID: f.ID, RegistrationID: regID,
					MemberName: m.Name, MemberPhone: m.Phone, Position: pos}).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
			f1 := flight(ev, 1, 4)
			flight(ev, 2, 3)
			fe := flight(earlier, 1, 4)
			place(f1, theirs, other, 2)
			place(f1, mine, member, 1)
			place(fe, mineEarlier, member, 4)

			list := urlf("/api/flights/%d", ev.ID)
			return []scenario{
				{name: "signed out", method: "GET", url: list, wantStatus: 401, wantCode: "unauthorized"},
				{name: "unknown event", method: "GET", url: "/api/flights/99999", cookies: []*http.Cookie{memberC}, wantStatus: 404, wantCode: "not_found"},
				{name: "member sees names, not phones", method: "GET", url: list, cookies: []*http.Cookie{loneC}, wantStatus: 200,
					wantContains: []string{`"flightNumber":1`, `"teeTime":"7:30 AM"`, `"startingHole":10`, `"notes":"Buggy shared"`,
						`"maxPlayers":4`, `"currentPlayers":2`, `"memberName":"Ben Other"`, `"position":2`},
					wantNotContains: []string{other.Phone, member.Phone, "memberPhone", `"isMine":true`}},
				{name: "admin sees phones", method: "GET", url: list, cookies: []*http.Cookie{adminC}, wantStatus: 200,
					wantContains: []string{other.Phone, member.Phone, `"registrationId"`, `"isPaid":false`}},
				{name: "member sees own place marked", method: "GET", url: list, cookies: []*http.Cookie{memberC}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						flights := decode[[]flightView](t, rec)
						if len(flights) != 2 || len(flights[0].Members) != 2 || !flights[0].Members[0].IsMine || flights[0].Members[1].IsMine ||
							flights[1].CurrentPlayers != 0 || flights[1].Members == nil {
							t.Fatalf("flights: %+v", flights)
						}
					}},
				{name: "member flights", method: "GET", url: "/api/member/flights", cookies: []*http.Cookie{memberC}, wantStatus: 200,
					wantNotContains: []string{other.Phone},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						mineList := decode[[]memberFlightView](t, rec)
						if len(mineList) != 2 || mineList[0].EventTitle != "Social Swing" || mineList[0].Position != 4 ||
							mineList[1].EventDate != "2026-12-05" || len(mineList[1].Members) != 2 || mineList[1].RegistrationID != mine {
							t.Fatalf("member flights: %+v", mineList)
						}
					}},
				{name: "lone member flights", method: "GET", url: "/api/member/flights", cookies: []*http.Cookie{loneC}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if got := decode[[]memberFlightView](t, rec); len(got) != 0 {
							t.Fatalf("lone member flights: %+v", got)
						}
					}},
				{name: "member flights signed out", method: "GET", url: "/api/member/flights", wantStatus: 401, wantCode: "unauthorized"},
			}
		})
	})
}
