package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// codeAt is secret's TOTP code steps time steps after testNow.
func codeAt(t *testing.T, secret string, steps int64) string {
	t.Helper()
	c, err := auth.TOTPCode(secret, auth.TOTPStep(testNow)+steps)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// setClock moves the server's clock to testNow + d.
func (e *testEnv) setClock(d time.Duration) {
	e.server.now = func() time.Time { return testNow.Add(d) }
}

// enrolAdmin turns two-factor sign-in on for testAdminUsername through the
// store (the API path has its own story below) and returns the secret and
// its recovery codes. The step of testNow counts as used, as after a real
// enrolment.
func (e *testEnv) enrolAdmin(t *testing.T) (secret string, codes []string) {
	t.Helper()
	ctx := context.Background()
	e.loginAdmin(t)
	a, err := e.store.AdminByUsername(ctx, testAdminUsername)
	if err != nil {
		t.Fatal(err)
	}
	secret, _ = auth.NewTOTPSecret()
	codes, hashes, err := account.NewRecoveryCodes()
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.SetAdminPendingTOTP(ctx, a.ID, secret); err != nil {
		t.Fatal(err)
	}
	if err := e.store.EnableAdminTOTP(ctx, a.ID, secret, auth.TOTPStep(testNow), hashes, testNow); err != nil {
		t.Fatal(err)
	}
	return secret, codes
}

// passwordStep signs in with the password of an admin with two-factor on
// and returns the pending (gc_admin_2fa) cookie.
func (e *testEnv) passwordStep(t *testing.T) *http.Cookie {
	t.Helper()
	rec := e.do(req{method: "POST", url: "/api/admin/login", body: map[string]string{"username": testAdminUsername, "password": testAdminPassword}})
	checkResponse(t, rec, 200, []string{`"twoFactorRequired":true`}, []string{`"username"`})
	if sessionCookie(rec, "gc_admin") != nil {
		t.Fatal("the password step set an admin session cookie")
	}
	c := sessionCookie(rec, "gc_admin_2fa")
	if c == nil || c.MaxAge != 300 || !c.HttpOnly {
		t.Fatalf("pending cookie = %+v", c)
	}
	return c
}

// codeStep sends code with the pending cookie.
func (e *testEnv) codeStep(pending *http.Cookie, code string) *httptest.ResponseRecorder {
	var cookies []*http.Cookie
	if pending != nil {
		cookies = append(cookies, pending)
	}
	return e.do(req{method: "POST", url: "/api/admin/login/two-factor", body: map[string]string{"code": code}, cookies: cookies})
}

func TestAdminTwoFactorEnrolAndSignIn(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.loginAdmin(t)
			checkResponse(t, env.do(req{method: "GET", url: "/api/admin/two-factor", cookies: []*http.Cookie{admin}}), 200,
				[]string{`"enabled":false`, `"recoveryCodesLeft":0`, `"required":false`}, nil)

			// Enrolment: a secret as text and as a QR code of its otpauth URI.
			var setup struct {
				Secret string `json:"secret"`
				URI    string `json:"otpauthUri"`
				QR     string `json:"qrUrl"`
			}
			if err := json.Unmarshal(env.adminDo(t, admin, "POST", "/api/admin/two-factor/setup", nil, 200), &setup); err != nil {
				t.Fatal(err)
			}
			if len(setup.Secret) != 32 || !strings.HasPrefix(setup.URI, "otpauth://totp/Kelab%20Golf%20Bukit%20Hijau:admin?") ||
				!strings.Contains(setup.URI, "issuer=Kelab%20Golf%20Bukit%20Hijau") || !strings.Contains(setup.URI, "secret="+setup.Secret) {
				t.Fatalf("setup = %+v", setup)
			}
			qr := env.do(req{method: "GET", url: setup.QR, cookies: []*http.Cookie{admin}})
			checkResponse(t, qr, 200, []string{"<svg", `<path fill="#000" d="M4 4h7`}, nil)
			if qr.Header().Get("Content-Type") != "image/svg+xml" || qr.Header().Get("Cache-Control") != "no-store" {
				t.Errorf("QR headers %v", qr.Header())
			}
			// Not on until confirmed: the password alone still signs in.
			checkResponse(t, env.do(req{method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{admin}}), 200, []string{`"twoFactorEnabled":false`}, nil)

			rec := env.do(req{method: "POST", url: "/api/admin/two-factor/enable", body: map[string]string{"code": "12345"}, cookies: []*http.Cookie{admin}})
			checkResponse(t, rec, 400, []string{"That code is not right"}, nil)
			checkCodes(t, rec, "invalid_two_factor_code", map[string]string{"code": "invalid_two_factor_code"})
			rec = env.do(req{method: "POST", url: "/api/admin/two-factor/enable", body: map[string]string{"code": " "}, cookies: []*http.Cookie{admin}})
			checkCodes(t, rec, "required", map[string]string{"code": "required"})

			var enabled recoveryCodesAnswer
			if err := json.Unmarshal(env.adminDo(t, admin, "POST", "/api/admin/two-factor/enable", map[string]string{"code": codeAt(t, setup.Secret, 0)}, 200), &enabled); err != nil {
				t.Fatal(err)
			}
			if len(enabled.RecoveryCodes) != 10 {
				t.Fatalf("recovery codes = %v", enabled.RecoveryCodes)
			}
			if n := env.countRows(t, (*store.AdminRecoveryCode)(nil), "code_hash = ?", auth.HashRecoveryCode(enabled.RecoveryCodes[0])); n != 1 {
				t.Error("recovery code not stored hashed")
			}
			if n := env.countRows(t, (*store.AdminRecoveryCode)(nil), "code_hash = ?", enabled.RecoveryCodes[0]); n != 0 {
				t.Error("recovery code stored in clear")
			}
			// The session that enrolled goes on.
			checkResponse(t, env.do(req{method: "GET", url: "/api/admin/two-factor", cookies: []*http.Cookie{admin}}), 200,
				[]string{`"enabled":true`, `"recoveryCodesLeft":10`}, nil)
			rec = env.do(req{method: "POST", url: "/api/admin/two-factor/setup", cookies: []*http.Cookie{admin}})
			checkCodes(t, rec, "two_factor_already_on", nil)

			// Sign-in: the password gives a pending state only.
			pending := env.passwordStep(t)
			for _, c := range []*http.Cookie{pending, {Name: "gc_admin", Value: pending.Value}} {
				for _, url := range []string{"/api/admin/me", "/api/admin/members", "/api/admin/two-factor"} {
					rec := env.do(req{method: "GET", url: url, cookies: []*http.Cookie{c}})
					checkResponse(t, rec, 401, []string{"Admin login required"}, nil)
				}
			}
			// The code that confirmed enrolment was used: its step is spent.
			rec = env.codeStep(pending, codeAt(t, setup.Secret, 0))
			checkResponse(t, rec, 400, []string{"used already"}, nil)
			checkCodes(t, rec, "two_factor_code_used", map[string]string{"code": "two_factor_code_used"})
			// 30 seconds on, the app's next code works.
			env.setClock(30 * time.Second)
			code := codeAt(t, setup.Secret, 1)
			rec = env.codeStep(pending, code)
			checkResponse(t, rec, 200, []string{`"username":"admin"`, `"twoFactorEnabled":true`}, nil)
			full := sessionCookie(rec, "gc_admin")
			if c := sessionCookie(rec, "gc_admin_2fa"); full == nil || c == nil || c.MaxAge >= 0 {
				t.Fatalf("cookies after the code: admin %+v, pending %+v", full, c)
			}
			env.adminDo(t, full, "GET", "/api/admin/members", nil, 200)
			// The pending state ended with it.
			checkCodes(t, env.codeStep(pending, code), "two_factor_expired", nil)

			// The same code again, on a fresh sign-in: refused (replay).
			pending = env.passwordStep(t)
			checkCodes(t, env.codeStep(pending, code), "two_factor_code_used", map[string]string{"code": "two_factor_code_used"})
			// A recovery code works, once, typed in capitals with spaces.
			typed := strings.ToUpper(strings.ReplaceAll(enabled.RecoveryCodes[3], "-", " "))
			checkResponse(t, env.codeStep(pending, typed), 200, []string{`"username":"admin"`}, nil)
			pending = env.passwordStep(t)
			rec = env.codeStep(pending, enabled.RecoveryCodes[3])
			checkResponse(t, rec, 400, []string{"A recovery code works only once"}, nil)
			checkCodes(t, rec, "invalid_two_factor_code", map[string]string{"code": "invalid_two_factor_code"})
			checkResponse(t, env.do(req{method: "GET", url: "/api/admin/two-factor", cookies: []*http.Cookie{full}}), 200, []string{`"recoveryCodesLeft":9`}, nil)

			// The pending state lasts five minutes.
			env.setClock(30*time.Second + 5*time.Minute + time.Second)
			checkResponse(t, env.codeStep(pending, codeAt(t, setup.Secret, 11)), 401, []string{"timed out"}, nil)
			checkCodes(t, env.codeStep(nil, "123456"), "two_factor_expired", nil)

			// New recovery codes need an app code, not a recovery code.
			env.setClock(2 * time.Minute)
			rec = env.do(req{method: "POST", url: "/api/admin/two-factor/recovery-codes", body: map[string]string{"code": enabled.RecoveryCodes[0]}, cookies: []*http.Cookie{full}})
			checkCodes(t, rec, "invalid_two_factor_code", map[string]string{"code": "invalid_two_factor_code"})
			var fresh recoveryCodesAnswer
			if err := json.Unmarshal(env.adminDo(t, full, "POST", "/api/admin/two-factor/recovery-codes", map[string]string{"code": codeAt(t, setup.Secret, 4)}, 200), &fresh); err != nil {
				t.Fatal(err)
			}
			if len(fresh.RecoveryCodes) != 10 || fresh.RecoveryCodes[0] == enabled.RecoveryCodes[0] {
				t.Fatalf("new codes = %v", fresh.RecoveryCodes)
			}
			pending = env.passwordStep(t)
			checkCodes(t, env.codeStep(pending, enabled.RecoveryCodes[0]), "invalid_two_factor_code", nil)
			checkResponse(t, env.codeStep(pending, fresh.RecoveryCodes[9]), 200, nil, nil)

			// Disabling needs a code too; afterwards the password is enough.
			rec = env.do(req{method: "POST", url: "/api/admin/two-factor/disable", body: map[string]string{"code": "000000x"}, cookies: []*http.Cookie{full}})
			checkCodes(t, rec, "invalid_two_factor_code", nil)
			env.adminDo(t, full, "POST", "/api/admin/two-factor/disable", map[string]string{"code": codeAt(t, setup.Secret, 5)}, 200)
			if n := env.countRows(t, (*store.AdminRecoveryCode)(nil), "1 = 1"); n != 0 {
				t.Errorf("%d recovery codes left after disabling", n)
			}
			env.loginAdmin(t)
			rec = env.do(req{method: "POST", url: "/api/admin/two-factor/disable", body: map[string]string{"code": "123456"}, cookies: []*http.Cookie{full}})
			checkCodes(t, rec, "two_factor_off", nil)
		})
	})
}

func TestAdminTwoFactorRules(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			admin := env.loginAdmin(t)
			m := env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			member := env.memberSession(t, m.ID)
			as := []*http.Cookie{admin}
			require := func(t *testing.T, env *testEnv) {
				if err := env.store.SetAdminTwoFactorRequired(context.Background(), true); err != nil {
					t.Fatal(err)
				}
			}
			enrol := func(t *testing.T, env *testEnv) { env.enrolAdmin(t) }
			on := map[string]bool{"required": true}
			rows := []scenario{
				{name: "requiring it before enrolling yourself", method: "PUT", url: "/api/admin/settings/two-factor", body: on, cookies: as,
					wantStatus: 409, wantCode: "two_factor_enrol_first", wantContains: []string{"before requiring it"},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if on, _ := env.store.AdminTwoFactorRequired(context.Background()); on {
							t.Error("the requirement was switched on")
						}
					}},
				{name: "requiring it after enrolling", before: enrol, method: "PUT", url: "/api/admin/settings/two-factor", body: on, cookies: as,
					wantStatus: 200, wantContains: []string{`"required":true`}},
				{name: "requirement not a boolean", method: "PUT", url: "/api/admin/settings/two-factor", body: map[string]string{"required": "yes"}, cookies: as,
					wantStatus: 400, wantCode: "wrong_type"},
				{name: "requirement missing", method: "PUT", url: "/api/admin/settings/two-factor", body: map[string]string{}, cookies: as,
					wantStatus: 400, wantCode: "not_boolean", wantFields: map[string]string{"required": "not_boolean"}},
				{name: "enable without setup", method: "POST", url: "/api/admin/two-factor/enable", body: map[string]string{"code": "123456"}, cookies: as,
					wantStatus: 409, wantCode: "two_factor_setup_missing"},
				{name: "new recovery codes while off", method: "POST", url: "/api/admin/two-factor/recovery-codes", body: map[string]string{"code": "123456"}, cookies: as,
					wantStatus: 409, wantCode: "two_factor_off"},
				{name: "code step with a blank code", before: enrol, method: "POST", url: "/api/admin/login/two-factor", body: map[string]string{"code": ""},
					wantStatus: 401, wantCode: "two_factor_expired"},

				// The club requirement: an admin without two-factor is sent to enrol.
				{name: "required: admin API refused", before: require, method: "GET", url: "/api/admin/members", cookies: as,
					wantStatus: 403, wantCode: "two_factor_setup_required", wantContains: []string{"requires two-factor sign-in"}},
				{name: "required: admin writes refused", before: require, method: "PUT", url: "/api/admin/settings", body: map[string]string{"clubName": "X Club"}, cookies: as,
					wantStatus: 403, wantCode: "two_factor_setup_required"},
				{name: "required: me says so", before: require, method: "GET", url: "/api/admin/me", cookies: as,
					wantStatus: 200, wantContains: []string{`"twoFactorSetupRequired":true`}},
				{name: "required: password sign-in still answers", before: require, method: "POST", url: "/api/admin/login",
					body:       map[string]string{"username": testAdminUsername, "password": testAdminPassword},
					wantStatus: 200, wantContains: []string{`"twoFactorSetupRequired":true`}},
				{name: "required: setup allowed", before: require, method: "POST", url: "/api/admin/two-factor/setup", cookies: as,
					wantStatus: 200, wantContains: []string{`"otpauthUri"`}},
				{name: "required: status allowed", before: require, method: "GET", url: "/api/admin/two-factor", cookies: as,
					wantStatus: 200, wantContains: []string{`"required":true`}},
				{name: "required: logout allowed", before: require, method: "POST", url: "/api/admin/logout", cookies: as, wantStatus: 200},
				{name: "required: enrolled admin passes", before: func(t *testing.T, env *testEnv) { enrol(t, env); require(t, env) },
					method: "GET", url: "/api/admin/members", cookies: as, wantStatus: 200},
			}
			// Visitors and members get nothing of it.
			for _, ep := range []struct{ method, url string }{
				{"GET", "/api/admin/two-factor"},
				{"POST", "/api/admin/two-factor/setup"},
				{"GET", "/api/admin/two-factor/setup/qr.svg"},
				{"POST", "/api/admin/two-factor/enable"},
				{"POST", "/api/admin/two-factor/disable"},
				{"POST", "/api/admin/two-factor/recovery-codes"},
				{"PUT", "/api/admin/settings/two-factor"},
			} {
				body := map[string]any{"code": "123456", "required": false}
				rows = append(rows,
					scenario{name: "visitor " + ep.method + " " + ep.url, method: ep.method, url: ep.url, body: body, wantStatus: 401, wantCode: "unauthorized"},
					scenario{name: "member " + ep.method + " " + ep.url, method: ep.method, url: ep.url, body: body, cookies: []*http.Cookie{member},
						wantStatus: 403, wantCode: "forbidden"},
				)
			}
			return rows
		})
	})
}

func TestAdminTwoFactorRateLimit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		secret, codes := env.enrolAdmin(t)
		env.setClock(30 * time.Second)
		pending := env.passwordStep(t)
		wrong := "000000"
		if wrong == codeAt(t, secret, 0) || wrong == codeAt(t, secret, 1) || wrong == codeAt(t, secret, 2) {
			wrong = "999999"
		}
		for i := 1; i <= 10; i++ {
			if rec := env.codeStep(pending, wrong); rec.Code != 400 {
				t.Fatalf("wrong code %d: %d %s", i, rec.Code, rec.Body.String())
			}
		}
		// Spent: even the right code and a recovery code wait now.
		for _, c := range []string{codeAt(t, secret, 1), codes[0]} {
			rec := env.codeStep(pending, c)
			checkResponse(t, rec, 429, []string{"Too many wrong codes. Please try again in 15 minutes."}, nil)
			checkCodes(t, rec, "rate_limited", nil)
			if rec.Header().Get("Retry-After") != "900" {
				t.Errorf("Retry-After = %q", rec.Header().Get("Retry-After"))
			}
		}
		// The budget is the admin's: a code check in a session is held too.
		if n := env.countRows(t, (*store.AdminRecoveryCode)(nil), "1 = 1"); n != 10 {
			t.Errorf("a recovery code was used while rate limited (%d left)", n)
		}
		// After the window, the right code works and clears the count.
		env.setClock(16 * time.Minute)
		pending = env.passwordStep(t)
		checkResponse(t, env.codeStep(pending, codeAt(t, secret, 32)), 200, nil, nil)
	})
}
