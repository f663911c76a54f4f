package backup

import (
	"fmt"
	"strings"
	"time"
)

// Schedule is the time of day, on the club's clock, of the daily backup.
type Schedule struct {
	Off          bool
	Hour, Minute int
}

// ParseSchedule reads "HH:MM" (24-hour clock) or "off".
func ParseSchedule(s string) (Schedule, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "off") {
		return Schedule{Off: true}, nil
	}
	t, err := time.Parse("15:04", s)
	if err != nil {
		return Schedule{}, fmt.Errorf("backup time %q: want HH:MM on a 24-hour clock, or off", s)
	}
	return Schedule{Hour: t.Hour(), Minute: t.Minute()}, nil
}

func (s Schedule) String() string {
	if s.Off {
		return "off"
	}
	return fmt.Sprintf("%02d:%02d", s.Hour, s.Minute)
}

// at is the scheduled time on the calendar day of d in loc. time.Date
// moves a time that a daylight-saving jump skips forward, so every day has
// exactly one.
func (s Schedule) at(d time.Time, loc *time.Location) time.Time {
	y, m, day := d.In(loc).Date()
	return time.Date(y, m, day, s.Hour, s.Minute, 0, 0, loc)
}

// Next is the first scheduled time after now.
func (s Schedule) Next(now time.Time, loc *time.Location) time.Time {
	t := s.at(now, loc)
	if !t.After(now) {
		y, m, d := now.In(loc).Date()
		t = s.at(time.Date(y, m, d+1, 12, 0, 0, 0, loc), loc)
	}
	return t
}

// Slot is the latest scheduled time at or before now: the run a backup
// taken since then counts for.
func (s Schedule) Slot(now time.Time, loc *time.Location) time.Time {
	t := s.at(now, loc)
	if t.After(now) {
		y, m, d := now.In(loc).Date()
		t = s.at(time.Date(y, m, d-1, 12, 0, 0, 0, loc), loc)
	}
	return t
}
