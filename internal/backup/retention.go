package backup

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Policy is how many backups retention keeps: the newest of each of the
// last Daily days, Weekly ISO weeks and Monthly months that have one.
type Policy struct {
	Daily, Weekly, Monthly int
}

// DefaultPolicy keeps a week of days, a month of weeks and a year of
// months.
var DefaultPolicy = Policy{Daily: 7, Weekly: 4, Monthly: 12}

// ParsePolicy reads "DAILY,WEEKLY,MONTHLY", e.g. "7,4,12".
func ParsePolicy(s string) (Policy, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return Policy{}, fmt.Errorf("backup retention %q: want three counts DAILY,WEEKLY,MONTHLY such as 7,4,12", s)
	}
	var n [3]int
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || v < 0 || v > 1000 {
			return Policy{}, fmt.Errorf("backup retention %q: %q is not a count from 0 to 1000", s, p)
		}
		n[i] = v
	}
	p := Policy{Daily: n[0], Weekly: n[1], Monthly: n[2]}
	if p.Daily+p.Weekly+p.Monthly == 0 {
		return Policy{}, fmt.Errorf("backup retention %q keeps nothing: keep at least one", s)
	}
	return p, nil
}

func (p Policy) String() string { return fmt.Sprintf("%d,%d,%d", p.Daily, p.Weekly, p.Monthly) }

// Item is one stored backup, as retention sees it.
type Item struct {
	Name string
	Time time.Time
	// Pinned backups are never pruned (those taken before a migration:
	// the way back to the older version).
	Pinned bool
}

// Prune splits items into those the policy keeps and those it drops. Days,
// weeks and months are the club's (loc). It never drops a pinned item, nor
// the newest item: a list is never pruned empty, whatever the policy says.
func Prune(items []Item, p Policy, loc *time.Location) (keep, drop []Item) {
	sorted := append([]Item(nil), items...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Time.After(sorted[j].Time) })
	type bucket struct {
		left int
		last string
		key  func(time.Time) string
	}
	buckets := []*bucket{
		{left: p.Daily, key: func(t time.Time) string { return t.Format("2006-01-02") }},
		{left: p.Weekly, key: func(t time.Time) string { y, w := t.ISOWeek(); return fmt.Sprintf("%d-W%02d", y, w) }},
		{left: p.Monthly, key: func(t time.Time) string { return t.Format("2006-01") }},
	}
	for i, it := range sorted {
		// The newest stays whatever the policy says; a pinned one too,
		// and both still count for their day, week and month.
		kept := i == 0 || it.Pinned
		local := it.Time.In(loc)
		for _, b := range buckets {
			if b.left == 0 {
				continue
			}
			if k := b.key(local); k != b.last {
				b.last = k
				b.left--
				kept = true
			}
		}
		if kept {
			keep = append(keep, it)
		} else {
			drop = append(drop, it)
		}
	}
	return keep, drop
}
