package push

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestWorkerDelivers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, amySub := seedSubscriber(t, s, ps)
		_, benSub := seedSubscriber(t, s, ps)
		msg := Message{Title: "Payment confirmed", Body: "Your payment for Monthly Medal was confirmed", URL: "/member", Tag: "payment-7", NotificationID: 42}
		if n := enqueue(t, s, amy.ID, msg); n != 1 {
			t.Fatalf("queued %d, want 1", n)
		}
		w := newTestWorker(t, s, newClock(t0).Now)
		if n, err := w.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("RunOnce = %d, %v; want 1", n, err)
		}
		noServiceErrors(t, ps)
		pushes := ps.Pushes()
		if len(pushes) != 1 || pushes[0].Subscriber != amySub.ID {
			t.Fatalf("pushes %+v, want one to Amy", pushes)
		}
		if got := decodeMessage(t, pushes[0]); got != msg {
			t.Errorf("message %+v, want %+v", got, msg)
		}
		if pushes[0].TTL != "86400" || pushes[0].Urgency != "normal" {
			t.Errorf("TTL %q urgency %q", pushes[0].TTL, pushes[0].Urgency)
		}
		if ps.Requests(benSub) != 0 {
			t.Error("Ben got Amy's push")
		}
		if rows := outboxRows(t, s); len(rows) != 0 {
			t.Errorf("outbox after delivery: %+v", rows)
		}
		if n, err := w.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("second RunOnce = %d, %v; want nothing to do", n, err)
		}
	})
}

// A failing push service gets the push again after 1, then 2 minutes, and
// the push arrives once.
func TestWorkerRetriesWithBackoff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, sub := seedSubscriber(t, s, ps)
		ps.Respond(func(_ *pushtest.Subscriber, n int) int {
			if n <= 2 {
				return 500
			}
			return 201
		})
		enqueue(t, s, amy.ID, Message{Title: "Hi", NotificationID: 1})
		clk := newClock(t0)
		w := newTestWorker(t, s, clk.Now)
		w.BaseBackoff = time.Minute
		steps := []struct {
			at      time.Duration
			claimed int
			next    time.Duration // of the row afterwards, from t0
		}{
			{0, 1, time.Minute},                   // 500
			{30 * time.Second, 0, time.Minute},    // not due yet
			{time.Minute, 1, 3 * time.Minute},     // 500 again: backoff doubled
			{2 * time.Minute, 0, 3 * time.Minute}, // not due yet
			{3 * time.Minute, 1, -1},              // accepted
		}
		for i, st := range steps {
			clk.set(t0.Add(st.at))
			n, err := w.RunOnce(ctx)
			if err != nil || n != st.claimed {
				t.Fatalf("step %d: RunOnce = %d, %v; want %d", i, n, err, st.claimed)
			}
			rows := outboxRows(t, s)
			if st.next < 0 {
				if len(rows) != 0 {
					t.Fatalf("step %d: outbox %+v, want empty", i, rows)
				}
				continue
			}
			if len(rows) != 1 || !rows[0].NextAttemptAt.Equal(t0.Add(st.next)) || rows[0].ClaimedUntil != nil ||
				!strings.Contains(rows[0].LastError, "500") {
				t.Fatalf("step %d: outbox %+v, want next attempt at t0+%v", i, rows, st.next)
			}
		}
		if got := ps.Requests(sub); got != 3 {
			t.Errorf("requests %d, want 3", got)
		}
		if p := ps.Pushes(); len(p) != 1 {
			t.Errorf("pushes %d, want 1", len(p))
		}
		noServiceErrors(t, ps)
	})
}

func TestWorkerGivesUp(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, sub := seedSubscriber(t, s, ps)
		ps.Respond(func(*pushtest.Subscriber, int) int { return 503 })
		enqueue(t, s, amy.ID, Message{Title: "Hi"})
		clk := newClock(t0)
		w := newTestWorker(t, s, clk.Now)
		w.MaxAttempts = 3
		for i := range 5 {
			clk.set(t0.Add(time.Duration(i) * 24 * time.Hour))
			if _, err := w.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if got := ps.Requests(sub); got != 3 {
			t.Errorf("requests %d, want 3 (MaxAttempts)", got)
		}
		rows := outboxRows(t, s)
		if len(rows) != 1 || rows[0].Attempts != 3 || !strings.Contains(rows[0].LastError, "503") {
			t.Fatalf("outbox %+v, want the given-up row kept with its error", rows)
		}
		// A week later housekeeping removes it.
		clk.set(t0.Add(8 * 24 * time.Hour))
		if err := w.Housekeep(ctx); err != nil {
			t.Fatal(err)
		}
		if rows := outboxRows(t, s); len(rows) != 0 {
			t.Fatalf("outbox after housekeeping %+v", rows)
		}
	})
}

// 404 and 410 mean the subscription is gone: it is deleted with its
// other queued pushes; other members' subscriptions stay.
func TestWorkerDeletesGoneSubscriptions(t *testing.T) {
	for _, status := range []int{404, 410} {
		t.Run(fmt.Sprint(status), func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, s *store.Store) {
				ctx := context.Background()
				ps := pushService(t, s)
				amy, amySub := seedSubscriber(t, s, ps)
				ben, _ := seedSubscriber(t, s, ps)
				ps.Respond(func(sub *pushtest.Subscriber, _ int) int {
					if sub.ID == amySub.ID {
						return status
					}
					return 201
				})
				enqueue(t, s, amy.ID, Message{Title: "One"})
				enqueue(t, s, amy.ID, Message{Title: "Two"})
				enqueue(t, s, ben.ID, Message{Title: "Ben's"})
				w := newTestWorker(t, s, newClock(t0).Now)
				w.Concurrency = 1
				w.Batch = 1
				for range 3 {
					if _, err := w.RunOnce(ctx); err != nil {
						t.Fatal(err)
					}
				}
				if got := ps.Requests(amySub); got != 1 {
					t.Errorf("requests to the gone endpoint %d, want 1", got)
				}
				var subs []store.PushSubscription
				if err := s.DB().NewSelect().Model(&subs).Scan(ctx); err != nil {
					t.Fatal(err)
				}
				if len(subs) != 1 || subs[0].MemberID != ben.ID {
					t.Fatalf("subscriptions left %+v, want Ben's only", subs)
				}
				if rows := outboxRows(t, s); len(rows) != 0 {
					t.Fatalf("outbox %+v, want empty", rows)
				}
				if p := ps.Pushes(); len(p) != 1 || decodeMessage(t, p[0]).Title != "Ben's" {
					t.Fatalf("pushes %+v", p)
				}
			})
		})
	}
}

// A worker that claimed rows and died before sending them: nobody takes
// them while its lease lasts, another worker sends them once it has run
// out.
func TestWorkerTakesOverExpiredLease(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, _ := seedSubscriber(t, s, ps)
		enqueue(t, s, amy.ID, Message{Title: "Survives a crash", NotificationID: 9})
		crashed := newTestWorker(t, s, newClock(t0).Now)
		rows, until, err := crashed.claim(ctx, t0)
		if err != nil || len(rows) != 1 || !until.Equal(t0.Add(crashed.Lease)) {
			t.Fatalf("claim = %d rows until %v, %v", len(rows), until, err)
		}
		clk := newClock(t0.Add(crashed.Lease - time.Second))
		other := newTestWorker(t, s, clk.Now)
		if n, err := other.RunOnce(ctx); err != nil || n != 0 {
			t.Fatalf("during the lease: RunOnce = %d, %v; want 0", n, err)
		}
		clk.set(t0.Add(crashed.Lease))
		if n, err := other.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("after the lease: RunOnce = %d, %v; want 1", n, err)
		}
		if p := ps.Pushes(); len(p) != 1 || decodeMessage(t, p[0]).NotificationID != 9 {
			t.Fatalf("pushes %+v", p)
		}
		// The crashed worker's late outcome cannot touch the row any more
		// (its claim token no longer matches); the row is gone anyway.
		if err := crashed.record(ctx, rows[0], until, failed, nil); err != nil {
			t.Fatal(err)
		}
		if rows := outboxRows(t, s); len(rows) != 0 {
			t.Fatalf("outbox %+v", rows)
		}
		noServiceErrors(t, ps)
	})
}

// Two workers, each on its own connection pool, drain 200 rows together:
// every push arrives exactly once.
func TestTwoWorkersSendEachRowOnce(t *testing.T) {
	run := func(t *testing.T, a, b *store.Store) {
		ps := pushService(t, a)
		const members, perMember = 10, 20
		for i := range members {
			m, _ := seedSubscriber(t, a, ps)
			for j := range perMember {
				enqueue(t, a, m.ID, Message{Title: "Race", NotificationID: int64(i*perMember + j + 1)})
			}
		}
		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		var sends [2]atomic.Int64
		for i, s := range []*store.Store{a, b} {
			w := newTestWorker(t, s, time.Now)
			w.Batch, w.Concurrency, w.Poll = 7, 3, 10*time.Millisecond
			w.client = countingClient{w.client, &sends[i]}
			wg.Go(func() { w.Run(ctx) })
		}
		ps.Wait(members*perMember, 60*time.Second)
		time.Sleep(200 * time.Millisecond) // room for a double send to show
		cancel()
		wg.Wait()
		pushes := ps.Pushes()
		seen := map[int64]int{}
		for _, p := range pushes {
			seen[decodeMessage(t, p).NotificationID]++
		}
		if len(pushes) != members*perMember || len(seen) != members*perMember {
			t.Fatalf("%d pushes of %d distinct rows, want %d of %d", len(pushes), len(seen), members*perMember, members*perMember)
		}
		if rows := outboxRows(t, a); len(rows) != 0 {
			t.Fatalf("%d rows left in the outbox", len(rows))
		}
		if sends[0].Load() == 0 || sends[1].Load() == 0 {
			t.Errorf("sends per worker %d and %d: the two did not share the work", sends[0].Load(), sends[1].Load())
		}
		noServiceErrors(t, ps)
	}
	t.Run("sqlite", func(t *testing.T) {
		s := storetest.SQLite(t)
		run(t, s, s)
	})
	t.Run("postgres", func(t *testing.T) {
		a, url := storetest.PostgresWithURL(t)
		b, err := store.Open(context.Background(), url, "")
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		run(t, a, b)
	})
}

// countingClient counts the requests a worker sends.
type countingClient struct {
	next webpush.HTTPClient
	n    *atomic.Int64
}

func (c countingClient) Do(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return c.next.Do(r)
}
