package logctx

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
)

func TestValidRequestID(t *testing.T) {
	for id, want := range map[string]bool{
		"abc123":                true,
		"req-1_2.3":             true,
		"A":                     true,
		strings.Repeat("a", 64): true,
		strings.Repeat("a", 65): false,
		"":                      false,
		"has space":             false,
		"new\nline":             false,
		`quote"`:                false,
		"ünïcode":               false,
		"semi;colon":            false,
		"<script>":              false,
	} {
		if got := ValidRequestID(id); got != want {
			t.Errorf("ValidRequestID(%q) = %v, want %v", id, got, want)
		}
	}
	for range 100 {
		if id := NewRequestID(); !ValidRequestID(id) || len(id) != 16 {
			t.Fatalf("NewRequestID() = %q: not a valid 16-digit id", id)
		}
	}
}

func TestHandlerAddsTheRequestID(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(Handler(slog.NewJSONHandler(&buf, nil))).With("app", "golfclub").WithGroup("g")
	ctx := WithRequestID(context.Background(), "abc123")
	log.InfoContext(ctx, "with id", "k", 1)
	log.Info("without id")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 lines, got %q", buf.String())
	}
	var first, second map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(lines[1]), &second); err != nil {
		t.Fatal(err)
	}
	g, _ := first["g"].(map[string]any)
	if g["request_id"] != "abc123" || first["app"] != "golfclub" {
		t.Errorf("first line %s: want request_id abc123 (in the open group) and app", lines[0])
	}
	if strings.Contains(lines[1], "request_id") {
		t.Errorf("second line %s has a request id though its context has none", lines[1])
	}
}
