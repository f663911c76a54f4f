package i18n

import (
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestFromAcceptLanguage(t *testing.T) {
	tests := []struct{ header, want string }{
		{"", EN},
		{"ms", MS},
		{"ms-MY,ms;q=0.9,en;q=0.8", MS},
		{"en-GB,en;q=0.9,ms;q=0.8", EN},
		{"zh-CN,zh;q=0.9,ms;q=0.7,en;q=0.6", MS},
		{"zh-CN,ta", EN},
		{"en;q=0.5, ms;q=0.6", MS},
		{"ms;q=0, en;q=0.1", EN},
		{"MS-my", MS},
		{"zsm", MS},
		{"ms;q=abc, en;q=0.2", EN},
		{"*", EN},
		{"en, ms", EN}, // a tie goes to the first listed
	}
	for _, tt := range tests {
		if got := FromAcceptLanguage(tt.header); got != tt.want {
			t.Errorf("FromAcceptLanguage(%q) = %q, want %q", tt.header, got, tt.want)
		}
	}
}

func TestFromRequest(t *testing.T) {
	tests := []struct {
		name, cookie, header, want string
	}{
		{"nothing", "", "", EN},
		{"cookie wins over the header", "ms", "en-GB", MS},
		{"cookie en wins over a Malay browser", "en", "ms-MY", EN},
		{"bad cookie falls back to the header", "fr", "ms-MY", MS},
		{"header alone", "", "ms-MY,en;q=0.5", MS},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			if tt.cookie != "" {
				r.Header.Set("Cookie", CookieName+"="+tt.cookie)
			}
			if tt.header != "" {
				r.Header.Set("Accept-Language", tt.header)
			}
			if got := FromRequest(r); got != tt.want {
				t.Errorf("FromRequest = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDatesAndTimes(t *testing.T) {
	d := time.Date(2026, 8, 7, 0, 0, 0, 0, time.UTC) // a Friday
	if got, want := LongDate(MS, d), "Jumaat, 7 Ogos 2026"; got != want {
		t.Errorf("LongDate(ms) = %q, want %q", got, want)
	}
	if got, want := LongDate(EN, d), "Fri, 7 Aug 2026"; got != want {
		t.Errorf("LongDate(en) = %q, want %q", got, want)
	}
	sun := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	if got, want := LongDate(MS, sun), "Ahad, 1 Mac 2026"; got != want {
		t.Errorf("LongDate(ms) = %q, want %q", got, want)
	}
	for _, tt := range []struct {
		h, m   int
		en, ms string
	}{
		{7, 45, "7:45 am", "7:45 pagi"},
		{13, 5, "1:05 pm", "1:05 petang"},
		{20, 0, "8:00 pm", "8:00 malam"},
	} {
		c := time.Date(0, 1, 1, tt.h, tt.m, 0, 0, time.UTC)
		if got := ClockTime(EN, c); got != tt.en {
			t.Errorf("ClockTime(en) = %q, want %q", got, tt.en)
		}
		if got := ClockTime(MS, c); got != tt.ms {
			t.Errorf("ClockTime(ms) = %q, want %q", got, tt.ms)
		}
	}
	if Or("fr") != EN || Or(MS) != MS {
		t.Error("Or does not fall back to English")
	}
}

// TestClockText: an event's free-text time reads like the flight texts,
// in both languages, whatever way the admin wrote it.
func TestClockText(t *testing.T) {
	for _, tt := range []struct {
		in, en, ms string
	}{
		{"08:00", "8:00 am", "8:00 pagi"},
		{"7:30 AM Shotgun", "7:30 am Shotgun", "7:30 pagi Shotgun"},
		{"8:00 AM – 11:00 AM", "8:00 am – 11:00 am", "8:00 pagi – 11:00 pagi"},
		{"2:00pm Shotgun", "2:00 pm Shotgun", "2:00 petang Shotgun"},
		{"7:30 p.m. dinner", "7:30 pm dinner", "7:30 malam dinner"},
		{"12:15 PM", "12:15 pm", "12:15 petang"},
		{"12:05 AM", "12:05 am", "12:05 pagi"},
		{"19:45", "7:45 pm", "7:45 malam"},
		{"6:00 AM Bus from Clubhouse", "6:00 am Bus from Clubhouse", "6:00 pagi Bus from Clubhouse"},
		{"Shotgun", "Shotgun", "Shotgun"},
		{"Dawn", "Dawn", "Dawn"},
		{"", "", ""},
		{"24:00", "24:00", "24:00"},
		{"13:00 PM", "13:00 PM", "13:00 PM"},
	} {
		if got := ClockText(EN, tt.in); got != tt.en {
			t.Errorf("ClockText(en, %q) = %q, want %q", tt.in, got, tt.en)
		}
		if got := ClockText(MS, tt.in); got != tt.ms {
			t.Errorf("ClockText(ms, %q) = %q, want %q", tt.in, got, tt.ms)
		}
	}
}

// TestCatalogsMatch fails when a text is in one language and not the
// other, or when the two versions of a text take different values.
func TestCatalogsMatch(t *testing.T) {
	verbs := regexp.MustCompile(`%\[\d+\][a-z]`)
	placeholders := func(s string) []string {
		v := verbs.FindAllString(s, -1)
		slices.Sort(v)
		return slices.Compact(v)
	}
	if len(catalogs) != len(Langs) {
		t.Fatalf("%d catalogs for %d languages", len(catalogs), len(Langs))
	}
	en := catalogs[EN]
	for _, lang := range Langs {
		cat, ok := catalogs[lang]
		if !ok {
			t.Fatalf("no catalog for %s", lang)
		}
		for key, text := range en {
			other, ok := cat[key]
			if !ok {
				t.Errorf("%s: key %q is in en and not in %s", lang, key, lang)
				continue
			}
			if strings.TrimSpace(other) == "" {
				t.Errorf("%s: key %q is empty", lang, key)
			}
			if a, b := placeholders(text), placeholders(other); !slices.Equal(a, b) {
				t.Errorf("%s: key %q takes %v, en takes %v", lang, key, b, a)
			}
		}
		for key := range cat {
			if _, ok := en[key]; !ok {
				t.Errorf("key %q is in %s and not in en", key, lang)
			}
		}
	}
}

func TestT(t *testing.T) {
	if got := T(MS, "reminder.title", "Medal"); got != "Esok: Medal" {
		t.Errorf("T(ms) = %q", got)
	}
	if got := T("fr", "reminder.title", "Medal"); got != "Tomorrow: Medal" {
		t.Errorf("T(fr) = %q, want English", got)
	}
}
