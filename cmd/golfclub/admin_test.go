package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/store"
)

func TestAdminCreate(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "GOLFCLUB_DATA_DIR" {
			return dir
		}
		return ""
	}
	ctx := context.Background()
	run := func(stdin string, args ...string) (string, error) {
		var out bytes.Buffer
		err := runAdminCreate(ctx, args, strings.NewReader(stdin), &out, env)
		return out.String(), err
	}
	out, err := run("s3cret-pass\n", "--username", "boss", "--password-stdin")
	if err != nil || out != "admin boss created\n" {
		t.Fatalf("create = %q, %v", out, err)
	}
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"duplicate", "another-pass\n", []string{"--username", "boss", "--password-stdin"}, `an admin named "boss" already exists`},
		{"short password", "short\n", []string{"--username", "x", "--password-stdin"}, "at least 8 characters"},
		{"no stdin", "", []string{"--username", "x", "--password-stdin"}, "no password"},
		{"no --password-stdin", "s3cret-pass\n", []string{"--username", "x"}, "--password-stdin"},
		{"no username", "s3cret-pass\n", []string{"--password-stdin"}, "--username"},
		{"username with space", "s3cret-pass\n", []string{"--username", "a b", "--password-stdin"}, "without spaces"},
	} {
		if _, err := run(tc.stdin, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
	// A last line without newline works too (echo -n pw | golfclub …).
	if _, err := run("no-newline-pass", "--username", "second", "--password-stdin"); err != nil {
		t.Fatal(err)
	}

	// The admin landed in GOLFCLUB_DATA_DIR's database with a real hash.
	s, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.AdminByUsername(ctx, "boss")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(a.PasswordHash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash = %q", a.PasswordHash)
	}
	if ok, _ := auth.NewHasher(auth.TestParams).Verify("s3cret-pass", a.PasswordHash); !ok {
		t.Error("password does not verify")
	}
	if n, _ := s.AdminCount(ctx); n != 2 {
		t.Errorf("admins = %d", n)
	}
}

func TestAdminReset2FA(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string {
		if k == "GOLFCLUB_DATA_DIR" {
			return dir
		}
		return ""
	}
	ctx := context.Background()
	if err := runAdminCreate(ctx, []string{"--username", "boss", "--password-stdin"}, strings.NewReader("s3cret-pass\n"), &bytes.Buffer{}, env); err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, err := s.AdminByUsername(ctx, "boss")
	if err != nil {
		t.Fatal(err)
	}
	// boss is locked out: two-factor on, phone and recovery codes gone.
	secret, _ := auth.NewTOTPSecret()
	if err := s.SetAdminPendingTOTP(ctx, a.ID, secret); err != nil {
		t.Fatal(err)
	}
	if err := s.EnableAdminTOTP(ctx, a.ID, secret, 1, []string{auth.HashRecoveryCode("aaaa-bbbb-cccc")}, time.Now()); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runAdminReset2FA(ctx, args, &out, env)
		return out.String(), err
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no username", nil, "usage: golfclub admin reset-2fa"},
		{"two usernames", []string{"boss", "other"}, "usage: golfclub admin reset-2fa"},
		{"unknown admin", []string{"nobody"}, `no admin named "nobody"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := run(tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
	if a, _ := s.AdminByUsername(ctx, "boss"); a.TOTPSecret == nil {
		t.Fatal("a failed run reset two-factor sign-in")
	}
	// Flags may come after the username too.
	out, err := run("boss", "--data-dir", dir)
	if err != nil || !strings.Contains(out, "two-factor sign-in reset for admin boss") {
		t.Fatalf("reset = %q, %v", out, err)
	}
	a, err = s.AdminByUsername(ctx, "boss")
	if err != nil || a.TOTPSecret != nil || a.TOTPPendingSecret != nil {
		t.Fatalf("after reset: %+v, %v", a, err)
	}
	if n, _ := s.AdminRecoveryCodesLeft(ctx, a.ID); n != 0 {
		t.Errorf("%d recovery codes left", n)
	}
	out, err = run("boss")
	if err != nil || !strings.Contains(out, "was not on") {
		t.Errorf("second reset = %q, %v", out, err)
	}
}
