package club_test

import (
	"errors"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/club"
	"golfclub/internal/store"
)

func TestCheckRegistration(t *testing.T) {
	num := "BHG-1"
	member := &store.Member{MembershipNumber: &num}
	blank := "  "
	guest := &store.Member{MembershipNumber: &blank}
	withRates := &store.Event{Date: "2026-12-05", Rates: weekdayRates}
	noRates := &store.Event{Date: "2026-12-05", Rates: []store.Rate{}}
	past := &store.Event{Date: "2026-11-20", Rates: weekdayRates}
	today := &store.Event{Date: "2026-11-21", Rates: weekdayRates}
	tests := []struct {
		name     string
		ev       *store.Event
		m        *store.Member
		rate     string
		want     string
		wantCode string
	}{
		{"member rate with number", withRates, member, "Member Weekday", "Member Weekday", ""},
		{"non-member rate for member", withRates, member, "Non-Member Weekday", "Non-Member Weekday", ""},
		{"non-member rate for guest", withRates, guest, "Non-Member Weekday", "Non-Member Weekday", ""},
		{"spacing and case are forgiven", withRates, guest, "  non-member   weekday ", "Non-Member Weekday", ""},
		{"member rate without number", withRates, guest, "Member Weekday", "", "membership_required"},
		{"member rate, nil number", withRates, &store.Member{}, "Member Weekday", "", "membership_required"},
		{"unknown rate", withRates, member, "Member Weekend", "", "invalid_rate_type"},
		{"bare 'Member'", withRates, member, "Member", "", "invalid_rate_type"},
		{"empty rate", withRates, member, "   ", "", "required"},
		{"no rates: any label", noRates, guest, "Member", "Member", ""},
		{"past event", past, member, "Member Weekday", "", "registration_closed"},
		{"today is open", today, member, "Member Weekday", "Member Weekday", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := club.CheckRegistration(tt.ev, tt.m, tt.rate, "2026-11-21")
			if got != tt.want {
				t.Errorf("rate type = %q, want %q", got, tt.want)
			}
			if tt.wantCode == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if !apperr.HasCode(err, tt.wantCode) {
				t.Fatalf("error = %v, want code %s", err, tt.wantCode)
			}
		})
	}
}

func TestCheckRegistrationMessages(t *testing.T) {
	// The spec's texts, which clients show as they are.
	tests := []struct {
		err  error
		kind apperr.Kind
		msg  string
	}{
		{club.ErrRateTypeRequired, apperr.Invalid, "You must specify the guest rate type for registration"},
		{club.ErrInvalidRateType, apperr.Invalid, "Invalid rate type for this event"},
		{club.ErrMembershipNeeded, apperr.Forbidden, "Membership Required: member rates need a membership number"},
		{club.ErrRegistrationShut, apperr.Invalid, "Registration is closed for past events"},
		{club.ErrEventFull, apperr.Conflict, "Event is full"},
		{club.ErrAlreadyIn, apperr.Conflict, "You are already registered for this event"},
	}
	for _, tt := range tests {
		var ae *apperr.Error
		if !errors.As(tt.err, &ae) || ae.Kind != tt.kind || ae.Message != tt.msg {
			t.Errorf("%v: kind %v message %q, want %v %q", tt.err, ae.Kind, ae.Message, tt.kind, tt.msg)
		}
	}
}

func TestPrice(t *testing.T) {
	described := &store.Event{Description: "Member Weekday: RM 95\nNon-Member Weekday: RM 150", Rates: []store.Rate{}}
	tests := []struct {
		name      string
		ev        *store.Event
		rate      string
		isMember  bool
		wantPrice float64 // 0: none
		wantLabel string
	}{
		{"member rate for a member", &store.Event{Rates: weekdayRates}, "Member Weekday", true, 120, "RM 120"},
		{"non-member rate", &store.Event{Rates: weekdayRates}, "Non-Member Weekday", false, 180, "RM 180"},
		{"unknown rate", &store.Event{Rates: weekdayRates}, "Weekend", true, 0, club.ContactForRate},
		{"no rates: read from the description", described, "Non-Member Weekday", false, 150, "RM 150"},
		{"no rates, nothing described", &store.Event{Rates: []store.Rate{}}, "Member Weekday", true, 0, club.ContactForRate},
		{"a member who picks a non-member rate pays its listed price", &store.Event{Rates: weekdayRates}, "Non-Member Weekday", true, 180, "RM 180"},
		{"a member rate without membership costs the non-member price", &store.Event{Rates: weekdayRates}, "Member Weekday", false, 180, "RM 180"},
		{"case and spacing do not matter", &store.Event{Rates: weekdayRates}, "  member   WEEKDAY ", true, 120, "RM 120"},
		{"blank rate type", &store.Event{Rates: weekdayRates}, "  ", true, 0, club.ContactForRate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, label := club.Price(tt.ev, tt.rate, tt.isMember)
			if label != tt.wantLabel || (p == nil) != (tt.wantPrice == 0) || (p != nil && *p != tt.wantPrice) {
				t.Fatalf("Price = %v %q, want %v %q", p, label, tt.wantPrice, tt.wantLabel)
			}
		})
	}
}

// TestRegistrationPrice: a joined registration row is priced by the same
// rule, with the event's description rates when it has no list, and
// member rates only for a registrant with a membership number.
func TestRegistrationPrice(t *testing.T) {
	num, blank := "BHG-1", " "
	row := func(rates []store.Rate, description, rate string, number *string) *store.RegistrationRow {
		return &store.RegistrationRow{Registration: store.Registration{GuestRateType: rate}, MembershipNumber: number,
			EventRates: rates, EventDescription: description}
	}
	described := "Fun night.\nRates:\n- Weekday: RM 95\n"
	tests := []struct {
		name      string
		row       *store.RegistrationRow
		wantPrice float64 // 0: none
		wantLabel string
	}{
		{"member at a member rate", row(weekdayRates, "", "Member Weekday", &num), 120, "RM 120"},
		{"blank membership number is no membership", row(weekdayRates, "", "Member Weekday", &blank), 180, "RM 180"},
		{"description rates for a member", row(nil, described, "Member Weekday", &num), 95, "RM 95"},
		{"no rates anywhere", row(nil, "Just come along.", "Member", &num), 0, club.ContactForRate},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, label := club.RegistrationPrice(tt.row)
			if label != tt.wantLabel || (p == nil) != (tt.wantPrice == 0) || (p != nil && *p != tt.wantPrice) {
				t.Fatalf("RegistrationPrice = %v %q, want %v %q", p, label, tt.wantPrice, tt.wantLabel)
			}
		})
	}
}
