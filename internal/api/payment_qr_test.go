package api

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rsc.io/qr"

	"golfclub/internal/qrimage"
)

// clubDuitNowQR is a static DuitNow QR as a bank issues it (no amount, no
// tag 62).
const clubDuitNowQR = "00020201021126350014A000000615000101060123450203ABC520479975303458" + "5802MY5918KELAB GOLF BUKIT H6006KAJANG" + "6304CA92"

// qrPNG draws text as a QR code in a PNG, as a bank's QR image would be.
func qrPNG(t *testing.T, text string) []byte {
	t.Helper()
	code, err := qr.Encode(text, qr.M)
	if err != nil {
		t.Fatal(err)
	}
	code.Scale = 6
	var buf bytes.Buffer
	if err := png.Encode(&buf, code.Image()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// svgModules reads back the SVG the payment QR endpoint draws (one path
// of "M x y h run v1 h-run z" rectangles) into an image, so the code
// can be scanned like a phone would.
func svgModules(t *testing.T, svg string) image.Image {
	t.Helper()
	size := regexp.MustCompile(`viewBox="0 0 (\d+) \d+"`).FindStringSubmatch(svg)
	if size == nil {
		t.Fatalf("no viewBox in %.80q", svg)
	}
	n, _ := strconv.Atoi(size[1])
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-\d+z`).FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		run, _ := strconv.Atoi(m[3])
		draw.Draw(img, image.Rect(x*scale, y*scale, (x+run)*scale, (y+1)*scale), image.NewUniform(color.Black), image.Point{}, draw.Src)
	}
	return img
}

// tlv reads top-level data objects (tag → value) of an ASCII payload,
// apart from the emvqr package.
func tlv(t *testing.T, s string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for i := 0; i < len(s); {
		n, err := strconv.Atoi(s[i+2 : i+4])
		if err != nil || i+4+n > len(s) {
			t.Fatalf("bad object at %d of %q", i, s)
		}
		out[s[i:i+2]] = s[i+4 : i+4+n]
		i += 4 + n
	}
	return out
}

func TestPaymentQR(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		upload := func(data []byte) map[string]any {
			t.Helper()
			rec := env.do(req{method: "POST", url: "/api/admin/settings/qr", body: data, cookies: []*http.Cookie{admin},
				headers: map[string]string{"Content-Type": "image/png"}})
			if rec.Code != 200 {
				t.Fatalf("upload qr: %d %s", rec.Code, rec.Body)
			}
			return decode[map[string]any](t, rec)
		}
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		bare := env.seedEvent(t, "Open Day", "2026-12-11", 10, nil, "Just come along.")
		_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		_, otherC := env.seedMember(t, "Ben Other", "")
		register := func(c *http.Cookie, evID int64, rate string) int64 {
			rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", evID), cookies: []*http.Cookie{c},
				body: map[string]string{"guestRateType": rate}})
			if rec.Code != 201 {
				t.Fatalf("register: %d %s", rec.Code, rec.Body)
			}
			return decode[registrationView](t, rec).ID
		}
		mine := register(memberC, ev.ID, "Member Weekday")
		theirs := register(otherC, ev.ID, "Non-Member Weekday")
		noPrice := register(memberC, bare.ID, "Non-Member Weekday")
		get := func(id int64, c ...*http.Cookie) *httptestRecorder {
			return env.do(req{method: "GET", url: urlf("/api/payment/%d/qr", id), cookies: c})
		}

		// Before any QR was read (the default image is an SVG nobody read).
		rec := get(mine, memberC)
		checkResponse(t, rec, 404, nil, nil)
		checkCodes(t, rec, "no_duitnow_qr", nil)

		club := clubDuitNowQR
		status := func() map[string]any {
			t.Helper()
			rec := env.do(req{method: "GET", url: "/api/admin/settings/qr", cookies: []*http.Cookie{admin}})
			if rec.Code != 200 {
				t.Fatalf("qr status: %d %s", rec.Code, rec.Body)
			}
			return decode[map[string]any](t, rec)
		}
		if got := status(); got["duitNow"] != false {
			t.Errorf("status before any upload = %v", got)
		}
		read := upload(qrPNG(t, club))
		if read["duitNow"] != true || read["merchantName"] != "KELAB GOLF BUKIT H" {
			t.Fatalf("upload answer = %v", read)
		}
		if got := status(); got["duitNow"] != true || got["merchantName"] != "KELAB GOLF BUKIT H" {
			t.Errorf("status after the upload = %v", got)
		}

		rec = get(mine, memberC)
		if rec.Code != 200 {
			t.Fatalf("my qr: %d %s", rec.Code, rec.Body)
		}
		view := decode[paymentQRView](t, rec)
		wantRef := urlf("E%d-R%d", ev.ID, mine)
		if view.Amount != 120 || view.Reference != wantRef || !strings.HasPrefix(view.SVG, "<svg") {
			t.Fatalf("view = %v %q %.40q", view.Amount, view.Reference, view.SVG)
		}
		// Scan the drawn code and check every object and the CRC.
		var scan bytes.Buffer
		if err := png.Encode(&scan, svgModules(t, view.SVG)); err != nil {
			t.Fatal(err)
		}
		payload, err := qrimage.Decode(scan.Bytes())
		if err != nil {
			t.Fatalf("scan the member's QR: %v", err)
		}
		got := tlv(t, payload)
		want := map[string]string{
			"00": "02", "01": "12", "26": "0014A000000615000101060123450203ABC", "52": "7997", "53": "458",
			"54": "120.00", "58": "MY", "59": "KELAB GOLF BUKIT H", "60": "KAJANG", "62": urlf("05%02d%s", len(wantRef), wantRef),
		}
		for tag, v := range want {
			if got[tag] != v {
				t.Errorf("tag %s = %q, want %q", tag, got[tag], v)
			}
		}
		if len(got) != len(want)+1 || !strings.HasSuffix(payload[:len(payload)-4], "6304") {
			t.Errorf("payload %q: objects %v", payload, got)
		}
		if crc := strings.ToUpper(strconv.FormatUint(uint64(crcCCITT(payload[:len(payload)-4])), 16)); got["63"] != strings.Repeat("0", 4-len(crc))+crc {
			t.Errorf("CRC %s, want %s", got["63"], crc)
		}

		for _, sc := range []struct {
			name   string
			id     int64
			cookie []*http.Cookie
			status int
			code   string
		}{
			{"signed out", mine, nil, 401, "unauthorized"},
			{"another member's registration", theirs, []*http.Cookie{memberC}, 404, "not_found"},
			{"mine asked for by another member", mine, []*http.Cookie{otherC}, 404, "not_found"},
			{"unknown registration", 999999, []*http.Cookie{memberC}, 404, "not_found"},
			{"no price to fill in", noPrice, []*http.Cookie{memberC}, 404, "no_amount"},
			{"admin session only", mine, []*http.Cookie{admin}, 401, "unauthorized"},
		} {
			t.Run(sc.name, func(t *testing.T) {
				rec := get(sc.id, sc.cookie...)
				checkResponse(t, rec, sc.status, nil, []string{"<svg"})
				checkCodes(t, rec, sc.code, nil)
			})
		}
		if rec := get(theirs, otherC); rec.Code != 200 || decode[paymentQRView](t, rec).Amount != 180 {
			t.Errorf("their own qr: %d %s", rec.Code, rec.Body)
		}

		// A QR that is not EMVCo: kept, said so, and members type the amount.
		read = upload(qrPNG(t, "https://bank.example/pay/kelab"))
		if read["duitNow"] != false || read["paymentQrUrl"] == "" {
			t.Errorf("upload answer = %v", read)
		}
		rec = get(mine, memberC)
		checkResponse(t, rec, 404, nil, nil)
		checkCodes(t, rec, "no_duitnow_qr", nil)
		if got := status(); got["duitNow"] != false {
			t.Errorf("status after a plain QR = %v", got)
		}

		// A DuitNow image again, then the settings pointed at another
		// image: the payload read belongs to the old one.
		upload(qrPNG(t, club))
		if rec := get(mine, memberC); rec.Code != 200 {
			t.Fatalf("after re-upload: %d", rec.Code)
		}
		if rec := env.do(req{method: "PUT", url: "/api/admin/settings", cookies: []*http.Cookie{admin},
			body: map[string]any{"paymentQrUrl": "/demo/other-qr.png"}}); rec.Code != 200 {
			t.Fatalf("save settings: %d %s", rec.Code, rec.Body)
		}
		rec = get(mine, memberC)
		checkResponse(t, rec, 404, nil, nil)
		checkCodes(t, rec, "no_duitnow_qr", nil)
		if got := status(); got["duitNow"] != false {
			t.Errorf("status after pointing at another image = %v", got)
		}
	})
}

// crcCCITT is CRC-16/CCITT-FALSE, written here apart from the emvqr
// package.
func crcCCITT(s string) uint16 {
	crc := uint16(0xFFFF)
	for i := 0; i < len(s); i++ {
		crc ^= uint16(s[i]) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}
