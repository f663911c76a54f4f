package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestClientError(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("register member 4 for event 2: %w", err) }
	for _, tc := range []struct {
		name string
		err  error
		want string // "" when the error stays internal
	}{
		{"backend terminated", wrap(&pgconn.PgError{Code: "57P01", Severity: "FATAL"}), "database_unavailable"},
		{"server starting", &pgconn.PgError{Code: "57P03"}, "database_unavailable"},
		{"connection failure", &pgconn.PgError{Code: "08006"}, "database_unavailable"},
		{"too many connections", &pgconn.PgError{Code: "53300"}, "database_unavailable"},
		{"postgres disk full", &pgconn.PgError{Code: "53100"}, "storage_full"},
		{"bad connection", wrap(driver.ErrBadConn), "database_unavailable"},
		{"connection refused", wrap(&os.SyscallError{Syscall: "connect", Err: syscall.ECONNREFUSED}), "database_unavailable"},
		{"no space", wrap(&os.PathError{Op: "write", Path: "golfclub.db-wal", Err: syscall.ENOSPC}), "storage_full"},
		{"unique violation", &pgconn.PgError{Code: "23505"}, ""},
		{"syntax error", &pgconn.PgError{Code: "42601"}, ""},
		{"client went away", wrap(context.Canceled), ""},
		{"a body cut short", wrap(io.ErrUnexpectedEOF), ""},
		{"anything else", errors.New("boom"), ""},
		{"nil", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ClientError(tc.err)
			switch {
			case tc.want == "" && got != nil:
				t.Errorf("%v: %v, want an internal error", tc.err, got)
			case tc.want != "" && (got == nil || got.Code != tc.want || got.RetryAfter == 0):
				t.Errorf("%v: %+v, want %s with Retry-After", tc.err, got, tc.want)
			}
		})
	}
}
