package account_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/auth"
)

func TestLoginAdmin(t *testing.T) {
	rows := []struct {
		name     string
		in       account.AdminLogin
		wantCode string
	}{
		{name: "right", in: account.AdminLogin{Username: " admin ", Password: adminPassword}},
		{name: "wrong password", in: account.AdminLogin{Username: "admin", Password: "nope"}, wantCode: "invalid_credentials"},
		{name: "unknown", in: account.AdminLogin{Username: "ghost", Password: adminPassword}, wantCode: "invalid_credentials"},
		{name: "username too long to be one", in: account.AdminLogin{Username: strings.Repeat("a", 65), Password: adminPassword}, wantCode: "invalid_credentials"},
		{name: "blank", in: account.AdminLogin{Username: "admin"}, wantCode: "required"},
	}
	each(t, func(t *testing.T, e *env) {
		e.admin(t)
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				row.in.IP = ip
				_, st, err := e.svc.LoginAdmin(context.Background(), row.in)
				wantCode(t, err, row.wantCode)
				if row.wantCode == "" && (st.Kind != account.AdminSession || !st.Expires.Equal(testNow.Add(account.AdminSessionTTL))) {
					t.Errorf("started %+v", st)
				}
			})
		}
	})
}

func TestAdminPasswordReset(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.admin(t)
		_, session, err := e.svc.LoginAdmin(ctx, account.AdminLogin{Username: "admin", Password: adminPassword, IP: ip})
		if err != nil {
			t.Fatal(err)
		}
		// Outside dev mode the answer carries no token, known or not.
		known, err := e.svc.RequestAdminReset(ctx, "admin", ip)
		if err != nil {
			t.Fatal(err)
		}
		unknown, err := e.svc.RequestAdminReset(ctx, "ghost", ip)
		if err != nil || known != unknown || known.Token != "" || !strings.Contains(known.Message, "server log") {
			t.Fatalf("known %+v unknown %+v %v", known, unknown, err)
		}
		e.cfg.Dev = true
		answer, err := e.svc.RequestAdminReset(ctx, "admin", ip)
		if err != nil || len(answer.Token) != 43 {
			t.Fatalf("dev answer %+v %v", answer, err)
		}
		// Admin passwords are longer than members'.
		err = e.svc.ResetAdminPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: "1234567", IP: ip})
		wantCode(t, err, "too_short")
		// A member's reset token is no admin's.
		m := e.member(t, "0123456789", "aisyah@example.com")
		memberAnswer, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: *m.Email, IP: "198.51.100.3"})
		if err != nil {
			t.Fatal(err)
		}
		err = e.svc.ResetAdminPassword(ctx, account.PasswordReset{Token: memberAnswer.Token, NewPassword: "new-admin-pw", IP: ip})
		wantCode(t, err, "invalid_reset_token")
		e.clock.set(testNow.Add(account.ResetTokenTTL - time.Second))
		wantCode(t, e.svc.ResetAdminPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: "new-admin-pw", IP: ip}), "")
		if _, _, err := e.svc.SessionAdmin(ctx, session.Token, "", false); err == nil {
			t.Error("admin session from before the reset lives on")
		}
		wantCode(t, e.svc.ResetAdminPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: "newer-admin-pw", IP: ip}), "invalid_reset_token")
		if _, _, err := e.svc.LoginAdmin(ctx, account.AdminLogin{Username: "admin", Password: "new-admin-pw", IP: ip}); err != nil {
			t.Errorf("new password: %v", err)
		}
	})
}

// TestResetTokenBudget: wrong reset tokens count per address; a spent
// budget refuses even a right token until the window ends.
func TestResetTokenBudget(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		e.cfg.Dev = true
		e.member(t, "0123456789", "aisyah@example.com")
		answer, err := e.svc.RequestMemberReset(ctx, account.MemberResetRequest{Email: "aisyah@example.com", IP: ip})
		if err != nil {
			t.Fatal(err)
		}
		for range auth.ResetTokenPerIP.Max {
			wantCode(t, e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: strings.Repeat("c", 43), NewPassword: "new-secret", IP: ip}), "invalid_reset_token")
		}
		wantCode(t, e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: "new-secret", IP: ip}), "rate_limited")
		wantCode(t, e.svc.ResetMemberPassword(ctx, account.PasswordReset{Token: answer.Token, NewPassword: "new-secret", IP: "198.51.100.4"}), "")
	})
}
