package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"golfclub/internal/store"
)

// TestBackupToS3AndRestoreFromIt: backup with --backup-s3 puts the backup
// in the bucket (and the directory), --list shows both, and restore
// --from s3://… brings it back.
func TestBackupToS3AndRestoreFromIt(t *testing.T) {
	srv := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	client, err := minio.New(u.Host, &minio.Options{Creds: credentials.NewStaticV4("key", "secret", ""), Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.MakeBucket(context.Background(), "offsite", minio.MakeBucketOptions{Region: "us-east-1"}); err != nil {
		t.Fatal(err)
	}
	dataDir := t.TempDir()
	s3 := []string{"--backup-s3", "s3://offsite/club", "--backup-s3-endpoint", u.Host, "--backup-s3-access-key", "key",
		"--backup-s3-secret-key", "secret", "--s3-use-ssl=false"}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var out bytes.Buffer
	if err := migrateCmd([]string{"--data-dir", dataDir}, log, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := backupCmd(append([]string{"--data-dir", dataDir}, s3...), log, &out); err != nil {
		t.Fatal(err)
	}
	name := strings.Fields(out.String())[0]
	if !strings.Contains(out.String(), "s3://offsite/club/") {
		t.Fatalf("backup printed %q", out.String())
	}
	out.Reset()
	if err := backupCmd(append([]string{"--data-dir", dataDir, "--list"}, s3...), log, &out); err != nil {
		t.Fatal(err)
	}
	if strings.Count(out.String(), name) != 2 || !strings.Contains(out.String(), filepath.Join(dataDir, "backups")) {
		t.Fatalf("--list:\n%s", out.String())
	}
	restored := t.TempDir()
	out.Reset()
	if err := restoreCmd(append([]string{"--data-dir", restored, "--from", "s3://offsite/club/" + name}, s3...), log, &out); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(context.Background(), "", restored)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if err := restoreCmd(append([]string{"--data-dir", t.TempDir(), "--from", "s3://offsite/club/golfclub-20990101T000000Z.tar.zst"}, s3...), log, &out); err == nil ||
		!strings.Contains(err.Error(), "no such backup") {
		t.Errorf("restore of a missing object: %v", err)
	}
}
