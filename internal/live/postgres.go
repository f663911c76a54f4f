package live

import (
	"context"
	"encoding/json"
	"time"

	"golfclub/internal/pglisten"
)

// maxPayload is PostgreSQL's NOTIFY payload limit (8000 bytes) with room
// to spare.
const maxPayload = 7900

// notify sends ms to every instance's listener, in one statement. Messages
// are sent from one goroutine and, within the statement, in array order
// (unnest reads an array in order; NOTIFY delivers one transaction's
// messages in the order sent), so this instance's messages keep their
// order, and NOTIFY delivers all instances' messages to every listener in
// the same (commit) order.
func (h *Hub) notify(ms []Message) {
	payloads := make([]string, 0, len(ms))
	ids := make([]string, 0, len(ms))
	for _, m := range ms {
		payload, err := json.Marshal(m)
		if err != nil {
			h.log.Error("live: encode message", "id", m.ID, "err", err)
			continue
		}
		if len(payload) > maxPayload {
			h.log.Error("live: message too large for NOTIFY, dropped", "id", m.ID, "bytes", len(payload))
			continue
		}
		payloads = append(payloads, string(payload))
		ids = append(ids, m.ID)
	}
	if len(payloads) == 0 {
		return
	}
	// A few quick retries ride out a dropped pooled connection; after
	// that the messages are lost, and this instance's streams are told to
	// resync (other instances' listeners are very likely cut off too and
	// resync theirs when they reconnect).
	for attempt, wait := 1, 100*time.Millisecond; ; attempt, wait = attempt+1, wait*4 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, err := h.opts.DB.ExecContext(ctx, "SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p", Channel, payloads)
		cancel()
		if err == nil {
			return
		}
		if attempt == 3 {
			h.log.Error("live: notify failed, messages lost", "ids", ids, "err", err)
			h.gap()
			return
		}
		time.Sleep(wait)
	}
}

// listen receives every instance's messages (pglisten holds the dedicated
// connection and reconnects it). Each time LISTEN is (re)established the
// streams are resynced, since messages sent meanwhile were lost.
func (h *Hub) listen(ctx context.Context) {
	pglisten.Run(ctx, h.opts.DatabaseURL, Channel, h.log, pglisten.Handlers{
		Connected: func() {
			h.gap()
			h.markReady()
			h.listening.Store(true)
		},
		Lost: func(error) { h.listening.Store(false) },
		Message: func(payload string) {
			var m Message
			if err := json.Unmarshal([]byte(payload), &m); err != nil || m.ID == "" {
				h.log.Error("live: bad payload", "err", err)
				return
			}
			h.deliver(m)
		},
	})
}
