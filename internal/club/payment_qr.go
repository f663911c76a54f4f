package club

import (
	"context"
	"fmt"
	"math"

	"golfclub/internal/apperr"
	"golfclub/internal/emvqr"
)

// Errors of MemberPaymentQR. Both leave the member the club's own QR.
var (
	ErrNoDuitNowQR = apperr.New(apperr.NotFound, "no_duitnow_qr", "The club's payment QR has no DuitNow data: type the amount in your banking app")
	ErrNoAmount    = apperr.New(apperr.NotFound, "no_amount", "This registration has no price to fill in: contact the club for the rate")
)

// PaymentQR is the QR payload made for one registration.
type PaymentQR struct {
	Payload string `json:"payload"`
	// Amount is the registration's price in ringgit, as filled in.
	Amount float64 `json:"amount"`
	// Reference is what the member's bank carries to the club's
	// statement (PaymentReference).
	Reference string `json:"reference"`
}

// PaymentReference is the reference a payment for registration regID of
// event eventID carries: short enough for any bank's reference field (at
// most 25 characters, EMVCo 62-05) and enough for the secretary to find
// the registration.
func PaymentReference(eventID, regID int64) string {
	return fmt.Sprintf("E%d-R%d", eventID, regID)
}

// MemberPaymentQR makes the DuitNow payload for member memberID's
// registration regID from the club's QR: its price as the amount, its
// reference, a new CRC. The amount is a convenience for the member; the
// admin's review of the slip stays what marks it paid.
func (s *Service) MemberPaymentQR(ctx context.Context, memberID, regID int64) (*PaymentQR, error) {
	row, err := s.MemberRegistration(ctx, memberID, regID)
	if err != nil {
		return nil, err
	}
	imageURL, text, err := s.store.PaymentQRPayload(ctx)
	if err != nil {
		return nil, err
	}
	settings, err := s.store.GetSettings(ctx)
	if err != nil {
		return nil, fmt.Errorf("club settings: %w", err)
	}
	// The payload belongs to the image it was read from; settings pointing
	// elsewhere mean a QR this server has not read.
	if text == "" || imageURL != settings.PaymentQrURL {
		return nil, ErrNoDuitNowQR
	}
	club, err := emvqr.Parse(text)
	if err != nil {
		return nil, ErrNoDuitNowQR
	}
	price, _ := RegistrationPrice(row)
	if price == nil || *price <= 0 {
		return nil, ErrNoAmount
	}
	ref := PaymentReference(row.EventID, row.ID)
	payload, err := club.ForPayment(int64(math.Round(*price*100)), ref)
	if err != nil {
		// The club's QR leaves no room for the reference (its tag 62 is
		// full): the member uses it as it is.
		return nil, ErrNoDuitNowQR
	}
	return &PaymentQR{Payload: payload, Amount: *price, Reference: ref}, nil
}
