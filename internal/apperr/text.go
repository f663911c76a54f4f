package apperr

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The checks the club's forms share. They add to a Validation, so each
// form reports every field's problem at once.

// Text checks a trimmed text field: at most max characters, no control
// characters (newlines and tabs allowed when multiline).
func (v *Validation) Text(field, label, s string, max int, multiline bool) {
	if utf8.RuneCountInString(s) > max {
		v.Add(field, "too_long", fmt.Sprintf("%s must be at most %d characters", label, max))
		return
	}
	if !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t'))
	}) {
		v.Add(field, "invalid_characters", label+" contains invalid characters")
	}
}

// Link checks an optional link: empty, an absolute http(s) URL, or a path
// on this site ("/gallery/1.jpg"). Anything else (javascript:, data:,
// protocol-relative //host) could run script or leave the site unnoticed.
func (v *Validation) Link(field, label, s string) {
	if s == "" {
		return
	}
	if !ValidLink(s) {
		v.Add(field, "invalid_link", label+" must be an http(s) URL or a path starting with /")
	}
}

// ValidLink reports whether s is an absolute http(s) URL without
// credentials or a path on this site, at most 2048 bytes.
func ValidLink(s string) bool {
	if len(s) > 2048 || strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) ||
		strings.Contains(s, `\`) {
		return false
	}
	if strings.HasPrefix(s, "/") {
		return !strings.HasPrefix(s, "//")
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && u.User == nil
}
