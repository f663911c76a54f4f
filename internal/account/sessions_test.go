package account_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/auth"
	"golfclub/internal/model"
)

// startMember signs m in and returns the session's token.
func startMember(t *testing.T, e *env, m *model.Member) string {
	t.Helper()
	_, st, err := e.svc.LoginMember(context.Background(), account.MemberLogin{Email: *m.Email, Password: memberPass, IP: ip})
	if err != nil {
		t.Fatal(err)
	}
	return st.Token
}

func TestSessionSlides(t *testing.T) {
	ttl := account.MemberSessionTTL
	rows := []struct {
		name        string
		after       time.Duration // time passed since sign-in
		slide       bool
		wantRenewed bool
		wantGone    bool
	}{
		{name: "fresh", after: time.Hour, slide: true},
		{name: "just over half left", after: ttl/2 - time.Minute, slide: true},
		{name: "under half left slides", after: ttl/2 + time.Minute, slide: true, wantRenewed: true},
		{name: "under half left, no cookie to send", after: ttl/2 + time.Minute, slide: false},
		{name: "expired", after: ttl, slide: true, wantGone: true},
	}
	each(t, func(t *testing.T, e *env) {
		for i, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				ctx := context.Background()
				m := e.member(t, fmt.Sprintf("01234567%02d", i), fmt.Sprintf("m%d@example.com", i))
				e.clock.set(testNow)
				token := startMember(t, e, m)
				at := testNow.Add(row.after)
				e.clock.set(at)
				defer e.clock.set(testNow)
				sess, renewed, err := e.svc.Session(ctx, account.MemberSession, token, row.slide)
				if err != nil {
					t.Fatal(err)
				}
				if row.wantGone {
					if sess != nil {
						t.Fatalf("expired session still live: %+v", sess)
					}
					if _, _, err := e.svc.SessionMember(ctx, token, true); err != account.ErrSignInNeeded {
						t.Fatalf("expired session's member: %v", err)
					}
					return
				}
				if sess == nil || sess.SubjectID != m.ID {
					t.Fatalf("session = %+v", sess)
				}
				if got := !renewed.IsZero(); got != row.wantRenewed {
					t.Fatalf("renewed = %v, want renewed %v", renewed, row.wantRenewed)
				}
				if row.wantRenewed && !renewed.Equal(at.Add(ttl)) {
					t.Errorf("renewed to %v, want %v", renewed, at.Add(ttl))
				}
				// The stored expiry moved only when renewed.
				again, _, err := e.svc.Session(ctx, account.MemberSession, token, false)
				if err != nil || again == nil {
					t.Fatalf("session again: %v %v", again, err)
				}
				want := testNow.Add(ttl)
				if row.wantRenewed {
					want = at.Add(ttl)
				}
				if !again.ExpiresAt.Equal(want) {
					t.Errorf("stored expiry %v, want %v", again.ExpiresAt, want)
				}
			})
		}
	})
}

func TestSessionKindsAndSubjects(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		m := e.member(t, "0123456789", "aisyah@example.com")
		a := e.admin(t)
		memberToken := startMember(t, e, m)
		_, adminStarted, err := e.svc.LoginAdmin(ctx, account.AdminLogin{Username: "admin", Password: adminPassword, IP: ip})
		if err != nil || adminStarted.Kind != account.AdminSession {
			t.Fatalf("admin login: %+v %v", adminStarted, err)
		}
		adminToken := adminStarted.Token
		rows := []struct {
			name                string
			adminTok, memberTok string
			wantCode            string
		}{
			{name: "admin session", adminTok: adminToken},
			{name: "none", wantCode: "unauthorized"},
			{name: "member only is forbidden, not unauthorized", memberTok: memberToken, wantCode: "forbidden"},
			{name: "a member token is no admin token", adminTok: memberToken, wantCode: "unauthorized"},
			{name: "unknown token", adminTok: "x", wantCode: "unauthorized"},
		}
		for _, row := range rows {
			t.Run(row.name, func(t *testing.T) {
				got, _, err := e.svc.SessionAdmin(ctx, row.adminTok, row.memberTok, false)
				wantCode(t, err, row.wantCode)
				if row.wantCode == "" && got.ID != a.ID {
					t.Errorf("admin %d, want %d", got.ID, a.ID)
				}
			})
		}
		// An admin token never finds a member.
		if _, _, err := e.svc.SessionMember(ctx, adminToken, false); err != account.ErrSignInNeeded {
			t.Errorf("admin token as member: %v", err)
		}
		// A deactivated member's session grants nothing.
		if _, err := e.st.DB().NewUpdate().Model((*model.Member)(nil)).Set("is_active = ?", false).Where("id = ?", m.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, _, err := e.svc.SessionMember(ctx, memberToken, false); err != account.ErrSignInNeeded {
			t.Errorf("inactive member: %v", err)
		}
	})
}

func TestEndSessionAndCleanup(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		m := e.member(t, "0123456789", "aisyah@example.com")
		ended := startMember(t, e, m)
		stale := startMember(t, e, m)
		live := startMember(t, e, m)
		if err := e.svc.EndSession(ctx, account.MemberSession, ended); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.EndSession(ctx, account.MemberSession, ""); err != nil {
			t.Fatalf("ending no session: %v", err)
		}
		if _, err := e.st.DB().NewUpdate().Model((*model.Session)(nil)).Set("expires_at = ?", testNow.Add(-time.Minute)).
			Where("token_hash = ?", auth.HashToken(stale)).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		e.svc.Cleanup(ctx)
		n, err := e.st.DB().NewSelect().Model((*model.Session)(nil)).Count(ctx)
		if err != nil || n != 1 {
			t.Fatalf("%d sessions left (%v), want the live one", n, err)
		}
		if _, _, err := e.svc.SessionMember(ctx, live, false); err != nil {
			t.Errorf("live session: %v", err)
		}
	})
}
