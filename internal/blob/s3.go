package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3Config names an S3-compatible bucket (AWS S3, MinIO, R2, …).
type S3Config struct {
	Endpoint  string // host:port, no scheme
	Bucket    string
	AccessKey string
	SecretKey string
	Region    string
	UseSSL    bool
	// Prefix is put before every key, e.g. "uploads/".
	Prefix string
}

// S3 keeps files as objects of one bucket. The server streams each upload
// into the bucket itself after checking it (see the package comment).
type S3 struct {
	client *minio.Client
	bucket string
	prefix string
}

// NewS3 connects to the bucket and checks that it exists.
func NewS3(ctx context.Context, c S3Config) (*S3, error) {
	client, err := minio.New(c.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(c.AccessKey, c.SecretKey, ""),
		Secure: c.UseSSL,
		Region: c.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("blob: s3 client for %s: %w", c.Endpoint, err)
	}
	ok, err := client.BucketExists(ctx, c.Bucket)
	if err != nil {
		return nil, fmt.Errorf("blob: s3 bucket %s at %s: %w", c.Bucket, c.Endpoint, err)
	}
	if !ok {
		return nil, fmt.Errorf("blob: s3 bucket %s does not exist at %s", c.Bucket, c.Endpoint)
	}
	return &S3{client: client, bucket: c.Bucket, prefix: c.Prefix}, nil
}

func (s *S3) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	body := r
	if size >= 0 {
		// minio-go reads exactly size bytes; a reader that runs long is
		// found out below instead of being stored cut short.
		body = io.LimitReader(r, size)
	}
	info, err := s.client.PutObject(ctx, s.bucket, s.prefix+key, body, size, minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return fmt.Errorf("blob: s3 put %s: %w", key, err)
	}
	if size >= 0 {
		var one [1]byte
		if n, _ := io.ReadFull(r, one[:]); n > 0 || info.Size != size {
			s.client.RemoveObject(context.WithoutCancel(ctx), s.bucket, s.prefix+key, minio.RemoveObjectOptions{})
			return fmt.Errorf("blob: s3 put %s: reader length differs from size %d", key, size)
		}
	}
	return nil
}

func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, BlobInfo, error) {
	if err := checkKey(key); err != nil {
		return nil, BlobInfo{}, ErrNotFound
	}
	obj, err := s.client.GetObject(ctx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if err != nil {
		return nil, BlobInfo{}, s.mapErr("open", key, err)
	}
	// GetObject is lazy; Stat makes the request and reports a missing key.
	st, err := obj.Stat()
	if err != nil {
		obj.Close()
		return nil, BlobInfo{}, s.mapErr("open", key, err)
	}
	return obj, BlobInfo{Size: st.Size, ContentType: st.ContentType, ModTime: st.LastModified}, nil
}

func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return ErrNotFound
	}
	// RemoveObject succeeds for absent keys; ask first so Delete behaves
	// like the local store.
	if _, err := s.client.StatObject(ctx, s.bucket, s.prefix+key, minio.StatObjectOptions{}); err != nil {
		return s.mapErr("delete", key, err)
	}
	if err := s.client.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{}); err != nil {
		return s.mapErr("delete", key, err)
	}
	return nil
}

func (s *S3) mapErr(op, key string, err error) error {
	var resp minio.ErrorResponse
	if errors.As(err, &resp) && (resp.StatusCode == http.StatusNotFound || resp.Code == "NoSuchKey") {
		return ErrNotFound
	}
	return fmt.Errorf("blob: s3 %s %s: %w", op, key, err)
}

// Object is a stored object as the bucket lists it.
type Object struct {
	Key  string // without the store's prefix
	Size int64
	ETag string
}

// List returns every object under the store's prefix whose key is one the
// server could have generated.
func (s *S3) List(ctx context.Context) ([]Object, error) {
	var out []Object
	for o := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix, Recursive: true}) {
		if o.Err != nil {
			return nil, fmt.Errorf("blob: s3 list: %w", o.Err)
		}
		key := o.Key[len(s.prefix):]
		if ValidKey(key) {
			out = append(out, Object{Key: key, Size: o.Size, ETag: o.ETag})
		}
	}
	return out, nil
}

// Stat describes one object; an absent key is ErrNotFound.
func (s *S3) Stat(ctx context.Context, key string) (Object, error) {
	if err := checkKey(key); err != nil {
		return Object{}, ErrNotFound
	}
	st, err := s.client.StatObject(ctx, s.bucket, s.prefix+key, minio.StatObjectOptions{})
	if err != nil {
		return Object{}, s.mapErr("stat", key, err)
	}
	return Object{Key: key, Size: st.Size, ETag: st.ETag}, nil
}
