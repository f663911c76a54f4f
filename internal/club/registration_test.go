package club_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/club"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestRegister(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		open := e.event(t, "2026-12-05", 2, weekdayRates)
		past := e.event(t, "2026-11-20", 5, weekdayRates)
		tiny := e.event(t, "2026-12-06", 1, nil)
		member, guest, other := e.member(t, "BHG"), e.member(t, ""), e.member(t, "")
		if _, err := e.svc.Register(ctx, other, tiny.ID, "Walk-in"); err != nil {
			t.Fatalf("fill tiny event: %v", err)
		}
		e.rec.take()

		tests := []struct {
			name      string
			m         *store.Member
			eventID   int64
			rate      string
			wantCode  string
			wantPrice string
		}{
			{"member rate for a member", member, open.ID, "member weekday", "", "RM 120"},
			{"twice", member, open.ID, "Member Weekday", "already_registered", ""},
			{"member rate for a guest", guest, open.ID, "Member Weekday", "membership_required", ""},
			{"guest at the guest rate", guest, open.ID, "Non-Member Weekday", "", "RM 180"},
			{"no rate type", other, open.ID, " ", "required", ""},
			{"past event", member, past.ID, "Member Weekday", "registration_closed", ""},
			{"full event", member, tiny.ID, "Walk-in", "event_full", ""},
			{"already in a full event hears 'already'", other, tiny.ID, "Walk-in", "already_registered", ""},
			{"no such event", member, 999999, "Member Weekday", "not_found", ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				row, err := e.svc.Register(ctx, tt.m, tt.eventID, tt.rate)
				events := e.rec.take()
				if tt.wantCode != "" {
					if !apperr.HasCode(err, tt.wantCode) {
						t.Fatalf("err = %v, want code %s", err, tt.wantCode)
					}
					if len(events) != 0 {
						t.Fatalf("a refused registration published %v", events)
					}
					return
				}
				if err != nil {
					t.Fatalf("register: %v", err)
				}
				if _, label := club.RegistrationPrice(row); label != tt.wantPrice {
					t.Errorf("price %q, want %q", label, tt.wantPrice)
				}
				want := bus.RegistrationCreated{RegistrationID: row.ID, EventID: tt.eventID, EventTitle: open.Title, EventType: open.Type,
					MemberID: tt.m.ID, MemberName: tt.m.Name, MemberPhone: tt.m.Phone, GuestRateType: row.GuestRateType, At: testNow}
				if len(events) != 1 || events[0] != want {
					t.Fatalf("published %#v, want %#v", events, want)
				}
			})
		}
		if reg, n := e.seats(t, open.ID); reg != 2 || n != 2 {
			t.Fatalf("open event: registered %d, rows %d; want 2, 2", reg, n)
		}
	})
}

func TestDeregister(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		ev := e.event(t, "2026-12-05", 1, nil)
		a, b := e.member(t, ""), e.member(t, "")
		row, err := e.svc.Register(ctx, a, ev.ID, "Walk-in")
		if err != nil {
			t.Fatal(err)
		}
		f := &store.Flight{EventID: ev.ID, FlightNumber: 1, TeeTime: "7:30", MaxPlayers: 4, StartingHole: 1}
		if err := e.svc.CreateFlight(ctx, f); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.AddFlightPlayer(ctx, &store.FlightMember{FlightID: f.ID, RegistrationID: row.ID, Position: 1}); err != nil {
			t.Fatal(err)
		}
		e.rec.take()

		for _, tt := range []struct {
			name                 string
			member, event, regID int64
			wantCode             string
		}{
			{"not registered", b.ID, ev.ID, 0, "not_registered"},
			{"someone else's registration", b.ID, ev.ID, row.ID, "not_found"},
			{"wrong event", a.ID, ev.ID + 1000, row.ID, "not_found"},
		} {
			if err := e.svc.Deregister(ctx, tt.member, tt.event, tt.regID); !apperr.HasCode(err, tt.wantCode) {
				t.Errorf("%s: %v, want %s", tt.name, err, tt.wantCode)
			}
		}
		if got := e.rec.take(); len(got) != 0 {
			t.Fatalf("refused de-registrations published %v", got)
		}

		if err := e.svc.Deregister(ctx, a.ID, ev.ID, row.ID); err != nil {
			t.Fatalf("deregister: %v", err)
		}
		if reg, n := e.seats(t, ev.ID); reg != 0 || n != 0 {
			t.Fatalf("seat not freed: registered %d, rows %d", reg, n)
		}
		if fl, err := st.GetFlight(ctx, f.ID); err != nil || len(fl.Players) != 0 {
			t.Fatalf("flight place not freed: %v %+v", err, fl)
		}
		want := bus.RegistrationCancelled{RegistrationID: row.ID, EventID: ev.ID, MemberID: a.ID, MemberName: a.Name, At: testNow}
		if got := e.rec.take(); len(got) != 1 || got[0] != want {
			t.Fatalf("published %#v, want %#v", got, want)
		}

		// The freed seat goes to the next member; an admin takes it back.
		if _, err := e.svc.Register(ctx, b, ev.ID, "Walk-in"); err != nil {
			t.Fatalf("register into the freed seat: %v", err)
		}
		e.rec.take()
		if err := e.svc.AdminDeregister(ctx, ev.ID, a.Phone); !apperr.HasCode(err, "not_registered") {
			t.Fatalf("admin, phone not registered: %v", err)
		}
		if err := e.svc.AdminDeregister(ctx, 999999, b.Phone); !apperr.HasCode(err, "not_found") {
			t.Fatalf("admin, unknown event: %v", err)
		}
		if err := e.svc.AdminDeregister(ctx, ev.ID, b.Phone); err != nil {
			t.Fatalf("admin deregister: %v", err)
		}
		got := e.rec.take()
		if c, ok := got[len(got)-1].(bus.RegistrationCancelled); len(got) != 1 || !ok || !c.ByAdmin || c.MemberID != b.ID {
			t.Fatalf("admin cancellation published %#v", got)
		}
		if reg, n := e.seats(t, ev.ID); reg != 0 || n != 0 {
			t.Fatalf("admin: registered %d, rows %d", reg, n)
		}
	})
}

// TestRegisterConcurrently: 200 members race through the service for 10
// seats; exactly 10 win, the rest hear event_full, and exactly 10 events
// are published.
func TestRegisterConcurrently(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		ev := e.event(t, "2026-12-05", 10, nil)
		members := make([]*store.Member, 200)
		for i := range members {
			members[i] = e.member(t, "")
		}
		var ok, full atomic.Int64
		var wg sync.WaitGroup
		for _, m := range members {
			wg.Go(func() {
				_, err := e.svc.Register(ctx, m, ev.ID, "Walk-in")
				switch {
				case err == nil:
					ok.Add(1)
				case errors.Is(err, club.ErrEventFull):
					full.Add(1)
				default:
					t.Errorf("register: %v", err)
				}
			})
		}
		wg.Wait()
		if ok.Load() != 10 || full.Load() != 190 {
			t.Fatalf("ok %d, full %d", ok.Load(), full.Load())
		}
		if reg, n := e.seats(t, ev.ID); reg != 10 || n != 10 {
			t.Fatalf("registered %d, rows %d", reg, n)
		}
		if got := e.rec.take(); len(got) != 10 {
			t.Fatalf("published %d events, want 10", len(got))
		}
	})
}
