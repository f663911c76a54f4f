package live

import (
	"net/http"
	"time"
)

// retryFrame is the first thing every stream sends: reconnect after 3 s.
var retryFrame = []byte("retry: 3000\n\n")

var pingFrame = []byte(": ping\n\n")

// Serve streams to v until the client leaves, the hub drops the stream or
// closes, or maxAge (what is left of the viewer's session; zero: no limit)
// has passed,
// after which the client reconnects as whoever it then is. It returns
// ErrTooManyStreams or ErrClosed before writing anything; once the stream
// has started it returns nil.
//
// The last id the client saw comes from the Last-Event-ID header (sent by
// EventSource on reconnect) or, for a client that makes a new EventSource,
// the lastEventId query parameter.
func (h *Hub) Serve(w http.ResponseWriter, r *http.Request, v Viewer, maxAge time.Duration) error {
	lastID := r.Header.Get("Last-Event-ID")
	if lastID == "" {
		lastID = r.URL.Query().Get("lastEventId")
	}
	s, initial, err := h.subscribe(v, lastID)
	if err != nil {
		return err
	}
	defer h.unsubscribe(s)

	// The server's read and write timeouts are meant for ordinary
	// requests; a stream lives for hours. Not every ResponseWriter
	// supports deadlines (httptest's recorder does not), which is fine.
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{})
	_ = rc.SetReadDeadline(time.Time{})

	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Accel-Buffering", "no") // nginx: do not buffer the stream
	w.WriteHeader(http.StatusOK)
	write := func(frames ...[]byte) bool {
		for _, f := range frames {
			if _, err := w.Write(f); err != nil {
				return false
			}
		}
		return rc.Flush() == nil
	}
	if !write(append([][]byte{retryFrame}, initial...)...) {
		return nil
	}

	heartbeat := time.NewTicker(h.opts.Heartbeat)
	defer heartbeat.Stop()
	var expired <-chan time.Time
	if maxAge > 0 {
		t := time.NewTimer(maxAge)
		defer t.Stop()
		expired = t.C
	}
	for {
		select {
		case f := <-s.ch:
			// Write whatever else is already queued before flushing once.
			frames := [][]byte{f}
			for more := true; more; {
				select {
				case f := <-s.ch:
					frames = append(frames, f)
				default:
					more = false
				}
			}
			if !write(frames...) {
				return nil
			}
		case <-heartbeat.C:
			if !write(pingFrame) {
				return nil
			}
		case <-s.gone:
			return nil
		case <-expired:
			return nil
		case <-r.Context().Done():
			return nil
		}
	}
}
