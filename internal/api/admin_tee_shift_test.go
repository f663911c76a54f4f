package api

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"golfclub/internal/store"
)

// TestShiftTeeTimes: after an event's start moves, the admin shifts every
// flight's tee time by the same amount in one call; the players of each
// moved flight hear of their new tee time; a flight whose tee time is no
// time of day is left alone; a shift that would push a flight out of the
// day changes nothing; only admins may do it.
func TestShiftTeeTimes(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		admin := env.loginAdmin(t)
		ev := env.mkEvent(t, "Club Medal", "2026-12-05", 20)
		other := env.mkEvent(t, "Other Cup", "2026-12-06", 20)
		f1 := env.mkFlight(t, ev, 1, 4) // 07:30
		f2 := env.mkFlight(t, ev, 2, 4)
		f3 := env.mkFlight(t, ev, 3, 4)
		f2.TeeTime, f3.TeeTime = "7:40 AM Shotgun", "Shotgun"
		for _, f := range []*store.Flight{f2, f3} {
			if _, err := env.store.UpdateFlight(ctx, f, testNow); err != nil {
				t.Fatal(err)
			}
		}
		untouched := env.mkFlight(t, other, 1, 4)
		amy, amyC := env.seedMember(t, "Amy Player", "")
		ben, benC := env.seedMember(t, "Ben Player", "")
		env.mkPlace(t, f1, env.mkReg(t, ev, amy, "Non-Member Weekday"), 1)
		env.mkPlace(t, f2, env.mkReg(t, ev, ben, "Non-Member Weekday"), 1)
		url := urlf("/api/admin/events/%d/shift-tee-times", ev.ID)
		teeTimes := func() []string {
			t.Helper()
			var out []string
			for _, id := range []int64{f1.ID, f2.ID, f3.ID, untouched.ID} {
				f, err := env.store.GetFlight(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, f.TeeTime)
			}
			return out
		}
		same := slices.Equal[[]string]
		before := teeTimes()

		// Refused: not an admin, bad input, an unknown event, a shift out of
		// the day. Nothing moves.
		for _, c := range []struct {
			name    string
			url     string
			body    any
			cookies []*http.Cookie
			status  int
			code    string
			field   string
		}{
			{"anonymous", url, map[string]int{"minutes": 60}, nil, 401, "", ""},
			{"member", url, map[string]int{"minutes": 60}, []*http.Cookie{amyC}, 403, "", ""},
			{"no minutes", url, map[string]any{}, []*http.Cookie{admin}, 400, "required", "minutes"},
			{"zero", url, map[string]int{"minutes": 0}, []*http.Cookie{admin}, 400, "out_of_range", "minutes"},
			{"a day", url, map[string]int{"minutes": 1440}, []*http.Cookie{admin}, 400, "out_of_range", "minutes"},
			{"text", url, map[string]string{"minutes": "60"}, []*http.Cookie{admin}, 400, "wrong_type", "minutes"},
			{"malformed", url, "{", []*http.Cookie{admin}, 400, "invalid_json", ""},
			{"unknown event", "/api/admin/events/99999/shift-tee-times", map[string]int{"minutes": 60}, []*http.Cookie{admin}, 404, "not_found", ""},
			{"out of the day", url, map[string]int{"minutes": -480}, []*http.Cookie{admin}, 400, "tee_time_out_of_day", "minutes"},
		} {
			rec := env.do(req{method: "POST", url: c.url, body: c.body, cookies: c.cookies})
			if rec.Code != c.status {
				t.Errorf("%s: status %d, want %d: %s", c.name, rec.Code, c.status, rec.Body)
				continue
			}
			var fields map[string]string
			if c.field != "" {
				fields = map[string]string{c.field: c.code}
			}
			if c.status != 401 && c.status != 403 {
				checkCodes(t, rec, c.code, fields)
			}
			if got := teeTimes(); !same(got, before) {
				t.Fatalf("%s moved tee times: %v, want %v", c.name, got, before)
			}
		}
		if n := env.countRows(t, (*store.Notification)(nil), "type = ?", store.NotificationFlightUpdate); n != 0 {
			t.Fatalf("refused shifts wrote %d notifications", n)
		}

		// The event moves an hour and a half later; so do its flights.
		var res struct {
			Flights []shiftedFlight `json:"flights"`
			Skipped []int           `json:"skipped"`
		}
		if err := json.Unmarshal(env.adminDo(t, admin, "POST", url, map[string]int{"minutes": 90}, http.StatusOK), &res); err != nil {
			t.Fatal(err)
		}
		if want := []string{"09:00", "9:10 AM Shotgun", "Shotgun", "07:30"}; !same(teeTimes(), want) {
			t.Fatalf("tee times = %v, want %v", teeTimes(), want)
		}
		if len(res.Flights) != 2 || res.Flights[0].OldTeeTime != "07:30" || res.Flights[0].TeeTime != "09:00" ||
			res.Flights[1].FlightNumber != 2 || len(res.Skipped) != 1 || res.Skipped[0] != 3 {
			t.Fatalf("answer = %+v", res)
		}
		// Each player of a moved flight is told of the new tee time.
		for _, p := range []struct {
			m   *store.Member
			c   *http.Cookie
			tee string
			old string
		}{{amy, amyC, "09:00", "07:30"}, {ben, benC, "9:10 AM Shotgun", "7:40 AM Shotgun"}} {
			note := env.latestNotification(t, p.m, p.c)
			params, _ := note["params"].(map[string]any)
			if note["type"] != "FLIGHT_UPDATE" || params["change"] != "tee_time" || params["teeTime"] != p.tee || params["oldTeeTime"] != p.old {
				t.Errorf("%s's notification = %v", p.m.Name, note)
			}
		}

		// An event with no flights: nothing to move, still fine.
		empty := env.mkEvent(t, "No Flights Yet", "2026-12-07", 20)
		if err := json.Unmarshal(env.adminDo(t, admin, "POST", urlf("/api/admin/events/%d/shift-tee-times", empty.ID), map[string]int{"minutes": -30}, http.StatusOK), &res); err != nil {
			t.Fatal(err)
		}
		if len(res.Flights) != 0 || res.Flights == nil || len(res.Skipped) != 0 {
			t.Fatalf("empty event's answer = %+v", res)
		}
	})
}
