package api

import (
	"net/http"
	"sync"
	"testing"

	"golfclub/internal/store"
)

func TestAdminFlights(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		ev := env.mkEvent(t, "Flight Cup", "2026-12-05", 10)
		other := env.mkEvent(t, "Other Cup", "2026-12-06", 10)
		var regs []*store.Registration
		for i, name := range []string{"Ali", "Bala", "Chong", "Dewi"} {
			m := env.createMember(t, name+" Player", "012-400 000"+string(rune('1'+i)), name+"@example.my", "")
			regs = append(regs, env.mkReg(t, ev, m, "Non-Member Weekday"))
		}
		outsider := env.createMember(t, "Other Event", "012-400 0009", "", "")
		otherReg := env.mkReg(t, other, outsider, "Non-Member Weekday")

		body := map[string]any{"eventId": ev.ID, "flightNumber": 1, "teeTime": "07:30", "maxPlayers": 2, "startingHole": 10, "notes": "Bring buggies"}
		env.run([]scenario{
			{name: "event required", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", nil),
				wantStatus: 400, wantContains: []string{"Event is required"}},
			{name: "unknown event", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", 9999),
				wantStatus: 404, wantContains: []string{"Event not found"}},
			{name: "flight number zero", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "flightNumber", 0),
				wantStatus: 400, wantContains: []string{"Flight number must be at least 1"}},
			{name: "tee time required", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "teeTime", ""),
				wantStatus: 400, wantContains: []string{"Tee time is required"}},
			{name: "max players zero", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "maxPlayers", 0),
				wantStatus: 400, wantContains: []string{"Max players must be at least 1"}},
			{name: "max players five", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "maxPlayers", 5),
				wantStatus: 400, wantContains: []string{"Max players cannot exceed 4"}},
			{name: "starting hole 19", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "startingHole", 19),
				wantStatus: 400, wantContains: []string{"Starting hole must be between 1-18"}},
			{name: "starting hole 0", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "startingHole", 0),
				wantStatus: 400, wantContains: []string{"Starting hole must be between 1-18"}},
			{name: "create", method: "POST", url: "/api/admin/flights", cookies: ck, body: body, wantStatus: 201,
				wantContains: []string{`"flightNumber":1`, `"maxPlayers":2`, `"currentPlayers":0`, `"startingHole":10`, `"eventTitle":"Flight Cup"`, `"members":[]`, `"notes":"Bring buggies"`}},
			{name: "duplicate flight number", method: "POST", url: "/api/admin/flights", cookies: ck, body: body,
				wantStatus: 409, wantContains: []string{"Flight 1 already exists for this event"}},
			{name: "same number on another event", method: "POST", url: "/api/admin/flights", cookies: ck, body: with(body, "eventId", other.ID),
				wantStatus: 201},
			{name: "defaults and string numbers", method: "POST", url: "/api/admin/flights", cookies: ck,
				body: map[string]any{"eventId": "" + itoa(ev.ID), "flightNumber": "2", "teeTime": "07:40"}, wantStatus: 201,
				wantContains: []string{`"flightNumber":2`, `"maxPlayers":4`, `"startingHole":1`}},
		})
		flights := decode[[]adminFlight](t, env.do(req{method: "GET", url: "/api/flights/all", cookies: ck}))
		if len(flights) != 3 || flights[0].EventID != ev.ID || flights[0].FlightNumber != 1 || flights[1].FlightNumber != 2 || flights[2].EventID != other.ID {
			t.Fatalf("flights order = %+v", flights)
		}
		f := flights[0]
		members := urlf("/api/admin/flights/%d/members", f.ID)
		available := urlf("/api/admin/flights/%d/available-members", ev.ID)

		if got := decode[[]availableMember](t, env.do(req{method: "GET", url: available, cookies: ck})); len(got) != 4 {
			t.Fatalf("available before = %+v", got)
		}
		env.run([]scenario{
			{name: "registration required", method: "POST", url: members, cookies: ck, body: map[string]any{"position": 1},
				wantStatus: 400, wantContains: []string{"Registration is required"}},
			{name: "position 5", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 5},
				wantStatus: 400, wantContains: []string{"Position must be between 1 and 4"}},
			{name: "position above max players", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 3},
				wantStatus: 400, wantContains: []string{"Position must be between 1 and 2 for this flight"}},
			{name: "registration of another event", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": otherReg.ID, "position": 1},
				wantStatus: 400, wantContains: []string{"This registration is for another event"}},
			{name: "unknown registration", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": 9999, "position": 1},
				wantStatus: 404},
			{name: "unknown flight", method: "POST", url: "/api/admin/flights/9999/members", cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 1},
				wantStatus: 404, wantContains: []string{"Flight not found"}},
			{name: "handicap out of range", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 1, "handicap": 99},
				wantStatus: 400, wantContains: []string{"Handicap must be"}},
			{name: "add to position 1", method: "POST", url: members, cookies: ck,
				body:       map[string]any{"registrationId": regs[0].ID, "position": 1, "memberName": "Spoofed", "memberPhone": "000", "memberEmail": nil, "handicap": nil},
				wantStatus: 201, wantContains: []string{`"position":1`, `"memberName":"Ali Player"`, `"memberPhone":"0124000001"`, `"memberEmail":"ali@example.my"`, `"handicap":null`, `"isPaid":false`},
				wantNotContains: []string{"Spoofed"}},
			{name: "position taken", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[1].ID, "position": 1},
				wantStatus: 409, wantContains: []string{"Position 1 is taken"}},
			{name: "same registration twice", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[0].ID, "position": 2},
				wantStatus: 409, wantContains: []string{"already in a flight"}},
			{name: "add to position 2 with handicap", method: "POST", url: members, cookies: ck,
				body: map[string]any{"registrationId": regs[1].ID, "position": 2, "handicap": 18}, wantStatus: 201, wantContains: []string{`"handicap":18`}},
			{name: "full flight", method: "POST", url: members, cookies: ck, body: map[string]any{"registrationId": regs[2].ID, "position": 2},
				wantStatus: 409, wantContains: []string{"Flight is full"}},
			{name: "placed member in another flight of the event", method: "POST", url: urlf("/api/admin/flights/%d/members", flights[1].ID), cookies: ck,
				body: map[string]any{"registrationId": regs[0].ID, "position": 1}, wantStatus: 409, wantContains: []string{"already in a flight"}},
			{name: "members of flight", method: "GET", url: members, cookies: ck, wantStatus: 200, wantContains: []string{"Ali Player", "Bala Player"}},
			{name: "members of unknown flight", method: "GET", url: "/api/admin/flights/9999/members", cookies: ck, wantStatus: 404},
			{name: "flight sheet", method: "GET", url: urlf("/api/admin/flights/%d", f.ID), cookies: ck, wantStatus: 200,
				wantContains: []string{`"currentPlayers":2`, `"eventDate":"2026-12-05"`, `"eventTime":"7:30 AM"`}},
			{name: "flight sheet unknown", method: "GET", url: "/api/admin/flights/9999", cookies: ck, wantStatus: 404},
			{name: "available unknown event", method: "GET", url: "/api/admin/flights/9999/available-members", cookies: ck, wantStatus: 404},
		})
		got := decode[[]availableMember](t, env.do(req{method: "GET", url: available, cookies: ck}))
		if len(got) != 2 || got[0].MemberName != "Chong Player" || got[1].MemberName != "Dewi Player" {
			t.Fatalf("available after placing two = %+v", got)
		}

		// Editing: maxPlayers cannot go below the players in it.
		put := urlf("/api/admin/flights/%d", f.ID)
		env.run([]scenario{
			{name: "max players below current", method: "PUT", url: put, cookies: ck, body: with(body, "maxPlayers", 1),
				wantStatus: 409, wantContains: []string{"Max players cannot be less than the 2 players"}},
			{name: "renumber onto a taken number", method: "PUT", url: put, cookies: ck, body: with(body, "flightNumber", 2),
				wantStatus: 409, wantContains: []string{"Flight 2 already exists"}},
			{name: "raise max players", method: "PUT", url: put, cookies: ck, body: with(body, "maxPlayers", 4, "teeTime", "08:00", "eventId", other.ID),
				wantStatus: 200, wantContains: []string{`"maxPlayers":4`, `"teeTime":"08:00"`, `"eventTitle":"Flight Cup"`}},
			{name: "update unknown", method: "PUT", url: "/api/admin/flights/9999", cookies: ck, body: body, wantStatus: 404},
		})

		// Removing a player frees them for another flight.
		view := decode[adminFlight](t, env.do(req{method: "GET", url: put, cookies: ck}))
		ali := view.Members[0]
		env.run([]scenario{
			{name: "remove from wrong flight", method: "DELETE", url: urlf("/api/admin/flights/%d/members/%d", flights[1].ID, ali.ID), cookies: ck, wantStatus: 404},
			{name: "remove", method: "DELETE", url: urlf("/api/admin/flights/%d/members/%d", f.ID, ali.ID), cookies: ck, wantStatus: 200,
				wantContains: []string{"Member removed from flight"}},
			{name: "remove again", method: "DELETE", url: urlf("/api/admin/flights/%d/members/%d", f.ID, ali.ID), cookies: ck, wantStatus: 404},
			{name: "place in flight 2", method: "POST", url: urlf("/api/admin/flights/%d/members", flights[1].ID), cookies: ck,
				body: map[string]any{"registrationId": regs[0].ID, "position": 3}, wantStatus: 201},
			{name: "delete flight", method: "DELETE", url: put, cookies: ck, wantStatus: 200, wantContains: []string{"Flight deleted"}},
			{name: "delete flight again", method: "DELETE", url: put, cookies: ck, wantStatus: 404},
		})
		if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID); n != 0 {
			t.Errorf("places of deleted flight: %d", n)
		}
		// Bala is free again; Ali stays in flight 2.
		got = decode[[]availableMember](t, env.do(req{method: "GET", url: available, cookies: ck}))
		if len(got) != 3 {
			t.Errorf("available after deleting the flight = %+v", got)
		}
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
