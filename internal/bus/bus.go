// Package bus is the one in-process event bus of the club: the service
// layer (internal/club) publishes a domain event after its transaction has
// committed, and subscribers (internal/notify: notifications today; Web
// Push outbox, the live SSE hub and cache invalidation next) act on it.
//
// Delivery is synchronous and in subscription order, on the publisher's
// goroutine: when Publish returns, every subscriber has run. A subscriber's
// error or panic is logged with the event and never reaches the publisher,
// whose change has already happened; subscribers that must not lose work
// on a crash write it to the database (an outbox) rather than hold it in
// memory. Subscribers that do slow work (sending mail or pushes) should
// queue it and return.
//
// Events are plain structs with exported, JSON-tagged fields and no
// pointers into the store, so a later fan-out across instances (PostgreSQL
// LISTEN/NOTIFY) can marshal them as they are, keyed by Name.
package bus

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
)

// Event is a domain event. Name is stable ("registration.created") and
// identifies the event in logs and on the wire.
type Event interface {
	EventName() string
}

// Handler receives every published event; it picks the ones it wants with
// a type switch.
type Handler func(ctx context.Context, e Event) error

type subscriber struct {
	name string
	fn   Handler
}

// Bus delivers events to its subscribers. The zero value is not usable;
// call New.
type Bus struct {
	log  *slog.Logger
	mu   sync.RWMutex
	subs []subscriber
}

// New returns a bus that logs subscriber failures to log (slog.Default
// when nil).
func New(log *slog.Logger) *Bus {
	if log == nil {
		log = slog.Default()
	}
	return &Bus{log: log}
}

// Subscribe adds fn under name (used in logs). Subscribers run in the
// order they subscribed.
func (b *Bus) Subscribe(name string, fn Handler) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.subs = append(b.subs, subscriber{name: name, fn: fn})
}

// Publish hands e to every subscriber in turn and returns when all have
// run. It never fails: the change e reports is already committed, so a
// subscriber's failure is logged (at error level, with the event) and the
// next subscriber still runs (the log names the event but not its payload,
// which may hold phone numbers; subscribers wrap their errors with the ids
// they need). The context is detached from cancellation so
// that a client hanging up after its change committed does not cost the
// side effects.
func (b *Bus) Publish(ctx context.Context, e Event) {
	if b == nil {
		return
	}
	ctx = context.WithoutCancel(ctx)
	b.mu.RLock()
	subs := b.subs
	b.mu.RUnlock()
	for _, s := range subs {
		if err := call(ctx, s.fn, e); err != nil {
			b.log.ErrorContext(ctx, "event subscriber failed", "subscriber", s.name, "event", e.EventName(), "err", err)
		}
	}
}

// call runs fn, turning a panic into an error so one bad subscriber cannot
// take the request (or the others) down.
func call(ctx context.Context, fn Handler, e Event) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return fn(ctx, e)
}
