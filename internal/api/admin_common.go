package api

import (
	"bytes"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"strings"

	"golfclub/internal/apperr"
)

// routesAdmin registers the admin management API (docs/api.md);
// sign-in lives in admin_auth.go. Every route here is wrapped in adminOnly:
// 401 for anonymous callers, 403 for members.
func (s *Server) routesAdmin(mux *http.ServeMux) {
	s.routesAdminMembers(mux)
	s.routesAdminApproval(mux)
	s.routesAdminTeeShift(mux)
	s.routesAdminEvents(mux)
	s.routesAdminRegistrations(mux)
	s.routesAdminFlights(mux)
	s.routesAdminInbox(mux)
	s.routesAdminSettings(mux)
	s.routesAdminQR(mux)
	s.routesAdminBlog(mux)
	s.routesAdminGallery(mux)
	s.routesAdminImages(mux)
	s.routesAdminStats(mux)
	s.routesAdminBackup(mux)
	s.routesAdminCourses(mux)
	s.routesAdminScoring(mux)
	s.routesExports(mux)
}

// admin registers an admin-only route.
func (s *Server) admin(mux *http.ServeMux, pattern string, fn handlerFunc) {
	mux.Handle(pattern, s.handle(s.adminOnly(fn)))
}

// validator gathers the problems of one input (apperr.Validation: the
// first becomes the message, every field keeps its code) and adds the
// checks the admin forms share.
type validator struct{ apperr.Validation }

// text is apperr.Validation.Text: at most max characters, no control
// characters (newlines allowed when multiline).
func (v *validator) text(field, label, s string, max int, multiline bool) {
	v.Text(field, label, s, max, multiline)
}

// intInput reads an optional whole number that a form may send as a JSON
// number or a numeric string ("4"). present is false for absent or null.
func intInput(raw json.RawMessage) (n int64, present, ok bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return 0, false, true
	}
	var s string
	if raw[0] == '"' {
		if json.Unmarshal(raw, &s) != nil {
			return 0, true, false
		}
		s = strings.TrimSpace(s)
		if s == "" {
			return 0, false, true
		}
	} else {
		s = string(raw)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, true, false
	}
	return int64(f), true, true
}

// boolInput reads a required JSON boolean; strings like "true" are refused
// so that a typo never flips a payment.
func boolInput(raw json.RawMessage) (b, ok bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// optString reads a nullable text field; null and absent are "".
type optString string

func (o *optString) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*o = ""
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	*o = optString(s)
	return nil
}

func (o optString) trim() string { return strings.TrimSpace(string(o)) }

// nilIfEmpty makes an empty string a NULL column.
func nilIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
