package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestServeMetricsReadinessAndJSONLog runs the binary with a metrics
// listener and a drain delay: metrics are served there and not on the
// members' address, /readyz turns 503 at SIGTERM while the server still
// answers, and every log line is a JSON object, the access lines with
// their request id.
func TestServeMetricsReadinessAndJSONLog(t *testing.T) {
	bin := buildBinary(t)
	addr, metricsAddr := freeAddr(t), freeAddr(t)
	serve := exec.Command(bin, "serve", "--addr", addr, "--metrics-addr", metricsAddr, "--drain-delay", "3s", "--log-level", "debug")
	serve.Env = append(os.Environ(), "GOLFCLUB_DATA_DIR="+t.TempDir())
	var logText lockedBuffer
	serve.Stderr = &logText
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { serve.Process.Kill() })
	base := "http://" + addr
	waitHealthy(t, base)

	get := func(url string) (int, string, http.Header) {
		t.Helper()
		res, err := http.Get(url)
		if err != nil {
			t.Fatalf("GET %s: %v", url, err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body), res.Header
	}
	if code, body, _ := get(base + "/readyz"); code != 200 || !strings.Contains(body, `"ready"`) {
		t.Fatalf("readyz: %d %s", code, body)
	}
	_, _, h := get(base + "/api/events")
	reqID := h.Get("X-Request-ID")
	if len(reqID) != 16 {
		t.Fatalf("X-Request-ID %q", reqID)
	}
	if _, body, _ := get(base + "/metrics"); strings.Contains(body, "golfclub_") {
		t.Error("the members' address serves metrics")
	}
	code, body, _ := get("http://" + metricsAddr + "/metrics")
	if code != 200 {
		t.Fatalf("metrics: %d", code)
	}
	for _, want := range []string{
		`golfclub_http_request_duration_seconds_count{method="GET",route="GET /api/events",status="200"} 1`,
		`golfclub_http_request_duration_seconds_count{method="GET",route="GET /readyz",status="200"} 1`,
		"golfclub_push_outbox_depth 0", "golfclub_live_streams 0", "go_goroutines", `go_sql_open_connections{db_name="write"}`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	if code, _, _ := get("http://" + metricsAddr + "/api/events"); code != 404 {
		t.Errorf("the metrics listener answers /api/events with %d, want 404", code)
	}

	// SIGTERM: not ready at once, still answering during the drain delay.
	if err := serve.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		code, body, _ := get(base + "/readyz")
		if code == 503 && strings.Contains(body, "Shutting down") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("readyz still %d %s after SIGTERM", code, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code, _, _ := get(base + "/healthz"); code != 200 {
		t.Errorf("healthz during the drain: %d", code)
	}
	if err := within(t, 30*time.Second, "serve did not exit after SIGTERM", serve.Wait); err != nil {
		t.Fatalf("serve exited with %v\n%s", err, logText.String())
	}

	var sawAccess bool
	for _, line := range strings.Split(strings.TrimSpace(logText.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %s", line)
		}
		if rec["msg"] == "http" && rec["path"] == "/api/events" && rec["request_id"] == reqID {
			sawAccess = true
		}
	}
	if !sawAccess {
		t.Errorf("no access line with request id %s:\n%s", reqID, logText.String())
	}
	for _, want := range []string{`"msg":"serving metrics"`, `"msg":"shutting down"`, `"drain_delay":"3s"`, `"msg":"stopped"`} {
		if !strings.Contains(logText.String(), want) {
			t.Errorf("log lacks %s", want)
		}
	}
}
