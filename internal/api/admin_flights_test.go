package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"golfclub/internal/store"
)

// flightFixture is what the flight tables share: an admin, two events, four
// registrations for the first and one for the other.
type flightFixture struct {
	ck        []*http.Cookie
	ev, other *store.Event
	regs      []*store.Registration
	otherReg  *store.Registration
	body      map[string]any
}

func newFlightFixture(t *testing.T, env *testEnv) *flightFixture {
	t.Helper()
	fx := &flightFixture{ck: []*http.Cookie{env.loginAdmin(t)}}
	fx.ev = env.mkEvent(t, "Flight Cup", "2026-12-05", 10)
	fx.other = env.mkEvent(t, "Other Cup", "2026-12-06", 10)
	for i, name := range []string{"Ali", "Bala", "Chong", "Dewi"} {
		m := env.createMember(t, name+" Player", "012-400 000"+string(rune('1'+i)), name+"@example.my", "")
		fx.regs = append(fx.regs, env.mkReg(t, fx.ev, m, "Non-Member Weekday"))
	}
	outsider := env.createMember(t, "Other Event", "012-400 0009", "", "")
	fx.otherReg = env.mkReg(t, fx.other, outsider, "Non-Member Weekday")
	fx.body = map[string]any{"eventId": fx.ev.ID, "flightNumber": 1, "teeTime": "07:30", "maxPlayers": 2, "startingHole": 10, "notes": "Bring buggies"}
	return fx
}

// availableCount checks how many registrations of ev are free to place.
func availableCount(t *testing.T, env *testEnv, fx *flightFixture, want int) {
	t.Helper()
	got := decode[[]availableMember](t, env.do(req{method: "GET", url: urlf("/api/admin/flights/%d/available-members", fx.ev.ID), cookies: fx.ck}))
	if len(got) != want {
		t.Errorf("available = %d %+v, want %d", len(got), got, want)
	}
}

func TestAdminFlights(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newFlightFixture(t, env)
			ck, body := fx.ck, fx.body
			return []scenario{
				{name: "event required", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", nil),
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"eventId": "required"}, wantContains: []string{"Event is required"}},
				{name: "unknown event", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", 9999),
					wantStatus: 404, wantCode: "not_found", wantFields: map[string]string{"eventId": "not_found"}, wantContains: []string{"Event not found"}},
				{name: "flight number zero", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "flightNumber", 0),
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"flightNumber": "out_of_range"}, wantContains: []string{"Flight number must be at least 1"}},
				{name: "flight number not a number", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "flightNumber", "one"),
					wantStatus: 400, wantCode: "invalid_number", wantFields: map[string]string{"flightNumber": "invalid_number"}, wantContains: []string{"Flight number must be a whole number"}},
				{name: "tee time required", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "teeTime", ""),
					wantStatus: 400, wantCode: "required", wantContains: []string{"Tee time is required"}},
				{name: "max players zero", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "maxPlayers", 0),
					wantStatus: 400, wantCode: "out_of_range", wantContains: []string{"Max players must be at least 1"}},
				{name: "max players five", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "maxPlayers", 5),
					wantStatus: 400, wantCode: "out_of_range", wantContains: []string{"Max players cannot exceed 4"}},
				{name: "starting hole 19", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "startingHole", 19),
					wantStatus: 400, wantCode: "out_of_range", wantContains: []string{"Starting hole must be between 1-18"}},
				{name: "starting hole 0", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "startingHole", 0),
					wantStatus: 400, wantCode: "out_of_range", wantContains: []string{"Starting hole must be between 1-18"}},
				{name: "notes with control characters", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "notes", "a\x00b"),
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"notes": "invalid_characters"}},
				{name: "create", method: "POST", url: "/api/admin/flights", cookies: ck, body: body, wantStatus: 201,
					wantContains: []string{`"flightNumber":1`, `"maxPlayers":2`, `"currentPlayers":0`, `"startingHole":10`, `"eventTitle":"Flight Cup"`, `"members":[]`, `"notes":"Bring buggies"`}},
				{name: "duplicate flight number", before: func(t *testing.T, env *testEnv) { env.mkFlight(t, fx.ev, 1, 4) },
					method: "POST", url: "/api/admin/flights", cookies: ck, body: body,
					wantStatus: 409, wantCode: "flight_number_taken", wantFields: map[string]string{"flightNumber": "flight_number_taken"},
					wantContains: []string{"Flight 1 already exists for this event"}},
				{name: "same number on another event", before: func(t *testing.T, env *testEnv) { env.mkFlight(t, fx.ev, 1, 4) },
					method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", fx.other.ID), wantStatus: 201},
				{name: "defaults and string numbers", method: "POST", url: "/api/admin/flights", cookies: ck,
					body: map[string]any{"eventId": "" + itoa(fx.ev.ID), "flightNumber": "2", "teeTime": "07:40"}, wantStatus: 201,
					wantContains: []string{`"flightNumber":2`, `"maxPlayers":4`, `"startingHole":1`}},
				{name: "all flights by event then number",
					before: func(t *testing.T, env *testEnv) {
						env.mkFlight(t, fx.other, 1, 4)
						env.mkFlight(t, fx.ev, 2, 4)
						env.mkFlight(t, fx.ev, 1, 4)
					},
					method: "GET", url: "/api/flights/all", cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						flights := decode[[]adminFlight](t, rec)
						if len(flights) != 3 || flights[0].EventID != fx.ev.ID || flights[0].FlightNumber != 1 || flights[1].FlightNumber != 2 || flights[2].EventID != fx.other.ID {
							t.Fatalf("flights order = %+v", flights)
						}
					}},
			}
		})

		// Placing players: flight 1 holds two, flight 2 four.
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newFlightFixture(t, env)
			ck, regs := fx.ck, fx.regs
			f := env.mkFlight(t, fx.ev, 1, 2)
			f2 := env.mkFlight(t, fx.ev, 2, 4)
			members := urlf("/api/admin/flights/%d/members", f.ID)
			available := urlf("/api/admin/flights/%d/available-members", fx.ev.ID)
			placeTwo := func(t *testing.T, env *testEnv) {
				env.mkPlace(t, f, regs[0], 1)
				env.mkPlace(t, f, regs[1], 2)
			}
			return []scenario{
				{name: "registration required", method: "POST", url: members, cookies: ck, body: map[string]any{"position": 1},
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"registrationId": "required"}, wantContains: []string{"Registration is required"}},
				{name: "position 5", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 5},
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"position": "out_of_range"}, wantContains: []string{"Position must be between 1 and 4"}},
				{name: "position above max players", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 3},
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"position": "out_of_range"}, wantContains: []string{"Position must be between 1 and 2 for this flight"}},
				{name: "registration of another event", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": fx.otherReg.ID, "position": 1},
					wantStatus: 400, wantCode: "wrong_event", wantFields: map[string]string{"registrationId": "wrong_event"}, wantContains: []string{"This registration is for another event"}},
				{name: "unknown registration", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": 9999, "position": 1},
					wantStatus: 404, wantCode: "not_found", wantFields: map[string]string{"registrationId": "not_found"}},
				{name: "unknown flight", method: "POST", url: "/api/admin/flights/9999/members", cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 1},
					wantStatus: 404, wantCode: "not_found", wantContains: []string{"Flight not found"}},
				{name: "handicap out of range", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 1, "handicap": 99},
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"handicap": "out_of_range"}, wantContains: []string{"Handicap must be"}},
				{name: "add to position 1", method: "POST", url: members, cookies: ck,
					body:       map[string]any{"registrationId": regs[0].ID, "position": 1, "memberName": "Spoofed", "memberPhone": "000", "memberEmail": nil, "handicap": nil},
					wantStatus: 201, wantContains: []string{`"position":1`, `"memberName":"Ali Player"`, `"memberPhone":"0124000001"`, `"memberEmail":"ali@example.my"`, `"handicap":null`, `"isPaid":false`},
					wantNotContains: []string{"Spoofed"}},
				{name: "position taken", before: func(t *testing.T, env *testEnv) { env.mkPlace(t, f, regs[0], 1) },
					method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[1].ID, "position": 1},
					wantStatus: 409, wantCode: "position_taken", wantContains: []string{"Position 1 is taken"}},
				{name: "same registration twice", before: func(t *testing.T, env *testEnv) { env.mkPlace(t, f, regs[0], 1) },
					method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 2},
					wantStatus: 409, wantCode: "already_in_flight", wantContains: []string{"already in a flight"}},
				{name: "add to position 2 with handicap", before: func(t *testing.T, env *testEnv) { env.mkPlace(t, f, regs[0], 1) },
					method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[1].ID, "position": 2, "handicap": 18},
					wantStatus: 201, wantContains: []string{`"handicap":18`}},
				{name: "full flight", before: placeTwo,
					method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[2].ID, "position": 2},
					wantStatus: 409, wantCode: "flight_full", wantContains: []string{"Flight is full"}},
				{name: "placed member in another flight of the event", before: func(t *testing.T, env *testEnv) { env.mkPlace(t, f, regs[0], 1) },
					method: "POST", url: urlf("/api/admin/flights/%d/members", f2.ID), cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 1},
					wantStatus: 409, wantCode: "already_in_flight", wantContains: []string{"already in a flight"}},
				{name: "members of flight", before: placeTwo, method: "GET", url: members, cookies: ck, wantStatus: 200, wantContains: []string{"Ali Player", "Bala Player"}},
				{name: "members of unknown flight", method: "GET", url: "/api/admin/flights/9999/members", cookies: ck, wantStatus: 404, wantCode: "not_found"},
				{name: "flight sheet", before: placeTwo, method: "GET", url: urlf("/api/admin/flights/%d", f.ID), cookies: ck, wantStatus: 200,
					wantContains: []string{`"currentPlayers":2`, `"eventDate":"2026-12-05"`, `"eventTime":"7:30 AM"`}},
				{name: "flight sheet unknown", method: "GET", url: "/api/admin/flights/9999", cookies: ck, wantStatus: 404, wantCode: "not_found"},
				{name: "available unknown event", method: "GET", url: "/api/admin/flights/9999/available-members", cookies: ck, wantStatus: 404, wantCode: "not_found"},
				{name: "available before placing", method: "GET", url: available, cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) { availableCount(t, env, fx, 4) }},
				{name: "available after placing two", before: placeTwo, method: "GET", url: available, cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						got := decode[[]availableMember](t, rec)
						if len(got) != 2 || got[0].MemberName != "Chong Player" || got[1].MemberName != "Dewi Player" {
							t.Fatalf("available after placing two = %+v", got)
						}
					}},
			}
		})

		// Editing and removing: flight 1 (two places) holds Ali and Bala.
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newFlightFixture(t, env)
			ck, body, regs := fx.ck, fx.body, fx.regs
			f := env.mkFlight(t, fx.ev, 1, 2)
			f2 := env.mkFlight(t, fx.ev, 2, 4)
			ali := env.mkPlace(t, f, regs[0], 1)
			env.mkPlace(t, f, regs[1], 2)
			put := urlf("/api/admin/flights/%d", f.ID)
			removeAli := urlf("/api/admin/flights/%d/members/%d", f.ID, ali.ID)
			return []scenario{
				{name: "max players below current", method: "PUT", url: put, cookies: ck, body: with(body, "maxPlayers", 1),
					wantStatus: 409, wantCode: "max_players_below_players", wantFields: map[string]string{"maxPlayers": "max_players_below_players"},
					wantContains: []string{"Max players cannot be less than the 2 players"}},
				{name: "renumber onto a taken number", method: "PUT", url: put, cookies: ck, body: with(body, "flightNumber", 2),
					wantStatus: 409, wantCode: "flight_number_taken", wantContains: []string{"Flight 2 already exists"}},
				{name: "raise max players", method: "PUT", url: put, cookies: ck, body: with(body, "maxPlayers", 4, "teeTime", "08:00", "eventId", fx.other.ID),
					wantStatus: 200, wantContains: []string{`"maxPlayers":4`, `"teeTime":"08:00"`, `"eventTitle":"Flight Cup"`}},
				{name: "update unknown", method: "PUT", url: "/api/admin/flights/9999", cookies: ck, body: body, wantStatus: 404, wantCode: "not_found"},
				{name: "remove from wrong flight", method: "DELETE", url: urlf("/api/admin/flights/%d/members/%d", f2.ID, ali.ID), cookies: ck,
					wantStatus: 404, wantCode: "not_found"},
				{name: "remove", method: "DELETE", url: removeAli, cookies: ck, wantStatus: 200,
					wantContains: []string{"Member removed from flight"},
					after:        func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) { availableCount(t, env, fx, 3) }},
				{name: "remove again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", removeAli, nil, 200) },
					method: "DELETE", url: removeAli, cookies: ck, wantStatus: 404, wantCode: "not_found"},
				{name: "place in flight 2 after removal", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", removeAli, nil, 200) },
					method: "POST", url: urlf("/api/admin/flights/%d/members", f2.ID), cookies: ck,
					body: map[string]any{"registrationId": regs[0].ID, "position": 3}, wantStatus: 201},
				{name: "delete flight", before: func(t *testing.T, env *testEnv) { env.mkPlace(t, f2, regs[2], 1) },
					method: "DELETE", url: put, cookies: ck, wantStatus: 200, wantContains: []string{"Flight deleted"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID); n != 0 {
							t.Errorf("places of deleted flight: %d", n)
						}
						// Ali and Bala are free again; Chong stays in flight 2.
						availableCount(t, env, fx, 3)
					}},
				{name: "delete flight again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", put, nil, 200) },
					method: "DELETE", url: put, cookies: ck, wantStatus: 404, wantCode: "not_found"},
			}
		})
	})
}

// TestAdminFlightEventTypes: flights are made for tournaments and socials
// only (spec 2 §1); any other type is refused with a code the admin screen
// shows under the event field.
func TestAdminFlightEventTypes(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			body := func(evType string) map[string]any {
				ev := &store.Event{Title: "Event of type " + evType, Date: "2026-12-05", Time: "7:30 AM", Type: evType,
					Capacity: 10, CreatedAt: testNow, Rates: []store.Rate{}}
				if err := env.store.CreateEvent(context.Background(), ev); err != nil {
					t.Fatal(err)
				}
				return map[string]any{"eventId": ev.ID, "flightNumber": 1, "teeTime": "07:30", "maxPlayers": 4, "startingHole": 1}
			}
			refused := func(evType string) scenario {
				return scenario{name: "refused for " + evType, method: "POST", url: "/api/admin/flights", cookies: ck, body: body(evType),
					wantStatus: 400, wantCode: "flights_not_allowed", wantFields: map[string]string{"eventId": "flights_not_allowed"},
					wantContains: []string{"tournament and social events"}}
			}
			allowed := func(evType string) scenario {
				return scenario{name: "allowed for " + evType, method: "POST", url: "/api/admin/flights", cookies: ck, body: body(evType),
					wantStatus: 201, wantContains: []string{`"flightNumber":1`}}
			}
			return []scenario{
				allowed("tournament"), allowed("social"), allowed("Social"),
				refused("Golf Trips"), refused("clinic"),
			}
		})
	})
}

// TestAdminFlightConcurrentFill: admins filling the last places of a flight
// at the same moment never overfill it or share a position.
func TestAdminFlightConcurrentFill(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.seedAdmin(t)
		ev := env.mkEvent(t, "Rush Cup", "2026-12-05", 20)
		f := env.mkFlight(t, ev, 1, 3)
		var regs []*store.Registration
		for i := 0; i < 8; i++ {
			m, _ := env.seedMember(t, "Rusher "+itoa(int64(i)), "")
			regs = append(regs, env.mkReg(t, ev, m, "Non-Member Weekday"))
		}
		var wg sync.WaitGroup
		codes := make([]int, len(regs))
		for i, reg := range regs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rec := env.do(req{method: "POST", url: urlf("/api/admin/flights/%d/members", f.ID), cookies: []*http.Cookie{admin},
					body: map[string]any{"registrationId": reg.ID, "position": 1 + i%3}})
				codes[i] = rec.Code
			}()
		}
		wg.Wait()
		created := 0
		for _, c := range codes {
			switch c {
			case 201:
				created++
			case 409:
			default:
				t.Errorf("unexpected status %d", c)
			}
		}
		n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID)
		if created != n || n > 3 || n == 0 {
			t.Errorf("created %d, stored %d places, max 3", created, n)
		}
	})
}

func itoa(n int64) string { return urlf("%d", n) }
