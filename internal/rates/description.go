package rates

import (
	"regexp"
	"strings"
	"unicode"
)

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
		b.add("", name, price, category, false)
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
