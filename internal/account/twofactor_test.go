package account_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/auth"
	"golfclub/internal/model"
)

// pending signs in with the password of an admin with two-factor on and
// returns the pending sign-in's token.
func pending(t *testing.T, e *env) string {
	t.Helper()
	_, st, err := e.svc.LoginAdmin(context.Background(), account.AdminLogin{Username: "admin", Password: adminPassword, IP: ip})
	if err != nil {
		t.Fatal(err)
	}
	if st.Kind != account.PendingSignIn || !st.Expires.Equal(e.clock.now().Add(account.PendingSignInTTL)) {
		t.Fatalf("password step started %+v", st)
	}
	return st.Token
}

// signIn runs the code step with code.
func signIn(t *testing.T, e *env, token, code string) (account.Started, error) {
	t.Helper()
	ctx := context.Background()
	a, _, err := e.svc.PendingAdmin(ctx, token)
	if err != nil {
		return account.Started{}, err
	}
	return e.svc.SignInWithCode(ctx, a, account.CodeSignIn{Code: code, IP: ip, PendingToken: token})
}

// TestTOTPWindow: a code of the current step or one step either side
// works, each step once; enrolment used up the step it was confirmed with.
func TestTOTPWindow(t *testing.T) {
	later := testNow.Add(10 * time.Minute)
	rows := []struct {
		name     string
		steps    []int64 // codes tried in order, as steps from later
		wantCode []string
	}{
		{name: "current step", steps: []int64{0}, wantCode: []string{""}},
		{name: "one step behind", steps: []int64{-1}, wantCode: []string{""}},
		{name: "one step ahead", steps: []int64{1}, wantCode: []string{""}},
		{name: "two steps behind", steps: []int64{-2}, wantCode: []string{"invalid_two_factor_code"}},
		{name: "two steps ahead", steps: []int64{2}, wantCode: []string{"invalid_two_factor_code"}},
		{name: "a code works once", steps: []int64{0, 0}, wantCode: []string{"", "two_factor_code_used"}},
		{name: "an older step after a newer one", steps: []int64{1, 0}, wantCode: []string{"", "two_factor_code_used"}},
		{name: "a newer step after an older one", steps: []int64{-1, 0}, wantCode: []string{"", ""}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			each(t, func(t *testing.T, e *env) {
				a := e.admin(t)
				secret, _ := e.enrol(t, a)
				e.clock.set(later)
				for i, step := range row.steps {
					_, err := signIn(t, e, pending(t, e), code(t, secret, later, step))
					wantCode(t, err, row.wantCode[i])
				}
			})
		})
	}
	t.Run("the enrolment's step is used", func(t *testing.T) {
		each(t, func(t *testing.T, e *env) {
			a := e.admin(t)
			secret, _ := e.enrol(t, a)
			_, err := signIn(t, e, pending(t, e), code(t, secret, testNow, 0))
			wantCode(t, err, "two_factor_code_used")
		})
	})
}

func TestRecoveryCodes(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		a := e.admin(t)
		secret, codes := e.enrol(t, a)
		if len(codes) != 10 {
			t.Fatalf("%d recovery codes", len(codes))
		}
		st, err := signIn(t, e, pending(t, e), codes[0])
		if err != nil || st.Kind != account.AdminSession {
			t.Fatalf("recovery code sign-in: %+v %v", st, err)
		}
		// Single use, also typed another way.
		_, err = signIn(t, e, pending(t, e), strings.ToLower(codes[0]))
		wantCode(t, err, "invalid_two_factor_code")
		if left, _ := e.svc.TwoFactor(ctx, a); left.RecoveryCodesLeft != 9 || !left.Enabled {
			t.Errorf("status %+v", left)
		}
		// Minting new codes takes an app code, never a recovery code.
		_, err = e.svc.ReplaceRecoveryCodes(ctx, a, codes[1], ip)
		wantCode(t, err, "invalid_two_factor_code")
		e.clock.set(testNow.Add(time.Minute))
		fresh, err := e.svc.ReplaceRecoveryCodes(ctx, e.reload(t, a), code(t, secret, e.clock.now(), 0), ip)
		if err != nil || len(fresh) != 10 {
			t.Fatalf("new codes: %v %v", fresh, err)
		}
		_, err = signIn(t, e, pending(t, e), codes[2])
		wantCode(t, err, "invalid_two_factor_code")
		_, err = signIn(t, e, pending(t, e), fresh[0])
		wantCode(t, err, "")
		// Disabling takes a code too; a recovery code will do.
		wantCode(t, e.svc.DisableTwoFactor(ctx, e.reload(t, a), "", ip), "required")
		wantCode(t, e.svc.DisableTwoFactor(ctx, e.reload(t, a), fresh[1], ip), "")
		off := e.reload(t, a)
		if off.TOTPSecret != nil {
			t.Fatal("two-factor still on")
		}
		wantCode(t, e.svc.DisableTwoFactor(ctx, off, fresh[2], ip), "two_factor_off")
		if st, _ := e.svc.TwoFactor(ctx, off); st.RecoveryCodesLeft != 0 || st.Enabled {
			t.Errorf("after disabling %+v", st)
		}
	})
}

func TestEnrolment(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		a := e.admin(t)
		_, err := e.svc.ConfirmEnrolment(ctx, a, "123456", ip)
		wantCode(t, err, "two_factor_setup_missing")
		_, err = e.svc.EnrolmentQR(ctx, a)
		wantCode(t, err, "two_factor_setup_missing")
		first, err := e.svc.StartEnrolment(ctx, a)
		if err != nil || !strings.HasPrefix(first.URI, "otpauth://totp/") || !strings.Contains(first.URI, first.Secret) {
			t.Fatalf("enrolment %+v %v", first, err)
		}
		stale := e.reload(t, a)
		// Another tab restarts: a code of the first secret switches nothing on.
		second, err := e.svc.StartEnrolment(ctx, a)
		if err != nil || second.Secret == first.Secret {
			t.Fatal(err)
		}
		_, err = e.svc.ConfirmEnrolment(ctx, stale, code(t, first.Secret, testNow, 0), ip)
		wantCode(t, err, "two_factor_setup_changed")
		a = e.reload(t, a)
		svg, err := e.svc.EnrolmentQR(ctx, a)
		if err != nil || !strings.HasPrefix(string(svg), "<svg") {
			t.Fatalf("qr %.40q %v", svg, err)
		}
		_, err = e.svc.ConfirmEnrolment(ctx, a, "000000", ip)
		wantCode(t, err, "invalid_two_factor_code")
		_, err = e.svc.ConfirmEnrolment(ctx, a, " ", ip)
		wantCode(t, err, "required")
		codes, err := e.svc.ConfirmEnrolment(ctx, a, code(t, second.Secret, testNow, 0), ip)
		if err != nil || len(codes) != 10 {
			t.Fatalf("confirm: %v %v", codes, err)
		}
		on := e.reload(t, a)
		if on.TOTPSecret == nil || *on.TOTPSecret != second.Secret || on.TOTPPendingSecret != nil {
			t.Fatalf("stored %+v", on)
		}
		_, err = e.svc.StartEnrolment(ctx, on)
		wantCode(t, err, "two_factor_already_on")
		wantCode(t, account.CanConfirmEnrolment(on), "two_factor_already_on")
	})
}

func TestPendingSignIn(t *testing.T) {
	rows := []struct {
		name      string
		change    func(t *testing.T, e *env, a *model.Admin)
		wantEnded bool
	}{
		{name: "timed out", change: func(t *testing.T, e *env, a *model.Admin) {
			e.clock.set(testNow.Add(account.PendingSignInTTL))
		}},
		{name: "two-factor reset meanwhile", wantEnded: true, change: func(t *testing.T, e *env, a *model.Admin) {
			if err := e.st.DisableAdminTOTP(context.Background(), a.ID); err != nil {
				t.Fatal(err)
			}
		}},
		{name: "no pending sign-in at all", change: func(t *testing.T, e *env, a *model.Admin) {}},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			each(t, func(t *testing.T, e *env) {
				a := e.admin(t)
				e.enrol(t, a)
				token := pending(t, e)
				if row.name == "no pending sign-in at all" {
					token = ""
				}
				row.change(t, e, a)
				_, ended, err := e.svc.PendingAdmin(context.Background(), token)
				wantCode(t, err, "two_factor_expired")
				if ended != row.wantEnded {
					t.Errorf("ended = %v", ended)
				}
			})
		})
	}
	t.Run("a pending sign-in is no admin session", func(t *testing.T) {
		each(t, func(t *testing.T, e *env) {
			a := e.admin(t)
			e.enrol(t, a)
			_, _, err := e.svc.SessionAdmin(context.Background(), pending(t, e), "", false)
			wantCode(t, err, "unauthorized")
		})
	})
}

// TestCodeBudget: wrong codes of any kind count against the admin's budget
// of the password step's size; once spent, even a right code waits.
func TestCodeBudget(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		a := e.admin(t)
		secret, _ := e.enrol(t, a)
		e.clock.set(testNow.Add(time.Minute))
		token := pending(t, e)
		for range auth.LoginPerAccount.Max {
			_, err := signIn(t, e, token, "000000")
			wantCode(t, err, "invalid_two_factor_code")
		}
		_, err := signIn(t, e, token, code(t, secret, e.clock.now(), 0))
		wantCode(t, err, "rate_limited")
		_, err = e.svc.ReplaceRecoveryCodes(ctx, e.reload(t, a), code(t, secret, e.clock.now(), 0), "198.51.100.9")
		wantCode(t, err, "rate_limited")
		e.clock.set(e.clock.now().Add(auth.LoginPerAccount.Window))
		_, err = signIn(t, e, pending(t, e), code(t, secret, e.clock.now(), 0))
		wantCode(t, err, "")
	})
}

func TestTwoFactorRequirement(t *testing.T) {
	each(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		a := e.admin(t)
		wantCode(t, e.svc.SetTwoFactorRequired(ctx, a, true), "two_factor_enrol_first")
		wantCode(t, e.svc.RequireEnrolled(ctx, a), "")
		e.enrol(t, a)
		wantCode(t, e.svc.SetTwoFactorRequired(ctx, a, true), "")
		wantCode(t, e.svc.RequireEnrolled(ctx, a), "")
		hash, _ := passwords.Hash(adminPassword)
		other := &model.Admin{Username: "other", PasswordHash: hash, CreatedAt: testNow}
		if err := e.st.CreateAdmin(ctx, other); err != nil {
			t.Fatal(err)
		}
		wantCode(t, e.svc.RequireEnrolled(ctx, other), "two_factor_setup_required")
		if req, err := e.svc.SetupRequired(ctx, other); err != nil || !req {
			t.Errorf("setup required = %v %v", req, err)
		}
		wantCode(t, e.svc.SetTwoFactorRequired(ctx, a, false), "")
		wantCode(t, e.svc.RequireEnrolled(ctx, other), "")
	})
}
