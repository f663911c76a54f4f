package live

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store/storetest"
)

// TestPostgresFanOut: a message published by one hub reaches a stream of
// another through NOTIFY with the same id; a NOTIFY that keeps failing
// resyncs the sender's own streams instead of losing the message silently.
func TestPostgresFanOut(t *testing.T) {
	s, url := storetest.PostgresWithURL(t)
	start := func(db *sql.DB) *Hub {
		h := New(Options{DatabaseURL: url, DB: db})
		h.Start(context.Background())
		t.Cleanup(h.Stop)
		select {
		case <-h.Ready():
		case <-time.After(10 * time.Second):
			t.Fatal("listener not ready")
		}
		return h
	}
	a, b := start(s.DB().DB), start(s.DB().DB)
	onB, _, _ := b.subscribe(Viewer{}, "")
	a.Publish(Message{Topics: []string{TopicEvents}})
	select {
	case f := <-onB.ch:
		if !strings.HasPrefix(string(f), "id: "+a.instance+"-1\nevent: changed") {
			t.Fatalf("on B: %q", f)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("message from A never reached B")
	}

	closed, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	closed.Close()
	broken := start(closed)
	own, _, _ := broken.subscribe(Viewer{}, "")
	broken.Publish(Message{Topics: []string{TopicEvents}})
	select {
	case f := <-own.ch:
		if !strings.Contains(string(f), "event: resync") {
			t.Fatalf("after a failed NOTIFY: %q, want resync", f)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("failed NOTIFY left the sender's streams unaware")
	}
}

// TestPostgresBurstKeepsOrder: a burst of messages, sent several to a
// statement, reaches another instance's stream complete and in order.
func TestPostgresBurstKeepsOrder(t *testing.T) {
	s, url := storetest.PostgresWithURL(t)
	hubs := make([]*Hub, 2)
	for i := range hubs {
		// A queue for the whole burst: the test reads slower than a
		// real stream writes, and a full queue drops the stream.
		hubs[i] = New(Options{DatabaseURL: url, DB: s.DB().DB, StreamQueue: 512})
		hubs[i].Start(context.Background())
		t.Cleanup(hubs[i].Stop)
		select {
		case <-hubs[i].Ready():
		case <-time.After(10 * time.Second):
			t.Fatal("listener not ready")
		}
	}
	a, b := hubs[0], hubs[1]
	onB, _, _ := b.subscribe(Viewer{}, "")
	const burst = 300
	go func() {
		for range burst {
			a.Publish(Message{Topics: []string{TopicEvents}})
		}
	}()
	for i := 1; i <= burst; i++ {
		select {
		case f := <-onB.ch:
			if want := fmt.Sprintf("id: %s-%d\n", a.instance, i); !strings.HasPrefix(string(f), want) {
				t.Fatalf("frame %d on B: %q, want %q", i, f, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("B got %d of %d messages", i-1, burst)
		}
	}
}
