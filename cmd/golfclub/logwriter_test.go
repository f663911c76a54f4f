package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe to read while the writer flushes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestLogWriter(t *testing.T) {
	tests := []struct {
		name     string
		interval time.Duration
		close    bool
	}{
		{name: "written out by the timer", interval: 10 * time.Millisecond},
		{name: "written out on close", interval: time.Hour, close: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out lockedBuffer
			w := newLogWriter(&out, tt.interval)
			defer w.Close()
			if _, err := w.Write([]byte("level=INFO msg=http\n")); err != nil {
				t.Fatal(err)
			}
			if out.String() != "" && tt.interval == time.Hour {
				t.Fatal("written through before any flush: not buffered")
			}
			if tt.close {
				w.Close()
			}
			deadline := time.Now().Add(2 * time.Second)
			for !strings.Contains(out.String(), "msg=http") {
				if time.Now().After(deadline) {
					t.Fatalf("log line never written out: %q", out.String())
				}
				time.Sleep(5 * time.Millisecond)
			}
		})
	}
}

// TestLogWriterAfterClose: a line logged after Close (a goroutine still
// winding down while main returns) reaches the output at once, without a
// timer or another Close.
func TestLogWriterAfterClose(t *testing.T) {
	var out lockedBuffer
	w := newLogWriter(&out, time.Hour)
	if _, err := w.Write([]byte("level=INFO msg=stopped\n")); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if _, err := w.Write([]byte("level=INFO msg=late\n")); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "level=INFO msg=stopped\nlevel=INFO msg=late\n"; got != want {
		t.Fatalf("output %q, want %q", got, want)
	}
}
