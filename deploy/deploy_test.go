// Package deploy holds the files an operator deploys golfclub with (the
// systemd unit, the Caddyfile, the container image) and the tests that
// check them with the tools that read them, where this machine has them.
package deploy

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSystemdUnit: systemd-analyze finds nothing wrong with the unit, and
// rates its exposure at most 2.0 of 10 ("OK").
func TestSystemdUnit(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed here: the unit is not checked")
	}
	unit, err := os.ReadFile("golfclub.service")
	if err != nil {
		t.Fatal(err)
	}
	// verify checks that ExecStart names an executable: this test's own
	// binary stands in for /usr/local/bin/golfclub.
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(unit, []byte("ExecStart=/usr/local/bin/golfclub serve")) {
		t.Fatal("the unit's ExecStart changed: update this test")
	}
	path := filepath.Join(t.TempDir(), "golfclub.service")
	if err := os.WriteFile(path, bytes.Replace(unit, []byte("ExecStart=/usr/local/bin/golfclub"), []byte("ExecStart="+self), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(analyze, "verify", path).CombinedOutput(); err != nil || len(bytes.TrimSpace(out)) > 0 {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, out)
	}
	out, err := exec.Command(analyze, "security", "--offline=true", "--threshold=20", path).CombinedOutput()
	if err != nil {
		t.Fatalf("systemd-analyze security: exposure above 2.0 (%v)\n%s", err, out)
	}
	for _, want := range []string{"NoNewPrivileges=yes", "ProtectSystem=strict", "ReadWritePaths=/var/lib/golfclub", "GOLFCLUB_METRICS_ADDR=127.0.0.1:"} {
		if !bytes.Contains(unit, []byte(want)) {
			t.Errorf("the unit lacks %s", want)
		}
	}
}

// TestCaddyfile: Caddy accepts the sample configuration.
func TestCaddyfile(t *testing.T) {
	caddy, err := exec.LookPath("caddy")
	if err != nil {
		t.Skip("caddy is not installed here: the Caddyfile is not checked")
	}
	out, err := exec.Command(caddy, "validate", "--config", "Caddyfile", "--adapter", "caddyfile").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "Valid configuration") {
		t.Fatalf("caddy validate: %v\n%s", err, out)
	}
}

// TestContainerImage builds the image and runs it: /healthz answers. It
// needs a running Docker daemon that can pull the build stage's Go image,
// and the built web app (make web).
func TestContainerImage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an image")
	}
	docker, err := exec.LookPath("docker")
	if err != nil {
		t.Skip("docker is not installed here: the Containerfile is not checked")
	}
	if out, err := exec.Command(docker, "info").CombinedOutput(); err != nil {
		t.Skipf("no Docker daemon answers here: the Containerfile is not checked\n%s", firstLine(out))
	}
	if _, err := os.Stat("../web/dist/index.html"); err != nil {
		t.Skip("the web app is not built (make web): the image needs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	tag := "golfclub-test:" + time.Now().Format("20060102150405")
	build := exec.CommandContext(ctx, docker, "build", "-f", "deploy/Containerfile", "-t", tag, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("docker build: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command(docker, "image", "rm", "-f", tag).Run() })
	out, err := exec.CommandContext(ctx, docker, "run", "-d", "--rm", "-p", "127.0.0.1::8080", tag).Output()
	if err != nil {
		t.Fatalf("docker run: %v", err)
	}
	id := strings.TrimSpace(string(out))
	t.Cleanup(func() { exec.Command(docker, "rm", "-f", id).Run() })
	port, err := exec.CommandContext(ctx, docker, "port", id, "8080").Output()
	if err != nil {
		t.Fatalf("docker port: %v", err)
	}
	base := "http://" + strings.TrimSpace(firstLine(port))
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return
			}
		}
		if time.Now().After(deadline) {
			logs, _ := exec.Command(docker, "logs", id).CombinedOutput()
			t.Fatalf("the container did not answer /healthz in 30 s (%v)\n%s", err, logs)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(string(b), "\n")
	return s
}
