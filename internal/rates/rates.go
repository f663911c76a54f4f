// Package rates turns the several shapes in which event rates arrive into one
// canonical list, looks up the price a registration pays, and formats prices.
//
// The spec allows four input shapes for an event's rates:
//
//  1. a JSON array of {type, price, category} items, where category is
//     "member" or "non-member" and price is a number or a numeric string
//     ("144", "RM 1,200.50"); an item may add "addOn": true (see Rate);
//  2. a JSON string whose contents are shape 1 or shape 3;
//  3. a JSON object {"member": {type: amount}, "nonMember": {type: amount}};
//  4. nothing, in which case the rates are read from the event description
//     (see FromDescription).
//
// The canonical form is a list of Rate whose Type reads "Member {type}" or
// "Non-Member {type}", member rates first. The package is deliberately free of
// project imports so it can be tested and fuzzed on its own; Rate has exactly
// the fields of store.Rate so callers convert with store.Rate(r).
//
// parse.go reads the JSON shapes, description.go the description fallback,
// lookup.go finds the price a registration pays; this file holds the Rate
// type, type names, amounts and Format.
package rates

import (
	"math"
	"strconv"
	"strings"
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
	// AddOn marks an extra bought with an entry (a buggy share, a dinner),
	// not an entry itself, so it never counts as the event's "from" price.
	// Absent in older data, which reads as an entry.
	AddOn bool `json:"addOn,omitempty"`
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
