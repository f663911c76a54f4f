// Package blob stores uploaded files: in a local directory by default, or in
// an S3-compatible bucket when configured. Files are addressed by keys the
// server generates; no part of a key ever comes from a client.
//
// Uploads always travel through the golfclub server: the upload URL handed
// to the browser points to /api/uploads/{token}, and the server checks size
// and content before it streams the file into the Store. Presigned URLs
// straight to S3 are deliberately not used, because the server could then
// not check a file's size and type before it is stored.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"
)

// ErrNotFound is returned by Open and Delete for an unknown key.
var ErrNotFound = errors.New("blob not found")

// BlobInfo describes a stored file.
type BlobInfo struct {
	Size        int64
	ContentType string
	ModTime     time.Time
}

// Store keeps files by key.
type Store interface {
	// Put stores r under key, replacing any earlier file. size is the exact
	// length of r, or -1 when unknown; a reader that ends early or runs
	// long is an error and leaves nothing stored.
	Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error
	// Open streams a stored file; the caller closes it.
	Open(ctx context.Context, key string) (io.ReadCloser, BlobInfo, error)
	// Delete removes a file; deleting an absent key is ErrNotFound.
	Delete(ctx context.Context, key string) error
}

// ValidKey reports whether key is one the server could have generated:
// 1 to 128 characters of letters, digits, '-' and '_'. Keys never hold
// '.', '/' or '\\', so they cannot climb out of the storage directory or
// collide with the local store's side files.
func ValidKey(key string) bool {
	if key == "" || len(key) > 128 {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func checkKey(key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	return nil
}
