// Package qrimage reads the text of a QR code in a PNG, JPEG or WebP image, such
// as the payment QR a club's bank issued. The decoding is gozxing's, a
// port of ZXing.
package qrimage

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // the decoders image.Decode may use
	_ "image/png"

	_ "golang.org/x/image/webp"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// MaxPixels bounds the images read: a small file may still declare a huge
// canvas, and decoding allocates for every pixel.
const MaxPixels = 25_000_000

// ErrNoQR is wrapped when the image could not be read or holds no QR code.
var ErrNoQR = errors.New("no QR code found")

// Decode answers the text of the QR code in data, a PNG, JPEG or WebP image.
func Decode(data []byte) (string, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoQR, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxPixels/cfg.Height {
		return "", fmt.Errorf("%w: image of %d×%d pixels", ErrNoQR, cfg.Width, cfg.Height)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoQR, err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoQR, err)
	}
	// TRY_HARDER: photos and screenshots of a bank's QR are rarely clean.
	hints := map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_TRY_HARDER: true}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoQR, err)
	}
	return res.GetText(), nil
}
