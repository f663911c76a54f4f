package backup

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

func mustLoc(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestSchedule(t *testing.T) {
	kl := mustLoc(t, "Asia/Kuala_Lumpur")
	ny := mustLoc(t, "America/New_York")
	at := func(loc *time.Location, s string) time.Time {
		t.Helper()
		v, err := time.ParseInLocation("2006-01-02 15:04:05", s, loc)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	three := Schedule{Hour: 3}
	tests := []struct {
		name       string
		s          Schedule
		loc        *time.Location
		now        time.Time
		next, slot time.Time
	}{
		{"before today's time", three, kl, at(kl, "2026-03-01 02:59:59"), at(kl, "2026-03-01 03:00:00"), at(kl, "2026-02-28 03:00:00")},
		{"exactly at it", three, kl, at(kl, "2026-03-01 03:00:00"), at(kl, "2026-03-02 03:00:00"), at(kl, "2026-03-01 03:00:00")},
		{"after it", three, kl, at(kl, "2026-03-01 15:00:00"), at(kl, "2026-03-02 03:00:00"), at(kl, "2026-03-01 03:00:00")},
		{"the club's day, not UTC's", three, kl, at(time.UTC, "2026-03-01 20:00:00"), at(kl, "2026-03-03 03:00:00"), at(kl, "2026-03-02 03:00:00")},
		{"month end", Schedule{Hour: 23, Minute: 30}, kl, at(kl, "2026-01-31 23:45:00"), at(kl, "2026-02-01 23:30:00"), at(kl, "2026-01-31 23:30:00")},
		{"the day after a daylight-saving gap", Schedule{Hour: 2, Minute: 30}, ny, at(ny, "2026-03-09 12:00:00"), at(ny, "2026-03-10 02:30:00"), at(ny, "2026-03-09 02:30:00")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.Next(tt.now, tt.loc); !got.Equal(tt.next) {
				t.Errorf("Next = %v, want %v", got, tt.next)
			}
			if got := tt.s.Slot(tt.now, tt.loc); !got.Equal(tt.slot) {
				t.Errorf("Slot = %v, want %v", got, tt.slot)
			}
		})
	}
}

// TestScheduleGap: 02:30 does not exist in New York on 2026-03-08; that
// day still has one run, on that day, between the days around it.
func TestScheduleGap(t *testing.T) {
	ny := mustLoc(t, "America/New_York")
	s := Schedule{Hour: 2, Minute: 30}
	now := time.Date(2026, 3, 7, 12, 0, 0, 0, ny)
	next := s.Next(now, ny)
	if y, m, d := next.In(ny).Date(); y != 2026 || m != 3 || d != 8 {
		t.Errorf("Next = %v, want a time on 2026-03-08", next)
	}
	after := s.Next(next, ny)
	if y, m, d := after.In(ny).Date(); y != 2026 || m != 3 || d != 9 {
		t.Errorf("the run after %v is %v, want 2026-03-09", next, after)
	}
	if slot := s.Slot(next.Add(time.Hour), ny); !slot.Equal(next) {
		t.Errorf("Slot an hour after the gap's run = %v, want %v", slot, next)
	}
}

func TestParseSchedule(t *testing.T) {
	for in, want := range map[string]string{"03:00": "03:00", "23:59": "23:59", "0:05": "00:05", "off": "off", "OFF": "off", "24:00": "", "3am": "", "": ""} {
		s, err := ParseSchedule(in)
		if want == "" {
			if err == nil {
				t.Errorf("ParseSchedule(%q) accepted: %v", in, s)
			}
			continue
		}
		if err != nil || s.String() != want {
			t.Errorf("ParseSchedule(%q) = %v, %v; want %s", in, s, err, want)
		}
	}
}

func TestParsePolicy(t *testing.T) {
	if p, err := ParsePolicy(" 7, 4 ,12"); err != nil || p != DefaultPolicy {
		t.Errorf("7,4,12 = %v, %v", p, err)
	}
	for _, bad := range []string{"", "7,4", "7,4,12,1", "0,0,0", "-1,4,12", "a,b,c", "7,4,1001"} {
		if p, err := ParsePolicy(bad); err == nil {
			t.Errorf("ParsePolicy(%q) accepted: %v", bad, p)
		}
	}
}

func TestNames(t *testing.T) {
	at := time.Date(2026, 3, 1, 19, 0, 5, 0, time.UTC)
	for _, n := range []Name{{Time: at}, {Time: at, Encrypted: true}, {Time: at, BeforeVersion: 12}, {Time: at, BeforeVersion: 12, Encrypted: true}} {
		got, ok := ParseName(n.String())
		if !ok || got != n {
			t.Errorf("ParseName(%q) = %+v, %v", n.String(), got, ok)
		}
	}
	if s := (Name{Time: at}).String(); s != "golfclub-20260301T190005Z.tar.zst" {
		t.Errorf("name %q", s)
	}
	for _, bad := range []string{"golfclub.db", "golfclub-20260301T190005Z.tar", "golfclub-20260301T190005Z-before-v0.tar.zst",
		"golfclub-20260301T190005Z-x.tar.zst", "golfclub-20260301T190005Z-before-v12x.tar.zst", ".partial-123", "golfclub-2026.tar.zst"} {
		if n, ok := ParseName(bad); ok {
			t.Errorf("ParseName(%q) accepted: %+v", bad, n)
		}
	}
}

// daily makes one backup a day at 03:00 KL for days days ending on end.
func daily(end time.Time, days int) []Item {
	var out []Item
	for i := range days {
		t := end.AddDate(0, 0, -i)
		out = append(out, Item{Name: t.Format("2006-01-02"), Time: t})
	}
	return out
}

func names(items []Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.Name
	}
	slices.Sort(out)
	return out
}

func TestPrune(t *testing.T) {
	kl := mustLoc(t, "Asia/Kuala_Lumpur")
	end := time.Date(2026, 3, 31, 3, 0, 0, 0, kl) // a Tuesday
	year := daily(end, 400)
	tests := []struct {
		name  string
		items []Item
		p     Policy
		keep  []string
	}{
		{"empty", nil, DefaultPolicy, []string{}},
		{"one backup", daily(end, 1), DefaultPolicy, []string{"2026-03-31"}},
		{"fewer than the days kept", daily(end, 3), DefaultPolicy, []string{"2026-03-29", "2026-03-30", "2026-03-31"}},
		{"daily only", daily(end, 10), Policy{Daily: 3}, []string{"2026-03-29", "2026-03-30", "2026-03-31"}},
		// Weeks end on Sunday: the newest of each of the last 4 ISO weeks
		// (31st, 29th, 22nd, 15th), the days overlapping.
		{"weekly only", daily(end, 60), Policy{Weekly: 4}, []string{"2026-03-15", "2026-03-22", "2026-03-29", "2026-03-31"}},
		{"monthly only", year, Policy{Monthly: 3}, []string{"2026-01-31", "2026-02-28", "2026-03-31"}},
		{"the default policy over a year", year, DefaultPolicy, []string{
			"2025-04-30", "2025-05-31", "2025-06-30", "2025-07-31", "2025-08-31", "2025-09-30", "2025-10-31", "2025-11-30", "2025-12-31",
			"2026-01-31", "2026-02-28", "2026-03-15", "2026-03-22",
			"2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31"}},
		{"two the same day: the newer stays", []Item{
			{Name: "early", Time: end.Add(-2 * time.Hour)}, {Name: "late", Time: end},
		}, Policy{Daily: 1}, []string{"late"}},
		{"pinned always stays", append(daily(end, 5), Item{Name: "before-v12", Time: end.AddDate(-1, 0, 0), Pinned: true}),
			Policy{Daily: 2}, []string{"2026-03-30", "2026-03-31", "before-v12"}},
		// The backup just taken is pinned and still counts for its day.
		{"a pinned newest counts", func() []Item { d := daily(end, 5); d[0].Pinned = true; return d }(),
			Policy{Daily: 2}, []string{"2026-03-30", "2026-03-31"}},
		// The policy keeps nothing older than its windows, but the
		// newest backup stays even when it is months old.
		{"the only backup is old", []Item{{Name: "old", Time: end.AddDate(0, -6, 0)}}, Policy{Daily: 1}, []string{"old"}},
		// Days are the club's: 23:30 and 00:30 KL are two days, although
		// both are the same UTC day.
		{"club days", []Item{
			{Name: "a", Time: time.Date(2026, 3, 30, 23, 30, 0, 0, kl)}, {Name: "b", Time: time.Date(2026, 3, 31, 0, 30, 0, 0, kl)},
		}, Policy{Daily: 2}, []string{"a", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			keep, drop := Prune(tt.items, tt.p, kl)
			if got := names(keep); !slices.Equal(got, tt.keep) {
				t.Errorf("kept %v\nwant %v", got, tt.keep)
			}
			if len(keep)+len(drop) != len(tt.items) {
				t.Errorf("kept %d + dropped %d of %d", len(keep), len(drop), len(tt.items))
			}
			for _, d := range drop {
				if d.Pinned {
					t.Errorf("dropped pinned %s", d.Name)
				}
			}
		})
	}
}

// TestPruneNeverEmpties: whatever the items and the policy, the newest
// backup is kept.
func TestPruneNeverEmpties(t *testing.T) {
	base := time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC)
	for seed := range 200 {
		var items []Item
		for i := range seed % 17 {
			items = append(items, Item{Name: fmt.Sprint(i), Time: base.Add(time.Duration((seed*7919+i*104729)%5000) * time.Hour)})
		}
		p := Policy{Daily: seed % 3, Weekly: seed / 3 % 2, Monthly: seed / 6 % 2}
		keep, _ := Prune(items, p, time.UTC)
		if len(items) == 0 {
			continue
		}
		newest := slices.MaxFunc(items, func(a, b Item) int { return a.Time.Compare(b.Time) })
		if !slices.ContainsFunc(keep, func(k Item) bool { return k.Time.Equal(newest.Time) }) {
			t.Fatalf("seed %d: newest %v not kept among %v (policy %v)", seed, newest.Time, keep, p)
		}
	}
}
