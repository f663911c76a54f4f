package push

import (
	"bytes"
	"context"
	"net/http"
	"runtime"
	"runtime/pprof"
	"strings"
	"testing"
	"time"

	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// A push service answering 429 with Retry-After is left alone for as long
// as it asks (seconds or a date), even when the backoff is shorter; a 429
// without one gets the backoff; the push then arrives once.
func TestWorkerHonoursRetryAfter(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, sub := seedSubscriber(t, s, ps)
		ps.AnswerWith(func(_ *pushtest.Subscriber, n int) pushtest.Answer {
			switch n {
			case 1:
				return pushtest.Answer{Status: http.StatusTooManyRequests, RetryAfter: "600"}
			case 2:
				return pushtest.Answer{Status: http.StatusTooManyRequests, RetryAfter: t0.Add(40 * time.Minute).Format(http.TimeFormat)}
			case 3:
				return pushtest.Answer{Status: http.StatusTooManyRequests}
			}
			return pushtest.Answer{Status: http.StatusCreated}
		})
		enqueue(t, s, amy.ID, Message{Title: "Hi", NotificationID: 1})
		clk := newClock(t0)
		w := newTestWorker(t, s, clk.Now)
		w.BaseBackoff = time.Minute
		steps := []struct {
			at, next time.Duration // next: of the row afterwards, from t0; -1 once sent
		}{
			{0, 10 * time.Minute},                // Retry-After: 600 over the 1-minute backoff
			{10 * time.Minute, 40 * time.Minute}, // Retry-After as a date
			{40 * time.Minute, 44 * time.Minute}, // no Retry-After: the third backoff, 4 minutes
			{44 * time.Minute, -1},
		}
		for i, st := range steps {
			clk.set(t0.Add(st.at - time.Second))
			if n, err := w.RunOnce(ctx); err != nil || n != 0 {
				t.Fatalf("step %d: a second early RunOnce = %d, %v; want nothing due", i, n, err)
			}
			clk.set(t0.Add(st.at))
			if n, err := w.RunOnce(ctx); err != nil || n != 1 {
				t.Fatalf("step %d: RunOnce = %d, %v; want 1", i, n, err)
			}
			rows := outboxRows(t, s)
			if st.next < 0 {
				if len(rows) != 0 {
					t.Fatalf("step %d: outbox %+v, want empty", i, rows)
				}
				continue
			}
			if len(rows) != 1 || !rows[0].NextAttemptAt.Equal(t0.Add(st.next)) || !strings.Contains(rows[0].LastError, "429") {
				t.Fatalf("step %d: outbox %+v, want the next attempt at t0+%v", i, rows, st.next)
			}
		}
		if got, p := ps.Requests(sub), ps.Pushes(); got != 4 || len(p) != 1 {
			t.Errorf("requests %d, pushes %d; want 4 and 1", got, len(p))
		}
		noServiceErrors(t, ps)
	})
}

// A push service that never answers costs the worker SendTimeout, not
// more: the send is given up, the row waits for its backoff, and the next
// attempt delivers it.
func TestWorkerSendTimeout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, sub := seedSubscriber(t, s, ps)
		ps.AnswerWith(func(_ *pushtest.Subscriber, n int) pushtest.Answer {
			if n == 1 {
				return pushtest.Answer{Status: http.StatusCreated, Delay: time.Hour}
			}
			return pushtest.Answer{Status: http.StatusCreated}
		})
		enqueue(t, s, amy.ID, Message{Title: "Hi", NotificationID: 1})
		clk := newClock(t0)
		w := newTestWorker(t, s, clk.Now)
		w.SendTimeout, w.BaseBackoff = 300*time.Millisecond, time.Minute
		start := time.Now()
		if n, err := w.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("RunOnce = %d, %v", n, err)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("a hanging push service held the worker %s", d)
		}
		rows := outboxRows(t, s)
		if len(rows) != 1 || !rows[0].NextAttemptAt.Equal(t0.Add(time.Minute)) || !strings.Contains(rows[0].LastError, "deadline exceeded") {
			t.Fatalf("outbox after the timeout %+v", rows)
		}
		clk.set(t0.Add(time.Minute))
		if n, err := w.RunOnce(ctx); err != nil || n != 1 {
			t.Fatalf("retry: RunOnce = %d, %v", n, err)
		}
		if got, p := ps.Requests(sub), ps.Pushes(); got != 2 || len(p) != 1 || len(outboxRows(t, s)) != 0 {
			t.Errorf("requests %d, pushes %d, outbox %d; want 2, 1 and empty", got, len(p), len(outboxRows(t, s)))
		}
	})
}

// A running worker facing a push service that fails every way at once
// (500, 429, hanging, slow) stops promptly, and leaves no goroutine
// behind once the service is gone.
func TestWorkerLeavesNoGoroutines(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ps := pushService(t, s)
		var members []*store.Member
		for range 8 {
			m, _ := seedSubscriber(t, s, ps)
			members = append(members, m)
		}
		before := runtime.NumGoroutine()
		ps.AnswerWith(func(sub *pushtest.Subscriber, n int) pushtest.Answer {
			switch sub.ID[0] % 4 {
			case 0:
				return pushtest.Answer{Status: http.StatusInternalServerError}
			case 1:
				return pushtest.Answer{Status: http.StatusTooManyRequests, RetryAfter: "1"}
			case 2:
				return pushtest.Answer{Status: http.StatusCreated, Delay: time.Hour}
			}
			return pushtest.Answer{Status: http.StatusCreated, Delay: 150 * time.Millisecond}
		})
		w := newTestWorker(t, s, time.Now)
		w.SendTimeout, w.BaseBackoff, w.Poll = 300*time.Millisecond, 50*time.Millisecond, 20*time.Millisecond
		for _, m := range members {
			enqueue(t, s, m.ID, Message{Title: "Hi", NotificationID: m.ID})
		}
		w.Start(context.Background())
		w.Wake()
		time.Sleep(time.Second)
		start := time.Now()
		w.Stop()
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Stop took %s with sends hanging", d)
		}
		ps.Close()
		deadline := time.Now().Add(5 * time.Second)
		for runtime.NumGoroutine() > before {
			if time.Now().After(deadline) {
				var stacks bytes.Buffer
				pprof.Lookup("goroutine").WriteTo(&stacks, 1)
				t.Fatalf("%d goroutines after Stop, %d before:\n%s", runtime.NumGoroutine(), before, stacks.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
