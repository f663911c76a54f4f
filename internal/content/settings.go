package content

import (
	"context"
	"fmt"
	"math"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/bus"
	"golfclub/internal/emvqr"
	"golfclub/internal/model"
	"golfclub/internal/qrimage"
)

// Settings limits.
const (
	settingTextMax    = 200
	settingAddressMax = 500
	settingLinkMax    = 2048
	// VipPriceMax caps the VIP rate, in ringgit.
	VipPriceMax = 1_000_000
	// Payment slip retention, in months: at least one month so a slip
	// outlives its event's checks, at most ten years.
	SlipRetentionMin = 1
	SlipRetentionMax = 120
)

// Settings are the club's settings, stored values over the defaults.
func (s *Service) Settings(ctx context.Context) (model.ClubSettings, error) {
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return c, fmt.Errorf("club settings: %w", err)
	}
	return c, nil
}

// SaveSettings checks c (CheckSettings), stores every field and answers
// the settings as stored.
func (s *Service) SaveSettings(ctx context.Context, c model.ClubSettings) (model.ClubSettings, error) {
	if err := CheckSettings(&c); err != nil {
		return c, err
	}
	if err := s.store.UpdateSettings(ctx, c); err != nil {
		return c, err
	}
	s.publish(ctx, bus.SettingsChanged{})
	return s.Settings(ctx)
}

// CheckSettings trims c's text fields, normalises the contact email and
// reports every problem at once.
func CheckSettings(c *model.ClubSettings) error {
	var v apperr.Validation
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
		{"socialUrl", "Social link", &c.SocialURL, settingLinkMax},
		{"socialLabel", "Social link label", &c.SocialLabel, settingTextMax},
		{"bankName", "Bank name", &c.BankName, settingTextMax},
		{"bankAccountName", "Bank account name", &c.BankAccountName, settingTextMax},
		{"bankAccountNumber", "Bank account number", &c.BankAccountNumber, settingTextMax},
		{"ewalletName", "E-wallet name", &c.EwalletName, settingTextMax},
		{"ewalletNumber", "E-wallet number", &c.EwalletNumber, settingTextMax},
		{"paymentQrUrl", "Payment QR image", &c.PaymentQrURL, settingLinkMax},
		{"membershipPrefix", "Membership number prefix", &c.MembershipPrefix, 10},
	} {
		*f.val = strings.TrimSpace(*f.val)
		v.Text(f.field, f.label, *f.val, f.max, f.field == "address")
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
	v.Link("socialUrl", "Social link", c.SocialURL)
	v.Link("paymentQrUrl", "Payment QR image", c.PaymentQrURL)
	if strings.ContainsFunc(c.MembershipPrefix, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		v.Add("membershipPrefix", "invalid_characters", "Membership number prefix may only hold letters and digits")
	}
	if math.IsNaN(c.VipPrice) || c.VipPrice <= 0 {
		v.Add("vipPrice", "out_of_range", "VIP price must be more than 0")
	} else if c.VipPrice > VipPriceMax {
		v.Add("vipPrice", "out_of_range", fmt.Sprintf("VIP price cannot exceed %d", VipPriceMax))
	}
	switch c.NewMemberNumbers {
	case "":
		c.NewMemberNumbers = model.NumbersAutomatic
	case model.NumbersAutomatic, model.NumbersApproval:
	default:
		v.Add("newMemberNumbers", "invalid_choice", "New member numbers must be automatic or approval")
	}
	if m := c.SlipRetentionMonths; m != nil && (*m < SlipRetentionMin || *m > SlipRetentionMax) {
		v.Add("slipRetentionMonths", "out_of_range",
			fmt.Sprintf("Payment slip retention must be %d to %d months, or empty to keep slips", SlipRetentionMin, SlipRetentionMax))
	}
	return v.Err()
}

// PaymentQRRead is what was read from an uploaded payment QR image.
type PaymentQRRead struct {
	// DuitNow: the image holds an EMVCo merchant-presented payload
	// (DuitNow QR is one), so each registration gets a QR with its amount
	// filled in. Otherwise members type the amount, as before.
	DuitNow bool `json:"duitNow"`
	// MerchantName is the payee the payload names (tag 59), for the admin
	// to check it is the club's account.
	MerchantName string `json:"merchantName,omitempty"`
}

// SetPaymentQR points the settings' payment QR image at url, keeps the
// merchant payload read from image when it holds one, and answers the URL
// it replaced, whose file the caller may then delete.
func (s *Service) SetPaymentQR(ctx context.Context, url string, image []byte) (previous string, read PaymentQRRead, err error) {
	payload := ""
	// An image that cannot be read (an SVG, a blurred photo) is still the
	// club's QR: members scan it and type the amount.
	if text, err := qrimage.Decode(image); err == nil {
		if p, err := emvqr.Parse(text); err == nil {
			payload = text
			read.DuitNow = true
			read.MerchantName, _ = p.Get(emvqr.TagMerchant)
		}
	}
	c, err := s.Settings(ctx)
	if err != nil {
		return "", read, err
	}
	previous, c.PaymentQrURL = c.PaymentQrURL, url
	if err := s.store.UpdateSettings(ctx, c); err != nil {
		return "", read, err
	}
	if err := s.store.SetPaymentQRPayload(ctx, url, payload); err != nil {
		return "", read, err
	}
	s.publish(ctx, bus.SettingsChanged{})
	return previous, read, nil
}

// PaymentQRStatus tells what was read from the payment QR image the
// settings show now: nothing when they point at an image not read here.
func (s *Service) PaymentQRStatus(ctx context.Context) (PaymentQRRead, error) {
	var read PaymentQRRead
	imageURL, text, err := s.store.PaymentQRPayload(ctx)
	if err != nil || text == "" {
		return read, err
	}
	c, err := s.Settings(ctx)
	if err != nil || c.PaymentQrURL != imageURL {
		return read, err
	}
	if p, err := emvqr.Parse(text); err == nil {
		read.DuitNow = true
		read.MerchantName, _ = p.Get(emvqr.TagMerchant)
	}
	return read, nil
}
