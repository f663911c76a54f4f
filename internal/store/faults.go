package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"golfclub/internal/apperr"
)

// ClientError says what a client may be told about err when the database
// itself failed rather than the request: the connection was lost or the
// server is shutting down or refusing connections (503
// database_unavailable), or the disk is full (503 storage_full). Both are
// worth a retry in a moment, which Retry-After says. It returns nil for
// every other error, which stays an internal one.
func ClientError(err error) *apperr.Error {
	switch {
	case err == nil, errors.Is(err, context.Canceled):
		return nil
	case storageFull(err):
		return &apperr.Error{Kind: apperr.Unavailable, Code: "storage_full",
			Message: "The club's storage is full, so nothing can be saved right now. Please try again later.", RetryAfter: 60}
	case connectionLost(err):
		return &apperr.Error{Kind: apperr.Unavailable, Code: "database_unavailable",
			Message: "The database did not answer. Please try again in a moment.", RetryAfter: 2}
	}
	return nil
}

// storageFull: SQLite's SQLITE_FULL (its file or journal could not grow),
// PostgreSQL's disk_full, or the operating system's ENOSPC.
func storageFull(err error) bool {
	var sq *sqlite.Error
	if errors.As(err, &sq) && sq.Code()&0xff == sqlite3.SQLITE_FULL {
		return true
	}
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "53100" {
		return true
	}
	return errors.Is(err, syscall.ENOSPC)
}

// connectionLost: PostgreSQL went away or will not take the work. The
// SQLSTATE classes are 08 (connection exception), 57 (operator
// intervention: admin_shutdown when a backend is terminated, crash or
// cannot_connect_now during a restart) and 53300 (too_many_connections);
// below them, the driver's own signs of a dead connection. A plain EOF
// or network error is left out: it may as well be a client's body or the
// upload storage.
func connectionLost(err error) bool {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return strings.HasPrefix(pg.Code, "08") || strings.HasPrefix(pg.Code, "57") || pg.Code == "53300"
	}
	var connect *pgconn.ConnectError
	switch {
	case errors.As(err, &connect), errors.Is(err, driver.ErrBadConn), errors.Is(err, net.ErrClosed),
		errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.EPIPE):
		return true
	}
	// pgx reports a connection it closed after a failure by text only.
	msg := err.Error()
	return strings.Contains(msg, "conn closed") || strings.Contains(msg, "conn busy")
}
