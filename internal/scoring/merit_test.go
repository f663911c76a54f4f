package scoring_test

import (
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/golf"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestCheckMeritSettings(t *testing.T) {
	ok := func() scoring.MeritSettings {
		m := scoring.DefaultMeritSettings()
		m.Divisions = []scoring.MeritDivision{{Name: "A", MinIndex: -10, MaxIndex: 12.0}, {Name: "B", MinIndex: 12.1, MaxIndex: 54}}
		return m
	}
	tests := []struct {
		name   string
		change func(m *scoring.MeritSettings)
		// fields maps each field the error must name to its code; nil: valid.
		fields map[string]string
	}{
		{"defaults", func(m *scoring.MeritSettings) {}, nil},
		{"one place, best 0, April start", func(m *scoring.MeritSettings) {
			m.PointsTable, m.BestN, m.SeasonStartMonth, m.Visibility, m.Divisions = []float64{10}, 0, 4, "public", nil
		}, nil},
		{"equal places", func(m *scoring.MeritSettings) { m.PointsTable = []float64{10, 10, 5.5} }, nil},
		{"month 0", func(m *scoring.MeritSettings) { m.SeasonStartMonth = 0 }, map[string]string{"seasonStartMonth": "out_of_range"}},
		{"month 13", func(m *scoring.MeritSettings) { m.SeasonStartMonth = 13 }, map[string]string{"seasonStartMonth": "out_of_range"}},
		{"empty table", func(m *scoring.MeritSettings) { m.PointsTable = nil }, map[string]string{"pointsTable": "required"}},
		{"51 places", func(m *scoring.MeritSettings) { m.PointsTable = make([]float64, 51) }, map[string]string{"pointsTable": "out_of_range"}},
		{"zero points", func(m *scoring.MeritSettings) { m.PointsTable = []float64{10, 0} }, map[string]string{"pointsTable.1": "out_of_range"}},
		{"negative points", func(m *scoring.MeritSettings) { m.PointsTable = []float64{-1} }, map[string]string{"pointsTable.0": "out_of_range"}},
		{"increasing", func(m *scoring.MeritSettings) { m.PointsTable = []float64{10, 8, 9} }, map[string]string{"pointsTable.2": "points_increase"}},
		{"negative best", func(m *scoring.MeritSettings) { m.BestN = -1 }, map[string]string{"bestN": "out_of_range"}},
		{"visibility", func(m *scoring.MeritSettings) { m.Visibility = "vip" }, map[string]string{"visibility": "invalid_choice"}},
		{"overlap", func(m *scoring.MeritSettings) { m.Divisions[1].MinIndex = 12.0 }, map[string]string{"divisions.1.minIndex": "divisions_overlap"}},
		{"inside another", func(m *scoring.MeritSettings) {
			m.Divisions = append(m.Divisions, scoring.MeritDivision{Name: "C", MinIndex: 5, MaxIndex: 6})
		}, map[string]string{"divisions.2.minIndex": "divisions_overlap"}},
		{"reversed band", func(m *scoring.MeritSettings) { m.Divisions[1].MinIndex, m.Divisions[1].MaxIndex = 30, 20 },
			map[string]string{"divisions.1.maxIndex": "out_of_range"}},
		{"index past 54", func(m *scoring.MeritSettings) { m.Divisions[1].MaxIndex = 54.1 }, map[string]string{"divisions.1.maxIndex": "out_of_range"}},
		{"two decimals", func(m *scoring.MeritSettings) { m.Divisions[1].MinIndex = 12.15 }, map[string]string{"divisions.1.minIndex": "out_of_range"}},
		{"blank name", func(m *scoring.MeritSettings) { m.Divisions[0].Name = "  " }, map[string]string{"divisions.0.name": "required"}},
		{"same name", func(m *scoring.MeritSettings) { m.Divisions[1].Name = "a" }, map[string]string{"divisions.1.name": "duplicate_division"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := ok()
			tt.change(&m)
			err := scoring.CheckMeritSettings(&m)
			if tt.fields == nil {
				if err != nil {
					t.Fatalf("valid settings refused: %v", err)
				}
				return
			}
			e, isApp := apperr.As(err)
			if !isApp || e.Kind != apperr.Invalid {
				t.Fatalf("err = %v, want a 400", err)
			}
			for f, code := range tt.fields {
				if e.Fields[f].Code != code {
					t.Errorf("field %s = %+v, want %s (all: %+v)", f, e.Fields[f], code, e.Fields)
				}
			}
		})
	}
}

func TestSeasons(t *testing.T) {
	for _, tt := range []struct {
		date  string
		start int
		want  int
	}{
		{"2026-01-01", 1, 2026}, {"2026-12-31", 1, 2026},
		{"2026-03-31", 4, 2025}, {"2026-04-01", 4, 2026},
	} {
		if got, ok := scoring.SeasonOf(tt.date, tt.start); !ok || got != tt.want {
			t.Errorf("SeasonOf(%s, %d) = %d, want %d", tt.date, tt.start, got, tt.want)
		}
	}
	if from, to := scoring.SeasonSpan(2025, 4); from != "2025-04-01" || to != "2026-04-01" {
		t.Errorf("SeasonSpan(2025, 4) = %s, %s", from, to)
	}
}

func TestOrderOfMerit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		env := newResultsEnv(t, st)
		ctx := t.Context()
		set := scoring.DefaultMeritSettings()
		set.PointsTable = []float64{100, 80, 60, 40}
		set.BestN = 2
		set.SeasonStartMonth = 4
		set.Visibility = scoring.MeritMembers
		set.Divisions = []scoring.MeritDivision{{Name: "Low", MinIndex: -10, MaxIndex: 12}, {Name: "High", MinIndex: 12.1, MaxIndex: 54}}
		if _, err := env.svc.SaveMeritSettings(ctx, set); err != nil {
			t.Fatal(err)
		}
		// Four members without a handicap while they play (so net is
		// gross): A and B tie first in April, C wins May ahead of A, A
		// wins June, and D has no card in June.
		april := storetest.NewRound(t, st, storetest.RoundSpec{Date: "2026-04-01", OrderOfMerit: true, Players: make([]*int, 4)})
		a, b, c, d := april.Members[0], april.Members[1], april.Members[2], april.Members[3]
		members := []*store.Member{a, b, c, d}
		april.Card(t, st, 0, storetest.Par())
		april.Card(t, st, 1, storetest.Par())
		april.Card(t, st, 2, with(map[int]int{1: 5}))
		april.Card(t, st, 3, with(map[int]int{1: 6}))
		play := func(spec storetest.RoundSpec, cards ...[golf.HoleCount]int) *storetest.Round {
			spec.Members, spec.Players = members, make([]*int, len(members))
			r := storetest.NewRound(t, st, spec)
			for i, card := range cards {
				r.Card(t, st, i, card)
			}
			return r
		}
		may := play(storetest.RoundSpec{Date: "2026-05-09", OrderOfMerit: true},
			with(map[int]int{1: 5}), with(map[int]int{1: 6}), storetest.Par(), with(map[int]int{1: 7}))
		june := play(storetest.RoundSpec{Date: "2026-06-13", OrderOfMerit: true},
			storetest.Par(), with(map[int]int{1: 5}), with(map[int]int{1: 6}))
		// Not counted: an event that does not opt in, one not finalised,
		// one of the previous season (the day before this one starts).
		friendly := play(storetest.RoundSpec{Date: "2026-05-20"}, storetest.Par())
		play(storetest.RoundSpec{Date: "2026-07-01", OrderOfMerit: true}, storetest.Par())
		lastSeason := play(storetest.RoundSpec{Date: "2026-03-31", OrderOfMerit: true}, with(map[int]int{1: 6}), storetest.Par())
		for _, r := range []*storetest.Round{april, may, june, friendly, lastSeason} {
			if _, err := env.svc.Finalise(ctx, r.Event.ID); err != nil {
				t.Fatal(err)
			}
		}
		// Divisions go by the index members have now: A 5.0, B 20.0, C 8.0,
		// D none.
		for i, idx := range []int{50, 200, 80} {
			if _, err := st.DB().NewUpdate().Model((*store.Member)(nil)).Set("handicap_index = ?", idx).
				Where("id = ?", members[i].ID).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}

		if _, err := env.svc.OrderOfMerit(ctx, nil, scoring.Viewer{}); !apperr.HasCode(err, "unauthorized") {
			t.Errorf("visitor, members-only: %v", err)
		}
		season := 2026
		got, err := env.svc.OrderOfMerit(ctx, &season, scoring.Viewer{MemberID: a.ID})
		if err != nil {
			t.Fatal(err)
		}
		// A: April T1 (100+80)/2 = 90, May 2nd 80, June 1st 100 → best 2: 190.
		// B: April T1 90, May 3rd 60, June 2nd 80 → 170.
		// C: April 3rd 60, May 1st 100, June 3rd 60 → 160.
		// D: April 4th 40, May 4th 40, no June card (NR: no place, left out) → 80.
		type want struct {
			member  *store.Member
			label   string
			points  float64
			counted []bool // by event date
		}
		check := func(name string, list []scoring.MeritStandingView, wants []want) {
			t.Helper()
			if len(list) != len(wants) {
				t.Fatalf("%s: %d standings, want %d: %+v", name, len(list), len(wants), list)
			}
			for i, w := range wants {
				s := list[i]
				if s.MemberID != w.member.ID || s.Label != w.label || s.Points != w.points || s.Name != w.member.Name {
					t.Errorf("%s %d = member %d %s %v %q; want %d %s %v", name, i, s.MemberID, s.Label, s.Points, s.Name, w.member.ID, w.label, w.points)
				}
				var counted []bool
				for _, e := range s.Events {
					counted = append(counted, e.Counted)
				}
				if len(w.counted) > 0 && !equalBools(counted, w.counted) {
					t.Errorf("%s %d counted %v, want %v (%+v)", name, i, counted, w.counted, s.Events)
				}
			}
		}
		check("overall", got.Standings, []want{
			{a, "1", 190, []bool{true, false, true}},
			{b, "2", 170, []bool{true, false, true}},
			// Equal points: the earlier event counts.
			{c, "3", 160, []bool{true, true, false}},
			{d, "4", 80, []bool{true, true}},
		})
		if ev := got.Standings[0].Events[0]; ev.EventID != april.Event.ID || ev.Label != "T1" || ev.Points != 90 || ev.Date != "2026-04-01" {
			t.Errorf("A's April = %+v", ev)
		}
		if got.Season != 2026 || got.BestN != 2 || len(got.Seasons) != 2 || got.Seasons[0] != 2026 || got.Seasons[1] != 2025 {
			t.Errorf("season %d, seasons %v, best %d", got.Season, got.Seasons, got.BestN)
		}
		// Divisions by the current index: A (5.0) and C (8.0) Low, B
		// (20.0) High, D none. Places keep the field's points.
		if len(got.Divisions) != 2 || got.Divisions[0].Name != "Low" || got.Divisions[1].Name != "High" {
			t.Fatalf("divisions = %+v", got.Divisions)
		}
		check("low", got.Divisions[0].Standings, []want{{a, "1", 190, nil}, {c, "2", 160, nil}})
		check("high", got.Divisions[1].Standings, []want{{b, "1", 170, nil}})

		// The season before: only the March event.
		season = 2025
		got, err = env.svc.OrderOfMerit(ctx, &season, scoring.Viewer{Admin: true})
		if err != nil {
			t.Fatal(err)
		}
		check("2025", got.Standings, []want{{b, "1", 100, nil}, {a, "2", 80, nil}})

		// Public standings need no session; a silly season is a 400.
		set.Visibility = scoring.MeritPublic
		if _, err := env.svc.SaveMeritSettings(ctx, set); err != nil {
			t.Fatal(err)
		}
		if got, err = env.svc.OrderOfMerit(ctx, nil, scoring.Viewer{}); err != nil || got.Season != 2026 {
			t.Errorf("public standings: %+v, %v", got, err)
		}
		season = 1900
		if _, err := env.svc.OrderOfMerit(ctx, &season, scoring.Viewer{}); !apperr.HasCode(err, "out_of_range") {
			t.Errorf("season 1900: %v", err)
		}
	})
}

func equalBools(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
