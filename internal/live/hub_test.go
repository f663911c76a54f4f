package live

import (
	"strings"
	"testing"
)

func drain(s *stream) string {
	var b strings.Builder
	for {
		select {
		case f := <-s.ch:
			b.Write(f)
		default:
			return b.String()
		}
	}
}

func join(frames [][]byte) string {
	var b strings.Builder
	for _, f := range frames {
		b.Write(f)
	}
	return b.String()
}

func TestReplayAndResync(t *testing.T) {
	h := New(Options{Buffer: 3})
	s, initial, err := h.subscribe(Viewer{MemberID: 3}, "")
	if err != nil {
		t.Fatal(err)
	}
	start := h.ring.head()
	if got, want := join(initial), "id: "+start+"\n\n"; got != want {
		t.Fatalf("initial = %q, want the position frame %q", got, want)
	}
	h.Publish(Message{Topics: []string{TopicEvents}})                               // 1
	h.Publish(Message{Topics: []string{TopicAdmin}})                                // 2: not for this viewer
	h.Publish(Message{Topics: []string{TopicMyRegistrations}, Members: []int64{3}}) // 3
	live := drain(s)
	if strings.Count(live, "event: changed") != 2 || strings.Contains(live, "admin") {
		t.Fatalf("live frames:\n%s", live)
	}
	id := func(n int) string { return h.instance + "-" + string(rune('0'+n)) }

	tests := []struct {
		name, lastID string
		want         []string // substrings in order
		not          []string
	}{
		{"from the start position replays all it may see", start,
			[]string{"id: " + id(1) + "\nevent: changed\ndata: {\"topics\":[\"events\"]}", "id: " + id(3) + "\n", "id: " + id(3) + "\n\n"}, []string{"admin", "resync"}},
		{"from a known id replays what came after", id(1), []string{"id: " + id(3) + "\nevent: changed"}, []string{"id: " + id(1) + "\nevent", "resync"}},
		{"from the newest id replays nothing", id(3), []string{"id: " + id(3) + "\n\n"}, []string{"event:"}},
		{"an unknown id gets resync with the current position", "elsewhere-9",
			[]string{"id: " + id(3) + "\nevent: resync\ndata: {}\n\n"}, []string{"changed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, initial, err := h.subscribe(Viewer{MemberID: 3}, tt.lastID)
			if err != nil {
				t.Fatal(err)
			}
			got := join(initial)
			rest := got
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("replay lacks %q (in order):\n%s", w, got)
				}
				rest = rest[i+len(w):]
			}
			for _, n := range tt.not {
				if strings.Contains(got, n) {
					t.Fatalf("replay has %q:\n%s", n, got)
				}
			}
		})
	}

	// One more message evicts message 1: its id and the start position
	// are no longer known.
	h.Publish(Message{Topics: []string{TopicEvents}})
	for _, old := range []string{id(1), start} {
		if _, initial, _ := h.subscribe(Viewer{}, old); !strings.Contains(join(initial), "event: resync") {
			t.Errorf("after eviction %s: %q, want resync", old, join(initial))
		}
	}
	// A gap (listener reconnected) forgets everything and resyncs streams.
	h.gap()
	if got := drain(s); !strings.Contains(got, "event: resync") {
		t.Errorf("open stream after a gap got %q, want resync", got)
	}
	if _, initial, _ := h.subscribe(Viewer{}, id(4)); !strings.Contains(join(initial), "event: resync") {
		t.Errorf("id from before the gap: %q, want resync", join(initial))
	}
}

func TestSlowStreamIsDroppedNotWaitedFor(t *testing.T) {
	h := New(Options{StreamQueue: 2})
	slow, _, _ := h.subscribe(Viewer{}, "")
	for range 3 {
		h.Publish(Message{Topics: []string{TopicEvents}}) // would block if delivery waited
	}
	select {
	case <-slow.gone:
	default:
		t.Fatal("overflowing stream still open")
	}
	if h.Streams() != 0 {
		t.Fatalf("%d streams, want the slow one gone", h.Streams())
	}
}

func TestStreamCapAndClose(t *testing.T) {
	h := New(Options{MaxStreams: 2})
	a, _, _ := h.subscribe(Viewer{}, "")
	b, _, err := h.subscribe(Viewer{}, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := h.subscribe(Viewer{}, ""); err != ErrTooManyStreams {
		t.Fatalf("third stream: %v, want ErrTooManyStreams", err)
	}
	h.unsubscribe(a)
	if _, _, err := h.subscribe(Viewer{}, ""); err != nil {
		t.Fatalf("after one left: %v", err)
	}
	h.CloseStreams()
	if _, _, err := h.subscribe(Viewer{}, ""); err != ErrClosed {
		t.Fatalf("after close: %v, want ErrClosed", err)
	}
	select {
	case <-b.gone:
	default:
		t.Fatal("CloseStreams left a stream open")
	}
	h.Stop() // not started: must not block or panic
	h.Stop()
}
