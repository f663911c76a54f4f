// Package batch runs the same work for concurrent callers together, the way
// a database groups commits: while one run is under way, callers queue, and
// the next run takes all of them at once (the run function bounds what it
// does in one go, if it must). Each caller still waits for the
// run that holds its item and gets that run's error, so batching changes how
// often the work runs, not what a caller can rely on when Do returns.
//
// Under load this turns one round of database statements per request into
// one per burst of requests, which is what lets registrations per second
// on PostgreSQL scale; with one caller at a time it is the plain call.
package batch

import (
	"context"
	"sync"
)

// Group batches calls of one function. The zero value is ready to use and
// must not be copied.
type Group[T any] struct {
	mu    sync.Mutex
	queue []*call[T]
	// busy is true while some goroutine is running batches; then the queue
	// is that goroutine's to take, and it never stops with the queue not
	// empty.
	busy bool
}

type call[T any] struct {
	item T
	done chan error
}

// Do queues item for run and returns the error of the run that took it.
// run must be the same function on every call of a Group: it does the work
// of all items of one batch, in the order they were queued. The caller
// whose item finds no run under way runs the batch itself, with its ctx;
// later batches run on a goroutine of their own, so no caller waits for
// more than the run in progress and its own.
func (g *Group[T]) Do(ctx context.Context, item T, run func(context.Context, []T) error) error {
	c := &call[T]{item: item, done: make(chan error, 1)}
	g.mu.Lock()
	g.queue = append(g.queue, c)
	if g.busy {
		g.mu.Unlock()
		return <-c.done
	}
	g.busy = true
	g.mu.Unlock()
	// The queue held only c (busy was false, so nobody else could have
	// left items behind); run its batch here.
	g.runOnce(ctx, run)
	return <-c.done
}

// runOnce runs the batch at the head of the queue, then hands what queued
// meanwhile to a new goroutine, or clears busy when nothing did.
func (g *Group[T]) runOnce(ctx context.Context, run func(context.Context, []T) error) {
	g.mu.Lock()
	calls := g.queue
	g.queue = nil
	g.mu.Unlock()

	items := make([]T, len(calls))
	for i, c := range calls {
		items[i] = c.item
	}
	err := run(ctx, items)
	for _, c := range calls {
		c.done <- err
	}

	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.queue) == 0 {
		g.busy = false
		return
	}
	// The next batch must not wait for this caller's cancellation, nor
	// hold this caller up: it gets a context of its own.
	go g.runOnce(context.WithoutCancel(ctx), run)
}
