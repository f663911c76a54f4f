package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Local keeps files in one directory, each under its key, with its content
// type in a side file "{key}.type". Writes go to a temporary file that is
// synced and then renamed, so a crash never leaves half a file under a key.
type Local struct {
	dir string
}

// NewLocal returns a store in dir, creating it (0750) if needed.
func NewLocal(dir string) (*Local, error) {
	if dir == "" {
		return nil, errors.New("blob: local store needs a directory")
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("blob: create %s: %w", dir, err)
	}
	return &Local{dir: dir}, nil
}

// Dir is the directory the files live in.
func (l *Local) Dir() string { return l.dir }

func (l *Local) path(key string) string     { return filepath.Join(l.dir, key) }
func (l *Local) typePath(key string) string { return filepath.Join(l.dir, key+".type") }

func (l *Local) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) (err error) {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := l.writeFile(l.typePath(key), strings.NewReader(contentType), -1); err != nil {
		return err
	}
	if err := l.writeFile(l.path(key), &ctxReader{ctx: ctx, r: r}, size); err != nil {
		os.Remove(l.typePath(key))
		return err
	}
	return syncDir(l.dir)
}

// writeFile writes r to a temporary file next to dst, syncs it and renames
// it over dst.
func (l *Local) writeFile(dst string, r io.Reader, size int64) (err error) {
	f, err := os.CreateTemp(l.dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("blob: create temp file: %w", err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err := f.Chmod(0o640); err != nil {
		return fmt.Errorf("blob: chmod: %w", err)
	}
	var n int64
	if size >= 0 {
		// One byte more than announced tells a long reader from an exact one.
		n, err = io.Copy(f, io.LimitReader(r, size+1))
	} else {
		n, err = io.Copy(f, r)
	}
	if err != nil {
		return fmt.Errorf("blob: write: %w", err)
	}
	if size >= 0 && n != size {
		return fmt.Errorf("blob: got %d bytes, want %d", n, size)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("blob: sync: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("blob: close: %w", err)
	}
	if err := os.Rename(tmp, dst); err != nil {
		return fmt.Errorf("blob: rename: %w", err)
	}
	return nil
}

func (l *Local) Open(ctx context.Context, key string) (io.ReadCloser, BlobInfo, error) {
	if err := checkKey(key); err != nil {
		return nil, BlobInfo{}, ErrNotFound
	}
	f, err := os.Open(l.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, BlobInfo{}, ErrNotFound
	}
	if err != nil {
		return nil, BlobInfo{}, fmt.Errorf("blob: open: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, BlobInfo{}, fmt.Errorf("blob: stat: %w", err)
	}
	info := BlobInfo{Size: st.Size(), ModTime: st.ModTime()}
	if ct, err := os.ReadFile(l.typePath(key)); err == nil {
		info.ContentType = string(ct)
	}
	return f, info, nil
}

func (l *Local) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return ErrNotFound
	}
	err := os.Remove(l.path(key))
	os.Remove(l.typePath(key))
	if errors.Is(err, fs.ErrNotExist) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("blob: delete: %w", err)
	}
	return syncDir(l.dir)
}

// syncDir makes a rename or removal in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("blob: open dir: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("blob: sync dir: %w", err)
	}
	return nil
}

// ctxReader stops a long copy when the request is cancelled.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
