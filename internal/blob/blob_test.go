package blob

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// exercise runs the behaviour every Store must have.
func exercise(t *testing.T, s Store) {
	ctx := context.Background()
	data := []byte("\x89PNG\r\n\x1a\n fake png body")

	if err := s.Put(ctx, "file-1", bytes.NewReader(data), int64(len(data)), TypePNG); err != nil {
		t.Fatalf("put: %v", err)
	}
	rc, info, err := s.Open(ctx, "file-1")
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	got, _ := io.ReadAll(rc)
	rc.Close()
	if !bytes.Equal(got, data) || info.Size != int64(len(data)) || info.ContentType != TypePNG {
		t.Fatalf("open gave %q, %+v", got, info)
	}

	// A reader shorter or longer than announced stores nothing.
	for _, size := range []int64{int64(len(data)) + 5, int64(len(data)) - 5} {
		if err := s.Put(ctx, "short", bytes.NewReader(data), size, TypePNG); err == nil {
			t.Errorf("put with size %d of %d bytes succeeded", size, len(data))
		}
		if _, _, err := s.Open(ctx, "short"); !errors.Is(err, ErrNotFound) {
			t.Errorf("after failed put (size %d): open err = %v, want ErrNotFound", size, err)
		}
	}

	// Unknown size is allowed.
	if err := s.Put(ctx, "nosize", bytes.NewReader(data), -1, TypePNG); err != nil {
		t.Fatalf("put unknown size: %v", err)
	}

	for _, key := range []string{"", "../x", "a/b", "a.b", ".hidden", strings.Repeat("k", 129), "a\\b"} {
		if err := s.Put(ctx, key, bytes.NewReader(data), -1, TypePNG); err == nil {
			t.Errorf("put with key %q succeeded", key)
		}
		if _, _, err := s.Open(ctx, key); !errors.Is(err, ErrNotFound) {
			t.Errorf("open %q: err = %v, want ErrNotFound", key, err)
		}
	}

	if err := s.Delete(ctx, "file-1"); err != nil {
		t.Fatalf("delete: %v", err)
	}
	if _, _, err := s.Open(ctx, "file-1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("open after delete: %v", err)
	}
	if err := s.Delete(ctx, "file-1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("second delete: %v", err)
	}
}

func TestLocal(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "uploads")
	l, err := NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	exercise(t, l)

	if err := l.Put(context.Background(), "perm", strings.NewReader("x"), 1, "text/plain"); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, "perm"))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o640 {
		t.Errorf("file mode %v, want 0640", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
}

func TestLocalCancelledPutLeavesNothing(t *testing.T) {
	l, err := NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := l.Put(ctx, "k", strings.NewReader("data"), 4, "text/plain"); err == nil {
		t.Fatal("put with cancelled context succeeded")
	}
	if _, _, err := l.Open(context.Background(), "k"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("open: %v", err)
	}
}

// TestS3 runs against the S3 server named by GOLFCLUB_TEST_S3_ENDPOINT
// (with _BUCKET, _ACCESS_KEY, _SECRET_KEY) when set, else against an
// in-process fake S3 server so the code path is always exercised.
func TestS3(t *testing.T) {
	ctx := context.Background()
	cfg := S3Config{
		Endpoint:  os.Getenv("GOLFCLUB_TEST_S3_ENDPOINT"),
		Bucket:    os.Getenv("GOLFCLUB_TEST_S3_BUCKET"),
		AccessKey: os.Getenv("GOLFCLUB_TEST_S3_ACCESS_KEY"),
		SecretKey: os.Getenv("GOLFCLUB_TEST_S3_SECRET_KEY"),
		Region:    "us-east-1",
		UseSSL:    os.Getenv("GOLFCLUB_TEST_S3_USE_SSL") == "true",
		Prefix:    "test-" + strings.ReplaceAll(t.Name(), "/", "-") + "/",
	}
	if cfg.Endpoint == "" {
		srv := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
		t.Cleanup(srv.Close)
		u, _ := url.Parse(srv.URL)
		cfg.Endpoint, cfg.Bucket, cfg.AccessKey, cfg.SecretKey = u.Host, "golfclub", "key", "secret"
		client, err := minio.New(cfg.Endpoint, &minio.Options{Creds: credentials.NewStaticV4("key", "secret", ""), Region: "us-east-1"})
		if err != nil {
			t.Fatal(err)
		}
		if err := client.MakeBucket(ctx, cfg.Bucket, minio.MakeBucketOptions{Region: "us-east-1"}); err != nil {
			t.Fatal(err)
		}
	}
	s, err := NewS3(ctx, cfg)
	if err != nil {
		t.Skipf("no S3 server reachable: %v", err)
	}
	exercise(t, s)

	if _, err := NewS3(ctx, S3Config{Endpoint: cfg.Endpoint, Bucket: "no-such-bucket", AccessKey: cfg.AccessKey,
		SecretKey: cfg.SecretKey, Region: "us-east-1", UseSSL: cfg.UseSSL}); err == nil {
		t.Error("NewS3 with a missing bucket succeeded")
	}
}

func docx(t testing.TB, names ...string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte("<xml/>"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDetect(t *testing.T) {
	ftyp := func(major string, compat ...string) []byte {
		box := []byte{0, 0, 0, byte(16 + 4*len(compat))}
		box = append(box, "ftyp"+major+"\x00\x00\x00\x00"...)
		for _, c := range compat {
			box = append(box, c...)
		}
		return append(box, "....mdat"...)
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"jpeg", []byte("\xFF\xD8\xFF\xE0\x00\x10JFIF"), TypeJPEG},
		{"png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), TypePNG},
		{"webp", []byte("RIFF\x24\x00\x00\x00WEBPVP8 "), TypeWebP},
		{"heic", ftyp("heic", "mif1", "heic"), TypeHEIC},
		{"heix", ftyp("heix"), TypeHEIC},
		{"hevc", ftyp("hevc"), TypeHEIC},
		{"mif1", ftyp("mif1", "heic"), TypeHEIF},
		{"msf1", ftyp("msf1"), TypeHEIF},
		{"heic as compatible brand", ftyp("isom", "heic"), TypeHEIC},
		{"pdf", []byte("%PDF-1.7\n%\xE2\xE3\xCF\xD3"), TypePDF},
		{"doc", []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\x00\x00"), TypeDOC},
		{"docx", docx(t, "[Content_Types].xml", "word/document.xml"), TypeDOCX},
		{"xlsx is not word", docx(t, "[Content_Types].xml", "xl/workbook.xml"), ""},
		{"zip with word in a comment-like name", docx(t, "notword/document.xml"), ""},
		{"truncated zip", []byte("PK\x03\x04garbage"), ""},
		{"html named jpg", []byte("<!doctype html><script>alert(1)</script>"), ""},
		{"svg", []byte("<svg xmlns='http://www.w3.org/2000/svg'/>"), ""},
		{"mp4", ftyp("isom", "mp41"), ""},
		{"gif", []byte("GIF89a"), ""},
		{"empty", nil, ""},
		{"riff not webp", []byte("RIFF\x24\x00\x00\x00WAVEfmt "), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Detect(bytes.NewReader(tt.data), int64(len(tt.data)))
			if got != tt.want || ok != (tt.want != "") {
				t.Errorf("Detect = %q, %v; want %q", got, ok, tt.want)
			}
		})
	}
}

func FuzzDetect(f *testing.F) {
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add(docx(f, "word/document.xml"))
	f.Add([]byte("\x00\x00\x00\x18ftypheic"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ct, ok := Detect(bytes.NewReader(data), int64(len(data)))
		if ok != (ct != "") || (ok && Extension(ct) == "") {
			t.Fatalf("Detect = %q, %v", ct, ok)
		}
	})
}
