package pgcopy_test

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// genColumn is one column of a SQLite table as the generator sees it.
type genColumn struct {
	name    string
	typ     string // declared type, upper case, without its length
	length  int    // varchar(n)'s n, 0 without
	notNull bool
	pk      int // position in the primary key, 0 when not in it
	indexed bool
	parent  string // the table a foreign key names, "" without
	parentC string
}

type genTable struct {
	name    string
	columns []genColumn
}

// key is a row's primary key as text, the same for both databases.
func (t genTable) key(row map[string]any) string {
	var parts []string
	for pos := 1; ; pos++ {
		found := false
		for _, c := range t.columns {
			if c.pk == pos {
				parts = append(parts, fmt.Sprint(row[c.name]))
				found = true
			}
		}
		if !found {
			break
		}
	}
	return strings.Join(parts, "|")
}

// generated is what generate wrote: each table's rows by key, with the
// values PostgreSQL must end up holding.
type generated struct {
	tables  []genTable
	rows    map[string]map[string]map[string]any
	usedIDs map[string]int64 // largest id a table's AUTOINCREMENT handed out
}

var lengthRe = regexp.MustCompile(`^([A-Za-z ]+)(?:\((\d+)\))?$`)

// readSchema reads the tables of the migrated SQLite database, parents
// before children.
func readSchema(t *testing.T, db *sql.DB) []genTable {
	t.Helper()
	names := queryStrings(t, db, `SELECT name FROM sqlite_master WHERE type = 'table'
		AND name NOT LIKE 'sqlite%' AND name <> 'schema_migrations' ORDER BY name`)
	byName := map[string]*genTable{}
	for _, n := range names {
		tb := &genTable{name: n}
		rows, err := db.Query(`SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid`, n)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var c genColumn
			var decl string
			if err := rows.Scan(&c.name, &decl, &c.notNull, &c.pk); err != nil {
				t.Fatal(err)
			}
			m := lengthRe.FindStringSubmatch(decl)
			if m == nil {
				t.Fatalf("%s.%s: declared type %q", n, c.name, decl)
			}
			c.typ = strings.ToUpper(strings.TrimSpace(m[1]))
			if m[2] != "" {
				c.length, _ = strconv.Atoi(m[2])
			}
			tb.columns = append(tb.columns, c)
		}
		rows.Close()
		for _, ix := range queryStrings(t, db, `SELECT name FROM pragma_index_list(?)`, n) {
			for _, col := range queryStrings(t, db, `SELECT name FROM pragma_index_info(?)`, ix) {
				for i := range tb.columns {
					if tb.columns[i].name == col {
						tb.columns[i].indexed = true
					}
				}
			}
		}
		fks, err := db.Query(`SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)`, n)
		if err != nil {
			t.Fatal(err)
		}
		for fks.Next() {
			var parent, from, to string
			if err := fks.Scan(&parent, &from, &to); err != nil {
				t.Fatal(err)
			}
			for i := range tb.columns {
				if tb.columns[i].name == from {
					tb.columns[i].parent, tb.columns[i].parentC = parent, to
				}
			}
		}
		fks.Close()
		byName[n] = tb
	}
	var order []genTable
	done := map[string]bool{}
	var visit func(n string)
	visit = func(n string) {
		if done[n] {
			return
		}
		done[n] = true
		for _, c := range byName[n].columns {
			if c.parent != "" && c.parent != n {
				visit(c.parent)
			}
		}
		order = append(order, *byName[n])
	}
	for _, n := range names {
		visit(n)
	}
	return order
}

// texts are pieces of the text the generator writes: scripts a Malaysian
// club's members write in, emoji with joiners and flags, combining marks,
// right-to-left text and marks, quotes, SQL and control characters.
var texts = []string{
	"Bukit Hijau Golf & Country Club",
	"Selamat datang ke Kelab Golf — pertandingan bulanan",
	"高尔夫球俱乐部 月例赛",
	"கோல்ஃப் கிளப் போட்டி",
	"ڤرتنديڠن ݢولف بولنن",
	"Ahmad b. Ismail (ketua) ⛳🏌️‍♀️🇲🇾👨‍👩‍👧",
	"Zoë Noël, José, e\u0301te\u0301, Å",
	"\u200fمرحبا\u200e mixed \u202eRTL\u202c",
	`quote ' and " and \ backslash`,
	"'); DROP TABLE members; --",
	"line one\nline two\r\n\ttabbed",
	"{\"json\": [1, 2, {\"k\": \"v\"}]}",
	"",
	" ",
	"\U0001F600\U0001F3CC\U0001F3FD\u200D\u2642\uFE0F",
	"\u00a0non-breaking\u2028separator",
}

func genText(rng *rand.Rand, limit int) string {
	var b strings.Builder
	for range 1 + rng.IntN(3) {
		b.WriteString(texts[rng.IntN(len(texts))])
		b.WriteString(strconv.Itoa(rng.IntN(1_000_000)))
	}
	s := b.String()
	if limit > 0 {
		r := []rune(s)
		if len(r) > limit {
			s = string(r[:limit])
		}
	}
	return s
}

// longText is 200,000 characters of mixed scripts.
func longText(rng *rand.Rand) string {
	var r []rune
	for len(r) < 200_000 {
		r = append(r, []rune(texts[rng.IntN(len(texts))])...)
	}
	return string(r[:200_000])
}

var zones = []*time.Location{time.UTC, time.FixedZone("MYT", 8*3600), time.FixedZone("", -(5*3600 + 1800))}

func genTime(rng *rand.Rand) time.Time {
	switch rng.IntN(6) {
	case 0:
		return time.Date(1900+rng.IntN(70), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1e9), zones[rng.IntN(len(zones))])
	case 1:
		return time.Date(2100+rng.IntN(100), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(1e9), zones[rng.IntN(len(zones))])
	case 2:
		return time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC) // whole seconds
	default:
		return time.Unix(1_600_000_000+rng.Int64N(400_000_000), rng.Int64N(1e9)).In(zones[rng.IntN(len(zones))])
	}
}

func genInt(rng *rand.Rand) int64 {
	switch rng.IntN(6) {
	case 0:
		return 0
	case 1:
		return -rng.Int64N(1 << 62)
	case 2:
		return rng.Int64N(1 << 62)
	case 3:
		return []int64{1<<63 - 1, -1 << 63, -1, 1}[rng.IntN(4)]
	default:
		return rng.Int64N(200)
	}
}

// generate writes about 30 rows into every table of db (fewer where a
// unique key allows no more), each value of the kinds above, and returns
// what PostgreSQL must hold afterwards.
func generate(t *testing.T, db *sql.DB, rng *rand.Rand) *generated {
	t.Helper()
	g := &generated{tables: readSchema(t, db), rows: map[string]map[string]map[string]any{}, usedIDs: map[string]int64{}}
	for _, tb := range g.tables {
		g.rows[tb.name] = map[string]map[string]any{}
		var nextID int64 = 1 + rng.Int64N(50)
		long := false
		for range 30 {
			vals := make([]any, len(tb.columns))
			want := map[string]any{}
			skip := false
			for i, c := range tb.columns {
				var v, w any
				switch {
				case c.parent != "":
					parents := g.rows[c.parent]
					if len(parents) == 0 || (!c.notNull && rng.IntN(6) == 0) {
						if c.notNull {
							skip = true
						}
						break
					}
					var keys []any
					for _, r := range parents {
						keys = append(keys, r[c.parentC])
					}
					v = keys[rng.IntN(len(keys))]
					w = v
				case c.pk == 1 && c.name == "id" && c.typ == "INTEGER":
					v, w = nextID, nextID
					nextID += 1 + rng.Int64N(4)
				case !c.notNull && rng.IntN(5) == 0:
				case c.typ == "INTEGER":
					n := genInt(rng)
					v, w = n, n
				case c.typ == "BOOLEAN":
					b := rng.IntN(2) == 1
					w = b
					if rng.IntN(2) == 0 {
						v = b
					} else {
						v = map[bool]int64{false: 0, true: 1}[b]
					}
				case c.typ == "TIMESTAMP":
					tm := genTime(rng)
					w = tm.UTC().Truncate(time.Microsecond)
					if rng.IntN(2) == 0 {
						v = tm // the driver's own form, nanoseconds
					} else {
						v = tm.Format("2006-01-02 15:04:05.999999-07:00") // bun's
					}
				default: // VARCHAR, TEXT
					s := genText(rng, c.length)
					if !long && !c.indexed && c.length == 0 && c.pk == 0 {
						s, long = longText(rng), true
					}
					v, w = s, s
				}
				vals[i] = v
				want[c.name] = w
			}
			if skip {
				continue
			}
			cols := make([]string, len(tb.columns))
			marks := make([]string, len(tb.columns))
			for i, c := range tb.columns {
				cols[i], marks[i] = `"`+c.name+`"`, "?"
			}
			res, err := db.Exec(fmt.Sprintf(`INSERT OR IGNORE INTO "%s" (%s) VALUES (%s)`, tb.name,
				strings.Join(cols, ", "), strings.Join(marks, ", ")), vals...)
			if err != nil {
				t.Fatalf("insert into %s: %v", tb.name, err)
			}
			if n, _ := res.RowsAffected(); n == 1 {
				g.rows[tb.name][tb.key(want)] = want
			}
		}
		if len(g.rows[tb.name]) == 0 {
			t.Fatalf("no row generated for %s", tb.name)
		}
	}
	// AUTOINCREMENT counters past the largest id, as deleted rows leave
	// them; PostgreSQL's sequences must not hand those ids out again.
	for _, tb := range g.tables {
		var seq sql.NullInt64
		if err := db.QueryRow(`SELECT seq FROM sqlite_sequence WHERE name = ?`, tb.name).Scan(&seq); err == sql.ErrNoRows {
			continue
		} else if err != nil {
			t.Fatal(err)
		}
		if rng.IntN(2) == 0 {
			seq.Int64 += 1 + rng.Int64N(100)
			if _, err := db.Exec(`UPDATE sqlite_sequence SET seq = ? WHERE name = ?`, seq.Int64, tb.name); err != nil {
				t.Fatal(err)
			}
		}
		g.usedIDs[tb.name] = seq.Int64
	}
	return g
}

// readTable reads every row of tb from PostgreSQL by key, in the values
// generate expects.
func readTable(t *testing.T, pg *sql.DB, tb genTable) map[string]map[string]any {
	t.Helper()
	cols := make([]string, len(tb.columns))
	for i, c := range tb.columns {
		cols[i] = `"` + c.name + `"`
	}
	rows, err := pg.Query(`SELECT ` + strings.Join(cols, ", ") + ` FROM "` + tb.name + `"`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]map[string]any{}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		row := map[string]any{}
		for i, c := range tb.columns {
			v := vals[i]
			if tm, ok := v.(time.Time); ok {
				v = tm.UTC()
			}
			row[c.name] = v
		}
		out[tb.key(row)] = row
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
