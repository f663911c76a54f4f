package auth

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrPhone is the message for a phone number that is not a Malaysian number.
// Handlers show its text to people as the spec words it, hence the capital.
//
//lint:ignore ST1005 the text is the spec's user-facing message, not a log line
var ErrPhone = errors.New("Please enter a valid Malaysian phone number, for example 012-345 6789")

// NormalizePhone turns the ways people write a Malaysian number into the
// national form we store: digits only, leading 0. "012-345 6789",
// "+60123456789", "60123456789" and "(012) 345-6789" all become
// "0123456789". Anything that is not 9 to 12 digits afterwards is rejected
// with ErrPhone. Stored phones are the member's identity, so this must be
// idempotent: NormalizePhone of its own output returns it unchanged.
func NormalizePhone(s string) (string, error) {
	if len(s) > 64 {
		return "", ErrPhone
	}
	var b strings.Builder
	plus := false
	for i, r := range strings.TrimSpace(s) {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '+' && i == 0:
			plus = true
		case r == '-' || r == '(' || r == ')' || r == '.' || unicode.IsSpace(r):
		default:
			return "", ErrPhone
		}
	}
	d := b.String()
	intl := true
	switch {
	case strings.HasPrefix(d, "0060"):
		d = d[4:]
	case strings.HasPrefix(d, "60"):
		d = d[2:]
	case plus:
		// Another country's code: not a number the club can match against
		// its members.
		return "", ErrPhone
	default:
		intl = false
	}
	// People often keep the trunk 0 after the country code: +60 012-….
	if intl && !strings.HasPrefix(d, "0") {
		d = "0" + d
	}
	// 00 starts an international call, never a national number; refusing it
	// here also keeps the function idempotent.
	if len(d) < 9 || len(d) > 12 || strings.HasPrefix(d, "00") {
		return "", ErrPhone
	}
	return d, nil
}

// CountDigits counts the ASCII digits in s.
func CountDigits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// NormalizeEmail trims and lowercases an address, so that one mailbox is
// one account however it is typed.
func NormalizeEmail(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// ValidEmail is a deliberately plain check of a normalised address: one @,
// a non-empty local part, a dotted domain, no spaces or control characters.
// Whether the mailbox exists is only learnt by mailing it.
func ValidEmail(s string) bool {
	if len(s) > 254 || !utf8.ValidString(s) {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	if at < 1 || strings.Count(s, "@") != 1 {
		return false
	}
	local, domain := s[:at], s[at+1:]
	if len(local) > 64 || len(domain) < 3 {
		return false
	}
	for _, r := range s {
		if r <= ' ' || r == 0x7f || unicode.IsSpace(r) || unicode.IsControl(r) || strings.ContainsRune(`<>()[]\,;:"`, r) {
			return false
		}
	}
	dot := strings.LastIndexByte(domain, '.')
	if dot < 1 || dot == len(domain)-1 || strings.Contains(domain, "..") || strings.HasPrefix(domain, "-") {
		return false
	}
	return true
}

// HasControl reports whether s holds control characters (NUL, newlines…),
// which no name, identifier or token legitimately contains.
func HasControl(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) {
			return true
		}
	}
	return !utf8.ValidString(s)
}
