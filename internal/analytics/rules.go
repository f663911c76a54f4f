package analytics

import (
	"strings"
)

// The custom events the app sends (spec 1 §1: category, label, value).
// The label names what the event concerns: an event's id for the
// registration steps and sharing, empty for the others.
const (
	RegisterOpened     = "register_opened"
	RegistrationDone   = "registration_done"
	PaymentSlipSent    = "payment_slip_sent"
	PushEnabled        = "push_enabled"
	InstallPromptShown = "install_prompt_shown"
	InstallAccepted    = "install_accepted"
	ShareTapped        = "share_tapped"
)

// Categories are the event categories a beacon may carry, in the order the
// Insights screen lists them.
var Categories = []string{RegisterOpened, RegistrationDone, PaymentSlipSent, PushEnabled,
	InstallPromptShown, InstallAccepted, ShareTapped}

// Other is the path or label counted in place of a new one once a day
// holds the most it may.
const Other = "(other)"

// maxPathLen and maxLabelLen bound what a beacon may name.
const (
	maxPathLen  = 200
	maxLabelLen = 64
	// maxValue bounds an event's value (a fee in ringgit at most).
	maxValue = 1_000_000
)

// NormalisePath turns the path a beacon reports into the one it is counted
// under: the query and fragment are dropped, repeated and trailing
// slashes removed, and a payment page (/payment/{event}/{registration})
// counted per event, since the registration is one member's. ok is false
// for a path that is not the app's page (no leading slash, /api/, too
// long, control characters) and skip is true for the admin area, which is
// not counted.
func NormalisePath(raw string) (path string, skip, ok bool) {
	if i := strings.IndexAny(raw, "?#"); i >= 0 {
		raw = raw[:i]
	}
	if !strings.HasPrefix(raw, "/") || len(raw) > maxPathLen {
		return "", false, false
	}
	for _, r := range raw {
		if r < 0x20 || r == 0x7f || r == '\\' {
			return "", false, false
		}
	}
	segs := make([]string, 0, 4)
	for s := range strings.SplitSeq(raw, "/") {
		if s == "" {
			continue
		}
		if s == "." || s == ".." {
			return "", false, false
		}
		segs = append(segs, s)
	}
	if len(segs) > 0 {
		switch segs[0] {
		case "api":
			return "", false, false
		case "admin":
			return "", true, true
		case "payment":
			if len(segs) > 2 {
				segs = segs[:2]
			}
		}
	}
	return "/" + strings.Join(segs, "/"), false, true
}

// ValidCategory reports whether c is one of Categories.
func ValidCategory(c string) bool {
	for _, k := range Categories {
		if k == c {
			return true
		}
	}
	return false
}

// ValidLabel reports whether l is short and made of letters, digits and
// "_-./:" only, so a label is an id or a word, never free text.
func ValidLabel(l string) bool {
	if len(l) > maxLabelLen {
		return false
	}
	for _, r := range l {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		case strings.ContainsRune("_-./:", r):
		default:
			return false
		}
	}
	return true
}

// botMarks are parts of the user agents of crawlers, link previews,
// monitors, scripts and automated browsers. Matched in lower case.
var botMarks = []string{
	"bot", "crawl", "spider", "slurp", "scrap", "headless", "lighthouse", "pagespeed",
	"phantomjs", "puppeteer", "playwright", "selenium", "webdriver", "preview",
	"facebookexternalhit", "whatsapp", "telegram", "curl", "wget", "python", "go-http-client",
	"java/", "okhttp", "axios", "node-fetch", "httpclient", "monitor", "pingdom", "uptime",
	"feed", "archive", "validator",
}

// IsBot reports whether userAgent looks like anything but a person's
// browser: empty, not of the "Mozilla/5.0 (…)" form every browser sends,
// or carrying a mark of a crawler or an automated browser.
func IsBot(userAgent string) bool {
	if !strings.HasPrefix(userAgent, "Mozilla/") {
		return true
	}
	ua := strings.ToLower(userAgent)
	for _, m := range botMarks {
		if strings.Contains(ua, m) {
			return true
		}
	}
	return false
}
