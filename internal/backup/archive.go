package backup

import (
	"archive/tar"
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"filippo.io/age"
	"github.com/klauspost/compress/zstd"
)

// The archive is a tar stream compressed with zstd (tar --zstd reads it),
// optionally encrypted with age. Its entries:
//
//	golfclub-backup.json   Meta: when, what, schema version
//	database/golfclub.db   the SQLite snapshot (absent on PostgreSQL)
//	uploads/…              the upload directory's files, as stored
//	uploads-s3.json        with uploads in S3: their keys, sizes and ETags
//	SHA256SUMS             last: sha256sum's format, one line per entry
const (
	entryMeta     = "golfclub-backup.json"
	entryDatabase = "database/golfclub.db"
	dirUploads    = "uploads/"
	entryS3       = "uploads-s3.json"
	entrySums     = "SHA256SUMS"
	formatVersion = 1
)

// Meta describes what a backup holds.
type Meta struct {
	Format    int       `json:"format"`
	CreatedAt time.Time `json:"createdAt"`
	Reason    string    `json:"reason"`
	// SchemaVersion is the database's newest applied migration.
	SchemaVersion int `json:"schemaVersion"`
	// Database is "sqlite" when the archive holds the database, "postgres"
	// when the operator's dumps cover it.
	Database string `json:"database"`
	// Uploads is "files" (the files are in the archive) or "s3" (a list of
	// the bucket's objects).
	Uploads string `json:"uploads"`
}

// S3Object is an upload kept in S3, as listed in uploads-s3.json.
type S3Object struct {
	Key  string `json:"key"`
	Size int64  `json:"size"`
	ETag string `json:"etag"`
}

// contents is what one archive is written from.
type contents struct {
	meta       Meta
	dbPath     string     // the snapshot file, "" for none
	uploadsDir string     // local uploads, "" for none
	s3Objects  []S3Object // uploads in S3 (with meta.Uploads "s3")
}

// writeArchive writes c to w as a tar.zst stream, encrypted to recipients
// when there are any.
func writeArchive(ctx context.Context, w io.Writer, c contents, recipients []age.Recipient) error {
	var enc io.WriteCloser
	if len(recipients) > 0 {
		var err error
		if enc, err = age.Encrypt(w, recipients...); err != nil {
			return fmt.Errorf("encrypt: %w", err)
		}
		w = enc
	}
	zw, err := zstd.NewWriter(w, zstd.WithEncoderConcurrency(1))
	if err != nil {
		return err
	}
	tw := tar.NewWriter(zw)
	sums := &checksums{}
	add := func(name string, r io.Reader, size int64, mod time.Time) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o640, Size: size, ModTime: mod, Typeflag: tar.TypeReg, Format: tar.FormatPAX}); err != nil {
			return fmt.Errorf("archive %s: %w", name, err)
		}
		h := sha256.New()
		n, err := io.Copy(tw, io.TeeReader(r, h))
		if err != nil {
			return fmt.Errorf("archive %s: %w", name, err)
		}
		if n != size {
			return fmt.Errorf("archive %s: read %d bytes, want %d", name, n, size)
		}
		sums.add(name, h)
		return nil
	}
	addBytes := func(name string, data []byte) error {
		return add(name, bytes.NewReader(data), int64(len(data)), c.meta.CreatedAt)
	}
	addFile := func(name, file string) error {
		f, err := os.Open(file)
		if err != nil {
			return err
		}
		defer f.Close()
		// The size of the open file: a file replaced meanwhile is read
		// as it was when opened (uploads are written by rename).
		st, err := f.Stat()
		if err != nil {
			return err
		}
		return add(name, f, st.Size(), st.ModTime())
	}

	meta, err := json.MarshalIndent(c.meta, "", "  ")
	if err != nil {
		return err
	}
	if err := addBytes(entryMeta, meta); err != nil {
		return err
	}
	if c.dbPath != "" {
		if err := addFile(entryDatabase, c.dbPath); err != nil {
			return fmt.Errorf("archive the database: %w", err)
		}
	}
	if c.uploadsDir != "" {
		entries, err := os.ReadDir(c.uploadsDir)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("read uploads: %w", err)
		}
		for _, e := range entries {
			// Temporary files of uploads in progress are not uploads.
			if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".tmp-") {
				continue
			}
			err := addFile(dirUploads+e.Name(), filepath.Join(c.uploadsDir, e.Name()))
			if errors.Is(err, fs.ErrNotExist) {
				continue // deleted since the listing
			}
			if err != nil {
				return fmt.Errorf("archive upload %s: %w", e.Name(), err)
			}
		}
	}
	if c.meta.Uploads == "s3" {
		list, err := json.MarshalIndent(c.s3Objects, "", "  ")
		if err != nil {
			return err
		}
		if err := addBytes(entryS3, list); err != nil {
			return err
		}
	}
	if err := addBytes(entrySums, sums.bytes()); err != nil {
		return err
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if enc != nil {
		return enc.Close()
	}
	return nil
}

type checksums struct{ lines []string }

func (c *checksums) add(name string, h hash.Hash) {
	c.lines = append(c.lines, hex.EncodeToString(h.Sum(nil))+"  "+name)
}

func (c *checksums) bytes() []byte { return []byte(strings.Join(c.lines, "\n") + "\n") }

// ErrEncrypted is reading an encrypted backup without a key for it.
var ErrEncrypted = errors.New("the backup is encrypted: give --backup-passphrase-file or --backup-age-identity")

// Extracted is an archive unpacked into a directory and checked.
type Extracted struct {
	Dir       string
	Meta      Meta
	S3Objects []S3Object
	// Files are the entries, by archive path.
	Files []string
}

// DatabasePath is the extracted SQLite snapshot, "" when there is none.
func (x *Extracted) DatabasePath() string {
	for _, f := range x.Files {
		if f == entryDatabase {
			return filepath.Join(x.Dir, filepath.FromSlash(entryDatabase))
		}
	}
	return ""
}

// UploadsDir is the directory of the extracted uploads.
func (x *Extracted) UploadsDir() string { return filepath.Join(x.Dir, "uploads") }

// extract unpacks the archive r into dir (which must exist and be empty)
// and checks every entry against SHA256SUMS: each listed entry present,
// none unlisted, each checksum equal. A truncated or altered archive is
// an error; dir then holds whatever was unpacked, for the caller to
// remove.
func extract(r io.Reader, dir string, identities []age.Identity) (*Extracted, error) {
	br := bufio.NewReader(r)
	head, _ := br.Peek(len(ageHeader))
	if string(head) == ageHeader {
		if len(identities) == 0 {
			return nil, ErrEncrypted
		}
		dec, err := age.Decrypt(br, identities...)
		if err != nil {
			return nil, fmt.Errorf("decrypt the backup: %w", err)
		}
		r = dec
	} else {
		r = br
	}
	zr, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, fmt.Errorf("not a golfclub backup (zstd): %w", err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	x := &Extracted{Dir: dir}
	got := map[string]string{}
	var sums []byte
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the backup is damaged or cut short: %w", err)
		}
		if sums != nil {
			return nil, fmt.Errorf("the backup has %s after %s", hdr.Name, entrySums)
		}
		name := hdr.Name
		if hdr.Typeflag != tar.TypeReg || !validEntry(name) {
			return nil, fmt.Errorf("the backup holds an unexpected entry %q", name)
		}
		if _, dup := got[name]; dup {
			return nil, fmt.Errorf("the backup holds %q twice", name)
		}
		if name == entrySums {
			if sums, err = io.ReadAll(io.LimitReader(tr, 64<<20)); err != nil {
				return nil, fmt.Errorf("the backup is damaged or cut short: %w", err)
			}
			continue
		}
		dst := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
			return nil, err
		}
		sum, err := writeEntry(dst, tr)
		if err != nil {
			return nil, fmt.Errorf("the backup is damaged or cut short at %s: %w", name, err)
		}
		got[name] = sum
		x.Files = append(x.Files, name)
	}
	if sums == nil {
		return nil, fmt.Errorf("the backup is cut short: it ends before %s", entrySums)
	}
	want, err := parseSums(sums)
	if err != nil {
		return nil, err
	}
	for name, sum := range want {
		g, ok := got[name]
		if !ok {
			return nil, fmt.Errorf("the backup lacks %s, which %s lists", name, entrySums)
		}
		if g != sum {
			return nil, fmt.Errorf("checksum of %s differs from %s: the backup is damaged", name, entrySums)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			return nil, fmt.Errorf("%s is not in %s", name, entrySums)
		}
	}
	meta, err := os.ReadFile(filepath.Join(dir, entryMeta))
	if err != nil {
		return nil, fmt.Errorf("the backup lacks %s", entryMeta)
	}
	if err := json.Unmarshal(meta, &x.Meta); err != nil {
		return nil, fmt.Errorf("read %s: %w", entryMeta, err)
	}
	if x.Meta.Format != formatVersion {
		return nil, fmt.Errorf("backup format %d is not one this golfclub reads (%d)", x.Meta.Format, formatVersion)
	}
	if x.Meta.Uploads == "s3" {
		data, err := os.ReadFile(filepath.Join(dir, entryS3))
		if err != nil {
			return nil, fmt.Errorf("the backup lacks %s", entryS3)
		}
		if err := json.Unmarshal(data, &x.S3Objects); err != nil {
			return nil, fmt.Errorf("read %s: %w", entryS3, err)
		}
	}
	sort.Strings(x.Files)
	return x, nil
}

const ageHeader = "age-encryption.org/v1\n"

// validEntry accepts only the names writeArchive writes, so nothing in an
// archive can land outside the directory it is unpacked into.
func validEntry(name string) bool {
	switch name {
	case entryMeta, entryDatabase, entryS3, entrySums:
		return true
	}
	base, ok := strings.CutPrefix(name, dirUploads)
	return ok && base != "" && path.Base(name) == base && base != "." && base != ".." && !strings.ContainsAny(base, `/\`)
}

func writeEntry(dst string, r io.Reader) (string, error) {
	f, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o640)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(f, h), r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return hex.EncodeToString(h.Sum(nil)), err
}

func parseSums(data []byte) (map[string]string, error) {
	out := map[string]string{}
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok || len(sum) != 64 || !validEntry(name) {
			return nil, fmt.Errorf("%s has a line it should not: %q", entrySums, line)
		}
		out[name] = sum
	}
	return out, nil
}
