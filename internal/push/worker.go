package push

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"

	"golfclub/internal/store"
)

// Worker sends the outbox. Several workers (one per instance, or more) may
// run on one database: each claims due rows under a lease before sending,
// so no row is sent twice, and rows of a worker that died are claimed
// again when the lease runs out.
type Worker struct {
	db      *bun.DB
	keys    *Keys
	subject string
	client  webpush.HTTPClient
	dev     bool
	log     *slog.Logger
	observe func(result string)

	// Now is the worker's clock (leases, backoff); tests replace it.
	Now func() time.Time
	// Lease is how long a claimed row is the worker's alone.
	Lease time.Duration
	// Poll is how often the worker looks for due rows without a Wake
	// (retries that fell due, rows other instances queued).
	Poll time.Duration
	// BaseBackoff is the wait after the first failure; it doubles with
	// each further failure up to MaxBackoff.
	BaseBackoff, MaxBackoff time.Duration
	// MaxAttempts is how many sends are tried before a row is given up
	// (it stays, with last_error, until Housekeep removes it a week later).
	MaxAttempts int
	// Batch is how many rows one claim takes; Concurrency how many are
	// sent at a time.
	Batch, Concurrency int
	// TTL is how long the push service keeps a push for an offline device.
	TTL time.Duration
	// SendTimeout bounds one send, from dial to the end of the answer: a
	// push service that hangs costs a retry, never a stuck worker.
	SendTimeout time.Duration

	wake chan struct{}

	mu     sync.Mutex
	cancel context.CancelFunc
	done   sync.WaitGroup
}

// WorkerConfig is what NewWorker needs.
type WorkerConfig struct {
	DB   *bun.DB
	Keys *Keys
	// Subject is the VAPID contact: an https URL (the site) or an email
	// address (webpush-go adds "mailto:").
	Subject string
	// Client sends the requests; nil uses NewHTTPClient(Dev).
	Client webpush.HTTPClient
	// Dev lets endpoints on http://127.0.0.1 through (tests).
	Dev bool
	Log *slog.Logger
	// Observe, when set, is told the result of each send: "sent", "gone"
	// (the subscription is dropped), "failed" (tried again later) or
	// "given_up" (the last attempt failed).
	Observe func(result string)
}

// NewWorker returns a worker with the production settings.
func NewWorker(c WorkerConfig) *Worker {
	if c.Client == nil {
		c.Client = NewHTTPClient(c.Dev)
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return &Worker{
		db: c.DB, keys: c.Keys, subject: c.Subject, client: c.Client, dev: c.Dev, log: c.Log, observe: c.Observe,
		Now: time.Now, Lease: 2 * time.Minute, Poll: 5 * time.Second,
		BaseBackoff: 30 * time.Second, MaxBackoff: time.Hour, MaxAttempts: 8,
		Batch: 32, Concurrency: 8, TTL: 24 * time.Hour, SendTimeout: sendTimeout,
		wake: make(chan struct{}, 1),
	}
}

// Subject picks the VAPID subject: the site's URL when it is https (push
// services want a way to reach the sender), else the mail contact.
func Subject(baseURL, mailFrom string) string {
	if strings.HasPrefix(baseURL, "https://") {
		return baseURL
	}
	if mailFrom == "" {
		return "no-reply@golfclub.local"
	}
	return mailFrom
}

// Wake makes a running worker look for due rows now (after a transaction
// that queued pushes has committed). It never blocks.
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Start runs the worker in the background until ctx ends or Stop is
// called.
func (w *Worker) Start(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	w.mu.Lock()
	w.cancel = cancel
	w.mu.Unlock()
	w.done.Go(func() { w.Run(ctx) })
}

// Stop ends a started worker and waits for the sends in flight: their
// outcome is recorded, so nothing is sent again needlessly.
func (w *Worker) Stop() {
	w.mu.Lock()
	if w.cancel != nil {
		w.cancel()
	}
	w.mu.Unlock()
	w.done.Wait()
}

// Run sends due rows whenever woken or every Poll, and tidies up hourly,
// until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	poll := time.NewTicker(w.Poll)
	defer poll.Stop()
	tidy := time.NewTicker(time.Hour)
	defer tidy.Stop()
	w.housekeep(ctx)
	for {
		for ctx.Err() == nil {
			n, err := w.RunOnce(ctx)
			if err != nil {
				if ctx.Err() == nil {
					w.log.Error("push outbox", "err", err)
				}
				break
			}
			if n < w.Batch {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-w.wake:
		case <-poll.C:
		case <-tidy.C:
			w.housekeep(ctx)
		}
	}
}

func (w *Worker) housekeep(ctx context.Context) {
	if err := w.Housekeep(ctx); err != nil && ctx.Err() == nil {
		w.log.Error("push housekeeping", "err", err)
	}
}

// Housekeep deletes subscriptions whose session is gone (expired, ended by
// a password reset or deactivation) and rows given up more than a week ago.
func (w *Worker) Housekeep(ctx context.Context) error {
	_, err := w.db.NewDelete().TableExpr("push_subscriptions").
		Where("NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.token_hash = push_subscriptions.session_hash)").
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete push subscriptions without a session: %w", err)
	}
	_, err = w.db.NewDelete().Model((*store.PushOutbox)(nil)).
		Where("attempts >= ?", w.MaxAttempts).Where("created_at < ?", w.Now().UTC().Add(-7*24*time.Hour)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete given-up pushes: %w", err)
	}
	return nil
}

// claimedRow is an outbox row with what sending it needs.
type claimedRow struct {
	ID       int64  `bun:"id"`
	SubID    int64  `bun:"subscription_id"`
	Payload  string `bun:"payload"`
	Attempts int    `bun:"attempts"`
	Endpoint string `bun:"endpoint"`
	P256dh   string `bun:"p256dh_key"`
	Auth     string `bun:"auth_key"`
}

// claim takes up to Batch due rows for this worker until now+Lease and
// counts the attempt. On PostgreSQL, rows another worker is claiming at
// the same moment are skipped (FOR UPDATE SKIP LOCKED); on SQLite the
// transaction holds the one write lock. The lease end doubles as the
// claim's token: every later write about the row checks it is still ours.
func (w *Worker) claim(ctx context.Context, now time.Time) ([]claimedRow, time.Time, error) {
	now = now.UTC().Truncate(time.Microsecond)
	until := now.Add(w.Lease)
	var rows []claimedRow
	err := w.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var ids []int64
		q := tx.NewSelect().Model((*store.PushOutbox)(nil)).Column("id").
			Where("sent_at IS NULL").
			Where("next_attempt_at <= ?", now).
			Where("claimed_until IS NULL OR claimed_until <= ?", now).
			Where("attempts < ?", w.MaxAttempts).
			OrderExpr("next_attempt_at, id").Limit(int64(w.Batch))
		if tx.Dialect().Name() == dialect.PG {
			q = q.For("UPDATE SKIP LOCKED")
		}
		if err := q.Scan(ctx, &ids); err != nil {
			return fmt.Errorf("find due pushes: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		if _, err := tx.NewUpdate().Model((*store.PushOutbox)(nil)).
			Set("claimed_until = ?", until).Set("attempts = attempts + 1").
			Where("id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
			return fmt.Errorf("claim pushes: %w", err)
		}
		err := tx.NewSelect().TableExpr("push_outbox AS o").
			Join("JOIN push_subscriptions AS ps ON ps.id = o.subscription_id").
			ColumnExpr("o.id, o.subscription_id, o.payload, o.attempts, ps.endpoint, ps.p256dh_key, ps.auth_key").
			Where("o.id IN (?)", bun.List(ids)).OrderExpr("o.id").Scan(ctx, &rows)
		if err != nil {
			return fmt.Errorf("read claimed pushes: %w", err)
		}
		return nil
	})
	return rows, until, err
}

// RunOnce claims one batch of due rows, sends them and records each
// outcome. It returns how many rows it claimed.
func (w *Worker) RunOnce(ctx context.Context) (int, error) {
	keys, err := w.keys.Get(ctx)
	if err != nil {
		return 0, err
	}
	rows, until, err := w.claim(ctx, w.Now())
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	sem := make(chan struct{}, max(w.Concurrency, 1))
	var wg sync.WaitGroup
	for _, r := range rows {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			w.deliver(ctx, keys, r, until)
		})
	}
	wg.Wait()
	return len(rows), nil
}

// outcome of one send.
type outcome int

const (
	sent    outcome = iota
	gone            // the subscription no longer exists: drop it
	failed          // try again later
	aborted         // not sent (shutdown, lease too short): hand back
)

func (w *Worker) deliver(ctx context.Context, keys VAPIDKeys, r claimedRow, until time.Time) {
	var res outcome
	var sendErr error
	// Sending must end well before the lease does, or another worker could
	// take the row while this send is still in flight.
	if w.Now().Add(w.SendTimeout + 10*time.Second).After(until) {
		res = aborted
	} else {
		sctx, cancel := context.WithTimeout(ctx, w.SendTimeout)
		res, sendErr = w.send(sctx, keys, r)
		cancel()
		if res == failed && ctx.Err() != nil {
			res = aborted
		}
	}
	w.report(res, r.Attempts)
	// The outcome is recorded even when ctx ended meanwhile (shutdown):
	// a push that went out must not go out again.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := w.record(rctx, r, until, res, sendErr); err != nil {
		w.log.Error("record push outcome", "outbox", r.ID, "err", err)
	}
}

// report tells Observe the result of a send; a row handed back unsent
// was not a send.
func (w *Worker) report(res outcome, attempts int) {
	if w.observe == nil {
		return
	}
	switch res {
	case sent:
		w.observe("sent")
	case gone:
		w.observe("gone")
	case failed:
		if attempts >= w.MaxAttempts {
			w.observe("given_up")
		} else {
			w.observe("failed")
		}
	}
}

// Backlog counts the rows still to send (not given up) and the time the
// oldest of them was queued, zero when there is none. Sent rows are
// deleted, so both queries stay on the few rows in flight.
func (w *Worker) Backlog(ctx context.Context) (int64, time.Time, error) {
	pending := func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Model((*store.PushOutbox)(nil)).Where("sent_at IS NULL").Where("attempts < ?", w.MaxAttempts)
	}
	n, err := pending(w.db.NewSelect()).Count(ctx)
	if err != nil || n == 0 {
		return int64(n), time.Time{}, err
	}
	var oldest []time.Time
	if err := pending(w.db.NewSelect()).Column("created_at").Order("created_at").Limit(1).Scan(ctx, &oldest); err != nil {
		return 0, time.Time{}, fmt.Errorf("oldest queued push: %w", err)
	}
	if len(oldest) == 0 {
		return int64(n), time.Time{}, nil
	}
	return int64(n), oldest[0], nil
}

// send posts one push and sorts the answer.
func (w *Worker) send(ctx context.Context, keys VAPIDKeys, r claimedRow) (outcome, error) {
	if err := CheckEndpoint(r.Endpoint, w.dev); err != nil {
		return gone, fmt.Errorf("endpoint no longer allowed: %w", err)
	}
	resp, err := webpush.SendNotificationWithContext(ctx, []byte(r.Payload),
		&webpush.Subscription{Endpoint: r.Endpoint, Keys: webpush.Keys{P256dh: r.P256dh, Auth: r.Auth}},
		&webpush.Options{
			HTTPClient: w.client, Subscriber: w.subject, TTL: int(w.TTL / time.Second), Urgency: webpush.UrgencyNormal,
			VAPIDPublicKey: keys.Public, VAPIDPrivateKey: keys.Private,
		})
	if err != nil {
		return failed, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return sent, nil
	case resp.StatusCode == 404 || resp.StatusCode == 410:
		return gone, fmt.Errorf("push service: %s", resp.Status)
	}
	return failed, &serviceError{status: resp.Status, body: string(body),
		retryAfter: retryAfter(resp.Header.Get("Retry-After"), w.Now())}
}

// serviceError is a push service's refusal; retryAfter is how long it
// asked to be left alone (429 and 503 may say), 0 when it did not.
type serviceError struct {
	status, body string
	retryAfter   time.Duration
}

func (e *serviceError) Error() string {
	return fmt.Sprintf("push service: %s: %.200s", e.status, e.body)
}

// maxRetryAfter caps the wait a push service may ask for: a day is as long
// as a push is worth keeping (the TTL).
const maxRetryAfter = 24 * time.Hour

// retryAfter reads a Retry-After header: seconds or an HTTP date; 0 when
// absent or unreadable.
func retryAfter(h string, now time.Time) time.Duration {
	if h == "" {
		return 0
	}
	if secs, err := strconv.Atoi(h); err == nil && secs > 0 {
		return min(time.Duration(secs)*time.Second, maxRetryAfter)
	}
	if at, err := http.ParseTime(h); err == nil && at.After(now) {
		return min(at.Sub(now), maxRetryAfter)
	}
	return 0
}

// record writes the outcome of a claimed row, only while the claim is
// still this worker's.
func (w *Worker) record(ctx context.Context, r claimedRow, until time.Time, res outcome, sendErr error) error {
	mine := func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Where("id = ?", r.ID).Where("claimed_until = ?", until)
	}
	switch res {
	case sent:
		_, err := w.db.NewDelete().Model((*store.PushOutbox)(nil)).
			Where("id = ?", r.ID).Where("claimed_until = ?", until).Exec(ctx)
		return err
	case gone:
		w.log.Info("push subscription gone, deleted", "subscription", r.SubID, "reason", sendErr)
		_, err := w.db.NewDelete().Model((*store.PushSubscription)(nil)).Where("id = ?", r.SubID).Exec(ctx)
		return err
	case aborted:
		_, err := mine(w.db.NewUpdate().Model((*store.PushOutbox)(nil)).
			Set("claimed_until = NULL").Set("attempts = attempts - 1")).Exec(ctx)
		return err
	}
	msg := "unknown error"
	if sendErr != nil {
		msg = sendErr.Error()
	}
	if len(msg) > 500 {
		msg = msg[:500]
	}
	wait := w.backoff(r.Attempts)
	// A push service that names its wait gets at least that: sending
	// sooner only earns another 429.
	var se *serviceError
	if errors.As(sendErr, &se) && se.retryAfter > wait {
		wait = se.retryAfter
	}
	next := w.Now().UTC().Truncate(time.Microsecond).Add(wait)
	if r.Attempts >= w.MaxAttempts {
		w.log.Warn("push given up", "outbox", r.ID, "attempts", r.Attempts, "err", msg)
	} else {
		w.log.Info("push failed, will retry", "outbox", r.ID, "attempts", r.Attempts, "next", next, "err", msg)
	}
	_, err := mine(w.db.NewUpdate().Model((*store.PushOutbox)(nil)).
		Set("claimed_until = NULL").Set("next_attempt_at = ?", next).Set("last_error = ?", msg)).Exec(ctx)
	return err
}

// backoff is the wait after the attempts-th failed attempt.
func (w *Worker) backoff(attempts int) time.Duration {
	d := w.BaseBackoff
	for i := 1; i < attempts && d < w.MaxBackoff; i++ {
		d *= 2
	}
	return min(d, w.MaxBackoff)
}
