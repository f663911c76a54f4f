package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestRegisterBatchKeepsEachOutcome: registrations written in one batch
// each get their own answer, in the order they came, and a database error
// of one (a member that does not exist breaks the foreign key, which on
// PostgreSQL aborts the batch's transaction) costs the others nothing.
func TestRegisterBatchKeepsEachOutcome(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 2, nil)
		first, second, late := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
		if err := s.Register(ctx, regFor(e, first, "x")); err != nil {
			t.Fatal(err)
		}
		ghost := &store.Member{ID: 1 << 40, Name: "Nobody", Phone: "0100000000"}
		missing := &store.Event{ID: 1 << 40}
		regs := []*store.Registration{
			regFor(missing, second, "x"),
			regFor(e, first, "x"),
			regFor(e, ghost, "x"),
			regFor(e, second, "x"),
			regFor(e, late, "x"),
		}
		for _, r := range regs {
			r.CreatedAt = time.Now().UTC().Truncate(time.Microsecond)
		}
		got := s.RegisterBatch(ctx, regs)

		for i, want := range []error{store.ErrNotFound, store.ErrAlreadyRegistered, nil, nil, store.ErrEventFull} {
			switch {
			case i == 2:
				if got[i] == nil || errors.Is(got[i], store.ErrEventFull) || errors.Is(got[i], store.ErrAlreadyRegistered) {
					t.Errorf("registration of a member that does not exist: %v, want a database error", got[i])
				}
			case want == nil && got[i] != nil:
				t.Errorf("registration %d: %v", i, got[i])
			case want != nil && !errors.Is(got[i], want):
				t.Errorf("registration %d: %v, want %v", i, got[i], want)
			}
			if (got[i] == nil) != (regs[i].ID != 0) {
				t.Errorf("registration %d: error %v but id %d", i, got[i], regs[i].ID)
			}
		}
		if reg, n := seats(t, s, e.ID); reg != 2 || n != 2 {
			t.Fatalf("registered %d, rows %d; want 2 and 2", reg, n)
		}
		rows, err := s.MemberRegistrations(ctx, second.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 1 || rows[0].ID != regs[3].ID {
			t.Fatalf("second member's registrations %+v, want the one with id %d", rows, regs[3].ID)
		}
	})
}
