package api

import (
	"fmt"
	"math"
	"net/http"
	"strings"

	"golfclub/internal/auth"
	"golfclub/internal/bus"
)

// routesAdminSettings registers the club settings.
func (s *Server) routesAdminSettings(mux *http.ServeMux) {
	s.admin(mux, "PUT /api/admin/settings", s.adminUpdateSettings)
}

// Settings limits.
const (
	settingTextMax    = 200
	settingAddressMax = 500
	vipPriceMax       = 1_000_000
	// Payment slip retention, in months: at least one month so a slip
	// outlives its event's checks, at most ten years.
	slipRetentionMin = 1
	slipRetentionMax = 120
)

// adminUpdateSettings replaces the club settings. Fields left out of the
// body keep their current values, so an older client cannot blank newer
// settings it does not know.
func (s *Server) adminUpdateSettings(w http.ResponseWriter, r *http.Request) error {
	c, err := s.store.GetSettings(r.Context())
	if err != nil {
		return err
	}
	if err := decodeJSON(r, &c); err != nil {
		return err
	}
	var v validator
	for _, f := range []struct {
		field, label string
		val          *string
		max          int
	}{
		{"clubName", "Club name", &c.ClubName, settingTextMax},
		{"shortName", "Short name", &c.ShortName, settingTextMax},
		{"contactPhone", "Contact phone", &c.ContactPhone, settingTextMax},
		{"contactEmail", "Contact email", &c.ContactEmail, settingTextMax},
		{"contactHours", "Contact hours", &c.ContactHours, settingTextMax},
		{"address", "Address", &c.Address, settingAddressMax},
		{"socialUrl", "Social link", &c.SocialURL, 2048},
		{"socialLabel", "Social link label", &c.SocialLabel, settingTextMax},
		{"bankName", "Bank name", &c.BankName, settingTextMax},
		{"bankAccountName", "Bank account name", &c.BankAccountName, settingTextMax},
		{"bankAccountNumber", "Bank account number", &c.BankAccountNumber, settingTextMax},
		{"ewalletName", "E-wallet name", &c.EwalletName, settingTextMax},
		{"ewalletNumber", "E-wallet number", &c.EwalletNumber, settingTextMax},
		{"paymentQrUrl", "Payment QR image", &c.PaymentQrURL, 2048},
		{"membershipPrefix", "Membership number prefix", &c.MembershipPrefix, 10},
	} {
		*f.val = strings.TrimSpace(*f.val)
		v.text(f.field, f.label, *f.val, f.max, f.field == "address")
	}
	if c.ClubName == "" {
		v.Add("clubName", "required", "Club name is required")
	}
	if c.ContactEmail != "" {
		c.ContactEmail = auth.NormalizeEmail(c.ContactEmail)
		if !auth.ValidEmail(c.ContactEmail) {
			v.Add("contactEmail", "invalid_email", "Invalid email address")
		}
	}
	v.link("socialUrl", "Social link", c.SocialURL)
	v.link("paymentQrUrl", "Payment QR image", c.PaymentQrURL)
	if strings.ContainsFunc(c.MembershipPrefix, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		v.Add("membershipPrefix", "invalid_characters", "Membership number prefix may only hold letters and digits")
	}
	if math.IsNaN(c.VipPrice) || c.VipPrice <= 0 {
		v.Add("vipPrice", "out_of_range", "VIP price must be more than 0")
	} else if c.VipPrice > vipPriceMax {
		v.Add("vipPrice", "out_of_range", fmt.Sprintf("VIP price cannot exceed %d", vipPriceMax))
	}
	if m := c.SlipRetentionMonths; m != nil && (*m < slipRetentionMin || *m > slipRetentionMax) {
		v.Add("slipRetentionMonths", "out_of_range",
			fmt.Sprintf("Payment slip retention must be %d to %d months, or empty to keep slips", slipRetentionMin, slipRetentionMax))
	}
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.store.UpdateSettings(r.Context(), c); err != nil {
		return err
	}
	s.bus.Publish(r.Context(), bus.SettingsChanged{})
	saved, err := s.store.GetSettings(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, saved)
	return nil
}
