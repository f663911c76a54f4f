package privacy

import (
	"strings"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

func TestCheckConsent(t *testing.T) {
	for _, c := range []struct {
		name    string
		consent bool
		version string
		code    string
	}{
		{"agreed to this notice", true, NoticeVersion, ""},
		{"not agreed", false, NoticeVersion, "privacy_consent_required"},
		{"not agreed, old page", false, "2020-01-01", "privacy_consent_required"},
		{"agreed to an older notice", true, "2020-01-01", "privacy_notice_outdated"},
		{"agreed to no version", true, "", "privacy_notice_outdated"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var v apperr.Validation
			CheckConsent(&v, c.consent, c.version)
			e, _ := apperr.As(v.Err())
			switch {
			case c.code == "" && e != nil:
				t.Errorf("err = %v", e)
			case c.code != "" && (e == nil || e.Fields["privacyConsent"].Code != c.code):
				t.Errorf("err = %v, want %s on privacyConsent", e, c.code)
			}
		})
	}
}

func TestStatusFilter(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"", model.DeletionPending, true},
		{"all", "", true},
		{"pending", model.DeletionPending, true},
		{"confirmed", model.DeletionConfirmed, true},
		{"rejected", model.DeletionRejected, true},
		{"cancelled", model.DeletionCancelled, true},
		{"Pending", "", false},
		{"deleted", "", false},
	} {
		got, err := StatusFilter(c.in)
		if c.ok != (err == nil) || got != c.want {
			t.Errorf("%q: %q, %v", c.in, got, err)
		}
		if err != nil && !apperr.HasCode(err, "invalid_status") {
			t.Errorf("%q: code of %v", c.in, err)
		}
	}
}

func TestCheckRejectReason(t *testing.T) {
	for _, c := range []struct {
		name, in, want, code string
	}{
		{"trimmed", "  Payment under review \n", "Payment under review", ""},
		{"empty", "", "", "required"},
		{"blank", " \t\n", "", "required"},
		{"at the cap", strings.Repeat("é", RejectReasonMax), strings.Repeat("é", RejectReasonMax), ""},
		{"over the cap", strings.Repeat("a", RejectReasonMax+1), "", "too_long"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := CheckRejectReason(c.in)
			if c.code != "" {
				if e, _ := apperr.As(err); e == nil || e.Fields["reason"].Code != c.code {
					t.Fatalf("err = %v, want %s", err, c.code)
				}
				return
			}
			if err != nil || got != c.want {
				t.Errorf("got %q, %v", got, err)
			}
		})
	}
}

func TestEndpointHost(t *testing.T) {
	for in, want := range map[string]string{
		"https://fcm.googleapis.com/fcm/send/abc:def": "fcm.googleapis.com",
		"https://web.push.apple.com:443/QG9v":         "web.push.apple.com",
		"not a url":                                   "",
		"":                                            "",
	} {
		if got := endpointHost(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
