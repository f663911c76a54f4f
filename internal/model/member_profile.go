package model

import "golfclub/internal/i18n"

// MemberProfile is what a member sees of their own account: the answer of
// the profile routes and the profile part of their data export.
type MemberProfile struct {
	ID               int64   `json:"id"`
	Name             string  `json:"name"`
	PreferredName    *string `json:"preferredName"`
	Phone            string  `json:"phone"`
	Email            *string `json:"email"`
	MembershipNumber *string `json:"membershipNumber"`
	// MembershipPending: the member signed up while the club approves
	// sign-ups, and waits for the secretary to give them a number.
	MembershipPending      bool    `json:"membershipPending"`
	IsActive               bool    `json:"isActive"`
	SubscriptionDate       *string `json:"subscriptionDate"`
	SubscriptionExpiryDate *string `json:"subscriptionExpiryDate"`
	// Locale is the language the club writes to the member in (en, ms).
	Locale string `json:"locale"`
}

// ProfileOf is member m's profile.
func ProfileOf(m *Member) MemberProfile {
	return MemberProfile{
		ID: m.ID, Name: m.Name, PreferredName: m.PreferredName, Phone: m.Phone, Email: m.Email, MembershipNumber: m.MembershipNumber,
		MembershipPending: m.MembershipPendingSince != nil,
		IsActive:          m.IsActive, SubscriptionDate: m.SubscriptionDate, SubscriptionExpiryDate: m.SubscriptionExpiryDate,
		Locale: i18n.Or(m.Locale),
	}
}
