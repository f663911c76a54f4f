package push

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// The worker reports each send's result, and Backlog counts what is still
// to send and how old its oldest row is: what the metrics export.
func TestWorkerReportsResultsAndBacklog(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, amySub := seedSubscriber(t, s, ps)
		ben, benSub := seedSubscriber(t, s, ps)
		cid, _ := seedSubscriber(t, s, ps)
		ps.Respond(func(sub *pushtest.Subscriber, _ int) int {
			switch sub.ID {
			case amySub.ID:
				return 201
			case benSub.ID:
				return 410
			}
			return 500
		})
		clk := newClock(t0)
		w := newTestWorker(t, s, clk.Now)
		w.MaxAttempts = 2
		w.BaseBackoff = time.Minute
		var mu sync.Mutex
		var results []string
		w.observe = func(r string) { mu.Lock(); results = append(results, r); mu.Unlock() }
		took := func() []string {
			mu.Lock()
			defer mu.Unlock()
			out := slices.Clone(results)
			slices.Sort(out)
			results = nil
			return out
		}

		backlog := func(wantRows int64, wantOldest time.Time) {
			t.Helper()
			n, oldest, err := w.Backlog(ctx)
			if err != nil || n != wantRows || !oldest.Equal(wantOldest) {
				t.Fatalf("Backlog = %d, %v, %v; want %d, %v", n, oldest, err, wantRows, wantOldest)
			}
		}
		backlog(0, time.Time{})
		for _, m := range []*store.Member{amy, ben, cid} {
			enqueue(t, s, m.ID, Message{Title: "Hi"})
		}
		backlog(3, t0)

		if _, err := w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if got := took(); !slices.Equal(got, []string{"failed", "gone", "sent"}) {
			t.Fatalf("results %v, want failed, gone, sent", got)
		}
		backlog(1, t0) // Cid's push waits for its retry

		clk.set(t0.Add(2 * time.Minute))
		if _, err := w.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if got := took(); !slices.Equal(got, []string{"given_up"}) {
			t.Fatalf("results %v, want given_up", got)
		}
		backlog(0, time.Time{}) // a given-up row is no longer waiting
	})
}
