package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/migrations"
	"golfclub/internal/tlscert/tlscerttest"
)

// buildBinary compiles golfclub once for the process-level tests.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "golfclub")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

func waitHealthy(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("server did not become healthy")
}

// TestServeLifecycle runs the real binary: admin create, serve --demo, a
// backup of the live database, and a SIGTERM that lets an in-flight request
// finish before the process exits cleanly.
func TestServeLifecycle(t *testing.T) {
	bin := buildBinary(t)
	dataDir := t.TempDir()
	env := append(os.Environ(), "GOLFCLUB_DATA_DIR="+dataDir)

	create := exec.Command(bin, "admin", "create", "--username", "secretary", "--password-stdin")
	create.Env = env
	create.Stdin = strings.NewReader("a-long-password\n")
	if out, err := create.CombinedOutput(); err != nil || !strings.Contains(string(out), "secretary") {
		t.Fatalf("admin create: %v\n%s", err, out)
	}

	addr := freeAddr(t)
	serve := exec.Command(bin, "serve", "--demo", "--addr", addr)
	serve.Env = env
	// The log goes to a writer, not a pipe the test reads: Wait returns
	// only after os/exec has copied everything the process wrote. With
	// StderrPipe, Wait closes the pipe as soon as the process exits, and
	// whatever the reader had not yet drained (the last lines) was lost.
	var logText lockedBuffer
	serve.Stderr = &logText
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { serve.Process.Kill() })
	base := "http://" + addr
	waitHealthy(t, base)

	res, err := http.Get(base + "/api/events")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("GET /api/events: %v %v", err, res)
	}
	res.Body.Close()

	// A full backup while the server runs; restoring it into the running
	// server's data directory is refused, into another one it works.
	backupFile := filepath.Join(t.TempDir(), "copy.tar.zst")
	backup := exec.Command(bin, "backup", "--out", backupFile)
	backup.Env = env
	if out, err := backup.CombinedOutput(); err != nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	refused := exec.Command(bin, "restore", "--from", backupFile)
	refused.Env = env
	if out, err := refused.CombinedOutput(); err == nil || !strings.Contains(string(out), "stop the server") {
		t.Fatalf("restore into the running server's data: %v\n%s", err, out)
	}
	copyDir := t.TempDir()
	restore := exec.Command(bin, "restore", "--from", backupFile, "--data-dir", copyDir)
	restore.Env = env
	if out, err := restore.CombinedOutput(); err != nil || !strings.Contains(string(out), "restored the backup") {
		t.Fatalf("restore: %v\n%s", err, out)
	}
	copied, err := store.Open(context.Background(), "", copyDir)
	if err != nil {
		t.Fatalf("open the restored database: %v", err)
	}
	events, err := copied.ListEvents(context.Background())
	copied.Close()
	if err != nil || len(events) == 0 {
		t.Fatalf("backup holds %d events (err %v)", len(events), err)
	}

	// An open live stream: it never ends on its own, so shutdown must
	// close it at once rather than wait the 20 s for it.
	stream, err := http.Get(base + "/api/realtime")
	if err != nil || stream.StatusCode != 200 {
		t.Fatalf("GET /api/realtime: %v %v", err, stream)
	}
	streamEnded := make(chan time.Time, 1)
	go func() { io.Copy(io.Discard, stream.Body); streamEnded <- time.Now() }()

	// An in-flight request: headers and half the body sent, then SIGTERM.
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"firstName":"Siti","lastName":"Aminah","email":"siti@example.my","subject":"Other","message":"Sent during shutdown"}`
	fmt.Fprintf(conn, "POST /api/contact HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", addr, len(body))
	io.WriteString(conn, body[:20])
	time.Sleep(200 * time.Millisecond)
	if err := serve.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	signalled := time.Now()
	time.Sleep(300 * time.Millisecond)
	io.WriteString(conn, body[20:])
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request lost during shutdown: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("in-flight request status %d", resp.StatusCode)
	}

	select {
	case at := <-streamEnded:
		if d := at.Sub(signalled); d > 2*time.Second {
			t.Errorf("live stream closed %s after SIGTERM", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("live stream still open 5 s after SIGTERM")
	}

	if err := within(t, 25*time.Second, "serve did not exit after SIGTERM", serve.Wait); err != nil {
		t.Fatalf("serve exited with %v\n%s", err, logText.String())
	}
	for _, want := range []string{"demo content seeded", "shutting down", "stopped"} {
		if !strings.Contains(logText.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, logText.String())
		}
	}
	if strings.Contains(logText.String(), "no admin account yet") {
		t.Errorf("warned about a missing admin although one exists")
	}
}

// TestBackupCommands runs backup, backup --list, migrate --status and the
// refusal of a database a newer release migrated, as an operator would.
func TestBackupCommands(t *testing.T) {
	bin := buildBinary(t)
	dataDir, backupDir := t.TempDir(), t.TempDir()
	env := append(os.Environ(), "GOLFCLUB_DATA_DIR="+dataDir, "GOLFCLUB_BACKUP_DIR="+backupDir)
	// What the command printed, then what it logged: the two streams read
	// apart, since the log's writer flushes on a timer of its own and may
	// reach a shared pipe before or after the printed line.
	run := func(wantOK bool, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		out := stdout.String() + stderr.String()
		if (err == nil) != wantOK {
			t.Fatalf("golfclub %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	run(true, "migrate")
	status := run(true, "migrate", "--status")
	known := len(migrations.All())
	if !strings.Contains(status, fmt.Sprintf("database at version %d; this binary knows up to %d", known, known)) ||
		strings.Count(status, " applied ") != known || strings.Contains(status, "pending") {
		t.Fatalf("migrate --status:\n%s", status)
	}
	taken := run(true, "backup")
	name := strings.Fields(taken)[0]
	if !strings.HasPrefix(name, "golfclub-") || !strings.HasSuffix(name, ".tar.zst") {
		t.Fatalf("backup printed %q", taken)
	}
	if list := run(true, "backup", "--list"); !strings.Contains(list, name) || !strings.Contains(list, backupDir) {
		t.Fatalf("backup --list lacks %s:\n%s", name, list)
	}

	st, err := store.Open(context.Background(), "", dataDir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB().Exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', CURRENT_TIMESTAMP)", known+1); err != nil {
		t.Fatal(err)
	}
	st.Close()
	want := fmt.Sprintf("schema version %d (\"from the future\"), newer than this golfclub binary, which knows versions up to %d", known+1, known)
	if out := run(false, "migrate", "--status"); !strings.Contains(out, want) {
		t.Errorf("migrate --status on a newer database:\n%s", out)
	}
	if out := run(false, "serve", "--addr", freeAddr(t)); !strings.Contains(out, want) {
		t.Errorf("serve on a newer database:\n%s", out)
	}
}

func TestUnknownCommand(t *testing.T) {
	if err := run([]string{"frobnicate"}, nil); err == nil {
		t.Fatal("unknown command accepted")
	}
	if err := run(nil, nil); err == nil {
		t.Fatal("no command accepted")
	}
}

// TestServeOverTLS runs the real binary with --tls-cert and --tls-key: it
// answers HTTPS with HTTP/2 (pages, the API and a live stream on one
// connection), refuses plain HTTP on that port, redirects plain HTTP on
// --http-redirect-addr (serving ACME challenges from --acme-webroot), and
// will not start with a key that is not the certificate's.
func TestServeOverTLS(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	certPEM, keyPEM := tlscerttest.Pair(t, 1, "127.0.0.1")
	certFile, keyFile := filepath.Join(dir, "fullchain.pem"), filepath.Join(dir, "key.pem")
	for name, data := range map[string][]byte{certFile: certPEM, keyFile: keyPEM} {
		if err := os.WriteFile(name, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("a key of another certificate", func(t *testing.T) {
		_, otherKey := tlscerttest.Pair(t, 2, "127.0.0.1")
		otherKeyFile := filepath.Join(dir, "other-key.pem")
		if err := os.WriteFile(otherKeyFile, otherKey, 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "serve", "--addr", freeAddr(t), "--data-dir", t.TempDir(), "--base-url", "https://127.0.0.1", "--tls-cert", certFile, "--tls-key", otherKeyFile)
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), "private key does not match") {
			t.Fatalf("serve with a mismatched key: %v\n%s", err, out)
		}
	})

	addr, plainAddr := freeAddr(t), freeAddr(t)
	base := "https://" + addr
	webroot := t.TempDir()
	if err := os.MkdirAll(filepath.Join(webroot, ".well-known", "acme-challenge"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(webroot, ".well-known", "acme-challenge", "Tok3n"), []byte("Tok3n.key"), 0o644); err != nil {
		t.Fatal(err)
	}
	serve := exec.Command(bin, "serve", "--demo", "--addr", addr, "--data-dir", t.TempDir(), "--base-url", base, "--tls-cert", certFile, "--tls-key", keyFile,
		"--http-redirect-addr", plainAddr, "--acme-webroot", webroot)
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { serve.Process.Kill() })

	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(certPEM)
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: roots}, ForceAttemptHTTP2: true}}
	deadline := time.Now().Add(20 * time.Second)
	for {
		res, err := client.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no HTTPS answer: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}

	// API paths only: the front end is not built when make test runs.
	for _, path := range []string{"/healthz", "/api/events", "/api/settings"} {
		res, err := client.Get(base + path)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		res.Body.Close()
		if res.StatusCode != 200 || res.ProtoMajor != 2 {
			t.Errorf("GET %s: %d over %s, want 200 over HTTP/2", path, res.StatusCode, res.Proto)
		}
		if got := res.Header.Get("Strict-Transport-Security"); got == "" {
			t.Errorf("GET %s over https: no Strict-Transport-Security", path)
		}
	}

	// The live stream works over HTTP/2 too: its first bytes come at once.
	stream, err := client.Get(base + "/api/realtime")
	if err != nil || stream.StatusCode != 200 || stream.ProtoMajor != 2 {
		t.Fatalf("GET /api/realtime: %v %+v", err, stream)
	}
	firstLine := func() error {
		_, err := bufio.NewReader(stream.Body).ReadString('\n')
		return err
	}
	if err := within(t, 5*time.Second, "live stream sent nothing in 5 s", firstLine); err != nil {
		t.Fatalf("live stream: %v", err)
	}
	stream.Body.Close()

	// Plain HTTP on the HTTPS port is refused with 400, not served.
	res, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("plain HTTP: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("plain HTTP to the HTTPS port: %d, want 400", res.StatusCode)
	}

	// Plain HTTP on the redirect port goes to the same page over HTTPS,
	// and a renewal's challenge is answered there.
	noFollow := &http.Client{Timeout: 5 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err = noFollow.Get("http://" + plainAddr + "/events?from=poster")
	if err != nil {
		t.Fatalf("plain HTTP redirect: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusPermanentRedirect || res.Header.Get("Location") != base+"/events?from=poster" {
		t.Errorf("plain HTTP: %d to %q, want 308 to %s/events?from=poster", res.StatusCode, res.Header.Get("Location"), base)
	}
	res, err = noFollow.Get("http://" + plainAddr + "/.well-known/acme-challenge/Tok3n")
	if err != nil {
		t.Fatalf("ACME challenge: %v", err)
	}
	challenge, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || string(challenge) != "Tok3n.key" {
		t.Errorf("ACME challenge: %d %q", res.StatusCode, challenge)
	}

	// SIGTERM stops both servers and the process exits cleanly.
	if err := serve.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := within(t, 25*time.Second, "serve over TLS did not exit after SIGTERM", serve.Wait); err != nil {
		t.Fatalf("serve over TLS exited with %v", err)
	}
	if _, err := noFollow.Get("http://" + plainAddr + "/"); err == nil {
		t.Error("the redirect still answers after shutdown")
	}
}

// within runs fn and returns its error, and fails the test with failure if
// fn has not returned after d.
func within(t *testing.T, d time.Duration, failure string, fn func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- fn() }()
	select {
	case err := <-done:
		return err
	case <-time.After(d):
		t.Fatal(failure)
		return nil
	}
}
