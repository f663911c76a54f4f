package rates

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// errShape is the message an admin sees for rates JSON that is none of the
// accepted shapes.
var errShape = errors.New(`rates must be a list of {"type", "price", "category"} items, ` +
	`an object {"member": {type: price}, "nonMember": {type: price}}, or a JSON string containing either`)

// Parse returns the canonical rates of an event from its rates JSON raw in
// any of the accepted shapes, or from its description when raw is absent
// (null, empty, "" or an empty list/object), unparseable, or yields no usable
// rate. Unusable items (empty type, bad or negative price, unknown category)
// are dropped rather than failing the whole list, because this runs when
// showing events and a bad item must not hide the others. Never panics and
// never returns nil.
func Parse(raw json.RawMessage, description string) []Rate {
	list, err := parseJSON(raw, false)
	if err != nil || len(list) == 0 {
		return FromDescription(description)
	}
	return list
}

// ParseStrict validates rates JSON typed by an admin. It accepts only input
// Parse would use as is (no item dropped, no duplicate, no type prefix that
// contradicts its category), and otherwise returns an error
// that says what is wrong, so that bad input is rejected when it is saved
// rather than silently ignored when it is shown. Absent raw (null, empty)
// gives an empty list and no error; the description fallback is not applied
// here because the description is stored as typed.
func ParseStrict(raw json.RawMessage) ([]Rate, error) {
	return parseJSON(raw, true)
}

// parseJSON parses raw in shapes 1–3. In strict mode the first problem is
// returned as an error; otherwise unusable parts are skipped and err is only
// set when raw is not JSON of an accepted shape at all.
func parseJSON(raw json.RawMessage, strict bool) ([]Rate, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return []Rate{}, nil
	}
	if raw[0] == '"' {
		// Shape 2: a string holding shape 1 or 3. One level only; a string
		// inside a string is not a shape the spec allows.
		var inner string
		if err := json.Unmarshal(raw, &inner); err != nil {
			return []Rate{}, errShape
		}
		in := bytes.TrimSpace([]byte(inner))
		if len(in) == 0 || string(in) == "null" {
			return []Rate{}, nil
		}
		if in[0] != '[' && in[0] != '{' {
			return []Rate{}, errShape
		}
		raw = in
	}
	b := newBuilder(strict)
	switch raw[0] {
	case '[':
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return []Rate{}, errShape
		}
		for i, it := range items {
			b.item(i, it)
		}
	case '{':
		var groups map[string]json.RawMessage
		if err := json.Unmarshal(raw, &groups); err != nil {
			return []Rate{}, errShape
		}
		b.groups(groups)
	default:
		return []Rate{}, errShape
	}
	if b.err != nil {
		return []Rate{}, b.err
	}
	return b.list(), nil
}

// builder accumulates canonical rates, dropping duplicates, and in strict mode
// records the first problem instead of dropping silently.
type builder struct {
	strict    bool
	err       error
	seen      map[string]bool
	member    []Rate
	nonMember []Rate
}

func newBuilder(strict bool) *builder {
	return &builder{strict: strict, seen: map[string]bool{}}
}

// fail records a problem; only the first one is kept, as that is enough for
// an admin to fix the input.
func (b *builder) fail(format string, args ...any) {
	if b.strict && b.err == nil {
		b.err = fmt.Errorf(format, args...)
	}
}

// add canonicalises one rate and appends it unless it is unusable or a
// duplicate of an earlier (category, type) pair. where names the rate in
// error messages.
func (b *builder) add(where, typName string, price float64, category string, addOn bool) {
	typ := canonicalType(typName, category)
	if typ == "" {
		b.fail("%s: type is required", where)
		return
	}
	if math.IsNaN(price) || math.IsInf(price, 0) || price < 0 {
		b.fail("%s: price must be a non-negative amount", where)
		return
	}
	if c := categoryOfType(cleanSpace(typName)); c != "" && c != category {
		// Lenient mode lets the explicit category win (see canonicalType).
		b.fail("%s: type %q contradicts category %q", where, cleanSpace(typName), category)
	}
	key := category + "\x00" + strings.ToLower(typ)
	if b.seen[key] {
		b.fail("%s: duplicate rate %q", where, typ)
		return
	}
	b.seen[key] = true
	r := Rate{Type: typ, Price: round2(price), Category: category, AddOn: addOn}
	if category == CategoryMember {
		b.member = append(b.member, r)
	} else {
		b.nonMember = append(b.nonMember, r)
	}
}

// list returns member rates then non-member rates, each in input order.
func (b *builder) list() []Rate {
	out := make([]Rate, 0, len(b.member)+len(b.nonMember))
	out = append(out, b.member...)
	return append(out, b.nonMember...)
}

// item handles one element of shape 1. A missing category is taken from a
// "Member "/"Non-Member " type prefix, since such a type says it plainly.
func (b *builder) item(i int, raw json.RawMessage) {
	where := fmt.Sprintf("rates[%d]", i)
	var it struct {
		Type     *string         `json:"type"`
		Price    json.RawMessage `json:"price"`
		Category *string         `json:"category"`
		AddOn    *bool           `json:"addOn"`
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' || json.Unmarshal(t, &it) != nil {
		b.fail(`%s: must be an object {"type", "price", "category"} with text type and category and a true/false addOn`, where)
		return
	}
	if it.Type == nil || cleanSpace(*it.Type) == "" {
		b.fail("%s: type is required", where)
		return
	}
	var category string
	if it.Category != nil && strings.TrimSpace(*it.Category) != "" {
		var ok bool
		if category, ok = parseCategory(*it.Category); !ok {
			b.fail(`%s: category must be "member" or "non-member", not %q`, where, *it.Category)
			return
		}
	} else if category = categoryOfType(*it.Type); category == "" {
		b.fail(`%s: category is required ("member" or "non-member")`, where)
		return
	}
	price, ok := parsePrice(it.Price)
	if !ok {
		b.fail(`%s: price must be a non-negative amount such as 144 or "RM 144"`, where)
		return
	}
	b.add(where, *it.Type, price, category, it.AddOn != nil && *it.AddOn)
}

// groups handles shape 3. Keys are sorted so that the output does not depend
// on Go's random map order (JSON objects have no order of their own).
func (b *builder) groups(groups map[string]json.RawMessage) {
	var memberKeys, nonMemberKeys []string
	for _, g := range sortedKeys(groups) {
		switch c, _ := parseCategory(g); c {
		case CategoryMember:
			memberKeys = append(memberKeys, g)
		case CategoryNonMember:
			nonMemberKeys = append(nonMemberKeys, g)
		default:
			b.fail(`rates: unknown key %q (want "member" or "nonMember")`, g)
		}
	}
	for _, keys := range [][]string{memberKeys, nonMemberKeys} {
		for _, g := range keys {
			category, _ := parseCategory(g)
			if string(bytes.TrimSpace(groups[g])) == "null" {
				continue
			}
			var amounts map[string]json.RawMessage
			if err := json.Unmarshal(groups[g], &amounts); err != nil {
				b.fail(`rates.%s: must be an object {type: price}`, g)
				continue
			}
			for _, typ := range sortedKeys(amounts) {
				where := fmt.Sprintf("rates.%s[%q]", g, typ)
				price, ok := parsePrice(amounts[typ])
				if !ok {
					b.fail(`%s: price must be a non-negative amount such as 144 or "RM 144"`, where)
					continue
				}
				b.add(where, typ, price, category, false)
			}
		}
	}
}

func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

var priceText = regexp.MustCompile(`^(?i:rm)?\s*(` + amountPattern + `)$`)

// parsePrice reads a JSON price: a number, or a string holding an amount with
// an optional "RM" ("144", "RM 144", "RM1,200.50"). Missing, null, negative
// and non-finite prices are rejected.
func parsePrice(raw json.RawMessage) (float64, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return 0, false
	}
	if raw[0] == '"' {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return 0, false
		}
		return parseAmountText(s)
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, false
	}
	// json.Number accepts only JSON number syntax, so ParseFloat sees no
	// "Inf", hex or underscores; it fails on overflow.
	p, err := strconv.ParseFloat(string(n), 64)
	if err != nil || p < 0 {
		return 0, false
	}
	return p + 0, true // + 0 turns -0 into 0
}

// parseAmountText reads "144", "RM 144" or "RM 1,200.50".
func parseAmountText(s string) (float64, bool) {
	m := priceText.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	return parseAmount(m[1])
}
