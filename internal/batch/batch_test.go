package batch

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// recorder is a run function that records each batch and can be held at
// its start, so a test decides what queues behind it.
type recorder struct {
	mu      sync.Mutex
	batches [][]int
	started chan struct{} // receives once per run, when it starts
	release chan struct{} // a run returns after receiving from it
	fail    func([]int) error
}

func newRecorder() *recorder {
	return &recorder{started: make(chan struct{}, 100), release: make(chan struct{}, 100)}
}

func (r *recorder) run(_ context.Context, items []int) error {
	r.mu.Lock()
	r.batches = append(r.batches, slices.Clone(items))
	r.mu.Unlock()
	r.started <- struct{}{}
	<-r.release
	if r.fail != nil {
		return r.fail(items)
	}
	return nil
}

func (r *recorder) got() [][]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.batches)
}

// waitQueued waits until n calls are queued behind the running batch.
func waitQueued[T any](t *testing.T, g *Group[T], n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		g.mu.Lock()
		q := len(g.queue)
		g.mu.Unlock()
		if q == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d calls queued, want %d", q, n)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestGroup(t *testing.T) {
	errBoom := errors.New("boom")
	tests := []struct {
		name string
		// queued are the items that call while the first (item 0) runs.
		queued  []int
		fail    func([]int) error
		batches [][]int
		// errs is each item's error: index 0 is item 0.
		errs map[int]error
	}{
		{name: "alone runs at once", batches: [][]int{{0}}},
		{name: "callers during a run go together in the next", queued: []int{1, 2, 3},
			batches: [][]int{{0}, {1, 2, 3}}},
		{name: "a run's error reaches its callers only", queued: []int{1, 2},
			fail:    func(items []int) error { return map[bool]error{true: errBoom}[items[0] == 1] },
			batches: [][]int{{0}, {1, 2}}, errs: map[int]error{1: errBoom, 2: errBoom}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRecorder()
			r.fail = tt.fail
			g := &Group[int]{}
			errs := make([]error, 1+len(tt.queued))
			var wg sync.WaitGroup
			wg.Go(func() { errs[0] = g.Do(context.Background(), 0, r.run) })
			<-r.started
			for i, item := range tt.queued {
				wg.Go(func() { errs[i+1] = g.Do(context.Background(), item, r.run) })
				waitQueued(t, g, i+1) // keeps the queue in call order
			}
			for range len(tt.batches) {
				r.release <- struct{}{}
			}
			wg.Wait()
			if got := r.got(); !slices.EqualFunc(got, tt.batches, slices.Equal) {
				t.Errorf("batches %v, want %v", got, tt.batches)
			}
			for i, err := range errs {
				if !errors.Is(err, tt.errs[i]) || (err != nil) != (tt.errs[i] != nil) {
					t.Errorf("item %d: error %v, want %v", i, err, tt.errs[i])
				}
			}
			waitIdle(t, g)
		})
	}
}

// TestGroupCallerWaitsOnlyForItsRun: the caller that started the runs
// returns once its own batch is done, while later batches still run.
func TestGroupCallerWaitsOnlyForItsRun(t *testing.T) {
	r := newRecorder()
	g := &Group[int]{}
	first := make(chan error, 1)
	go func() { first <- g.Do(context.Background(), 0, r.run) }()
	<-r.started
	second := make(chan error, 1)
	go func() { second <- g.Do(context.Background(), 1, r.run) }()
	waitQueued(t, g, 1)
	r.release <- struct{}{} // ends batch {0}; batch {1} starts and holds
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	<-r.started
	select {
	case <-second:
		t.Fatal("second caller returned before its batch ran")
	default:
	}
	r.release <- struct{}{}
	if err := <-second; err != nil {
		t.Fatal(err)
	}
}

// TestGroupRace hammers a group from many goroutines: every item runs
// exactly once and the group ends idle. Run it with -race.
func TestGroupRace(t *testing.T) {
	g := &Group[int]{}
	var mu sync.Mutex
	seen := map[int]int{}
	run := func(_ context.Context, items []int) error {
		mu.Lock()
		defer mu.Unlock()
		for _, it := range items {
			seen[it]++
		}
		return nil
	}
	var wg sync.WaitGroup
	for i := range 500 {
		wg.Go(func() {
			if err := g.Do(context.Background(), i, run); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for i := range 500 {
		if seen[i] != 1 {
			t.Fatalf("item %d ran %d times", i, seen[i])
		}
	}
	waitIdle(t, g)
}

// waitIdle fails unless g ends with nothing queued and nothing running; the
// last run may still be clearing busy when its callers have returned.
func waitIdle[T any](t *testing.T, g *Group[T]) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		g.mu.Lock()
		idle := !g.busy && len(g.queue) == 0
		g.mu.Unlock()
		if idle {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("group never went idle")
		}
		time.Sleep(time.Millisecond)
	}
}
