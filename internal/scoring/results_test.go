package scoring_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/notify"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// resultsNow is a Saturday morning in Kuala Lumpur, 2026-11-21.
var resultsNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

// published keeps the ResultsPublished events the bus carries.
type published struct {
	mu     sync.Mutex
	events []bus.ResultsPublished
}

func (p *published) handle(_ context.Context, e bus.Event) error {
	if e, ok := e.(bus.ResultsPublished); ok {
		p.mu.Lock()
		p.events = append(p.events, e)
		p.mu.Unlock()
	}
	return nil
}

type resultsEnv struct {
	st  *store.Store
	bus *bus.Bus
	svc *scoring.Results
	pub *published
}

// newResultsEnv builds the results service on a bus with the bell's
// notification writer and the service's own correction subscriber, in the
// order the application subscribes them.
func newResultsEnv(t *testing.T, st *store.Store) *resultsEnv {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	b := bus.New(nil)
	now := func() time.Time { return resultsNow }
	(&notify.Notifications{Store: st, Bus: b, Now: now, Location: loc}).Subscribe(b)
	pub := &published{}
	b.Subscribe("published", pub.handle)
	svc := scoring.NewResults(scoring.Deps{Store: st, Bus: b, Now: now, Location: loc})
	b.Subscribe("results", svc.Handle)
	return &resultsEnv{st: st, bus: b, svc: svc, pub: pub}
}

// with is a card of pars with the given holes (1-based) changed.
func with(changes map[int]int) [golf.HoleCount]int {
	c := storetest.Par()
	for h, s := range changes {
		c[h-1] = s
	}
	return c
}

func intp(v int) *int { return &v }

// rowSummary is what a table row checks of a result.
type rowSummary struct {
	player    int
	label     string
	countback string
	status    string
}

func TestFinaliseCountback(t *testing.T) {
	// Playing Handicap 0 throughout (no index), so countback compares
	// gross strokes; the R&A's matching of cards, Committee Procedures
	// 5A(6): last 9 (holes 10–18), then 6, 3, 1.
	tests := []struct {
		name   string
		format golf.Format
		cards  [][golf.HoleCount]int
		status map[int]string
		want   []rowSummary
	}{
		{
			name:   "stroke play tie broken on the last 9",
			format: golf.StrokePlay,
			// Both 72: A bogeys 1 and birdies 10 (back 35), B the other way (back 37).
			cards: [][golf.HoleCount]int{with(map[int]int{1: 5, 10: 3}), with(map[int]int{1: 3, 10: 5})},
			want:  []rowSummary{{0, "1", scoring.CountbackLast9, ""}, {1, "2", "", ""}},
		},
		{
			name:   "stroke play tie broken on the last 6",
			format: golf.StrokePlay,
			// Back 9 both 36; A birdies 13 (in the last 6) after a bogey on 10.
			cards: [][golf.HoleCount]int{storetest.Par(), with(map[int]int{10: 5, 13: 4})},
			want:  []rowSummary{{1, "1", scoring.CountbackLast6, ""}, {0, "2", "", ""}},
		},
		{
			name:   "identical cards stay tied",
			format: golf.StrokePlay,
			cards:  [][golf.HoleCount]int{storetest.Par(), storetest.Par(), with(map[int]int{1: 5})},
			want:   []rowSummary{{0, "T1", "", ""}, {1, "T1", "", ""}, {2, "3", "", ""}},
		},
		{
			name:   "stableford tie broken on the last 3",
			format: golf.Stableford,
			// 36 points each; last 9 and last 6 equal, A birdies 16 after a bogey on 13.
			cards: [][golf.HoleCount]int{with(map[int]int{13: 6, 16: 2}), storetest.Par()},
			want:  []rowSummary{{0, "1", scoring.CountbackLast3, ""}, {1, "2", "", ""}},
		},
		{
			name:   "stableford tie broken on the last hole",
			format: golf.Stableford,
			cards:  [][golf.HoleCount]int{with(map[int]int{17: 5, 18: 4}), storetest.Par()},
			want:   []rowSummary{{0, "1", scoring.CountbackLast1, ""}, {1, "2", "", ""}},
		},
		{
			name:   "DQ and an unfinished stroke play card rank after the field",
			format: golf.StrokePlay,
			cards: [][golf.HoleCount]int{with(map[int]int{1: 3}), with(map[int]int{18: 0}), storetest.Par(),
				with(map[int]int{5: storetest.PickedUp})},
			status: map[int]string{0: "DQ"},
			want:   []rowSummary{{2, "1", "", ""}, {1, "NR", "", "NR"}, {3, "NR", "", "NR"}, {0, "DQ", "", "DQ"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, st *store.Store) {
				env := newResultsEnv(t, st)
				round := storetest.NewRound(t, st, storetest.RoundSpec{Format: tt.format, Players: make([]*int, len(tt.cards))})
				for i, c := range tt.cards {
					round.Card(t, st, i, c)
				}
				for i, s := range tt.status {
					round.SetStatus(t, st, i, s)
				}
				res, err := env.svc.Finalise(t.Context(), round.Event.ID)
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Rows) != len(tt.want) {
					t.Fatalf("%d rows, want %d: %+v", len(res.Rows), len(tt.want), res.Rows)
				}
				for i, w := range tt.want {
					got := res.Rows[i]
					if got.RegistrationID != round.Registrations[w.player].ID || got.Label != w.label ||
						got.Countback != w.countback || got.Status != w.status {
						t.Errorf("row %d = reg %d %q countback %q status %q; want player %d (reg %d) %q %q %q",
							i, got.RegistrationID, got.Label, got.Countback, got.Status,
							w.player, round.Registrations[w.player].ID, w.label, w.countback, w.status)
					}
					if (got.Position == nil) != (w.status != "") {
						t.Errorf("row %d position %v with status %q", i, got.Position, w.status)
					}
				}
			})
		})
	}
}

func TestFinaliseFreezesAndNotifiesOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		round := storetest.NewRound(t, st, storetest.RoundSpec{Title: "Club Medal", Players: []*int{intp(100), intp(180)}})
		round.Card(t, st, 0, with(map[int]int{1: 6}))
		round.Card(t, st, 1, with(map[int]int{1: 5}))

		if _, err := env.svc.EventResults(ctx, round.Event.ID, scoring.Viewer{MemberID: round.Members[0].ID}); !apperr.HasCode(err, "results_not_final") {
			t.Fatalf("results before finalising: %v", err)
		}
		res, err := env.svc.Finalise(ctx, round.Event.ID)
		if err != nil {
			t.Fatal(err)
		}
		// Net: player 0 is 74 − 10 = 64, player 1 is 73 − 18 = 55.
		if res.Rows[0].MemberID != round.Members[1].ID || res.Rows[0].Net != 55 || res.Rows[1].Net != 64 || res.Title != "Club Medal" {
			t.Fatalf("results = %+v", res)
		}
		first := res.FinalisedAt
		if first.IsZero() {
			t.Fatal("no finalised time")
		}

		// An admin's correction after finalising: player 0 had 4 on hole 1,
		// and player 1 is disqualified. The score entry announces it.
		round.Card(t, st, 0, with(map[int]int{1: 4}))
		round.SetStatus(t, st, 1, "DQ")
		env.bus.Publish(ctx, bus.ScorecardChanged{EventID: round.Event.ID})
		res, err = env.svc.EventResults(ctx, round.Event.ID, scoring.Viewer{MemberID: round.Members[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		if res.Rows[0].MemberID != round.Members[0].ID || res.Rows[0].Net != 62 || res.Rows[0].Label != "1" ||
			res.Rows[1].Label != "DQ" || len(res.Rows) != 2 {
			t.Fatalf("after the correction: %+v", res.Rows)
		}
		if !res.FinalisedAt.Equal(first) {
			t.Errorf("finalised time moved from %v to %v", first, res.FinalisedAt)
		}
		// The admin finalises once more.
		if _, err := env.svc.Finalise(ctx, round.Event.ID); err != nil {
			t.Fatal(err)
		}

		if n := len(env.pub.events); n != 3 {
			t.Fatalf("%d ResultsPublished, want 3", n)
		}
		for i, e := range env.pub.events {
			if e.First != (i == 0) || e.EventID != round.Event.ID || e.EventTitle != "Club Medal" || len(e.MemberIDs) != 2 {
				t.Errorf("event %d = %+v", i, e)
			}
		}
		for _, m := range round.Members {
			n, err := st.DB().NewSelect().Model((*store.Notification)(nil)).
				Where("member_id = ? AND type = ?", m.ID, store.NotificationResultsPublished).Count(ctx)
			if err != nil || n != 1 {
				t.Errorf("member %d has %d RESULTS_PUBLISHED (%v), want 1", m.ID, n, err)
			}
		}
	})
}

func TestFinaliseUnscoredAndMuted(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		if _, err := env.svc.Finalise(ctx, 999); !apperr.HasCode(err, "not_found") {
			t.Errorf("unknown event: %v", err)
		}
		round := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil, nil}})
		if err := st.SetMutedNotificationTypes(ctx, round.Members[0], []string{store.NotificationResultsPublished}, resultsNow); err != nil {
			t.Fatal(err)
		}
		if _, err := env.svc.Finalise(ctx, round.Event.ID); err != nil {
			t.Fatal(err)
		}
		for i, want := range []int{0, 1} {
			n, _ := st.DB().NewSelect().Model((*store.Notification)(nil)).Where("member_id = ?", round.Members[i].ID).Count(ctx)
			if int(n) != want {
				t.Errorf("player %d has %d notifications, want %d", i, n, want)
			}
		}
	})
}

func TestResultsVisibility(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		private := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil}})
		public := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil}, LeaderboardPublic: true})
		for _, r := range []*storetest.Round{private, public} {
			r.Card(t, st, 0, storetest.Par())
			if _, err := env.svc.Finalise(ctx, r.Event.ID); err != nil {
				t.Fatal(err)
			}
		}
		tests := []struct {
			name  string
			event int64
			v     scoring.Viewer
			code  string
		}{
			{"visitor, members-only", private.Event.ID, scoring.Viewer{}, "unauthorized"},
			{"member, members-only", private.Event.ID, scoring.Viewer{MemberID: 12345}, ""},
			{"admin, members-only", private.Event.ID, scoring.Viewer{Admin: true}, ""},
			{"visitor, public", public.Event.ID, scoring.Viewer{}, ""},
		}
		for _, tt := range tests {
			_, err := env.svc.EventResults(ctx, tt.event, tt.v)
			if (tt.code == "" && err != nil) || (tt.code != "" && !apperr.HasCode(err, tt.code)) {
				t.Errorf("%s: %v, want %q", tt.name, err, tt.code)
			}
		}
	})
}

func TestSidePrizes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		round := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil, nil}})
		other := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil}})
		winner := round.Members[1].ID
		outsider := other.Members[0].ID
		tests := []struct {
			name      string
			in        scoring.SidePrizeInput
			code      string
			wantField string
		}{
			{"nearest the pin on a par 3", scoring.SidePrizeInput{Kind: "nearest_pin", Hole: 7, MemberID: &winner, Distance: " 2.4 m "}, "", ""},
			{"nearest the pin on a par 4", scoring.SidePrizeInput{Kind: "nearest_pin", Hole: 1}, "not_par_three", "hole"},
			{"longest drive on a par 4", scoring.SidePrizeInput{Kind: "longest_drive", Hole: 1}, "", ""},
			{"hole 19", scoring.SidePrizeInput{Kind: "longest_drive", Hole: 19}, "hole_out_of_range", "hole"},
			{"hole 0", scoring.SidePrizeInput{Kind: "longest_drive", Hole: 0}, "hole_out_of_range", "hole"},
			{"unknown kind", scoring.SidePrizeInput{Kind: "best_dressed", Hole: 3}, "invalid_choice", "kind"},
			{"winner not registered", scoring.SidePrizeInput{Kind: "longest_drive", Hole: 9, MemberID: &outsider}, "not_a_registrant", "memberId"},
		}
		for _, tt := range tests {
			p, err := env.svc.CreateSidePrize(ctx, round.Event.ID, tt.in)
			if tt.code == "" {
				if err != nil {
					t.Errorf("%s: %v", tt.name, err)
				}
				continue
			}
			e, ok := apperr.As(err)
			if !ok || e.Code != tt.code || e.Fields[tt.wantField].Code != tt.code {
				t.Errorf("%s: %v (%+v), want %s on %s", tt.name, err, p, tt.code, tt.wantField)
			}
		}
		list, err := env.svc.SidePrizes(ctx, round.Event.ID)
		if err != nil || len(list) != 2 {
			t.Fatalf("side prizes = %+v, %v", list, err)
		}
		// By hole: the drive on 1, then the pin on 7.
		if list[1].Kind != "nearest_pin" || list[1].WinnerName == nil || *list[1].WinnerName != round.Members[1].Name || list[1].Distance != "2.4 m" {
			t.Errorf("nearest the pin = %+v", list[1])
		}
		upd, err := env.svc.UpdateSidePrize(ctx, round.Event.ID, list[0].ID, scoring.SidePrizeInput{Kind: "longest_drive", Hole: 4, MemberID: &winner, Distance: "285 y"})
		if err != nil || upd.Hole != 4 || *upd.WinnerName != round.Members[1].Name {
			t.Errorf("update = %+v, %v", upd, err)
		}
		if _, err := env.svc.UpdateSidePrize(ctx, other.Event.ID, list[0].ID, scoring.SidePrizeInput{Kind: "longest_drive", Hole: 4}); !apperr.HasCode(err, "not_found") {
			t.Errorf("update through another event: %v", err)
		}
		if err := env.svc.DeleteSidePrize(ctx, other.Event.ID, list[0].ID); !apperr.HasCode(err, "not_found") {
			t.Errorf("delete through another event: %v", err)
		}
		if err := env.svc.DeleteSidePrize(ctx, round.Event.ID, list[0].ID); err != nil {
			t.Error(err)
		}
		round.Card(t, st, 0, storetest.Par())
		res, err := env.svc.Finalise(ctx, round.Event.ID)
		if err != nil || len(res.SidePrizes) != 1 || res.SidePrizes[0].Hole != 7 {
			t.Errorf("results' side prizes = %+v, %v", res, err)
		}
	})
}

func TestFollows(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		round := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil, nil, nil}})
		me, a, b := round.Members[0].ID, round.Members[1].ID, round.Members[2].ID
		if err := env.svc.Follow(ctx, me, me); !apperr.HasCode(err, "cannot_follow_self") {
			t.Errorf("follow self: %v", err)
		}
		if err := env.svc.Follow(ctx, me, 999999); !apperr.HasCode(err, "not_found") {
			t.Errorf("follow unknown: %v", err)
		}
		for _, id := range []int64{b, a, b} {
			if err := env.svc.Follow(ctx, me, id); err != nil {
				t.Fatal(err)
			}
		}
		if ids, err := env.svc.Follows(ctx, me); err != nil || len(ids) != 2 || ids[0] != a || ids[1] != b {
			t.Errorf("follows = %v, %v", ids, err)
		}
		if err := env.svc.Unfollow(ctx, me, a); err != nil {
			t.Fatal(err)
		}
		if ids, _ := env.svc.Follows(ctx, me); len(ids) != 1 || ids[0] != b {
			t.Errorf("after unfollow = %v", ids)
		}
		if ids, _ := env.svc.Follows(ctx, b); len(ids) != 0 {
			t.Errorf("another member's follows = %v", ids)
		}
	})
}

func TestRounds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		done := storetest.NewRound(t, st, storetest.RoundSpec{Title: "October Medal", Date: "2026-10-10", Players: []*int{nil, nil}})
		me := done.Members[0]
		live := storetest.NewRound(t, st, storetest.RoundSpec{Title: "November Medal", Players: []*int{nil, nil},
			Members: []*store.Member{me}})
		notPlayed := storetest.NewRound(t, st, storetest.RoundSpec{Title: "December Medal", Date: "2026-12-12", Players: []*int{nil},
			Members: []*store.Member{me}})
		_ = notPlayed
		done.Card(t, st, 0, with(map[int]int{1: 5}))
		done.Card(t, st, 1, storetest.Par())
		if _, err := env.svc.Finalise(ctx, done.Event.ID); err != nil {
			t.Fatal(err)
		}
		live.Card(t, st, 0, [golf.HoleCount]int{4, 4})
		live.Card(t, st, 1, [golf.HoleCount]int{5, 4})
		for i, idx := range []int{180, 172} {
			if _, err := st.DB().NewInsert().Model(&store.HandicapChange{MemberID: me.ID, Index: intp(idx),
				CreatedAt: resultsNow.Add(time.Duration(i-2) * time.Hour)}).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}

		got, err := env.svc.Rounds(ctx, me.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Handicap) != 2 || got.Handicap[0].Index != 18.0 || got.Handicap[1].Index != 17.2 {
			t.Errorf("handicap = %+v", got.Handicap)
		}
		if len(got.Rounds) != 2 {
			t.Fatalf("rounds = %+v", got.Rounds)
		}
		// Newest first: the live round, leading after two holes; then the
		// finalised one, second with 73.
		if r := got.Rounds[0]; r.EventID != live.Event.ID || r.Finalised || r.Label != "1" || r.Gross != 8 {
			t.Errorf("live round = %+v", r)
		}
		if r := got.Rounds[1]; r.EventID != done.Event.ID || !r.Finalised || r.Label != "2" || r.Gross != 73 || r.Title != "October Medal" {
			t.Errorf("finalised round = %+v", r)
		}
		other, err := env.svc.Rounds(ctx, done.Members[1].ID)
		if err != nil || len(other.Rounds) != 1 || len(other.Handicap) != 0 {
			t.Errorf("the other player's rounds = %+v, %v", other, err)
		}
	})
}

func TestHandicapOfTheEventDay(t *testing.T) {
	// The event is on 2026-11-21 in Kuala Lumpur, whose day ends at 16:00
	// UTC. The player's Index is 10.0 from 1 November, then the member sets
	// 18.0 at changedAt. TestTee and a 100% allowance make the Playing
	// Handicap the Index rounded: 10 or 18. The card is a bogey on hole 1
	// (73), corrected by the admin to par (72) after the first finalise.
	tests := []struct {
		name      string
		changedAt time.Time
		wantPH    int
	}{
		{"changed the evening before the event", time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC), 18},
		{"changed late on the event day (23:00 in KL)", time.Date(2026, 11, 21, 15, 0, 0, 0, time.UTC), 18},
		{"changed just after midnight in KL", time.Date(2026, 11, 21, 16, 30, 0, 0, time.UTC), 10},
		{"changed a week after the event", time.Date(2026, 11, 28, 2, 0, 0, 0, time.UTC), 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, st *store.Store) {
				env := newResultsEnv(t, st)
				ctx := t.Context()
				loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
				if err != nil {
					t.Fatal(err)
				}
				at := func(when time.Time) *scoring.Service {
					return scoring.New(scoring.Deps{Store: st, Now: func() time.Time { return when }, Location: loc})
				}
				round := storetest.NewRound(t, st, storetest.RoundSpec{Players: []*int{nil}})
				me := round.Members[0]
				if _, err := at(time.Date(2026, 11, 1, 2, 0, 0, 0, time.UTC)).SetOwnHandicap(ctx, me.ID, 10.0); err != nil {
					t.Fatal(err)
				}
				if _, err := at(tt.changedAt).SetOwnHandicap(ctx, me.ID, 18.0); err != nil {
					t.Fatal(err)
				}
				round.Card(t, st, 0, with(map[int]int{1: 5}))
				check := func(step string, gross int) {
					t.Helper()
					res, err := env.svc.EventResults(ctx, round.Event.ID, scoring.Viewer{MemberID: me.ID})
					if err != nil {
						t.Fatal(err)
					}
					if r := res.Rows[0]; r.Gross != gross || r.Net != gross-tt.wantPH {
						t.Errorf("%s: result gross %d net %d, want %d and %d", step, r.Gross, r.Net, gross, gross-tt.wantPH)
					}
					lb, err := at(resultsNow).Leaderboard(ctx, scoring.Viewer{MemberID: me.ID}, round.Event.ID)
					if err != nil {
						t.Fatal(err)
					}
					if r := lb.Rows[0]; r.Gross != gross || r.Net != gross-tt.wantPH {
						t.Errorf("%s: leaderboard gross %d net %d, want %d and %d", step, r.Gross, r.Net, gross, gross-tt.wantPH)
					}
					card, err := at(resultsNow).AdminScores(ctx, round.Event.ID)
					if err != nil {
						t.Fatal(err)
					}
					if p := card.Players[0]; p.PlayingHandicap != tt.wantPH {
						t.Errorf("%s: scorecard playing handicap %d, want %d", step, p.PlayingHandicap, tt.wantPH)
					}
				}
				if _, err := env.svc.Finalise(ctx, round.Event.ID); err != nil {
					t.Fatal(err)
				}
				check("finalised", 73)
				// The admin's correction re-finalises: the frozen results
				// keep the Playing Handicap of the day.
				round.Card(t, st, 0, with(map[int]int{1: 4}))
				env.bus.Publish(ctx, bus.ScorecardChanged{EventID: round.Event.ID})
				check("re-finalised", 72)
			})
		})
	}
}
