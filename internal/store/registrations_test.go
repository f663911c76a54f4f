package store_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/model"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

var regRates = []store.Rate{
	{Type: "Member Weekday", Price: 120, Category: "member"},
	{Type: "Non-Member Weekday", Price: 180, Category: "non-member"},
}

// clock dates the rows these tests write through the store, as a
// service's clock would.
var clock = storetest.NewClock(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))

func mkEvent(t testing.TB, s *store.Store, capacity int, rates []store.Rate) *store.Event {
	t.Helper()
	e := &store.Event{Title: "Monthly Medal", Date: "2026-12-05", Time: "7:30 AM", Type: "tournament",
		Capacity: capacity, Rates: rates, CreatedAt: clock.Now()}
	if err := s.CreateEvent(context.Background(), e); err != nil {
		t.Fatalf("create event: %v", err)
	}
	return e
}

var memberSeq atomic.Int64

func mkMember(t testing.TB, s *store.Store, membership string) *store.Member {
	t.Helper()
	n := memberSeq.Add(1)
	m := &store.Member{Name: fmt.Sprintf("Member %d", n), Phone: fmt.Sprintf("01%09d", n), PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
	if membership != "" {
		num := fmt.Sprintf("%s-%d", membership, n)
		m.MembershipNumber = &num
	}
	if err := s.CreateMember(context.Background(), m); err != nil {
		t.Fatalf("create member: %v", err)
	}
	return m
}

func regFor(e *store.Event, m *store.Member, rate string) *store.Registration {
	return &store.Registration{EventID: e.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: rate, CreatedAt: clock.Now()}
}

// seats returns the event's registered count and its number of rows.
func seats(t testing.TB, s *store.Store, eventID int64) (int, int) {
	t.Helper()
	e, err := s.GetEvent(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.CountRegistrations(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	return e.Registered, n
}

// deregister removes member memberID's registration for eventID (regID
// 0) or registration regID in one transaction, as the club service does
// before it fills the seat.
func deregister(s *store.Store, eventID, memberID, regID int64) (*store.Registration, error) {
	var reg *store.Registration
	err := s.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error {
		var err error
		if reg, err = store.MemberRegistration(ctx, tx, eventID, memberID, regID); err != nil {
			return err
		}
		return store.RemoveRegistration(ctx, tx, reg, time.Now())
	})
	return reg, err
}

func TestRegisterAndDeregister(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 2, regRates)
		a, b, c := mkMember(t, s, "A"), mkMember(t, s, ""), mkMember(t, s, "")

		ra := regFor(e, a, "Member Weekday")
		if err := s.Register(ctx, ra); err != nil || ra.ID == 0 {
			t.Fatalf("register a: %v (id %d)", err, ra.ID)
		}
		if err := s.Register(ctx, regFor(e, a, "Member Weekday")); !errors.Is(err, store.ErrAlreadyRegistered) || !errors.Is(err, store.ErrConflict) {
			t.Fatalf("second register: %v, want ErrAlreadyRegistered", err)
		}
		if reg, n := seats(t, s, e.ID); reg != 1 || n != 1 {
			t.Fatalf("after duplicate: registered %d, rows %d", reg, n)
		}
		rb := regFor(e, b, "Non-Member Weekday")
		if err := s.Register(ctx, rb); err != nil {
			t.Fatal(err)
		}
		if err := s.Register(ctx, regFor(e, c, "Non-Member Weekday")); !errors.Is(err, store.ErrEventFull) {
			t.Fatalf("register into full event: %v", err)
		}
		// Already registered wins over full.
		if err := s.Register(ctx, regFor(e, a, "Member Weekday")); !errors.Is(err, store.ErrAlreadyRegistered) {
			t.Fatalf("register again into full event: %v", err)
		}
		if err := s.Register(ctx, &store.Registration{EventID: 9999, MemberID: c.ID, MemberName: "c", MemberPhone: "1", CreatedAt: clock.Now()}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown event: %v", err)
		}
		if reg, n := seats(t, s, e.ID); reg != 2 || n != 2 {
			t.Fatalf("full: registered %d, rows %d", reg, n)
		}

		// Place a in a flight; de-registering removes the place.
		f := &store.Flight{EventID: e.ID, FlightNumber: 1, TeeTime: "7:30 AM", MaxPlayers: 4, StartingHole: 1}
		if _, err := s.DB().NewInsert().Model(f).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		fm := &store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID, MemberName: a.Name, MemberPhone: a.Phone, Position: 1}
		if _, err := s.DB().NewInsert().Model(fm).Exec(ctx); err != nil {
			t.Fatal(err)
		}

		// Someone else's registration, or the wrong event: not found, nothing changes.
		if _, err := deregister(s, e.ID, b.ID, ra.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deregister other's: %v", err)
		}
		if _, err := deregister(s, e.ID+1, a.ID, ra.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deregister wrong event: %v", err)
		}
		if _, err := deregister(s, e.ID, c.ID, 0); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deregister unregistered: %v", err)
		}
		if reg, n := seats(t, s, e.ID); reg != 2 || n != 2 {
			t.Fatalf("after refused deregisters: registered %d, rows %d", reg, n)
		}

		got, err := deregister(s, e.ID, a.ID, ra.ID)
		if err != nil || got.ID != ra.ID {
			t.Fatalf("deregister: %v, %+v", err, got)
		}
		if reg, n := seats(t, s, e.ID); reg != 1 || n != 1 {
			t.Fatalf("after deregister: registered %d, rows %d", reg, n)
		}
		flights, err := s.EventFlights(ctx, e.ID)
		if err != nil || len(flights) != 1 || len(flights[0].Players) != 0 {
			t.Fatalf("flight after deregister: %v, %+v", err, flights)
		}
		// The freed seat can be taken.
		if err := s.Register(ctx, regFor(e, c, "Non-Member Weekday")); err != nil {
			t.Fatal(err)
		}
		// By event only.
		if _, err := deregister(s, e.ID, b.ID, 0); err != nil {
			t.Fatal(err)
		}
		if reg, n := seats(t, s, e.ID); reg != 1 || n != 1 {
			t.Fatalf("end: registered %d, rows %d", reg, n)
		}
	})
}

func TestRegistrationLists(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		later := &store.Event{Title: "Later", Date: "2027-01-10", Type: "social", Capacity: 5, Rates: regRates, CreatedAt: clock.Now()}
		sooner := &store.Event{Title: "Sooner", Date: "2026-12-01", Type: "tournament", Capacity: 5, CreatedAt: clock.Now()}
		for _, e := range []*store.Event{later, sooner} {
			if err := s.CreateEvent(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		a, b := mkMember(t, s, "A"), mkMember(t, s, "")
		for _, r := range []*store.Registration{regFor(later, a, "Member Weekday"), regFor(sooner, a, "Member"), regFor(later, b, "Non-Member Weekday")} {
			if err := s.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		mine, err := s.MemberRegistrations(ctx, a.ID)
		if err != nil || len(mine) != 2 {
			t.Fatalf("member registrations: %v, %d", err, len(mine))
		}
		if mine[0].EventTitle != "Sooner" || mine[1].EventTitle != "Later" || !mine[0].IsMember() {
			t.Fatalf("order or join wrong: %+v", mine)
		}
		if ev := mine[1].Event(); len(ev.Rates) != 2 || ev.Rates[0].Price != 120 {
			t.Fatalf("joined rates: %+v", ev.Rates)
		}
		if ev := mine[0].Event(); ev.Rates == nil || len(ev.Rates) != 0 {
			t.Fatalf("joined empty rates: %#v", ev.Rates)
		}
		list, err := s.EventRegistrations(ctx, later.ID)
		if err != nil || len(list) != 2 || list[0].MemberID != a.ID || list[1].IsMember() {
			t.Fatalf("event registrations: %v, %+v", err, list)
		}
		one, err := s.RegistrationWithEvent(ctx, list[1].ID)
		if err != nil || one.EventTitle != "Later" || one.MemberID != b.ID {
			t.Fatalf("registration with event: %v, %+v", err, one)
		}
		if _, err := s.RegistrationWithEvent(ctx, 9999); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown: %v", err)
		}
		all, err := s.AllRegistrations(ctx)
		if err != nil || len(all) != 3 {
			t.Fatalf("all: %v, %d", err, len(all))
		}
	})
}

func TestSetPaymentReference(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e1, e2 := mkEvent(t, s, 5, nil), mkEvent(t, s, 5, nil)
		a, b := mkMember(t, s, ""), mkMember(t, s, "")
		r1, r2 := regFor(e1, a, "x"), regFor(e2, a, "x")
		for _, r := range []*store.Registration{r1, r2} {
			if err := s.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		at := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		if _, _, err := s.SetPaymentReference(ctx, r1.ID, b.ID, "/f/1", "slip.jpg", at); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("other's registration: %v", err)
		}
		reg, orphan, err := s.SetPaymentReference(ctx, r1.ID, a.ID, "/f/1", "slip.jpg", at)
		if err != nil || orphan != nil || *reg.PaymentReferenceFileURL != "/f/1" || !reg.PaymentReferenceUploadedAt.Equal(at) {
			t.Fatalf("first: %v %v %+v", err, orphan, reg)
		}
		// The same slip for the second registration, then r1 moves on: the
		// file is still shown by r2, so it is no orphan.
		if _, _, err := s.SetPaymentReference(ctx, r2.ID, a.ID, "/f/1", "slip.jpg", at); err != nil {
			t.Fatal(err)
		}
		if _, orphan, err := s.SetPaymentReference(ctx, r1.ID, a.ID, "/f/2", "slip2.jpg", at); err != nil || orphan != nil {
			t.Fatalf("shared file reported orphan: %v %v", err, orphan)
		}
		if _, orphan, err := s.SetPaymentReference(ctx, r2.ID, a.ID, "/f/3", "slip3.jpg", at); err != nil || orphan == nil || *orphan != "/f/1" {
			t.Fatalf("orphan = %v, %v; want /f/1", orphan, err)
		}
		got, _ := s.GetRegistration(ctx, r1.ID)
		if *got.PaymentReferenceFileName != "slip2.jpg" {
			t.Fatalf("stored name %q", *got.PaymentReferenceFileName)
		}
	})
}

// TestRegisterConcurrently: 200 members race for 10 seats, and one member
// races against themself; the database must end with exactly 10 rows, a
// matching count, and no duplicate.
func TestRegisterConcurrently(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 10, nil)
		members := make([]*store.Member, 200)
		for i := range members {
			members[i] = mkMember(t, s, "")
		}
		var ok, full, other atomic.Int64
		var wg sync.WaitGroup
		for _, m := range members {
			wg.Go(func() {
				switch err := s.Register(ctx, regFor(e, m, "x")); {
				case err == nil:
					ok.Add(1)
				case errors.Is(err, store.ErrEventFull):
					full.Add(1)
				default:
					other.Add(1)
					t.Errorf("register: %v", err)
				}
			})
		}
		wg.Wait()
		if ok.Load() != 10 || full.Load() != 190 {
			t.Fatalf("ok %d, full %d, other %d", ok.Load(), full.Load(), other.Load())
		}
		if reg, n := seats(t, s, e.ID); reg != 10 || n != 10 {
			t.Fatalf("registered %d, rows %d", reg, n)
		}

		e2 := mkEvent(t, s, 10, nil)
		m := members[0]
		var wins atomic.Int64
		for range 20 {
			wg.Go(func() {
				err := s.Register(ctx, regFor(e2, m, "x"))
				if err == nil {
					wins.Add(1)
				} else if !errors.Is(err, store.ErrAlreadyRegistered) {
					t.Errorf("same member: %v", err)
				}
			})
		}
		wg.Wait()
		if reg, n := seats(t, s, e2.ID); wins.Load() != 1 || reg != 1 || n != 1 {
			t.Fatalf("same member twice: wins %d, registered %d, rows %d", wins.Load(), reg, n)
		}
	})
}

// TestNewRegistrationRowIsWhatIsStored: the row Register's caller builds
// in memory is the row a read gives back, for a member with and without
// email and membership, and an event with listed rates and with rates
// only in its description.
func TestNewRegistrationRowIsWhatIsStored(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		described := &store.Event{Title: "Described", Date: "2026-12-06", Type: "social", Capacity: 5,
			Description: "Dinner.\n\nRates:\n- Member: RM 80\n- Non-Member: RM 100", CreatedAt: clock.Now()}
		if err := s.CreateEvent(ctx, described); err != nil {
			t.Fatal(err)
		}
		described, err := s.GetEvent(ctx, described.ID)
		if err != nil {
			t.Fatal(err)
		}
		email, number := "amy@example.com", "M-0001"
		withEmail := &store.Member{Name: "Amy", Phone: "0129990001", Email: &email, MembershipNumber: &number,
			PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
		if err := s.CreateMember(ctx, withEmail); err != nil {
			t.Fatal(err)
		}
		tests := []struct {
			name string
			ev   *store.Event
			m    *store.Member
		}{
			{"listed rates, plain member", mkEvent(t, s, 5, regRates), mkMember(t, s, "")},
			{"described rates, member with email", described, withEmail},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				reg := regFor(tt.ev, tt.m, "Member Weekday")
				if err := s.Register(ctx, reg); err != nil {
					t.Fatal(err)
				}
				built := model.NewRegistrationRow(reg, tt.m, tt.ev)
				read, err := s.RegistrationWithEvent(ctx, reg.ID)
				if err != nil {
					t.Fatal(err)
				}
				if !built.CreatedAt.Equal(read.CreatedAt) {
					t.Errorf("created %v, read %v", built.CreatedAt, read.CreatedAt)
				}
				// A read keeps the rates as stored and derives the
				// effective ones in Event(); the built row holds the
				// effective ones already. What callers read must agree.
				if !reflect.DeepEqual(built.Event(), read.Event()) {
					t.Errorf("event: built %+v, read %+v", built.Event(), read.Event())
				}
				built.CreatedAt, built.EventRates = read.CreatedAt, read.EventRates
				if !reflect.DeepEqual(*built, *read) {
					t.Errorf("built %+v\nread  %+v", built, *read)
				}
			})
		}
	})
}
