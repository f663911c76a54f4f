// Package httpcache holds what makes repeat reads cheap: content
// negotiation and conditional-request helpers, and Cache, which keeps the
// public read answers encoded once and invalidated on change.
package httpcache

import (
	"strconv"
	"strings"
)

// ETagMatches is If-None-Match's weak comparison: W/ is ignored, * matches.
func ETagMatches(header, tag string) bool {
	if header == "" {
		return false
	}
	want := strings.TrimPrefix(tag, "W/")
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == want {
			return true
		}
	}
	return false
}

// AcceptsEncoding reports whether an Accept-Encoding header allows enc:
// listed (or "*") with a q-value above zero.
func AcceptsEncoding(header, enc string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case enc:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
