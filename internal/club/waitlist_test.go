package club_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/model"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestFreeSeats(t *testing.T) {
	for _, tt := range []struct {
		capacity, registered, want int
	}{{10, 0, 10}, {10, 9, 1}, {10, 10, 0}, {10, 12, 0}, {0, 0, 0}} {
		if got := club.FreeSeats(&model.Event{Capacity: tt.capacity, Registered: tt.registered}); got != tt.want {
			t.Errorf("FreeSeats(capacity %d, registered %d) = %d, want %d", tt.capacity, tt.registered, got, tt.want)
		}
	}
}

func TestPromotion(t *testing.T) {
	hours := func(h int) *int { return &h }
	now := time.Date(2026, 11, 21, 2, 0, 0, 123456789, time.FixedZone("MYT", 8*3600))
	at := now.UTC().Truncate(time.Microsecond)
	next := &model.WaitlistEntry{ID: 7, EventID: 3, MemberID: 5, MemberName: "Siti", MemberPhone: "0123456789", GuestRateType: "Non-Member Weekday"}
	tests := []struct {
		name      string
		payHours  *int
		wantPayBy *time.Time
	}{
		{"no limit: no deadline", nil, nil},
		{"24 hours to pay", hours(24), new(at.Add(24 * time.Hour))},
		{"zero hours: due at once", hours(0), new(at)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := club.Promotion(next, &model.Event{ID: 3, PromotionPayHours: tt.payHours}, now)
			if got.EventID != 3 || got.MemberID != 5 || got.MemberName != "Siti" || got.MemberPhone != "0123456789" ||
				got.GuestRateType != "Non-Member Weekday" || got.IsPaid || got.ID != 0 {
				t.Fatalf("promotion = %+v", got)
			}
			if !got.CreatedAt.Equal(at) || got.CreatedAt.Location() != time.UTC {
				t.Errorf("created at %v, want %v in UTC to the microsecond", got.CreatedAt, at)
			}
			if (got.PayBy == nil) != (tt.wantPayBy == nil) || (got.PayBy != nil && !got.PayBy.Equal(*tt.wantPayBy)) {
				t.Errorf("pay by %v, want %v", got.PayBy, tt.wantPayBy)
			}
		})
	}
}

// waitlistIDs is the event's waitlist as member ids, in order, after
// checking its positions run 1, 2, 3 … without gaps or repeats.
func (e *env) waitlistIDs(t testing.TB, eventID int64) []int64 {
	t.Helper()
	list, err := e.svc.Waitlist(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, len(list))
	for i, p := range list {
		if p.Position != i+1 {
			t.Fatalf("position %d at index %d", p.Position, i)
		}
		ids[i] = p.MemberID
	}
	return ids
}

func (e *env) register(t testing.TB, m *model.Member, ev *model.Event) *model.RegistrationRow {
	t.Helper()
	row, err := e.svc.Register(context.Background(), m, ev.ID, "Non-Member Weekday")
	if err != nil {
		t.Fatalf("register member %d: %v", m.ID, err)
	}
	return row
}

func (e *env) join(t testing.TB, m *model.Member, ev *model.Event) {
	t.Helper()
	if _, err := e.svc.JoinWaitlist(context.Background(), m, ev.ID, "Non-Member Weekday"); err != nil {
		t.Fatalf("member %d joins waitlist: %v", m.ID, err)
	}
}

func TestJoinWaitlist(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		full := e.event(t, "2026-12-05", 1, weekdayRates)
		open := e.event(t, "2026-12-06", 5, weekdayRates)
		past := e.event(t, "2026-11-20", 1, weekdayRates)
		holder, waiting, guest := e.member(t, ""), e.member(t, ""), e.member(t, "")
		e.register(t, holder, full)
		if _, err := st.DB().NewUpdate().Model((*model.Event)(nil)).Set("registered = capacity").Where("id = ?", past.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		e.join(t, waiting, full)
		e.rec.take()

		tests := []struct {
			name     string
			m        *model.Member
			eventID  int64
			rate     string
			wantCode string
		}{
			{"free seats: register instead", guest, open.ID, "Non-Member Weekday", "event_not_full"},
			{"registered already", holder, full.ID, "Non-Member Weekday", "already_registered"},
			{"on the list already", waiting, full.ID, "Non-Member Weekday", "already_waitlisted"},
			{"unknown event", guest, 999999, "Non-Member Weekday", "not_found"},
			{"past event", guest, past.ID, "Non-Member Weekday", "registration_closed"},
			{"member rate without a number", guest, full.ID, "Member Weekday", "membership_required"},
			{"unknown rate", guest, full.ID, "Mystery", "invalid_rate_type"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := e.svc.JoinWaitlist(ctx, tt.m, tt.eventID, tt.rate)
				if !apperr.HasCode(err, tt.wantCode) {
					t.Fatalf("join = %v, want %s", err, tt.wantCode)
				}
			})
		}
		if got := e.rec.take(); len(got) != 0 {
			t.Fatalf("refused joins published %v", got)
		}
		if got := e.waitlistIDs(t, full.ID); len(got) != 1 || got[0] != waiting.ID {
			t.Fatalf("waitlist = %v, want only the first joiner", got)
		}

		// Places run in the order of joining; the rate is the event's spelling.
		view, err := e.svc.JoinWaitlist(ctx, guest, full.ID, "  non-member   WEEKDAY ")
		if err != nil || view.Count != 2 || view.Position != 2 {
			t.Fatalf("second joiner: %+v, %v; want 2 of 2", view, err)
		}
		if list, _ := e.svc.Waitlist(ctx, full.ID); list[1].GuestRateType != "Non-Member Weekday" {
			t.Fatalf("rate stored = %q", list[1].GuestRateType)
		}
		if got := e.rec.take(); len(got) != 1 || got[0].(bus.WaitlistChanged).EventID != full.ID {
			t.Fatalf("published %v, want one WaitlistChanged", got)
		}
	})
}

// promotions is what the bus heard of promotions and lapses, by member.
func promotions(events []bus.Event) (promoted, lapsed map[int64]int) {
	promoted, lapsed = map[int64]int{}, map[int64]int{}
	for _, ev := range events {
		switch ev := ev.(type) {
		case bus.WaitlistPromoted:
			promoted[ev.MemberID]++
		case bus.WaitlistLapsed:
			lapsed[ev.MemberID]++
		}
	}
	return promoted, lapsed
}

// TestWaitlistPromotion: every way a seat frees up hands it to the first
// in line in the same transaction, in order, with the event's deadline
// counted from the service's clock; deadlines passed unpaid hand the seat
// on again, once even when two instances expire at the same moment.
func TestWaitlistPromotion(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		ev := e.event(t, "2026-12-05", 2, weekdayRates)
		hours := 24
		ev.PromotionPayHours = &hours
		if err := e.svc.UpdateEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
		a, b := e.member(t, ""), e.member(t, "")
		w := []*model.Member{e.member(t, ""), e.member(t, ""), e.member(t, ""), e.member(t, "")}
		e.register(t, a, ev)
		e.register(t, b, ev)
		for _, m := range w {
			e.join(t, m, ev)
		}
		e.rec.take()

		// A member leaving: the first in line takes the seat, with a deadline.
		if err := e.svc.Deregister(ctx, a.ID, ev.ID, 0); err != nil {
			t.Fatal(err)
		}
		var p bus.WaitlistPromoted
		for _, got := range e.rec.take() {
			if got, ok := got.(bus.WaitlistPromoted); ok {
				if p.MemberID != 0 {
					t.Fatalf("promoted twice: %+v and %+v", p, got)
				}
				p = got
			}
		}
		wantPayBy := testNow.Add(24 * time.Hour)
		if p.MemberID != w[0].ID || p.RegistrationID == 0 || p.PayBy == nil || !p.PayBy.Equal(wantPayBy) || p.EventTitle != ev.Title {
			t.Fatalf("promoted %+v, want w0 due %v", p, wantPayBy)
		}
		if reg, n := e.seats(t, ev.ID); reg != 2 || n != 2 {
			t.Fatalf("after promotion: registered %d, rows %d", reg, n)
		}
		got, err := st.GetRegistration(ctx, p.RegistrationID)
		if err != nil || got.GuestRateType != "Non-Member Weekday" || got.IsPaid || got.PayBy == nil || got.MemberID != w[0].ID {
			t.Fatalf("promoted registration = %+v, %v", got, err)
		}

		// An admin raising capacity by two promotes the next two at once, in order.
		ev.Capacity = 4
		if err := e.svc.UpdateEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
		if ev.Registered != 4 {
			t.Fatalf("event read back with registered %d, want 4", ev.Registered)
		}
		var order []int64
		for _, got := range e.rec.take() {
			if got, ok := got.(bus.WaitlistPromoted); ok {
				order = append(order, got.MemberID)
			}
		}
		if len(order) != 2 || order[0] != w[1].ID || order[1] != w[2].ID {
			t.Fatalf("capacity raised: promoted %v, want w1 then w2", order)
		}
		if reg, n := e.seats(t, ev.ID); reg != 4 || n != 4 {
			t.Fatalf("after raise: registered %d, rows %d", reg, n)
		}

		// A slip ends w1's deadline; w0 and w2 have none yet.
		rows, err := e.svc.MemberRegistrations(ctx, w[1].ID)
		if err != nil || len(rows) != 1 {
			t.Fatalf("w1's registrations: %v, %v", rows, err)
		}
		if _, _, err := st.SetPaymentReference(ctx, rows[0].ID, w[1].ID, "/uploads/x.png", "x.png", testNow); err != nil {
			t.Fatal(err)
		}
		// Before the deadline nothing lapses.
		if n, err := e.svc.ExpirePromotions(ctx, wantPayBy.Add(-time.Minute)); err != nil || n != 0 {
			t.Fatalf("before the deadline: %d expired, %v", n, err)
		}
		// Two instances expiring at once remove each lapsed one exactly once.
		later := testNow.Add(25 * time.Hour)
		var wg sync.WaitGroup
		var removed atomic.Int64
		for range 2 {
			wg.Go(func() {
				n, err := e.svc.ExpirePromotions(ctx, later)
				if err != nil {
					t.Error(err)
				}
				removed.Add(int64(n))
			})
		}
		wg.Wait()
		promoted, lapsed := promotions(e.rec.take())
		if removed.Load() != 2 || len(lapsed) != 2 || lapsed[w[0].ID] != 1 || lapsed[w[2].ID] != 1 {
			t.Fatalf("removed %d, lapsed %v; want w0 and w2 once each", removed.Load(), lapsed)
		}
		// One seat went to w3, the last in line; the other stays free.
		if len(promoted) != 1 || promoted[w[3].ID] != 1 {
			t.Fatalf("promoted on expiry %v, want w3", promoted)
		}
		if reg, n := e.seats(t, ev.ID); reg != 3 || n != 3 {
			t.Fatalf("after expiry: registered %d, rows %d", reg, n)
		}
		if got := e.waitlistIDs(t, ev.ID); len(got) != 0 {
			t.Fatalf("waitlist after expiry = %v, want empty", got)
		}
		// w3's deadline runs from the expiry that promoted them.
		if n, err := e.svc.ExpirePromotions(ctx, later.Add(23*time.Hour)); err != nil || n != 0 {
			t.Fatalf("before w3's deadline: %d expired, %v", n, err)
		}
		if n, err := e.svc.ExpirePromotions(ctx, later.Add(48*time.Hour)); err != nil || n != 1 {
			t.Fatalf("w3's own deadline: %d expired, %v", n, err)
		}
		if _, lapsed := promotions(e.rec.take()); lapsed[w[3].ID] != 1 {
			t.Fatalf("lapsed %v, want w3", lapsed)
		}
	})
}

// TestWaitlistPromotionByAdmin: an admin removing a registration, or a
// whole member, hands the seats on like a member leaving; a deleted member
// leaves every waitlist.
func TestWaitlistPromotionByAdmin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		one := e.event(t, "2026-12-05", 1, weekdayRates)
		two := e.event(t, "2026-12-06", 1, weekdayRates)
		a, b, c, d := e.member(t, ""), e.member(t, ""), e.member(t, ""), e.member(t, "")
		e.register(t, a, one)
		e.register(t, a, two)
		for _, m := range []*model.Member{b, c} {
			e.join(t, m, one)
		}
		e.join(t, c, two)
		e.join(t, d, two)
		e.rec.take()

		// Deleting a frees a seat at each event: b takes one, c the other,
		// and c leaves the first event's waitlist with the member after.
		if err := e.svc.DeleteMember(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		promoted, _ := promotions(e.rec.take())
		if len(promoted) != 2 || promoted[b.ID] != 1 || promoted[c.ID] != 1 {
			t.Fatalf("delete a: promoted %v, want b and c", promoted)
		}
		if err := e.svc.DeleteMember(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		promoted, _ = promotions(e.rec.take())
		if len(promoted) != 1 || promoted[d.ID] != 1 {
			t.Fatalf("delete c: promoted %v, want d", promoted)
		}
		for _, ev := range []*model.Event{one, two} {
			if reg, n := e.seats(t, ev.ID); reg != 1 || n != 1 {
				t.Fatalf("event %d: registered %d, rows %d", ev.ID, reg, n)
			}
			if got := e.waitlistIDs(t, ev.ID); len(got) != 0 {
				t.Fatalf("event %d: waitlist = %v, want empty", ev.ID, got)
			}
		}

		// An admin removing b by phone hands the seat to the next in line.
		e.join(t, e.member(t, ""), one)
		e.rec.take()
		if err := e.svc.AdminDeregister(ctx, one.ID, b.Phone); err != nil {
			t.Fatal(err)
		}
		promoted, _ = promotions(e.rec.take())
		if len(promoted) != 1 {
			t.Fatalf("admin removal: promoted %v, want one", promoted)
		}
		if reg, n := e.seats(t, one.ID); reg != 1 || n != 1 {
			t.Fatalf("after admin removal: registered %d, rows %d", reg, n)
		}
	})
}

// TestWaitlistRace is the guarantee under load: 200 clients register or,
// when the event is full, join its waitlist, while some of those who got a
// seat give it back. Registrations never exceed capacity (checked by a
// reader throughout), the event's count matches its rows, the waitlist's
// positions run 1…n, nobody is both registered and waiting, and nobody
// waits while a seat is free.
func TestWaitlistRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		const capacity, clients = 20, 200
		ev := e.event(t, "2026-12-05", capacity, weekdayRates)
		members := make([]*model.Member, clients)
		for i := range members {
			members[i] = e.member(t, "")
		}
		check := func(when string) {
			reg, n := e.seats(t, ev.ID)
			if reg > capacity || n > capacity {
				t.Errorf("%s: registered %d, rows %d > capacity %d", when, reg, n, capacity)
			}
		}
		done := make(chan struct{})
		var reader sync.WaitGroup
		reader.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
					check("during the race")
					time.Sleep(2 * time.Millisecond)
				}
			}
		})
		var wg sync.WaitGroup
		for i, m := range members {
			wg.Go(func() {
				for attempt := 0; attempt < 10; attempt++ {
					_, err := e.svc.Register(ctx, m, ev.ID, "Non-Member Weekday")
					if err == nil {
						if i%4 == 0 { // a quarter give their seat back
							if err := e.svc.Deregister(ctx, m.ID, ev.ID, 0); err != nil {
								t.Errorf("deregister %d: %v", m.ID, err)
							}
							check("after a promotion")
						}
						return
					}
					if !errors.Is(err, club.ErrEventFull) {
						t.Errorf("register %d: %v", m.ID, err)
						return
					}
					_, err = e.svc.JoinWaitlist(ctx, m, ev.ID, "Non-Member Weekday")
					if errors.Is(err, club.ErrEventNotFull) {
						continue // a seat freed meanwhile: register again
					}
					if err != nil {
						t.Errorf("join %d: %v", m.ID, err)
					}
					if i%7 == 0 {
						if err := e.svc.LeaveWaitlist(ctx, m.ID, ev.ID); err != nil && !errors.Is(err, club.ErrNotOnWaitlist) {
							t.Errorf("leave %d: %v", m.ID, err)
						}
					}
					return
				}
			})
		}
		wg.Wait()
		close(done)
		reader.Wait()

		reg, n := e.seats(t, ev.ID)
		if reg != n || n > capacity {
			t.Fatalf("end: registered %d, rows %d, capacity %d", reg, n, capacity)
		}
		waiting := e.waitlistIDs(t, ev.ID)
		if len(waiting) > 0 && n != capacity {
			t.Fatalf("%d waiting while %d of %d seats are taken", len(waiting), n, capacity)
		}
		rows, err := e.svc.EventRegistrations(ctx, ev.ID)
		if err != nil {
			t.Fatal(err)
		}
		registered := map[int64]bool{}
		for _, r := range rows {
			registered[r.MemberID] = true
		}
		for _, id := range waiting {
			if registered[id] {
				t.Fatalf("member %d is both registered and waiting", id)
			}
		}
		t.Logf("%d registered, %d waiting", n, len(waiting))
	})
}
