package api

import (
	"context"
	"net/http"
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
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		env.createMember(t, "Existing Member", "012-999 8888", "taken@example.my", "BHG-0001")
		valid := memberBody("Aisyah Rahman", "012-345 6789", "Aisyah@Example.MY", "BHG-0100", "secret1")

		env.run([]scenario{
			{name: "name too short", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "name", "A"),
				wantStatus: 400, wantContains: []string{"Name must be at least 2 characters"}},
			{name: "phone too short", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "phone", "012-345"),
				wantStatus: 400, wantContains: []string{"Phone number must be at least 10 digits"}},
			{name: "phone not Malaysian", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "phone", "+44 20 7946 0958"),
				wantStatus: 400, wantContains: []string{"valid Malaysian phone number"}},
			{name: "email missing", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "email", ""),
				wantStatus: 400, wantContains: []string{"Invalid email address"}},
			{name: "email invalid", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "email", "not-an-email"),
				wantStatus: 400, wantContains: []string{"Invalid email address"}},
			{name: "password required on create", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "passwordHash", ""),
				wantStatus: 400, wantContains: []string{"Password must be at least 6 characters"}},
			{name: "password too short", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "passwordHash", "12345"),
				wantStatus: 400, wantContains: []string{"Password must be at least 6 characters"}},
			{name: "bad subscription date", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "subscriptionDate", "31/12/2026"),
				wantStatus: 400, wantContains: []string{"Subscription start date must be a date"}},
			{name: "end before start", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "subscriptionExpiryDate", "2025-12-31"),
				wantStatus: 400, wantContains: []string{"cannot be before the start date"}},
			{name: "isActive not a boolean", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "isActive", "yes"),
				wantStatus: 400, wantContains: []string{"isActive must be true or false"}},
			{name: "every problem is named", method: "POST", url: "/api/admin/members", cookies: ck, body: map[string]any{"name": "A"},
				wantStatus: 400, wantContains: []string{`"phone"`, `"email"`, `"passwordHash"`}},
			{name: "not JSON", method: "POST", url: "/api/admin/members", cookies: ck, body: "{", wantStatus: 400},
			{name: "duplicate email", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "email", "TAKEN@example.my"),
				wantStatus: 409, wantContains: []string{"A member with this email address already exists"}},
			{name: "duplicate phone in another format", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "phone", "+6012 999 8888"),
				wantStatus: 409, wantContains: []string{"A member with this phone number already exists"}},
			{name: "duplicate membership number", method: "POST", url: "/api/admin/members", cookies: ck, body: with(valid, "membershipNumber", "BHG-0001"),
				wantStatus: 409, wantContains: []string{"This membership number is already in use"}},
			{name: "create", method: "POST", url: "/api/admin/members", cookies: ck, body: valid, wantStatus: 201,
				wantContains:    []string{`"name":"Aisyah Rahman"`, `"phone":"0123456789"`, `"email":"aisyah@example.my"`, `"registrationCount":0`, `"isActive":true`, `"subscriptionExpiryDate":"2026-12-31"`},
				wantNotContains: []string{"secret1", "argon2", "passwordHash"}},
			{name: "create inactive without membership", method: "POST", url: "/api/admin/members", cookies: ck,
				body:       with(memberBody("Guest Player", "013-222 3333", "guest@example.my", "", "secret2"), "isActive", false, "subscriptionDate", nil, "subscriptionExpiryDate", ""),
				wantStatus: 201, wantContains: []string{`"isActive":false`, `"membershipNumber":null`, `"subscriptionDate":null`}},
		})

		rec := env.do(req{method: "GET", url: "/api/admin/members", cookies: ck})
		list := decode[[]adminMember](t, rec)
		if len(list) != 3 || list[0].Name != "Aisyah Rahman" || list[1].Name != "Existing Member" || list[2].Name != "Guest Player" {
			t.Fatalf("list = %+v", list)
		}
		aisyah := list[0]

		// The password typed in the form is the member's password.
		env.loginMember(t, "aisyah@example.my", "secret1")

		// Edit: blank password keeps it, new details saved, duplicates refused.
		edit := with(valid, "name", "Aisyah binti Rahman", "passwordHash", "", "phone", "017-111 2222")
		env.run([]scenario{
			{name: "update unknown member", method: "PUT", url: "/api/admin/members/9999", cookies: ck, body: edit, wantStatus: 404},
			{name: "update bad id", method: "PUT", url: "/api/admin/members/abc", cookies: ck, body: edit, wantStatus: 400},
			{name: "update to a taken email", method: "PUT", url: urlf("/api/admin/members/%d", aisyah.ID), cookies: ck,
				body: with(edit, "email", "taken@example.my"), wantStatus: 409, wantContains: []string{"email address already exists"}},
			{name: "update short password", method: "PUT", url: urlf("/api/admin/members/%d", aisyah.ID), cookies: ck,
				body: with(edit, "passwordHash", "abc"), wantStatus: 400, wantContains: []string{"Password must be at least 6 characters"}},
			{name: "update keeps password", method: "PUT", url: urlf("/api/admin/members/%d", aisyah.ID), cookies: ck, body: edit,
				wantStatus: 200, wantContains: []string{`"name":"Aisyah binti Rahman"`, `"phone":"0171112222"`}},
		})
		env.loginMember(t, "aisyah@example.my", "secret1")
		env.adminDo(t, admin, "PUT", urlf("/api/admin/members/%d", aisyah.ID), with(edit, "passwordHash", "newpass9"), 200)
		env.loginMember(t, "aisyah@example.my", "newpass9")
		rec = env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "aisyah@example.my", "password": "secret1"}})
		if rec.Code != http.StatusUnauthorized {
			t.Errorf("old password after change: status %d", rec.Code)
		}

		// Deactivating ends the member's sessions.
		session := env.loginMember(t, "aisyah@example.my", "newpass9")
		env.adminDo(t, admin, "PUT", urlf("/api/admin/members/%d", aisyah.ID), with(edit, "isActive", false), 200)
		if rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{session}}); rec.Code != http.StatusUnauthorized {
			t.Errorf("profile of a deactivated member: status %d", rec.Code)
		}

		env.run([]scenario{
			{name: "delete", method: "DELETE", url: urlf("/api/admin/members/%d", aisyah.ID), cookies: ck, wantStatus: 200, wantContains: []string{"Member deleted"}},
			{name: "delete again", method: "DELETE", url: urlf("/api/admin/members/%d", aisyah.ID), cookies: ck, wantStatus: 404, wantContains: []string{"Member not found"}},
		})
		if n := env.countRows(t, (*store.Member)(nil), "1 = 1"); n != 2 {
			t.Errorf("members after delete = %d, want 2", n)
		}
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
