package push

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/auth"
	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
)

// t0 is the fake clock's start in the worker tests.
var t0 = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

var phoneSeq atomic.Int64

// seedSubscriber creates a member with a live session and subscribes one
// new device of the push service ps for that session.
func seedSubscriber(t *testing.T, s *store.Store, ps *pushtest.Server) (*store.Member, *pushtest.Subscriber) {
	t.Helper()
	ctx := context.Background()
	m := &store.Member{Name: "Member", Phone: fmt.Sprintf("018%07d", phoneSeq.Add(1)), PasswordHash: "x", IsActive: true, CreatedAt: t0}
	if err := s.CreateMember(ctx, m); err != nil {
		t.Fatal(err)
	}
	_, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CreateSession(ctx, &store.Session{TokenHash: hash, Kind: store.SessionMember, SubjectID: m.ID, ExpiresAt: t0.Add(24 * time.Hour), CreatedAt: t0}); err != nil {
		t.Fatal(err)
	}
	sub := ps.Subscribe(t)
	err = Subscribe(ctx, s.DB(), Subscription{MemberID: m.ID, MemberPhone: m.Phone, SessionHash: hash,
		Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth}, t0)
	if err != nil {
		t.Fatal(err)
	}
	return m, sub
}

// clock is a settable fake clock.
type clock struct{ now atomic.Int64 }

func newClock(t time.Time) *clock { c := &clock{}; c.set(t); return c }
func (c *clock) set(t time.Time)  { c.now.Store(t.UnixNano()) }
func (c *clock) Now() time.Time   { return time.Unix(0, c.now.Load()).UTC() }

// newTestWorker is a worker on s in dev mode (so it may reach the push
// service on 127.0.0.1) with the given clock.
func newTestWorker(t *testing.T, s *store.Store, now func() time.Time) *Worker {
	t.Helper()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	w := NewWorker(WorkerConfig{DB: s.DB(), Keys: &Keys{DB: s.DB()}, Subject: "club@example.test", Dev: true, Log: log})
	w.Now = now
	return w
}

// pushService starts a push service for the VAPID key of s.
func pushService(t *testing.T, s *store.Store) *pushtest.Server {
	t.Helper()
	keys, err := (&Keys{DB: s.DB()}).Get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return pushtest.New(t, keys.Public)
}

func enqueue(t *testing.T, s *store.Store, memberID int64, m Message) int {
	t.Helper()
	n, err := Enqueue(context.Background(), s.DB(), memberID, m, t0)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func outboxRows(t *testing.T, s *store.Store) []store.PushOutbox {
	t.Helper()
	var rows []store.PushOutbox
	if err := s.DB().NewSelect().Model(&rows).Order("id").Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rows
}

func decodeMessage(t *testing.T, p pushtest.Push) Message {
	t.Helper()
	var m Message
	if err := json.Unmarshal(p.Plaintext, &m); err != nil {
		t.Fatalf("push payload %q: %v", p.Plaintext, err)
	}
	return m
}

func noServiceErrors(t *testing.T, ps *pushtest.Server) {
	t.Helper()
	for _, e := range ps.Errors() {
		t.Errorf("push service: %s", e)
	}
}
