package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/model"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestFinaliseEventFirstOnce: of finalises racing on one event exactly one
// is the first, and the time of the first stays.
func TestFinaliseEventFirstOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		r := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil}})
		const racers = 8
		var wg sync.WaitGroup
		firsts := make(chan bool, racers)
		for i := range racers {
			wg.Go(func() {
				at := time.Date(2026, 11, 21, 10, i, 0, 0, time.UTC)
				err := st.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
					first, err := st.FinaliseEvent(ctx, tx, r.Event.ID, at)
					firsts <- first
					return err
				})
				if err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		close(firsts)
		n := 0
		for f := range firsts {
			if f {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d finalises were the first, want 1", n)
		}
		g, err := st.GetEventGolf(ctx, r.Event.ID)
		if err != nil || g.FinalisedAt == nil {
			t.Fatalf("golf settings %+v, %v", g, err)
		}
		err = st.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			_, err := st.FinaliseEvent(ctx, tx, 99999, time.Now())
			return err
		})
		if !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unscored event: %v", err)
		}
	})
}

// TestResultsQueries: replacing results, the Order of Merit's rows by
// date span and opt-in, a member's rounds, side prizes, follows and the
// settings row.
func TestResultsQueries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		at := time.Date(2026, 11, 21, 3, 0, 0, 0, time.UTC)
		in := storetest.NewRound(t, st, storetest.RoundSpec{Title: "In", Date: "2026-03-01", OrderOfMerit: true, Players: []*int{nil, nil}})
		me := in.Members[0]
		edge := storetest.NewRound(t, st, storetest.RoundSpec{Title: "Edge", Date: "2027-01-01", OrderOfMerit: true, Players: []*int{nil},
			Members: []*store.Member{me}})
		optOut := storetest.NewRound(t, st, storetest.RoundSpec{Title: "Friendly", Date: "2026-05-01", Players: []*int{nil},
			Members: []*store.Member{me}})
		one := 1
		freeze := func(r *storetest.Round, rows ...store.Result) {
			t.Helper()
			err := st.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
				if _, err := st.FinaliseEvent(ctx, tx, r.Event.ID, at); err != nil {
					return err
				}
				return st.ReplaceResults(ctx, tx, r.Event.ID, rows)
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		result := func(r *storetest.Round, i, order int, pos *int, label string) store.Result {
			return store.Result{EventID: r.Event.ID, RegistrationID: r.Registrations[i].ID, MemberID: r.Members[i].ID,
				PlayerName: r.Members[i].Name, SortOrder: order, Position: pos, Label: label, Gross: 70 + order, FinalisedAt: at}
		}
		freeze(in, result(in, 1, 1, &one, "1"), result(in, 0, 2, nil, "NR"))
		// A re-finalise replaces the rows whole.
		freeze(in, result(in, 0, 1, &one, "1"), result(in, 1, 2, nil, "DQ"))
		freeze(edge, result(edge, 0, 1, &one, "1"))
		freeze(optOut, result(optOut, 0, 1, &one, "1"))

		rows, err := st.EventResults(ctx, in.Event.ID)
		if err != nil || len(rows) != 2 || rows[0].MemberID != me.ID || rows[1].Label != "DQ" {
			t.Fatalf("results = %+v, %v", rows, err)
		}
		merit, err := st.MeritRows(ctx, "2026-01-01", "2027-01-01")
		if err != nil || len(merit) != 2 || merit[0].EventTitle != "In" || merit[0].EventDate != "2026-03-01" || merit[1].Label != "DQ" {
			t.Errorf("2026 rows = %+v, %v", merit, err)
		}
		dates, err := st.MeritEventDates(ctx)
		if err != nil || len(dates) != 2 || dates[0] != "2026-03-01" || dates[1] != "2027-01-01" {
			t.Errorf("dates = %v, %v", dates, err)
		}

		rounds, err := st.MemberRounds(ctx, me.ID)
		if err != nil {
			t.Fatal(err)
		}
		// No scores yet: a registration is not a round.
		if len(rounds) != 0 {
			t.Errorf("rounds without scores = %+v", rounds)
		}
		in.Card(t, st, 0, storetest.Par())
		edge.Card(t, st, 0, storetest.Par())
		rounds, err = st.MemberRounds(ctx, me.ID)
		if err != nil || len(rounds) != 2 || rounds[0].Title != "Edge" || rounds[1].Title != "In" ||
			rounds[1].Label == nil || *rounds[1].Label != "1" || *rounds[1].Gross != 71 || rounds[1].FinalisedAt == nil {
			t.Errorf("rounds = %+v, %v", rounds, err)
		}

		idx, err := st.HandicapIndexes(ctx, []int64{me.ID, in.Members[1].ID})
		if err != nil || len(idx) != 0 {
			t.Errorf("indexes of members without one = %v, %v", idx, err)
		}

		p := &store.SidePrize{EventID: in.Event.ID, Kind: model.SidePrizeNearestPin, Hole: 7, MemberID: &me.ID, Distance: "2 m", CreatedAt: at}
		if err := st.CreateSidePrize(ctx, p); err != nil || p.ID == 0 {
			t.Fatalf("create prize: %v", err)
		}
		if err := st.CreateSidePrize(ctx, &store.SidePrize{EventID: in.Event.ID, Kind: model.SidePrizeLongestDrive, Hole: 1, CreatedAt: at}); err != nil {
			t.Fatal(err)
		}
		prizes, err := st.SidePrizes(ctx, in.Event.ID)
		if err != nil || len(prizes) != 2 || prizes[0].Hole != 1 || prizes[0].WinnerName != nil || *prizes[1].WinnerName != me.Name {
			t.Errorf("prizes = %+v, %v", prizes, err)
		}
		p.EventID = edge.Event.ID
		if err := st.UpdateSidePrize(ctx, p); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("update through another event: %v", err)
		}
		if err := st.DeleteSidePrize(ctx, in.Event.ID, p.ID); err != nil {
			t.Error(err)
		}
		if _, err := st.SidePrize(ctx, in.Event.ID, p.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("deleted prize: %v", err)
		}
		if ok, err := st.IsRegistrant(ctx, edge.Event.ID, in.Members[1].ID); err != nil || ok {
			t.Errorf("registrant of another event: %v, %v", ok, err)
		}

		other := in.Members[1].ID
		for range 2 {
			if err := st.Follow(ctx, me.ID, other, at); err != nil {
				t.Fatal(err)
			}
		}
		if ids, err := st.Follows(ctx, me.ID); err != nil || len(ids) != 1 || ids[0] != other {
			t.Errorf("follows = %v, %v", ids, err)
		}
		if err := st.Unfollow(ctx, me.ID, other); err != nil {
			t.Fatal(err)
		}
		if ids, _ := st.Follows(ctx, me.ID); len(ids) != 0 {
			t.Errorf("after unfollow = %v", ids)
		}

		var got struct{ BestN int }
		if found, err := st.OrderOfMeritSettings(ctx, &got); err != nil || found {
			t.Errorf("settings before any = %v, %v", found, err)
		}
		if err := st.SaveOrderOfMeritSettings(ctx, map[string]int{"BestN": 4}); err != nil {
			t.Fatal(err)
		}
		if found, err := st.OrderOfMeritSettings(ctx, &got); err != nil || !found || got.BestN != 4 {
			t.Errorf("settings = %+v, %v, %v", got, found, err)
		}
	})
}
