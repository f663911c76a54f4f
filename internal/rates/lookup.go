package rates

import "strings"

// Lookup returns the price a registration pays. First, the rate the member
// chose: a listed type (a non-member rate for anyone, a member rate for a
// member) costs its listed price, so what the list shows is what is
// charged. Registration only accepts listed types, so this is the normal
// case. Otherwise (free text from older data or description rates) it
// follows the spec: "A member
// with a membership number uses member rates, otherwise non-member rates. The
// price is the rate item equal to the registration's guestRateType and
// category; if none, retry with the 'Member ' or 'Guest ' prefix removed,
// first with the category, then without it."
//
// isMember must be true only for a member with a membership number; it picks
// the category. Comparisons ignore case and surrounding/repeated whitespace.
// The steps, first match in list order wins:
//
//  0. Type equals guestRateType, and the item is a non-member rate or
//     isMember. (The spec's rule would charge a member who picked
//     "Non-Member Green Fee & Buggy" the member price of "Green Fee &
//     Buggy": shown one price, charged another. DESIGN.md deviations.)
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

	allowed := func(r Rate) bool {
		c, ok := parseCategory(r.Category)
		return ok && (c == CategoryNonMember || isMember)
	}
	steps := []struct{ match, cat func(Rate) bool }{
		{exact, allowed},
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
