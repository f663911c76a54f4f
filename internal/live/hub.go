package live

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"golfclub/internal/bus"
)

// Defaults of Options.
const (
	DefaultHeartbeat   = 20 * time.Second
	DefaultMaxStreams  = 5000
	DefaultBuffer      = 1024
	DefaultStreamQueue = 64
	// Channel is the NOTIFY/LISTEN channel every instance shares.
	Channel = "golfclub_live"
)

// Errors of Subscribe; the HTTP layer turns them into 503 answers.
var (
	ErrTooManyStreams = errors.New("live: too many open streams")
	ErrClosed         = errors.New("live: hub closed")
)

// Options configure a Hub; zero fields take the defaults.
type Options struct {
	// Heartbeat is the interval of the ": ping" comment that keeps
	// proxies from closing an idle stream.
	Heartbeat time.Duration
	// MaxStreams caps the open streams of this instance.
	MaxStreams int
	// Buffer is how many recent messages are kept for Last-Event-ID replay.
	Buffer int
	// StreamQueue is how many frames may wait for one slow client before
	// its stream is dropped (it reconnects and replays from the buffer).
	StreamQueue int
	// DatabaseURL, when set, is the PostgreSQL database whose LISTEN/NOTIFY
	// carries messages between instances; DB is a pool on the same
	// database that sends the NOTIFYs. Empty: in-process fan-out only.
	DatabaseURL string
	DB          *sql.DB
	Log         *slog.Logger
}

// Hub fans messages out to the streams of this instance. Message ids are
// made unique by the sending instance ("<instance>-<n>"); every instance
// buffers messages in the order it receives them, which on PostgreSQL is
// NOTIFY's commit order and so the same everywhere. A Last-Event-ID is
// therefore found (and replayed from) on any instance whose buffer still
// holds it, and answered with a resync on any other.
type Hub struct {
	opts     Options
	log      *slog.Logger
	instance string

	seqMu sync.Mutex
	seq   uint64
	out   chan Message // to the sender goroutine

	mu      sync.Mutex
	streams map[*stream]struct{}
	closed  bool
	ring    ring

	ready     chan struct{}
	readyOnce sync.Once
	// listening is whether LISTEN is in place on PostgreSQL (always true
	// in process), for the readiness probe.
	listening atomic.Bool
	cancel    context.CancelFunc
	stopOut   chan struct{}
	stopOnce  sync.Once
	wg        sync.WaitGroup
}

// New makes a hub; Start begins delivering.
func New(opts Options) *Hub {
	if opts.Heartbeat <= 0 {
		opts.Heartbeat = DefaultHeartbeat
	}
	if opts.MaxStreams <= 0 {
		opts.MaxStreams = DefaultMaxStreams
	}
	if opts.Buffer <= 0 {
		opts.Buffer = DefaultBuffer
	}
	if opts.StreamQueue <= 0 {
		opts.StreamQueue = DefaultStreamQueue
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	h := &Hub{
		opts: opts, log: opts.Log, instance: randomID(),
		out:     make(chan Message, 4096),
		streams: map[*stream]struct{}{},
		ready:   make(chan struct{}),
		stopOut: make(chan struct{}),
	}
	h.ring.reset(opts.Buffer, h.instance)
	if opts.DatabaseURL == "" {
		h.markReady()
		h.listening.Store(true)
	}
	return h
}

func randomID() string {
	var b [4]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Subscribe makes the hub publish the live messages of the bus's events.
// It only queues them, so the publisher is never held up.
func (h *Hub) Subscribe(b *bus.Bus) {
	b.Subscribe("live", func(ctx context.Context, e bus.Event) error {
		for _, m := range FromEvent(e) {
			h.Publish(m)
		}
		return nil
	})
}

// Publish sends m to every instance (this one included), splitting it
// when its member list is too long for one NOTIFY. On PostgreSQL it only
// queues m for the sender goroutine.
func (h *Hub) Publish(m Message) {
	for _, part := range split(m) {
		h.seqMu.Lock()
		h.seq++
		part.ID = h.instance + "-" + strconv.FormatUint(h.seq, 10)
		h.seqMu.Unlock()
		if h.opts.DatabaseURL == "" {
			// One process: deliver here. Delivery only queues frames,
			// so the publisher is not held up.
			h.deliver(part)
			continue
		}
		select {
		case h.out <- part:
		default:
			// The database is too slow or gone; streams will be resynced
			// when the listener reconnects.
			h.log.Error("live: outgoing queue full, message dropped", "id", part.ID)
		}
	}
}

// Start begins, on PostgreSQL, sending queued messages and listening for
// every instance's messages; Ready is closed once LISTEN is in place. In
// process (no DatabaseURL) there is nothing to start.
func (h *Hub) Start(ctx context.Context) {
	if h.opts.DatabaseURL == "" {
		return // Publish delivers in process
	}
	ctx, h.cancel = context.WithCancel(ctx)
	h.wg.Add(2)
	go func() {
		defer h.wg.Done()
		h.sendLoop(h.notify)
	}()
	go func() {
		defer h.wg.Done()
		h.listen(ctx)
	}()
}

// Ready is closed once the hub delivers messages (on PostgreSQL: once the
// first LISTEN is in place).
func (h *Hub) Ready() <-chan struct{} { return h.ready }

func (h *Hub) markReady() { h.readyOnce.Do(func() { close(h.ready) }) }

// Listening tells whether the hub hears every instance's messages now: on
// PostgreSQL, whether its LISTEN connection is up; in process, always.
func (h *Hub) Listening() bool { return h.listening.Load() }

// sendBatch caps the messages sent in one statement.
const sendBatch = 64

// sendLoop hands queued messages to send in order until Stop, then sends
// what is still queued (events published while requests drained). Each
// call of send gets everything queued at that moment, up to sendBatch, so
// a burst of changes costs a few statements, not one each.
func (h *Hub) sendLoop(send func([]Message)) {
	batch := make([]Message, 0, sendBatch)
	// more appends what is queued, up to sendBatch, without waiting.
	more := func() {
		for len(batch) < sendBatch {
			select {
			case m := <-h.out:
				batch = append(batch, m)
			default:
				return
			}
		}
	}
	for {
		select {
		case m := <-h.out:
			batch = append(batch[:0], m)
			more()
			send(batch)
		case <-h.stopOut:
			for {
				batch = batch[:0]
				more()
				if len(batch) == 0 {
					return
				}
				send(batch)
			}
		}
	}
}

// CloseStreams ends every open stream at once and refuses new ones. Call it
// before http.Server.Shutdown, which would otherwise wait for streams that
// never end on their own.
func (h *Hub) CloseStreams() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for s := range h.streams {
		s.kick()
	}
	clear(h.streams)
}

// Stop sends what is queued and stops the background work. Call it after
// the HTTP server has shut down.
func (h *Hub) Stop() {
	h.CloseStreams()
	h.stopOnce.Do(func() {
		if h.cancel == nil {
			return // never started
		}
		close(h.stopOut)
		h.cancel()
		h.wg.Wait()
	})
}

// Streams is the number of open streams (for tests and benchmarks).
func (h *Hub) Streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.streams)
}

// stream is one open SSE connection.
type stream struct {
	viewer Viewer
	ch     chan []byte
	// gone is closed when the hub drops the stream (overflow, shutdown).
	gone     chan struct{}
	goneOnce sync.Once
}

func (s *stream) kick() { s.goneOnce.Do(func() { close(s.gone) }) }

// subscribe registers a stream for v and returns the frames to write before
// anything from its queue: the replay after lastID (or a resync when the
// buffer does not hold it) and the current position. Both happen under one
// lock, so nothing falls between the replay and the queue.
func (h *Hub) subscribe(v Viewer, lastID string) (*stream, [][]byte, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, nil, ErrClosed
	}
	if len(h.streams) >= h.opts.MaxStreams {
		return nil, nil, ErrTooManyStreams
	}
	s := &stream{viewer: v, ch: make(chan []byte, h.opts.StreamQueue), gone: make(chan struct{})}
	h.streams[s] = struct{}{}
	var initial [][]byte
	if lastID != "" {
		missed, ok := h.ring.after(lastID)
		if !ok {
			return s, [][]byte{resyncFrame(h.ring.head())}, nil
		}
		for _, m := range missed {
			if event, data, ok := Render(m, v); ok {
				initial = append(initial, frame(m.ID, event, data))
			}
		}
	}
	return s, append(initial, positionFrame(h.ring.head())), nil
}

func (h *Hub) unsubscribe(s *stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.streams, s)
}

// deliver buffers m and queues it on every stream whose viewer sees it. A
// stream whose queue is full is dropped rather than waited for: its client
// reconnects and replays from the buffer.
func (h *Hub) deliver(m Message) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.ring.add(m)
	rendered := map[class][]byte{}
	for s := range h.streams {
		c := classOf(&m, s.viewer)
		f, seen := rendered[c]
		if !seen {
			if event, data, ok := render(&m, c); ok {
				f = frame(m.ID, event, data)
			}
			rendered[c] = f
		}
		if f != nil {
			h.enqueue(s, f)
		}
	}
}

// gap records that messages may have been missed (the listener lost its
// connection): the buffer starts over, so old ids resync, and every open
// stream is told to refresh.
func (h *Hub) gap() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.ring.reset(h.opts.Buffer, h.instance)
	f := resyncFrame(h.ring.head())
	for s := range h.streams {
		h.enqueue(s, f)
	}
}

// enqueue must be called with h.mu held.
func (h *Hub) enqueue(s *stream, f []byte) {
	select {
	case s.ch <- f:
	default:
		s.kick()
		delete(h.streams, s)
	}
}

// ring holds the latest messages in the order this instance received them.
type ring struct {
	msgs  []Message
	next  uint64            // position of the next message
	index map[string]uint64 // id → position, for what msgs still holds
	// start names the position before the first message since the last
	// reset; it stays valid until the first message is evicted.
	start   string
	evicted bool
}

func (r *ring) reset(size int, instance string) {
	r.msgs = make([]Message, size)
	r.next = 0
	r.index = make(map[string]uint64, size)
	r.start = instance + "-start-" + randomID()
	r.evicted = false
}

func (r *ring) add(m Message) {
	size := uint64(len(r.msgs))
	slot := r.next % size
	if r.next >= size {
		delete(r.index, r.msgs[slot].ID)
		r.evicted = true
	}
	r.msgs[slot] = m
	r.index[m.ID] = r.next
	r.next++
}

func (r *ring) oldest() uint64 {
	if size := uint64(len(r.msgs)); r.next > size {
		return r.next - size
	}
	return 0
}

// after returns the messages after id, or false when the ring does not
// know id.
func (r *ring) after(id string) ([]*Message, bool) {
	from := r.oldest()
	if id != r.start || r.evicted {
		pos, ok := r.index[id]
		if !ok {
			return nil, false
		}
		from = pos + 1
	}
	out := make([]*Message, 0, r.next-from)
	for p := from; p < r.next; p++ {
		out = append(out, &r.msgs[p%uint64(len(r.msgs))])
	}
	return out, true
}

// head is the id of the newest message, or the start position when none
// arrived since the last reset.
func (r *ring) head() string {
	if r.next == 0 {
		return r.start
	}
	return r.msgs[(r.next-1)%uint64(len(r.msgs))].ID
}
