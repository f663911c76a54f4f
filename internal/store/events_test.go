package store_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestEventsOrderAndCRUD(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		mk := func(title, date, tm string, rates []store.Rate) *store.Event {
			e := &store.Event{Title: title, Date: date, Time: tm, Type: "tournament", Capacity: 20, Rates: rates, CreatedAt: clock.Now()}
			if err := s.CreateEvent(ctx, e); err != nil {
				t.Fatalf("create %s: %v", title, err)
			}
			if e.ID == 0 {
				t.Fatalf("create %s: no id", title)
			}
			return e
		}
		rates := []store.Rate{{Type: "Member Weekday", Price: 120.5, Category: "member"}, {Type: "Non-Member Weekday", Price: 180, Category: "non-member"}}
		mk("late", "2026-12-05", "10:00 AM", nil)
		mk("early", "2026-12-05", "7:30 AM Shotgun", rates)
		mk("noon", "2026-12-05", "12:00 PM", nil)
		mk("no time", "2026-12-05", "", nil)
		mk("first", "2026-11-30", "2:00 PM", nil)
		mk("24h", "2026-12-05", "13:15", nil)
		mk("past", "2026-10-01", "8:00 AM", nil)

		all, err := s.ListEvents(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, e := range all {
			titles = append(titles, e.Title)
			if e.Rates == nil {
				t.Errorf("%s: rates nil, want empty list", e.Title)
			}
		}
		want := []string{"past", "first", "early", "late", "noon", "24h", "no time"}
		if !reflect.DeepEqual(titles, want) {
			t.Fatalf("order = %v, want %v", titles, want)
		}
		up, err := s.ListEventsFrom(ctx, "2026-11-30")
		if err != nil {
			t.Fatal(err)
		}
		if len(up) != 6 || up[0].Title != "first" {
			t.Fatalf("from 2026-11-30: %d events, first %q", len(up), up[0].Title)
		}

		early := all[2]
		got, err := s.GetEvent(ctx, early.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Rates, rates) {
			t.Fatalf("rates round trip = %+v, want %+v", got.Rates, rates)
		}

		got.Title, got.Capacity, got.Rates, got.Registered = "renamed", 40, nil, 99
		var prev *store.Event
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			var err error
			prev, err = store.UpdateEvent(ctx, tx, got, time.Now())
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if prev.Title != early.Title || prev.Capacity != early.Capacity {
			t.Fatalf("previous row = %+v, want %+v", prev, early)
		}
		if got, err = s.GetEvent(ctx, got.ID); err != nil {
			t.Fatal(err)
		}
		if got.Title != "renamed" || got.Capacity != 40 || got.Registered != 0 || len(got.Rates) != 0 {
			t.Fatalf("after update: %+v (registered must not be written)", got)
		}
		if err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := store.UpdateEvent(ctx, tx, &store.Event{ID: 99999, Title: "x", Date: "2026-01-01", Type: "social"}, time.Now())
			return err
		}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("update unknown: %v, want ErrNotFound", err)
		}
		if _, err := s.DeleteEvent(ctx, got.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.GetEvent(ctx, got.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("get deleted: %v, want ErrNotFound", err)
		}
		if _, err := s.DeleteEvent(ctx, got.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v, want ErrNotFound", err)
		}
	})
}
