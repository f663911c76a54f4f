package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"golfclub/internal/store"
)

func TestAdminRegistrations(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			member := env.createMember(t, "Aminah Member", "012-300 0001", "aminah@example.my", "BHG-11")
			guest := env.createMember(t, "Ben Guest", "012-300 0002", "", "")
			later := env.mkEvent(t, "Later Cup", "2026-12-20", 10)
			sooner := env.mkEvent(t, "Sooner Cup", "2026-12-05", 10)
			rLater := env.mkReg(t, later, member, "Member Weekday")
			rMember := env.mkReg(t, sooner, member, "Member Weekday")
			rGuest := env.mkReg(t, sooner, guest, "Non-Member Weekday")
			// Ben also has a flight place, which removing him frees.
			f := env.mkFlight(t, sooner, 1, 4)
			env.mkPlace(t, f, rGuest, 1)
			pay := urlf("/api/admin/payment-status/%d", rGuest.ID)
			del := urlf("/api/admin/events/%d/registrations", sooner.ID)
			return []scenario{
				{name: "all registrations", method: "GET", url: "/api/registrations/all", cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						rows := decode[[]adminRegistration](t, rec)
						if len(rows) != 3 || rows[0].ID != rMember.ID || rows[1].ID != rGuest.ID || rows[2].ID != rLater.ID {
							t.Fatalf("order (event date, then created) wrong: %+v", rows)
						}
						m := rows[0]
						if m.EventTitle != "Sooner Cup" || m.EventDate != "2026-12-05" || m.EventType != "tournament" || m.MemberEmail == nil ||
							*m.MemberEmail != "aminah@example.my" || m.MembershipNumber == nil || m.Price == nil || *m.Price != 120 ||
							m.PriceLabel != "RM 120" || m.IsPaid || m.MemberPhone != "0123000001" {
							t.Errorf("member row = %+v", m)
						}
						if g := rows[1]; g.Price == nil || *g.Price != 180.5 || g.PriceLabel != "RM 180.50" || g.MemberEmail != nil {
							t.Errorf("guest row = %+v", g)
						}
					}},
				// The admin view of one event's registrations has every field.
				{name: "event registrations as admin", method: "GET", url: urlf("/api/events/%d/registrations", sooner.ID), cookies: ck,
					wantStatus: 200, wantContains: []string{`"memberEmail":"aminah@example.my"`, `"membershipNumber":"BHG-11"`, "0123000002"}},

				// Payment status.
				{name: "isPaid as string", method: "PUT", url: pay, cookies: ck, body: map[string]any{"isPaid": "true"},
					wantStatus: 400, wantCode: "not_boolean", wantFields: map[string]string{"isPaid": "not_boolean"}, wantContains: []string{"isPaid must be true or false"}},
				{name: "isPaid as number", method: "PUT", url: pay, cookies: ck, body: map[string]any{"isPaid": 1}, wantStatus: 400, wantCode: "not_boolean"},
				{name: "isPaid missing", method: "PUT", url: pay, cookies: ck, body: map[string]any{}, wantStatus: 400, wantCode: "not_boolean"},
				{name: "no body", method: "PUT", url: pay, cookies: ck, wantStatus: 400, wantCode: "invalid_json"},
				{name: "unknown registration", method: "PUT", url: "/api/admin/payment-status/9999", cookies: ck, body: map[string]any{"isPaid": true},
					wantStatus: 404, wantCode: "not_found", wantContains: []string{"Registration not found"}},
				{name: "mark paid", method: "PUT", url: pay, cookies: ck, body: map[string]any{"isPaid": true},
					wantStatus: 200, wantContains: []string{`"isPaid":true`, `"memberName":"Ben Guest"`, `"priceLabel":"RM 180.50"`}},
				{name: "mark unpaid", before: func(t *testing.T, env *testEnv) {
					env.adminDo(t, ck[0], "PUT", pay, map[string]any{"isPaid": true}, 200)
				},
					method: "PUT", url: pay, cookies: ck, body: map[string]any{"isPaid": false},
					wantStatus: 200, wantContains: []string{`"isPaid":false`}},

				// Removing a member from an event by phone frees the seat and
				// the flight place.
				{name: "phone missing", method: "DELETE", url: del, cookies: ck, body: map[string]any{}, wantStatus: 400,
					wantCode: "required", wantFields: map[string]string{"memberPhone": "required"}, wantContains: []string{"Member phone is required"}},
				{name: "phone invalid", method: "DELETE", url: del, cookies: ck, body: map[string]any{"memberPhone": "abc"}, wantStatus: 400,
					wantCode: "invalid_phone", wantFields: map[string]string{"memberPhone": "invalid_phone"}},
				{name: "unknown event", method: "DELETE", url: "/api/admin/events/9999/registrations", cookies: ck,
					body: map[string]any{"memberPhone": "0123000002"}, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Event not found"}},
				{name: "not registered", method: "DELETE", url: del, cookies: ck, body: map[string]any{"memberPhone": "012-999 9999"},
					wantStatus: 404, wantCode: "not_registered", wantContains: []string{"No registration for this phone number"}},
				{name: "delete by phone in another format", method: "DELETE", url: del, cookies: ck, body: map[string]any{"memberPhone": "+60 12-300 0002"},
					wantStatus: 200, wantContains: []string{"Registration deleted"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if got := env.seats(t, sooner.ID); got != 1 {
							t.Errorf("registered after delete = %d, want 1", got)
						}
						if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID); n != 0 {
							t.Errorf("flight place left: %d", n)
						}
						if got := env.seats(t, later.ID); got != 1 {
							t.Errorf("other event's count changed: %d", got)
						}
					}},
				{name: "delete again", before: func(t *testing.T, env *testEnv) {
					env.adminDo(t, ck[0], "DELETE", del, map[string]any{"memberPhone": "0123000002"}, 200)
				},
					method: "DELETE", url: del, cookies: ck, body: map[string]any{"memberPhone": "0123000002"}, wantStatus: 404, wantCode: "not_registered"},
			}
		})
	})
}

func TestAdminPaymentReferences(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		m1, c1 := env.seedMember(t, "Slip Sender", "BHG-21")
		m2, _ := env.seedMember(t, "No Slip", "")
		m3, c3 := env.seedMember(t, "Early Sender", "BHG-23")
		ev := env.mkEvent(t, "Slip Cup", "2026-12-05", 10)
		r1 := env.mkReg(t, ev, m1, "Member Weekday")
		r2 := env.mkReg(t, ev, m2, "Non-Member Weekday")
		r3 := env.mkReg(t, ev, m3, "Member Weekday")
		up1 := env.upload(t, c1, pngBytes)
		up3 := env.upload(t, c3, pngBytes)
		env.adminDo(t, c3, "POST", urlf("/api/payment/%d/reference", r3.ID), map[string]string{"fileUrl": up3.FileURL, "fileName": "early.png"}, 200)
		// A later upload, one second on.
		env.server.now = func() time.Time { return testNow.Add(time.Second) }
		env.adminDo(t, c1, "POST", urlf("/api/payment/%d/reference", r1.ID), map[string]string{"fileUrl": up1.FileURL, "fileName": "slip.png"}, 200)
		env.server.now = func() time.Time { return testNow }

		rows := decode[paymentReferencePage](t, env.do(req{method: "GET", url: "/api/admin/payment-references", cookies: ck})).Items
		if len(rows) != 3 || rows[0].ID != r1.ID || rows[1].ID != r3.ID || rows[2].ID != r2.ID {
			t.Fatalf("order (newest upload first, then no slip) wrong: %+v", rows)
		}
		if r := rows[0]; r.PaymentReferenceFileName == nil || *r.PaymentReferenceFileName != "slip.png" || r.PaymentReferenceFileURL == nil ||
			r.EventTitle != "Slip Cup" || r.MemberName != "Slip Sender" || r.Price == nil || *r.Price != 120 || r.RegistrationCreatedAt.IsZero() {
			t.Errorf("row = %+v", r)
		}
		// The admin can open the file.
		fileURL := *rows[0].PaymentReferenceFileURL
		if rec := env.do(req{method: "GET", url: fileURL, cookies: ck}); rec.Code != 200 {
			t.Errorf("admin opening %s: %d", fileURL, rec.Code)
		}

		// A story from here: each step needs the one before.
		rec := env.do(req{method: "DELETE", url: "/api/admin/payment-references/9999", cookies: ck})
		checkResponse(t, rec, 404, nil, nil)
		checkCodes(t, rec, "not_found", nil)
		rec = env.do(req{method: "DELETE", url: urlf("/api/admin/payment-references/%d", r1.ID), cookies: ck})
		checkResponse(t, rec, 200, []string{"Payment reference deleted"}, nil)
		reg, err := env.store.GetRegistration(context.Background(), r1.ID)
		if err != nil {
			t.Fatalf("registration went with its slip: %v", err)
		}
		if reg.PaymentReferenceFileURL != nil || reg.PaymentReferenceFileName != nil || reg.PaymentReferenceUploadedAt != nil {
			t.Errorf("reference not cleared: %+v", reg)
		}
		if n := env.blobFiles(t); n != 1 {
			t.Errorf("blob files = %d, want only the other slip", n)
		}
		if rec := env.do(req{method: "GET", url: fileURL, cookies: ck}); rec.Code != 404 {
			t.Errorf("deleted file still served: %d", rec.Code)
		}
	})
}
