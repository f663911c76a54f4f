package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

var golfNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

// golfEvent is an event scored on a fresh course, with one flight of the
// given members (in that order) and their registrations.
func golfEvent(t *testing.T, s *store.Store, members ...*store.Member) (*store.Event, []int64) {
	t.Helper()
	ctx := context.Background()
	e := mkEvent(t, s, 10, regRates)
	c := &store.Course{Name: "Home", Tees: `[]`, CreatedAt: golfNow, UpdatedAt: golfNow}
	if err := s.CreateCourse(ctx, c); err != nil {
		t.Fatal(err)
	}
	g := &store.EventGolf{EventID: e.ID, CourseID: c.ID, Tee: "Blue", Format: "stroke", Allowance: 95, UpdatedAt: golfNow}
	if err := store.SaveEventGolf(ctx, s.DB(), g); err != nil {
		t.Fatal(err)
	}
	f := &store.Flight{EventID: e.ID, FlightNumber: 1, TeeTime: "07:30", MaxPlayers: 4, StartingHole: 1, CreatedAt: golfNow}
	if err := s.CreateFlight(ctx, f); err != nil {
		t.Fatal(err)
	}
	var regs []int64
	for i, m := range members {
		r := regFor(e, m, "Member Weekday")
		if err := s.Register(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := s.AddFlightPlayer(ctx, &store.FlightMember{FlightID: f.ID, RegistrationID: r.ID, Position: i + 1, CreatedAt: golfNow}); err != nil {
			t.Fatal(err)
		}
		regs = append(regs, r.ID)
	}
	return e, regs
}

func writeScore(s *store.Store, sc *store.Score) error {
	return s.Tx(context.Background(), func(ctx context.Context, tx bun.Tx) error { return store.WriteScore(ctx, tx, sc) })
}

func TestGolfPlayersHandicapAsOf(t *testing.T) {
	// The event day ends at asOf; changes are made an hour before or after.
	asOf := time.Date(2026, 11, 21, 16, 0, 0, 0, time.UTC)
	before, after := asOf.Add(-time.Hour), asOf.Add(time.Hour)
	kl := time.FixedZone("MYT", 8*60*60)
	type change struct {
		at    time.Time
		index *int
	}
	i := func(v int) *int { return &v }
	tests := []struct {
		name    string
		current *int // members.handicap_index, set without recording a change
		changes []change
		want    *int
	}{
		{"no history: the current index", i(181), nil, i(181)},
		{"no index at all", nil, nil, nil},
		{"changed before the end of the day: the new index", nil, []change{{before.Add(-time.Hour), i(200)}, {before, i(184)}}, i(184)},
		{"changed after: the index of the day", nil, []change{{before, i(184)}, {after, i(172)}}, i(184)},
		{"changed at the very end of the day: not yet in force", nil, []change{{before, i(184)}, {asOf, i(172)}}, i(184)},
		{"only changes after: the current index", nil, []change{{after, i(95)}}, i(95)},
		{"cleared before the day ended: none", nil, []change{{before.Add(-time.Hour), i(184)}, {before, nil}, {after, i(150)}}, nil},
		{"a change stamped in another zone compares as the same instant", nil,
			[]change{{before.Add(-time.Hour), i(200)}, {before.In(kl), i(210)}}, i(210)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, s *store.Store) {
				ctx := context.Background()
				m, other := mkMember(t, s, ""), mkMember(t, s, "")
				// Another member's change never counts.
				if err := store.SetHandicap(ctx, s.DB(), other.ID, i(10), nil, before.Add(-2*time.Hour)); err != nil {
					t.Fatal(err)
				}
				for _, c := range tt.changes {
					if err := store.SetHandicap(ctx, s.DB(), m.ID, c.index, nil, c.at); err != nil {
						t.Fatal(err)
					}
				}
				if tt.current != nil {
					if _, err := s.DB().NewUpdate().Model((*store.Member)(nil)).Set("handicap_index = ?", *tt.current).
						Where("id = ?", m.ID).Exec(ctx); err != nil {
						t.Fatal(err)
					}
				}
				e, _ := golfEvent(t, s, m, other)
				players, err := store.GolfPlayers(ctx, s.Reader(), e.ID, asOf)
				if err != nil || len(players) != 2 {
					t.Fatalf("players = %+v, %v", players, err)
				}
				got := players[0].HandicapIndex
				if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
					t.Errorf("index = %v, want %v", deref(got), deref(tt.want))
				}
			})
		})
	}
}

// deref shows an optional index in a message.
func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestGolfQueries(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T, s *store.Store)
	}{
		{"a revision of a hole is stored once", func(t *testing.T, s *store.Store) {
			e, regs := golfEvent(t, s, mkMember(t, s, ""))
			four, five := 4, 5
			sc := &store.Score{RegistrationID: regs[0], Hole: 1, EventID: e.ID, Strokes: &four, Revision: 1, EnteredByName: "A", EnteredAt: golfNow}
			if err := writeScore(s, sc); err != nil {
				t.Fatal(err)
			}
			again := *sc
			again.Strokes = &five
			if err := writeScore(s, &again); !errors.Is(err, store.ErrConflict) {
				t.Fatalf("second revision 1: %v, want ErrConflict", err)
			}
			got, err := store.ScoreAtRevision(context.Background(), s.Reader(), regs[0], 1, 1)
			if err != nil || *got.Strokes != 4 {
				t.Fatalf("revision 1 = %+v, %v; want the first write", got, err)
			}
		}},
		{"the current score follows the latest revision; the log lists newest first", func(t *testing.T, s *store.Store) {
			e, regs := golfEvent(t, s, mkMember(t, s, ""))
			for rev, n := range []int{5, 4, 6} {
				sc := &store.Score{RegistrationID: regs[0], Hole: 3, EventID: e.ID, Strokes: &n, Revision: rev + 1, EnteredByName: "A", EnteredAt: golfNow}
				if err := writeScore(s, sc); err != nil {
					t.Fatal(err)
				}
			}
			scores, err := store.EventScores(context.Background(), s.Reader(), e.ID)
			if err != nil || len(scores) != 1 || *scores[0].Strokes != 6 || scores[0].Revision != 3 {
				t.Fatalf("scores = %+v, %v", scores, err)
			}
			log, err := s.ScoreLog(context.Background(), e.ID)
			if err != nil || len(log) != 3 || log[0].Revision != 3 || log[2].Revision != 1 || log[0].PlayerName == "" {
				t.Fatalf("log = %+v, %v", log, err)
			}
		}},
		{"players list by flight place, with the member's handicap", func(t *testing.T, s *store.Store) {
			a, b := mkMember(t, s, ""), mkMember(t, s, "")
			idx := 124
			if err := store.SetHandicap(context.Background(), s.DB(), b.ID, &idx, nil, golfNow); err != nil {
				t.Fatal(err)
			}
			e, regs := golfEvent(t, s, b, a)
			players, err := store.GolfPlayers(context.Background(), s.Reader(), e.ID, golfNow.Add(time.Hour))
			if err != nil || len(players) != 2 {
				t.Fatalf("players = %+v, %v", players, err)
			}
			if players[0].RegistrationID != regs[0] || players[0].HandicapIndex == nil || *players[0].HandicapIndex != 124 || players[1].HandicapIndex != nil {
				t.Errorf("players = %+v", players)
			}
		}},
		{"handicap history, newest first, by member or admin", func(t *testing.T, s *store.Store) {
			m := mkMember(t, s, "")
			admin := &store.Admin{Username: "captain", PasswordHash: "x", CreatedAt: golfNow}
			if err := s.CreateAdmin(context.Background(), admin); err != nil {
				t.Fatal(err)
			}
			one, two := 100, 95
			if err := store.SetHandicap(context.Background(), s.DB(), m.ID, &one, nil, golfNow); err != nil {
				t.Fatal(err)
			}
			if err := store.SetHandicap(context.Background(), s.DB(), m.ID, &two, &admin.ID, golfNow.Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
			h, err := s.HandicapHistory(context.Background(), m.ID)
			if err != nil || len(h) != 2 || *h[0].Index != 95 || h[0].ByAdminID == nil || h[1].ByAdminID != nil {
				t.Fatalf("history = %+v, %v", h, err)
			}
			if err := store.SetHandicap(context.Background(), s.DB(), 9999, &one, nil, golfNow); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("unknown member: %v, want ErrNotFound", err)
			}
		}},
		{"golf settings by event with the course's name", func(t *testing.T, s *store.Store) {
			e, _ := golfEvent(t, s)
			other := mkEvent(t, s, 10, regRates)
			got, err := s.GolfSettingsFor(context.Background(), []int64{e.ID, other.ID})
			if err != nil || len(got) != 1 || got[e.ID].CourseName != "Home" || got[e.ID].Tee != "Blue" {
				t.Fatalf("settings = %+v, %v", got, err)
			}
			uses, err := store.CourseUses(context.Background(), s.Reader(), got[e.ID].CourseID)
			if err != nil || len(uses) != 1 || uses[0].EventID != e.ID {
				t.Fatalf("uses = %+v, %v", uses, err)
			}
		}},
		{"followers of a member", func(t *testing.T, s *store.Store) {
			a, b, c := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
			for _, f := range []*store.Follow{{MemberID: b.ID, FollowedMemberID: a.ID}, {MemberID: c.ID, FollowedMemberID: a.ID}, {MemberID: a.ID, FollowedMemberID: b.ID}} {
				f.CreatedAt = golfNow
				if _, err := s.DB().NewInsert().Model(f).Exec(context.Background()); err != nil {
					t.Fatal(err)
				}
			}
			got, err := s.FollowersOf(context.Background(), a.ID)
			if err != nil || !slices.Equal(got, []int64{b.ID, c.ID}) {
				t.Fatalf("followers = %v, %v", got, err)
			}
		}},
		{"card status and confirmation are kept apart", func(t *testing.T, s *store.Store) {
			e, regs := golfEvent(t, s, mkMember(t, s, ""))
			ctx := context.Background()
			if err := store.ConfirmCard(ctx, s.DB(), e.ID, regs[0], golfNow); err != nil {
				t.Fatal(err)
			}
			if err := store.SetCardStatus(ctx, s.DB(), e.ID, regs[0], "NR", golfNow); err != nil {
				t.Fatal(err)
			}
			cards, err := store.EventScorecards(ctx, s.Reader(), e.ID)
			if err != nil || len(cards) != 1 || cards[0].Status != "NR" || cards[0].ConfirmedAt == nil {
				t.Fatalf("cards = %+v, %v", cards, err)
			}
			if err := store.ClearConfirmation(ctx, s.DB(), regs[0], golfNow); err != nil {
				t.Fatal(err)
			}
			cards, _ = store.EventScorecards(ctx, s.Reader(), e.ID)
			if cards[0].ConfirmedAt != nil || cards[0].Status != "NR" {
				t.Errorf("after clearing: %+v", cards[0])
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, s *store.Store) { tt.run(t, s) })
		})
	}
}
