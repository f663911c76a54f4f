package model

// ClubSettings are the club details shown across the site and edited by
// admins. The JSON names match ClubSettings in web/src/shared/lib/types.ts.
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
	// NewMemberNumbers is how a self sign-up gets its membership number,
	// and with it member rates: NumbersAutomatic at once (the spec), or
	// NumbersApproval when the secretary approves it.
	NewMemberNumbers string `json:"newMemberNumbers"`
}

// The values of ClubSettings.NewMemberNumbers.
const (
	NumbersAutomatic = "automatic"
	NumbersApproval  = "approval"
)
