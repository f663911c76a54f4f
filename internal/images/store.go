package images

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"golfclub/internal/blob"
)

// URLBase starts the address of every uploaded picture; the largest size
// is stored on the event, post or photo, and the others follow from it
// (see Parse), so no table lists them.
const URLBase = "/api/files/images/"

const keyPrefix = "img-"

// Uploaded is a stored picture as the admin's form receives it.
type Uploaded struct {
	URL    string `json:"url"`
	Srcset string `json:"srcset"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// Save processes data and stores its sizes in st. The key holds a hash of
// the content and of random bytes, so each upload has files of its own:
// deleting one event's picture never takes the same picture from another.
func Save(ctx context.Context, st blob.Store, data []byte) (Uploaded, error) {
	sizes, err := Process(data)
	if err != nil {
		return Uploaded{}, err
	}
	var salt [16]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return Uploaded{}, fmt.Errorf("random salt: %w", err)
	}
	h := sha256.New()
	h.Write(salt[:])
	h.Write(data)
	id := hex.EncodeToString(h.Sum(nil)[:16])
	var stored []string
	for _, sz := range sizes {
		key := sizeKey(id, sz.Width)
		if err := st.Put(ctx, key, bytes.NewReader(sz.Data), int64(len(sz.Data)), blob.TypeJPEG); err != nil {
			for _, k := range stored {
				_ = st.Delete(context.WithoutCancel(ctx), k)
			}
			return Uploaded{}, fmt.Errorf("store image size %d: %w", sz.Width, err)
		}
		stored = append(stored, key)
	}
	top := sizes[len(sizes)-1]
	u := URLBase + sizeKey(id, top.Width)
	return Uploaded{URL: u, Srcset: Srcset(u), Width: top.Width, Height: top.Height}, nil
}

func sizeKey(id string, w int) string { return keyPrefix + id + "-" + strconv.Itoa(w) }

// Parse reads an uploaded picture's address: its id and largest width.
func Parse(u string) (id string, width int, ok bool) {
	rest, ok := strings.CutPrefix(u, URLBase+keyPrefix)
	if !ok {
		return "", 0, false
	}
	id, ws, ok := strings.Cut(rest, "-")
	if !ok || len(id) != 32 || strings.Trim(id, "0123456789abcdef") != "" {
		return "", 0, false
	}
	w, err := strconv.Atoi(ws)
	if err != nil || w < 1 || w > Widths[len(Widths)-1] || strconv.Itoa(w) != ws {
		return "", 0, false
	}
	return id, w, true
}

// IsKey reports whether key names a size of an uploaded picture, so the
// public route serves those and nothing else from the blob store.
func IsKey(key string) bool {
	_, _, ok := Parse(URLBase + key)
	if !ok {
		return false
	}
	return blob.ValidKey(key)
}

// Keys are the blob keys of every size of the picture at u; none for an
// address that is not an uploaded picture.
func Keys(u string) []string {
	id, w, ok := Parse(u)
	if !ok {
		return nil
	}
	var keys []string
	for _, sw := range Plan(w) {
		keys = append(keys, sizeKey(id, sw))
	}
	return keys
}

// Srcset is the srcset attribute of the picture at u; "" for any other
// address, which the page shows by its src alone.
func Srcset(u string) string {
	id, w, ok := Parse(u)
	if !ok {
		return ""
	}
	var parts []string
	for _, sw := range Plan(w) {
		parts = append(parts, URLBase+sizeKey(id, sw)+" "+strconv.Itoa(sw)+"w")
	}
	return strings.Join(parts, ", ")
}

// Forget deletes the files of the picture at old when it is no longer the
// picture in use (replaced by current, or its owner deleted: current "").
// Failures are logged, not returned: the owner's change is already saved.
func Forget(ctx context.Context, st blob.Store, log *slog.Logger, old, current string) {
	if st == nil || old == "" || old == current {
		return
	}
	for _, key := range Keys(old) {
		if err := st.Delete(context.WithoutCancel(ctx), key); err != nil && !errors.Is(err, blob.ErrNotFound) && log != nil {
			log.WarnContext(ctx, "delete image size", "key", key, "err", err)
		}
	}
}

// CheckRef is the rule for an image address on an event, post or photo:
// empty, or a path on this site. Addresses on other sites are refused:
// the content security policy would block them, and an upload replaces
// them (docs/deviations.md).
func CheckRef(s string) bool {
	return s == "" || (strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, "\\ \t\r\n") && len(s) <= 2048)
}
