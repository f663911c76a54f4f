// Package pglisten keeps a PostgreSQL LISTEN open for as long as a context
// lives. LISTEN needs a session of its own (a pooled connection would be
// handed to other queries), so Run holds a dedicated connection and
// reconnects it with capped exponential backoff when it drops.
//
// Notifications sent while the connection is down are lost; Connected is
// called each time LISTEN is (re)established so the caller can resync
// whatever the lost messages would have told it.
package pglisten

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5"
)

// Handlers are Run's callbacks, all called on Run's goroutine.
type Handlers struct {
	// Connected runs each time LISTEN is in place, before any message.
	Connected func()
	// Lost runs each time the connection is lost (err says why).
	Lost func(err error)
	// Message receives each notification's payload in order.
	Message func(payload string)
}

// Run listens on channel at url until ctx ends.
func Run(ctx context.Context, url, channel string, log *slog.Logger, h Handlers) {
	const minWait, maxWait = 100 * time.Millisecond, 10 * time.Second
	wait := minWait
	for {
		err := once(ctx, url, channel, h, func() { wait = minWait })
		if ctx.Err() != nil {
			return
		}
		if h.Lost != nil {
			h.Lost(err)
		}
		// Jitter keeps many instances from reconnecting in lockstep after
		// a database restart.
		d := wait/2 + rand.N(wait/2+1)
		log.Warn("pglisten: listener lost, reconnecting", "channel", channel, "err", err, "in", d)
		select {
		case <-ctx.Done():
			return
		case <-time.After(d):
		}
		wait = min(wait*2, maxWait)
	}
}

func once(ctx context.Context, url, channel string, h Handlers, resetBackoff func()) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	resetBackoff()
	if h.Connected != nil {
		h.Connected()
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("wait: %w", err)
		}
		if h.Message != nil {
			h.Message(n.Payload)
		}
	}
}
