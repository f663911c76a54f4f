package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func waitFor(e *store.Event, m *store.Member) *store.WaitlistEntry {
	return &store.WaitlistEntry{EventID: e.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "Non-Member Weekday"}
}

// waitlistMembers is the event's waitlist as member ids, in order, after
// checking its positions run 1, 2, 3 … without gaps or repeats.
func waitlistMembers(t testing.TB, s *store.Store, eventID int64) []int64 {
	t.Helper()
	list, err := s.Waitlist(context.Background(), eventID)
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

func TestWaitlistJoinLeave(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 1, regRates)
		a, b, c, d := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")

		if _, err := s.JoinWaitlist(ctx, waitFor(e, b)); !errors.Is(err, store.ErrEventNotFull) {
			t.Fatalf("join a non-full event: %v, want ErrEventNotFull", err)
		}
		if err := s.Register(ctx, regFor(e, a, "Non-Member Weekday")); err != nil {
			t.Fatal(err)
		}
		if _, err := s.JoinWaitlist(ctx, waitFor(e, a)); !errors.Is(err, store.ErrAlreadyRegistered) {
			t.Fatalf("registered member joins: %v, want ErrAlreadyRegistered", err)
		}
		for i, m := range []*store.Member{b, c, d} {
			pos, err := s.JoinWaitlist(ctx, waitFor(e, m))
			if err != nil || pos != i+1 {
				t.Fatalf("join %d: position %d, %v", i, pos, err)
			}
		}
		if _, err := s.JoinWaitlist(ctx, waitFor(e, c)); !errors.Is(err, store.ErrAlreadyWaitlisted) {
			t.Fatalf("join twice: %v, want ErrAlreadyWaitlisted", err)
		}
		if _, err := s.JoinWaitlist(ctx, &store.WaitlistEntry{EventID: 99999, MemberID: b.ID, MemberName: "b", MemberPhone: "1"}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown event: %v", err)
		}
		if err := s.LeaveWaitlist(ctx, e.ID, c.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.LeaveWaitlist(ctx, e.ID, c.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("leave twice: %v", err)
		}
		if got := waitlistMembers(t, s, e.ID); len(got) != 2 || got[0] != b.ID || got[1] != d.ID {
			t.Fatalf("waitlist after c left = %v, want [b d]", got)
		}
		count, pos, err := s.WaitlistStatus(ctx, e.ID, d.ID)
		if err != nil || count != 2 || pos != 2 {
			t.Fatalf("status of d = %d, %d, %v; want 2, 2", count, pos, err)
		}
		places, err := s.MemberWaitlists(ctx, d.ID)
		if err != nil || places[e.ID] != 2 {
			t.Fatalf("member waitlists of d = %v, %v", places, err)
		}

		// Admin reorder: d up to first; moving the first up changes nothing.
		list, _ := s.Waitlist(ctx, e.ID)
		if err := s.MoveWaitlistEntry(ctx, e.ID, list[1].ID, -1); err != nil {
			t.Fatal(err)
		}
		if err := s.MoveWaitlistEntry(ctx, e.ID, list[1].ID, -1); err != nil {
			t.Fatal(err)
		}
		if got := waitlistMembers(t, s, e.ID); got[0] != d.ID || got[1] != b.ID {
			t.Fatalf("after moving d up = %v, want [d b]", got)
		}
		if err := s.MoveWaitlistEntry(ctx, e.ID, 424242, 1); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("move unknown entry: %v", err)
		}
		if _, err := s.RemoveFromWaitlist(ctx, e.ID+1, list[0].ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("remove through another event: %v", err)
		}
		if got, err := s.RemoveFromWaitlist(ctx, e.ID, list[0].ID); err != nil || got.MemberID != b.ID {
			t.Fatalf("remove b: %+v, %v", got, err)
		}
		if got := waitlistMembers(t, s, e.ID); len(got) != 1 || got[0] != d.ID {
			t.Fatalf("after removing b = %v", got)
		}
	})
}

func TestWaitlistPromotion(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 2, regRates)
		hours := 24
		e.PromotionPayHours = &hours
		if _, _, err := s.UpdateEvent(ctx, e); err != nil {
			t.Fatal(err)
		}
		a, b := mkMember(t, s, ""), mkMember(t, s, "")
		w := []*store.Member{mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")}
		ra := regFor(e, a, "Non-Member Weekday")
		for _, r := range []*store.Registration{ra, regFor(e, b, "Non-Member Weekday")} {
			if err := s.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		for _, m := range w {
			if _, err := s.JoinWaitlist(ctx, waitFor(e, m)); err != nil {
				t.Fatal(err)
			}
		}

		// A member leaving: the first in line takes the seat, with a deadline.
		before := time.Now()
		gone, err := s.Deregister(ctx, e.ID, a.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(gone.Promoted) != 1 || gone.Promoted[0].MemberID != w[0].ID || gone.Promoted[0].ID == 0 {
			t.Fatalf("promoted = %+v, want w0", gone.Promoted)
		}
		p := gone.Promoted[0]
		if p.PayBy == nil || p.PayBy.Before(before.Add(23*time.Hour)) || p.PayBy.After(time.Now().Add(25*time.Hour)) {
			t.Fatalf("pay by = %v, want about 24 h from now", p.PayBy)
		}
		if reg, n := seats(t, s, e.ID); reg != 2 || n != 2 {
			t.Fatalf("after promotion: registered %d, rows %d", reg, n)
		}
		got, err := s.GetRegistration(ctx, p.ID)
		if err != nil || got.GuestRateType != "Non-Member Weekday" || got.IsPaid || got.PayBy == nil {
			t.Fatalf("promoted registration = %+v, %v", got, err)
		}

		// Admin raising capacity by two promotes the next two at once.
		e.Capacity = 4
		_, promoted, err := s.UpdateEvent(ctx, e)
		if err != nil || len(promoted) != 2 || promoted[0].MemberID != w[1].ID || promoted[1].MemberID != w[2].ID {
			t.Fatalf("capacity raised: promoted %+v, %v", promoted, err)
		}
		if reg, n := seats(t, s, e.ID); reg != 4 || n != 4 {
			t.Fatalf("after raise: registered %d, rows %d", reg, n)
		}

		// A slip ends w1's deadline; w0 and w2 have none yet.
		if _, _, err := s.SetPaymentReference(ctx, promoted[0].ID, w[1].ID, "/uploads/x.png", "x.png", time.Now()); err != nil {
			t.Fatal(err)
		}
		// Two instances expiring at once remove each lapsed one exactly once.
		later := time.Now().Add(25 * time.Hour)
		var wg sync.WaitGroup
		results := make([][]store.Lapsed, 2)
		for i := range results {
			wg.Go(func() {
				var err error
				results[i], err = s.ExpireUnpaidPromotions(ctx, later, 100)
				if err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		lapsed := map[int64]int{}
		for _, r := range results {
			for _, l := range r {
				lapsed[l.MemberID]++
			}
		}
		if len(lapsed) != 2 || lapsed[w[0].ID] != 1 || lapsed[w[2].ID] != 1 {
			t.Fatalf("lapsed = %v, want w0 and w2 once each", lapsed)
		}
		// One seat went to w3, the last in line; the other stays free.
		if reg, n := seats(t, s, e.ID); reg != 3 || n != 3 {
			t.Fatalf("after expiry: registered %d, rows %d", reg, n)
		}
		if got := waitlistMembers(t, s, e.ID); len(got) != 0 {
			t.Fatalf("waitlist after expiry = %v, want empty", got)
		}
		if again, err := s.ExpireUnpaidPromotions(ctx, later.Add(48*time.Hour), 100); err != nil || len(again) != 1 || again[0].MemberID != w[3].ID {
			t.Fatalf("w3's own deadline: %+v, %v", again, err)
		}
	})
}

// TestWaitlistRace is the guarantee under load: 200 clients register or,
// when the event is full, join its waitlist, while some of those who got a
// seat give it back. Registrations never exceed capacity (checked by a
// reader throughout and after every promotion), the event's count matches
// its rows, the waitlist's positions run 1…n, nobody is both registered
// and waiting, and nobody waits while a seat is free.
func TestWaitlistRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		const capacity, clients = 20, 200
		e := mkEvent(t, s, capacity, regRates)
		members := make([]*store.Member, clients)
		for i := range members {
			members[i] = mkMember(t, s, "")
		}
		check := func(when string) {
			reg, n := seats(t, s, e.ID)
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
					err := s.Register(ctx, regFor(e, m, "Non-Member Weekday"))
					if err == nil {
						if i%4 == 0 { // a quarter give their seat back
							gone, err := s.Deregister(ctx, e.ID, m.ID, 0)
							if err != nil {
								t.Errorf("deregister %d: %v", m.ID, err)
							}
							if gone != nil && len(gone.Promoted) > 0 {
								check("after a promotion")
							}
						}
						return
					}
					if !errors.Is(err, store.ErrEventFull) {
						t.Errorf("register %d: %v", m.ID, err)
						return
					}
					_, err = s.JoinWaitlist(ctx, waitFor(e, m))
					if errors.Is(err, store.ErrEventNotFull) {
						continue // a seat freed meanwhile: register again
					}
					if err != nil {
						t.Errorf("join %d: %v", m.ID, err)
					}
					if i%7 == 0 {
						if err := s.LeaveWaitlist(ctx, e.ID, m.ID); err != nil && !errors.Is(err, store.ErrNotFound) {
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

		reg, n := seats(t, s, e.ID)
		if reg != n || n > capacity {
			t.Fatalf("end: registered %d, rows %d, capacity %d", reg, n, capacity)
		}
		waiting := waitlistMembers(t, s, e.ID)
		if len(waiting) > 0 && n != capacity {
			t.Fatalf("%d waiting while %d of %d seats are taken", len(waiting), n, capacity)
		}
		rows, err := s.EventRegistrations(ctx, e.ID)
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

// TestWaitlistMemberDeleted: deleting a registered member frees their seat
// for the first in line, and a deleted member leaves every waitlist.
func TestWaitlistMemberDeleted(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 1, regRates)
		a, b, c := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
		if err := s.Register(ctx, regFor(e, a, "Non-Member Weekday")); err != nil {
			t.Fatal(err)
		}
		for _, m := range []*store.Member{b, c} {
			if _, err := s.JoinWaitlist(ctx, waitFor(e, m)); err != nil {
				t.Fatal(err)
			}
		}
		gone, err := s.DeleteMember(ctx, a.ID)
		if err != nil || len(gone.Promoted) != 1 || gone.Promoted[0].MemberID != b.ID {
			t.Fatalf("delete a: promoted %+v, %v; want b", gone, err)
		}
		if _, err := s.DeleteMember(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if reg, n := seats(t, s, e.ID); reg != 1 || n != 1 {
			t.Fatalf("registered %d, rows %d", reg, n)
		}
		if got := waitlistMembers(t, s, e.ID); len(got) != 0 {
			t.Fatalf("waitlist = %v, want empty", got)
		}
	})
}
