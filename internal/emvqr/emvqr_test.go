package emvqr_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"golfclub/internal/emvqr"
)

// Published payloads, each with where it was found. Their CRCs were made
// by the issuers' own software, so reading them checks Parse and CRC16
// against code that is not ours.
var published = []struct {
	name, source, payload string
	// tags maps a top-level tag (or "62-05" for a sub-tag) to its value.
	tags map[string]string
}{
	{
		name:    "PromptPay static, phone number",
		source:  "github.com/chokchai9900/QR_Wiki, Example/Base Example .md (decoded from promptpay.io)",
		payload: "00020101021129370016A000000677010111011300669186952145802TH5303764630471E4",
		tags:    map[string]string{"00": "01", "01": "11", "29-00": "A000000677010111", "58": "TH", "53": "764", "63": "71E4"},
	},
	{
		name:    "PromptPay with an amount",
		source:  "github.com/tanat44/useful-script, node/thaiqrpayment/crcgen.js",
		payload: "00020101021129370016A000000677010111011300669245317755802TH54076000.00530376463049B3B",
		tags:    map[string]string{"01": "11", "54": "6000.00", "53": "764", "63": "9B3B"},
	},
	{
		name:    "DuitNow static, with additional data",
		source:  "github.com/khrnchn/sedekah-je, institution list (Masjid Negara)",
		payload: "00020201021126420014A000000615000101066033460210MD001295465204939953034585802MY5913MASJID NEGARA6002MY627303251704936237869008996045430052017072988178750084448071617049359619050076304FD9C",
		tags: map[string]string{
			"00": "02", "01": "11", "26-00": "A0000006150001", "26-01": "603346", "26-02": "MD00129546", "52": "9399", "53": "458", "58": "MY",
			"59": "MASJID NEGARA", "60": "MY", "62-03": "1704936237869008996045430", "62-05": "17072988178750084448", "62-07": "1704935961905007",
		},
	},
}

// tagValue reads "tt" or "tt-ss" from a parsed payload.
func tagValue(p *emvqr.Payload, key string) (string, bool) {
	if tag, sub, ok := strings.Cut(key, "-"); ok {
		return p.GetSub(tag, sub)
	}
	return p.Get(key)
}

func TestParsePublished(t *testing.T) {
	for _, tt := range published {
		t.Run(tt.name, func(t *testing.T) {
			p, err := emvqr.Parse(tt.payload)
			if err != nil {
				t.Fatalf("Parse(%s): %v", tt.source, err)
			}
			for key, want := range tt.tags {
				if got, ok := tagValue(p, key); !ok || got != want {
					t.Errorf("tag %s = %q, %v; want %q", key, got, ok, want)
				}
			}
		})
	}
}

func TestParseRefuses(t *testing.T) {
	good := published[0].payload
	body := good[:len(good)-8]
	tests := []struct{ name, payload string }{
		{"empty", ""},
		{"a web address", "https://example.com/pay"},
		{"wrong CRC", body + "63040000"},
		{"lower-case CRC of another body", body[:len(body)-1] + "X" + "630471e4"},
		{"no CRC", body},
		{"CRC not last", emvqr.WithCRC(body)[:len(body)] + "63044ED45802MY"},
		{"truncated value", "000201010211263000"},
		{"odd tail", emvqr.WithCRC("000201010211") + "5"},
		{"no format indicator first", emvqr.WithCRC("010211000201" + "26080004ABCD")},
		{"no merchant account", emvqr.WithCRC("0002010102115303458")},
		{"point of initiation 13", emvqr.WithCRC("000201010213" + "26080004ABCD")},
		{"tag twice", emvqr.WithCRC("000201010211" + "26080004ABCD" + "26080004ABCD")},
		{"sub-tag twice", emvqr.WithCRC("000201010211" + "26160004ABCD0004ABCD")},
		{"broken template", emvqr.WithCRC("000201010211" + "2604ABCD")},
		{"empty value", emvqr.WithCRC("000201010211" + "26080004ABCD" + "5900")},
		{"non-digit length", emvqr.WithCRC("0002010102112608000AABCD")},
		{"not UTF-8", emvqr.WithCRC("000201010211" + "26080004ABCD" + "5902\xff\xfe")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := emvqr.Parse(tt.payload); !errors.Is(err, emvqr.ErrNotEMV) {
				t.Errorf("Parse(%q) = %v, want ErrNotEMV", tt.payload, err)
			}
		})
	}
}

// TestCRC16CheckValue: the catalogued check value of CRC-16/CCITT-FALSE
// ("123456789" → 29B1).
func TestCRC16CheckValue(t *testing.T) {
	if got := emvqr.CRC16([]byte("123456789")); got != 0x29B1 {
		t.Errorf("CRC16 = %04X, want 29B1", got)
	}
}

func TestFormatAmount(t *testing.T) {
	for _, tt := range []struct {
		sen  int64
		want string
	}{{14400, "144.00"}, {1, "0.01"}, {2550, "25.50"}, {100000000, "1000000.00"}} {
		if got := emvqr.FormatAmount(tt.sen); got != tt.want {
			t.Errorf("FormatAmount(%d) = %q, want %q", tt.sen, got, tt.want)
		}
	}
}

// object is one data object as the test's own reader sees it.
type object struct{ tag, value string }

// readTLV is a reader written apart from the package: byte lengths, so
// it is only used on the ASCII payloads the tests build.
func readTLV(t *testing.T, s string) []object {
	t.Helper()
	var out []object
	for i := 0; i < len(s); {
		if i+4 > len(s) {
			t.Fatalf("object header past the end at %d in %q", i, s)
		}
		n, err := strconv.Atoi(s[i+2 : i+4])
		if err != nil || i+4+n > len(s) {
			t.Fatalf("bad length at %d in %q", i, s)
		}
		out = append(out, object{s[i : i+2], s[i+4 : i+4+n]})
		i += 4 + n
	}
	return out
}

// crcTable is CRC-16/CCITT-FALSE by lookup table, the other common way to
// compute it, so the check does not reuse the code under test.
func crcTable(data string) string {
	var table [256]uint16
	for i := range table {
		c := uint16(i) << 8
		for range 8 {
			if c&0x8000 != 0 {
				c = c<<1 ^ 0x1021
			} else {
				c <<= 1
			}
		}
		table[i] = c
	}
	crc := uint16(0xFFFF)
	for i := 0; i < len(data); i++ {
		crc = crc<<8 ^ table[byte(crc>>8)^data[i]]
	}
	return fmt.Sprintf("%04X", crc)
}

func TestForPayment(t *testing.T) {
	tests := []struct {
		name, club string
		sen        int64
		ref        string
		// want is every top-level object of the result but tag 63, in order.
		want []object
		// want62 is tag 62's sub-objects in order.
		want62 []object
	}{
		{
			name: "DuitNow static without tag 62",
			club: emvqr.WithCRC("000201010211" + "26350014A000000615000101060123450203ABC" + "52045812" + "5303458" + "5802MY" + "5910KELAB GOLF" + "6006KAJANG"),
			sen:  14400, ref: "E12-R345",
			want: []object{
				{"00", "01"}, {"01", "12"}, {"26", "0014A000000615000101060123450203ABC"}, {"52", "5812"}, {"53", "458"},
				{"54", "144.00"}, {"58", "MY"}, {"59", "KELAB GOLF"}, {"60", "KAJANG"}, {"62", "0508E12-R345"},
			},
			want62: []object{{"05", "E12-R345"}},
		},
		{
			name: "published DuitNow: its reference replaced, store and terminal labels kept",
			club: published[2].payload,
			sen:  18550, ref: "E7-R90",
			want: []object{
				{"00", "02"}, {"01", "12"}, {"26", "0014A000000615000101066033460210MD00129546"}, {"52", "9399"}, {"53", "458"},
				{"54", "185.50"}, {"58", "MY"}, {"59", "MASJID NEGARA"}, {"60", "MY"},
				{"62", "03251704936237869008996045430" + "0506E7-R90" + "07161704935961905007"},
			},
			want62: []object{{"03", "1704936237869008996045430"}, {"05", "E7-R90"}, {"07", "1704935961905007"}},
		},
		{
			name: "published PromptPay with an amount: out-of-order tags stay where they were",
			club: published[1].payload,
			sen:  1, ref: "X",
			want: []object{
				{"00", "01"}, {"01", "12"}, {"29", "0016A00000067701011101130066924531775"}, {"58", "TH"},
				{"54", "0.01"}, {"53", "764"}, {"62", "0501X"},
			},
			want62: []object{{"05", "X"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			club, err := emvqr.Parse(tt.club)
			if err != nil {
				t.Fatalf("Parse club: %v", err)
			}
			got, err := club.ForPayment(tt.sen, tt.ref)
			if err != nil {
				t.Fatalf("ForPayment: %v", err)
			}
			objs := readTLV(t, got)
			last := objs[len(objs)-1]
			if last.tag != "63" {
				t.Fatalf("last object %s, want 63", last.tag)
			}
			if want := crcTable(got[:len(got)-4]); last.value != want {
				t.Errorf("CRC %s, want %s", last.value, want)
			}
			if fmt.Sprint(objs[:len(objs)-1]) != fmt.Sprint(tt.want) {
				t.Errorf("objects\n got %v\nwant %v", objs[:len(objs)-1], tt.want)
			}
			for _, o := range objs {
				if o.tag == "62" && fmt.Sprint(readTLV(t, o.value)) != fmt.Sprint(tt.want62) {
					t.Errorf("tag 62\n got %v\nwant %v", readTLV(t, o.value), tt.want62)
				}
			}
			// What we write, we read back.
			if _, err := emvqr.Parse(got); err != nil {
				t.Errorf("Parse(result): %v", err)
			}
		})
	}
}

// TestForPaymentTooMuchAdditionalData: a club QR whose tag 62 leaves no
// room for the reference cannot carry one.
func TestForPaymentTooMuchAdditionalData(t *testing.T) {
	full := "0795" + strings.Repeat("T", 95)
	club, err := emvqr.Parse(emvqr.WithCRC("000201010211" + "26080004ABCD" + "6299" + full))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := club.ForPayment(100, "E1-R1"); err == nil {
		t.Errorf("ForPayment = %q, want an error", got)
	}
}

func TestForPaymentRefuses(t *testing.T) {
	club, err := emvqr.Parse(published[2].payload)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		sen  int64
		ref  string
	}{
		{"no amount", 0, "E1-R1"},
		{"negative amount", -100, "E1-R1"},
		{"amount too long", 100_000_000_000_00, "E1-R1"},
		{"no reference", 100, ""},
		{"reference too long", 100, strings.Repeat("R", 26)},
		{"reference not ASCII", 100, "Ré"},
		{"reference with a control character", 100, "R\n1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, err := club.ForPayment(tt.sen, tt.ref); err == nil {
				t.Errorf("ForPayment(%d, %q) = %q, want an error", tt.sen, tt.ref, got)
			}
		})
	}
}

// FuzzParse: no input panics, and what parses can be made into a payment
// payload that parses again.
func FuzzParse(f *testing.F) {
	for _, p := range published {
		f.Add(p.payload)
	}
	f.Add("0002010102116304")
	f.Add(emvqr.WithCRC("000201010211" + "2604ABCD"))
	f.Fuzz(func(t *testing.T, s string) {
		p, err := emvqr.Parse(s)
		if err != nil {
			return
		}
		got, err := p.ForPayment(14400, "E1-R1")
		if err != nil {
			return
		}
		if _, err := emvqr.Parse(got); err != nil {
			t.Errorf("Parse(ForPayment(%q)) = %v", s, err)
		}
	})
}
