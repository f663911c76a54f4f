package pgcopy

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// kind is a column type of the target, which decides how a SQLite value
// is read and how both sides encode it for the checksum.
type kind int

const (
	kindInt kind = iota + 1
	kindBool
	kindTime
	kindText
)

// kindOf maps information_schema's data_type to a kind. The schema uses
// only these; a new type in a migration fails the copy here until it is
// taught.
func kindOf(dataType string) (kind, error) {
	switch dataType {
	case "bigint", "integer", "smallint":
		return kindInt, nil
	case "boolean":
		return kindBool, nil
	case "timestamp with time zone", "timestamp without time zone":
		return kindTime, nil
	case "character varying", "text":
		return kindText, nil
	}
	return 0, fmt.Errorf("column type %q is not one the copy knows", dataType)
}

// timeLayouts are the forms a timestamp takes in the SQLite file: bun's,
// the modernc driver's for time.Time arguments, and SQLite's own
// current_timestamp. The driver already turns these into time.Time for
// columns declared TIMESTAMP; the strings are for values it could not.
var timeLayouts = []string{
	"2006-01-02 15:04:05.999999999-07:00",
	"2006-01-02T15:04:05.999999999-07:00",
	"2006-01-02 15:04:05.999999999Z07:00",
	"2006-01-02T15:04:05.999999999Z07:00",
	"2006-01-02 15:04:05.999999999",
	"2006-01-02T15:04:05.999999999",
	"2006-01-02 15:04",
	"2006-01-02",
}

// parseTime reads a timestamp SQLite holds as text. Besides timeLayouts,
// it reads Go's time.String form the driver writes for time.Time
// arguments ("2006-01-02 15:04:05.999999999 -0700 MST"), whose zone name
// may be anything, "-0530" included, by its numeric offset alone.
func parseTime(s string) (time.Time, bool) {
	for _, l := range timeLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, true
		}
	}
	if f := strings.Fields(s); len(f) >= 3 && (strings.HasPrefix(f[2], "+") || strings.HasPrefix(f[2], "-")) {
		if t, err := time.Parse("2006-01-02 15:04:05.999999999 -0700", strings.Join(f[:3], " ")); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// convert turns a value read from SQLite into the Go value the target
// column of kind k stores, or says why it cannot be stored. Timestamps
// keep microseconds, PostgreSQL's precision (the driver would drop the
// rest on the way too; dropping it here makes the checksum say so).
func convert(v any, k kind) (any, error) {
	if v == nil {
		return nil, nil
	}
	switch k {
	case kindInt:
		switch x := v.(type) {
		case int64:
			return x, nil
		case float64:
			if x == math.Trunc(x) && math.Abs(x) < 1<<63 {
				return int64(x), nil
			}
		case string:
			if n, err := strconv.ParseInt(strings.TrimSpace(x), 10, 64); err == nil {
				return n, nil
			}
		case bool:
			if x {
				return int64(1), nil
			}
			return int64(0), nil
		}
	case kindBool:
		switch x := v.(type) {
		case bool:
			return x, nil
		case int64:
			if x == 0 || x == 1 {
				return x == 1, nil
			}
		case string:
			switch strings.ToLower(x) {
			case "1", "t", "true":
				return true, nil
			case "0", "f", "false":
				return false, nil
			}
		}
	case kindTime:
		switch x := v.(type) {
		case time.Time:
			return x.UTC().Truncate(time.Microsecond), nil
		case string:
			if t, ok := parseTime(x); ok {
				return t.UTC().Truncate(time.Microsecond), nil
			}
		}
	case kindText:
		var s string
		switch x := v.(type) {
		case string:
			s = x
		case []byte:
			s = string(x)
		case int64:
			return strconv.FormatInt(x, 10), nil
		case float64:
			return strconv.FormatFloat(x, 'g', -1, 64), nil
		default:
			return nil, fmt.Errorf("a %T where text belongs", v)
		}
		if !utf8.ValidString(s) {
			return nil, fmt.Errorf("text that is not valid UTF-8 (%q), which PostgreSQL refuses", clip(s))
		}
		if strings.IndexByte(s, 0) >= 0 {
			return nil, fmt.Errorf("text with a NUL character (%q), which PostgreSQL text cannot hold", clip(s))
		}
		return s, nil
	}
	return nil, fmt.Errorf("the value %q (%T) does not fit a %s column", clip(fmt.Sprint(v)), v, k)
}

func (k kind) String() string {
	switch k {
	case kindInt:
		return "integer"
	case kindBool:
		return "boolean"
	case kindTime:
		return "timestamp"
	case kindText:
		return "text"
	}
	return "unknown"
}

// clip shortens a value quoted in an error.
func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// canonical is the encoding of one row both sides hash: each value a tag
// byte and, but for NULL, its length and bytes. Integers are decimal,
// booleans t or f, timestamps UTC to the microsecond, text as is; a value
// of another Go type is tagged with its type, so it can never match.
func canonical(row []any) []byte {
	var b []byte
	put := func(tag byte, s string) {
		b = append(b, tag)
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	for _, v := range row {
		switch x := v.(type) {
		case nil:
			b = append(b, 'N')
		case int64:
			put('I', strconv.FormatInt(x, 10))
		case bool:
			put('B', strconv.FormatBool(x)[:1])
		case time.Time:
			put('T', x.UTC().Format("2006-01-02T15:04:05.000000Z07:00"))
		case string:
			put('S', x)
		default:
			put('?', fmt.Sprintf("%T:%v", v, v))
		}
	}
	return b
}
