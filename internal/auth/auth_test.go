package auth

import (
	"context"
	"strings"
	"testing"
	"time"
)

func TestHashAndVerify(t *testing.T) {
	h := NewHasher(TestParams)
	enc, err := h.Hash("correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(enc, "$argon2id$v=19$m=64,t=1,p=1$") {
		t.Fatalf("hash %q is not a PHC argon2id string", enc)
	}
	other, _ := h.Hash("correct horse")
	if other == enc {
		t.Fatal("two hashes of one password are equal: salt missing")
	}
	tests := []struct {
		password string
		want     bool
	}{
		{"correct horse", true},
		{"correct horse ", false},
		{"Correct horse", false},
		{"", false},
	}
	for _, tt := range tests {
		ok, err := h.Verify(tt.password, enc)
		if err != nil || ok != tt.want {
			t.Errorf("Verify(%q) = %v, %v; want %v", tt.password, ok, err, tt.want)
		}
	}
	// A hash made with other parameters still verifies: they travel in it.
	def := NewHasher(DefaultParams)
	if ok, err := def.Verify("correct horse", enc); !ok || err != nil {
		t.Errorf("default hasher cannot verify test hash: %v %v", ok, err)
	}
	if !def.NeedsRehash(enc) || h.NeedsRehash(enc) {
		t.Error("NeedsRehash wrong")
	}
}

func TestDefaultParamsFormat(t *testing.T) {
	if testing.Short() {
		t.Skip("slow hash")
	}
	enc, err := NewHasher(DefaultParams).Hash("pw")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(enc, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash = %q", enc)
	}
}

func TestVerifyRejectsMalformedHashes(t *testing.T) {
	h := NewHasher(TestParams)
	good, _ := h.Hash("pw")
	parts := strings.Split(good, "$")
	bad := []string{
		"",
		"plaintext",
		"$argon2i$v=19$m=64,t=1,p=1$" + parts[4] + "$" + parts[5],
		"$argon2id$v=16$m=64,t=1,p=1$" + parts[4] + "$" + parts[5],
		"$argon2id$v=19$m=99999999,t=1,p=1$" + parts[4] + "$" + parts[5],
		"$argon2id$v=19$m=64,t=1000,p=1$" + parts[4] + "$" + parts[5],
		"$argon2id$v=19$m=64,t=1,p=1$!!!$" + parts[5],
		"$argon2id$v=19$m=64,t=1,p=1$" + parts[4],
	}
	for _, enc := range bad {
		if ok, err := h.Verify("pw", enc); ok || err == nil {
			t.Errorf("Verify with %q = %v, %v; want error", enc, ok, err)
		}
	}
}

func TestTokens(t *testing.T) {
	tok, hash, err := NewToken()
	if err != nil {
		t.Fatal(err)
	}
	if len(tok) != 43 || strings.ContainsAny(tok, "+/=") {
		t.Errorf("token %q is not 256-bit base64url", tok)
	}
	if len(hash) != 64 || hash != HashToken(tok) {
		t.Errorf("hash %q", hash)
	}
	tok2, _, _ := NewToken()
	if tok == tok2 {
		t.Error("two tokens are equal")
	}
}

func TestNormalizePhone(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"0123456789", "0123456789", true},
		{"012-345 6789", "0123456789", true},
		{"+60123456789", "0123456789", true},
		{"60123456789", "0123456789", true},
		{"+60 12-345 6789", "0123456789", true},
		{"+60 012-345 6789", "0123456789", true},
		{"0060123456789", "0123456789", true},
		{"(012) 345-6789", "0123456789", true},
		{"  011-2345 6789 ", "01123456789", true},
		{"03-1234 5678", "0312345678", true},
		{"04-123 4567", "041234567", true},
		{"012.345.6789", "0123456789", true},
		{"", "", false},
		{"12345", "", false},
		{"+6591234567", "", false},
		{"+1 555 123 4567", "", false},
		{"012345678901234", "", false},
		{"012-ABC-6789", "", false},
		{"012+3456789", "", false},
		{"00123456789", "", false},
		{"Robert'); DROP TABLE members;--", "", false},
		{"０１２３４５６７８９", "", false}, // full-width digits
	}
	for _, tt := range tests {
		got, err := NormalizePhone(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("NormalizePhone(%q) = %q, %v; want %q ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
		if err != nil && err != ErrPhone {
			t.Errorf("NormalizePhone(%q) error %v, want ErrPhone", tt.in, err)
		}
	}
}

func FuzzNormalizePhone(f *testing.F) {
	for _, s := range []string{"012-345 6789", "+60123456789", "60123456789", "0060 12 345 6789", "+", "600060123456", "(0)", "6060123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := NormalizePhone(in)
		if err != nil {
			return
		}
		if len(got) < 9 || len(got) > 12 || CountDigits(got) != len(got) {
			t.Fatalf("NormalizePhone(%q) = %q: not 9-12 digits", in, got)
		}
		again, err := NormalizePhone(got)
		if err != nil || again != got {
			t.Fatalf("not idempotent: %q -> %q -> %q, %v", in, got, again, err)
		}
	})
}

func TestEmail(t *testing.T) {
	if got := NormalizeEmail("  Ali@Example.COM "); got != "ali@example.com" {
		t.Errorf("NormalizeEmail = %q", got)
	}
	valid := []string{"ali@example.com", "a.b+golf@club.com.my", "x@y.co"}
	invalid := []string{"", "ali", "ali@", "@example.com", "ali@example", "ali@@example.com", "a li@example.com",
		"ali@example.com\r\nBcc: x@y.z", "ali@.com", "ali@example.", "<script>@x.com", "ali@exa..mple.com"}
	for _, e := range valid {
		if !ValidEmail(e) {
			t.Errorf("ValidEmail(%q) = false", e)
		}
	}
	for _, e := range invalid {
		if ValidEmail(e) {
			t.Errorf("ValidEmail(%q) = true", e)
		}
	}
}

// memCounter is an in-memory Counter with the store's semantics.
type memCounter struct {
	m map[string]struct {
		n     int
		start time.Time
	}
}

func (c *memCounter) HitRateLimit(_ context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error) {
	e := c.m[key]
	if e.start.IsZero() || !e.start.After(now.Add(-window)) {
		e.n, e.start = 0, now
	}
	e.n++
	c.m[key] = e
	return e.n, e.start, nil
}

func (c *memCounter) PeekRateLimit(_ context.Context, key string, now time.Time, window time.Duration) (int, time.Time, error) {
	e := c.m[key]
	if e.start.IsZero() || !e.start.After(now.Add(-window)) {
		return 0, time.Time{}, nil
	}
	return e.n, e.start, nil
}

func (c *memCounter) ResetRateLimit(_ context.Context, key string) error {
	delete(c.m, key)
	return nil
}

func TestLimiter(t *testing.T) {
	ctx := context.Background()
	c := &memCounter{m: map[string]struct {
		n     int
		start time.Time
	}{}}
	l := NewLimiter(c)
	lim := Limit{Name: "x", Max: 3, Window: 15 * time.Minute}
	key := lim.Key("member", "ali@example.com")
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	for i := range 3 {
		if d, _ := l.Blocked(ctx, lim, key, now); d != 0 {
			t.Fatalf("attempt %d blocked", i+1)
		}
		l.Fail(ctx, lim, key, now.Add(time.Duration(i)*time.Minute))
	}
	d, _ := l.Blocked(ctx, lim, key, now.Add(5*time.Minute))
	if d != 10*time.Minute || RetryMinutes(d) != 10 {
		t.Fatalf("blocked for %v, want 10m", d)
	}
	if d, _ := l.Blocked(ctx, lim, key, now.Add(15*time.Minute)); d != 0 {
		t.Fatal("still blocked after the window")
	}
	l.Reset(ctx, key)
	for i := range 4 {
		d, _ := l.Allow(ctx, lim, key, now)
		if (d != 0) != (i == 3) {
			t.Fatalf("Allow #%d = %v", i+1, d)
		}
	}
	if RetryMinutes(61*time.Second) != 2 || RetryMinutes(0) != 1 {
		t.Error("RetryMinutes")
	}
	if k := lim.Key("member", strings.Repeat("x", 10000)); len(k) > 64 {
		t.Errorf("key too long: %d", len(k))
	}
}
