package account_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
)

func TestLoginMember(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		m := e.member(t, "0123456789", "aisyah@example.com")
		rows := []struct {
			name     string
			in       account.MemberLogin
			wantCode string
		}{
			{name: "email", in: account.MemberLogin{Email: "aisyah@example.com", Password: memberPass}},
			{name: "email in another case, with spaces", in: account.MemberLogin{Email: "  AISYAH@example.com ", Password: memberPass}},
			{name: "phone in the email field", in: account.MemberLogin{Email: "012-345 6789", Password: memberPass}},
			{name: "phone field, +60 form", in: account.MemberLogin{Phone: "+60123456789", Password: memberPass}},
			{name: "wrong password", in: account.MemberLogin{Email: "aisyah@example.com", Password: "nope"}, wantCode: "invalid_credentials"},
			{name: "unknown account", in: account.MemberLogin{Email: "ghost@example.com", Password: memberPass}, wantCode: "invalid_credentials"},
			{name: "blank identifier", in: account.MemberLogin{Password: memberPass}, wantCode: "required"},
			{name: "blank password", in: account.MemberLogin{Email: "aisyah@example.com", Password: "  "}, wantCode: "required"},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				row.in.IP = ip
				got, st, err := e.svc.LoginMember(ctx, row.in)
				wantCode(t, err, row.wantCode)
				if row.wantCode != "" {
					return
				}
				if got.ID != m.ID || len(st.Token) != 43 || st.Kind != account.MemberSession || !st.Expires.Equal(testNow.Add(account.MemberSessionTTL)) {
					t.Fatalf("signed in %d with %+v", got.ID, st)
				}
			})
		}
		t.Run("a new sign-in replaces the browser's session", func(t *testing.T) {
			old := startMember(t, e, m)
			_, _, err := e.svc.LoginMember(ctx, account.MemberLogin{Email: "aisyah@example.com", Password: memberPass, IP: ip, OldToken: old})
			if err != nil {
				t.Fatal(err)
			}
			if sess, _, _ := e.svc.Session(ctx, account.MemberSession, old, false); sess != nil {
				t.Error("the old session lives on")
			}
		})
		t.Run("inactive", func(t *testing.T) {
			if _, err := e.st.DB().NewUpdate().Model((*model.Member)(nil)).Set("is_active = ?", false).Where("id = ?", m.ID).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			_, _, err := e.svc.LoginMember(ctx, account.MemberLogin{Email: "aisyah@example.com", Password: memberPass, IP: ip})
			wantCode(t, err, "account_inactive")
		})
	})
}

// TestSignInLockout: the account budget is LoginPerAccount.Max failures
// per window, whichever identifier is typed; then even the right password
// waits, a success before that clears the count, and the budget comes back
// when the window ends.
func TestSignInLockout(t *testing.T) {
	max := auth.LoginPerAccount.Max
	fail := func(e *env, by string) error {
		_, _, err := e.svc.LoginMember(context.Background(), account.MemberLogin{Email: by, Password: "wrong", IP: ip})
		return err
	}
	right := func(e *env) error {
		_, _, err := e.svc.LoginMember(context.Background(), account.MemberLogin{Email: "aisyah@example.com", Password: memberPass, IP: "198.51.100.1"})
		return err
	}
	rows := []struct {
		name     string
		run      func(t *testing.T, e *env) error
		wantCode string
	}{
		{name: "one under the budget, the right password works", wantCode: "", run: func(t *testing.T, e *env) error {
			for range max - 1 {
				wantCode(t, fail(e, "aisyah@example.com"), "invalid_credentials")
			}
			return right(e)
		}},
		{name: "budget spent: locked out, right password too", wantCode: "rate_limited", run: func(t *testing.T, e *env) error {
			for range max {
				fail(e, "aisyah@example.com")
			}
			return right(e)
		}},
		{name: "email and phone share the budget", wantCode: "rate_limited", run: func(t *testing.T, e *env) error {
			for i := range max {
				by := "aisyah@example.com"
				if i%2 == 0 {
					by = "0123456789"
				}
				fail(e, by)
			}
			return right(e)
		}},
		{name: "a success clears the count", wantCode: "", run: func(t *testing.T, e *env) error {
			for range max - 1 {
				fail(e, "aisyah@example.com")
			}
			if err := right(e); err != nil {
				return err
			}
			for range max - 1 {
				fail(e, "aisyah@example.com")
			}
			return right(e)
		}},
		{name: "an unknown account locks alike, so the lock reveals nothing", wantCode: "rate_limited", run: func(t *testing.T, e *env) error {
			for range max {
				wantCode(t, fail(e, "ghost@example.com"), "invalid_credentials")
			}
			return fail(e, "ghost@example.com")
		}},
		{name: "one account's lock leaves the others alone", wantCode: "", run: func(t *testing.T, e *env) error {
			e.member(t, "0129999999", "bala@example.com")
			for range max {
				fail(e, "bala@example.com")
			}
			return right(e)
		}},
		{name: "the window ends", wantCode: "", run: func(t *testing.T, e *env) error {
			for range max {
				fail(e, "aisyah@example.com")
			}
			e.clock.set(testNow.Add(auth.LoginPerAccount.Window + time.Second))
			return right(e)
		}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			each(t, func(t *testing.T, e *env) {
				e.member(t, "0123456789", "aisyah@example.com")
				err := row.run(t, e)
				wantCode(t, err, row.wantCode)
				if ae, ok := apperr.As(err); ok && ae.Code == "rate_limited" && (ae.RetryAfter <= 0 || !strings.Contains(ae.Message, "Please try again in")) {
					t.Errorf("429 without a wait: %+v", ae)
				}
			})
		})
	}
}

// TestPasswordReset: a token works once, within ResetTokenTTL, for the
// account it was issued to, and ends the account's sessions.
func TestPasswordReset(t *testing.T) {
	rows := []struct {
		name  string
		after time.Duration
		token func(issued string) string
		// reissue asks for a second token before the first is used.
		reissue  bool
		password string
		wantCode string
	}{
		{name: "in time", after: account.ResetTokenTTL - time.Second, password: "new-secret"},
		{name: "token and password with spaces", token: func(s string) string { return " " + s + " " }, password: " new-secret "},
		{name: "expired", after: account.ResetTokenTTL, password: "new-secret", wantCode: "invalid_reset_token"},
		{name: "unknown", token: func(string) string { return strings.Repeat("b", 43) }, password: "new-secret", wantCode: "invalid_reset_token"},
		{name: "not a token at all", token: func(string) string { return "short" }, password: "new-secret", wantCode: "invalid_reset_token"},
		{name: "replaced by a newer request", reissue: true, password: "new-secret", wantCode: "invalid_reset_token"},
		{name: "short password", password: "12345", wantCode: "too_short"},
		{name: "blank", token: func(string) string { return "" }, password: "new-secret", wantCode: "required"},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			each(t, func(t *testing.T, e *env) {
				e.cfg.Dev = true // the answer carries the token
				ctx := context.Background()
				m := e.member(t, "0123456789", "aisyah@example.com")
				session := startMember(t, e, m)
				answer, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "Aisyah@Example.com", IP: ip, Locale: "ms"})
				if err != nil || len(answer.Token) != 43 {
					t.Fatalf("reset request: %+v %v", answer, err)
				}
				token := answer.Token
				if row.reissue {
					if _, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "aisyah@example.com", IP: ip}); err != nil {
						t.Fatal(err)
					}
				}
				if row.token != nil {
					token = row.token(token)
				}
				e.clock.set(testNow.Add(row.after))
				err = e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: token, NewPassword: row.password, IP: ip})
				wantCode(t, err, row.wantCode)
				if row.wantCode != "" {
					return
				}
				if _, _, err := e.svc.SessionMember(ctx, session, false); err != account.ErrSignInNeeded {
					t.Errorf("session from before the reset: %v", err)
				}
				if _, _, err := e.svc.LoginMember(ctx, account.MemberLogin{Email: "aisyah@example.com", Password: "new-secret", IP: ip}); err != nil {
					t.Errorf("new password: %v", err)
				}
				err = e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: token, NewPassword: "third-secret", IP: ip})
				wantCode(t, err, "invalid_reset_token")
			})
		})
	}
}

func TestResetRequestMail(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.member(t, "0123456789", "aisyah@example.com")
		known, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "aisyah@example.com", IP: ip, Locale: "en"})
		if err != nil {
			t.Fatal(err)
		}
		unknown, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "ghost@example.com", IP: ip, Locale: "en"})
		if err != nil {
			t.Fatal(err)
		}
		if known != unknown || known.Token != "" {
			t.Errorf("known %+v vs unknown %+v", known, unknown)
		}
		e.svc.Stop() // waits for the mail
		got := e.mail.sent()
		if len(got) != 1 || got[0].to != "aisyah@example.com" || !strings.Contains(got[0].body, "https://club.example/member/login?reset=1") {
			t.Fatalf("mails %+v", got)
		}
		var stored model.Member
		if err := e.st.DB().NewSelect().Model(&stored).Where("email = ?", "aisyah@example.com").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if stored.ResetToken == nil || !stored.ResetTokenExpiry.Equal(testNow.Add(account.ResetTokenTTL)) || strings.Contains(got[0].body, *stored.ResetToken) {
			t.Errorf("stored token %v expiry %v (only its hash is kept)", stored.ResetToken, stored.ResetTokenExpiry)
		}
		_, err = e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "not-an-address", IP: ip})
		wantCode(t, err, "invalid_email")
		// Known and unknown addresses count alike against the budgets.
		for range auth.ResetPerIP.Max - 2 {
			if _, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "x@example.com", IP: ip}); err != nil {
				t.Fatal(err)
			}
		}
		_, err = e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "y@example.com", IP: ip})
		wantCode(t, err, "rate_limited")
	})
}

func TestSignUp(t *testing.T) {
	valid := func() account.SignUp {
		return account.SignUp{Name: "Nurul Huda", Phone: "012-345 6789", Email: "Nurul@Example.com", Password: "secret1",
			VisitorLocale: "ms", PrivacyConsent: true, PrivacyNoticeVersion: notice}
	}
	rows := []struct {
		name       string
		change     func(*account.SignUp)
		wantCode   string
		wantFields []string
		check      func(t *testing.T, m *model.Member)
	}{
		{name: "valid", check: func(t *testing.T, m *model.Member) {
			if m.Phone != "0123456789" || m.Email == nil || *m.Email != "nurul@example.com" || m.Locale != "ms" || m.MembershipNumber == nil ||
				m.PrivacyNoticeVersion == nil || *m.PrivacyNoticeVersion != notice || m.PrivacyConsentAt == nil || !m.PrivacyConsentAt.Equal(testNow) {
				t.Errorf("member %+v", m)
			}
			if ok, _ := passwords.Verify("secret1", m.PasswordHash); !ok {
				t.Error("password not hashed from what was sent")
			}
		}},
		{name: "sent locale wins", change: func(s *account.SignUp) { s.Locale = "en" }, check: func(t *testing.T, m *model.Member) {
			if m.Locale != "en" {
				t.Errorf("locale %s", m.Locale)
			}
		}},
		{name: "own membership number", change: func(s *account.SignUp) { s.MembershipNumber = " GC-77 " }, check: func(t *testing.T, m *model.Member) {
			if *m.MembershipNumber != "GC-77" {
				t.Errorf("number %s", *m.MembershipNumber)
			}
		}},
		{name: "every bad field at once", change: func(s *account.SignUp) {
			*s = account.SignUp{Name: "A", Phone: "123", Email: "nope", Password: "12345", Locale: "fr", MembershipNumber: strings.Repeat("9", 33)}
		}, wantCode: "too_short", wantFields: []string{"name", "phone", "email", "password", "locale", "membershipNumber", "privacyConsent"}},
		{name: "no consent", change: func(s *account.SignUp) { s.PrivacyConsent = false }, wantCode: "privacy_consent_required"},
		{name: "consent to an old notice", change: func(s *account.SignUp) { s.PrivacyNoticeVersion = "2020-01-01" }, wantCode: "privacy_notice_outdated"},
		{name: "control characters in the name", change: func(s *account.SignUp) { s.Name = "Nurul\x00Huda" }, wantCode: "invalid_characters"},
		{name: "preferred name too long", change: func(s *account.SignUp) { s.PreferredName = strings.Repeat("n", 41) }, wantCode: "too_long"},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			each(t, func(t *testing.T, e *env) {
				in := valid()
				if row.change != nil {
					row.change(&in)
				}
				m, err := e.svc.SignUp(context.Background(), in)
				wantCode(t, err, row.wantCode)
				if ae, ok := apperr.As(err); ok {
					for _, f := range row.wantFields {
						if _, ok := ae.Fields[f]; !ok {
							t.Errorf("no error on %s: %+v", f, ae.Fields)
						}
					}
				}
				if row.check != nil {
					row.check(t, m)
				}
			})
		})
	}
	t.Run("phone taken", func(t *testing.T) {
		each(t, func(t *testing.T, e *env) {
			e.member(t, "0123456789", "")
			_, err := e.svc.SignUp(context.Background(), valid())
			wantCode(t, err, "phone_taken")
		})
	})
}

func TestMemberPreferences(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		m := e.member(t, "0123456789", "aisyah@example.com")
		wantCode(t, e.svc.SetLocale(ctx, m, "fr"), "invalid_locale")
		wantCode(t, e.svc.SetLocale(ctx, m, "ms"), "")
		wantCode(t, e.svc.SetPreferredName(ctx, m, nil), "required")
		long := strings.Repeat("a", 41)
		wantCode(t, e.svc.SetPreferredName(ctx, m, &long), "too_long")
		name := "  Ecah "
		wantCode(t, e.svc.SetPreferredName(ctx, m, &name), "")
		blank := " "
		got, err := e.st.MemberByID(ctx, m.ID)
		if err != nil || got.Locale != "ms" || got.PreferredName == nil || *got.PreferredName != "Ecah" {
			t.Fatalf("stored %+v %v", got, err)
		}
		wantCode(t, e.svc.SetPreferredName(ctx, m, &blank), "")
		if got, _ := e.st.MemberByID(ctx, m.ID); got.PreferredName != nil {
			t.Errorf("blank did not clear: %q", *got.PreferredName)
		}
	})
}

// TestResetTokenRace: two resets racing with one token; exactly one wins.
func TestResetTokenRace(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.cfg.Dev = true
		e.member(t, "0123456789", "aisyah@example.com")
		answer, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "aisyah@example.com", IP: ip})
		if err != nil {
			t.Fatal(err)
		}
		const n = 4
		errs := make(chan error, n)
		for i := range n {
			go func() {
				errs <- e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: fmt.Sprintf("racer-%d", i), IP: ip})
			}()
		}
		won := 0
		for range n {
			err := <-errs
			if err == nil {
				won++
			} else if !apperr.HasCode(err, "invalid_reset_token") {
				t.Errorf("racer: %v", err)
			}
		}
		if won != 1 {
			t.Errorf("%d resets won, want 1", won)
		}
	})
}
