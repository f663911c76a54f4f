package account_test

import (
	"regexp"
	"strings"
	"testing"

	"golfclub/internal/account"
)

func TestQRSVG(t *testing.T) {
	rows := []struct {
		name     string
		text     string
		wantSize string // the viewBox: modules plus a quiet zone of 4 each side
		wantErr  bool
	}{
		// A version 1 code is 21 modules; an otpauth URI needs a larger one.
		{name: "short text", text: "hi", wantSize: "29 29"},
		{name: "otpauth URI", text: "otpauth://totp/Golf%20Club:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Golf%20Club&algorithm=SHA1&digits=6&period=30"},
		{name: "beyond what a QR code holds", text: strings.Repeat("x", 4000), wantErr: true},
	}
	path := regexp.MustCompile(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 (\d+ \d+)" shape-rendering="crispEdges"><rect width="\d+" height="\d+" fill="#fff"/><path fill="#000" d="(M\d+ \d+h\d+v1h-\d+z)+"/></svg>$`)
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			svg, err := account.QRSVG(row.text)
			if row.wantErr {
				if err == nil {
					t.Fatal("no error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			m := path.FindStringSubmatch(string(svg))
			if m == nil {
				t.Fatalf("not one path of module runs: %.200s", svg)
			}
			if row.wantSize != "" && m[1] != row.wantSize {
				t.Errorf("viewBox %s, want %s", m[1], row.wantSize)
			}
			again, _ := account.QRSVG(row.text)
			if string(again) != string(svg) {
				t.Error("the same text drew another picture")
			}
		})
	}
}
