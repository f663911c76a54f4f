// Package pgcopy moves a club from its SQLite file to an empty PostgreSQL
// database (golfclub migrate-to-postgres). The SQLite file is only read.
// On PostgreSQL everything happens in one transaction: the schema at the
// SQLite file's migration version, every table's rows, every id sequence
// moved past the ids in use, and the check that each table holds the same
// number of rows with the same checksum as the file. Any failure rolls it
// all back and leaves the target as it was.
package pgcopy

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"golfclub/internal/store/migrations"
)

// Table is what was copied of one table.
type Table struct {
	Name string
	Rows int64
	// Checksum is the SHA-256 of the table's rows in the canonical
	// encoding (see canonical), the same on both sides.
	Checksum string
	// NextID is the value the table's id sequence hands out next; 0 for
	// a table without one.
	NextID int64
}

// Report is the outcome of a successful Copy.
type Report struct {
	// Version is the schema version of the file and now of the target.
	Version int
	Tables  []Table
}

// Rows is the number of rows copied, over every table.
func (r *Report) Rows() int64 {
	var n int64
	for _, t := range r.Tables {
		n += t.Rows
	}
	return n
}

// Copy copies the SQLite database file at sqlitePath into the PostgreSQL
// database at databaseURL, which must hold no rows.
func Copy(ctx context.Context, sqlitePath, databaseURL string) (*Report, error) {
	if _, err := os.Stat(sqlitePath); err != nil {
		return nil, fmt.Errorf("the SQLite database: %w", err)
	}
	// The copy reads the file alone, as immutable: nothing beside it is
	// created and nothing in it can change. A write-ahead log beside it
	// means a server has the database open, or stopped without folding
	// the log into the file; either way the file alone is not the club.
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(sqlitePath + side); err == nil {
			return nil, fmt.Errorf("%s exists: stop golfclub first; if it is stopped, run `golfclub migrate` once (without --database-url) to fold the log into the file", filepath.Base(sqlitePath+side))
		}
	}
	src, err := openSource(sqlitePath)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	cfg, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("--database-url: %w", err)
	}
	pg := bun.NewDB(stdlib.OpenDB(*cfg), pgdialect.New())
	defer pg.Close()
	if err := pg.PingContext(ctx); err != nil {
		return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
	}

	// One read transaction on the file: every table is read from the same
	// snapshot, even if a server were (wrongly) still writing to it.
	srcTx, err := src.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("read the SQLite database: %w", err)
	}
	defer srcTx.Rollback()
	list, err := sourceMigrations(ctx, srcTx)
	if err != nil {
		return nil, err
	}

	tx, err := pg.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("begin on PostgreSQL: %w", err)
	}
	defer tx.Rollback()
	if err := refuseNonEmpty(ctx, tx, len(list)); err != nil {
		return nil, err
	}
	if err := migrations.RunInTx(ctx, tx, list); err != nil {
		return nil, fmt.Errorf("create the schema on PostgreSQL: %w", err)
	}
	tables, err := plan(ctx, srcTx, tx)
	if err != nil {
		return nil, err
	}
	report := &Report{Version: len(list)}
	for _, t := range tables {
		copied, err := copyTable(ctx, srcTx, tx, t)
		if err != nil {
			return nil, fmt.Errorf("copy %s: %w", t.name, err)
		}
		if copied.NextID, err = resetSequence(ctx, srcTx, tx, t); err != nil {
			return nil, fmt.Errorf("sequence of %s: %w", t.name, err)
		}
		if err := verify(ctx, srcTx, tx, t, copied); err != nil {
			return nil, fmt.Errorf("verify %s: %w", t.name, err)
		}
		report.Tables = append(report.Tables, copied)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("commit on PostgreSQL: %w", err)
	}
	slices.SortFunc(report.Tables, func(a, b Table) int { return strings.Compare(a.Name, b.Name) })
	return report, nil
}

// openSource opens the file read-only and immutable: SQLite refuses every
// write on the handle, takes no locks and creates no -wal or -shm file.
func openSource(path string) (*bun.DB, error) {
	u := url.URL{Scheme: "file", Path: path, RawQuery: "mode=ro&immutable=1"}
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		return nil, fmt.Errorf("open the SQLite database: %w", err)
	}
	// One connection: the read transaction and its queries share it.
	db.SetMaxOpenConns(1)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("open the SQLite database: %w", err)
	}
	return bun.NewDB(db, sqlitedialect.New()), nil
}

// sourceMigrations is the part of this binary's migration history the file
// has applied. A file this binary's history does not explain (newer, or
// another program's) is refused: its schema is unknown here.
func sourceMigrations(ctx context.Context, src bun.Tx) ([]migrations.Migration, error) {
	applied, err := migrations.AppliedWithNames(ctx, src)
	if err != nil {
		return nil, fmt.Errorf("the SQLite database has no migration history (is it a golfclub database?): %w", err)
	}
	all := migrations.All()
	if len(applied) == 0 {
		return nil, errors.New("the SQLite database has no migration applied: nothing to copy")
	}
	if len(applied) > len(all) {
		return nil, fmt.Errorf("the SQLite database is at schema version %d, newer than this binary's %d: use the binary that last ran it",
			applied[len(applied)-1].Version, len(all))
	}
	for i, r := range applied {
		if r.Version != all[i].Version || r.Name != all[i].Name {
			return nil, fmt.Errorf("the SQLite database's migration %d is %q, this binary's is %d %q", r.Version, r.Name, all[i].Version, all[i].Name)
		}
	}
	return all[:len(applied)], nil
}

// refuseNonEmpty fails unless every table of the target's schema is empty
// (a new database has none; one a `golfclub migrate` prepared has empty
// ones) and the target is not at a later schema version than the file.
func refuseNonEmpty(ctx context.Context, tx bun.Tx, version int) error {
	var tables []string
	if err := tx.NewRaw(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`).
		Scan(ctx, &tables); err != nil {
		return fmt.Errorf("list the target's tables: %w", err)
	}
	for _, name := range tables {
		if name == "schema_migrations" {
			var newest int
			if err := tx.NewRaw(`SELECT COALESCE(max(version), 0) FROM schema_migrations`).Scan(ctx, &newest); err != nil {
				return fmt.Errorf("read the target's schema version: %w", err)
			}
			if newest > version {
				return fmt.Errorf("the target database is at schema version %d, the SQLite database at %d: start golfclub on the SQLite database once to bring it up to date, or use an empty target", newest, version)
			}
			continue
		}
		var some bool
		if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM ?)`, bun.Ident(name)).Scan(ctx, &some); err != nil {
			return fmt.Errorf("look into the target's %s: %w", name, err)
		}
		if some {
			return fmt.Errorf("the target database is not empty (table %s has rows): copy only into a new database (createdb)", name)
		}
	}
	return nil
}

// column is one column of a table as the target declares it.
type column struct {
	name string
	kind kind
}

// table is one table to copy: its columns in the target's order and its
// id sequence, if any.
type table struct {
	name     string
	columns  []column
	sequence string // the id column's sequence, "" if none
	idColumn string
}

// plan lists the tables to copy, parents before the tables whose foreign
// keys name them, and checks that the file has the same tables and
// columns as the schema just created.
func plan(ctx context.Context, src bun.Tx, tx bun.Tx) ([]table, error) {
	var cols []struct {
		Table    string `bun:"table_name"`
		Column   string `bun:"column_name"`
		DataType string `bun:"data_type"`
		Sequence string `bun:"seq"`
	}
	if err := tx.NewRaw(`SELECT table_name, column_name, data_type,
			COALESCE(pg_get_serial_sequence(quote_ident(table_name), column_name), '') AS seq
		FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
		ORDER BY table_name, ordinal_position`).Scan(ctx, &cols); err != nil {
		return nil, fmt.Errorf("read the target's columns: %w", err)
	}
	byName := map[string]*table{}
	var names []string
	for _, c := range cols {
		t := byName[c.Table]
		if t == nil {
			t = &table{name: c.Table}
			byName[c.Table] = t
			names = append(names, c.Table)
		}
		k, err := kindOf(c.DataType)
		if err != nil {
			return nil, fmt.Errorf("%s.%s: %w", c.Table, c.Column, err)
		}
		t.columns = append(t.columns, column{name: c.Column, kind: k})
		if c.Sequence != "" {
			t.sequence, t.idColumn = c.Sequence, c.Column
		}
	}

	var srcTables []string
	if err := src.NewRaw(`SELECT name FROM sqlite_master WHERE type = 'table'
		AND name NOT LIKE 'sqlite\_%' ESCAPE '\' AND name <> 'schema_migrations' ORDER BY name`).Scan(ctx, &srcTables); err != nil {
		return nil, fmt.Errorf("list the SQLite database's tables: %w", err)
	}
	if !slices.Equal(srcTables, names) {
		return nil, fmt.Errorf("the SQLite database has the tables %v, its schema version has %v", srcTables, names)
	}
	for _, name := range names {
		var srcCols []string
		if err := src.NewRaw(`SELECT name FROM pragma_table_info(?) ORDER BY name`, name).Scan(ctx, &srcCols); err != nil {
			return nil, fmt.Errorf("read the SQLite columns of %s: %w", name, err)
		}
		var want []string
		for _, c := range byName[name].columns {
			want = append(want, c.name)
		}
		slices.Sort(want)
		if !slices.Equal(srcCols, want) {
			return nil, fmt.Errorf("the SQLite table %s has the columns %v, its schema version has %v", name, srcCols, want)
		}
	}

	var fks []struct {
		Child  string `bun:"child"`
		Parent string `bun:"parent"`
	}
	if err := tx.NewRaw(`SELECT c.relname AS child, p.relname AS parent
		FROM pg_constraint k
		JOIN pg_class c ON c.oid = k.conrelid
		JOIN pg_class p ON p.oid = k.confrelid
		JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE k.contype = 'f' AND n.nspname = current_schema()`).Scan(ctx, &fks); err != nil {
		return nil, fmt.Errorf("read the target's foreign keys: %w", err)
	}
	parents := map[string][]string{}
	for _, fk := range fks {
		if fk.Child != fk.Parent {
			parents[fk.Child] = append(parents[fk.Child], fk.Parent)
		}
	}
	// Depth-first: a table after every table it refers to.
	var order []table
	state := map[string]int{} // 1 visiting, 2 done
	var visit func(name string) error
	visit = func(name string) error {
		switch state[name] {
		case 1:
			return fmt.Errorf("the foreign keys through %s form a cycle", name)
		case 2:
			return nil
		}
		state[name] = 1
		for _, p := range parents[name] {
			if err := visit(p); err != nil {
				return err
			}
		}
		state[name] = 2
		order = append(order, *byName[name])
		return nil
	}
	for _, name := range names {
		if err := visit(name); err != nil {
			return nil, err
		}
	}
	return order, nil
}

// selectAll is the query reading every row of t, columns in t's order.
func selectAll(t table) string {
	cols := make([]string, len(t.columns))
	for i, c := range t.columns {
		cols[i] = pgx.Identifier{c.name}.Sanitize()
	}
	return "SELECT " + strings.Join(cols, ", ") + " FROM " + pgx.Identifier{t.name}.Sanitize()
}

// maxParams keeps one INSERT under PostgreSQL's 65,535 parameters.
const maxParams = 60000

// copyTable reads every row of t from the file, converts each value to
// the target column's type and inserts the rows in batches; it returns the
// count and the checksum of what it sent.
func copyTable(ctx context.Context, src bun.Tx, tx bun.Tx, t table) (Table, error) {
	out := Table{Name: t.name}
	rows, err := src.QueryContext(ctx, selectAll(t))
	if err != nil {
		return out, fmt.Errorf("read: %w", err)
	}
	defer rows.Close()
	sum := newChecksum()
	perBatch := max(1, min(1000, maxParams/len(t.columns)))
	batch := make([]any, 0, perBatch*len(t.columns))
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if _, err := tx.Tx.ExecContext(ctx, insertSQL(t, len(batch)/len(t.columns)), batch...); err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		batch = batch[:0]
		return nil
	}
	raw := make([]any, len(t.columns))
	ptrs := make([]any, len(raw))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return out, fmt.Errorf("read: %w", err)
		}
		row := make([]any, len(raw))
		for i, c := range t.columns {
			v, err := convert(raw[i], c.kind)
			if err != nil {
				return out, fmt.Errorf("row %d, column %s: %w", out.Rows+1, c.name, err)
			}
			row[i] = v
		}
		sum.add(row)
		out.Rows++
		batch = append(batch, row...)
		if len(batch) >= perBatch*len(t.columns) {
			if err := flush(); err != nil {
				return out, err
			}
		}
	}
	if err := rows.Err(); err != nil {
		return out, fmt.Errorf("read: %w", err)
	}
	if err := flush(); err != nil {
		return out, err
	}
	out.Checksum = sum.hex()
	return out, nil
}

// insertSQL is an INSERT of n rows of t with $-numbered parameters.
func insertSQL(t table, n int) string {
	var b strings.Builder
	b.WriteString("INSERT INTO " + pgx.Identifier{t.name}.Sanitize() + " (")
	for i, c := range t.columns {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(pgx.Identifier{c.name}.Sanitize())
	}
	b.WriteString(") VALUES ")
	p := 1
	for r := range n {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('(')
		for i := range t.columns {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "$%d", p)
			p++
		}
		b.WriteByte(')')
	}
	return b.String()
}

// resetSequence moves t's id sequence past every id the file has used:
// the largest id present, or the largest SQLite ever handed out
// (sqlite_sequence, which AUTOINCREMENT keeps so that a deleted row's id
// is never given again). It returns the next id.
func resetSequence(ctx context.Context, src bun.Tx, tx bun.Tx, t table) (int64, error) {
	if t.sequence == "" {
		return 0, nil
	}
	var used int64
	if err := tx.NewRaw(`SELECT COALESCE(max(?), 0) FROM ?`, bun.Ident(t.idColumn), bun.Ident(t.name)).Scan(ctx, &used); err != nil {
		return 0, err
	}
	var handedOut sql.NullInt64
	err := src.NewRaw(`SELECT seq FROM sqlite_sequence WHERE name = ?`, t.name).Scan(ctx, &handedOut)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	used = max(used, handedOut.Int64)
	if used == 0 {
		_, err = tx.ExecContext(ctx, `SELECT setval(?, 1, false)`, t.sequence)
		return 1, err
	}
	_, err = tx.ExecContext(ctx, `SELECT setval(?, ?, true)`, t.sequence, used)
	return used + 1, err
}

// verify reads t back from the target, inside the transaction that wrote
// it, and compares the count and the checksum with what the file holds.
func verify(ctx context.Context, src bun.Tx, tx bun.Tx, t table, copied Table) error {
	var srcCount int64
	if err := src.NewRaw(`SELECT count(*) FROM ?`, bun.Ident(t.name)).Scan(ctx, &srcCount); err != nil {
		return fmt.Errorf("count the SQLite rows: %w", err)
	}
	rows, err := tx.Tx.QueryContext(ctx, selectAll(t))
	if err != nil {
		return err
	}
	defer rows.Close()
	sum := newChecksum()
	var n int64
	raw := make([]any, len(t.columns))
	ptrs := make([]any, len(raw))
	for i := range raw {
		ptrs[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		sum.add(raw)
		n++
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if srcCount != copied.Rows || n != srcCount {
		return fmt.Errorf("the SQLite database has %d rows, %d were read and PostgreSQL holds %d", srcCount, copied.Rows, n)
	}
	if got := sum.hex(); got != copied.Checksum {
		return fmt.Errorf("checksum of PostgreSQL's rows %s, of the SQLite rows %s", got, copied.Checksum)
	}
	return nil
}

// checksum hashes a table's rows whatever their order: each row's
// canonical encoding is hashed, and the table's checksum is the hash of
// those hashes sorted. The two databases order text keys differently
// (SQLite by bytes, PostgreSQL by its collation), and no order is needed
// to compare two sets of rows.
type checksum struct{ rows [][sha256.Size]byte }

func newChecksum() *checksum { return &checksum{} }

func (c *checksum) add(row []any) {
	c.rows = append(c.rows, sha256.Sum256(canonical(row)))
}

func (c *checksum) hex() string {
	slices.SortFunc(c.rows, func(a, b [sha256.Size]byte) int { return strings.Compare(string(a[:]), string(b[:])) })
	h := sha256.New()
	for _, r := range c.rows {
		h.Write(r[:])
	}
	return hex.EncodeToString(h.Sum(nil))
}
