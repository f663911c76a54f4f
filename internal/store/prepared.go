package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"
)

// sqlHandle is what database/sql's DB, Conn and Tx share.
type sqlHandle interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// queryPrepared runs query with PostgreSQL placeholders ($1, $2, …) as a
// prepared statement that each connection parses and plans once and keeps
// (pgx's statement cache), on db, which may be a transaction.
//
// The store otherwise lets bun write the arguments into the SQL text and
// sends it with the simple protocol, so PostgreSQL parses and plans every
// query anew. That is right for the many queries that run now and then;
// for the few on the hot path of a busy hour (a registration, its
// notifications) the parse and plan cost more than the execution, and a
// multi-row insert written out as text costs most of all. Those use this
// with a fixed text and their values as parameters (arrays for many
// rows), bypassing bun's query formatting. PostgreSQL only.
func queryPrepared(ctx context.Context, db bun.IDB, query string, args ...any) (*sql.Rows, error) {
	var h sqlHandle
	switch d := db.(type) {
	case *bun.DB:
		h = d.DB
	case bun.Tx:
		h = d.Tx
	case *bun.Tx:
		h = d.Tx
	case bun.Conn:
		h = d.Conn
	default:
		return nil, fmt.Errorf("prepared query on %T: not a bun handle", db)
	}
	// pgx takes an exec mode as the first argument and the rest as the
	// statement's parameters; database/sql hands both through unchanged.
	return h.QueryContext(ctx, query, append([]any{pgx.QueryExecModeCacheStatement}, args...)...)
}

// scanPrepared is queryPrepared for one row, scanned into dest;
// sql.ErrNoRows when there is none.
func scanPrepared(ctx context.Context, db bun.IDB, dest []any, query string, args ...any) error {
	rows, err := queryPrepared(ctx, db, query, args...)
	if err != nil {
		return err
	}
	return scanFirst(rows, func(r *sql.Rows) error { return r.Scan(dest...) })
}

// scanFirst scans the first of rows with scan and closes them;
// sql.ErrNoRows when there is none.
func scanFirst(rows *sql.Rows, scan func(*sql.Rows) error) error {
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return err
		}
		return sql.ErrNoRows
	}
	if err := scan(rows); err != nil {
		return err
	}
	return rows.Close()
}

// hotParams are the values of a select on the hot path, written with bun
// like any other: on PostgreSQL Arg and IDs give placeholders ($1, …) and
// the scans run the query as a prepared statement; on SQLite they give the
// values and the scans are bun's.
type hotParams struct {
	models   *bun.DB // scans rows into models
	db       bun.IDB // runs the query: the store's reader or a transaction
	postgres bool
	values   []any
}

func (s *Store) hotParams(values ...any) hotParams {
	return hotParams{models: s.r, db: s.r, postgres: s.postgres, values: values}
}

// On runs the query on db (a transaction) instead of the store's reader.
func (p hotParams) On(db bun.IDB) hotParams {
	if db != nil {
		p.db = db
	}
	return p
}

// Arg is the i-th value's place in the query.
func (p hotParams) Arg(i int) any {
	if p.postgres {
		return bun.Safe(fmt.Sprintf("$%d", i+1))
	}
	return p.values[i]
}

// IDs is the place of the i-th value, a []int64, as the list in
// "IN (?)": on PostgreSQL one array parameter, so the statement's text
// does not change with the list's length.
func (p hotParams) IDs(i int) any {
	if p.postgres {
		return bun.Safe(fmt.Sprintf("SELECT unnest($%d::bigint[])", i+1))
	}
	return bun.List(p.values[i])
}

// ScanOne scans the first row of q into dest; sql.ErrNoRows when there is
// none, as bun's Scan.
func (p hotParams) ScanOne(ctx context.Context, q *bun.SelectQuery, dest any) error {
	if !p.postgres {
		return q.Scan(ctx, dest)
	}
	rows, err := queryPrepared(ctx, p.db, q.String(), p.values...)
	if err != nil {
		return err
	}
	return scanFirst(rows, func(r *sql.Rows) error { return p.models.ScanRow(ctx, r, dest) })
}

// ScanAll scans every row of q into dest, a pointer to a slice.
func (p hotParams) ScanAll(ctx context.Context, q *bun.SelectQuery, dest any) error {
	if !p.postgres {
		return q.Scan(ctx, dest)
	}
	rows, err := queryPrepared(ctx, p.db, q.String(), p.values...)
	if err != nil {
		return err
	}
	return p.models.ScanRows(ctx, rows, dest)
}
