package backup

import (
	"fmt"
	"strings"
	"time"
)

// A backup's name says when it was taken (UTC) and how it is packed:
//
//	golfclub-20260301T030000Z.tar.zst            scheduled or by hand
//	golfclub-20260301T030000Z-before-v12.tar.zst taken before migrating to v12
//	… .tar.zst.age                               encrypted with age
const (
	namePrefix = "golfclub-"
	nameTime   = "20060102T150405Z"
	extArchive = ".tar.zst"
	extAge     = ".age"
)

// Name is a parsed backup name.
type Name struct {
	Time time.Time
	// BeforeVersion is the schema version a migration was about to
	// reach, for a backup taken before migrating; 0 otherwise.
	BeforeVersion int
	Encrypted     bool
}

// String is the file or object name.
func (n Name) String() string {
	s := namePrefix + n.Time.UTC().Format(nameTime)
	if n.BeforeVersion > 0 {
		s += fmt.Sprintf("-before-v%d", n.BeforeVersion)
	}
	s += extArchive
	if n.Encrypted {
		s += extAge
	}
	return s
}

// ParseName reads a name String wrote; ok is false for any other name,
// which listing and retention leave alone.
func ParseName(s string) (n Name, ok bool) {
	rest, found := strings.CutPrefix(s, namePrefix)
	if !found {
		return Name{}, false
	}
	if r, enc := strings.CutSuffix(rest, extAge); enc {
		rest, n.Encrypted = r, true
	}
	rest, found = strings.CutSuffix(rest, extArchive)
	if !found || len(rest) < len(nameTime) {
		return Name{}, false
	}
	t, err := time.Parse(nameTime, rest[:len(nameTime)])
	if err != nil {
		return Name{}, false
	}
	n.Time = t
	if tail := rest[len(nameTime):]; tail != "" {
		if _, err := fmt.Sscanf(tail, "-before-v%d", &n.BeforeVersion); err != nil || n.BeforeVersion <= 0 ||
			tail != fmt.Sprintf("-before-v%d", n.BeforeVersion) {
			return Name{}, false
		}
	}
	return n, true
}
