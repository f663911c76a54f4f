package store_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestFlightsViews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e1 := mkEvent(t, s, 10, nil)
		e2 := &store.Event{Title: "Earlier", Date: "2026-11-30", Type: "social", Capacity: 10, CreatedAt: clock.Now()}
		if err := s.CreateEvent(ctx, e2); err != nil {
			t.Fatal(err)
		}
		a, b, c := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
		regs := map[string]*store.Registration{}
		for name, pair := range map[string]struct {
			e *store.Event
			m *store.Member
		}{"a1": {e1, a}, "b1": {e1, b}, "c1": {e1, c}, "a2": {e2, a}} {
			r := regFor(pair.e, pair.m, "x")
			if err := s.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
			regs[name] = r
		}
		flight := func(e *store.Event, n int) *store.Flight {
			f := &store.Flight{EventID: e.ID, FlightNumber: n, TeeTime: "8:00 AM", MaxPlayers: 4, StartingHole: 10, Notes: "n"}
			if _, err := s.DB().NewInsert().Model(f).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			return f
		}
		place := func(f *store.Flight, r *store.Registration, pos int) {
			fm := &store.FlightMember{FlightID: f.ID, RegistrationID: r.ID, MemberName: r.MemberName, MemberPhone: r.MemberPhone, Position: pos}
			if _, err := s.DB().NewInsert().Model(fm).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		f2 := flight(e1, 2)
		f1 := flight(e1, 1)
		flight(e1, 3) // empty
		fe2 := flight(e2, 1)
		place(f1, regs["b1"], 2)
		place(f1, regs["a1"], 1)
		place(f2, regs["c1"], 1)
		place(fe2, regs["a2"], 3)

		got, err := s.EventFlights(ctx, e1.ID)
		if err != nil || len(got) != 3 {
			t.Fatalf("event flights: %v, %d", err, len(got))
		}
		if got[0].FlightNumber != 1 || len(got[0].Players) != 2 || got[0].Players[0].MemberID != a.ID || got[0].Players[1].Position != 2 {
			t.Fatalf("flight 1: %+v", got[0])
		}
		if got[2].Players == nil || len(got[2].Players) != 0 {
			t.Fatalf("empty flight players: %#v", got[2].Players)
		}
		none, err := s.EventFlights(ctx, 9999)
		if err != nil || len(none) != 0 {
			t.Fatalf("no flights: %v %+v", err, none)
		}

		mine, err := s.MemberFlights(ctx, a.ID)
		if err != nil || len(mine) != 2 {
			t.Fatalf("member flights: %v, %d", err, len(mine))
		}
		if mine[0].EventTitle != "Earlier" || mine[0].Position != 3 || mine[1].ID != f1.ID || len(mine[1].Players) != 2 {
			t.Fatalf("member flights: %+v", mine)
		}
		if list, err := s.MemberFlights(ctx, 9999); err != nil || len(list) != 0 {
			t.Fatalf("stranger flights: %v %+v", err, list)
		}
	})
}

func TestUploadLifecycle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		m := mkMember(t, s, "")
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		mk := func(fileID, hash string, expires time.Time) *store.Upload {
			u := &store.Upload{FileID: fileID, TokenHash: hash, MemberID: m.ID, ExpiresAt: expires, CreatedAt: expires.Add(-15 * time.Minute)}
			if err := s.CreateUpload(ctx, u); err != nil || u.ID == 0 {
				t.Fatalf("create upload: %v", err)
			}
			return u
		}
		u := mk("file1", "hash1", now.Add(15*time.Minute))
		got, err := s.UploadByToken(ctx, "hash1")
		if err != nil || got.ID != u.ID || got.MemberID != m.ID {
			t.Fatalf("by token: %v %+v", err, got)
		}
		if _, err := s.UploadByToken(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown token: %v", err)
		}
		if _, err := s.StoredUpload(ctx, "file1"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("issued upload counted as stored: %v", err)
		}

		// Twenty racing PUTs: exactly one claims the link.
		var wins atomic.Int64
		var wg sync.WaitGroup
		for range 20 {
			wg.Go(func() {
				err := s.ClaimUpload(ctx, u.ID, now)
				if err == nil {
					wins.Add(1)
				} else if !errors.Is(err, store.ErrUploadUsed) {
					t.Errorf("claim: %v", err)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Fatalf("%d claims won", wins.Load())
		}
		if err := s.MarkUploadStored(ctx, u.ID, 123, "image/png", now); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkUploadStored(ctx, u.ID, 123, "image/png", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("second mark: %v", err)
		}
		st, err := s.StoredUpload(ctx, "file1")
		if err != nil || st.Size != 123 || st.ContentType != "image/png" || st.StoredAt == nil {
			t.Fatalf("stored: %v %+v", err, st)
		}
		if err := s.ClaimUpload(ctx, u.ID, now); !errors.Is(err, store.ErrUploadUsed) {
			t.Fatalf("reuse after store: %v", err)
		}

		old := mk("file2", "hash2", now.Add(-time.Second))
		if err := s.ClaimUpload(ctx, old.ID, now); !errors.Is(err, store.ErrUploadExpired) {
			t.Fatalf("expired: %v", err)
		}
		if err := s.ClaimUpload(ctx, 9999, now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("unknown id: %v", err)
		}
		if n, err := s.CountStoredUploads(ctx); err != nil || n != 1 {
			t.Fatalf("count stored: %v %d", err, n)
		}
		if err := s.DeleteUpload(ctx, "file1"); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteUpload(ctx, "file1"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("second delete: %v", err)
		}
	})
}
