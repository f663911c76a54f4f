package model

// ClubSettings are the club details shown across the site and edited by
// admins. The JSON names match ClubSettings in web/src/lib/types.ts.
type ClubSettings struct {
	ClubName          string  `json:"clubName"`
	ShortName         string  `json:"shortName"`
	ContactPhone      string  `json:"contactPhone"`
	ContactEmail      string  `json:"contactEmail"`
	ContactHours      string  `json:"contactHours"`
	Address           string  `json:"address"`
	SocialURL         string  `json:"socialUrl"`
	SocialLabel       string  `json:"socialLabel"`
	BankName          string  `json:"bankName"`
	BankAccountName   string  `json:"bankAccountName"`
	BankAccountNumber string  `json:"bankAccountNumber"`
	EwalletName       string  `json:"ewalletName"`
	EwalletNumber     string  `json:"ewalletNumber"`
	PaymentQrURL      string  `json:"paymentQrUrl"`
	VipPrice          float64 `json:"vipPrice"`
	MembershipPrefix  string  `json:"membershipPrefix"`
	// SlipRetentionMonths is how long payment slip files are kept before
	// the daily job deletes them; nil keeps them forever.
	SlipRetentionMonths *int `json:"slipRetentionMonths"`
}

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
	}
}
