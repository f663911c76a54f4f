package storetest

import (
	"context"
	"database/sql"
	"fmt"
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
