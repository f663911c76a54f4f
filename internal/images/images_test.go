package images

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
)

// picture is a w×h picture whose left half is red and right half blue, so
// a test can tell which way it was turned.
func picture(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBA{R: 220, A: 255}
			if x >= w/2 {
				c = color.NRGBA{B: 220, A: 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

func jpegOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, picture(w, h), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, picture(w, h)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withEXIF puts an APP1 EXIF segment holding orientation and a GPS-like
// text right after the JPEG's start marker, as a phone camera writes it.
func withEXIF(jpg []byte, orientation uint16) []byte {
	var tiff bytes.Buffer
	tiff.WriteString("MM\x00\x2a\x00\x00\x00\x08")
	binary.Write(&tiff, binary.BigEndian, uint16(1))      // one IFD entry
	binary.Write(&tiff, binary.BigEndian, uint16(0x0112)) // Orientation
	binary.Write(&tiff, binary.BigEndian, uint16(3))      // SHORT
	binary.Write(&tiff, binary.BigEndian, uint32(1))
	binary.Write(&tiff, binary.BigEndian, orientation)
	binary.Write(&tiff, binary.BigEndian, uint16(0))
	binary.Write(&tiff, binary.BigEndian, uint32(0)) // no next IFD
	tiff.WriteString("GPS 3.1390N 101.6869E")
	payload := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	seg = append(seg, payload...)
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

// bombPNG is a PNG of a few dozen bytes whose header declares w×h pixels.
func bombPNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	b.WriteString("\x00\x00\x00\x00IEND\xaeB`\x82")
	return b.Bytes()
}

func TestProcess(t *testing.T) {
	tests := []struct {
		name     string
		data     []byte
		wantCode string
		// wantSizes are the [w, h] of each size, smallest first.
		wantSizes [][2]int
	}{
		{name: "large jpeg makes three sizes", data: jpegOf(t, 2000, 1000), wantSizes: [][2]int{{480, 240}, {960, 480}, {1600, 800}}},
		{name: "mid-size png is never enlarged", data: pngOf(t, 1000, 500), wantSizes: [][2]int{{480, 240}, {960, 480}, {1000, 500}}},
		{name: "small picture kept at its width", data: jpegOf(t, 300, 200), wantSizes: [][2]int{{300, 200}}},
		{name: "exif rotated jpeg is turned upright", data: withEXIF(jpegOf(t, 600, 300), 6), wantSizes: [][2]int{{300, 600}}},
		{name: "empty", data: nil, wantCode: "empty_file"},
		{name: "text file", data: []byte("<html>not a picture</html>"), wantCode: "unsupported_image"},
		{name: "pdf", data: []byte("%PDF-1.4 ..."), wantCode: "unsupported_image"},
		{name: "heic", data: append([]byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"), make([]byte, 40)...), wantCode: "unsupported_image"},
		{name: "decompression bomb", data: bombPNG(100000, 100000), wantCode: "image_too_large"},
		{name: "just over 40 megapixels", data: bombPNG(8000, 5001), wantCode: "image_too_large"},
		{name: "over 15 MB", data: append(jpegOf(t, 10, 10), make([]byte, MaxBytes)...), wantCode: "file_too_large"},
		{name: "truncated jpeg", data: jpegOf(t, 400, 300)[:200], wantCode: "invalid_image"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sizes, err := Process(tc.data)
			if tc.wantCode != "" {
				var ae *apperr.Error
				if !errors.As(err, &ae) || ae.Code != tc.wantCode {
					t.Fatalf("err = %v, want code %s", err, tc.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(sizes) != len(tc.wantSizes) {
				t.Fatalf("%d sizes, want %d", len(sizes), len(tc.wantSizes))
			}
			for i, sz := range sizes {
				if [2]int{sz.Width, sz.Height} != tc.wantSizes[i] {
					t.Errorf("size %d is %dx%d, want %v", i, sz.Width, sz.Height, tc.wantSizes[i])
				}
				if bytes.Contains(sz.Data, []byte("Exif")) || bytes.Contains(sz.Data, []byte("GPS")) {
					t.Errorf("size %d keeps metadata", i)
				}
				img, err := jpeg.Decode(bytes.NewReader(sz.Data))
				if err != nil {
					t.Fatalf("size %d is not a JPEG: %v", i, err)
				}
				if got := img.Bounds().Size(); got.X != sz.Width || got.Y != sz.Height {
					t.Errorf("size %d decodes as %v", i, got)
				}
			}
		})
	}
}

// Orientation 6 means "turn 90° clockwise to view": the red left half of
// the stored picture ends up on top.
func TestProcessOrientationDirection(t *testing.T) {
	sizes, err := Process(withEXIF(jpegOf(t, 200, 100), 6))
	if err != nil {
		t.Fatal(err)
	}
	img, _ := jpeg.Decode(bytes.NewReader(sizes[0].Data))
	top := color.NRGBAModel.Convert(img.At(50, 10)).(color.NRGBA)
	bottom := color.NRGBAModel.Convert(img.At(50, 190)).(color.NRGBA)
	if top.R < 150 || top.B > 80 || bottom.B < 150 || bottom.R > 80 {
		t.Fatalf("top %v, bottom %v: want red on top, blue below", top, bottom)
	}
}

func TestPlan(t *testing.T) {
	tests := []struct {
		w    int
		want string
	}{
		{100, "[100]"}, {480, "[480]"}, {481, "[480 481]"}, {960, "[480 960]"}, {1600, "[480 960 1600]"}, {5000, "[480 960 1600]"},
	}
	for _, tc := range tests {
		if got := fmt.Sprint(Plan(tc.w)); got != tc.want {
			t.Errorf("Plan(%d) = %s, want %s", tc.w, got, tc.want)
		}
	}
}

func TestSaveParseForget(t *testing.T) {
	ctx := context.Background()
	st, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	data := jpegOf(t, 1200, 600)
	up, err := Save(ctx, st, data)
	if err != nil {
		t.Fatal(err)
	}
	if up.Width != 1200 || up.Height != 600 || !strings.HasPrefix(up.URL, URLBase) {
		t.Fatalf("uploaded %+v", up)
	}
	if strings.Count(up.Srcset, "w,")+1 != 3 || !strings.HasSuffix(up.Srcset, up.URL+" 1200w") {
		t.Errorf("srcset %q", up.Srcset)
	}
	keys := Keys(up.URL)
	if len(keys) != 3 {
		t.Fatalf("keys %v", keys)
	}
	for _, k := range keys {
		if !IsKey(k) {
			t.Errorf("IsKey(%q) false", k)
		}
		rc, info, err := st.Open(ctx, k)
		if err != nil {
			t.Fatalf("open %s: %v", k, err)
		}
		rc.Close()
		if info.ContentType != blob.TypeJPEG {
			t.Errorf("%s stored as %s", k, info.ContentType)
		}
	}
	// The same picture uploaded twice has files of its own.
	again, err := Save(ctx, st, data)
	if err != nil {
		t.Fatal(err)
	}
	if again.URL == up.URL {
		t.Fatal("second upload shares the first one's files")
	}

	Forget(ctx, st, nil, up.URL, up.URL) // still in use: kept
	if _, _, err := st.Open(ctx, keys[0]); err != nil {
		t.Fatalf("picture still in use was deleted: %v", err)
	}
	Forget(ctx, st, nil, up.URL, "")
	for _, k := range keys {
		if _, _, err := st.Open(ctx, k); !errors.Is(err, blob.ErrNotFound) {
			t.Errorf("%s left after Forget: %v", k, err)
		}
	}
	if _, _, err := st.Open(ctx, Keys(again.URL)[0]); err != nil {
		t.Errorf("the other upload lost its files: %v", err)
	}
}

func TestParseRefusesOtherAddresses(t *testing.T) {
	for _, u := range []string{
		"", "/uploads/photo.jpg", "https://example.com/a.jpg", URLBase + "img-xyz-480",
		URLBase + "img-" + strings.Repeat("a", 32) + "-0480", URLBase + "img-" + strings.Repeat("a", 32) + "-1601",
		URLBase + "img-" + strings.Repeat("a", 32) + "-480/../x", URLBase + "club-qr-abc",
	} {
		if _, _, ok := Parse(u); ok {
			t.Errorf("Parse(%q) accepted", u)
		}
		if Srcset(u) != "" || Keys(u) != nil {
			t.Errorf("%q gives a srcset or keys", u)
		}
	}
}

func TestCheckRef(t *testing.T) {
	tests := map[string]bool{
		"": true, "/uploads/old.jpg": true, URLBase + "img-" + strings.Repeat("a", 32) + "-480": true,
		"https://example.com/a.jpg": false, "//evil.example/a.jpg": false, "/a b.jpg": false, `/a\b`: false,
	}
	for ref, want := range tests {
		if got := CheckRef(ref); got != want {
			t.Errorf("CheckRef(%q) = %v, want %v", ref, got, want)
		}
	}
}
