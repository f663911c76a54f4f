package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"golfclub/internal/store"
)

// TestSignUpPrivacyConsent: sign-up needs the ticked consent box for the
// current notice version, and records when and which.
func TestSignUpPrivacyConsent(t *testing.T) {
	body := func(consent any, version string) map[string]any {
		return map[string]any{"name": "Siti Aminah", "phone": "0123456789", "password": "secret1",
			"privacyConsent": consent, "privacyNoticeVersion": version}
	}
	noMember := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
		if n := env.countRows(t, (*store.Member)(nil), "1=1"); n != 0 {
			t.Errorf("members = %d after a refused sign-up, want 0", n)
		}
	}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			return []scenario{
				{name: "no consent", method: "POST", url: "/api/member/register", body: body(false, PrivacyNoticeVersion),
					wantStatus: 400, wantCode: "privacy_consent_required", wantFields: map[string]string{"privacyConsent": "privacy_consent_required"}, after: noMember},
				{name: "consent left out", method: "POST", url: "/api/member/register",
					body:       map[string]any{"name": "Siti Aminah", "phone": "0123456789", "password": "secret1"},
					wantStatus: 400, wantCode: "privacy_consent_required", after: noMember},
				{name: "consent of wrong type", method: "POST", url: "/api/member/register", body: body("yes", PrivacyNoticeVersion),
					wantStatus: 400, wantCode: "wrong_type", after: noMember},
				{name: "old notice version", method: "POST", url: "/api/member/register", body: body(true, "2020-01-01"),
					wantStatus: 400, wantCode: "privacy_notice_outdated", after: noMember},
				{name: "consent recorded", method: "POST", url: "/api/member/register", body: body(true, PrivacyNoticeVersion),
					wantStatus: 201, after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						m, err := env.store.MemberByPhone(context.Background(), "0123456789")
						if err != nil {
							t.Fatal(err)
						}
						if m.PrivacyConsentAt == nil || !m.PrivacyConsentAt.Equal(testNow) || m.PrivacyNoticeVersion == nil || *m.PrivacyNoticeVersion != PrivacyNoticeVersion {
							t.Errorf("consent = %v %v, want %v %s", m.PrivacyConsentAt, m.PrivacyNoticeVersion, testNow, PrivacyNoticeVersion)
						}
					}},
			}
		})
	})
}

// pdpaFixture is a member with a paid past registration carrying a slip,
// an upcoming registration in a flight with another member, and a
// notification; plus that other member and an admin.
type pdpaFixture struct {
	amyC, benC, admin *http.Cookie
	amy, ben          *store.Member
	past, future      *store.Event
	pastReg, futReg   int64
	slip              uploadResult
}

func newPDPAFixture(t *testing.T, env *testEnv) *pdpaFixture {
	t.Helper()
	ctx := context.Background()
	f := &pdpaFixture{admin: env.loginAdmin(t)}
	f.amyC = env.registerMember(t, "Amy <b>Tan</b>", "0121112222", "amy@example.my", "secret1", "")
	var err error
	if f.amy, err = env.store.MemberByPhone(ctx, "0121112222"); err != nil {
		t.Fatal(err)
	}
	f.ben, f.benC = env.seedMember(t, "Ben Lim", "")
	f.past = env.mkEvent(t, "October Medal", "2026-10-10", 10)
	f.future = env.mkEvent(t, "December Medal", "2026-12-05", 10)
	pr := env.mkReg(t, f.past, f.amy, "Non-Member Weekday")
	fr := env.mkReg(t, f.future, f.amy, "Non-Member Weekday")
	benReg := env.mkReg(t, f.future, f.ben, "Non-Member Weekday")
	f.pastReg, f.futReg = pr.ID, fr.ID
	f.slip = env.upload(t, f.amyC, pngBytes)
	rec := env.do(req{method: "POST", url: "/api/payment/" + itoa(pr.ID) + "/reference", cookies: []*http.Cookie{f.amyC},
		body: map[string]string{"fileUrl": f.slip.FileURL, "fileName": "slip <oct>.png"}})
	if rec.Code != http.StatusOK {
		t.Fatalf("save reference: %d %s", rec.Code, rec.Body)
	}
	if err := env.store.SetPaid(ctx, pr.ID, true); err != nil {
		t.Fatal(err)
	}
	fl := env.mkFlight(t, f.future, 1, 4)
	env.mkPlace(t, fl, fr, 1)
	env.mkPlace(t, fl, benReg, 2)
	return f
}

func TestMemberDataExport(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			f := newPDPAFixture(t, env)
			// Authorisation: nobody but a signed-in member gets an export,
			// and it is always the caller's own.
			for _, c := range []struct {
				name    string
				cookies []*http.Cookie
				status  int
			}{{"anonymous", nil, 401}, {"admin", []*http.Cookie{f.admin}, 401}} {
				if rec := env.do(req{method: "GET", url: "/api/member/data-export", cookies: c.cookies}); rec.Code != c.status {
					t.Errorf("%s: status %d, want %d", c.name, rec.Code, c.status)
				}
			}
			if rec := env.do(req{method: "GET", url: "/api/member/data-export?format=pdf", cookies: []*http.Cookie{f.amyC}}); rec.Code != 400 || !strings.Contains(rec.Body.String(), "invalid_format") {
				t.Errorf("format=pdf: %d %s", rec.Code, rec.Body)
			}

			rec := env.do(req{method: "GET", url: "/api/member/data-export", cookies: []*http.Cookie{f.amyC}})
			if rec.Code != 200 {
				t.Fatalf("export: %d %s", rec.Code, rec.Body)
			}
			if cd := rec.Header().Get("Content-Disposition"); cd != `attachment; filename="my-data-2026-11-21.json"` {
				t.Errorf("Content-Disposition = %q", cd)
			}
			body := rec.Body.String()
			var got dataExport
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if got.Profile.Phone != "0121112222" || got.Profile.Email == nil || *got.Profile.Email != "amy@example.my" || got.Profile.Locale != "en" {
				t.Errorf("profile = %+v", got.Profile)
			}
			if got.Consent.NoticeVersion == nil || *got.Consent.NoticeVersion != PrivacyNoticeVersion {
				t.Errorf("consent = %+v", got.Consent)
			}
			if len(got.Registrations) != 2 {
				t.Fatalf("registrations = %+v", got.Registrations)
			}
			slip := got.Registrations[0].PaymentSlip
			if got.Registrations[0].EventTitle != "October Medal" || slip == nil || slip.DownloadURL == nil ||
				*slip.DownloadURL != "http://example.test"+f.slip.FileURL || !got.Registrations[0].IsPaid {
				t.Errorf("past registration = %+v slip %+v", got.Registrations[0], slip)
			}
			if len(got.Flights) != 1 || len(got.Flights[0].FlightMates) != 1 || got.Flights[0].FlightMates[0] != "Ben Lim" {
				t.Errorf("flights = %+v", got.Flights)
			}
			// Ben appears by name only: never his phone.
			if strings.Contains(body, f.ben.Phone) {
				t.Errorf("export holds another member's phone %s", f.ben.Phone)
			}
			// The slip link is the owner's to open.
			if rec := env.do(req{method: "GET", url: f.slip.FileURL, cookies: []*http.Cookie{f.amyC}}); rec.Code != 200 {
				t.Errorf("own slip: %d", rec.Code)
			}
			if rec := env.do(req{method: "GET", url: f.slip.FileURL, cookies: []*http.Cookie{f.benC}}); rec.Code == 200 {
				t.Errorf("another member opened the slip")
			}
			// Ben's own export holds nothing of Amy's.
			rec = env.do(req{method: "GET", url: "/api/member/data-export", cookies: []*http.Cookie{f.benC}})
			if rec.Code != 200 || strings.Contains(rec.Body.String(), "0121112222") || strings.Contains(rec.Body.String(), "amy@example.my") ||
				strings.Contains(rec.Body.String(), "October Medal") {
				t.Errorf("ben's export: %d %s", rec.Code, rec.Body)
			}

			env.do(req{method: "PUT", url: "/api/me/handicap", body: map[string]any{"index": -2.1}, cookies: []*http.Cookie{f.amyC}})
			rec = env.do(req{method: "GET", url: "/api/member/data-export?format=html", cookies: []*http.Cookie{f.amyC}})
			page := rec.Body.String()
			if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
				t.Fatalf("html: %d %s", rec.Code, rec.Header())
			}
			for _, want := range []string{"Amy &lt;b&gt;Tan&lt;/b&gt;", "slip &lt;oct&gt;.png", "Sat, 10 Oct 2026", "RM 180", "Ben Lim", "October Medal", "Handicap Index</dt><dd>&#43;2.1", "No scores entered."} {
				if !strings.Contains(page, want) {
					t.Errorf("html page lacks %q", want)
				}
			}
			if strings.Contains(page, "<b>Tan</b>") || strings.Contains(page, "<script") {
				t.Errorf("html page is not escaped")
			}
			if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
				t.Errorf("html CSP = %q", csp)
			}

			// In the member's language: the JSON says which, the page is in it.
			if rec := env.do(req{method: "PUT", url: "/api/member/locale", body: map[string]any{"locale": "ms"}, cookies: []*http.Cookie{f.amyC}}); rec.Code != 200 {
				t.Fatalf("locale: %d %s", rec.Code, rec.Body)
			}
			rec = env.do(req{method: "GET", url: "/api/member/data-export", cookies: []*http.Cookie{f.amyC}})
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || got.Profile.Locale != "ms" {
				t.Errorf("export locale = %q (%v)", got.Profile.Locale, err)
			}
			rec = env.do(req{method: "GET", url: "/api/member/data-export?format=html", cookies: []*http.Cookie{f.amyC}})
			page = rec.Body.String()
			for _, want := range []string{`<html lang="ms-MY">`, "Data saya di", "Pendaftaran dan pembayaran", "Sabtu, 10 Oktober 2026", "Bahasa Melayu", "RM 180", "Ben Lim", "Indeks Handikap"} {
				if !strings.Contains(page, want) {
					t.Errorf("Malay html page lacks %q", want)
				}
			}
			for _, english := range []string{"My data at", "Registrations and payments", "Sat, 10 Oct"} {
				if strings.Contains(page, english) {
					t.Errorf("Malay html page still says %q", english)
				}
			}
		})
	})
}

func TestDeletionRequests(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			ctx := context.Background()
			f := newPDPAFixture(t, env)
			amy := []*http.Cookie{f.amyC}
			call := func(method, url string, cookies []*http.Cookie, body any, status int, code string) *httptest.ResponseRecorder {
				t.Helper()
				rec := env.do(req{method: method, url: url, cookies: cookies, body: body})
				if rec.Code != status || (code != "" && !strings.Contains(rec.Body.String(), `"code":"`+code+`"`)) {
					t.Fatalf("%s %s: %d %s, want %d %s", method, url, rec.Code, rec.Body, status, code)
				}
				return rec
			}
			type reqAnswer struct {
				Request *deletionRequestView `json:"request"`
			}
			if got := decode[reqAnswer](t, call("GET", "/api/member/deletion-request", amy, nil, 200, "")); got.Request != nil {
				t.Fatalf("request before asking: %+v", got.Request)
			}
			call("POST", "/api/member/deletion-request", nil, nil, 401, "unauthorized")
			call("DELETE", "/api/member/deletion-request", amy, nil, 404, "deletion_request_not_found")
			first := decode[reqAnswer](t, call("POST", "/api/member/deletion-request", amy, nil, 201, ""))
			if first.Request == nil || first.Request.Status != "pending" || !first.Request.RequestedAt.Equal(testNow) {
				t.Fatalf("request = %+v", first.Request)
			}
			call("POST", "/api/member/deletion-request", amy, nil, 409, "deletion_already_requested")
			// The member may withdraw it while it is pending.
			if got := decode[reqAnswer](t, call("DELETE", "/api/member/deletion-request", amy, nil, 200, "")); got.Request.Status != "cancelled" {
				t.Fatalf("after cancel: %+v", got.Request)
			}
			call("POST", "/api/admin/deletion-requests/"+itoa(first.Request.ID)+"/confirm", []*http.Cookie{f.admin}, nil, 404, "deletion_request_not_found")

			// Admin side: members may not see or decide requests.
			second := decode[reqAnswer](t, call("POST", "/api/member/deletion-request", amy, nil, 201, ""))
			id := itoa(second.Request.ID)
			call("GET", "/api/admin/deletion-requests", amy, nil, 403, "forbidden")
			call("POST", "/api/admin/deletion-requests/"+id+"/confirm", amy, nil, 403, "forbidden")
			call("POST", "/api/admin/deletion-requests/"+id+"/reject", []*http.Cookie{f.benC}, map[string]string{"reason": "x"}, 403, "forbidden")
			call("GET", "/api/admin/deletion-requests?status=odd", []*http.Cookie{f.admin}, nil, 400, "invalid_status")
			type list struct {
				Requests []adminDeletionRow `json:"requests"`
				Pending  int                `json:"pendingCount"`
			}
			l := decode[list](t, call("GET", "/api/admin/deletion-requests", []*http.Cookie{f.admin}, nil, 200, ""))
			if l.Pending != 1 || len(l.Requests) != 1 || l.Requests[0].MemberName != f.amy.Name || l.Requests[0].MemberPhone != "0121112222" {
				t.Fatalf("admin list = %+v", l)
			}
			// Rejecting needs a reason, which the member is told.
			call("POST", "/api/admin/deletion-requests/"+id+"/reject", []*http.Cookie{f.admin}, map[string]string{"reason": "  "}, 400, "required")
			call("POST", "/api/admin/deletion-requests/"+id+"/reject", []*http.Cookie{f.admin}, map[string]string{"reason": strings.Repeat("r", 501)}, 400, "too_long")
			call("POST", "/api/admin/deletion-requests/"+id+"/reject", []*http.Cookie{f.admin}, map[string]string{"reason": "bad\u0000reason"}, 400, "invalid_characters")
			call("POST", "/api/admin/deletion-requests/"+id+"/reject", []*http.Cookie{f.admin},
				map[string]string{"reason": "Your October payment is still under review"}, 200, "")
			got := decode[reqAnswer](t, call("GET", "/api/member/deletion-request", amy, nil, 200, ""))
			if got.Request.Status != "rejected" || got.Request.Reason == nil || *got.Request.Reason != "Your October payment is still under review" {
				t.Fatalf("after reject: %+v", got.Request)
			}
			note := env.latestNotification(t, f.amy, f.amyC)
			if note == nil || note["type"] != store.NotificationDeletionUpdate || !strings.Contains(note["message"].(string), "still under review") {
				t.Fatalf("rejection notification = %v", note)
			}

			// Confirming erases the member's personal data.
			third := decode[reqAnswer](t, call("POST", "/api/member/deletion-request", amy, nil, 201, ""))
			if env.blobFiles(t) != 1 {
				t.Fatalf("blob files before = %d", env.blobFiles(t))
			}
			seatsBefore := env.seats(t, f.future.ID)
			rec := call("POST", "/api/admin/deletion-requests/"+itoa(third.Request.ID)+"/confirm", []*http.Cookie{f.admin}, nil, 200, "")
			if !strings.Contains(rec.Body.String(), `"paidRegistrationsKept":1`) || !strings.Contains(rec.Body.String(), `"filesDeleted":1`) {
				t.Errorf("confirm answer = %s", rec.Body)
			}
			call("POST", "/api/admin/deletion-requests/"+itoa(third.Request.ID)+"/confirm", []*http.Cookie{f.admin}, nil, 404, "deletion_request_not_found")
			// Signed out, cannot sign in again, file gone, seat freed.
			call("GET", "/api/member/profile", amy, nil, 401, "unauthorized")
			for _, id := range []string{"amy@example.my", "0121112222"} {
				if rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": id, "password": "secret1"}}); rec.Code != 401 {
					t.Errorf("login as %s after deletion: %d %s", id, rec.Code, rec.Body)
				}
			}
			if n := env.blobFiles(t); n != 0 {
				t.Errorf("blob files after = %d, want 0", n)
			}
			if got := env.seats(t, f.future.ID); got != seatsBefore-1 {
				t.Errorf("future seats = %d, want %d", got, seatsBefore-1)
			}
			// Kept for the accounts: the past, paid registration, anonymised.
			reg, err := env.store.GetRegistration(ctx, f.pastReg)
			if err != nil {
				t.Fatalf("past registration: %v", err)
			}
			if !reg.IsPaid || reg.MemberName != store.DeletedMemberName || reg.MemberPhone == "0121112222" || reg.PaymentReferenceFileURL != nil || reg.PaymentReferenceFileName != nil {
				t.Errorf("kept registration = %+v", reg)
			}
			if _, err := env.store.GetRegistration(ctx, f.futReg); err != store.ErrNotFound {
				t.Errorf("future registration: %v, want gone", err)
			}
			m, err := env.store.MemberByID(ctx, f.amy.ID)
			if err != nil {
				t.Fatal(err)
			}
			if m.Name != store.DeletedMemberName || m.Email != nil || m.IsActive || m.Phone == "0121112222" || m.PrivacyConsentAt != nil {
				t.Errorf("member after deletion = %+v", m)
			}
			for _, c := range []struct {
				model any
				where string
				args  []any
			}{
				{(*store.Notification)(nil), "member_id = ?", []any{f.amy.ID}},
				{(*store.Session)(nil), "kind = 'member' AND subject_id = ?", []any{f.amy.ID}},
				{(*store.Upload)(nil), "member_id = ?", []any{f.amy.ID}},
				{(*store.PushSubscription)(nil), "member_id = ?", []any{f.amy.ID}},
				{(*store.Registration)(nil), "member_phone = ?", []any{"0121112222"}},
				{(*store.FlightMember)(nil), "member_phone = ?", []any{"0121112222"}},
			} {
				if n := env.countRows(t, c.model, c.where, c.args...); n != 0 {
					t.Errorf("%T rows left: %d", c.model, n)
				}
			}
			// Ben is untouched.
			if rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{f.benC}}); rec.Code != 200 {
				t.Errorf("ben's session: %d", rec.Code)
			}
		})
	})
}

// TestSlipRetention runs the retention job's function with a clock moved
// past the retention period, on both databases, and checks the file is
// gone and the registration says so.
func TestSlipRetention(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			ctx := context.Background()
			f := newPDPAFixture(t, env)
			job := env.server.club.DeleteExpiredSlips
			// Settings: validated, null keeps slips forever.
			for _, bad := range []any{0, 121, -3} {
				rec := env.do(req{method: "PUT", url: "/api/admin/settings", cookies: []*http.Cookie{f.admin}, body: map[string]any{"slipRetentionMonths": bad}})
				if rec.Code != 400 || !strings.Contains(rec.Body.String(), "out_of_range") {
					t.Errorf("retention %v: %d %s", bad, rec.Code, rec.Body)
				}
			}
			if rec := env.do(req{method: "PUT", url: "/api/admin/settings", cookies: []*http.Cookie{f.amyC}, body: map[string]any{"slipRetentionMonths": 6}}); rec.Code != 403 {
				t.Errorf("member sets retention: %d", rec.Code)
			}
			later := testNow.AddDate(0, 7, 0)
			if res, err := job(ctx, later); err != nil || len(res.FileIDs) != 0 {
				t.Fatalf("no retention set: %+v %v", res, err)
			}
			env.adminDo(t, f.admin, "PUT", "/api/admin/settings", map[string]any{"slipRetentionMonths": 6}, 200)
			if rec := env.do(req{method: "GET", url: "/api/settings"}); !strings.Contains(rec.Body.String(), `"slipRetentionMonths":6`) {
				t.Errorf("public settings: %s", rec.Body)
			}
			// Not yet six months old.
			if res, err := job(ctx, testNow.AddDate(0, 5, 0)); err != nil || len(res.FileIDs) != 0 || env.blobFiles(t) != 1 {
				t.Fatalf("young slip: %+v %v files %d", res, err, env.blobFiles(t))
			}
			res, err := job(ctx, later)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.FileIDs) != 1 || res.FileIDs[0] != f.slip.FileID || len(res.Registrations) != 1 || res.Registrations[0] != f.pastReg || res.Months != 6 {
				t.Errorf("result = %+v", res)
			}
			if n := env.blobFiles(t); n != 0 {
				t.Errorf("files left = %d", n)
			}
			// A second run (another instance) finds nothing to do.
			if res, err := job(ctx, later); err != nil || len(res.FileIDs) != 0 {
				t.Errorf("second run: %+v %v", res, err)
			}
			rec := env.do(req{method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{f.amyC}})
			var regs []registrationView
			if err := json.Unmarshal(rec.Body.Bytes(), &regs); err != nil {
				t.Fatal(err)
			}
			for _, r := range regs {
				if r.ID != f.pastReg {
					continue
				}
				if r.PaymentReferenceFileURL != nil || r.PaymentSlipDeletedAt == nil || !r.PaymentSlipDeletedAt.Equal(later) ||
					r.PaymentReferenceFileName == nil || !r.IsPaid {
					t.Errorf("registration after retention = %+v", r)
				}
			}
			if rec := env.do(req{method: "GET", url: f.slip.FileURL, cookies: []*http.Cookie{f.admin}}); rec.Code != 404 {
				t.Errorf("deleted slip: %d", rec.Code)
			}
		})
	})
}
