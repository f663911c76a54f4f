package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Stored is a backup a target holds.
type Stored struct {
	Name
	File  string // file or object name
	Size  int64
	Where string // the target's String
}

// Target is where backups are kept: a directory or an S3 bucket.
type Target interface {
	String() string
	// Put stores the local file src under name; a failed Put leaves no
	// backup under name.
	Put(ctx context.Context, name, src string) error
	List(ctx context.Context) ([]Stored, error)
	Open(ctx context.Context, name string) (io.ReadCloser, error)
	Delete(ctx context.Context, name string) error
}

// ErrNoSuchBackup is a name a target does not hold.
var ErrNoSuchBackup = errors.New("no such backup")

// Dir keeps backups as files of one directory.
type Dir struct{ Path string }

func (d Dir) String() string { return d.Path }

func (d Dir) Put(ctx context.Context, name, src string) (err error) {
	if err := os.MkdirAll(d.Path, 0o750); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	// Written under a name listing ignores, then renamed: a half-written
	// backup never looks like one.
	tmp, err := os.CreateTemp(d.Path, ".partial-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(0o600); err != nil {
		return err
	}
	if _, err := io.Copy(tmp, &ctxReader{ctx, in}); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), filepath.Join(d.Path, name)); err != nil {
		return err
	}
	if dir, err := os.Open(d.Path); err == nil {
		dir.Sync()
		dir.Close()
	}
	return nil
}

func (d Dir) List(ctx context.Context) ([]Stored, error) {
	entries, err := os.ReadDir(d.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Stored
	for _, e := range entries {
		n, ok := ParseName(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, Stored{Name: n, File: e.Name(), Size: info.Size(), Where: d.String()})
	}
	sortStored(out)
	return out, nil
}

func (d Dir) Open(ctx context.Context, name string) (io.ReadCloser, error) {
	if _, ok := ParseName(name); !ok {
		return nil, ErrNoSuchBackup
	}
	f, err := os.Open(filepath.Join(d.Path, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoSuchBackup
	}
	return f, err
}

func (d Dir) Delete(ctx context.Context, name string) error {
	if _, ok := ParseName(name); !ok {
		return ErrNoSuchBackup
	}
	return os.Remove(filepath.Join(d.Path, name))
}

// S3Target keeps backups as objects of a bucket under a prefix.
type S3Target struct {
	client *minio.Client
	bucket string
	prefix string
}

// S3Options name the bucket's server and credentials.
type S3Options struct {
	Endpoint  string // host:port
	AccessKey string
	SecretKey string
	Region    string
	UseSSL    bool
}

// ParseS3URL splits s3://bucket/prefix/ into bucket and prefix (which,
// when not empty, ends with '/').
func ParseS3URL(s string) (bucket, prefix string, err error) {
	u, err := url.Parse(s)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return "", "", fmt.Errorf("%q is not an s3://bucket/prefix URL", s)
	}
	prefix = strings.TrimPrefix(u.Path, "/")
	if prefix != "" && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	return u.Host, prefix, nil
}

// NewS3Target makes a target for bucket and prefix. It does not connect:
// an unreachable bucket fails the backup, which records why.
func NewS3Target(o S3Options, bucket, prefix string) (*S3Target, error) {
	if o.Endpoint == "" {
		return nil, errors.New("backups to S3 need an endpoint: set --backup-s3-endpoint (or --s3-endpoint)")
	}
	client, err := minio.New(o.Endpoint, &minio.Options{
		Creds: credentials.NewStaticV4(o.AccessKey, o.SecretKey, ""), Secure: o.UseSSL, Region: o.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("s3 client for %s: %w", o.Endpoint, err)
	}
	return &S3Target{client: client, bucket: bucket, prefix: prefix}, nil
}

func (s *S3Target) String() string { return "s3://" + s.bucket + "/" + s.prefix }

func (s *S3Target) Put(ctx context.Context, name, src string) error {
	_, err := s.client.FPutObject(ctx, s.bucket, s.prefix+name, src, minio.PutObjectOptions{ContentType: "application/octet-stream"})
	if err != nil {
		return fmt.Errorf("put %s%s: %w", s, name, err)
	}
	return nil
}

func (s *S3Target) List(ctx context.Context) ([]Stored, error) {
	var out []Stored
	for o := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix}) {
		if o.Err != nil {
			return nil, fmt.Errorf("list %s: %w", s, o.Err)
		}
		file := strings.TrimPrefix(o.Key, s.prefix)
		if n, ok := ParseName(file); ok {
			out = append(out, Stored{Name: n, File: file, Size: o.Size, Where: s.String()})
		}
	}
	sortStored(out)
	return out, nil
}

func (s *S3Target) Open(ctx context.Context, name string) (io.ReadCloser, error) {
	obj, err := s.client.GetObject(ctx, s.bucket, s.prefix+name, minio.GetObjectOptions{})
	if err != nil {
		return nil, fmt.Errorf("get %s%s: %w", s, name, err)
	}
	if _, err := obj.Stat(); err != nil {
		obj.Close()
		var resp minio.ErrorResponse
		if errors.As(err, &resp) && (resp.StatusCode == http.StatusNotFound || resp.Code == "NoSuchKey") {
			return nil, ErrNoSuchBackup
		}
		return nil, fmt.Errorf("get %s%s: %w", s, name, err)
	}
	return obj, nil
}

func (s *S3Target) Delete(ctx context.Context, name string) error {
	return s.client.RemoveObject(ctx, s.bucket, s.prefix+name, minio.RemoveObjectOptions{})
}

// sortStored orders backups oldest first.
func sortStored(list []Stored) {
	sort.Slice(list, func(i, j int) bool { return list[i].Time.Before(list[j].Time) })
}

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
