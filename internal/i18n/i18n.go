// Package i18n holds what the server needs to speak to people in their
// language: the languages it knows (English and Bahasa Melayu), how the
// language of a request is chosen, and dates and times written the way
// each language writes them. The texts themselves live next to the code
// that sends them, one catalog per language (notify's texts.go); the web
// app has its own catalogs.
package i18n

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The languages the club speaks. English is the default everywhere.
const (
	EN = "en"
	MS = "ms"
)

// Langs are the languages, in the order catalogs are checked.
var Langs = []string{EN, MS}

// CookieName is the cookie the web app keeps the visitor's choice in
// (gc_lang=en|ms, path /, one year).
const CookieName = "gc_lang"

// Valid tells whether lang is one of the languages.
func Valid(lang string) bool { return lang == EN || lang == MS }

// Or is lang when it is one of the languages, English otherwise: a stored
// value from an older row or a typo never breaks a text.
func Or(lang string) string {
	if Valid(lang) {
		return lang
	}
	return EN
}

// FromRequest is the language of a visitor who is not signed in: the
// switcher's cookie when it holds one of the languages, else the best of
// the browser's Accept-Language, else English.
func FromRequest(r *http.Request) string {
	if c, err := r.Cookie(CookieName); err == nil && Valid(c.Value) {
		return c.Value
	}
	return FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// FromAcceptLanguage picks en or ms from an Accept-Language header
// (RFC 9110 §12.5.4): the language range with the highest weight that is
// English or Malay (ms, ms-MY, and zsm, the ISO 639-3 code for Standard
// Malay); on a tie the first listed wins. Nothing usable means English.
func FromAcceptLanguage(header string) string {
	best, bestQ := EN, -1.0
	for _, part := range strings.Split(header, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				q = f
			}
		}
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		lang := ""
		switch primary {
		case "en":
			lang = EN
		case "ms", "zsm":
			lang = MS
		}
		if lang != "" && q > 0 && q > bestQ {
			best, bestQ = lang, q
		}
	}
	return best
}

var (
	msMonths   = [...]string{"Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"}
	msWeekdays = [...]string{"Ahad", "Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu"}
)

// MonthName is the full name of month m in lang ("Ogos", "August").
func MonthName(lang string, m time.Month) string {
	if lang == MS {
		return msMonths[m-1]
	}
	return m.String()
}

// WeekdayName is the full name of weekday d in lang ("Jumaat", "Friday").
func WeekdayName(lang string, d time.Weekday) string {
	if lang == MS {
		return msWeekdays[d]
	}
	return d.String()
}

// LongDate is a date as a message writes it: en-MY "Sat, 5 Dec 2026",
// ms-MY "Sabtu, 5 Disember 2026" (Malay keeps the names whole; the
// abbreviations are not in common use).
func LongDate(lang string, d time.Time) string {
	if lang == MS {
		return WeekdayName(MS, d.Weekday()) + ", " + strconv.Itoa(d.Day()) + " " + MonthName(MS, d.Month()) + " " + strconv.Itoa(d.Year())
	}
	return d.Format("Mon, 2 Jan 2006")
}

// ClockTime is a time of day on a 12-hour clock: "7:45 am" / "1:05 pm" in
// English, "7:45 pagi" / "1:05 petang" / "8:00 malam" in Malay.
func ClockTime(lang string, t time.Time) string {
	if lang != MS {
		return t.Format("3:04 pm")
	}
	part := "pagi"
	switch h := t.Hour(); {
	case h >= 19:
		part = "malam"
	case h >= 12:
		part = "petang"
	}
	return t.Format("3:04") + " " + part
}

// clockInText finds the times of day written in an event's free-text time:
// "08:00", "7:30 AM", "2:00pm", "7:30 a.m.".
var clockInText = regexp.MustCompile(`(?i)\b([01]?\d|2[0-3]):([0-5]\d)(?:\s*([ap])\.?m\b\.?)?`)

// ClockText writes every time of day in s as ClockTime does, keeping the
// words around them: "7:30 AM Shotgun" is "7:30 am Shotgun" in English and
// "7:30 pagi Shotgun" in Malay, "08:00" is "8:00 am". A time without am or
// pm is read on the 24-hour clock, as the app's time fields write it; text
// with no time in it ("Shotgun", "Dawn") is returned as it came.
func ClockText(lang, s string) string {
	return clockInText.ReplaceAllStringFunc(s, func(m string) string {
		p := clockInText.FindStringSubmatch(m)
		h, _ := strconv.Atoi(p[1])
		minute, _ := strconv.Atoi(p[2])
		switch half := strings.ToLower(p[3]); {
		case half != "" && (h < 1 || h > 12):
			return m
		case half == "a" && h == 12:
			h = 0
		case half == "p" && h < 12:
			h += 12
		}
		return ClockTime(lang, time.Date(2000, 1, 1, h, minute, 0, 0, time.UTC))
	})
}

// catalogs are the texts the server sends to people, one catalog per
// language (catalog_en.go, catalog_ms.go), keyed alike. A text is a fmt
// format with indexed verbs (%[1]s), so a language may put the values in
// its own order. To add a text: add the key to every catalog (with the
// same verbs; TestCatalogsMatch checks), then call T.
var catalogs = map[string]map[string]string{EN: en, MS: ms}

// T is the text key in lang (English when lang is not one of the
// languages, or the key is missing, which the tests do not allow) with
// args filled in.
func T(lang, key string, args ...any) string {
	text, ok := catalogs[Or(lang)][key]
	if !ok {
		text = en[key]
	}
	if len(args) == 0 {
		return text
	}
	return fmt.Sprintf(text, args...)
}
