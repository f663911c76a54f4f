package api

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/notify/smtptest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func regBody(name, phone, email, password string) map[string]any {
	return map[string]any{"name": name, "phone": phone, "email": email, "password": password,
		"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion}
}

func TestMemberRegisterValidation(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			rows := []scenario{
				{name: "empty body", method: "POST", url: "/api/member/register", wantStatus: 400, wantCode: "invalid_json"},
				{name: "malformed JSON", method: "POST", url: "/api/member/register", body: `{"name":`, wantStatus: 400, wantCode: "invalid_json", wantContains: []string{"Malformed JSON"}},
				{name: "array body", method: "POST", url: "/api/member/register", body: `[1,2]`, wantStatus: 400, wantCode: "invalid_json"},
				{name: "phone of wrong type", method: "POST", url: "/api/member/register", body: `{"name":"Ali","phone":123,"password":"secret1"}`, wantStatus: 400,
					wantCode: "wrong_type", wantFields: map[string]string{"phone": "wrong_type"}, wantContains: []string{"phone"}},
				{name: "missing name", method: "POST", url: "/api/member/register", body: regBody("", "0123456789", "", "secret1"),
					wantStatus: 400, wantCode: "too_short", wantFields: map[string]string{"name": "too_short"}, wantContains: []string{"Name must be at least 2 characters"}},
				{name: "one-letter name", method: "POST", url: "/api/member/register", body: regBody(" A ", "0123456789", "", "secret1"),
					wantStatus: 400, wantCode: "too_short", wantContains: []string{"Name must be at least 2 characters"}},
				{name: "short phone", method: "POST", url: "/api/member/register", body: regBody("Ali", "012-345", "", "secret1"),
					wantStatus: 400, wantCode: "invalid_phone", wantFields: map[string]string{"phone": "invalid_phone"}, wantContains: []string{"Phone number must be at least 10 digits"}},
				{name: "foreign phone", method: "POST", url: "/api/member/register", body: regBody("Ali", "+65 9123 4567 89", "", "secret1"),
					wantStatus: 400, wantCode: "invalid_phone", wantContains: []string{"Malaysian phone number"}},
				{name: "letters in phone", method: "POST", url: "/api/member/register", body: regBody("Ali", "012-345-6789x", "", "secret1"),
					wantStatus: 400, wantCode: "invalid_phone", wantContains: []string{"Malaysian phone number"}},
				{name: "bad email", method: "POST", url: "/api/member/register", body: regBody("Ali", "0123456789", "ali@", "secret1"),
					wantStatus: 400, wantCode: "invalid_email", wantFields: map[string]string{"email": "invalid_email"}, wantContains: []string{"Please enter a valid email address"}},
				{name: "short password", method: "POST", url: "/api/member/register", body: regBody("Ali", "0123456789", "", "12345"),
					wantStatus: 400, wantCode: "too_short", wantFields: map[string]string{"password": "too_short"}, wantContains: []string{"Password must be at least 6 characters"}},
				{name: "missing password", method: "POST", url: "/api/member/register", body: regBody("Ali", "0123456789", "", ""),
					wantStatus: 400, wantCode: "too_short", wantContains: []string{"Password must be at least 6 characters"}},
				{name: "NUL in name", method: "POST", url: "/api/member/register", body: regBody("Al\x00i", "0123456789", "", "secret1"),
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"name": "invalid_characters"}, wantContains: []string{"not allowed"}},
				{name: "overlong name", method: "POST", url: "/api/member/register", body: regBody(strings.Repeat("n", 101), "0123456789", "", "secret1"),
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"name": "too_long"}, wantContains: []string{"at most 100"}},
				{name: "overlong preferred name", method: "POST", url: "/api/member/register",
					body:       map[string]any{"name": "Ali", "preferredName": strings.Repeat("p", 41), "phone": "0123456789", "password": "secret1"},
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"preferredName": "too_long"}, wantContains: []string{"at most 40"}},
				{name: "NUL in preferred name", method: "POST", url: "/api/member/register",
					body:       map[string]any{"name": "Ali", "preferredName": "A\x00li", "phone": "0123456789", "password": "secret1"},
					wantStatus: 400, wantCode: "invalid_characters"},
				{name: "overlong membership number", method: "POST", url: "/api/member/register",
					body:       map[string]any{"name": "Ali", "phone": "0123456789", "password": "secret1", "membershipNumber": strings.Repeat("9", 33)},
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"membershipNumber": "too_long"}},
				{name: "all fields wrong lists each", method: "POST", url: "/api/member/register", body: regBody("", "1", "x", "1"),
					wantStatus: 400, wantCode: "too_short", wantContains: []string{`"name"`, `"phone"`, `"email"`, `"password"`},
					wantFields: map[string]string{"name": "too_short", "phone": "invalid_phone", "email": "invalid_email", "password": "too_short"}},
				{name: "5 MB body", method: "POST", url: "/api/member/register",
					body: `{"name":"` + strings.Repeat("a", 5<<20) + `","phone":"0123456789","password":"secret1"}`, wantStatus: 413, wantCode: "body_too_large"},
			}
			for i := range rows {
				rows[i].after = func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) { assertMemberCount(t, env, 0) }
			}
			return rows
		})
	})
}

func assertMemberCount(t *testing.T, env *testEnv, want int) {
	t.Helper()
	n, err := env.store.DB().NewSelect().Model((*store.Member)(nil)).Count(context.Background())
	if err != nil || int(n) != want {
		t.Fatalf("members = %d, %v; want %d", n, err, want)
	}
}

type registerAnswer struct {
	ID               int64   `json:"id"`
	Name             string  `json:"name"`
	Phone            string  `json:"phone"`
	Email            *string `json:"email"`
	MembershipNumber *string `json:"membershipNumber"`
	Message          string  `json:"message"`
}

func TestMemberRegisterConflicts(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			env.createMember(t, "Siti Aminah", "012-345 6789", "siti@example.com", "BHG123456")
			taken := func(name string, body map[string]any, field, code, contains string) scenario {
				return scenario{name: name, method: "POST", url: "/api/member/register", body: body,
					wantStatus: 409, wantCode: code, wantFields: map[string]string{field: code}, wantContains: []string{contains}}
			}
			return []scenario{
				taken("same phone written differently", regBody("Other", "012-3456789", "", "secret1"), "phone", "phone_taken", "An account with this phone number already exists"),
				taken("same email in other case", regBody("Other", "0198765432", "SITI@example.com", "secret1"), "email", "email_taken", "An account with this email already exists"),
				taken("same membership number", map[string]any{"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion, "name": "Other", "phone": "0198765432", "password": "secret1", "membershipNumber": " BHG123456 "},
					"membershipNumber", "membership_number_taken", "membership number already exists"),
				{name: "email optional, own number trimmed", method: "POST", url: "/api/member/register",
					body:       map[string]any{"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion, "name": "Ahmad", "phone": "011-2345 6789", "password": "secret1", "membershipNumber": "  VIP-007 "},
					wantStatus: 201, wantContains: []string{`"email":null`, `"membershipNumber":"VIP-007"`, `"phone":"01123456789"`}},
				{name: "email null", method: "POST", url: "/api/member/register",
					body:       map[string]any{"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion, "name": "Chong", "phone": "0171112222", "email": nil, "password": "secret1"},
					wantStatus: 201, wantContains: []string{`"email":null`}},
			}
		})
	})
}

func TestMemberRegister(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		rec := env.do(req{method: "POST", url: "/api/member/register", body: map[string]any{"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion,
			"name": "  Siti Aminah ", "phone": "+60 12-345 6789", "email": " Siti@Example.COM ", "passwordHash": "secret1",
		}})
		checkResponse(t, rec, 201, []string{"Registration successful"}, []string{"passwordHash", "argon2", "secret1"})
		got := decode[registerAnswer](t, rec)
		if got.Name != "Siti Aminah" || got.Phone != "0123456789" || got.Email == nil || *got.Email != "siti@example.com" || got.ID == 0 {
			t.Errorf("answer = %+v", got)
		}
		if got.MembershipNumber == nil || !regexp.MustCompile(`^BHG\d{6}$`).MatchString(*got.MembershipNumber) {
			t.Errorf("generated membership number = %v", got.MembershipNumber)
		}
		// Signed in straight away: the cookie is a session of this member.
		c := sessionCookie(rec, "gc_member")
		if c == nil {
			t.Fatal("registration did not sign the member in")
		}
		if !c.HttpOnly || c.MaxAge <= 0 {
			t.Errorf("session cookie = %+v", c)
		}
		prof := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{c}})
		if prof.Code != http.StatusOK || decode[registerAnswer](t, prof).ID != got.ID {
			t.Errorf("profile with the sign-up cookie: %d %s", prof.Code, prof.Body.String())
		}
		// The password sent as passwordHash (spec quirk) is the password.
		env.loginMember(t, "siti@example.com", "secret1")

		// The club's prefix setting is used for generated numbers.
		if _, err := env.store.DB().NewInsert().Model(&store.Setting{Key: "membershipPrefix", Value: "KGB"}).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		rec = env.do(req{method: "POST", url: "/api/member/register", body: regBody("Devi", "0181234567", "", "secret1")})
		got = decode[registerAnswer](t, rec)
		if got.MembershipNumber == nil || !regexp.MustCompile(`^KGB\d{6}$`).MatchString(*got.MembershipNumber) {
			t.Errorf("membership number with prefix KGB = %v", got.MembershipNumber)
		}
	})
}

func TestHostileNamesStoredVerbatim(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		names := []string{"Robert'); DROP TABLE members;--", "<script>alert(1)</script>", `Ali "Tiger" O'Brien \ 100%`}
		phones := []string{"0120000001", "0120000002", "0120000003"}
		for i, name := range names {
			cookie := env.registerMember(t, name, phones[i], "", "secret1", "")
			rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}})
			checkResponse(t, rec, 200, nil, []string{"<script>"}) // JSON escapes <, so no raw tag in the body
			if p := decode[memberProfile](t, rec); p.Name != name {
				t.Errorf("name = %q, want %q", p.Name, name)
			}
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("Content-Type = %q", ct)
			}
		}
		assertMemberCount(t, env, 3)
	})
}

type loginAnswer struct {
	memberProfile
	MemberName string `json:"memberName"`
}

func TestMemberLoginRefused(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			env.createMember(t, "Siti Aminah", "012-345 6789", "siti@example.com", "")
			return []scenario{
				{name: "missing password", method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com"}, wantStatus: 400,
					wantCode: "required", wantContains: []string{"Please enter both"}},
				{name: "blank identifier", method: "POST", url: "/api/member/login", body: map[string]string{"email": "  ", "password": "x"}, wantStatus: 400, wantCode: "required"},
				{name: "malformed JSON", method: "POST", url: "/api/member/login", body: "{", wantStatus: 400, wantCode: "invalid_json"},
				{name: "5 MB body", method: "POST", url: "/api/member/login", body: `{"email":"` + strings.Repeat("a", 5<<20) + `"}`, wantStatus: 413, wantCode: "body_too_large"},
				{name: "wrong password", method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": "nope!!"},
					wantStatus: 401, wantCode: "invalid_credentials", wantContains: []string{"Invalid email/phone or password"}},
				{name: "inactive member", method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": testMemberPassword},
					before: func(t *testing.T, env *testEnv) {
						if _, err := env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("phone = ?", "0123456789").Exec(context.Background()); err != nil {
							t.Fatal(err)
						}
					},
					wantStatus: 403, wantCode: "account_inactive", wantContains: []string{"Your account is inactive"}},
			}
		})
	})
}

func TestMemberLogin(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.registerMember(t, "Siti Aminah", "012-345 6789", "siti@example.com", "secret1", "BHG123456")
		ids := []struct{ name, field, value string }{
			{"email", "email", "siti@example.com"},
			{"email in other case with spaces", "email", "  SITI@Example.com "},
			{"phone in the email field", "email", "0123456789"},
			{"phone in the phone field", "phone", "012-345 6789"},
			{"+60 form", "phone", "+60123456789"},
			{"60 form in the email field", "email", "60 12 345 6789"},
		}
		for _, id := range ids {
			t.Run(id.name, func(t *testing.T) {
				rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{id.field: id.value, "password": "secret1"}})
				checkResponse(t, rec, 200, []string{`"memberName":"Siti Aminah"`, `"membershipNumber":"BHG123456"`}, []string{"password", "argon2"})
				got := decode[loginAnswer](t, rec)
				if got.Name != "Siti Aminah" || got.Phone != "0123456789" || !got.IsActive || got.ID == 0 {
					t.Errorf("answer = %+v", got)
				}
				if sessionCookie(rec, "gc_member") == nil {
					t.Error("no session cookie")
				}
			})
		}

		// Wrong password and unknown account answer exactly alike.
		wrong := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": "nope!!"}})
		unknown := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "nobody@example.com", "password": "nope!!"}})
		unknownPhone := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"phone": "0199999999", "password": "nope!!"}})
		garbage := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "Robert'); DROP TABLE members;--", "password": "x"}})
		for _, rec := range []*httptestRecorder{wrong, unknown, unknownPhone, garbage} {
			if rec.Code != 401 || rec.Body.String() != wrong.Body.String() {
				t.Errorf("failure answer %d %s differs from wrong password %d %s", rec.Code, rec.Body.String(), wrong.Code, wrong.Body.String())
			}
			if sessionCookie(rec, "gc_member") != nil {
				t.Error("failed login set a cookie")
			}
		}
		checkResponse(t, wrong, 401, []string{"Invalid email/phone or password"}, nil)
		checkCodes(t, wrong, "invalid_credentials", nil)

		// An inactive member cannot sign in (but learns why only with the right password).
		if _, err := env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("phone = ?", "0123456789").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": "secret1"}})
		checkResponse(t, rec, 403, []string{"Your account is inactive. Please contact the club admin."}, nil)
		checkCodes(t, rec, "account_inactive", nil)
		if sessionCookie(rec, "gc_member") != nil {
			t.Error("inactive member got a cookie")
		}
		rec = env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": "wrong-one"}})
		checkResponse(t, rec, 401, []string{"Invalid email/phone or password"}, nil)
	})
}

func TestMemberSessionCookie(t *testing.T) {
	for _, tc := range []struct {
		name    string
		baseURL string
		secure  bool
	}{{"http", "http://example.test", false}, {"https", "https://club.example", true}} {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t, storetestSQLite(t), func(c *config.Config) { c.BaseURL = tc.baseURL })
			env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "ali@example.com", "password": testMemberPassword}})
			c := sessionCookie(rec, "gc_member")
			if c == nil {
				t.Fatalf("no cookie: %d %s", rec.Code, rec.Body.String())
			}
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.Secure != tc.secure {
				t.Errorf("cookie attributes: %+v", c)
			}
			if c.MaxAge != 30*24*3600 {
				t.Errorf("Max-Age = %d, want 30 days", c.MaxAge)
			}
			if len(c.Value) != 43 {
				t.Errorf("token %q is not 256 bits base64url", c.Value)
			}
			// Only the hash is stored.
			var sess store.Session
			if err := env.store.DB().NewSelect().Model(&sess).Scan(context.Background()); err != nil {
				t.Fatal(err)
			}
			if sess.TokenHash != auth.HashToken(c.Value) || sess.Kind != "member" {
				t.Errorf("stored session %+v", sess)
			}
		})
	}
}

func TestMemberProfileAndLogout(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			cookie := env.registerMember(t, "Siti", "0123456789", "siti@example.com", "secret1", "")
			logout := func(t *testing.T, env *testEnv) {
				rec := env.do(req{method: "POST", url: "/api/member/logout", cookies: []*http.Cookie{cookie}})
				checkResponse(t, rec, 200, nil, nil)
			}
			return []scenario{
				{name: "profile signed out", method: "GET", url: "/api/member/profile", wantStatus: 401, wantCode: "unauthorized", wantContains: []string{"Please log in to continue"}},
				{name: "profile with forged cookie", method: "GET", url: "/api/member/profile",
					cookies: []*http.Cookie{{Name: "gc_member", Value: strings.Repeat("A", 43)}}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "profile with junk cookie", method: "GET", url: "/api/member/profile",
					cookies: []*http.Cookie{{Name: "gc_member", Value: "x'; DROP TABLE sessions;--"}}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "profile signed in", method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}, wantStatus: 200,
					wantContains:    []string{`"name":"Siti"`, `"phone":"0123456789"`, `"email":"siti@example.com"`, `"isActive":true`, `"subscriptionDate":null`, `"subscriptionExpiryDate":null`},
					wantNotContains: []string{"password", "reset"}},
				{name: "old cookie no longer works", before: logout, method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "session signed out is null, no error", method: "GET", url: "/api/member/session", wantStatus: 200, wantContains: []string{"null"}, wantNotContains: []string{"name"}},
				{name: "session with forged cookie is null", method: "GET", url: "/api/member/session",
					cookies: []*http.Cookie{{Name: "gc_member", Value: strings.Repeat("A", 43)}}, wantStatus: 200, wantContains: []string{"null"},
					after: func(t *testing.T, _ *testEnv, rec *httptest.ResponseRecorder) {
						if c := sessionCookie(rec, "gc_member"); c == nil || c.MaxAge >= 0 {
							t.Errorf("a dead session's cookie is not cleared: %+v", c)
						}
					}},
				{name: "session signed in is the profile", method: "GET", url: "/api/member/session", cookies: []*http.Cookie{cookie}, wantStatus: 200,
					wantContains: []string{`"name":"Siti"`, `"phone":"0123456789"`, `"isActive":true`}, wantNotContains: []string{"password", "reset"}},
				{name: "session after logout is null", before: logout, method: "GET", url: "/api/member/session", cookies: []*http.Cookie{cookie}, wantStatus: 200, wantContains: []string{"null"}},
				{name: "logout when signed out", method: "POST", url: "/api/member/logout", wantStatus: 200, wantContains: []string{"Logged out"}},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			cookie := env.registerMember(t, "Siti", "0123456789", "siti@example.com", "secret1", "")

			rec := env.do(req{method: "POST", url: "/api/member/logout", cookies: []*http.Cookie{cookie}})
			checkResponse(t, rec, 200, []string{"Logged out"}, nil)
			if c := sessionCookie(rec, "gc_member"); c == nil || c.MaxAge >= 0 || c.Value != "" {
				t.Errorf("logout did not clear the cookie: %+v", c)
			}
			n, _ := env.store.DB().NewSelect().Model((*store.Session)(nil)).Count(context.Background())
			if n != 0 {
				t.Errorf("sessions after logout = %d", n)
			}

			// An inactive member's session stops working at once.
			cookie = env.loginMember(t, "siti@example.com", "secret1")
			env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("phone = ?", "0123456789").Exec(context.Background())
			rec = env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}})
			checkResponse(t, rec, 401, []string{"Please log in to continue"}, nil)
		})
	})
}

func TestMemberSessionSlidingAndExpiry(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		m := env.createMember(t, "Ali", "0123456789", "", "")
		cookie := env.memberSession(t, m.ID)
		hash := auth.HashToken(cookie.Value)
		setExpiry := func(d time.Duration) {
			t.Helper()
			if _, err := env.store.DB().NewUpdate().Model((*store.Session)(nil)).Set("expires_at = ?", testNow.Add(d)).Where("token_hash = ?", hash).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		expiry := func() time.Time {
			t.Helper()
			s, err := env.store.SessionByTokenHash(ctx, "member", hash, testNow)
			if err != nil {
				t.Fatal(err)
			}
			return s.ExpiresAt
		}

		// More than half left: untouched, no cookie sent.
		setExpiry(20 * 24 * time.Hour)
		rec := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}})
		if rec.Code != 200 || sessionCookie(rec, "gc_member") != nil || !expiry().Equal(testNow.Add(20*24*time.Hour)) {
			t.Fatalf("session with 20 days left was changed: %d %v", rec.Code, expiry())
		}
		// Less than half left: back to 30 days, cookie re-sent.
		setExpiry(10 * 24 * time.Hour)
		rec = env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}})
		c := sessionCookie(rec, "gc_member")
		if rec.Code != 200 || c == nil || c.Value != cookie.Value || c.MaxAge != 30*24*3600 || !expiry().Equal(testNow.Add(30*24*time.Hour)) {
			t.Fatalf("session with 10 days left not extended: %d %+v %v", rec.Code, c, expiry())
		}
		// Expired: refused, and the row is gone.
		setExpiry(-time.Second)
		rec = env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}})
		checkResponse(t, rec, 401, nil, nil)
		if n, _ := env.store.DB().NewSelect().Model((*store.Session)(nil)).Count(ctx); n != 0 {
			t.Errorf("expired session not deleted: %d rows", n)
		}

		// The periodic cleanup removes expired sessions nobody presents.
		env.memberSession(t, m.ID)
		old := env.memberSession(t, m.ID)
		env.store.DB().NewUpdate().Model((*store.Session)(nil)).Set("expires_at = ?", testNow.Add(-time.Hour)).Where("token_hash = ?", auth.HashToken(old.Value)).Exec(ctx)
		env.server.account.Cleanup(ctx)
		if n, _ := env.store.DB().NewSelect().Model((*store.Session)(nil)).Count(ctx); n != 1 {
			t.Errorf("after cleanup %d sessions, want 1", n)
		}
	})
}

func TestServerStartClose(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	env.services.Start(ctx)
	done := make(chan struct{})
	go func() { env.services.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not stop the background jobs")
	}
}

// TestMemberLoginRateLimit: the lockout's rules are account's
// (TestSignInLockout); here, what a locked-out client gets over HTTP.
func TestMemberLoginRateLimit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
		login := func(pw string) *httptestRecorder {
			return env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "ali@example.com", "password": pw}})
		}
		for i := 1; i <= 10; i++ {
			if rec := login("wrong"); rec.Code != 401 {
				t.Fatalf("failure %d: status %d", i, rec.Code)
			}
		}
		rec := login("wrong")
		checkResponse(t, rec, 429, []string{"Too many failed sign-in attempts. Please try again in 15 minutes."}, nil)
		checkCodes(t, rec, "rate_limited", nil)
		if ra := rec.Header().Get("Retry-After"); ra != "900" {
			t.Errorf("Retry-After = %q, want 900", ra)
		}
		if rec := login(testMemberPassword); rec.Code != 429 || sessionCookie(rec, "gc_member") != nil {
			t.Errorf("right password while locked: %d, or a session cookie was set", rec.Code)
		}
	})
}

func TestMemberLoginRateLimitPerIP(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
	for i := range 30 {
		rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "x" + string(rune('a'+i%26)) + strings.Repeat("y", i/26) + "@example.com", "password": "wrong"}})
		if rec.Code != 401 {
			t.Fatalf("failure %d: %d", i+1, rec.Code)
		}
	}
	rec := env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "ali@example.com", "password": testMemberPassword}})
	checkResponse(t, rec, 429, []string{"Too many failed sign-in attempts"}, nil)
}

// TestMemberLoginRateLimitBehindProxy: behind a trusted reverse proxy the
// limit is the client's (from X-Forwarded-For), not the proxy's, so one
// guesser does not lock out the whole club; a client naming itself in the
// header does not dodge it.
func TestMemberLoginRateLimitBehindProxy(t *testing.T) {
	env := newEnv(t, storetestSQLite(t), func(c *config.Config) {
		c.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("192.0.2.1/32")} // the harness's peer
	})
	env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
	login := func(from, email, password string) *httptest.ResponseRecorder {
		return env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": email, "password": password},
			headers: map[string]string{"X-Forwarded-For": from}})
	}
	for i := range 30 {
		forged := fmt.Sprintf("198.51.100.%d, 203.0.113.9", i) // the guesser's own prefix is not believed
		if rec := login(forged, fmt.Sprintf("x%d@example.com", i), "wrong"); rec.Code != 401 {
			t.Fatalf("failure %d: %d", i+1, rec.Code)
		}
	}
	checkResponse(t, login("203.0.113.9", "ali@example.com", testMemberPassword), 429, []string{"Too many failed sign-in attempts"}, nil)
	if rec := login("203.0.113.10", "ali@example.com", testMemberPassword); rec.Code != 200 {
		t.Errorf("another member behind the same proxy: %d %s", rec.Code, rec.Body)
	}
}

func TestCrossSiteLoginRejected(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
		rec := env.do(req{method: "POST", url: "/api/member/login",
			body:    map[string]string{"email": "ali@example.com", "password": testMemberPassword},
			headers: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}})
		checkResponse(t, rec, 403, nil, nil)
		if sessionCookie(rec, "gc_member") != nil {
			t.Error("cross-site login set a cookie")
		}
		if n, _ := env.store.DB().NewSelect().Model((*store.Session)(nil)).Count(context.Background()); n != 0 {
			t.Errorf("cross-site login created %d sessions", n)
		}
	})
}

var tokenInMail = regexp.MustCompile(`(?m)^([A-Za-z0-9_-]{43})\r?$`)

func TestMemberPasswordResetByMail(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		mail := smtptest.Start(t, smtptest.Options{Username: "club", Password: "mailpw"})
		env := newEnv(t, s, func(c *config.Config) { c.SMTPURL = mail.URL(); c.BaseURL = "https://club.example" })
		oldCookie := env.registerMember(t, "Siti", "0123456789", "siti@example.com", "old-secret", "")

		rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": " SITI@example.com "}})
		checkResponse(t, rec, 200, []string{"If an account exists for that email, a reset token has been sent to it."}, []string{"resetToken"})

		got := mail.Wait(t, 10*time.Second)
		if len(got.To) != 1 || got.To[0] != "siti@example.com" {
			t.Errorf("mail to %v", got.To)
		}
		_, body := got.Parse(t)
		if !strings.Contains(body, store.DefaultClubSettings().ClubName) {
			t.Errorf("mail does not name the club: %s", body)
		}
		if !strings.Contains(body, "https://club.example/member/login?reset=1") {
			t.Errorf("mail lacks the reset link: %s", body)
		}
		m := tokenInMail.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no token in mail: %s", body)
		}
		token := m[1]
		if strings.Contains(rec.Body.String(), token) {
			t.Fatal("token in a non-dev response")
		}
		// Stored hashed, not as sent.
		var stored store.Member
		env.store.DB().NewSelect().Model(&stored).Where("email = ?", "siti@example.com").Scan(context.Background())
		if stored.ResetToken == nil || *stored.ResetToken != auth.HashToken(token) || !stored.ResetTokenExpiry.Equal(testNow.Add(time.Hour)) {
			t.Errorf("stored token %v expiry %v", stored.ResetToken, stored.ResetTokenExpiry)
		}

		rec = env.do(req{method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": " " + token + " ", "newPassword": " new-secret "}})
		checkResponse(t, rec, 200, []string{"Password reset successful"}, nil)
		env.loginMember(t, "siti@example.com", "new-secret")
		rec = env.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": "siti@example.com", "password": "old-secret"}})
		checkResponse(t, rec, 401, nil, nil)
		// Sessions from before the reset are gone; the token works once.
		rec = env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{oldCookie}})
		checkResponse(t, rec, 401, nil, nil)
		rec = env.do(req{method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": token, "newPassword": "third-secret"}})
		checkResponse(t, rec, 400, []string{"Invalid or expired reset token"}, nil)

		// Unknown addresses get the same answer and no mail.
		rec = env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "nobody@example.com"}})
		checkResponse(t, rec, 200, []string{"If an account exists for that email, a reset token has been sent to it."}, []string{"resetToken"})
		env.services.Close() // waits for mail in flight
		select {
		case extra := <-mail.Mails:
			t.Errorf("mail sent for an unknown address: %v", extra.To)
		default:
		}
	})
}

type resetAnswer struct {
	Message    string `json:"message"`
	ResetToken string `json:"resetToken"`
}

func requestMemberReset(t *testing.T, env *testEnv, email string) string {
	t.Helper()
	rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": email}})
	if rec.Code != 200 {
		t.Fatalf("reset request: %d %s", rec.Code, rec.Body.String())
	}
	return decode[resetAnswer](t, rec).ResetToken
}

// TestMemberResetTokens: the token's rules are account's
// (TestPasswordReset); here, each answer a client can get over HTTP.
func TestMemberResetTokens(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			env.cfg.Dev = true // the answer carries the token
			env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			env.createMember(t, "Bala", "0129999999", "bala@example.com", "")
			// Dev mode shows the token in the answer and in the message.
			rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "ali@example.com"}})
			dev := decode[resetAnswer](t, rec)
			if len(dev.ResetToken) != 43 || !strings.Contains(dev.Message, dev.ResetToken) {
				t.Fatalf("dev answer = %+v", dev)
			}
			// A newer request replaces the older token.
			newer := requestMemberReset(t, env, "ali@example.com")
			requestMemberReset(t, env, "bala@example.com")
			balaNewer := requestMemberReset(t, env, "bala@example.com")
			invalid := func(name, token string) scenario {
				return scenario{name: name, method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": token, "newPassword": "abcdef"},
					wantStatus: 400, wantCode: "invalid_reset_token", wantContains: []string{"Invalid or expired reset token"}}
			}
			usedOnce := invalid("token used twice", balaNewer)
			usedOnce.before = func(t *testing.T, env *testEnv) {
				env.adminDo(t, nil, "POST", "/api/member/reset-password", map[string]string{"resetToken": balaNewer, "newPassword": "bala-new"}, 200)
			}
			return []scenario{
				{name: "blank token", method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": " ", "newPassword": "abcdef"},
					wantStatus: 400, wantCode: "required", wantContains: []string{"Please enter both reset token and new password"}},
				{name: "blank password", method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": newer, "newPassword": "   "},
					wantStatus: 400, wantCode: "required", wantContains: []string{"Please enter both reset token and new password"}},
				{name: "short password", method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": newer, "newPassword": "12345"},
					wantStatus: 400, wantCode: "too_short", wantFields: map[string]string{"newPassword": "too_short"}, wantContains: []string{"Password must be at least 6 characters"}},
				{name: "malformed JSON", method: "POST", url: "/api/member/reset-password", body: "nope", wantStatus: 400, wantCode: "invalid_json"},
				invalid("unknown token", strings.Repeat("A", 43)),
				invalid("replaced token", dev.ResetToken),
				// Bala's newest token works once; his password changed, Ali's did not.
				{name: "newest token", method: "POST", url: "/api/member/reset-password", body: map[string]string{"resetToken": balaNewer, "newPassword": "bala-new"},
					wantStatus: 200, wantContains: []string{"Password reset successful"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						env.loginMember(t, "bala@example.com", "bala-new")
						env.loginMember(t, "ali@example.com", testMemberPassword)
					}},
				usedOnce,
			}
		})
	})
}

func TestMemberResetRequestAnswers(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			return []scenario{
				{name: "blank email", method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "  "},
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"email": "required"}, wantContains: []string{"Please enter your email address"}},
				{name: "no body", method: "POST", url: "/api/member/reset-password-request", wantStatus: 400, wantCode: "invalid_json"},
				{name: "not an email", method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "ali"},
					wantStatus: 400, wantCode: "invalid_email", wantFields: map[string]string{"email": "invalid_email"}, wantContains: []string{"Please enter a valid email address"}},
				{name: "sixth request from one address in an hour", method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "bala@example.com"},
					before: func(t *testing.T, env *testEnv) {
						for i := 1; i <= 5; i++ {
							env.adminDo(t, nil, "POST", "/api/member/reset-password-request", map[string]string{"email": "ali@example.com"}, 200)
						}
					},
					wantStatus: 429, wantCode: "rate_limited", wantContains: []string{"Too many password reset requests. Please try again in 60 minutes."},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if rec.Header().Get("Retry-After") != "3600" {
							t.Errorf("Retry-After = %q", rec.Header().Get("Retry-After"))
						}
					}},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			known := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "ali@example.com"}})
			unknown := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "ghost@example.com"}})
			if known.Code != 200 || known.Code != unknown.Code || known.Body.String() != unknown.Body.String() {
				t.Errorf("known %d %s vs unknown %d %s", known.Code, known.Body.String(), unknown.Code, unknown.Body.String())
			}
			if strings.Contains(known.Body.String(), "resetToken") {
				t.Error("token in a non-dev response")
			}
			// Five requests per client address per hour...
			for i := 3; i <= 5; i++ {
				if rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "ali@example.com"}}); rec.Code != 200 {
					t.Fatalf("request %d: %d", i, rec.Code)
				}
			}
			rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "bala@example.com"}})
			checkResponse(t, rec, 429, []string{"Too many password reset requests. Please try again in 60 minutes."}, nil)
			checkCodes(t, rec, "rate_limited", nil)
			if rec.Header().Get("Retry-After") != "3600" {
				t.Errorf("Retry-After = %q", rec.Header().Get("Retry-After"))
			}
			// ...and five per address from anywhere: Ali has had four.
			body := map[string]string{"email": "ali@example.com"}
			checkResponse(t, env.doFrom("198.51.100.7", "POST", "/api/member/reset-password-request", body), 200, nil, nil)
			checkResponse(t, env.doFrom("198.51.100.8", "POST", "/api/member/reset-password-request", body), 429, []string{"Too many password reset requests"}, nil)
		})
	})
}

func TestMemberOnlyWrapper(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		m := env.createMember(t, "Ali", "0123456789", "", "")
		h := env.server.handle(env.server.memberOnly(func(w http.ResponseWriter, r *http.Request, got *store.Member) error {
			writeJSON(w, 200, map[string]int64{"member": got.ID})
			return nil
		}))
		call := func(cookies ...*http.Cookie) *httptestRecorder {
			r := newTestRequest("GET", "/x", cookies)
			rec := newRecorder()
			h.ServeHTTP(rec, r)
			return rec
		}
		checkResponse(t, call(), 401, []string{"Please log in to continue"}, nil)
		checkResponse(t, call(env.memberSession(t, m.ID)), 200, []string{`"member":`}, nil)
		// An admin session is not a member session.
		checkResponse(t, call(env.sessionFor(t, adminSessions, m.ID)), 401, nil, nil)
		checkResponse(t, call(&http.Cookie{Name: "gc_member", Value: env.sessionFor(t, adminSessions, m.ID).Value}), 401, nil, nil)

		// currentMember answers the same without a wrapper.
		if _, err := env.server.currentMember(newTestRequest("GET", "/x", nil)); !apperr.HasCode(err, "unauthorized") {
			t.Errorf("currentMember anonymous = %v", err)
		}
		got, err := env.server.currentMember(newTestRequest("GET", "/x", []*http.Cookie{env.memberSession(t, m.ID)}))
		if err != nil || got.ID != m.ID {
			t.Errorf("currentMember = %v, %v", got, err)
		}
	})
}

// TestMemberPreferredName: the name a member is greeted by is theirs to
// give at sign-up and to change; blank means the full name; an admin's
// edit of the member leaves it alone; only the member's own session
// changes it.
func TestMemberPreferredName(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			rec := env.do(req{method: "POST", url: "/api/member/register", body: map[string]any{"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion,
				"name": "Tan Wei Ming", "preferredName": "  Wei Ming ", "phone": "012-777 1234", "password": "secret1",
			}})
			checkResponse(t, rec, 201, nil, nil)
			cookie := env.loginMember(t, "0127771234", "secret1")
			profile := func() memberProfile {
				return decode[memberProfile](t, env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}}))
			}
			if p := profile(); p.PreferredName == nil || *p.PreferredName != "Wei Ming" {
				t.Fatalf("preferred name after sign-up = %v", p.PreferredName)
			}

			patch := func(body any, cookies ...*http.Cookie) *httptest.ResponseRecorder {
				return env.do(req{method: "PATCH", url: "/api/member/profile", body: body, cookies: cookies})
			}
			for _, row := range []struct {
				name string
				body any
				code string
			}{
				{"nothing to change", map[string]any{}, "required"},
				{"too long", map[string]any{"preferredName": strings.Repeat("x", 41)}, "too_long"},
				{"control character", map[string]any{"preferredName": "Ah\u0007 Ming"}, "invalid_characters"},
				{"wrong type", map[string]any{"preferredName": 7}, "wrong_type"},
			} {
				rec := patch(row.body, cookie)
				checkResponse(t, rec, 400, nil, nil)
				checkCodes(t, rec, row.code, nil)
			}
			if p := profile(); *p.PreferredName != "Wei Ming" {
				t.Fatalf("a refused change changed the name to %q", *p.PreferredName)
			}
			checkResponse(t, patch(map[string]any{"preferredName": "Ah Ming"}), 401, nil, nil)
			admin := env.loginAdmin(t)
			checkResponse(t, patch(map[string]any{"preferredName": "Ah Ming"}, admin), 401, nil, nil)

			rec = patch(map[string]any{"preferredName": " Ah Ming "}, cookie)
			checkResponse(t, rec, 200, []string{`"preferredName":"Ah Ming"`}, nil)

			// An admin's edit of the member's details keeps it.
			me := profile()
			env.adminDo(t, admin, "PUT", urlf("/api/admin/members/%d", me.ID),
				memberBody("Tan Wei Ming", "012-777 1234", "wm@example.my", *me.MembershipNumber, ""), 200)
			if p := profile(); p.PreferredName == nil || *p.PreferredName != "Ah Ming" {
				t.Fatalf("preferred name after an admin edit = %v", p.PreferredName)
			}

			checkResponse(t, patch(map[string]any{"preferredName": "  "}, cookie), 200, []string{`"preferredName":null`}, nil)
			checkResponse(t, patch(map[string]any{"preferredName": "Wei Ming"}, cookie), 200, nil, nil)
			checkResponse(t, patch(map[string]any{"preferredName": nil}, cookie), 400, nil, nil)
		})
	})
}

// Signing up on a browser where another member is signed in ends that
// member's session: the new account's cookie replaces theirs.
func TestMemberRegisterReplacesSession(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		old := env.registerMember(t, "Aisyah", "0121111111", "aisyah@example.com", "secret1", "")
		rec := env.do(req{method: "POST", url: "/api/member/register", body: regBody("Devi", "0181234567", "", "secret1"), cookies: []*http.Cookie{old}})
		if rec.Code != http.StatusCreated || sessionCookie(rec, "gc_member") == nil {
			t.Fatalf("register: %d, cookie %v", rec.Code, sessionCookie(rec, "gc_member"))
		}
		if got := env.do(req{method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{old}}); got.Code != http.StatusUnauthorized {
			t.Errorf("the earlier member's session after a sign-up: %d, want 401", got.Code)
		}
	})
}
