package backup

import (
	"bytes"
	"context"
	"flag"
	"io"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"golfclub/internal/blob"
	"golfclub/internal/config"
	"golfclub/internal/store/storetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// clock is a settable time for the runner.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

func localUploads(t *testing.T, files map[string]string) *blob.Local {
	t.Helper()
	l, err := blob.NewLocal(filepath.Join(t.TempDir(), "uploads"))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range files {
		if err := l.Put(context.Background(), k, strings.NewReader(v), int64(len(v)), "image/png"); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

// fakeS3 starts an in-process S3 server with the buckets named.
func fakeS3(t *testing.T, buckets ...string) S3Options {
	t.Helper()
	srv := httptest.NewServer(gofakes3.New(s3mem.New()).Server())
	t.Cleanup(srv.Close)
	u, _ := url.Parse(srv.URL)
	o := S3Options{Endpoint: u.Host, AccessKey: "key", SecretKey: "secret", Region: "us-east-1"}
	client, err := minio.New(o.Endpoint, &minio.Options{Creds: credentials.NewStaticV4("key", "secret", ""), Region: "us-east-1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range buckets {
		if err := client.MakeBucket(context.Background(), b, minio.MakeBucketOptions{Region: "us-east-1"}); err != nil {
			t.Fatal(err)
		}
	}
	return o
}

// TestRetentionAcrossRuns: a daily backup for 40 days leaves what the
// policy keeps, the pinned backup before a migration included, in a
// directory and in an S3 bucket alike; every attempt is recorded and
// passed to OnResult.
func TestRetentionAcrossRuns(t *testing.T) {
	kl, _ := time.LoadLocation("Asia/Kuala_Lumpur")
	o := fakeS3(t, "backups")
	s3t, err := NewS3Target(o, "backups", "club/")
	if err != nil {
		t.Fatal(err)
	}
	dir := Dir{Path: t.TempDir()}
	st := storetest.SQLite(t)
	clk := &clock{t: time.Date(2026, 1, 1, 2, 0, 0, 0, kl)}
	var results []Result
	r := New(Options{Store: st, Uploads: localUploads(t, map[string]string{"a": "one"}), DataDir: t.TempDir(),
		Targets: []Target{dir, s3t}, Schedule: Schedule{Hour: 3}, Keep: Policy{Daily: 3, Weekly: 2, Monthly: 2},
		Location: kl, Log: quiet, Now: clk.now, OnResult: func(res Result) { results = append(results, res) }})
	ctx := context.Background()
	if res := r.RunBeforeMigrate(ctx, 12); !res.OK {
		t.Fatal(res.Error)
	}
	for day := range 40 {
		clk.set(time.Date(2026, 1, 1+day, 3, 0, 1, 0, kl))
		if res := r.Run(ctx, ReasonScheduled); !res.OK || len(res.Targets) != 2 {
			t.Fatalf("day %d: %+v", day, res)
		}
	}
	// The same slot again (a second instance's timer): skipped.
	clk.set(time.Date(2026, 2, 9, 3, 0, 5, 0, kl))
	if res := r.Run(ctx, ReasonScheduled); !res.Skipped {
		t.Fatalf("second run in one slot: %+v", res)
	}
	if len(results) != 41 {
		t.Errorf("OnResult saw %d results, want 41", len(results))
	}
	// 2026-02-09 is a Monday: days 9, 8, 7; weeks of the 9th and the 8th
	// (a Sunday); months February and January (its newest, the 31st).
	// Names are in UTC, eight hours behind the club.
	want := []string{"20251231T", "20260130T", "20260206T", "20260207T", "20260208T"}
	for _, tg := range []Target{dir, s3t} {
		list, err := tg.List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range list {
			got = append(got, b.File[len("golfclub-"):len("golfclub-")+9])
			if b.Size == 0 {
				t.Errorf("%s: %s is empty", tg, b.File)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s keeps %v, want %v", tg, got, want)
		}
		if list[0].BeforeVersion != 12 {
			t.Errorf("%s: the backup before migrating was pruned: %v", tg, list[0])
		}
	}
	status, err := r.Status(ctx)
	if err != nil || status.LastAttempt == nil || !status.LastAttempt.OK || status.LastAttempt.Pruned != 4 || // the 1st and the 6th, from each target

		status.NextRun == nil || !status.NextRun.Equal(time.Date(2026, 2, 10, 3, 0, 0, 0, kl)) || len(status.Targets) != 2 {
		t.Errorf("status %+v, %v", status, err)
	}
}

// TestFailureIsRecorded: a backup that cannot be written is recorded as
// failed with its error, and the last success stays.
func TestFailureIsRecorded(t *testing.T) {
	st := storetest.SQLite(t)
	dir := t.TempDir()
	r := New(Options{Store: st, DataDir: t.TempDir(), Targets: []Target{Dir{Path: dir}}, Log: quiet})
	ctx := context.Background()
	ok := r.Run(ctx, ReasonManual)
	if !ok.OK {
		t.Fatal(ok.Error)
	}
	// The directory becomes a file: the next backup cannot be put there.
	os.RemoveAll(dir)
	os.WriteFile(dir, []byte("in the way"), 0o600)
	var seen Result
	r.o.OnResult = func(res Result) { seen = res }
	res := r.Run(ctx, ReasonManual)
	if res.OK || res.Error == "" || seen.Error != res.Error {
		t.Fatalf("failed backup: %+v (OnResult %+v)", res, seen)
	}
	status, err := r.Status(ctx)
	if err != nil || status.LastAttempt.OK || status.LastAttempt.Error != res.Error || status.LastSuccess == nil || status.LastSuccess.Name != ok.Name {
		t.Errorf("status %+v, %v", status, err)
	}
	// No destination at all is a failure too, not a silent success.
	r = New(Options{Store: st, DataDir: t.TempDir(), Log: quiet})
	if res := r.Run(ctx, ReasonManual); res.OK || !strings.Contains(res.Error, "no backup destination") {
		t.Errorf("without a destination: %+v", res)
	}
}

// TestLoop: the loop waits until the scheduled time and takes the backup.
func TestLoop(t *testing.T) {
	st := storetest.SQLite(t)
	dir := Dir{Path: t.TempDir()}
	clk := &clock{t: time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)}
	waits := make(chan time.Duration, 10)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r := New(Options{Store: st, DataDir: t.TempDir(), Targets: []Target{dir}, Schedule: Schedule{Hour: 3}, Log: quiet, Now: clk.now,
		After: func(d time.Duration) <-chan time.Time {
			waits <- d
			ch := make(chan time.Time, 1)
			clk.set(clk.now().Add(d))
			ch <- clk.now()
			return ch
		},
		OnResult: func(Result) { cancel() }})
	done := make(chan struct{})
	go func() { r.Loop(ctx); close(done) }()
	if d := <-waits; d != time.Hour {
		t.Errorf("waited %v for 03:00 from 02:00", d)
	}
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the loop took no backup")
	}
	if list, _ := dir.List(context.Background()); len(list) != 1 || !list[0].Time.Equal(time.Date(2026, 5, 1, 3, 0, 0, 0, time.UTC)) {
		t.Errorf("backups %v", list)
	}
}

// TestPassphrase: a backup encrypted with a passphrase opens with it
// only.
func TestPassphrase(t *testing.T) {
	dir := t.TempDir()
	pass := filepath.Join(dir, "pass")
	os.WriteFile(pass, []byte("correct horse battery staple\n"), 0o600)
	cfg, err := config.Parse(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--data-dir", dir, "--backup-passphrase-file", pass}, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	recipients, err := Recipients(cfg, 10) // a low work factor keeps the test fast
	if err != nil {
		t.Fatal(err)
	}
	st := storetest.SQLite(t)
	r := New(Options{Store: st, Uploads: localUploads(t, map[string]string{"slip": "bytes"}), DataDir: dir, Recipients: recipients, Log: quiet})
	file := filepath.Join(dir, "out.tar.zst.age")
	if _, err := r.WriteFile(context.Background(), file); err != nil {
		t.Fatal(err)
	}
	if _, err := r.WriteFile(context.Background(), file); err == nil {
		t.Error("WriteFile over an existing file")
	}
	data, _ := os.ReadFile(file)
	ids, err := Identities(cfg)
	if err != nil {
		t.Fatal(err)
	}
	x, err := extract(bytes.NewReader(data), t.TempDir(), ids)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(x.Files, "uploads/slip") || x.DatabasePath() == "" {
		t.Errorf("files %v", x.Files)
	}
	os.WriteFile(pass, []byte("wrong horse\n"), 0o600)
	wrong, _ := Identities(cfg)
	if _, err := extract(bytes.NewReader(data), t.TempDir(), wrong); err == nil {
		t.Error("opened with the wrong passphrase")
	}
	cfg.BackupAgeRecipient = "age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs3290gq"
	if _, err := Recipients(cfg, 0); err == nil {
		t.Error("passphrase and recipient together accepted")
	}
}

// TestS3Uploads: with uploads in S3 the backup lists the bucket's
// objects (keys, sizes, ETags); a restore finds the ones gone missing.
func TestS3Uploads(t *testing.T) {
	o := fakeS3(t, "uploads")
	ctx := context.Background()
	up, err := blob.NewS3(ctx, blob.S3Config{Endpoint: o.Endpoint, Bucket: "uploads", AccessKey: "key", SecretKey: "secret", Region: "us-east-1", Prefix: "uploads/"})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"slip-1", "photo-2"} {
		if err := up.Put(ctx, k, strings.NewReader("data of "+k), int64(len("data of "+k)), "image/png"); err != nil {
			t.Fatal(err)
		}
	}
	st := storetest.SQLite(t)
	dataDir := t.TempDir()
	r := New(Options{Store: st, Uploads: up, DataDir: dataDir, Log: quiet})
	file := filepath.Join(t.TempDir(), "b")
	if _, err := r.WriteFile(ctx, file); err != nil {
		t.Fatal(err)
	}
	if err := up.Delete(ctx, "photo-2"); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open(file)
	defer f.Close()
	rep, err := Restore(ctx, f, RestoreOptions{DataDir: t.TempDir(), Uploads: up, Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Meta.Uploads != "s3" || !slices.Equal(rep.S3Missing, []string{"photo-2"}) {
		t.Errorf("report %+v", rep)
	}
}

// TestPostgresFilesAndLock: on PostgreSQL the backup holds the uploads and
// no database; one instance at a time takes it (the advisory lock), and a
// restore brings the files back.
func TestPostgresFilesAndLock(t *testing.T) {
	if os.Getenv(storetest.PostgresEnv) == "" {
		t.Skip(storetest.PostgresEnv + " is not set")
	}
	ctx := context.Background()
	st := storetest.Postgres(t)
	uploads := localUploads(t, map[string]string{"slip-a": "slip bytes", "photo-b": "photo bytes"})
	dir := Dir{Path: t.TempDir()}
	// Two instances: separate processes would have separate data dirs
	// and runners; only the database is shared.
	// The data directory need not exist yet on PostgreSQL.
	one := New(Options{Store: st, Uploads: uploads, DataDir: filepath.Join(t.TempDir(), "not-yet"), Targets: []Target{dir}, Log: quiet})
	two := New(Options{Store: st, Uploads: uploads, DataDir: t.TempDir(), Targets: []Target{dir}, Log: quiet})

	release, ok, err := st.TryAdvisoryLock(ctx, lockKey)
	if err != nil || !ok {
		t.Fatalf("take the lock: %v %v", ok, err)
	}
	if res := two.Run(ctx, ReasonManual); !res.Skipped {
		t.Fatalf("a run while another instance holds the lock: %+v", res)
	}
	release()
	res := one.Run(ctx, ReasonManual)
	if !res.OK {
		t.Fatal(res.Error)
	}
	status, err := two.Status(ctx)
	if err != nil || status.Database != "postgres" || status.LastSuccess == nil || status.LastSuccess.Name != res.Name {
		t.Errorf("the other instance's status: %+v, %v", status, err)
	}
	rc, err := dir.Open(ctx, res.Name)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	dataDir := t.TempDir()
	restored, _ := blob.NewLocal(filepath.Join(dataDir, "uploads"))
	rep, err := Restore(ctx, rc, RestoreOptions{DataDir: dataDir, Postgres: true, Uploads: restored, Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Database || rep.Meta.Database != "postgres" || rep.Uploads != 2 {
		t.Errorf("report %+v", rep)
	}
	for k, want := range map[string]string{"slip-a": "slip bytes", "photo-b": "photo bytes"} {
		got, err := os.ReadFile(filepath.Join(dataDir, "uploads", k))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v", k, got, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dataDir, "golfclub.db")); err == nil {
		t.Error("a SQLite database appeared in a PostgreSQL restore")
	}
	// A SQLite restore of this backup is refused: it has no database.
	rc2, _ := dir.Open(ctx, res.Name)
	defer rc2.Close()
	if _, err := Restore(ctx, rc2, RestoreOptions{DataDir: t.TempDir(), Log: quiet}); err == nil || !strings.Contains(err.Error(), "holds no database") {
		t.Errorf("SQLite restore of a PostgreSQL backup: %v", err)
	}
}
