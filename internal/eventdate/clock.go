package eventdate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// clockIn finds the first time of day in a free-text time: "07:30",
// "7:30 AM", "2:00pm", "7:30 a.m. Shotgun".
var clockIn = regexp.MustCompile(`(?i)\b([01]?\d|2[0-3]):([0-5]\d)(?:\s*([ap])\.?\s*m\b\.?)?`)

// Clock reads the first time of day written in s as minutes after
// midnight; ok is false when s holds none. A time without am or pm is on
// the 24-hour clock, as the app's time fields write it.
func Clock(s string) (minutes int, ok bool) {
	m := clockIn.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	return clockMinutes(m)
}

func clockMinutes(m []string) (int, bool) {
	h, _ := strconv.Atoi(m[1])
	minute, _ := strconv.Atoi(m[2])
	switch strings.ToLower(m[3]) {
	case "a":
		if h < 1 || h > 12 {
			return 0, false
		}
		if h == 12 {
			h = 0
		}
	case "p":
		if h < 1 || h > 12 {
			return 0, false
		}
		if h < 12 {
			h += 12
		}
	}
	return h*60 + minute, true
}

// ShiftClock moves the first time of day written in s by delta minutes and
// writes it back in the same style, keeping the words around it:
// "7:30 AM Shotgun" +90 is "9:00 AM Shotgun", "07:30" +90 is "09:00",
// "11:30 am" +60 is "12:30 pm". ok is false when s holds no time of day or
// the moved time would leave the day (before midnight or after 23:59):
// a tee time belongs to its event's date.
func ShiftClock(s string, delta int) (string, bool) {
	loc := clockIn.FindStringSubmatchIndex(s)
	if loc == nil {
		return s, false
	}
	m := clockIn.FindStringSubmatch(s)
	start, ok := clockMinutes(m)
	if !ok {
		return s, false
	}
	t := start + delta
	if t < 0 || t >= 24*60 {
		return s, false
	}
	h, minute := t/60, t%60
	var out string
	if half := m[3]; half != "" {
		suffix := "AM"
		if h >= 12 {
			suffix = "PM"
		}
		if h12 := h % 12; h12 == 0 {
			h = 12
		} else {
			h = h12
		}
		if strings.ToLower(half) == half {
			suffix = strings.ToLower(suffix)
		}
		sep := ""
		if strings.ContainsAny(s[loc[4]:loc[1]], " \t") {
			sep = " "
		}
		out = fmt.Sprintf("%d:%02d%s%s", h, minute, sep, suffix)
	} else if len(m[1]) == 2 {
		out = fmt.Sprintf("%02d:%02d", h, minute)
	} else {
		out = fmt.Sprintf("%d:%02d", h, minute)
	}
	return s[:loc[0]] + out + s[loc[1]:], true
}
