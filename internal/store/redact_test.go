package store_test

import (
	"testing"
	"time"

	"golfclub/internal/store"
)

func TestRegistrationRedactFor(t *testing.T) {
	email, number, file := "a@example.com", "BHG-1", "/api/payment-files/x"
	at := time.Now()
	row := func() *store.RegistrationRow {
		return &store.RegistrationRow{
			Registration: store.Registration{ID: 1, MemberID: 7, MemberName: "Aina", MemberPhone: "0123456789", IsPaid: true,
				PaymentReferenceFileURL: &file, PaymentReferenceFileName: &file, PaymentReferenceUploadedAt: &at},
			MemberEmail: &email, MembershipNumber: &number,
		}
	}
	tests := []struct {
		name   string
		viewer store.Viewer
		redact bool
	}{
		{"nobody", store.Viewer{}, true},
		{"another member", store.Viewer{MemberID: 8}, true},
		{"the member", store.Viewer{MemberID: 7}, false},
		{"an admin", store.Viewer{Admin: true}, false},
		{"an admin signed in as another member too", store.Viewer{MemberID: 8, Admin: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := row()
			if got := r.RedactFor(tt.viewer); got != tt.redact {
				t.Fatalf("RedactFor = %v, want %v", got, tt.redact)
			}
			hidden := r.MemberPhone == "" && r.MemberEmail == nil && r.MembershipNumber == nil && !r.IsPaid &&
				r.PaymentReferenceFileURL == nil && r.PaymentReferenceFileName == nil && r.PaymentReferenceUploadedAt == nil
			intact := r.MemberPhone == "0123456789" && r.MemberEmail != nil && r.MembershipNumber != nil && r.IsPaid &&
				r.PaymentReferenceFileURL != nil && r.PaymentReferenceFileName != nil && r.PaymentReferenceUploadedAt != nil
			if tt.redact && !hidden || !tt.redact && !intact {
				t.Fatalf("row after RedactFor: %+v", r)
			}
			if r.MemberName != "Aina" || r.ID != 1 {
				t.Fatalf("name or id lost: %+v", r)
			}
		})
	}
}

func TestFlightRedactFor(t *testing.T) {
	email, hcp := "a@example.com", 12
	row := func() *store.FlightRow {
		return &store.FlightRow{Players: []store.FlightPlayer{{
			FlightMember: store.FlightMember{ID: 3, RegistrationID: 5, MemberName: "Aina", MemberPhone: "0123456789", Handicap: &hcp},
			MemberID:     7, IsPaid: true, MemberEmail: &email,
		}}}
	}
	for _, tt := range []struct {
		name   string
		viewer store.Viewer
		redact bool
	}{
		{"nobody", store.Viewer{}, true},
		// In a flight list even the member's own contact details are
		// admin-only, as they always were.
		{"the member", store.Viewer{MemberID: 7}, true},
		{"an admin", store.Viewer{Admin: true}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := row()
			if got := f.RedactFor(tt.viewer); got != tt.redact {
				t.Fatalf("RedactFor = %v, want %v", got, tt.redact)
			}
			p := f.Players[0]
			hidden := p.MemberPhone == "" && p.MemberEmail == nil && p.Handicap == nil && !p.IsPaid && p.RegistrationID == 0
			intact := p.MemberPhone != "" && p.MemberEmail != nil && p.Handicap != nil && p.IsPaid && p.RegistrationID == 5
			if tt.redact && !hidden || !tt.redact && !intact {
				t.Fatalf("player after RedactFor: %+v", p)
			}
			if p.MemberName != "Aina" || p.MemberID != 7 {
				t.Fatalf("name or member lost: %+v", p)
			}
		})
	}
}
