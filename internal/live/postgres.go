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

// notify sends m to every instance's listener. Messages are sent one at a
// time from one goroutine, so this instance's messages keep their order,
// and NOTIFY delivers all instances' messages to every listener in the
// same (commit) order.
func (h *Hub) notify(m Message) {
	payload, err := json.Marshal(m)
	if err != nil {
		h.log.Error("live: encode message", "id", m.ID, "err", err)
		return
	}
	if len(payload) > maxPayload {
		h.log.Error("live: message too large for NOTIFY, dropped", "id", m.ID, "bytes", len(payload))
		return
	}
	// A few quick retries ride out a dropped pooled connection; after
	// that the message is lost, and this instance's streams are told to
	// resync (other instances' listeners are very likely cut off too and
	// resync theirs when they reconnect).
	for attempt, wait := 1, 100*time.Millisecond; ; attempt, wait = attempt+1, wait*4 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, err = h.opts.DB.ExecContext(ctx, "SELECT pg_notify($1, $2)", Channel, string(payload))
		cancel()
		if err == nil {
			return
		}
		if attempt == 3 {
			h.log.Error("live: notify failed, message lost", "id", m.ID, "err", err)
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
		},
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
