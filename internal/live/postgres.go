package live

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
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

// listen receives every instance's messages on a dedicated connection
// (LISTEN needs one session for itself; a pooled connection would be
// handed to other queries), reconnecting with capped exponential backoff.
// Each time LISTEN is (re)established the streams are resynced, since
// messages sent meanwhile were lost.
func (h *Hub) listen(ctx context.Context) {
	const minWait, maxWait = 100 * time.Millisecond, 10 * time.Second
	wait := minWait
	for {
		err := h.listenOnce(ctx, func() { wait = minWait })
		if ctx.Err() != nil {
			return
		}
		// Jitter keeps many instances from reconnecting in lockstep after
		// a database restart.
		d := wait/2 + rand.N(wait/2+1)
		h.log.Warn("live: listener lost, reconnecting", "err", err, "in", d)
		select {
		case <-ctx.Done():
			return
		case <-time.After(d):
		}
		wait = min(wait*2, maxWait)
	}
}

func (h *Hub) listenOnce(ctx context.Context, connected func()) error {
	conn, err := pgx.Connect(ctx, h.opts.DatabaseURL)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{Channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	connected()
	h.gap()
	h.markReady()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("wait: %w", err)
		}
		var m Message
		if err := json.Unmarshal([]byte(n.Payload), &m); err != nil || m.ID == "" {
			h.log.Error("live: bad payload", "err", err)
			continue
		}
		h.deliver(m)
	}
}
