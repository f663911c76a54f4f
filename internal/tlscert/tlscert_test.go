package tlscert

import (
	"bytes"
	"crypto/x509"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golfclub/internal/tlscert/tlscerttest"
)

// write puts data in name with a modification time of at, so a rewrite
// within the same clock tick still shows as a change.
func write(t *testing.T, name string, data []byte, at time.Time) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(name, at, at); err != nil {
		t.Fatal(err)
	}
}

func serialInUse(t *testing.T, f *Files) int64 {
	t.Helper()
	c, err := f.GetCertificate(nil)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(c.Certificate[0])
	if err != nil {
		t.Fatal(err)
	}
	return leaf.SerialNumber.Int64()
}

func TestLoadRefusesABadPair(t *testing.T) {
	dir := t.TempDir()
	cert1, key1 := tlscerttest.Pair(t, 1, "club.example.my")
	_, key2 := tlscerttest.Pair(t, 2, "club.example.my")
	rows := []struct {
		name       string
		cert, key  []byte
		missingKey bool
		want       string
	}{
		{name: "key of another certificate", cert: cert1, key: key2, want: "private key does not match"},
		{name: "not PEM", cert: []byte("hello"), key: key1, want: "failed to find any PEM data"},
		{name: "no key file", cert: cert1, missingKey: true, want: "no such file"},
	}
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			certFile, keyFile := filepath.Join(dir, "c"+string(rune('a'+i))), filepath.Join(dir, "k"+string(rune('a'+i)))
			write(t, certFile, row.cert, time.Now())
			if !row.missingKey {
				write(t, keyFile, row.key, time.Now())
			}
			_, err := Load(certFile, keyFile, slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err == nil || !strings.Contains(err.Error(), row.want) {
				t.Fatalf("Load: %v, want an error with %q", err, row.want)
			}
		})
	}
}

// A renewal is picked up at the next check without a restart; a half
// written one (new certificate, old key) keeps the pair in use until the
// key has come too.
func TestRenewalIsReadAgain(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	start := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	cert1, key1 := tlscerttest.Pair(t, 1, "club.example.my")
	write(t, certFile, cert1, start)
	write(t, keyFile, key1, start)
	var logs bytes.Buffer
	clock := start
	f, err := load(certFile, keyFile, slog.New(slog.NewTextHandler(&logs, nil)), func() time.Time { return clock })
	if err != nil {
		t.Fatal(err)
	}
	if got := serialInUse(t, f); got != 1 {
		t.Fatalf("serial %d, want 1", got)
	}

	cert2, key2 := tlscerttest.Pair(t, 2, "club.example.my")
	write(t, certFile, cert2, start.Add(time.Hour))
	clock = clock.Add(checkEvery)
	if got := serialInUse(t, f); got != 1 {
		t.Fatalf("half-written renewal: serial %d, want the old pair's 1", got)
	}
	if !strings.Contains(logs.String(), "keeping the one in use") {
		t.Errorf("the failed read was not logged: %s", logs.String())
	}

	write(t, keyFile, key2, start.Add(time.Hour))
	clock = clock.Add(checkEvery / 2)
	if got := serialInUse(t, f); got != 1 {
		t.Fatalf("before the next check: serial %d, want 1", got)
	}
	clock = clock.Add(checkEvery / 2)
	if got := serialInUse(t, f); got != 2 {
		t.Fatalf("after the renewal: serial %d, want 2", got)
	}

	if err := os.Remove(keyFile); err != nil {
		t.Fatal(err)
	}
	clock = clock.Add(checkEvery)
	if got := serialInUse(t, f); got != 2 {
		t.Fatalf("key file gone: serial %d, want 2 kept", got)
	}
}

func TestConfigAsksForTLS12AndThePair(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	c, k := tlscerttest.Pair(t, 7, "club.example.my")
	write(t, certFile, c, time.Now())
	write(t, keyFile, k, time.Now())
	f, err := Load(certFile, keyFile, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	cfg := f.Config()
	if cfg.MinVersion != 0x0303 || cfg.GetCertificate == nil {
		t.Fatalf("config %+v", cfg)
	}
}
