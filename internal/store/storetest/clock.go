package storetest

import (
	"sync"
	"time"
)

// Clock stands in for a service's clock in fixtures that write through the
// store directly (the store reads no clock: every row comes with its
// created_at). Each reading is one second after the one before, from a
// fixed start, so rows made one after another keep that order, as under a
// real clock, and every run sees the same times. Safe for concurrent use.
type Clock struct {
	mu   sync.Mutex
	next time.Time
}

// NewClock returns a clock whose first reading is start.
func NewClock(start time.Time) *Clock {
	return &Clock{next: start.UTC()}
}

// Now returns the next reading.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.next
	c.next = c.next.Add(time.Second)
	return t
}
