package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"golfclub/internal/store"
)

func memberBody(name, phone, email, number, password string) map[string]any {
	return map[string]any{
		"name": name, "phone": phone, "email": email, "membershipNumber": number, "passwordHash": password,
		"isActive": true, "subscriptionDate": "2026-01-01", "subscriptionExpiryDate": "2026-12-31",
	}
}

func with(body map[string]any, kv ...any) map[string]any {
	out := map[string]any{}
	for k, v := range body {
		out[k] = v
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

func TestAdminMembersCRUD(t *testing.T) {
	valid := memberBody("Aisyah Rahman", "012-345 6789", "Aisyah@Example.MY", "BHG-0100", "secret1")
	guest := with(memberBody("Guest Player", "013-222 3333", "guest@example.my", "", "secret2"), "isActive", false, "subscriptionDate", nil, "subscriptionExpiryDate", "")
	edit := with(valid, "name", "Aisyah binti Rahman", "passwordHash", "", "phone", "017-111 2222")
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			env.createMember(t, "Existing Member", "012-999 8888", "taken@example.my", "BHG-0001")
			invalid := func(name, field string, value any, code string, contains ...string) scenario {
				return scenario{name: name, method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, field, value),
					wantStatus: 400, wantCode: code, wantFields: map[string]string{field: code}, wantContains: contains}
			}
			taken := func(name, field string, value any, code string, contains ...string) scenario {
				return scenario{name: name, method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, field, value),
					wantStatus: 409, wantCode: code, wantFields: map[string]string{field: code}, wantContains: contains}
			}
			return []scenario{
				invalid("name too short", "name", "A", "too_short", "Name must be at least 2 characters"),
				invalid("phone too short", "phone", "012-345", "invalid_phone", "Phone number must be at least 10 digits"),
				invalid("phone not Malaysian", "phone", "+44 20 7946 0958", "invalid_phone", "valid Malaysian phone number"),
				invalid("email missing", "email", "", "invalid_email", "Invalid email address"),
				invalid("email invalid", "email", "not-an-email", "invalid_email", "Invalid email address"),
				invalid("password required on create", "passwordHash", "", "too_short", "Password must be at least 6 characters"),
				invalid("password too short", "passwordHash", "12345", "too_short", "Password must be at least 6 characters"),
				invalid("bad subscription date", "subscriptionDate", "31/12/2026", "invalid_date", "Subscription start date must be a date"),
				invalid("end before start", "subscriptionExpiryDate", "2025-12-31", "end_before_start", "cannot be before the start date"),
				invalid("isActive not a boolean", "isActive", "yes", "not_boolean", "isActive must be true or false"),
				{name: "every problem is named", method: "POST", url: "/api/admin/members", cookies: ck, body: map[string]any{"name": "A"},
					wantStatus: 400, wantCode: "too_short", wantContains: []string{`"phone"`, `"email"`, `"passwordHash"`},
					wantFields: map[string]string{"name": "too_short", "phone": "invalid_phone", "email": "invalid_email", "passwordHash": "too_short"}},
				{name: "not JSON", method: "POST", url: "/api/admin/members", cookies: ck, body: "{", wantStatus: 400, wantCode: "invalid_json"},
				taken("duplicate email", "email", "TAKEN@example.my", "email_taken", "A member with this email address already exists"),
				taken("duplicate phone in another format", "phone", "+6012 999 8888", "phone_taken", "A member with this phone number already exists"),
				taken("duplicate membership number", "membershipNumber", "BHG-0001", "membership_number_taken", "This membership number is already in use"),
				{name: "create", method: "POST", url: "/api/admin/members", cookies: ck, body: valid, wantStatus: 201,
					wantContains:    []string{`"name":"Aisyah Rahman"`, `"phone":"0123456789"`, `"email":"aisyah@example.my"`, `"registrationCount":0`, `"isActive":true`, `"subscriptionExpiryDate":"2026-12-31"`},
					wantNotContains: []string{"secret1", "argon2", "passwordHash"},
					// The password typed in the form is the member's password.
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						env.loginMember(t, "aisyah@example.my", "secret1")
					}},
				{name: "create inactive without membership", method: "POST", url: "/api/admin/members", cookies: ck, body: guest,
					wantStatus: 201, wantContains: []string{`"isActive":false`, `"membershipNumber":null`, `"subscriptionDate":null`}},
				{name: "list by name",
					before: func(t *testing.T, env *testEnv) {
						env.adminDo(t, ck[0], "POST", "/api/admin/members", guest, 201)
						env.adminDo(t, ck[0], "POST", "/api/admin/members", valid, 201)
					},
					method: "GET", url: "/api/admin/members", cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						list := decode[[]adminMember](t, rec)
						if len(list) != 3 || list[0].Name != "Aisyah Rahman" || list[1].Name != "Existing Member" || list[2].Name != "Guest Player" {
							t.Fatalf("list = %+v", list)
						}
					}},
			}
		})

		// Edit: blank password keeps it, new details saved, duplicates refused.
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			env.createMember(t, "Existing Member", "012-999 8888", "taken@example.my", "BHG-0001")
			aisyah := decode[adminMember](t, env.do(req{method: "POST", url: "/api/admin/members", cookies: ck, body: valid}))
			one := urlf("/api/admin/members/%d", aisyah.ID)
			var session *http.Cookie // the member's, signed in by a row's before
			return []scenario{
				{name: "update unknown member", method: "PUT", url: "/api/admin/members/9999", cookies: ck, body: edit, wantStatus: 404, wantCode: "not_found"},
				{name: "update bad id", method: "PUT", url: "/api/admin/members/abc", cookies: ck, body: edit, wantStatus: 400, wantCode: "invalid_id"},
				{name: "update to a taken email", method: "PUT", url: one, cookies: ck,
					body: with(edit, "email", "taken@example.my"), wantStatus: 409, wantCode: "email_taken", wantContains: []string{"email address already exists"}},
				{name: "update short password", method: "PUT", url: one, cookies: ck,
					body: with(edit, "passwordHash", "abc"), wantStatus: 400, wantCode: "too_short", wantContains: []string{"Password must be at least 6 characters"}},
				{name: "update keeps password", method: "PUT", url: one, cookies: ck, body: edit,
					wantStatus: 200, wantContains: []string{`"name":"Aisyah binti Rahman"`, `"phone":"0171112222"`},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						env.loginMember(t, "aisyah@example.my", "secret1")
					}},
				{name: "update password", method: "PUT", url: one, cookies: ck, body: with(edit, "passwordHash", "newpass9"), wantStatus: 200,
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						env.loginMember(t, "aisyah@example.my", "newpass9")
						rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "aisyah@example.my", "password": "secret1"}})
						checkResponse(t, rec, http.StatusUnauthorized, nil, nil)
					}},
				// Deactivating ends the member's sessions.
				{name: "deactivate", method: "PUT", url: one, cookies: ck, body: with(edit, "isActive", false), wantStatus: 200,
					before: func(t *testing.T, env *testEnv) { session = env.loginMember(t, "aisyah@example.my", "secret1") },
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{session}}); rec.Code != http.StatusUnauthorized {
							t.Errorf("profile of a deactivated member: status %d", rec.Code)
						}
						checkResponse(t, env.do(req{method: "GET", url: "/api/member/session", cookies: []*http.Cookie{session}}),
							http.StatusOK, []string{"null"}, []string{"aisyah"})
					}},
				{name: "delete", method: "DELETE", url: one, cookies: ck, wantStatus: 200, wantContains: []string{"Member deleted"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if n := env.countRows(t, (*store.Member)(nil), "1 = 1"); n != 1 {
							t.Errorf("members after delete = %d, want 1", n)
						}
					}},
				{name: "delete again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", one, nil, 200) },
					method: "DELETE", url: one, cookies: ck, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Member not found"}},
			}
		})
	})
}

// TestAdminMemberEditFollowsCopies: the name and phone copied onto
// registrations and flight places follow an admin's edit.
func TestAdminMemberEditFollowsCopies(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		m := env.createMember(t, "Lim Wei", "012-555 0000", "lim@example.my", "BHG-7")
		ev := env.mkEvent(t, "Club Medal", "2026-12-05", 10)
		reg := env.mkReg(t, ev, m, "Member Weekday")
		f := env.mkFlight(t, ev, 1, 4)
		env.mkPlace(t, f, reg, 1)
		env.adminDo(t, admin, "PUT", urlf("/api/admin/members/%d", m.ID),
			memberBody("Lim Wei Ming", "019-888 7777", "lim@example.my", "BHG-7", ""), 200)
		if n := env.countRows(t, (*store.Registration)(nil), "member_name = ? AND member_phone = ?", "Lim Wei Ming", "0198887777"); n != 1 {
			t.Errorf("registration copies not updated")
		}
		if n := env.countRows(t, (*store.FlightMember)(nil), "member_name = ? AND member_phone = ?", "Lim Wei Ming", "0198887777"); n != 1 {
			t.Errorf("flight place copies not updated")
		}
		// The admin can now find the registration by the new phone.
		env.adminDo(t, admin, "DELETE", urlf("/api/admin/events/%d/registrations", ev.ID), map[string]string{"memberPhone": "+60 19-888 7777"}, 200)
	})
}

// TestAdminDeleteMemberCascade: deleting a member removes everything of
// theirs in one go, frees their seats, and leaves other members alone.
func TestAdminDeleteMemberCascade(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		db := env.store.DB()
		admin := env.loginAdmin(t)
		gone := env.createMember(t, "Going Away", "012-100 0001", "gone@example.my", "BHG-1")
		stay := env.createMember(t, "Staying On", "012-100 0002", "stay@example.my", "BHG-2")
		e1 := env.mkEvent(t, "Medal One", "2026-12-05", 10)
		e2 := env.mkEvent(t, "Medal Two", "2026-12-12", 10)
		r1 := env.mkReg(t, e1, gone, "Member Weekday")
		env.mkReg(t, e2, gone, "Member Weekday")
		rs := env.mkReg(t, e1, stay, "Member Weekday")
		f := env.mkFlight(t, e1, 1, 4)
		env.mkPlace(t, f, r1, 1)
		env.mkPlace(t, f, rs, 2)
		for _, m := range []*store.Member{gone, stay} {
			n := &store.Notification{MemberID: m.ID, MemberPhone: m.Phone, Type: "EVENT_UPDATE", Title: "Hi", Message: "Hello", CreatedAt: testNow}
			p := &store.MemberPreference{MemberID: m.ID, MemberPhone: m.Phone, PreferredEventTypes: []string{"tournament"}, PreferredTimeSlots: []string{}, CreatedAt: testNow, UpdatedAt: testNow}
			sub := &store.PushSubscription{MemberID: m.ID, MemberPhone: m.Phone, Endpoint: "https://push.example/" + m.Phone, P256dhKey: "k", AuthKey: "a", CreatedAt: testNow, LastUsed: testNow}
			for _, row := range []any{n, p, sub} {
				if _, err := db.NewInsert().Model(row).Exec(ctx); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := db.NewInsert().Model(&store.PushOutbox{SubscriptionID: sub.ID, Payload: "{}", NextAttemptAt: testNow, CreatedAt: testNow}).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		session := env.memberSession(t, gone.ID)

		env.adminDo(t, admin, "DELETE", urlf("/api/admin/members/%d", gone.ID), nil, 200)

		if got := env.seats(t, e1.ID); got != 1 {
			t.Errorf("event 1 registered = %d, want 1 (the other member)", got)
		}
		if got := env.seats(t, e2.ID); got != 0 {
			t.Errorf("event 2 registered = %d, want 0", got)
		}
		for _, c := range []struct {
			model any
			name  string
		}{
			{(*store.Registration)(nil), "registrations"},
			{(*store.Notification)(nil), "notifications"},
			{(*store.MemberPreference)(nil), "preferences"},
			{(*store.PushSubscription)(nil), "push subscriptions"},
		} {
			if n := env.countRows(t, c.model, "member_id = ?", gone.ID); n != 0 {
				t.Errorf("%s left: %d", c.name, n)
			}
			if n := env.countRows(t, c.model, "member_id = ?", stay.ID); n != 1 && c.name != "registrations" {
				t.Errorf("other member's %s: %d, want 1", c.name, n)
			}
		}
		if n := env.countRows(t, (*store.FlightMember)(nil), "flight_id = ?", f.ID); n != 1 {
			t.Errorf("flight places = %d, want only the other member's", n)
		}
		if n := env.countRows(t, (*store.PushOutbox)(nil), "1 = 1"); n != 1 {
			t.Errorf("push outbox rows = %d, want the other member's 1", n)
		}
		if n := env.countRows(t, (*store.Session)(nil), "kind = ? AND subject_id = ?", store.SessionMember, gone.ID); n != 0 {
			t.Errorf("sessions left: %d", n)
		}
		if rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{session}}); rec.Code != http.StatusUnauthorized {
			t.Errorf("deleted member's session still works: %d", rec.Code)
		}
		// The freed seat can be taken again.
		rec := env.do(req{method: "GET", url: "/api/admin/members", cookies: []*http.Cookie{admin}})
		if list := decode[[]adminMember](t, rec); len(list) != 1 || list[0].RegistrationCount != 1 {
			t.Errorf("members after delete = %+v", list)
		}
	})
}
