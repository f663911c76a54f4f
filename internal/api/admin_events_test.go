package api

import (
	"net/http"
	"testing"

	"golfclub/internal/store"
)

func eventBody() map[string]any {
	return map[string]any{
		"title": "Monthly Medal", "description": "Stroke play for all members.", "date": "2026-12-05",
		"time": "7:30 AM", "type": "tournament", "capacity": 20, "image": "/images/medal.jpg",
		"rates": []map[string]any{
			{"type": "Member Weekday", "price": 120, "category": "member"},
			{"type": "Non-Member Weekday", "price": "180.50", "category": "non-member"},
		},
	}
}

func TestAdminEventWrites(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		valid := eventBody()
		env.run([]scenario{
			{name: "title too short", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "title", "Hi"),
				wantStatus: 400, wantContains: []string{"Title must be at least 3 characters"}},
			{name: "description too short", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "description", "Short"),
				wantStatus: 400, wantContains: []string{"Description must be at least 10 characters"}},
			{name: "date required", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "date", ""),
				wantStatus: 400, wantContains: []string{"Date is required"}},
			{name: "date unreadable", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "date", "05/12/2026"),
				wantStatus: 400, wantContains: []string{"Date must be YYYY-MM-DD or D Month YYYY"}},
			{name: "date that does not exist", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "date", "2026-02-30"),
				wantStatus: 400, wantContains: []string{"not a real date"}},
			{name: "time required", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "time", " "),
				wantStatus: 400, wantContains: []string{"Time is required"}},
			{name: "type required", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "type", nil),
				wantStatus: 400, wantContains: []string{"Type is required"}},
			{name: "capacity zero", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "capacity", 0),
				wantStatus: 400, wantContains: []string{"Capacity must be at least 1"}},
			{name: "capacity fraction", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "capacity", 2.5),
				wantStatus: 400, wantContains: []string{"Capacity must be a whole number"}},
			{name: "capacity text", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "capacity", "lots"),
				wantStatus: 400, wantContains: []string{"Capacity must be a whole number"}},
			{name: "image javascript", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "image", "javascript:alert(1)"),
				wantStatus: 400, wantContains: []string{"Image must be an http(s) URL"}},
			{name: "rates bad shape", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "rates", 42),
				wantStatus: 400, wantContains: []string{"Rates must be"}},
			{name: "rates bad price", method: "POST", url: "/api/events", cookies: ck,
				body: with(valid, "rates", []map[string]any{{"type": "Member Weekday", "price": "free", "category": "member"}}), wantStatus: 400},
			{name: "create", method: "POST", url: "/api/events", cookies: ck, body: valid, wantStatus: 201,
				wantContains: []string{`"title":"Monthly Medal"`, `"date":"2026-12-05"`, `"registered":0`, `"capacity":20`,
					`{"type":"Member Weekday","price":120,"category":"member"}`, `{"type":"Non-Member Weekday","price":180.5,"category":"non-member"}`}},
			{name: "create with long date, rates object and default capacity", method: "POST", url: "/api/events", cookies: ck,
				body: with(valid, "date", "5 December 2026", "capacity", nil, "rates", map[string]any{
					"member": map[string]any{"Weekend": 150}, "nonMember": map[string]any{"Weekend": 200}}),
				wantStatus: 201, wantContains: []string{`"date":"2026-12-05"`, `"capacity":20`, `"Member Weekend"`, `"Non-Member Weekend"`}},
			{name: "create without rates", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "rates", nil, "type", "Golf Trips"),
				wantStatus: 201, wantContains: []string{`"rates":[]`, `"type":"Golf Trips"`}},
		})

		ev := env.mkEvent(t, "Busy Cup", "2026-12-20", 10)
		for i, phone := range []string{"012-000 0001", "012-000 0002", "012-000 0003"} {
			m := env.createMember(t, "Player "+string(rune('A'+i)), phone, "", "")
			env.mkReg(t, ev, m, "Non-Member Weekday")
		}
		put := urlf("/api/events/%d", ev.ID)
		env.run([]scenario{
			{name: "update unknown", method: "PUT", url: "/api/events/9999", cookies: ck, body: valid, wantStatus: 404, wantContains: []string{"Event not found"}},
			{name: "update invalid", method: "PUT", url: put, cookies: ck, body: with(valid, "title", ""), wantStatus: 400},
			{name: "capacity below registered", method: "PUT", url: put, cookies: ck, body: with(valid, "capacity", 2),
				wantStatus: 400, wantContains: []string{"Capacity cannot be less than the 3 members already registered"}},
			{name: "capacity equal to registered", method: "PUT", url: put, cookies: ck, body: with(valid, "capacity", 3, "title", "Busy Cup Final"),
				wantStatus: 200, wantContains: []string{`"capacity":3`, `"registered":3`, `"title":"Busy Cup Final"`}},
		})
		if got := env.seats(t, ev.ID); got != 3 {
			t.Errorf("registered after edit = %d, want 3 (edits never touch the count)", got)
		}
	})
}

// TestAdminDeleteEventCascade: an event's registrations, flights, flight
// places and payment slips go with it; other events keep theirs.
func TestAdminDeleteEventCascade(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		m, mc := env.seedMember(t, "Nurul Huda", "BHG-5")
		ev := env.mkEvent(t, "Doomed Cup", "2026-12-05", 10)
		other := env.mkEvent(t, "Other Cup", "2026-12-06", 10)
		reg := env.mkReg(t, ev, m, "Member Weekday")
		otherReg := env.mkReg(t, other, m, "Member Weekday")
		f := env.mkFlight(t, ev, 1, 4)
		env.mkPlace(t, f, reg, 1)
		of := env.mkFlight(t, other, 1, 4)
		env.mkPlace(t, of, otherReg, 1)

		// A slip on the doomed registration only.
		up := env.upload(t, mc, pngBytes)
		env.adminDo(t, mc, "POST", urlf("/api/payment/%d/reference", reg.ID), map[string]string{"fileUrl": up.FileURL, "fileName": "slip.png"}, 200)
		if n := env.blobFiles(t); n != 1 {
			t.Fatalf("blob files before = %d", n)
		}

		env.run([]scenario{
			{name: "delete", method: "DELETE", url: urlf("/api/events/%d", ev.ID), cookies: []*http.Cookie{admin}, wantStatus: 200, wantContains: []string{"Event deleted"}},
			{name: "delete again", method: "DELETE", url: urlf("/api/events/%d", ev.ID), cookies: []*http.Cookie{admin}, wantStatus: 404},
		})
		if n := env.countRows(t, (*store.Registration)(nil), "event_id = ?", ev.ID); n != 0 {
			t.Errorf("registrations left: %d", n)
		}
		if n := env.countRows(t, (*store.Flight)(nil), "event_id = ?", ev.ID); n != 0 {
			t.Errorf("flights left: %d", n)
		}
		if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID); n != 0 {
			t.Errorf("flight places left: %d", n)
		}
		if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", of.ID); n != 1 {
			t.Errorf("other event's flight places = %d, want 1", n)
		}
		if n := env.countRows(t, (*store.Registration)(nil), "event_id = ?", other.ID); n != 1 {
			t.Errorf("other event's registrations = %d, want 1", n)
		}
		if n := env.blobFiles(t); n != 0 {
			t.Errorf("payment slip files left: %d", n)
		}
	})
}
