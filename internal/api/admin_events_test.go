package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
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
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			valid := eventBody()
			invalid := func(name, field string, value any, code string, contains ...string) scenario {
				return scenario{name: name, method: "POST", url: "/api/events", cookies: ck, body: with(valid, field, value),
					wantStatus: 400, wantCode: code, wantFields: map[string]string{field: code}, wantContains: contains}
			}
			return []scenario{
				invalid("title too short", "title", "Hi", "too_short", "Title must be at least 3 characters"),
				invalid("description too short", "description", "Short", "too_short", "Description must be at least 10 characters"),
				invalid("date required", "date", "", "required", "Date is required"),
				invalid("date unreadable", "date", "05/12/2026", "invalid_date", "Date must be YYYY-MM-DD or D Month YYYY"),
				invalid("date that does not exist", "date", "2026-02-30", "invalid_date", "not a real date"),
				invalid("time required", "time", " ", "required", "Time is required"),
				invalid("type required", "type", nil, "required", "Type is required"),
				invalid("capacity zero", "capacity", 0, "out_of_range", "Capacity must be at least 1"),
				invalid("capacity fraction", "capacity", 2.5, "invalid_number", "Capacity must be a whole number"),
				invalid("capacity text", "capacity", "lots", "invalid_number", "Capacity must be a whole number"),
				invalid("image javascript", "image", "javascript:alert(1)", "invalid_image_link", "pictures from other sites cannot be shown"),
				invalid("rates bad shape", "rates", 42, "invalid_rates", "Rates must be"),
				invalid("rates bad price", "rates", []map[string]any{{"type": "Member Weekday", "price": "free", "category": "member"}}, "invalid_rates"),
				{name: "create", method: "POST", url: "/api/events", cookies: ck, body: valid, wantStatus: 201,
					wantContains: []string{`"title":"Monthly Medal"`, `"date":"2026-12-05"`, `"registered":0`, `"capacity":20`,
						`{"type":"Member Weekday","price":120,"category":"member"}`, `{"type":"Non-Member Weekday","price":180.5,"category":"non-member"}`}},
				{name: "create with long date, rates object and default capacity", method: "POST", url: "/api/events", cookies: ck,
					body: with(valid, "date", "5 December 2026", "capacity", nil, "rates", map[string]any{
						"member": map[string]any{"Weekend": 150}, "nonMember": map[string]any{"Weekend": 200}}),
					wantStatus: 201, wantContains: []string{`"date":"2026-12-05"`, `"capacity":20`, `"Member Weekend"`, `"Non-Member Weekend"`}},
				{name: "create without rates", method: "POST", url: "/api/events", cookies: ck, body: with(valid, "rates", nil, "type", "Golf Trips"),
					wantStatus: 201, wantContains: []string{`"rates":[]`, `"type":"Golf Trips"`}},
				invalid("end date unreadable", "endDate", "next week", "invalid_date"),
				invalid("end date before the date", "endDate", "2026-12-04", "end_before_start", "End date cannot be before the date"),
				invalid("end time not a time", "endTime", "11 o'clock", "invalid_time", "End time must be a time of day"),
				invalid("end time out of range", "endTime", "24:30", "invalid_time"),
				{name: "create a 2D1N trip with its end", method: "POST", url: "/api/events", cookies: ck,
					body:       with(valid, "type", "Golf Trips", "endDate", "6 December 2026", "endTime", "17:30"),
					wantStatus: 201, wantContains: []string{`"date":"2026-12-05"`, `"endDate":"2026-12-06"`, `"endTime":"17:30"`},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						id := int64(decode[map[string]any](t, rec)["id"].(float64))
						got, err := env.store.GetEvent(context.Background(), id)
						if err != nil || got.EndDate == nil || *got.EndDate != "2026-12-06" || got.EndTime == nil || *got.EndTime != "17:30" {
							t.Errorf("stored end = %v, %v (%v)", got.EndDate, got.EndTime, err)
						}
					}},
				{name: "an end date on the day itself is a one-day event", method: "POST", url: "/api/events", cookies: ck,
					body:       with(valid, "endDate", "2026-12-05", "endTime", ""),
					wantStatus: 201, wantContains: []string{`"endDate":null`, `"endTime":null`}},
			}
		})

		// Editing an event that three members registered for.
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			valid := eventBody()
			ev := env.mkEvent(t, "Busy Cup", "2026-12-20", 10)
			for i, phone := range []string{"012-000 0001", "012-000 0002", "012-000 0003"} {
				m := env.createMember(t, "Player "+string(rune('A'+i)), phone, "", "")
				env.mkReg(t, ev, m, "Non-Member Weekday")
			}
			put := urlf("/api/events/%d", ev.ID)
			return []scenario{
				{name: "update unknown", method: "PUT", url: "/api/events/9999", cookies: ck, body: valid, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Event not found"}},
				{name: "update invalid", method: "PUT", url: put, cookies: ck, body: with(valid, "title", ""), wantStatus: 400, wantCode: "too_short"},
				{name: "update sets an end, and clearing it makes a one-day event again", method: "PUT", url: put, cookies: ck,
					body:       with(valid, "date", "2026-12-20", "endDate", "2026-12-22", "endTime", "16:00"),
					wantStatus: 200, wantContains: []string{`"endDate":"2026-12-22"`, `"endTime":"16:00"`},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						env.adminDo(t, ck[0], "PUT", put, with(valid, "date", "2026-12-20", "endDate", nil, "endTime", ""), 200)
						got, err := env.store.GetEvent(context.Background(), ev.ID)
						if err != nil || got.EndDate != nil || got.EndTime != nil {
							t.Errorf("after clearing: end %v %v (%v), want none", got.EndDate, got.EndTime, err)
						}
					}},
				{name: "capacity below registered", method: "PUT", url: put, cookies: ck, body: with(valid, "capacity", 2),
					wantStatus: 400, wantCode: "capacity_below_registered", wantFields: map[string]string{"capacity": "capacity_below_registered"},
					wantContains: []string{"Capacity cannot be less than the 3 members already registered"}},
				{name: "capacity equal to registered", method: "PUT", url: put, cookies: ck, body: with(valid, "capacity", 3, "title", "Busy Cup Final"),
					wantStatus: 200, wantContains: []string{`"capacity":3`, `"registered":3`, `"title":"Busy Cup Final"`},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if got := env.seats(t, ev.ID); got != 3 {
							t.Errorf("registered after edit = %d, want 3 (edits never touch the count)", got)
						}
					}},
			}
		})
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

		// A story, not a table: each step needs the one before.
		rec := env.do(req{method: "DELETE", url: urlf("/api/events/%d", ev.ID), cookies: []*http.Cookie{admin}})
		checkResponse(t, rec, 200, []string{"Event deleted"}, nil)
		rec = env.do(req{method: "DELETE", url: urlf("/api/events/%d", ev.ID), cookies: []*http.Cookie{admin}})
		checkResponse(t, rec, 404, nil, nil)
		checkCodes(t, rec, "not_found", nil)
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

// TestAdminEventDescriptionRates: an event an admin writes with a Rates:
// block and no rates list shows those rates to members and charges them,
// by the one parser (the bug was "Contact organizers" on screen while the
// server priced the registration).
func TestAdminEventDescriptionRates(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.loginAdmin(t)
			body := with(eventBody(), "description", "Friendly round.\nRates:\n- Green Fee & Buggy: RM 120\n- Non-Member Green Fee & Buggy: RM 185\n", "rates", nil)
			var created store.Event
			if err := json.Unmarshal(env.adminDo(t, admin, "POST", "/api/events", body, 201), &created); err != nil {
				t.Fatal(err)
			}
			want := []store.Rate{{Type: "Member Green Fee & Buggy", Price: 120, Category: "member"},
				{Type: "Non-Member Green Fee & Buggy", Price: 185, Category: "non-member"}}
			rec := env.do(req{method: "GET", url: urlf("/api/events/%d", created.ID)})
			if got := decode[store.Event](t, rec); !reflect.DeepEqual(got.Rates, want) {
				t.Fatalf("rates shown = %+v, want %+v", got.Rates, want)
			}
			_, memberC := env.seedMember(t, "Mei Member", "GC-0001")
			rec = env.do(req{method: "POST", url: urlf("/api/events/%d/register", created.ID), cookies: []*http.Cookie{memberC},
				body: map[string]string{"guestRateType": "Non-Member Green Fee & Buggy"}})
			checkResponse(t, rec, 201, []string{`"price":185`, `"priceLabel":"RM 185"`}, nil)
		})
	})
}
