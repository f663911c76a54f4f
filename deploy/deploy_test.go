// Package deploy holds the files an operator deploys golfclub with (the
// systemd unit, the Caddyfile, the container image) and the tests that
// check them with the tools that read them, where this machine has them.
package deploy

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/x509"
	"debug/elf"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
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

// TestContainerImage builds the image with `make image-context` and podman
// (or docker, when its daemon answers), then checks what an operator gets:
//   - contents: the layers hold exactly /golfclub, the CA bundle and /data
//     (owned 65532), nothing else;
//   - config: user, environment, entry point, command, port and volume;
//   - binary: the image's /golfclub is static and, started on this host
//     with the image's environment, answers /healthz;
//   - run: the image started as a container answers /healthz. Container
//     runtimes that may not set rlimits or cgroups (sandboxes) refuse to
//     start any container: then this part alone is skipped.
//
// It needs the built web app (make web). With GOLFCLUB_TEST_CONTAINER set
// (CI, where podman is installed) a missing tool or web app fails the test
// instead of skipping it.
func TestContainerImage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an image")
	}
	skip := t.Skipf
	if os.Getenv("GOLFCLUB_TEST_CONTAINER") != "" {
		skip = t.Fatalf
	}
	tool := containerTool()
	if tool == "" {
		skip("neither podman nor a Docker daemon answers here: the image is not checked")
		return
	}
	if _, err := os.Stat("../web/dist/index.html"); err != nil {
		skip("the web app is not built (make web): the image needs it")
		return
	}
	makeBin, err := exec.LookPath("make")
	if err != nil {
		skip("make is not installed here: the image's build context is made by `make image-context`")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	dir := t.TempDir()
	contextDir := filepath.Join(dir, "context")
	mk := exec.CommandContext(ctx, makeBin, "--no-print-directory", "image-context", "IMAGE_DIR="+contextDir)
	mk.Dir = ".."
	if out, err := mk.CombinedOutput(); err != nil {
		t.Fatalf("make image-context: %v\n%s", err, out)
	}
	tag := fmt.Sprintf("localhost/golfclub-test:%d", time.Now().UnixNano())
	build := exec.CommandContext(ctx, tool, "build", "-q", "-f", "deploy/Containerfile", "-t", tag, contextDir)
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s build: %v\n%s", tool, err, out)
	}
	t.Cleanup(func() { exec.Command(tool, "image", "rm", "-f", tag).Run() })

	config := imageConfig(t, ctx, tool, tag)
	files := imageFiles(t, ctx, tool, tag, dir)
	binary := filepath.Join(dir, "golfclub")

	t.Run("contents", func(t *testing.T) {
		want := map[string]byte{
			"etc":                               tar.TypeDir,
			"etc/ssl":                           tar.TypeDir,
			"etc/ssl/certs":                     tar.TypeDir,
			"etc/ssl/certs/ca-certificates.crt": tar.TypeReg,
			"golfclub":                          tar.TypeReg,
			"data":                              tar.TypeDir,
		}
		for name, h := range files {
			if typ, ok := want[name]; !ok {
				t.Errorf("the image holds /%s, which the recipe does not put there", name)
			} else if h.Typeflag != typ {
				t.Errorf("/%s has tar type %q, want %q", name, h.Typeflag, typ)
			}
		}
		for name := range want {
			if _, ok := files[name]; !ok {
				t.Errorf("the image lacks /%s", name)
			}
		}
		if h := files["data"]; h != nil && (h.Uid != 65532 || h.Gid != 65532 || h.Mode&0o700 != 0o700) {
			t.Errorf("/data is %d:%d mode %o, want 65532:65532 with rwx for its owner", h.Uid, h.Gid, h.Mode)
		}
		if h := files["golfclub"]; h != nil && h.Mode&0o111 != 0o111 {
			t.Errorf("/golfclub has mode %o: not executable by everyone", h.Mode)
		}
		pem, err := os.ReadFile(filepath.Join(dir, "ca-certificates.crt"))
		if err != nil {
			t.Fatal(err)
		}
		if pool := x509.NewCertPool(); !pool.AppendCertsFromPEM(pem) {
			t.Error("/etc/ssl/certs/ca-certificates.crt holds no certificate")
		}
	})

	t.Run("config", func(t *testing.T) {
		if config.User != "65532:65532" {
			t.Errorf("User = %q, want 65532:65532", config.User)
		}
		for _, want := range []string{"GOLFCLUB_ADDR=:8080", "GOLFCLUB_DATA_DIR=/data"} {
			if !slices.Contains(config.Env, want) {
				t.Errorf("Env %q lacks %s", config.Env, want)
			}
		}
		if !slices.Equal(config.Entrypoint, []string{"/golfclub"}) || !slices.Equal(config.Cmd, []string{"serve"}) {
			t.Errorf("Entrypoint %q Cmd %q, want [/golfclub] [serve]", config.Entrypoint, config.Cmd)
		}
		if _, ok := config.ExposedPorts["8080/tcp"]; !ok || len(config.ExposedPorts) != 1 {
			t.Errorf("ExposedPorts = %v, want 8080/tcp alone", config.ExposedPorts)
		}
		if _, ok := config.Volumes["/data"]; !ok || len(config.Volumes) != 1 {
			t.Errorf("Volumes = %v, want /data alone", config.Volumes)
		}
	})

	t.Run("binary", func(t *testing.T) {
		f, err := elf.Open(binary)
		if err != nil {
			t.Fatalf("/golfclub is not an ELF binary: %v", err)
		}
		defer f.Close()
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				t.Fatal("/golfclub names a dynamic loader: it cannot start in a scratch image")
			}
		}
		if libs, _ := f.ImportedLibraries(); len(libs) > 0 {
			t.Fatalf("/golfclub needs shared libraries %v", libs)
		}
		// Only the image's environment, with a port and a data directory of
		// this host's in place of the image's.
		port := freePort(t)
		env := []string{}
		for _, kv := range config.Env {
			if !strings.HasPrefix(kv, "GOLFCLUB_ADDR=") && !strings.HasPrefix(kv, "GOLFCLUB_DATA_DIR=") {
				env = append(env, kv)
			}
		}
		env = append(env, "GOLFCLUB_ADDR=127.0.0.1:"+port, "GOLFCLUB_DATA_DIR="+t.TempDir())
		var logs bytes.Buffer
		cmd := exec.Command(binary, append(config.Entrypoint[1:], config.Cmd...)...)
		cmd.Env = env
		cmd.Stdout, cmd.Stderr = &logs, &logs
		if err := cmd.Start(); err != nil {
			t.Fatalf("starting the image's /golfclub: %v", err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		if err := waitHealthy("http://127.0.0.1:"+port, 20*time.Second); err != nil {
			t.Fatalf("the image's /golfclub, started here, did not answer /healthz: %v\n%s", err, logs.String())
		}
	})

	t.Run("run", func(t *testing.T) {
		// Small rlimits, never above this process's: podman's defaults
		// (over a million open files) need a privilege sandboxes drop.
		limits := []string{"--ulimit", "nofile=" + rlimit(unix.RLIMIT_NOFILE), "--ulimit", "nproc=" + rlimit(unix.RLIMIT_NPROC)}
		// A new named volume: like an anonymous one it starts as a copy of
		// the image's /data (owner included), and it is removed by name
		// whichever attempt made it.
		volume := strings.ReplaceAll(strings.TrimPrefix(tag, "localhost/"), ":", "-")
		t.Cleanup(func() { exec.Command(tool, "volume", "rm", "-f", volume).Run() })
		runArgs := append(append([]string{"run", "-d", "-v", volume + ":/data"}, limits...), "-p", "127.0.0.1::8080", tag)
		attempts := [][]string{runArgs}
		// crun refuses hosts with cgroup controllers on both hierarchies,
		// where runc works.
		if _, err := exec.LookPath("runc"); err == nil && filepath.Base(tool) == "podman" {
			attempts = append(attempts, append([]string{"--runtime", "runc"}, runArgs...))
		}
		var id string
		var refusals []string
		for _, args := range attempts {
			out, err := exec.CommandContext(ctx, tool, args...).CombinedOutput()
			if err == nil {
				id = strings.TrimSpace(lastLine(out))
				t.Logf("started: %s %s", tool, strings.Join(args, " "))
				break
			}
			if !bytes.Contains(out, []byte("OCI")) {
				t.Fatalf("%s %s: %v\n%s", tool, strings.Join(args, " "), err, out)
			}
			refusals = append(refusals, strings.TrimSpace(lastLine(out)))
		}
		if id == "" {
			t.Skipf("the container runtime refuses to start any container on this machine, so the image is not started "+
				"(its contents, configuration and binary are checked above):\n%s", strings.Join(refusals, "\n"))
		}
		// Not --rm: a container that exits at once keeps its logs for the
		// failure message.
		t.Cleanup(func() { exec.Command(tool, "rm", "-f", id).Run() })
		fail := func(format string, args ...any) {
			t.Helper()
			logs, _ := exec.Command(tool, "logs", id).CombinedOutput()
			t.Fatalf(format+"\ncontainer log:\n%s", append(args, logs)...)
		}
		port, err := exec.CommandContext(ctx, tool, "port", id, "8080").Output()
		addr := strings.TrimSpace(firstLine(port))
		if err != nil || addr == "" {
			fail("%s port %s 8080 names no address (%v): the container stopped?", tool, id, err)
		}
		if err := waitHealthy("http://"+addr, 30*time.Second); err != nil {
			fail("the container did not answer /healthz: %v", err)
		}
	})
}

// containerTool is podman when installed, else docker when its daemon
// answers, else "".
func containerTool() string {
	if podman, err := exec.LookPath("podman"); err == nil {
		return podman
	}
	if docker, err := exec.LookPath("docker"); err == nil && exec.Command(docker, "info").Run() == nil {
		return docker
	}
	return ""
}

type ociConfig struct {
	User         string
	Env          []string
	Entrypoint   []string
	Cmd          []string
	ExposedPorts map[string]struct{}
	Volumes      map[string]struct{}
}

func imageConfig(t *testing.T, ctx context.Context, tool, tag string) ociConfig {
	t.Helper()
	out, err := exec.CommandContext(ctx, tool, "image", "inspect", tag).Output()
	if err != nil {
		t.Fatalf("%s image inspect: %v", tool, err)
	}
	var images []struct{ Config ociConfig }
	if err := json.Unmarshal(out, &images); err != nil || len(images) != 1 {
		t.Fatalf("%s image inspect: %v\n%s", tool, err, out)
	}
	return images[0].Config
}

// imageFiles saves the image as an archive and reads its layers in order:
// each path's last header, keyed without a leading "./" or "/" or a
// trailing "/". The binary and the CA bundle are written to dir.
func imageFiles(t *testing.T, ctx context.Context, tool, tag, dir string) map[string]*tar.Header {
	t.Helper()
	archive := filepath.Join(dir, "image.tar")
	if out, err := exec.CommandContext(ctx, tool, "save", "-o", archive, tag).CombinedOutput(); err != nil {
		t.Fatalf("%s save: %v\n%s", tool, err, out)
	}
	// docker-archive (podman, Docker) and Docker's OCI layout both name the
	// layers, oldest first, in manifest.json.
	saved := filepath.Join(dir, "saved")
	err := untar(archive, func(name string, _ *tar.Header) string {
		if !filepath.IsLocal(name) {
			return ""
		}
		return filepath.Join(saved, filepath.FromSlash(name))
	})
	if err != nil {
		t.Fatalf("reading the saved image: %v", err)
	}
	raw, err := os.ReadFile(filepath.Join(saved, "manifest.json"))
	if err != nil {
		t.Fatalf("the saved image has no manifest.json: %v", err)
	}
	var manifest []struct{ Layers []string }
	if err := json.Unmarshal(raw, &manifest); err != nil || len(manifest) != 1 {
		t.Fatalf("manifest.json: %v\n%s", err, raw)
	}
	files := map[string]*tar.Header{}
	for _, layer := range manifest[0].Layers {
		err := untar(filepath.Join(saved, filepath.FromSlash(layer)), func(name string, h *tar.Header) string {
			if strings.HasPrefix(path.Base(name), ".wh.") {
				t.Errorf("layer %s deletes %s: the recipe deletes nothing", layer, name)
			}
			files[name] = h
			if name == "golfclub" || name == "etc/ssl/certs/ca-certificates.crt" {
				return filepath.Join(dir, path.Base(name))
			}
			return ""
		})
		if err != nil {
			t.Fatalf("layer %s: %v", layer, err)
		}
	}
	return files
}

// untar reads the tar file at path (gzip-compressed or not) and writes
// each regular file to the path extract returns for it, if not "". Names
// are given without a leading "./" or "/" or a trailing "/".
func untar(path string, extract func(name string, h *tar.Header) string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var r io.Reader = br
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		gz, err := gzip.NewReader(br)
		if err != nil {
			return err
		}
		r = gz
	}
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := strings.Trim(strings.TrimPrefix(h.Name, "./"), "/")
		if name == "" {
			continue
		}
		target := extract(name, h)
		if target == "" || h.Typeflag != tar.TypeReg {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		out, err := os.OpenFile(target, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o755)
		if err != nil {
			return err
		}
		_, err = io.Copy(out, tr)
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
}

func freePort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
}

func waitHealthy(base string, within time.Duration) error {
	deadline := time.Now().Add(within)
	for {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("status %d", res.StatusCode)
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// rlimit is "n:n" for the smaller of 4096 and this process's hard limit.
func rlimit(resource int) string {
	n := uint64(4096)
	var l unix.Rlimit
	if unix.Getrlimit(resource, &l) == nil && l.Max < n {
		n = l.Max
	}
	return fmt.Sprintf("%d:%d", n, n)
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(string(b), "\n")
	return s
}

func lastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return lines[len(lines)-1]
}
