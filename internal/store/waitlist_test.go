package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func waitFor(e *store.Event, m *store.Member) *store.WaitlistEntry {
	return &store.WaitlistEntry{EventID: e.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "Non-Member Weekday"}
}

// join appends e to its event's waitlist under the event's lock, as the
// club service does once its rules allow it.
func join(s *store.Store, e *store.WaitlistEntry) (int, error) {
	pos := 0
	err := s.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error {
		if _, err := store.LockEvent(ctx, tx, e.EventID); err != nil {
			return err
		}
		var err error
		pos, err = store.AppendToWaitlist(ctx, tx, e)
		return err
	})
	return pos, err
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

		if err := s.Register(ctx, regFor(e, a, "Non-Member Weekday")); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			m    *store.Member
			want bool
		}{{a, true}, {b, false}} {
			if got, err := store.IsRegistered(ctx, s.DB(), e.ID, c.m.ID); err != nil || got != c.want {
				t.Fatalf("IsRegistered(member %d) = %t, %v; want %t", c.m.ID, got, err, c.want)
			}
		}
		for i, m := range []*store.Member{b, c, d} {
			pos, err := join(s, waitFor(e, m))
			if err != nil || pos != i+1 {
				t.Fatalf("join %d: position %d, %v", i, pos, err)
			}
		}
		if _, err := join(s, waitFor(e, c)); !errors.Is(err, store.ErrAlreadyWaitlisted) {
			t.Fatalf("join twice: %v, want ErrAlreadyWaitlisted", err)
		}
		if _, err := join(s, &store.WaitlistEntry{EventID: 99999, MemberID: b.ID, MemberName: "b", MemberPhone: "1"}); !errors.Is(err, store.ErrNotFound) {
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

// TestPromotionQueries: the queries the club's promotion rule is made of
// keep the order and the counts: the next in line is the lowest sort key,
// then the earliest entry; promoting one moves it from the list to a
// registration with its seat; the due and lapsed queries see only unpaid,
// slip-less promotions past their deadline.
func TestPromotionQueries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 1, regRates)
		hours := 24
		if _, err := s.DB().NewUpdate().Model((*store.Event)(nil)).Set("promotion_pay_hours = ?", hours).Where("id = ?", e.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		a, b, c := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
		for _, m := range []*store.Member{a, b, c} {
			if _, err := join(s, waitFor(e, m)); err != nil {
				t.Fatal(err)
			}
		}
		list, _ := s.Waitlist(ctx, e.ID)
		// c moves to the front.
		for range 2 {
			if err := s.MoveWaitlistEntry(ctx, e.ID, list[2].ID, -1); err != nil {
				t.Fatal(err)
			}
		}
		free, err := store.EventSeats(ctx, s.DB(), e.ID)
		if err != nil || free.Capacity != 1 || free.Registered != 0 || free.PromotionPayHours == nil || *free.PromotionPayHours != hours {
			t.Fatalf("EventSeats = %+v, %v", free, err)
		}
		if _, err := store.EventSeats(ctx, s.DB(), 99999); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("EventSeats of unknown event: %v", err)
		}
		next, err := store.NextInLine(ctx, s.DB(), e.ID)
		if err != nil || next.MemberID != c.ID {
			t.Fatalf("next in line = %+v, %v; want c", next, err)
		}

		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		payBy := now.Add(24 * time.Hour)
		reg := &store.Registration{EventID: e.ID, MemberID: c.ID, MemberName: c.Name, MemberPhone: c.Phone,
			GuestRateType: next.GuestRateType, CreatedAt: now, PayBy: &payBy}
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			return store.PromoteEntry(ctx, tx, next.ID, reg)
		}); err != nil || reg.ID == 0 {
			t.Fatalf("promote c: %v (id %d)", err, reg.ID)
		}
		if got := waitlistMembers(t, s, e.ID); len(got) != 2 || got[0] != a.ID || got[1] != b.ID {
			t.Fatalf("waitlist after promotion = %v, want [a b]", got)
		}
		if reg, n := seats(t, s, e.ID); reg != 1 || n != 1 {
			t.Fatalf("after promotion: registered %d, rows %d", reg, n)
		}

		for _, tt := range []struct {
			name string
			at   time.Time
			want int
		}{{"before the deadline", payBy.Add(-time.Second), 0}, {"at the deadline", payBy, 1}, {"after", payBy.Add(time.Hour), 1}} {
			due, err := s.DuePromotions(ctx, tt.at, 10)
			if err != nil || len(due) != tt.want {
				t.Fatalf("%s: due %+v, %v; want %d", tt.name, due, err, tt.want)
			}
			_, err = store.LapsedPromotion(ctx, s.DB(), reg.ID, tt.at)
			if (tt.want == 1) != (err == nil) {
				t.Fatalf("%s: LapsedPromotion = %v", tt.name, err)
			}
		}
		// A slip takes it off the lapsed list.
		if _, _, err := s.SetPaymentReference(ctx, reg.ID, c.ID, "/uploads/x.png", "x.png", now); err != nil {
			t.Fatal(err)
		}
		if due, err := s.DuePromotions(ctx, payBy.Add(time.Hour), 10); err != nil || len(due) != 0 {
			t.Fatalf("with a slip: due %+v, %v", due, err)
		}
		if _, err := store.LapsedPromotion(ctx, s.DB(), reg.ID, payBy.Add(time.Hour)); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("with a slip: LapsedPromotion = %v, want ErrNotFound", err)
		}
	})
}

// TestDeleteMemberFreesSeats: deleting a member frees one seat per event
// they held, reports those events for the waitlist, and takes them off
// every waitlist.
func TestDeleteMemberFreesSeats(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e1, e2 := mkEvent(t, s, 1, regRates), mkEvent(t, s, 1, regRates)
		a, b := mkMember(t, s, ""), mkMember(t, s, "")
		for _, e := range []*store.Event{e1, e2} {
			if err := s.Register(ctx, regFor(e, a, "Non-Member Weekday")); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Register(ctx, regFor(e1, b, "Non-Member Weekday")); !errors.Is(err, store.ErrEventFull) {
			t.Fatalf("register b: %v, want full", err)
		}
		if _, err := join(s, waitFor(e1, b)); err != nil {
			t.Fatal(err)
		}
		var gone *store.DeletedMember
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			var err error
			gone, err = store.DeleteMember(ctx, tx, a.ID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if len(gone.FreedEvents) != 2 || gone.FreedEvents[0] != e1.ID || gone.FreedEvents[1] != e2.ID {
			t.Fatalf("freed events = %v", gone.FreedEvents)
		}
		for _, e := range []*store.Event{e1, e2} {
			if reg, n := seats(t, s, e.ID); reg != 0 || n != 0 {
				t.Fatalf("event %d: registered %d, rows %d", e.ID, reg, n)
			}
		}
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			var err error
			gone, err = store.DeleteMember(ctx, tx, b.ID)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if got := waitlistMembers(t, s, e1.ID); len(got) != 0 {
			t.Fatalf("waitlist = %v, want empty", got)
		}
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := store.DeleteMember(ctx, tx, a.ID)
			return err
		}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v, want ErrNotFound", err)
		}
	})
}
