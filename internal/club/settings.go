package club

import (
	"context"
	"fmt"
)

// SetPaymentQR makes url the club's payment QR image and returns the URL
// it replaces ("" when none), whose file the caller may then delete.
func (s *Service) SetPaymentQR(ctx context.Context, url string) (previous string, err error) {
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return "", fmt.Errorf("read settings: %w", err)
	}
	previous = c.PaymentQrURL
	c.PaymentQrURL = url
	if err := s.store.UpdateSettings(ctx, c); err != nil {
		return "", fmt.Errorf("save payment qr: %w", err)
	}
	return previous, nil
}
