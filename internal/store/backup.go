package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"golfclub/internal/store/migrations"
)

// settingBackupStatus holds the backup runner's last attempt and last
// success as JSON, so every instance (and the admin overview) reads the
// same record.
const settingBackupStatus = "backupStatus"

// BackupStatus decodes the stored backup status into dst; found is false
// when no backup has been recorded.
func (s *Store) BackupStatus(ctx context.Context, dst any) (found bool, err error) {
	var rows []Setting
	if err := s.r.NewSelect().Model(&rows).Where("key = ?", settingBackupStatus).Scan(ctx); err != nil {
		return false, fmt.Errorf("read backup status: %w", err)
	}
	if len(rows) == 0 || rows[0].Value == "" {
		return false, nil
	}
	if err := json.Unmarshal([]byte(rows[0].Value), dst); err != nil {
		return false, fmt.Errorf("decode backup status: %w", err)
	}
	return true, nil
}

// SaveBackupStatus stores v (encoded as JSON) as the backup status.
func (s *Store) SaveBackupStatus(ctx context.Context, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode backup status: %w", err)
	}
	_, err = s.w.NewInsert().Model(&Setting{Key: settingBackupStatus, Value: string(data)}).
		On("CONFLICT (key) DO UPDATE").Set("value = EXCLUDED.value").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save backup status: %w", err)
	}
	return nil
}

// TryAdvisoryLock takes the PostgreSQL session advisory lock key without
// waiting. ok is false when another session holds it. The lock lives on
// one pooled connection until release is called. On SQLite there is
// nothing to share between instances: ok is true and release does
// nothing.
func (s *Store) TryAdvisoryLock(ctx context.Context, key int64) (release func(), ok bool, err error) {
	if !s.postgres {
		return func() {}, true, nil
	}
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("advisory lock: %w", err)
	}
	if err := conn.QueryRowContext(ctx, "SELECT pg_try_advisory_lock(?)", key).Scan(&ok); err != nil {
		conn.Close()
		return nil, false, fmt.Errorf("advisory lock: %w", err)
	}
	if !ok {
		conn.Close()
		return nil, false, nil
	}
	return func() {
		// The lock belongs to the session: unlock before the connection
		// goes back to the pool, even when ctx has ended.
		conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(?)", key)
		conn.Close()
	}, true, nil
}

// MigrationStatus is what the database has applied and what this binary
// would apply.
type MigrationStatus = migrations.Status

// MigrationStatus reads the applied migrations and compares them with the
// ones this binary knows.
func (s *Store) MigrationStatus(ctx context.Context) (MigrationStatus, error) {
	return migrations.StatusOf(ctx, s.w, migrations.All())
}

// SQLitePath is the database file on SQLite, empty on PostgreSQL.
func (s *Store) SQLitePath() string { return s.path }

// Connect opens the database like Open but applies no migration: for
// reading the migration status, or a backup, before migrating.
func Connect(databaseURL, dataDir string) (*Store, error) {
	return connect(databaseURL, dataDir)
}

// SQLiteExists tells whether dataDir already holds a SQLite database, so
// a start can tell a new club from an upgrade without creating the file.
func SQLiteExists(dataDir string) bool {
	st, err := os.Stat(filepath.Join(dataDir, "golfclub.db"))
	return err == nil && st.Size() > 0
}

// CheckSQLiteFile runs PRAGMA integrity_check on the SQLite file at path
// (opened read-only) and returns the migrations it has applied.
func CheckSQLiteFile(ctx context.Context, path string) (applied []migrations.AppliedMigration, err error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, "PRAGMA integrity_check")
	if err != nil {
		return nil, fmt.Errorf("integrity check of %s: %w", path, err)
	}
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			rows.Close()
			return nil, fmt.Errorf("integrity check of %s: %w", path, err)
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return nil, fmt.Errorf("integrity check of %s: %w", path, err)
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("integrity check of %s failed: %v", path, problems)
	}
	return migrations.AppliedList(ctx, db)
}
