package analytics

import (
	"strings"
	"testing"
)

func TestNormalisePath(t *testing.T) {
	cases := []struct {
		in       string
		want     string
		skip, ok bool
	}{
		{"/", "/", false, true},
		{"/events", "/events", false, true},
		{"/events/", "/events", false, true},
		{"/events?upcoming=true&utm_source=x", "/events", false, true},
		{"/events/12", "/events/12", false, true},
		{"/events/12#flights", "/events/12", false, true},
		{"//events///12/", "/events/12", false, true},
		{"/events/12/leaderboard?tv=1", "/events/12/leaderboard", false, true},
		{"/payment/12/345", "/payment/12", false, true},
		{"/payment/12", "/payment/12", false, true},
		{"/?ref=whatsapp", "/", false, true},
		{"/admin", "", true, true},
		{"/admin/dashboard?tab=members", "", true, true},
		{"", "", false, false},
		{"events", "", false, false},
		{"https://evil.example/x", "", false, false},
		{"/api/events", "", false, false},
		{"/events/../admin", "", false, false},
		{"/events/./12", "", false, false},
		{"/a\tb", "", false, false},
		{"/a\\b", "", false, false},
		{"/" + strings.Repeat("x", 200), "", false, false},
		{"/" + strings.Repeat("x", 199), "/" + strings.Repeat("x", 199), false, true},
	}
	for _, c := range cases {
		got, skip, ok := NormalisePath(c.in)
		if got != c.want || skip != c.skip || ok != c.ok {
			t.Errorf("NormalisePath(%q) = %q, %v, %v; want %q, %v, %v", c.in, got, skip, ok, c.want, c.skip, c.ok)
		}
	}
}

func TestIsBot(t *testing.T) {
	people := []string{
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
		"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
		"Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0",
	}
	for _, ua := range people {
		if IsBot(ua) {
			t.Errorf("IsBot(%q) = true", ua)
		}
	}
	bots := []string{
		"",
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
		"Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)",
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
		"Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
		"Mozilla/5.0 (compatible; AhrefsBot/7.0)",
		"Mozilla/5.0 (compatible; YandexSpider)",
		"facebookexternalhit/1.1",
		"WhatsApp/2.23.20.0",
		"TelegramBot (like TwitterBot)",
		"curl/8.5.0",
		"Wget/1.21",
		"python-requests/2.31.0",
		"Go-http-client/2.0",
		"okhttp/4.12.0",
		"UptimeRobot/2.0",
	}
	for _, ua := range bots {
		if !IsBot(ua) {
			t.Errorf("IsBot(%q) = false", ua)
		}
	}
}

func TestValidLabel(t *testing.T) {
	for _, l := range []string{"", "12", "native", "copy-link", "whatsapp", "a.b/c:d_e", strings.Repeat("1", 64)} {
		if !ValidLabel(l) {
			t.Errorf("ValidLabel(%q) = false", l)
		}
	}
	for _, l := range []string{" ", "Ana Lim", "<b>", "ä", "a,b", strings.Repeat("1", 65)} {
		if ValidLabel(l) {
			t.Errorf("ValidLabel(%q) = true", l)
		}
	}
}

func TestCategories(t *testing.T) {
	for _, c := range Categories {
		if !ValidCategory(c) {
			t.Errorf("%s not valid", c)
		}
	}
	if ValidCategory("") || ValidCategory("Register_Opened") {
		t.Error("unknown categories valid")
	}
}
