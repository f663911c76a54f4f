// Package images turns an uploaded picture into the responsive sizes the
// site serves: it checks the type by content, refuses files and pixel
// counts above the limits before decoding, turns the picture upright by its
// EXIF orientation, and re-encodes each size, which drops every metadata
// segment (EXIF, GPS, XMP, ICC comments) of the original.
//
// The sizes are JPEG, not WebP: see docs/decisions/042-image-uploads.md.
package images

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	_ "image/png" // registers the PNG decoder for image.DecodeConfig
	"slices"

	"github.com/disintegration/imaging"
	_ "golang.org/x/image/webp" // registers the WebP decoder

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
)

// Limits of an upload.
const (
	MaxBytes  = 15 << 20
	MaxPixels = 40_000_000
	// Quality of the JPEG sizes: photos stay free of visible blocking at
	// well under half the bytes of quality 95.
	Quality = 82
)

// Widths are the sizes made of every picture; a picture narrower than a
// width is never enlarged to it (see Plan).
var Widths = []int{480, 960, 1600}

// Size is one encoded size of a picture.
type Size struct {
	Width, Height int
	Data          []byte
}

// Errors a client can cause; each is an *apperr.Error with a stable code.
var (
	ErrEmpty       = apperr.New(apperr.Invalid, "empty_file", "The uploaded image is empty")
	ErrTooLarge    = apperr.New(apperr.TooLarge, "file_too_large", "The image must be at most 15 MB")
	ErrTooManyPx   = apperr.New(apperr.TooLarge, "image_too_large", "The image must be at most 40 megapixels")
	ErrUnsupported = apperr.New(apperr.Unsupported, "unsupported_image", "The image must be a JPEG, PNG or WebP picture")
	ErrHEIC        = apperr.New(apperr.Unsupported, "unsupported_image",
		"HEIC pictures cannot be read; please choose JPEG in the camera's settings or share the photo as JPEG")
	ErrCorrupt = apperr.New(apperr.Invalid, "invalid_image", "The image could not be read; it may be damaged")
)

// Plan is the widths made of a picture w pixels wide: every standard width
// below w, then w itself capped at the largest standard width. The last
// one is the largest size.
func Plan(w int) []int {
	top := min(w, Widths[len(Widths)-1])
	var out []int
	for _, std := range Widths {
		if std < top {
			out = append(out, std)
		}
	}
	return append(out, top)
}

// Process checks data and makes its sizes, smallest first.
func Process(data []byte) ([]Size, error) {
	if len(data) == 0 {
		return nil, ErrEmpty
	}
	if len(data) > MaxBytes {
		return nil, ErrTooLarge
	}
	ct, ok := blob.Detect(bytes.NewReader(data), int64(len(data)))
	switch {
	case ok && (ct == blob.TypeHEIC || ct == blob.TypeHEIF):
		return nil, ErrHEIC
	case !ok || !slices.Contains([]string{blob.TypeJPEG, blob.TypePNG, blob.TypeWebP}, ct):
		return nil, ErrUnsupported
	}
	// The header's dimensions are checked before any pixel is decoded: a
	// decoder allocates what the header declares, so a small file
	// declaring a huge picture would otherwise exhaust memory.
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, ErrCorrupt
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, ErrCorrupt
	}
	if int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return nil, ErrTooManyPx
	}
	img, err := imaging.Decode(bytes.NewReader(data), imaging.AutoOrientation(true))
	if err != nil {
		return nil, ErrCorrupt
	}
	// JPEG has no transparency: transparent parts of a PNG or WebP show
	// white, as on the site's cards, rather than black.
	b := img.Bounds()
	flat := imaging.New(b.Dx(), b.Dy(), color.White)
	flat = imaging.Overlay(flat, img, image.Pt(0, 0), 1)

	var sizes []Size
	for _, w := range Plan(b.Dx()) {
		var pic image.Image = flat
		if w != b.Dx() {
			pic = imaging.Resize(flat, w, 0, imaging.Lanczos)
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, pic, &jpeg.Options{Quality: Quality}); err != nil {
			return nil, fmt.Errorf("encode %dpx: %w", w, err)
		}
		sizes = append(sizes, Size{Width: pic.Bounds().Dx(), Height: pic.Bounds().Dy(), Data: buf.Bytes()})
	}
	return sizes, nil
}
