package qrimage_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"testing"

	"rsc.io/qr"

	"golfclub/internal/qrimage"
)

// drawn is text drawn as a QR code by another library (rsc.io/qr, the one
// the two-factor setup uses), at scale pixels a module on a white margin.
func drawn(t *testing.T, text string, scale int) image.Image {
	t.Helper()
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	code.Scale = scale
	src := code.Image()
	// A margin as a photo or screenshot has, and an offset so the code is
	// not at the origin.
	b := src.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()+60, b.Dy()+40))
	draw.Draw(out, out.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(out, b.Add(image.Pt(35, 15)), src, b.Min, draw.Src)
	return out
}

func TestDecode(t *testing.T) {
	const duitnow = "00020201021126420014A000000615000101066033460210MD001295465204939953034585802MY5913MASJID NEGARA6002MY627303251704936237869008996045430052017072988178750084448071617049359619050076304FD9C"
	tests := []struct {
		name   string
		encode func(*bytes.Buffer, image.Image) error
	}{
		{"png", func(b *bytes.Buffer, m image.Image) error { return png.Encode(b, m) }},
		{"jpeg", func(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, &jpeg.Options{Quality: 80}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tt.encode(&buf, drawn(t, duitnow, 4)); err != nil {
				t.Fatal(err)
			}
			got, err := qrimage.Decode(buf.Bytes())
			if err != nil || got != duitnow {
				t.Errorf("Decode = %q, %v; want the payload", got, err)
			}
		})
	}
}

func TestDecodeNoQR(t *testing.T) {
	blank := image.NewGray(image.Rect(0, 0, 200, 200))
	draw.Draw(blank, blank.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	var pngBlank bytes.Buffer
	if err := png.Encode(&pngBlank, blank); err != nil {
		t.Fatal(err)
	}
	// A PNG header declaring 100000×100000 pixels: refused before decoding.
	var huge bytes.Buffer
	if err := png.Encode(&huge, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	bomb := huge.Bytes()
	copy(bomb[16:24], []byte{0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0})
	binary.BigEndian.PutUint32(bomb[29:33], crc32.ChecksumIEEE(bomb[12:29]))
	if cfg, err := png.DecodeConfig(bytes.NewReader(bomb)); err != nil || cfg.Width != 100000 {
		t.Fatalf("the huge PNG header does not read as one: %+v, %v", cfg, err)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"blank image", pngBlank.Bytes()},
		{"not an image", []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
		{"empty", nil},
		{"huge canvas", bomb},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := qrimage.Decode(tt.data); !errors.Is(err, qrimage.ErrNoQR) {
				t.Errorf("Decode = %q, %v; want ErrNoQR", got, err)
			}
		})
	}
}
