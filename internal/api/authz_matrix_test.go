package api

import (
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"testing"

	"golfclub/internal/demo"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// authzRow is one admin endpoint: the pattern as docs/api.md names
// it, and how to call it successfully on the fixture.
type authzRow struct {
	pattern string // "METHOD /path/{param}" as in the docs
	url     string
	body    any
	headers map[string]string
	want    int // the admin's status
	// memberView: members may call it too (and get their own, smaller
	// view); the matrix then checks they do not get the admin's fields.
	memberView bool
}

// authzFixture holds one of everything the admin routes act on, with a
// spare of each thing a route deletes.
type authzFixture struct {
	member, spareMember       *store.Member
	event, spareEvent         *store.Event
	reg, spareReg, slipReg    *store.Registration
	flight, spareFlight       *store.Flight
	place                     *store.FlightMember
	fileID                    string
	contactID, spareContactID int64
	// waitEventID is a full event with two members waiting (entries).
	waitEventID, waitEntryID, spareWaitEntryID int64
	postID, sparePostID, photoID, sparePhotoID int64
	deletionID, spareDeletionID                int64
	// waitingID is a sign-up waiting for membership approval.
	waitingID int64
	// golfEventID is a scored event with two players and prizeID a side
	// prize of it.
	golfEventID, prizeID int64
	// courseID is the course fx.event and fx.spareEvent are scored on;
	// spareCourseID one no event uses.
	courseID, spareCourseID int64
}

func newAuthzFixture(t *testing.T, env *testEnv) *authzFixture {
	t.Helper()
	ctx := t.Context()
	fx := &authzFixture{}
	var cookie *http.Cookie
	fx.member, cookie = env.seedMember(t, "Matrix Member", "BHG-900")
	fx.spareMember, _ = env.seedMember(t, "Spare Member", "")
	other, _ := env.seedMember(t, "Other Member", "")
	third, _ := env.seedMember(t, "Third Member", "")
	waiting, _ := env.seedMember(t, "Waiting Member", "")
	since := testNow
	waiting.MembershipPendingSince = &since
	if err := env.store.UpdateMember(ctx, waiting, false, testNow); err != nil {
		t.Fatal(err)
	}
	fx.waitingID = waiting.ID
	fx.event = env.mkEvent(t, "Matrix Cup", "2026-12-05", 10)
	fx.spareEvent = env.mkEvent(t, "Spare Cup", "2026-12-06", 10)
	fx.reg = env.mkReg(t, fx.event, fx.member, "Member Weekday")
	fx.spareReg = env.mkReg(t, fx.event, other, "Non-Member Weekday")
	fx.slipReg = env.mkReg(t, fx.spareEvent, fx.member, "Member Weekday")
	env.mkReg(t, fx.event, third, "Non-Member Weekday")
	fx.flight = env.mkFlight(t, fx.event, 1, 4)
	fx.spareFlight = env.mkFlight(t, fx.event, 2, 4)
	fx.place = env.mkPlace(t, fx.flight, fx.reg, 1)
	full := env.mkEvent(t, "Full Cup", "2026-12-07", 1)
	env.mkReg(t, full, other, "Non-Member Weekday")
	fx.waitEventID = full.ID
	for _, w := range []struct {
		m  *store.Member
		id *int64
	}{{fx.member, &fx.waitEntryID}, {third, &fx.spareWaitEntryID}} {
		e := &store.WaitlistEntry{EventID: full.ID, MemberID: w.m.ID, MemberName: w.m.Name, MemberPhone: w.m.Phone, GuestRateType: "Non-Member Weekday"}
		if _, err := store.AppendToWaitlist(ctx, env.store.DB(), e); err != nil {
			t.Fatal(err)
		}
		*w.id = e.ID
	}

	up := env.upload(t, cookie, pngBytes)
	fx.fileID = up.FileID
	env.adminDo(t, cookie, "POST", urlf("/api/payment/%d/reference", fx.slipReg.ID), map[string]string{"fileUrl": up.FileURL, "fileName": "slip.png"}, 200)

	// Pending data deletion requests: one to confirm, one to reject.
	for _, d := range []struct {
		id *int64
		m  *store.Member
	}{{&fx.deletionID, fx.spareMember}, {&fx.spareDeletionID, other}} {
		r, err := env.store.CreateDeletionRequest(ctx, d.m.ID, testNow)
		if err != nil {
			t.Fatal(err)
		}
		*d.id = r.ID
	}
	course, err := env.services.Scoring.CreateCourse(ctx, demo.HomeCourse())
	if err != nil {
		t.Fatal(err)
	}
	fx.courseID = course.ID
	spareCourse := demo.HomeCourse()
	spareCourse.Name = "Spare Course"
	spare, err := env.services.Scoring.CreateCourse(ctx, spareCourse)
	if err != nil {
		t.Fatal(err)
	}
	fx.spareCourseID = spare.ID
	for _, ev := range []*store.Event{fx.event, fx.spareEvent} {
		if _, err := env.services.Scoring.SetSettings(ctx, ev.ID, golfSettingsBody(fx.courseID)); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []*int64{&fx.contactID, &fx.spareContactID} {
		m := &store.ContactMessage{FirstName: "A", LastName: "B", Email: "a@example.my", Subject: "Other", Message: "Hello there", CreatedAt: testNow}
		if err := env.store.CreateContactMessage(ctx, m); err != nil {
			t.Fatal(err)
		}
		*id = m.ID
	}
	for _, id := range []*int64{&fx.postID, &fx.sparePostID} {
		p := &store.BlogPost{Title: "Post title", Content: "Some content here.", CreatedAt: testNow, IsPublished: true}
		if err := env.store.CreatePost(ctx, p); err != nil {
			t.Fatal(err)
		}
		*id = p.ID
	}
	round := storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Matrix Medal", Players: []*int{nil, nil}})
	fx.golfEventID = round.Event.ID
	prize := &store.SidePrize{EventID: round.Event.ID, Kind: model.SidePrizeLongestDrive, Hole: 1, CreatedAt: testNow}
	if err := env.store.CreateSidePrize(ctx, prize); err != nil {
		t.Fatal(err)
	}
	fx.prizeID = prize.ID
	for _, id := range []*int64{&fx.photoID, &fx.sparePhotoID} {
		p := &store.Photo{Title: "Photo", URL: "/p.jpg", Category: "course", CreatedAt: testNow}
		if err := env.store.CreatePhoto(ctx, p); err != nil {
			t.Fatal(err)
		}
		*id = p.ID
	}
	return fx
}

// authzRows lists every admin endpoint of docs/api.md except the public
// sign-in calls, in an order where each call still finds what it needs:
// reads first, then changes, then deletes, and logout last.
func authzRows(fx *authzFixture) []authzRow {
	memberBody := memberBody("Matrix New", "012-880 0001", "matrix.new@example.my", "", "secret1")
	flightBody := map[string]any{"eventId": fx.event.ID, "flightNumber": 3, "teeTime": "08:00", "maxPlayers": 4, "startingHole": 1}
	post := map[string]any{"title": "New post", "content": "Content of the post.", "category": "news", "isPublished": true}
	imageBody, imageHeaders := imageForm(nil, "file", testJPEG(nil, 40, 30))
	return []authzRow{
		{pattern: "GET /api/admin/me", url: "/api/admin/me", want: 200},
		{pattern: "GET /api/admin/stats", url: "/api/admin/stats", want: 200},
		{pattern: "GET /api/admin/payments/analytics", url: "/api/admin/payments/analytics?from=2026-01-01&to=2026-12-31", want: 200},
		{pattern: "GET /api/admin/backup", url: "/api/admin/backup", want: 200},
		{pattern: "GET /api/admin/insights", url: "/api/admin/insights?days=30", want: 200},
		{pattern: "GET /api/admin/members", url: "/api/admin/members", want: 200},
		{pattern: "POST /api/admin/members", url: "/api/admin/members", body: memberBody, want: 201},
		{pattern: "PUT /api/admin/members/{id}", url: urlf("/api/admin/members/%d", fx.member.ID),
			body: memberBody2(fx.member), want: 200},
		{pattern: "POST /api/events", url: "/api/events", body: eventBody(), want: 201},
		{pattern: "PUT /api/events/{id}", url: urlf("/api/events/%d", fx.event.ID), body: eventBody(), want: 200},
		{pattern: "GET /api/registrations/all", url: "/api/registrations/all", want: 200},
		{pattern: "GET /api/events/{id}/registrations", url: urlf("/api/events/%d/registrations", fx.event.ID), want: 200, memberView: true},
		{pattern: "PUT /api/admin/payment-status/{registrationId}", url: urlf("/api/admin/payment-status/%d", fx.reg.ID),
			body: map[string]any{"isPaid": true}, want: 200},
		{pattern: "GET /api/admin/events/{id}/waitlist", url: urlf("/api/admin/events/%d/waitlist", fx.waitEventID), want: 200},
		{pattern: "POST /api/admin/events/{id}/waitlist/{entryId}/move", url: urlf("/api/admin/events/%d/waitlist/%d/move", fx.waitEventID, fx.waitEntryID),
			body: map[string]any{"direction": "down"}, want: 200},
		{pattern: "GET /api/flights/all", url: "/api/flights/all", want: 200},
		{pattern: "GET /api/admin/flights/{id}", url: urlf("/api/admin/flights/%d", fx.flight.ID), want: 200},
		{pattern: "POST /api/admin/flights", url: "/api/admin/flights", body: flightBody, want: 201},
		{pattern: "PUT /api/admin/flights/{id}", url: urlf("/api/admin/flights/%d", fx.flight.ID), body: with(flightBody, "flightNumber", 1), want: 200},
		{pattern: "GET /api/admin/flights/{id}/members", url: urlf("/api/admin/flights/%d/members", fx.flight.ID), want: 200},
		{pattern: "GET /api/admin/flights/{eventId}/available-members", url: urlf("/api/admin/flights/%d/available-members", fx.event.ID), want: 200},
		{pattern: "POST /api/admin/flights/{id}/members", url: urlf("/api/admin/flights/%d/members", fx.flight.ID),
			body: map[string]any{"registrationId": fx.spareReg.ID, "position": 2}, want: 201},
		{pattern: "GET /api/admin/payment-references", url: "/api/admin/payment-references", want: 200},
		{pattern: "GET /api/admin/payment-reference-file/payment-references/{fileId}",
			url: "/api/admin/payment-reference-file/payment-references/" + fx.fileID, want: 200},
		{pattern: "GET /api/contact", url: "/api/contact", want: 200},
		{pattern: "PATCH /api/admin/contact/{id}", url: urlf("/api/admin/contact/%d", fx.contactID), body: map[string]any{"isRead": true}, want: 200},
		{pattern: "PUT /api/admin/settings", url: "/api/admin/settings", body: map[string]any{"bankName": "CIMB"}, want: 200},
		{pattern: "GET /api/admin/settings/qr", url: "/api/admin/settings/qr", want: 200},
		{pattern: "POST /api/admin/settings/qr", url: "/api/admin/settings/qr", body: pngBytes, headers: map[string]string{"Content-Type": "image/png"}, want: 200},
		{pattern: "POST /api/admin/images", url: "/api/admin/images", body: imageBody, headers: imageHeaders, want: 201},
		{pattern: "GET /api/admin/blog", url: "/api/admin/blog", want: 200},
		{pattern: "POST /api/admin/blog", url: "/api/admin/blog", body: post, want: 201},
		{pattern: "PUT /api/admin/blog/{id}", url: urlf("/api/admin/blog/%d", fx.postID), body: post, want: 200},
		{pattern: "GET /api/admin/photos", url: "/api/admin/photos", want: 200},
		{pattern: "POST /api/admin/photos", url: "/api/admin/photos", body: map[string]any{"title": "New", "url": "/n.jpg", "category": "social"}, want: 201},
		{pattern: "GET /api/admin/deletion-requests", url: "/api/admin/deletion-requests", want: 200},
		{pattern: "GET /api/admin/membership-requests", url: "/api/admin/membership-requests", want: 200},
		{pattern: "POST /api/admin/members/{id}/approve", url: urlf("/api/admin/members/%d/approve", fx.waitingID), body: map[string]any{}, want: 200},
		{pattern: "POST /api/admin/members/{id}/decline", url: urlf("/api/admin/members/%d/decline", fx.waitingID), body: map[string]any{}, want: 200},
		{pattern: "POST /api/admin/events/{id}/shift-tee-times", url: urlf("/api/admin/events/%d/shift-tee-times", fx.event.ID),
			body: map[string]any{"minutes": 30}, want: 200},
		{pattern: "POST /api/admin/deletion-requests/{id}/reject", url: urlf("/api/admin/deletion-requests/%d/reject", fx.spareDeletionID),
			body: map[string]any{"reason": "Payment dispute open"}, want: 200},
		{pattern: "GET /api/admin/events/{id}/side-prizes", url: urlf("/api/admin/events/%d/side-prizes", fx.golfEventID), want: 200},
		{pattern: "POST /api/admin/events/{id}/side-prizes", url: urlf("/api/admin/events/%d/side-prizes", fx.golfEventID),
			body: map[string]any{"kind": "nearest_pin", "hole": 3, "memberId": nil, "distance": ""}, want: 201},
		{pattern: "PUT /api/admin/events/{id}/side-prizes/{prizeId}", url: urlf("/api/admin/events/%d/side-prizes/%d", fx.golfEventID, fx.prizeID),
			body: map[string]any{"kind": "longest_drive", "hole": 9, "memberId": nil, "distance": "280 y"}, want: 200},
		{pattern: "GET /api/admin/order-of-merit", url: "/api/admin/order-of-merit", want: 200},
		{pattern: "PUT /api/admin/order-of-merit", url: "/api/admin/order-of-merit", body: map[string]any{"bestN": 3}, want: 200},
		{pattern: "POST /api/admin/events/{id}/finalise", url: urlf("/api/admin/events/%d/finalise", fx.golfEventID), want: 200},
		{pattern: "GET /api/admin/courses", url: "/api/admin/courses", want: 200},
		{pattern: "POST /api/admin/courses", url: "/api/admin/courses", body: courseBody("Matrix Course"), want: 201},
		{pattern: "PUT /api/admin/courses/{id}", url: urlf("/api/admin/courses/%d", fx.courseID), body: courseBody("Renamed Course"), want: 200},
		{pattern: "PUT /api/admin/members/{id}/handicap", url: urlf("/api/admin/members/%d/handicap", fx.member.ID),
			body: map[string]any{"index": 12.4}, want: 200},
		{pattern: "PUT /api/admin/events/{id}/golf", url: urlf("/api/admin/events/%d/golf", fx.event.ID), body: golfSettingsBody(fx.courseID), want: 200},
		{pattern: "GET /api/admin/events/{id}/scores", url: urlf("/api/admin/events/%d/scores", fx.event.ID), want: 200},
		{pattern: "POST /api/admin/events/{id}/scores", url: urlf("/api/admin/events/%d/scores", fx.event.ID),
			body: map[string]any{"entries": []map[string]any{{"registrationId": fx.reg.ID, "hole": 1, "strokes": 4, "pickedUp": false, "revision": 1}}}, want: 200},
		{pattern: "PUT /api/admin/events/{id}/cards/{registrationId}/status", url: urlf("/api/admin/events/%d/cards/%d/status", fx.event.ID, fx.reg.ID),
			body: map[string]any{"status": "NR"}, want: 200},
		{pattern: "GET /api/admin/events/{id}/score-log", url: urlf("/api/admin/events/%d/score-log", fx.event.ID), want: 200},
		{pattern: "GET /api/export/events/excel", url: "/api/export/events/excel", want: 200},
		{pattern: "GET /api/export/members/excel", url: "/api/export/members/excel", want: 200},
		{pattern: "GET /api/export/registrations/excel", url: "/api/export/registrations/excel", want: 200},
		{pattern: "GET /api/export/flights/excel", url: "/api/export/flights/excel", want: 200},
		{pattern: "GET /api/export/payment-analytics/excel", url: "/api/export/payment-analytics/excel", want: 200},
		{pattern: "GET /api/export/events/{id}/registrations/excel", url: urlf("/api/export/events/%d/registrations/excel", fx.event.ID), want: 200},
		// Deletes, each on its own spare.
		{pattern: "DELETE /api/admin/flights/{flightId}/members/{memberId}", url: urlf("/api/admin/flights/%d/members/%d", fx.flight.ID, fx.place.ID), want: 200},
		{pattern: "DELETE /api/admin/flights/{id}", url: urlf("/api/admin/flights/%d", fx.spareFlight.ID), want: 200},
		{pattern: "DELETE /api/admin/events/{id}/registrations", url: urlf("/api/admin/events/%d/registrations", fx.event.ID),
			body: map[string]any{"memberPhone": fx.spareReg.MemberPhone}, want: 200},
		{pattern: "DELETE /api/admin/events/{id}/waitlist/{entryId}", url: urlf("/api/admin/events/%d/waitlist/%d", fx.waitEventID, fx.spareWaitEntryID), want: 200},
		{pattern: "DELETE /api/admin/payment-references/{id}", url: urlf("/api/admin/payment-references/%d", fx.slipReg.ID), want: 200},
		{pattern: "DELETE /api/admin/events/{id}/side-prizes/{prizeId}", url: urlf("/api/admin/events/%d/side-prizes/%d", fx.golfEventID, fx.prizeID), want: 200},
		{pattern: "DELETE /api/admin/contact/{id}", url: urlf("/api/admin/contact/%d", fx.spareContactID), want: 200},
		{pattern: "DELETE /api/admin/blog/{id}", url: urlf("/api/admin/blog/%d", fx.sparePostID), want: 200},
		{pattern: "DELETE /api/admin/photos/{id}", url: urlf("/api/admin/photos/%d", fx.sparePhotoID), want: 200},
		{pattern: "POST /api/admin/deletion-requests/{id}/confirm", url: urlf("/api/admin/deletion-requests/%d/confirm", fx.deletionID), want: 200},
		{pattern: "DELETE /api/admin/courses/{id}", url: urlf("/api/admin/courses/%d", fx.spareCourseID), want: 200},
		{pattern: "DELETE /api/admin/events/{id}/golf", url: urlf("/api/admin/events/%d/golf", fx.spareEvent.ID), want: 200},
		{pattern: "DELETE /api/admin/members/{id}", url: urlf("/api/admin/members/%d", fx.spareMember.ID), want: 200},
		{pattern: "DELETE /api/events/{id}", url: urlf("/api/events/%d", fx.spareEvent.ID), want: 200},
		{pattern: "POST /api/admin/logout", url: "/api/admin/logout", want: 200},
	}
}

// courseBody is the demo home course under another name, as the admin's
// course form sends it.
func courseBody(name string) scoring.Course {
	c := demo.HomeCourse()
	c.Name = name
	return scoring.Course{Course: c}
}

// golfSettingsBody scores an event on course courseID from the Blue tee.
func golfSettingsBody(courseID int64) scoring.SettingsInput {
	return scoring.SettingsInput{CourseID: courseID, Tee: "Blue", Format: "stableford", LeaderboardPublic: true}
}

func memberBody2(m *store.Member) map[string]any {
	return memberBody(m.Name, m.Phone, "matrix@example.my", "BHG-900", "")
}

// TestAdminAuthorizationMatrix calls every admin endpoint as an anonymous
// caller (401), as a signed-in member (403) and as an admin (2xx). One
// documented exception: GET /api/events/{id}/registrations is also the
// members' participant list (they get 200 without the admin fields). Every
// call is a row of its own on a fresh fixture.
func TestAdminAuthorizationMatrix(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newAuthzFixture(t, env)
			member := env.memberSession(t, fx.member.ID)
			admin := env.seedAdmin(t) // a session straight in the store: no password hashing per row
			// A refused call changes nothing.
			unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if got := env.seats(t, fx.event.ID); got != 3 {
					t.Fatalf("refused call changed the event: registered %d", got)
				}
				if list, err := env.store.Waitlist(t.Context(), fx.waitEventID); err != nil || len(list) != 2 || list[0].ID != fx.waitEntryID {
					t.Fatalf("refused call changed the waitlist: %+v, %v", list, err)
				}
			}
			var rows []scenario
			for _, row := range authzRows(fx) {
				method, _, _ := strings.Cut(row.pattern, " ")
				call := scenario{method: method, url: row.url, body: row.body, headers: row.headers}
				anonymous, asMember, asAdmin := call, call, call
				anonymous.name, anonymous.wantStatus, anonymous.wantCode, anonymous.after = "anonymous "+row.pattern, http.StatusUnauthorized, "unauthorized", unchanged
				asMember.name, asMember.cookies, asMember.after = "member "+row.pattern, []*http.Cookie{member}, unchanged
				if row.memberView {
					asMember.wantStatus = http.StatusOK
					asMember.wantNotContains = []string{"memberEmail", "membershipNumber", fx.spareReg.MemberPhone}
				} else {
					asMember.wantStatus, asMember.wantCode, asMember.wantContains = http.StatusForbidden, "forbidden", []string{"Admin access required"}
				}
				asAdmin.name, asAdmin.cookies, asAdmin.wantStatus = "admin "+row.pattern, []*http.Cookie{admin}, row.want
				if row.pattern == "POST /api/admin/logout" {
					// After logout the admin cookie is worthless.
					asAdmin.after = func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if rec := env.do(req{method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{admin}}); rec.Code != http.StatusUnauthorized {
							t.Errorf("me after logout: %d", rec.Code)
						}
					}
				}
				rows = append(rows, anonymous, asMember, asAdmin)
			}
			return rows
		})
	})
}

// TestAdminMatrixCoversDocs: every call the admin API part of docs/api.md
// lists (except the public sign-in calls) has a row in the matrix, so a new
// admin route cannot be documented without its authorization being tested.
func TestAdminMatrixCoversDocs(t *testing.T) {
	whole, err := os.ReadFile("../../docs/api.md")
	if err != nil {
		t.Skipf("docs/api.md not found: %v", err)
	}
	// The admin API is what lies between its two markers.
	_, doc, ok := strings.Cut(string(whole), "<!-- admin-api: every call")
	if ok {
		doc, _, ok = strings.Cut(doc, "<!-- admin-api: end -->")
	}
	if !ok {
		t.Fatal("docs/api.md lacks the admin-api markers around the admin API")
	}
	public := map[string]bool{
		"GET /api/events": true, "GET /api/files/club/{name}": true, "GET /api/files/images/{name}": true, "POST /api/admin/login": true, "POST /api/admin/reset-password-request": true, "POST /api/admin/reset-password": true,
		"GET /api/admin/session": true,
	}
	norm := regexp.MustCompile(`\{[^}]*\}`)
	have := map[string]bool{}
	for _, row := range authzRows(&authzFixture{
		member: &store.Member{}, spareMember: &store.Member{}, event: &store.Event{}, spareEvent: &store.Event{},
		reg: &store.Registration{}, spareReg: &store.Registration{}, slipReg: &store.Registration{},
		flight: &store.Flight{}, spareFlight: &store.Flight{}, place: &store.FlightMember{},
	}) {
		have[norm.ReplaceAllString(row.pattern, "{}")] = true
	}
	calls := regexp.MustCompile("(GET|POST|PUT|PATCH|DELETE) (/api/[^\\s|`,()]+)")
	exports := regexp.MustCompile(`/api/export/[^\s,]+`)
	var want []string
	for _, m := range calls.FindAllStringSubmatch(doc, -1) {
		want = append(want, m[1]+" "+strings.TrimRight(m[2], "."))
	}
	for _, p := range exports.FindAllString(doc, -1) {
		want = append(want, "GET "+strings.TrimRight(p, "."))
	}
	if len(want) < 40 {
		t.Fatalf("found only %d calls in the docs: %v", len(want), want)
	}
	for _, w := range want {
		if public[w] {
			continue
		}
		if !have[norm.ReplaceAllString(w, "{}")] {
			t.Errorf("%s is documented but not in the authorization matrix", w)
		}
	}
}

// TestMemberLocaleAuthorization: the language route acts only on the
// signed-in member's own account (it takes no member id), refuses callers
// without a member session, an admin's included, and changes nothing for
// them.
func TestMemberLocaleAuthorization(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			amy, amyC := env.seedMember(t, "Amy First", "")
			ben, _ := env.seedMember(t, "Ben Second", "")
			admin := env.seedAdmin(t)
			nobodyChanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if a, b := env.memberLocale(t, amy.ID), env.memberLocale(t, ben.ID); a != "en" || b != "en" {
					t.Fatalf("locales %q, %q after a refused call", a, b)
				}
			}
			body := map[string]any{"locale": "ms", "memberId": ben.ID}
			return []scenario{
				{name: "anonymous PUT /api/member/locale", method: "PUT", url: "/api/member/locale", body: body, wantStatus: http.StatusUnauthorized, wantCode: "unauthorized", after: nobodyChanged},
				{name: "admin PUT /api/member/locale", method: "PUT", url: "/api/member/locale", body: body, cookies: []*http.Cookie{admin}, wantStatus: http.StatusUnauthorized, wantCode: "unauthorized", after: nobodyChanged},
				{name: "member PUT /api/member/locale sets their own only", method: "PUT", url: "/api/member/locale", body: body, cookies: []*http.Cookie{amyC}, wantStatus: http.StatusOK,
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if a, b := env.memberLocale(t, amy.ID), env.memberLocale(t, ben.ID); a != "ms" || b != "en" {
							t.Fatalf("locales %q, %q: want Amy's changed and Ben's not", a, b)
						}
					}},
			}
		})
	})
}
