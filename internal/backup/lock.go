package backup

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gofrs/flock"
)

// ErrDataDirInUse is a data directory another process holds: a server
// running on it, or a restore into it.
var ErrDataDirInUse = errors.New("data directory in use")

// DataDirLock is the lock a server holds on its data directory while it
// runs, and a restore while it replaces the data. The operating system
// drops it when the process ends, however it ends.
type DataDirLock struct{ fl *flock.Flock }

// LockDataDir takes the lock on dir without waiting.
func LockDataDir(dir string) (*DataDirLock, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "golfclub.lock")
	fl := flock.New(path)
	ok, err := fl.TryLock()
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		return nil, fmt.Errorf("%w: another golfclub process (a running server, or a restore) holds %s", ErrDataDirInUse, path)
	}
	return &DataDirLock{fl: fl}, nil
}

// Unlock releases the lock.
func (l *DataDirLock) Unlock() error { return l.fl.Unlock() }
