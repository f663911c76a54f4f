package club_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/store"
)

// testNow is a Saturday morning in Kuala Lumpur, 2026-11-21.
var testNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

var weekdayRates = []store.Rate{
	{Type: "Member Weekday", Price: 120, Category: "member"},
	{Type: "Non-Member Weekday", Price: 180, Category: "non-member"},
}

// recorder is a bus subscriber that keeps every event it sees.
type recorder struct {
	mu     sync.Mutex
	events []bus.Event
}

func (r *recorder) handle(_ context.Context, e bus.Event) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, e)
	return nil
}

// take returns the events seen so far and forgets them.
func (r *recorder) take() []bus.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.events
	r.events = nil
	return out
}

type env struct {
	st  *store.Store
	svc *club.Service
	rec *recorder
	// now is the service's clock; fixtures that write through the store
	// date their rows with it.
	now func() time.Time
}

func newEnv(t *testing.T, st *store.Store) *env {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	b := bus.New(nil)
	b.Subscribe("recorder", rec.handle)
	now := func() time.Time { return testNow }
	svc := club.New(club.Deps{Store: st, Bus: b, Now: now, Location: loc})
	return &env{st: st, svc: svc, rec: rec, now: now}
}

func (e *env) event(t *testing.T, date string, capacity int, rates []store.Rate) *store.Event {
	t.Helper()
	ev := &store.Event{Title: "Monthly Medal " + date, Description: "Eighteen holes, shotgun start.", Date: date,
		Time: "7:30 AM", Type: "tournament", Capacity: capacity, Rates: rates, CreatedAt: e.now()}
	if err := e.st.CreateEvent(context.Background(), ev); err != nil {
		t.Fatalf("create event: %v", err)
	}
	return ev
}

var memberSeq atomic.Int64

// member makes a member; membership "" gives one without a number.
func (e *env) member(t testing.TB, membership string) *store.Member {
	t.Helper()
	n := memberSeq.Add(1)
	m := &store.Member{Name: fmt.Sprintf("Member %d", n), Phone: fmt.Sprintf("01%09d", n), PasswordHash: "x", IsActive: true, CreatedAt: e.now()}
	if membership != "" {
		num := fmt.Sprintf("%s-%d", membership, n)
		m.MembershipNumber = &num
	}
	if err := e.st.CreateMember(context.Background(), m); err != nil {
		t.Fatalf("create member: %v", err)
	}
	return m
}

// seats is the event's registered count and its number of rows.
func (e *env) seats(t *testing.T, eventID int64) (int, int) {
	t.Helper()
	ev, err := e.st.GetEvent(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	n, err := e.st.CountRegistrations(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	return ev.Registered, n
}
