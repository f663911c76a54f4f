// Package rates turns the several shapes in which event rates arrive into one
// canonical list, looks up the price a registration pays, and formats prices.
//
// The spec allows four input shapes for an event's rates:
//
//  1. a JSON array of {type, price, category} items, where category is
//     "member" or "non-member" and price is a number or a numeric string
//     ("144", "RM 1,200.50");
//  2. a JSON string whose contents are shape 1 or shape 3;
//  3. a JSON object {"member": {type: amount}, "nonMember": {type: amount}};
//  4. nothing, in which case the rates are read from the event description
//     (see FromDescription).
//
// The canonical form is a list of Rate whose Type reads "Member {type}" or
// "Non-Member {type}", member rates first. The package is deliberately free of
// project imports so it can be tested and fuzzed on its own; Rate has exactly
// the fields of store.Rate so callers convert with store.Rate(r).
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
	"unicode"
)

// Categories of a Rate.
const (
	CategoryMember    = "member"
	CategoryNonMember = "non-member"
)

// Canonical type prefixes, one per category.
const (
	memberPrefix    = "Member "
	nonMemberPrefix = "Non-Member "
)

// Rate is one canonical event rate. Keep the fields, their order and their
// JSON tags identical to store.Rate so that store.Rate(r) compiles.
type Rate struct {
	Type     string  `json:"type"`
	Price    float64 `json:"price"`
	Category string  `json:"category"` // "member" or "non-member"
}

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
func (b *builder) add(where, typName string, price float64, category string) {
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
	r := Rate{Type: typ, Price: round2(price), Category: category}
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
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' || json.Unmarshal(t, &it) != nil {
		b.fail(`%s: must be an object {"type", "price", "category"} with text type and category`, where)
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
	b.add(where, *it.Type, price, category)
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
				b.add(where, typ, price, category)
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

// parseCategory accepts the spellings seen in practice: "member",
// "non-member", "nonMember", "Non Member", "non_member".
func parseCategory(s string) (string, bool) {
	k := strings.ToLower(strings.TrimSpace(s))
	k = strings.NewReplacer("-", "", "_", "", " ", "").Replace(k)
	switch k {
	case "member":
		return CategoryMember, true
	case "nonmember":
		return CategoryNonMember, true
	}
	return "", false
}

// categoryOfType returns the category a type's own prefix names, or "".
func categoryOfType(typ string) string {
	t := cleanSpace(typ)
	for _, p := range []string{"non-member ", "non member "} {
		if hasPrefixFold(t, p) {
			return CategoryNonMember
		}
	}
	if hasPrefixFold(t, "member ") {
		return CategoryMember
	}
	return ""
}

// cleanSpace trims, collapses runs of whitespace to one space and replaces
// invalid UTF-8, so types compare and round-trip through JSON unchanged.
func cleanSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToValidUTF8(s, "\uFFFD")), " ")
}

// hasPrefixFold reports whether s starts with prefix, ignoring case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// stripPrefix removes the first of prefixes (case-insensitively) that s
// starts with.
func stripPrefix(s string, prefixes ...string) string {
	for _, p := range prefixes {
		if hasPrefixFold(s, p) {
			return strings.TrimSpace(s[len(p):])
		}
	}
	return s
}

// baseType strips one "Member "/"Non-Member "/"Non Member " prefix.
func baseType(typ string) string {
	return stripPrefix(cleanSpace(typ), "non-member ", "non member ", "member ")
}

// canonicalType returns "Member {base}" or "Non-Member {base}" for the
// category. An existing category prefix is replaced rather than prefixed
// again, so "member weekday" becomes "Member weekday", never "Member member
// weekday"; a prefix naming the other category is replaced too, because the
// explicit category field is what the spec keys prices on. Only one prefix is
// removed, which keeps the result stable when it is canonicalised again.
// Returns "" when there is no type.
func canonicalType(typ, category string) string {
	t := cleanSpace(typ)
	if t == "" {
		return ""
	}
	base := baseType(t)
	if category == CategoryMember {
		return memberPrefix + base
	}
	return nonMemberPrefix + base
}

// amountPattern is an unsigned amount: digits with optional comma thousands
// separators and optional decimals ("144", "1200", "1,200.50").
const amountPattern = `(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?`

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

// parseAmount converts a match of amountPattern.
func parseAmount(s string) (float64, bool) {
	p, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil || math.IsInf(p, 0) {
		return 0, false
	}
	return p, true
}

// round2 rounds to whole sen (2 decimals). Amounts of 2^53 sen or more are
// returned unchanged: there p*100 is no longer exact, and rounding could move
// the value on every call instead of settling.
func round2(p float64) float64 {
	if math.Abs(p) >= 1<<53/100 || math.IsNaN(p) {
		return p
	}
	return math.Round(p*100) / 100
}

// ratesHeader finds the line that starts the rates block of a description.
var ratesHeader = regexp.MustCompile(`(?i)rates:`)

// descLine is one rate line of a description: an optional bullet, a name,
// then ":" and/or spaces, "RM" and an amount, e.g. "- Weekday: RM 120",
// "• Weekend RM 1,200.50".
var descLine = regexp.MustCompile(`^(?:[-*•–·]\s*)?(.+?)(?:\s*:\s*|\s+)(?i:rm)\s*(` + amountPattern + `)$`)

// FromDescription reads rates from an event description, the spec's fallback
// when an event has no rates JSON. After the first line containing "Rates:"
// (any case), each line of the form "name: RM amount" or "name RM amount",
// optionally bulleted with -, *, •, is a member rate "Member {name}". Reading
// stops at the first blank line or line that does not match; blank lines
// straight after the header are skipped, as people often leave one there.
// A name that itself starts with "Non-Member " gives a non-member rate, since
// forcing it to member would both mislabel and (after deduplication) lose it.
// Never returns nil.
func FromDescription(description string) []Rate {
	lines := strings.Split(strings.ReplaceAll(description, "\r\n", "\n"), "\n")
	start := -1
	for i, l := range lines {
		if ratesHeader.MatchString(l) {
			start = i + 1
			break
		}
	}
	b := newBuilder(false)
	if start < 0 {
		return b.list()
	}
	found := false
	for _, l := range lines[start:] {
		l = strings.TrimSpace(strings.TrimSuffix(l, "\r"))
		if l == "" {
			if found {
				break
			}
			continue
		}
		m := descLine.FindStringSubmatch(l)
		if m == nil {
			break
		}
		name := strings.TrimSpace(strings.TrimRight(m[1], ": \t"))
		price, ok := parseAmount(m[2])
		if !ok || !strings.ContainsFunc(name, isAlnum) {
			break
		}
		found = true
		category := CategoryMember
		if categoryOfType(name) == CategoryNonMember {
			category = CategoryNonMember
		}
		b.add("", name, price, category)
	}
	return b.list()
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// FromDescriptionPrice is the payment page's last-resort price: the amount
// written in the description right after guestRateType, as "{type}: RM
// {amount}" or "{type} RM {amount}" (type matched case-insensitively, any
// whitespace run matching any other). The first such place wins. The type
// must not be glued to a preceding word or hyphen, so "Member Weekday" does
// not match inside "Non-Member Weekday"; it may follow a space, so a bare
// "Weekday" is found in "Member Weekday: RM 120". No prefix stripping is done
// here: this is only reached when the canonical rates (which already include
// the description's, see Parse) gave no price.
func FromDescriptionPrice(description, guestRateType string) (float64, bool) {
	t := cleanSpace(guestRateType)
	if t == "" {
		return 0, false
	}
	// Any run of whitespace in the type matches any run in the text.
	parts := strings.Split(t, " ")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	re, err := regexp.Compile(`(?i)(?:^|[^\pL\pN-])` + strings.Join(parts, `\s+`) +
		`\s*:?\s*rm\s*(` + amountPattern + `)`)
	if err != nil {
		return 0, false
	}
	m := re.FindStringSubmatch(description)
	if m == nil {
		return 0, false
	}
	p, ok := parseAmount(m[1])
	if !ok {
		return 0, false
	}
	return round2(p), true
}

// Lookup returns the price a registration pays, following the spec: "A member
// with a membership number uses member rates, otherwise non-member rates. The
// price is the rate item equal to the registration's guestRateType and
// category; if none, retry with the 'Member ' or 'Guest ' prefix removed,
// first with the category, then without it."
//
// isMember must be true only for a member with a membership number; it picks
// the category. Comparisons ignore case and surrounding/repeated whitespace.
// The steps, first match in list order wins:
//
//  1. Type equals guestRateType and Category is the category.
//  2. The base of guestRateType (one leading "Member ", "Guest " or
//     "Non-Member " removed) equals an item's base (its "Member "/
//     "Non-Member " prefix removed), with the category.
//  3. Type equals guestRateType, any category. Stored types are unique, so an
//     exact name is a strong signal; this is an addition to the spec's steps.
//  4. As step 2, any category.
//
// Step 3 is placed after step 2, not straight after step 1: otherwise a
// registration typed "Member Weekday" by someone without a membership number
// would match the member rate exactly and skip the non-member price the spec
// requires. Removing "Non-Member " in step 2 (beyond the spec's "Member "
// and "Guest ") gives a member who registered with a non-member type the
// member rate, as "members use member rates" requires.
func Lookup(list []Rate, guestRateType string, isMember bool) (price float64, ok bool) {
	want := cleanSpace(guestRateType)
	if want == "" {
		return 0, false
	}
	category := CategoryNonMember
	if isMember {
		category = CategoryMember
	}
	base := stripPrefix(want, "non-member ", "non member ", "member ", "guest ")
	inCategory := func(r Rate) bool {
		c, ok := parseCategory(r.Category)
		return ok && c == category
	}
	anyCategory := func(Rate) bool { return true }
	exact := func(r Rate) bool { return strings.EqualFold(cleanSpace(r.Type), want) }
	sameBase := func(r Rate) bool { return base != "" && strings.EqualFold(baseType(r.Type), base) }

	steps := []struct{ match, cat func(Rate) bool }{
		{exact, inCategory},
		{sameBase, inCategory},
		{exact, anyCategory},
		{sameBase, anyCategory},
	}
	for _, s := range steps {
		for _, r := range list {
			if s.match(r) && s.cat(r) {
				return r.Price, true
			}
		}
	}
	return 0, false
}

// Format shows a price in ringgit: "RM 144" when whole, otherwise two
// decimals ("RM 144.50"), with comma thousands separators ("RM 1,200").
func Format(price float64) string {
	if math.IsNaN(price) || math.IsInf(price, 0) {
		return "RM " + strconv.FormatFloat(price, 'f', -1, 64)
	}
	sign := ""
	if price < 0 {
		sign = "-"
		price = -price
	}
	s := strconv.FormatFloat(price, 'f', 2, 64)
	whole, frac, _ := strings.Cut(s, ".")
	var out strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			out.WriteByte(',')
		}
		out.WriteRune(c)
	}
	if frac != "00" {
		out.WriteString("." + frac)
	}
	if out.String() == "0" {
		sign = "" // no "-RM 0" for tiny negatives
	}
	return sign + "RM " + out.String()
}
