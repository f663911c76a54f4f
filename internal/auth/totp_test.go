package auth

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// rfcSecret is the SHA-1 key of RFC 6238 appendix B and RFC 4226
// appendix D, "12345678901234567890", in base32.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"

func TestHOTPVectors(t *testing.T) {
	// RFC 4226 appendix D: 6-digit HOTP values for counters 0…9.
	want := []string{"755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"}
	key, err := decodeTOTPSecret(rfcSecret)
	if err != nil {
		t.Fatal(err)
	}
	for c, w := range want {
		if got := hotp(key, uint64(c), 6); got != w {
			t.Errorf("HOTP(%d) = %s, want %s", c, got, w)
		}
	}
}

func TestTOTPVectors(t *testing.T) {
	// RFC 6238 appendix B, SHA-1 rows: 8-digit values; the 6-digit code an
	// app shows is the same number mod 10^6.
	for _, tc := range []struct {
		name  string
		unix  int64
		eight string
	}{
		{"59", 59, "94287082"},
		{"1111111109", 1111111109, "07081804"},
		{"1111111111", 1111111111, "14050471"},
		{"1234567890", 1234567890, "89005924"},
		{"2000000000", 2000000000, "69279037"},
		{"20000000000", 20000000000, "65353130"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key, _ := decodeTOTPSecret(rfcSecret)
			step := TOTPStep(time.Unix(tc.unix, 0))
			if got := hotp(key, uint64(step), 8); got != tc.eight {
				t.Errorf("8 digits = %s, want %s", got, tc.eight)
			}
			code, err := TOTPCode(rfcSecret, step)
			if err != nil || code != tc.eight[2:] {
				t.Errorf("TOTPCode = %s, %v, want %s", code, err, tc.eight[2:])
			}
			if s, ok := ValidateTOTP(rfcSecret, tc.eight[2:], time.Unix(tc.unix, 0), 0); !ok || s != step {
				t.Errorf("ValidateTOTP = %d, %v, want step %d", s, ok, step)
			}
		})
	}
}

func TestValidateTOTPSkewAndReplay(t *testing.T) {
	now := time.Unix(1234567890, 0) // step 41152263
	step := TOTPStep(now)
	code := func(s int64) string {
		c, err := TOTPCode(rfcSecret, s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tc := range []struct {
		name     string
		code     string
		lastStep int64
		wantStep int64
		wantOK   bool
	}{
		{"current step", code(step), 0, step, true},
		{"one step early (phone clock behind)", code(step - 1), 0, step - 1, true},
		{"one step late (phone clock ahead)", code(step + 1), 0, step + 1, true},
		{"two steps early", code(step - 2), 0, 0, false},
		{"two steps late", code(step + 2), 0, 0, false},
		{"replay of the step just used", code(step), step, 0, false},
		{"older step after a newer was used", code(step - 1), step, 0, false},
		{"next step after the current was used", code(step + 1), step, step + 1, true},
		{"spaces inside", code(step)[:3] + " " + code(step)[3:], 0, step, true},
		{"wrong code", "000000", 0, 0, false},
		{"five digits", code(step)[:5], 0, 0, false},
		{"seven digits", code(step) + "1", 0, 0, false},
		{"letters", "abcdef", 0, 0, false},
		{"empty", "", 0, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "wrong code" && (code(step-1) == "000000" || code(step) == "000000" || code(step+1) == "000000") {
				t.Skip("000000 is a real code at this time")
			}
			s, ok := ValidateTOTP(rfcSecret, tc.code, now, tc.lastStep)
			if ok != tc.wantOK || s != tc.wantStep {
				t.Errorf("ValidateTOTP(%q, last %d) = %d, %v; want %d, %v", tc.code, tc.lastStep, s, ok, tc.wantStep, tc.wantOK)
			}
		})
	}
	if _, ok := ValidateTOTP("not base32!", "123456", now, 0); ok {
		t.Error("a broken secret validated a code")
	}
}

func TestNewTOTPSecret(t *testing.T) {
	a, err := NewTOTPSecret()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewTOTPSecret()
	key, err := decodeTOTPSecret(a)
	if err != nil || len(key) != 20 || len(a) != 32 || a == b {
		t.Errorf("secrets %q %q: key %d bytes, %v", a, b, len(key), err)
	}
	// Typed by hand: lower case with spaces still decodes.
	spaced := strings.ToLower(a[:4] + " " + a[4:])
	if k2, err := decodeTOTPSecret(spaced); err != nil || string(k2) != string(key) {
		t.Errorf("spaced secret: %v", err)
	}
}

func TestTOTPURI(t *testing.T) {
	got := TOTPURI("Kelab Golf Bukit Hijau", "admin", "JBSWY3DPEHPK3PXP")
	u, err := url.Parse(got)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Scheme != "otpauth" || u.Host != "totp" || u.Path != "/Kelab Golf Bukit Hijau:admin" ||
		q.Get("secret") != "JBSWY3DPEHPK3PXP" || q.Get("issuer") != "Kelab Golf Bukit Hijau" ||
		q.Get("digits") != "6" || q.Get("period") != "30" || q.Get("algorithm") != "SHA1" || strings.Contains(got, "+") {
		t.Errorf("URI = %s", got)
	}
}

func TestRecoveryCodes(t *testing.T) {
	codes, err := NewRecoveryCodes()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range codes {
		if len(c) != 14 || c[4] != '-' || c[9] != '-' || seen[c] {
			t.Errorf("code %q (duplicate %v)", c, seen[c])
		}
		seen[c] = true
		for _, r := range strings.ReplaceAll(c, "-", "") {
			if !strings.ContainsRune(recoveryAlphabet, r) {
				t.Errorf("code %q has %q", c, r)
			}
		}
	}
	if len(codes) != 10 {
		t.Errorf("%d codes", len(codes))
	}
	c := codes[0]
	typed := strings.ToUpper(strings.ReplaceAll(c, "-", " "))
	if HashRecoveryCode(typed) != HashRecoveryCode(c) || HashRecoveryCode(codes[1]) == HashRecoveryCode(c) {
		t.Error("recovery code hashes do not normalise or do not differ")
	}
	if IsTOTPCode(c) || !IsTOTPCode("123 456") || IsTOTPCode("12345a") {
		t.Error("IsTOTPCode")
	}
}
