package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"net/url"
	"strings"
	"time"
)

// TOTP (RFC 6238) with the parameters every authenticator app supports
// without being told: HMAC-SHA-1, 6 digits, 30-second steps.
const (
	TOTPDigits = 6
	TOTPPeriod = 30 * time.Second
	// totpSkew is how many steps either side of now a code may be from:
	// one covers a phone clock up to 30 s off and a code typed as it
	// rolls over.
	totpSkew = 1
	// totpSecretBytes is RFC 4226's recommended 160-bit key.
	totpSecretBytes = 20
)

// totpEncoding is base32 without padding, as authenticator apps expect in
// otpauth:// URIs and when a secret is typed in by hand.
var totpEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewTOTPSecret returns a fresh random secret, base32-encoded.
func NewTOTPSecret() (string, error) {
	b := make([]byte, totpSecretBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("totp secret: %w", err)
	}
	return totpEncoding.EncodeToString(b), nil
}

// decodeTOTPSecret reads a base32 secret, forgiving case and the spaces
// people put in when copying it.
func decodeTOTPSecret(secret string) ([]byte, error) {
	s := strings.ToUpper(strings.ReplaceAll(secret, " ", ""))
	s = strings.TrimRight(s, "=")
	key, err := totpEncoding.DecodeString(s)
	if err != nil || len(key) == 0 {
		return nil, fmt.Errorf("totp secret is not base32")
	}
	return key, nil
}

// hotp is RFC 4226's HOTP value of counter under key with the given number
// of digits, zero-padded.
func hotp(key []byte, counter uint64, digits int) string {
	var msg [8]byte
	binary.BigEndian.PutUint64(msg[:], counter)
	mac := hmac.New(sha1.New, key)
	mac.Write(msg[:])
	sum := mac.Sum(nil)
	// Dynamic truncation (RFC 4226 §5.3).
	off := sum[len(sum)-1] & 0x0f
	bin := binary.BigEndian.Uint32(sum[off:off+4]) & 0x7fffffff
	mod := uint32(1)
	for range digits {
		mod *= 10
	}
	return fmt.Sprintf("%0*d", digits, bin%mod)
}

// TOTPStep is the RFC 6238 time step of t (T0 = Unix epoch).
func TOTPStep(t time.Time) int64 {
	return t.Unix() / int64(TOTPPeriod/time.Second)
}

// TOTPCode is the 6-digit code of secret at step.
func TOTPCode(secret string, step int64) (string, error) {
	key, err := decodeTOTPSecret(secret)
	if err != nil {
		return "", err
	}
	return hotp(key, uint64(step), TOTPDigits), nil
}

// ValidateTOTP checks code against secret at now, allowing one step of
// clock skew either way. A step at or before lastStep is refused even when
// its code matches: each code works once (RFC 6238 §5.2), so a code seen
// over a shoulder or replayed from a log is useless. It returns the step
// the code matched, which the caller stores as the new lastStep.
func ValidateTOTP(secret, code string, now time.Time, lastStep int64) (step int64, ok bool) {
	code = NormalizeTOTPCode(code)
	if len(code) != TOTPDigits {
		return 0, false
	}
	key, err := decodeTOTPSecret(secret)
	if err != nil {
		return 0, false
	}
	cur := TOTPStep(now)
	for s := cur - totpSkew; s <= cur+totpSkew; s++ {
		if s <= lastStep || s < 0 {
			continue
		}
		// Constant time: the comparison must not tell how many leading
		// digits were right.
		if subtle.ConstantTimeCompare([]byte(hotp(key, uint64(s), TOTPDigits)), []byte(code)) == 1 {
			return s, true
		}
	}
	return 0, false
}

// NormalizeTOTPCode drops the spaces and dashes some apps show inside a
// code ("123 456"); it does not check the result.
func NormalizeTOTPCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\u00a0' {
			return -1
		}
		return r
	}, strings.TrimSpace(code))
}

// IsTOTPCode reports whether code (normalized) has the shape of a TOTP
// code: exactly six ASCII digits.
func IsTOTPCode(code string) bool {
	code = NormalizeTOTPCode(code)
	if len(code) != TOTPDigits {
		return false
	}
	for _, r := range code {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// TOTPURI is the otpauth:// URI an authenticator app reads from a QR code
// (Google Authenticator's Key Uri Format): label "issuer:account", and the
// issuer again as a parameter, which newer apps prefer.
func TOTPURI(issuer, account, secret string) string {
	label := url.PathEscape(issuer + ":" + account)
	q := url.Values{}
	q.Set("secret", secret)
	q.Set("issuer", issuer)
	q.Set("algorithm", "SHA1")
	q.Set("digits", fmt.Sprint(TOTPDigits))
	q.Set("period", fmt.Sprint(int(TOTPPeriod/time.Second)))
	// url.Values encodes spaces as '+', which some apps show literally.
	return "otpauth://totp/" + label + "?" + strings.ReplaceAll(q.Encode(), "+", "%20")
}

// Recovery codes: ten one-time codes for when the phone is lost. Twelve
// characters from a 31-letter alphabet without look-alikes (no 0/o, 1/l/i)
// give 59 bits: far beyond guessing through the rate limit, and costly to
// reverse from a leaked SHA-256 hash.
const (
	RecoveryCodeCount = 10
	recoveryAlphabet  = "abcdefghjkmnpqrstuvwxyz23456789"
	recoveryCodeLen   = 12
)

// NewRecoveryCodes returns RecoveryCodeCount fresh codes, formatted
// "xxxx-xxxx-xxxx" for reading aloud and writing down.
func NewRecoveryCodes() ([]string, error) {
	codes := make([]string, RecoveryCodeCount)
	buf := make([]byte, recoveryCodeLen)
	for i := range codes {
		var b strings.Builder
		for j := 0; j < recoveryCodeLen; j++ {
			if j > 0 && j%4 == 0 {
				b.WriteByte('-')
			}
			// Rejection sampling keeps every letter equally likely.
			for {
				if _, err := rand.Read(buf[j : j+1]); err != nil {
					return nil, fmt.Errorf("recovery code: %w", err)
				}
				if int(buf[j]) < 256/len(recoveryAlphabet)*len(recoveryAlphabet) {
					break
				}
			}
			b.WriteByte(recoveryAlphabet[int(buf[j])%len(recoveryAlphabet)])
		}
		codes[i] = b.String()
	}
	return codes, nil
}

// HashRecoveryCode is the stored form of a recovery code: SHA-256 of the
// code without dashes, spaces or case, so "ABCD EFGH JKMN" typed from
// paper matches "abcd-efgh-jkmn".
func HashRecoveryCode(code string) string {
	return HashToken(normalizeRecoveryCode(code))
}

func normalizeRecoveryCode(code string) string {
	return strings.ToLower(NormalizeTOTPCode(code))
}
