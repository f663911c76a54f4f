package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// DumpSchema writes the schema of db as stable text, for golden files:
// on SQLite the exact CREATE statements sqlite_master keeps, on PostgreSQL
// every column (type, nullability, default), constraint and index of the
// current schema as the catalogue reports them.
func DumpSchema(ctx context.Context, db bun.IDB) (string, error) {
	var b strings.Builder
	if db.Dialect().Name() == dialect.PG {
		queries := []struct{ head, sql string }{
			{"columns", `SELECT table_name, column_name, data_type,
				COALESCE(character_maximum_length::text, ''), is_nullable, COALESCE(column_default, '')
				FROM information_schema.columns WHERE table_schema = current_schema()
				ORDER BY table_name, ordinal_position`},
			{"constraints", `SELECT rel.relname, con.conname, pg_get_constraintdef(con.oid)
				FROM pg_constraint con
				JOIN pg_class rel ON rel.oid = con.conrelid
				JOIN pg_namespace n ON n.oid = rel.relnamespace
				WHERE n.nspname = current_schema()
				ORDER BY 1, 2`},
			{"indexes", `SELECT tablename, indexname, indexdef FROM pg_indexes
				WHERE schemaname = current_schema() ORDER BY 1, 2`},
		}
		for _, q := range queries {
			fmt.Fprintf(&b, "-- %s\n", q.head)
			if err := dumpRows(ctx, db, &b, q.sql); err != nil {
				return "", fmt.Errorf("dump %s: %w", q.head, err)
			}
		}
		return b.String(), nil
	}
	err := dumpRows(ctx, db, &b, `SELECT type, name, tbl_name, COALESCE(sql, '')
		FROM sqlite_master ORDER BY tbl_name, type DESC, name`)
	if err != nil {
		return "", fmt.Errorf("dump sqlite_master: %w", err)
	}
	return b.String(), nil
}

// dumpRows writes each row of a query of text columns as one " | "-joined line.
func dumpRows(ctx context.Context, db bun.IDB, b *strings.Builder, query string) error {
	rows, err := db.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	vals := make([]sql.NullString, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = v.String
		}
		b.WriteString(strings.Join(parts, " | "))
		b.WriteByte('\n')
	}
	return rows.Err()
}

// Schema is what a database holds, normalised so that the two ways of
// making a table (a model's CREATE TABLE, a migration's ALTER TABLE) can be
// compared: tables by name, columns as a set (ADD COLUMN appends, a model
// may list it anywhere), unique column sets. Bookkeeping tables are left out.
type Schema map[string]Table

// Table is one table of a Schema.
type Table struct {
	Columns map[string]Column
	// UniqueConstraints are UNIQUE constraints of the table (the form a
	// model's `unique` tag takes), as comma-joined column lists.
	UniqueConstraints map[string]bool
	// UniqueIndexes are CREATE UNIQUE INDEX indexes, as column lists.
	UniqueIndexes map[string]bool
}

// Column is one column of a Table as the database reports it.
type Column struct {
	Type    string // upper case, as declared (SQLite) or catalogued (PostgreSQL)
	NotNull bool
	Default string // empty when none
	PK      bool
}

func (c Column) String() string {
	s := c.Type
	if c.NotNull {
		s += " NOT NULL"
	}
	if c.Default != "" {
		s += " DEFAULT " + c.Default
	}
	if c.PK {
		s += " PRIMARY KEY"
	}
	return s
}

// bookkeeping tables belong to the migration runner or to SQLite itself.
var bookkeeping = map[string]bool{"schema_migrations": true, "sqlite_sequence": true}

// InspectSchema reads the Schema of db.
func InspectSchema(ctx context.Context, db bun.IDB) (Schema, error) {
	if db.Dialect().Name() == dialect.PG {
		return inspectPostgres(ctx, db)
	}
	return inspectSQLite(ctx, db)
}

func inspectSQLite(ctx context.Context, db bun.IDB) (Schema, error) {
	var tables []string
	if err := db.NewSelect().Table("sqlite_master").Column("name").
		Where("type = 'table'").Scan(ctx, &tables); err != nil {
		return nil, fmt.Errorf("list tables: %w", err)
	}
	out := Schema{}
	for _, name := range tables {
		if bookkeeping[name] {
			continue
		}
		t := newTable()
		var cols []struct {
			CID     int            `bun:"cid"`
			Name    string         `bun:"name"`
			Type    string         `bun:"type"`
			NotNull bool           `bun:"not_null"`
			Default sql.NullString `bun:"dflt_value"`
			PK      int            `bun:"pk"`
		}
		if err := db.NewRaw(`SELECT cid, name, type, "notnull" AS not_null, dflt_value, pk FROM pragma_table_info(?)`, name).Scan(ctx, &cols); err != nil {
			return nil, fmt.Errorf("columns of %s: %w", name, err)
		}
		for _, c := range cols {
			t.Columns[c.Name] = Column{Type: strings.ToUpper(c.Type), NotNull: c.NotNull, Default: c.Default.String, PK: c.PK > 0}
		}
		var indexes []struct {
			Name   string `bun:"name"`
			Unique bool   `bun:"unique"`
			Origin string `bun:"origin"`
		}
		if err := db.NewRaw("SELECT name, \"unique\", origin FROM pragma_index_list(?)", name).Scan(ctx, &indexes); err != nil {
			return nil, fmt.Errorf("indexes of %s: %w", name, err)
		}
		for _, ix := range indexes {
			if !ix.Unique || ix.Origin == "pk" {
				continue
			}
			var names []string
			if err := db.NewRaw("SELECT name FROM pragma_index_info(?) ORDER BY seqno", ix.Name).Scan(ctx, &names); err != nil {
				return nil, fmt.Errorf("columns of index %s: %w", ix.Name, err)
			}
			if ix.Origin == "u" {
				t.UniqueConstraints[strings.Join(names, ",")] = true
			} else {
				t.UniqueIndexes[strings.Join(names, ",")] = true
			}
		}
		out[name] = t
	}
	return out, nil
}

func inspectPostgres(ctx context.Context, db bun.IDB) (Schema, error) {
	var cols []struct {
		Table   string        `bun:"table_name"`
		Name    string        `bun:"column_name"`
		Type    string        `bun:"data_type"`
		MaxLen  sql.NullInt64 `bun:"max_len"`
		NotNull bool          `bun:"not_null"`
		Default string        `bun:"column_default"`
	}
	err := db.NewRaw(`SELECT table_name, column_name, data_type, character_maximum_length AS max_len,
		is_nullable = 'NO' AS not_null, COALESCE(column_default, '') AS column_default
		FROM information_schema.columns WHERE table_schema = current_schema()`).Scan(ctx, &cols)
	if err != nil {
		return nil, fmt.Errorf("list columns: %w", err)
	}
	out := Schema{}
	for _, c := range cols {
		if bookkeeping[c.Table] {
			continue
		}
		t, ok := out[c.Table]
		if !ok {
			t = newTable()
			out[c.Table] = t
		}
		typ := strings.ToUpper(c.Type)
		if c.MaxLen.Valid {
			typ += fmt.Sprintf("(%d)", c.MaxLen.Int64)
		}
		t.Columns[c.Name] = Column{Type: typ, NotNull: c.NotNull, Default: c.Default}
	}
	var indexes []struct {
		Table      string `bun:"table_name"`
		Primary    bool   `bun:"is_primary"`
		Unique     bool   `bun:"is_unique"`
		Constraint bool   `bun:"is_constraint"`
		Columns    string `bun:"columns"`
	}
	err = db.NewRaw(`SELECT t.relname AS table_name, ix.indisprimary AS is_primary, ix.indisunique AS is_unique,
		EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = t.oid AND c.conindid = ix.indexrelid AND c.contype = 'u') AS is_constraint,
		array_to_string(ARRAY(
			SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
			JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord), ',') AS columns
		FROM pg_index ix
		JOIN pg_class t ON t.oid = ix.indrelid
		JOIN pg_namespace n ON n.oid = t.relnamespace
		WHERE n.nspname = current_schema()`).Scan(ctx, &indexes)
	if err != nil {
		return nil, fmt.Errorf("list indexes: %w", err)
	}
	for _, ix := range indexes {
		t, ok := out[ix.Table]
		if !ok {
			continue // a bookkeeping table
		}
		switch {
		case ix.Primary:
			for _, name := range strings.Split(ix.Columns, ",") {
				c := t.Columns[name]
				c.PK = true
				t.Columns[name] = c
			}
		case ix.Constraint:
			t.UniqueConstraints[ix.Columns] = true
		case ix.Unique:
			t.UniqueIndexes[ix.Columns] = true
		}
	}
	return out, nil
}

func newTable() Table {
	return Table{Columns: map[string]Column{}, UniqueConstraints: map[string]bool{}, UniqueIndexes: map[string]bool{}}
}

// DiffSchemas lists, one readable line each, how the schema the migrations
// create (got) differs from the one the models describe (want). A unique
// index only the migrations create is no difference: models cannot declare
// indexes, migrations are where they live.
func DiffSchemas(want, got Schema) []string {
	var diffs []string
	for _, name := range sortedKeys(want, got) {
		w, inWant := want[name]
		g, inGot := got[name]
		switch {
		case !inGot:
			diffs = append(diffs, fmt.Sprintf("table %s: has a model, no migration creates it", name))
			continue
		case !inWant:
			diffs = append(diffs, fmt.Sprintf("table %s: created by the migrations, has no model (missing from store.Models?)", name))
			continue
		}
		for _, col := range sortedKeys(w.Columns, g.Columns) {
			wc, inW := w.Columns[col]
			gc, inG := g.Columns[col]
			switch {
			case !inG:
				diffs = append(diffs, fmt.Sprintf("column %s.%s: in the model (%s), no migration creates it", name, col, wc))
			case !inW:
				diffs = append(diffs, fmt.Sprintf("column %s.%s: created by the migrations (%s), not in the model", name, col, gc))
			case wc != gc:
				diffs = append(diffs, fmt.Sprintf("column %s.%s: model says %s, migrations create %s", name, col, wc, gc))
			}
		}
		for _, cols := range sortedKeys(w.UniqueConstraints, nil) {
			if !g.UniqueConstraints[cols] && !g.UniqueIndexes[cols] {
				diffs = append(diffs, fmt.Sprintf("unique %s(%s): in the model, the migrations do not enforce it", name, cols))
			}
		}
		for _, cols := range sortedKeys(g.UniqueConstraints, nil) {
			if !w.UniqueConstraints[cols] {
				diffs = append(diffs, fmt.Sprintf("unique %s(%s): a constraint of the migrations, the model has no unique tag for it", name, cols))
			}
		}
	}
	return diffs
}

// sortedKeys returns the keys of a and b together, sorted, each once.
func sortedKeys[V any](a, b map[string]V) []string {
	seen := map[string]bool{}
	for k := range a {
		seen[k] = true
	}
	for k := range b {
		seen[k] = true
	}
	return slices.Sorted(maps.Keys(seen))
}
