// Package emvqr reads and writes EMVCo merchant-presented QR payloads, the
// format DuitNow QR (and PayNow, PromptPay, QRIS …) is built on: a string
// of data objects, each a two-digit tag, a two-digit length and a value,
// ending in tag 63, a CRC-16/CCITT-FALSE over everything before its value.
//
// The club's static QR is parsed once, when an admin uploads it; a payment
// payload is then made from it for each registration: the same merchant
// data, the amount in tag 54, the registration's reference in tag 62 and a
// new CRC. No I/O here.
package emvqr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Tags this package reads or writes.
const (
	TagFormat     = "00" // payload format indicator
	TagInitiation = "01" // point of initiation: 11 static, 12 dynamic
	TagCurrency   = "53"
	TagAmount     = "54"
	TagCountry    = "58"
	TagMerchant   = "59"
	TagAdditional = "62" // additional data field template
	TagCRC        = "63"

	// SubReference is tag 62's Reference Label. Bank apps show it to the
	// payer and carry it to the payee's statement; DuitNow QRs issued by
	// acquirers use it for their own references (62-05), so it is the
	// field a secretary finds on the club's statement. Bill Number
	// (62-01) is meant for an invoice the merchant issued, which a
	// registration is not.
	SubReference = "05"

	// InitiationStatic marks a QR meant for many payments, the payer
	// typing the amount; InitiationDynamic one made for one payment.
	InitiationStatic  = "11"
	InitiationDynamic = "12"
)

// Limits of the values this package writes (EMVCo MPM 4.1, 4.2).
const (
	MaxAmountLen    = 13
	MaxReferenceLen = 25
	maxValueLen     = 99
)

// ErrNotEMV is wrapped by every Parse error: the text is not a payload
// this package can use.
var ErrNotEMV = errors.New("not an EMVCo merchant-presented payload")

// Field is one data object. Sub holds the data objects of a template
// (tags 26–51 and 62), nil for any other tag.
type Field struct {
	Tag   string
	Value string
	Sub   []Field
}

// Payload is a parsed payload: its data objects in their order, tag 63
// included.
type Payload struct {
	Fields []Field
}

// isTemplate tells the tags whose values are themselves data objects and
// are read as such: merchant account information (26–51) and additional
// data (62).
func isTemplate(tag string) bool {
	n, err := strconv.Atoi(tag)
	return err == nil && (n >= 26 && n <= 51 || n == 62)
}

// isMerchantAccount tells the tags that name the payee (02–51).
func isMerchantAccount(tag string) bool {
	n, err := strconv.Atoi(tag)
	return err == nil && n >= 2 && n <= 51
}

// readObjects splits s into data objects. Lengths count characters, as
// EMVCo defines them, so a merchant name in another script reads right.
func readObjects(s string) ([]Field, error) {
	var out []Field
	for len(s) > 0 {
		if len(s) < 4 {
			return nil, fmt.Errorf("%w: %d characters left over", ErrNotEMV, len(s))
		}
		tag, lenText := s[:2], s[2:4]
		if !digits(tag) || !digits(lenText) {
			return nil, fmt.Errorf("%w: bad tag or length %q", ErrNotEMV, s[:4])
		}
		n, _ := strconv.Atoi(lenText)
		if n == 0 {
			return nil, fmt.Errorf("%w: tag %s is empty", ErrNotEMV, tag)
		}
		rest := s[4:]
		end := 0
		for i := 0; i < n; i++ {
			if end >= len(rest) {
				return nil, fmt.Errorf("%w: tag %s runs past the end", ErrNotEMV, tag)
			}
			_, size := utf8.DecodeRuneInString(rest[end:])
			end += size
		}
		out = append(out, Field{Tag: tag, Value: rest[:end]})
		s = rest[end:]
	}
	return out, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Parse reads a merchant-presented payload and checks what makes it one:
// tag 00 first, tag 63 last with the right CRC, no tag twice at one
// level, well-formed templates, a point of initiation of 11 or 12 when
// present, and at least one merchant account (tags 02–51).
func Parse(s string) (*Payload, error) {
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("%w: not UTF-8", ErrNotEMV)
	}
	fields, err := readObjects(s)
	if err != nil {
		return nil, err
	}
	if len(fields) < 2 || fields[0].Tag != TagFormat || len(fields[0].Value) != 2 {
		return nil, fmt.Errorf("%w: no payload format indicator first", ErrNotEMV)
	}
	last := fields[len(fields)-1]
	if last.Tag != TagCRC || len(last.Value) != 4 {
		return nil, fmt.Errorf("%w: no CRC last", ErrNotEMV)
	}
	want, err := strconv.ParseUint(last.Value, 16, 16)
	if err != nil {
		return nil, fmt.Errorf("%w: CRC %q is not hexadecimal", ErrNotEMV, last.Value)
	}
	body := s[:len(s)-4]
	if got := CRC16([]byte(body)); uint64(got) != want {
		return nil, fmt.Errorf("%w: CRC %s, computed %04X", ErrNotEMV, last.Value, got)
	}
	seen := map[string]bool{}
	hasAccount := false
	for i := range fields {
		f := &fields[i]
		if seen[f.Tag] {
			return nil, fmt.Errorf("%w: tag %s twice", ErrNotEMV, f.Tag)
		}
		seen[f.Tag] = true
		if f.Tag == TagInitiation && f.Value != InitiationStatic && f.Value != InitiationDynamic {
			return nil, fmt.Errorf("%w: point of initiation %q", ErrNotEMV, f.Value)
		}
		if isMerchantAccount(f.Tag) {
			hasAccount = true
		}
		if isTemplate(f.Tag) {
			sub, err := readObjects(f.Value)
			if err != nil {
				return nil, fmt.Errorf("template %s: %w", f.Tag, err)
			}
			subSeen := map[string]bool{}
			for _, sf := range sub {
				if subSeen[sf.Tag] {
					return nil, fmt.Errorf("%w: tag %s-%s twice", ErrNotEMV, f.Tag, sf.Tag)
				}
				subSeen[sf.Tag] = true
			}
			f.Sub = sub
		}
	}
	if !hasAccount {
		return nil, fmt.Errorf("%w: no merchant account", ErrNotEMV)
	}
	return &Payload{Fields: fields}, nil
}

// Get answers the value of top-level tag.
func (p *Payload) Get(tag string) (string, bool) {
	for _, f := range p.Fields {
		if f.Tag == tag {
			return f.Value, true
		}
	}
	return "", false
}

// GetSub answers the value of sub-tag sub of template tag.
func (p *Payload) GetSub(tag, sub string) (string, bool) {
	for _, f := range p.Fields {
		if f.Tag != tag {
			continue
		}
		for _, sf := range f.Sub {
			if sf.Tag == sub {
				return sf.Value, true
			}
		}
	}
	return "", false
}

// FormatAmount writes an amount in sen as tag 54 wants it: ringgit, a
// point and two decimals ("144.00").
func FormatAmount(sen int64) string {
	return fmt.Sprintf("%d.%02d", sen/100, sen%100)
}

// ValidReference tells whether ref can go in tag 62-05: 1 to 25
// printable ASCII characters.
func ValidReference(ref string) bool {
	if ref == "" || len(ref) > MaxReferenceLen {
		return false
	}
	for i := 0; i < len(ref); i++ {
		if ref[i] < 0x20 || ref[i] > 0x7e {
			return false
		}
	}
	return true
}

// ForPayment makes the payload for one payment from the club's: every
// data object kept in its order, except that the point of initiation
// becomes dynamic, tag 54 holds the amount, tag 62-05 the reference
// (other tag 62 sub-objects kept), and tag 63 a new CRC. A tag that was
// missing goes before the first higher tag, so the usual ascending order
// holds.
func (p *Payload) ForPayment(sen int64, ref string) (string, error) {
	if sen <= 0 {
		return "", fmt.Errorf("amount %d sen: must be positive", sen)
	}
	amount := FormatAmount(sen)
	if len(amount) > MaxAmountLen {
		return "", fmt.Errorf("amount %s: longer than %d characters", amount, MaxAmountLen)
	}
	if !ValidReference(ref) {
		return "", fmt.Errorf("reference %q: must be 1 to %d printable ASCII characters", ref, MaxReferenceLen)
	}
	var additional []Field
	for _, f := range p.Fields {
		if f.Tag == TagAdditional {
			additional = append(additional, f.Sub...)
		}
	}
	additional = put(additional, Field{Tag: SubReference, Value: ref})
	addValue := encode(additional)
	if utf8.RuneCountInString(addValue) > maxValueLen {
		return "", fmt.Errorf("additional data: longer than %d characters", maxValueLen)
	}
	var fields []Field
	for _, f := range p.Fields {
		if f.Tag != TagCRC {
			fields = append(fields, f)
		}
	}
	fields = put(fields, Field{Tag: TagInitiation, Value: InitiationDynamic})
	fields = put(fields, Field{Tag: TagAmount, Value: amount})
	fields = put(fields, Field{Tag: TagAdditional, Value: addValue})
	return WithCRC(encode(fields)), nil
}

// put replaces the object with f's tag, or inserts f before the first
// object with a higher tag.
func put(fields []Field, f Field) []Field {
	for i := range fields {
		if fields[i].Tag == f.Tag {
			fields[i] = f
			return fields
		}
	}
	at := len(fields)
	for i := range fields {
		if fields[i].Tag > f.Tag {
			at = i
			break
		}
	}
	fields = append(fields, Field{})
	copy(fields[at+1:], fields[at:])
	fields[at] = f
	return fields
}

func encode(fields []Field) string {
	var b strings.Builder
	for _, f := range fields {
		fmt.Fprintf(&b, "%s%02d%s", f.Tag, utf8.RuneCountInString(f.Value), f.Value)
	}
	return b.String()
}

// WithCRC appends tag 63 to body: its tag, its length and the CRC over
// both and everything before.
func WithCRC(body string) string {
	body += TagCRC + "04"
	return body + fmt.Sprintf("%04X", CRC16([]byte(body)))
}

// CRC16 is CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF,
// no reflection, no final XOR.
func CRC16(data []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, b := range data {
		crc ^= uint16(b) << 8
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
