package scoring_test

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/demo"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// now is the tests' clock: the morning of the event day.
var now = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

const eventDate = "2026-11-21"

// fixture is one scored event on a fresh database: Ann, Ben and Cai play
// in flight 1, Dev in flight 2, and Eve is registered without a flight.
type fixture struct {
	t     *testing.T
	ctx   context.Context
	st    *store.Store
	svc   *scoring.Service
	ev    *model.Event
	admin *model.Admin
	m     map[string]*model.Member
	reg   map[string]int64

	mu        sync.Mutex
	published []bus.Event
}

func newFixture(t *testing.T, st *store.Store) *fixture {
	t.Helper()
	ctx := context.Background()
	f := &fixture{t: t, ctx: ctx, st: st, m: map[string]*model.Member{}, reg: map[string]int64{}}
	b := bus.New(nil)
	b.Subscribe("record", func(_ context.Context, e bus.Event) error {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.published = append(f.published, e)
		return nil
	})
	f.svc = scoring.New(scoring.Deps{Store: st, Bus: b, Now: func() time.Time { return now }})
	f.ev = &model.Event{Title: "Monthly Medal", Date: eventDate, Type: "tournament", Capacity: 20, CreatedAt: now,
		Rates: []model.Rate{{Type: "Member", Price: 100, Category: "member"}}}
	if err := st.CreateEvent(ctx, f.ev); err != nil {
		t.Fatal(err)
	}
	f.admin = &model.Admin{Username: "captain", PasswordHash: "x", CreatedAt: now}
	if err := st.CreateAdmin(ctx, f.admin); err != nil {
		t.Fatal(err)
	}
	flights := map[int]*model.Flight{}
	for i, p := range []struct {
		name   string
		flight int
	}{{"Ann", 1}, {"Ben", 1}, {"Cai", 1}, {"Dev", 2}, {"Eve", 0}} {
		m := &model.Member{Name: p.name, Phone: "01230000" + string(rune('0'+i)) + "0", PasswordHash: "x", IsActive: true,
			CreatedAt: now, UpdatedAt: now}
		if err := st.CreateMember(ctx, m); err != nil {
			t.Fatal(err)
		}
		f.m[p.name] = m
		r := &model.Registration{EventID: f.ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, CreatedAt: now}
		if err := st.Register(ctx, r); err != nil {
			t.Fatal(err)
		}
		f.reg[p.name] = r.ID
		if p.flight == 0 {
			continue
		}
		fl := flights[p.flight]
		if fl == nil {
			fl = &model.Flight{EventID: f.ev.ID, FlightNumber: p.flight, TeeTime: "07:30", MaxPlayers: 4, StartingHole: 1, CreatedAt: now}
			if err := st.CreateFlight(ctx, fl); err != nil {
				t.Fatal(err)
			}
			flights[p.flight] = fl
		}
		if err := st.AddFlightPlayer(ctx, &model.FlightMember{FlightID: fl.ID, RegistrationID: r.ID, Position: i + 1, CreatedAt: now}); err != nil {
			t.Fatal(err)
		}
	}
	c, err := f.svc.CreateCourse(ctx, demo.HomeCourse())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.SetSettings(ctx, f.ev.ID, scoring.SettingsInput{CourseID: c.ID, Tee: "Blue", Format: "stableford",
		LeaderboardPublic: true, CelebrateFollowed: true}); err != nil {
		t.Fatal(err)
	}
	return f
}

// eachRow runs every row on a fresh fixture, as subtests
// "sqlite/<row>" and, when configured, "postgres/<row>": a new SQLite
// file per row, and on PostgreSQL one database emptied before each row
// (creating a database per row costs half a second).
func eachRow(t *testing.T, names []string, run func(t *testing.T, f *fixture, i int)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) {
		for i, name := range names {
			t.Run(name, func(t *testing.T) { run(t, newFixture(t, storetest.SQLite(t)), i) })
		}
	})
	if os.Getenv(storetest.PostgresEnv) == "" {
		return
	}
	t.Run("postgres", func(t *testing.T) {
		shared := storetest.Postgres(t)
		for i, name := range names {
			t.Run(name, func(t *testing.T) {
				storetest.ResetPostgres(t, shared)
				run(t, newFixture(t, shared), i)
			})
		}
	})
}

func (f *fixture) as(name string) scoring.Author { return scoring.MemberAuthor(f.m[name]) }

func (f *fixture) enter(who scoring.Author, entries ...scoring.ScoreInput) ([]scoring.ScoreResult, error) {
	return f.svc.EnterScores(f.ctx, who, f.ev.ID, entries)
}

func (f *fixture) mustEnter(who scoring.Author, entries ...scoring.ScoreInput) []scoring.ScoreResult {
	f.t.Helper()
	out, err := f.enter(who, entries...)
	if err != nil {
		f.t.Fatalf("enter scores: %v", err)
	}
	return out
}

func (f *fixture) finalise() {
	f.t.Helper()
	if _, err := f.st.DB().NewUpdate().Model((*model.EventGolf)(nil)).Set("finalised_at = ?", now).
		Where("event_id = ?", f.ev.ID).Exec(f.ctx); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) history(regID int64, hole int) []model.ScoreHistory {
	f.t.Helper()
	var rows []model.ScoreHistory
	if err := f.st.DB().NewSelect().Model(&rows).Where("registration_id = ? AND hole = ?", regID, hole).
		OrderExpr("revision ASC").Scan(f.ctx); err != nil {
		f.t.Fatal(err)
	}
	return rows
}

func (f *fixture) score(regID int64, hole int) *model.Score {
	f.t.Helper()
	sc := new(model.Score)
	err := f.st.DB().NewSelect().Model(sc).Where("registration_id = ? AND hole = ?", regID, hole).Scan(f.ctx)
	if err != nil {
		return nil
	}
	return sc
}

func strokes(n int) *int { return &n }

func in(reg int64, hole, n, revision int) scoring.ScoreInput {
	return scoring.ScoreInput{RegistrationID: reg, Hole: hole, Strokes: strokes(n), Revision: revision}
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if code == "" {
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return
	}
	if !apperr.HasCode(err, code) {
		t.Fatalf("error = %v, want code %s", err, code)
	}
}

func TestEnterScores(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T, f *fixture)
	}{
		{"the first write of a hole is revision 1, by its author", func(t *testing.T, f *fixture) {
			out := f.mustEnter(f.as("Ben"), in(f.reg["Ann"], 1, 5, 1))
			if out[0].Revision != 1 || out[0].Conflict {
				t.Errorf("result = %+v, want revision 1 without conflict", out[0])
			}
			sc := f.score(f.reg["Ann"], 1)
			if sc == nil || *sc.Strokes != 5 || sc.EnteredByName != "Ben" || *sc.EnteredByMemberID != f.m["Ben"].ID {
				t.Errorf("stored = %+v", sc)
			}
		}},
		{"a retry of a stored revision changes nothing", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			out := f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			if out[0].Revision != 1 || out[0].Conflict {
				t.Errorf("retry result = %+v, want revision 1 without conflict", out[0])
			}
			if h := f.history(f.reg["Ann"], 1); len(h) != 1 {
				t.Errorf("history has %d rows, want 1", len(h))
			}
		}},
		{"the next revision replaces without conflict", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			out := f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 2))
			if out[0].Revision != 2 || out[0].Conflict || out[0].Overwrote != nil {
				t.Errorf("result = %+v, want revision 2 without conflict", out[0])
			}
		}},
		{"a stale revision: the last write wins, the answer names what it replaced, history keeps both", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			out := f.mustEnter(f.as("Ben"), in(f.reg["Ann"], 1, 6, 1))
			r := out[0]
			if r.Revision != 2 || !r.Conflict || r.Overwrote == nil || *r.Overwrote.Strokes != 5 || r.Overwrote.EnteredBy != "Ann" {
				t.Fatalf("result = %+v (overwrote %+v), want revision 2, conflict over Ann's 5", r, r.Overwrote)
			}
			if sc := f.score(f.reg["Ann"], 1); *sc.Strokes != 6 || sc.Revision != 2 {
				t.Errorf("current = %d at revision %d, want 6 at 2", *sc.Strokes, sc.Revision)
			}
			h := f.history(f.reg["Ann"], 1)
			if len(h) != 2 || *h[0].Strokes != 5 || *h[1].Strokes != 6 || h[1].EnteredByName != "Ben" {
				t.Errorf("history = %+v", h)
			}
		}},
		{"a stale phone sending the score already there stores nothing", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 2))
			out := f.mustEnter(f.as("Ben"), in(f.reg["Ann"], 1, 4, 1))
			if out[0].Revision != 2 || out[0].Conflict {
				t.Errorf("result = %+v, want revision 2 without conflict", out[0])
			}
			if h := f.history(f.reg["Ann"], 1); len(h) != 2 {
				t.Errorf("history has %d rows, want 2", len(h))
			}
		}},
		{"a picked-up hole keeps no strokes", func(t *testing.T, f *fixture) {
			out := f.mustEnter(f.as("Ann"), scoring.ScoreInput{RegistrationID: f.reg["Ann"], Hole: 2, Strokes: strokes(9), PickedUp: true, Revision: 1})
			if out[0].Strokes != nil || !out[0].PickedUp {
				t.Errorf("result = %+v", out[0])
			}
			if sc := f.score(f.reg["Ann"], 2); sc.Strokes != nil || !sc.PickedUp {
				t.Errorf("stored = %+v", sc)
			}
		}},
		{"hole 0 is out of range", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 0, 4, 1))
			wantCode(t, err, "hole_out_of_range")
		}},
		{"hole 19 is out of range", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 19, 4, 1))
			wantCode(t, err, "hole_out_of_range")
		}},
		{"no strokes is out of range", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 0, 1))
			wantCode(t, err, "score_out_of_range")
		}},
		{"21 strokes is out of range", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 21, 1))
			wantCode(t, err, "score_out_of_range")
		}},
		{"20 strokes is the most", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 20, 1))
			wantCode(t, err, "")
		}},
		{"revision 0 is refused", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 0))
			wantCode(t, err, "invalid_revision")
		}},
		{"an empty batch is refused", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"))
			wantCode(t, err, "no_entries")
		}},
		{"a player of another flight: the whole batch is refused", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1), in(f.reg["Dev"], 1, 4, 1))
			wantCode(t, err, "player_not_in_flight")
			if sc := f.score(f.reg["Ann"], 1); sc != nil {
				t.Errorf("Ann's score was stored: %+v", sc)
			}
		}},
		{"a registrant without a flight writes no card", func(t *testing.T, f *fixture) {
			_, err := f.enter(f.as("Eve"), in(f.reg["Eve"], 1, 4, 1))
			wantCode(t, err, "not_in_flight")
		}},
		{"a card is locked for members once the results are final", func(t *testing.T, f *fixture) {
			f.finalise()
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			wantCode(t, err, "card_locked")
		}},
		{"the admin corrects a card after the results are final", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 5, 1))
			f.finalise()
			out := f.mustEnter(scoring.AdminAuthor(f.admin), in(f.reg["Ann"], 1, 4, 2))
			if out[0].Revision != 2 {
				t.Errorf("result = %+v", out[0])
			}
			if h := f.history(f.reg["Ann"], 1); h[1].EnteredByName != "captain" || h[1].EnteredByAdminID == nil {
				t.Errorf("history = %+v, want the admin's write", h[1])
			}
		}},
		{"the admin writes any flight's card", func(t *testing.T, f *fixture) {
			f.mustEnter(scoring.AdminAuthor(f.admin), in(f.reg["Dev"], 1, 4, 1), in(f.reg["Ann"], 1, 4, 1))
		}},
		{"scores are entered from the event day", func(t *testing.T, f *fixture) {
			if _, err := f.st.DB().NewUpdate().Model((*model.Event)(nil)).Set("date = ?", "2026-11-22").
				Where("id = ?", f.ev.ID).Exec(f.ctx); err != nil {
				t.Fatal(err)
			}
			_, err := f.enter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			wantCode(t, err, "scoring_not_open")
		}},
		{"an event that is not scored", func(t *testing.T, f *fixture) {
			_, err := f.svc.EnterScores(f.ctx, f.as("Ann"), f.ev.ID+1, []scoring.ScoreInput{in(f.reg["Ann"], 1, 4, 1)})
			wantCode(t, err, "not_found")
		}},
		{"a birdie is celebrated to the player's followers, after one change of the cards", func(t *testing.T, f *fixture) {
			if _, err := f.st.DB().NewInsert().Model(&model.Follow{MemberID: f.m["Dev"].ID, FollowedMemberID: f.m["Ann"].ID, CreatedAt: now}).Exec(f.ctx); err != nil {
				t.Fatal(err)
			}
			f.published = nil
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 3, 1), in(f.reg["Ben"], 1, 4, 1)) // hole 1 is a par 4
			if len(f.published) != 3 {
				t.Fatalf("published %d events, want 3: %+v", len(f.published), f.published)
			}
			se, ok := f.published[0].(bus.ScoreEntered)
			if !ok || se.Feat != "birdie" || len(se.Followers) != 1 || se.Followers[0] != f.m["Dev"].ID || se.PlayerName != "Ann" {
				t.Errorf("first event = %+v, want Ann's birdie for Dev", f.published[0])
			}
			if _, ok := f.published[2].(bus.ScorecardChanged); !ok {
				t.Errorf("last event = %T, want ScorecardChanged", f.published[2])
			}
		}},
		{"a retry publishes nothing", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			f.published = nil
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			if len(f.published) != 0 {
				t.Errorf("published %+v", f.published)
			}
		}},
	}
	names := make([]string, len(tests))
	for i, tt := range tests {
		names[i] = tt.name
	}
	eachRow(t, names, func(t *testing.T, f *fixture, i int) { tests[i].run(t, f) })
}

func TestConcurrentWritesOfOneHole(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		f := newFixture(t, st)
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Go(func() { _, errs[i] = f.enter(f.as("Ann"), in(f.reg["Ann"], 7, 3+i, 1)) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("write %d: %v", i, err)
			}
		}
		h := f.history(f.reg["Ann"], 7)
		if len(h) != 4 {
			t.Fatalf("history has %d rows, want one per write", len(h))
		}
		if sc := f.score(f.reg["Ann"], 7); sc.Revision != 4 || *sc.Strokes != *h[3].Strokes {
			t.Errorf("current = revision %d, %d strokes; want the last write of the history", sc.Revision, *sc.Strokes)
		}
	})
}
