package api

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/config"
	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestAdminLoginAndSession(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			cookie := env.loginAdmin(t)
			m := env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			memberCookie := env.memberSession(t, m.ID)
			logout := func(t *testing.T, env *testEnv) { env.adminDo(t, cookie, "POST", "/api/admin/logout", nil, 200) }
			return []scenario{
				{name: "blank username", method: "POST", url: "/api/admin/login", body: map[string]string{"username": " ", "password": "x"},
					wantStatus: 400, wantCode: "required", wantContains: []string{"Please enter both username and password"}},
				{name: "blank password", method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin"},
					wantStatus: 400, wantCode: "required", wantContains: []string{"Please enter both username and password"}},
				{name: "malformed JSON", method: "POST", url: "/api/admin/login", body: `{"username":1}`, wantStatus: 400,
					wantCode: "wrong_type", wantFields: map[string]string{"username": "wrong_type"}},
				{name: "wrong password", method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin", "password": "wrong-pass"},
					wantStatus: 401, wantCode: "invalid_credentials", wantContains: []string{"Invalid username or password"}},
				{name: "unknown admin", method: "POST", url: "/api/admin/login", body: map[string]string{"username": "root", "password": "wrong-pass"},
					wantStatus: 401, wantCode: "invalid_credentials", wantContains: []string{"Invalid username or password"}},
				{name: "member credentials are not admin credentials", method: "POST", url: "/api/admin/login",
					body: map[string]string{"username": "ali@example.com", "password": testMemberPassword}, wantStatus: 401, wantCode: "invalid_credentials"},
				{name: "me as admin", method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{cookie}, wantStatus: 200,
					wantContains: []string{`"username":"admin"`, `"id":`}, wantNotContains: []string{"password", "reset"}},
				{name: "me anonymous", method: "GET", url: "/api/admin/me", wantStatus: 401, wantCode: "unauthorized", wantContains: []string{"Admin login required"}},
				{name: "me with a member session", method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{memberCookie},
					wantStatus: 403, wantCode: "forbidden", wantContains: []string{"Admin access required"}},
				{name: "member token in the admin cookie", method: "GET", url: "/api/admin/me",
					cookies: []*http.Cookie{{Name: "gc_admin", Value: memberCookie.Value}}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin cookie is no member session", method: "GET", url: "/api/member/profile", cookies: []*http.Cookie{cookie}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin token in the member cookie", method: "GET", url: "/api/member/profile",
					cookies: []*http.Cookie{{Name: "gc_member", Value: cookie.Value}}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "logout", method: "POST", url: "/api/admin/logout", cookies: []*http.Cookie{cookie}, wantStatus: 200, wantContains: []string{"Logged out"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if c := sessionCookie(rec, "gc_admin"); c == nil || c.MaxAge >= 0 {
							t.Errorf("admin logout did not clear the cookie: %+v", c)
						}
					}},
				{name: "session as admin", method: "GET", url: "/api/admin/session", cookies: []*http.Cookie{cookie}, wantStatus: 200,
					wantContains: []string{`"username":"admin"`, `"id":`, `"twoFactorSetupRequired":false`}, wantNotContains: []string{"password", "reset"}},
				{name: "session anonymous is no error", method: "GET", url: "/api/admin/session", wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if body := strings.TrimSpace(rec.Body.String()); body != "null" {
							t.Errorf("body = %q, want null", body)
						}
						if c := sessionCookie(rec, "gc_admin"); c != nil {
							t.Errorf("a visitor without a cookie got one: %+v", c)
						}
					}},
				{name: "session with a member session is no admin", method: "GET", url: "/api/admin/session", cookies: []*http.Cookie{memberCookie},
					wantStatus: 200, wantNotContains: []string{`"username"`}},
				{name: "session after logout clears the cookie", before: logout, method: "GET", url: "/api/admin/session", cookies: []*http.Cookie{cookie}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if body := strings.TrimSpace(rec.Body.String()); body != "null" {
							t.Errorf("body = %q, want null", body)
						}
						if c := sessionCookie(rec, "gc_admin"); c == nil || c.MaxAge >= 0 {
							t.Errorf("the dead admin cookie was not cleared: %+v", c)
						}
					}},
				{name: "me after logout", before: logout, method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{cookie}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "logout when signed out", method: "POST", url: "/api/admin/logout", wantStatus: 401, wantCode: "unauthorized"},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			cookie := env.loginAdmin(t)
			if !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" || cookie.MaxAge != 12*3600 {
				t.Errorf("admin cookie attributes: %+v", cookie)
			}
			// Wrong password and unknown admin answer alike.
			a := env.do(req{method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin", "password": "nope-nope"}})
			b := env.do(req{method: "POST", url: "/api/admin/login", body: map[string]string{"username": "nobody", "password": "nope-nope"}})
			if a.Code != b.Code || a.Body.String() != b.Body.String() {
				t.Errorf("wrong password %d %s vs unknown %d %s", a.Code, a.Body.String(), b.Code, b.Body.String())
			}
		})
	})
}

func TestAdminOnlyWrapper(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		m := env.createMember(t, "Ali", "0123456789", "", "")
		called := 0
		h := env.server.handle(env.server.adminOnly(func(w http.ResponseWriter, r *http.Request) error {
			called++
			writeJSON(w, 200, message{"ok"})
			return nil
		}))
		call := func(cookies ...*http.Cookie) *httptestRecorder {
			rec := newRecorder()
			h.ServeHTTP(rec, newTestRequest("GET", "/x", cookies))
			return rec
		}
		checkResponse(t, call(), 401, []string{"Admin login required"}, nil)
		checkResponse(t, call(env.memberSession(t, m.ID)), 403, []string{"Admin access required"}, nil)
		if called != 0 {
			t.Fatal("handler ran without an admin session")
		}
		checkResponse(t, call(admin), 200, []string{"ok"}, nil)
		// Both cookies: the admin one decides.
		checkResponse(t, call(admin, env.memberSession(t, m.ID)), 200, nil, nil)

		// The 12-hour admin session slides once less than 6 hours remain.
		hash := auth.HashToken(admin.Value)
		env.store.DB().NewUpdate().Model((*store.Session)(nil)).Set("expires_at = ?", testNow.Add(5*time.Hour)).Where("token_hash = ?", hash).Exec(context.Background())
		rec := call(admin)
		if c := sessionCookie(rec, "gc_admin"); rec.Code != 200 || c == nil || c.MaxAge != 12*3600 {
			t.Errorf("admin session not extended: %d %+v", rec.Code, c)
		}
		if a, err := env.server.currentAdmin(newTestRequest("GET", "/x", []*http.Cookie{admin})); err != nil || a.Username != "admin" {
			t.Errorf("currentAdmin = %v, %v", a, err)
		}
		env.store.DB().NewUpdate().Model((*store.Session)(nil)).Set("expires_at = ?", testNow.Add(-time.Second)).Where("token_hash = ?", hash).Exec(context.Background())
		checkResponse(t, call(admin), 401, nil, nil)
	})
}

func TestAdminLoginRateLimit(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		env.loginAdmin(t)
		login := func(pw string) *httptestRecorder {
			return env.do(req{method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin", "password": pw}})
		}
		for i := 1; i <= 10; i++ {
			if rec := login("wrong-pass"); rec.Code != 401 {
				t.Fatalf("failure %d: %d", i, rec.Code)
			}
		}
		rec := login(testAdminPassword)
		checkResponse(t, rec, 429, []string{"Too many failed sign-in attempts. Please try again in 15 minutes."}, nil)
		checkCodes(t, rec, "rate_limited", nil)
		if rec.Header().Get("Retry-After") != "900" {
			t.Errorf("Retry-After = %q", rec.Header().Get("Retry-After"))
		}
		// Member sign-in has budgets of its own.
		env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
		env.loginMember(t, "ali@example.com", testMemberPassword)
	})
}

// logEnv is an env whose server log is captured.
func logEnv(t *testing.T, s *store.Store, dev bool) (*testEnv, *bytes.Buffer) {
	t.Helper()
	var buf bytes.Buffer
	env := newEnv(t, s, func(c *config.Config) { c.Dev = dev })
	srv, set := newServer(s, Deps{Config: env.cfg, Log: slog.New(slog.NewTextHandler(&buf, nil)), Now: func() time.Time { return testNow }}, services.Deps{})
	env.server, env.services, env.h = srv, set, srv.Handler()
	return env, &buf
}

// setAdminResetToken gives the admin a reset token valid for an hour.
func (e *testEnv) setAdminResetToken(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	a, err := e.store.AdminByUsername(ctx, testAdminUsername)
	if err != nil {
		t.Fatal(err)
	}
	token, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.SetAdminResetToken(ctx, a.ID, hash, testNow.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	return token
}

func TestAdminPasswordReset(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			old := env.loginAdmin(t)
			token := env.setAdminResetToken(t)
			reset := func(t *testing.T, env *testEnv) {
				env.adminDo(t, nil, "POST", "/api/admin/reset-password", map[string]string{"resetToken": token, "newPassword": "new-admin-pw"}, 200)
			}
			m := env.createMember(t, "Ali", "0123456789", "ali@example.com", "")
			memberToken, memberHash, _ := auth.NewToken()
			if err := env.store.SetMemberResetToken(context.Background(), m.ID, memberHash, testNow.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
			return []scenario{
				{name: "blank username", method: "POST", url: "/api/admin/reset-password-request", body: map[string]string{"username": ""},
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"username": "required"}, wantContains: []string{"Please enter your username"}},
				{name: "malformed JSON", method: "POST", url: "/api/admin/reset-password-request", body: "[", wantStatus: 400, wantCode: "invalid_json"},
				{name: "blank fields", method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": token},
					wantStatus: 400, wantCode: "required", wantContains: []string{"Please enter both reset token and new password"}},
				{name: "short password", method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": token, "newPassword": "1234567"},
					wantStatus: 400, wantCode: "too_short", wantFields: map[string]string{"newPassword": "too_short"}, wantContains: []string{"Password must be at least 8 characters"}},
				{name: "unknown token", method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": strings.Repeat("b", 43), "newPassword": "new-admin-pw"},
					wantStatus: 400, wantCode: "invalid_reset_token", wantContains: []string{"Invalid or expired reset token"}},
				{name: "member token is no admin token", method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": memberToken, "newPassword": "new-admin-pw"},
					wantStatus: 400, wantCode: "invalid_reset_token", wantContains: []string{"Invalid or expired reset token"}},
				{name: "reset", method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": token, "newPassword": "new-admin-pw"},
					wantStatus: 200, wantContains: []string{"Password reset successful"}},
				{name: "token used twice", before: reset, method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": token, "newPassword": "newer-admin-pw"},
					wantStatus: 400, wantCode: "invalid_reset_token", wantContains: []string{"Invalid or expired reset token"}},
				{name: "old session ended", before: reset, method: "GET", url: "/api/admin/me", cookies: []*http.Cookie{old}, wantStatus: 401, wantCode: "unauthorized"},
				{name: "old password", before: reset, method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin", "password": testAdminPassword},
					wantStatus: 401, wantCode: "invalid_credentials"},
				{name: "new password", before: reset, method: "POST", url: "/api/admin/login", body: map[string]string{"username": "admin", "password": "new-admin-pw"}, wantStatus: 200},
			}
		})
		// Outside --dev the token goes to the server log, with the username.
		b.story(t, func(t *testing.T, env *testEnv) {
			env, logs := logEnv(t, env.store, false)
			env.loginAdmin(t)
			known := env.do(req{method: "POST", url: "/api/admin/reset-password-request", body: map[string]string{"username": "admin"}})
			unknown := env.do(req{method: "POST", url: "/api/admin/reset-password-request", body: map[string]string{"username": "ghost"}})
			checkResponse(t, known, 200, []string{"server log"}, []string{"resetToken"})
			if known.Body.String() != unknown.Body.String() {
				t.Errorf("known %s vs unknown %s", known.Body.String(), unknown.Body.String())
			}
			var token string
			for _, line := range strings.Split(logs.String(), "\n") {
				if strings.Contains(line, "admin password reset requested") && strings.Contains(line, "username=admin") {
					if i := strings.Index(line, "resetToken="); i >= 0 {
						token = strings.Fields(line[i+len("resetToken="):])[0]
					}
				}
			}
			if len(token) != 43 {
				t.Fatalf("no token in the log:\n%s", logs.String())
			}
			if strings.Contains(logs.String(), "username=ghost") {
				t.Error("a token was logged for an unknown admin")
			}
			rec := env.do(req{method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": token, "newPassword": "new-admin-pw"}})
			checkResponse(t, rec, 200, []string{"Password reset successful"}, nil)
		})
	})
}

func TestAdminPasswordResetDev(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		env, _ := logEnv(t, s, true)
		env.loginAdmin(t)
		rec := env.do(req{method: "POST", url: "/api/admin/reset-password-request", body: map[string]string{"username": "admin"}})
		got := decode[resetAnswer](t, rec)
		if len(got.ResetToken) != 43 || !strings.Contains(got.Message, got.ResetToken) {
			t.Fatalf("dev answer = %+v", got)
		}
		// Expired tokens are refused.
		env.store.DB().NewUpdate().Model((*store.Admin)(nil)).Set("reset_token_expiry = ?", testNow.Add(-time.Minute)).Where("username = ?", "admin").Exec(context.Background())
		rec = env.do(req{method: "POST", url: "/api/admin/reset-password", body: map[string]string{"resetToken": got.ResetToken, "newPassword": "new-admin-pw"}})
		checkResponse(t, rec, 400, []string{"Invalid or expired reset token"}, nil)
	})
}
