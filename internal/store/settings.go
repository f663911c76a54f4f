package store

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"golfclub/internal/model"
)

// ClubSettings are the club details shown across the site and edited by
// admins (model.ClubSettings).
type ClubSettings = model.ClubSettings

// DefaultClubSettings are used for every key an admin has not saved, so a
// fresh install shows a complete, believable club.
func DefaultClubSettings() ClubSettings {
	return ClubSettings{
		ClubName:          "Kelab Golf Bukit Hijau",
		ShortName:         "Bukit Hijau Golf",
		ContactPhone:      "+60 12-345 6789",
		ContactEmail:      "hello@bukithijaugolf.example.my",
		ContactHours:      "Dawn to Dusk, 7 Days a Week",
		Address:           "Jalan Bukit Hijau 1, 43000 Kajang, Selangor",
		SocialURL:         "https://www.facebook.com/bukithijaugolf",
		SocialLabel:       "Follow us on Facebook",
		BankName:          "Maybank",
		BankAccountName:   "Kelab Golf Bukit Hijau",
		BankAccountNumber: "5123 4567 8901",
		EwalletName:       "Touch 'n Go eWallet",
		EwalletNumber:     "+60 12-345 6789",
		PaymentQrURL:      "/demo/payment-qr.svg",
		VipPrice:          144,
		MembershipPrefix:  "BHG",
		NewMemberNumbers:  model.NumbersAutomatic,
	}
}

// Setting keys of the ClubSettings fields; other rows of the settings table
// (VAPID keys and the like) belong to other code and are left alone.
const (
	settingVipPrice      = "vipPrice"
	settingSlipRetention = "slipRetentionMonths"
	// settingNewMemberNumbers is ClubSettings.NewMemberNumbers.
	settingNewMemberNumbers = "newMemberNumbers"
)

// textSettings pairs each text field with its key.
func textSettings(c *ClubSettings) []struct {
	key string
	val *string
} {
	return []struct {
		key string
		val *string
	}{
		{"clubName", &c.ClubName},
		{"shortName", &c.ShortName},
		{"contactPhone", &c.ContactPhone},
		{"contactEmail", &c.ContactEmail},
		{"contactHours", &c.ContactHours},
		{"address", &c.Address},
		{"socialUrl", &c.SocialURL},
		{"socialLabel", &c.SocialLabel},
		{"bankName", &c.BankName},
		{"bankAccountName", &c.BankAccountName},
		{"bankAccountNumber", &c.BankAccountNumber},
		{"ewalletName", &c.EwalletName},
		{"ewalletNumber", &c.EwalletNumber},
		{"paymentQrUrl", &c.PaymentQrURL},
		{"membershipPrefix", &c.MembershipPrefix},
		{settingNewMemberNumbers, &c.NewMemberNumbers},
	}
}

// GetSettings returns the stored club settings merged over the defaults.
func (s *Store) GetSettings(ctx context.Context) (ClubSettings, error) {
	c := DefaultClubSettings()
	var rows []Setting
	if err := s.r.NewSelect().Model(&rows).Scan(ctx); err != nil {
		return c, fmt.Errorf("read settings: %w", err)
	}
	stored := make(map[string]string, len(rows))
	for _, r := range rows {
		stored[r.Key] = r.Value
	}
	for _, f := range textSettings(&c) {
		if v, ok := stored[f.key]; ok {
			*f.val = v
		}
	}
	if v, ok := stored[settingVipPrice]; ok {
		// A value that does not read as a price keeps the default rather
		// than breaking every page that shows settings.
		if p, err := strconv.ParseFloat(v, 64); err == nil && p >= 0 && !math.IsInf(p, 0) {
			c.VipPrice = p
		}
	}
	// Anything but the approval value numbers sign-ups at once, as the
	// spec does.
	if c.NewMemberNumbers != model.NumbersApproval {
		c.NewMemberNumbers = model.NumbersAutomatic
	}
	if v, ok := stored[settingSlipRetention]; ok && v != "" {
		// Unreadable or non-positive keeps slips: deleting by mistake
		// cannot be undone.
		if n, err := strconv.Atoi(v); err == nil && n > 0 {
			c.SlipRetentionMonths = &n
		}
	}
	return c, nil
}

// UpdateSettings stores every field of c, replacing earlier values.
func (s *Store) UpdateSettings(ctx context.Context, c ClubSettings) error {
	var rows []Setting
	for _, f := range textSettings(&c) {
		rows = append(rows, Setting{Key: f.key, Value: *f.val})
	}
	rows = append(rows, Setting{Key: settingVipPrice, Value: strconv.FormatFloat(c.VipPrice, 'f', -1, 64)})
	retention := ""
	if c.SlipRetentionMonths != nil {
		retention = strconv.Itoa(*c.SlipRetentionMonths)
	}
	rows = append(rows, Setting{Key: settingSlipRetention, Value: retention})
	_, err := s.w.NewInsert().Model(&rows).
		On("CONFLICT (key) DO UPDATE").
		Set("value = EXCLUDED.value").
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("update settings: %w", err)
	}
	return nil
}

// settingRequireAdminTwoFactor is the club's "require two-factor sign-in
// for admins" switch. It is kept out of ClubSettings, which every visitor
// reads: how the admin area is guarded is nobody else's business.
const settingRequireAdminTwoFactor = "requireAdminTwoFactor"

// AdminTwoFactorRequired reports whether the club requires every admin to
// use two-factor sign-in (off unless an admin turned it on).
func (s *Store) AdminTwoFactorRequired(ctx context.Context) (bool, error) {
	var rows []Setting
	if err := s.r.NewSelect().Model(&rows).Where("key = ?", settingRequireAdminTwoFactor).Scan(ctx); err != nil {
		return false, fmt.Errorf("read two-factor setting: %w", err)
	}
	return len(rows) == 1 && rows[0].Value == "true", nil
}

// SetAdminTwoFactorRequired turns the club's two-factor requirement on or
// off.
func (s *Store) SetAdminTwoFactorRequired(ctx context.Context, on bool) error {
	_, err := s.w.NewInsert().Model(&Setting{Key: settingRequireAdminTwoFactor, Value: strconv.FormatBool(on)}).
		On("CONFLICT (key) DO UPDATE").Set("value = EXCLUDED.value").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save two-factor setting: %w", err)
	}
	return nil
}

// settingPaymentQRPayload is the text read from the uploaded payment QR
// image, stored with that image's URL: an admin may later point the
// settings at another image, and the text then no longer belongs to it.
// Kept out of ClubSettings: only the payment QR endpoint needs it.
const settingPaymentQRPayload = "paymentQrPayload"

type paymentQRPayload struct {
	ImageURL string `json:"imageUrl"`
	Payload  string `json:"payload"`
}

// PaymentQRPayload answers the text read from a payment QR image and that
// image's URL; both empty when none was read.
func (s *Store) PaymentQRPayload(ctx context.Context) (imageURL, payload string, err error) {
	var rows []Setting
	if err := s.r.NewSelect().Model(&rows).Where("key = ?", settingPaymentQRPayload).Scan(ctx); err != nil {
		return "", "", fmt.Errorf("read payment qr payload: %w", err)
	}
	if len(rows) != 1 || rows[0].Value == "" {
		return "", "", nil
	}
	var v paymentQRPayload
	if err := json.Unmarshal([]byte(rows[0].Value), &v); err != nil {
		// An unreadable value means no payload: members type the amount,
		// as they did before the club's QR was read.
		return "", "", nil
	}
	return v.ImageURL, v.Payload, nil
}

// SetPaymentQRPayload stores the text read from the payment QR image at
// imageURL ("" payload: that image holds nothing usable).
func (s *Store) SetPaymentQRPayload(ctx context.Context, imageURL, payload string) error {
	value, err := json.Marshal(paymentQRPayload{ImageURL: imageURL, Payload: payload})
	if err != nil {
		return fmt.Errorf("encode payment qr payload: %w", err)
	}
	_, err = s.w.NewInsert().Model(&Setting{Key: settingPaymentQRPayload, Value: string(value)}).
		On("CONFLICT (key) DO UPDATE").Set("value = EXCLUDED.value").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save payment qr payload: %w", err)
	}
	return nil
}
