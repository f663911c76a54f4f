package api

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"testing"

	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
)

// signUp registers a visitor through POST /api/member/register and answers
// the sign-up's body and session cookie.
func (e *testEnv) signUp(t *testing.T, name, phone, number, locale string) (map[string]any, *http.Cookie) {
	t.Helper()
	body := map[string]any{"name": name, "phone": phone, "password": testMemberPassword, "membershipNumber": number,
		"locale": locale, "privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion}
	rec := e.do(req{method: "POST", url: "/api/member/register", body: body})
	if rec.Code != http.StatusCreated {
		t.Fatalf("sign up %s: %d %s", name, rec.Code, rec.Body)
	}
	return decode[map[string]any](t, rec), sessionCookie(rec, "gc_member")
}

// setNewMemberNumbers saves the club setting through the admin API.
func (e *testEnv) setNewMemberNumbers(t *testing.T, admin *http.Cookie, mode string) {
	t.Helper()
	e.adminDo(t, admin, "PUT", "/api/admin/settings", map[string]any{"newMemberNumbers": mode}, http.StatusOK)
}

// TestMembershipApproval: with the club setting on 'approval' a sign-up
// gets no number, pays non-member rates and waits in the admin's queue
// (counted on the overview); Approve gives it a number (the one asked for,
// one the admin types, or a drawn one) and tells the member in their
// language, bell and push; Decline takes it out of the queue with no
// number. Members and visitors cannot reach any of it.
func TestMembershipApproval(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		admin := env.loginAdmin(t)

		// The spec's default: a sign-up is numbered at once.
		settings := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
		if settings["newMemberNumbers"] != "automatic" {
			t.Fatalf("default newMemberNumbers = %v, want automatic", settings["newMemberNumbers"])
		}
		auto, _ := env.signUp(t, "Auto Numbered", "0125550001", "", "en")
		if n, _ := auto["membershipNumber"].(string); !regexp.MustCompile(`^BHG\d{6}$`).MatchString(n) || auto["membershipPending"] != false {
			t.Fatalf("automatic sign-up = %v", auto)
		}

		// A value that is not one of the two is refused and changes nothing.
		rec := env.do(req{method: "PUT", url: "/api/admin/settings", body: map[string]any{"newMemberNumbers": "sometimes"}, cookies: []*http.Cookie{admin}})
		checkResponse(t, rec, http.StatusBadRequest, nil, nil)
		checkCodes(t, rec, "invalid_choice", map[string]string{"newMemberNumbers": "invalid_choice"})
		env.setNewMemberNumbers(t, admin, "approval")
		if got := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))["newMemberNumbers"]; got != "approval" {
			t.Fatalf("newMemberNumbers = %v after saving approval", got)
		}

		// Two sign-ups wait: one typed a number, one did not.
		amyBody, amyC := env.signUp(t, "Amy Waiting", "0125550002", "", "en")
		sitiBody, sitiC := env.signUp(t, "Siti Menunggu", "0125550003", "KGB-77", "ms")
		for _, b := range []map[string]any{amyBody, sitiBody} {
			if b["membershipNumber"] != nil || b["membershipPending"] != true {
				t.Fatalf("sign-up with approval on = %v, want no number and pending", b)
			}
		}
		amyID, sitiID := int64(amyBody["id"].(float64)), int64(sitiBody["id"].(float64))
		profile := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{amyC}}))
		if profile["membershipPending"] != true || profile["membershipNumber"] != nil {
			t.Fatalf("waiting member's profile = %v", profile)
		}

		// Waiting means non-member rates: the member rate is refused.
		ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 20)
		rec = env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), body: map[string]string{"guestRateType": "Member Weekday"}, cookies: []*http.Cookie{amyC}})
		checkResponse(t, rec, http.StatusForbidden, nil, nil)
		checkCodes(t, rec, "membership_required", nil)

		// The queue, oldest first, and the overview's count.
		var list []membershipRequest
		if err := json.Unmarshal(env.adminDo(t, admin, "GET", "/api/admin/membership-requests", nil, http.StatusOK), &list); err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != amyID || list[1].ID != sitiID || list[0].RequestedNumber != nil ||
			list[1].RequestedNumber == nil || *list[1].RequestedNumber != "KGB-77" || list[0].Phone != "0125550002" {
			t.Fatalf("queue = %+v", list)
		}
		queue := func() adminQueue {
			t.Helper()
			return decode[adminStats](t, env.do(req{method: "GET", url: "/api/admin/stats", cookies: []*http.Cookie{admin}})).Queue
		}
		if q := queue(); q.MembershipRequests != 2 {
			t.Fatalf("overview membershipRequests = %d, want 2", q.MembershipRequests)
		}

		// Nobody but an admin reaches the queue or decides on it.
		for _, r := range []req{
			{method: "GET", url: "/api/admin/membership-requests"},
			{method: "POST", url: urlf("/api/admin/members/%d/approve", amyID), body: map[string]string{}},
			{method: "POST", url: urlf("/api/admin/members/%d/decline", amyID), body: map[string]string{}},
		} {
			if rec := env.do(r); rec.Code != http.StatusUnauthorized {
				t.Errorf("anonymous %s %s: %d, want 401", r.method, r.url, rec.Code)
			}
			r.cookies = []*http.Cookie{amyC}
			if rec := env.do(r); rec.Code != http.StatusForbidden {
				t.Errorf("member %s %s: %d, want 403", r.method, r.url, rec.Code)
			}
		}
		if q := queue(); q.MembershipRequests != 2 {
			t.Fatalf("refused calls changed the queue: %d", q.MembershipRequests)
		}

		// Push devices, to see approval queue a push.
		p256dh, secret := pushtest.Keys(t)
		env.subscribe(t, amyC, subscribeBody("https://push.example.com/amy", p256dh, secret))
		env.subscribe(t, sitiC, subscribeBody("https://push.example.com/siti", p256dh, secret))

		// Bad input: a number too long, a number another member holds, an
		// unknown member, a malformed body. None changes anything.
		taken := env.createMember(t, "Holder", "0125550009", "", "BHG-HELD")
		for _, c := range []struct {
			url, code string
			body      any
			status    int
			field     string
			fieldCode string
		}{
			{urlf("/api/admin/members/%d/approve", amyID), "too_long", map[string]string{"membershipNumber": "123456789012345678901234567890123"}, 400, "membershipNumber", "too_long"},
			{urlf("/api/admin/members/%d/approve", amyID), "membership_number_taken", map[string]string{"membershipNumber": *taken.MembershipNumber}, 409, "membershipNumber", "membership_number_taken"},
			{"/api/admin/members/999999/approve", "not_found", map[string]string{}, 404, "", ""},
			{"/api/admin/members/999999/decline", "not_found", map[string]string{}, 404, "", ""},
			{urlf("/api/admin/members/%d/approve", taken.ID), "not_awaiting_approval", map[string]string{}, 404, "", ""},
			{urlf("/api/admin/members/%d/approve", amyID), "invalid_json", "{", 400, "", ""},
			{"/api/admin/members/abc/approve", "", map[string]string{}, 400, "", ""},
		} {
			rec := env.do(req{method: "POST", url: c.url, body: c.body, cookies: []*http.Cookie{admin}})
			checkResponse(t, rec, c.status, nil, nil)
			var fields map[string]string
			if c.field != "" {
				fields = map[string]string{c.field: c.fieldCode}
			}
			checkCodes(t, rec, c.code, fields)
		}
		if q := queue(); q.MembershipRequests != 2 {
			t.Fatalf("refused approvals changed the queue: %d", q.MembershipRequests)
		}
		if n := env.countRows(t, (*store.Notification)(nil), "type = ?", store.NotificationMembershipApproved); n != 0 {
			t.Fatalf("refused approvals wrote %d notifications", n)
		}

		// Approve Amy: no number asked for, so one is drawn.
		var approved struct {
			ID               int64  `json:"id"`
			MembershipNumber string `json:"membershipNumber"`
		}
		if err := json.Unmarshal(env.adminDo(t, admin, "POST", urlf("/api/admin/members/%d/approve", amyID), map[string]string{}, http.StatusOK), &approved); err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(`^BHG\d{6}$`).MatchString(approved.MembershipNumber) {
			t.Fatalf("drawn number = %q", approved.MembershipNumber)
		}
		profile = decode[map[string]any](t, env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{amyC}}))
		if profile["membershipPending"] != false || profile["membershipNumber"] != approved.MembershipNumber {
			t.Fatalf("approved member's profile = %v", profile)
		}
		amy, err := env.store.MemberByID(ctx, amyID)
		if err != nil {
			t.Fatal(err)
		}
		note := env.latestNotification(t, amy, amyC)
		if note == nil || note["type"] != "MEMBERSHIP_APPROVED" || note["title"] != "Membership approved" ||
			note["message"] != "Your membership number is "+approved.MembershipNumber+". Member rates now apply when you register for events." {
			t.Fatalf("Amy's notification = %v", note)
		}
		// Member rates now: the member rate is accepted.
		env.adminDo(t, amyC, "POST", urlf("/api/events/%d/register", ev.ID), map[string]string{"guestRateType": "Member Weekday"}, http.StatusCreated)

		// A second approval of the same member is refused.
		rec = env.do(req{method: "POST", url: urlf("/api/admin/members/%d/approve", amyID), body: map[string]string{}, cookies: []*http.Cookie{admin}})
		checkResponse(t, rec, http.StatusNotFound, nil, nil)
		checkCodes(t, rec, "not_awaiting_approval", nil)

		// Siti gets the number she asked for, and is told in Malay.
		if err := json.Unmarshal(env.adminDo(t, admin, "POST", urlf("/api/admin/members/%d/approve", sitiID), map[string]string{"membershipNumber": "  "}, http.StatusOK), &approved); err != nil {
			t.Fatal(err)
		}
		if approved.MembershipNumber != "KGB-77" {
			t.Fatalf("Siti's number = %q, want the requested KGB-77", approved.MembershipNumber)
		}
		siti, err := env.store.MemberByID(ctx, sitiID)
		if err != nil {
			t.Fatal(err)
		}
		note = env.latestNotification(t, siti, sitiC)
		if note == nil || note["title"] != "Keahlian diluluskan" || note["message"] != "Nombor keahlian anda ialah KGB-77. Kadar ahli kini terpakai apabila anda mendaftar untuk acara." {
			t.Fatalf("Siti's notification = %v", note)
		}
		// One push per approved member's device.
		if n := env.countRows(t, (*store.PushOutbox)(nil), "1 = 1"); n != 2 {
			t.Fatalf("push outbox rows = %d, want 2", n)
		}
		if q := queue(); q.MembershipRequests != 0 {
			t.Fatalf("queue after approvals = %d", q.MembershipRequests)
		}

		// Decline: out of the queue, no number, no notice; a number the
		// admin types approves as given.
		benBody, benC := env.signUp(t, "Ben Declined", "0125550004", "", "en")
		benID := int64(benBody["id"].(float64))
		env.adminDo(t, admin, "POST", urlf("/api/admin/members/%d/decline", benID), map[string]string{}, http.StatusOK)
		rec = env.do(req{method: "POST", url: urlf("/api/admin/members/%d/decline", benID), body: map[string]string{}, cookies: []*http.Cookie{admin}})
		checkResponse(t, rec, http.StatusNotFound, nil, nil)
		checkCodes(t, rec, "not_awaiting_approval", nil)
		profile = decode[map[string]any](t, env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{benC}}))
		if profile["membershipPending"] != false || profile["membershipNumber"] != nil {
			t.Fatalf("declined member's profile = %v", profile)
		}
		carlBody, _ := env.signUp(t, "Carl Typed", "0125550005", "", "en")
		if err := json.Unmarshal(env.adminDo(t, admin, "POST", urlf("/api/admin/members/%v/approve", carlBody["id"]), map[string]string{"membershipNumber": " BHG-500 "}, http.StatusOK), &approved); err != nil {
			t.Fatal(err)
		}
		if approved.MembershipNumber != "BHG-500" {
			t.Fatalf("typed number = %q", approved.MembershipNumber)
		}
		if q := queue(); q.MembershipRequests != 0 {
			t.Fatalf("queue at the end = %d", q.MembershipRequests)
		}

		// A number given in the member form answers a waiting sign-up too.
		danBody, _ := env.signUp(t, "Dan Edited", "0125550006", "", "en")
		env.adminDo(t, admin, "PUT", urlf("/api/admin/members/%v", danBody["id"]), map[string]any{
			"name": "Dan Edited", "phone": "0125550006", "email": "dan@example.test", "membershipNumber": "BHG-600", "isActive": true,
		}, http.StatusOK)
		if q := queue(); q.MembershipRequests != 0 {
			t.Fatalf("a number given by hand left the member waiting: %d", q.MembershipRequests)
		}
	})
}
