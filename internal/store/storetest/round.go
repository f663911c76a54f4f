package storetest

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"golfclub/internal/golf"
	"golfclub/internal/store"
)

// TestTee is a par-72 tee with Slope 113 and Course Rating 72.0, so that a
// Course Handicap equals the Handicap Index rounded: par 3s on holes 3, 7,
// 11 and 16.
func TestTee() golf.Tee {
	pars := [golf.HoleCount]int{4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5}
	sis := [golf.HoleCount]int{7, 11, 15, 1, 5, 13, 17, 9, 3, 8, 16, 4, 2, 12, 10, 18, 14, 6}
	t := golf.Tee{Name: "White", CourseRating: 72.0, Slope: 113}
	for i := range pars {
		t.Holes = append(t.Holes, golf.Hole{Par: pars[i], StrokeIndex: sis[i]})
	}
	return t
}

// RoundSpec describes a scored event for a test.
type RoundSpec struct {
	Title string
	Date  string // default 2026-11-21
	// Format is golf.StrokePlay or golf.Stableford (default stroke play).
	Format            golf.Format
	Allowance         int // default 100
	LeaderboardPublic bool
	OrderOfMerit      bool
	// Players are the players' Handicap Indexes in tenths (nil: none);
	// each gets a member, a registration and a place in flight 1, 2, …
	// (four to a flight).
	Players []*int
	// Members reuses members instead of making new ones (by player).
	Members []*store.Member
}

// Round is a scored event made by NewRound.
type Round struct {
	Event         *store.Event
	Course        *store.Course
	Tee           golf.Tee
	Members       []*store.Member
	Registrations []*store.Registration
}

var roundSeq atomic.Int64

// NewRound makes a course with TestTee, an event scored on it, and its
// players, each registered and placed in a flight.
func NewRound(t testing.TB, st *store.Store, spec RoundSpec) *Round {
	t.Helper()
	ctx := context.Background()
	db := st.DB()
	n := roundSeq.Add(1)
	if spec.Date == "" {
		spec.Date = "2026-11-21"
	}
	if spec.Title == "" {
		spec.Title = fmt.Sprintf("Monthly Medal %d", n)
	}
	if spec.Format == "" {
		spec.Format = golf.StrokePlay
	}
	if spec.Allowance == 0 {
		spec.Allowance = 100
	}
	r := &Round{Tee: TestTee()}
	tees, err := json.Marshal([]golf.Tee{r.Tee})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	r.Course = &store.Course{Name: fmt.Sprintf("Bukit Hijau %d", n), Tees: string(tees), CreatedAt: now, UpdatedAt: now}
	r.Event = &store.Event{Title: spec.Title, Date: spec.Date, Type: "tournament", Capacity: 100, Rates: []store.Rate{}}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("round fixture: %v", err)
		}
	}
	_, err = db.NewInsert().Model(r.Course).Exec(ctx)
	must(err)
	_, err = db.NewInsert().Model(r.Event).Exec(ctx)
	must(err)
	_, err = db.NewInsert().Model(&store.EventGolf{EventID: r.Event.ID, CourseID: r.Course.ID, Tee: r.Tee.Name,
		Format: string(spec.Format), Allowance: spec.Allowance, LeaderboardPublic: spec.LeaderboardPublic,
		CelebrateFollowed: true, OrderOfMerit: spec.OrderOfMerit, UpdatedAt: now}).Exec(ctx)
	must(err)
	var flight *store.Flight
	for i, index := range spec.Players {
		var m *store.Member
		if i < len(spec.Members) && spec.Members[i] != nil {
			m = spec.Members[i]
		} else {
			m = &store.Member{Name: fmt.Sprintf("Player %d-%d", n, i+1), Phone: fmt.Sprintf("016%07d", n*100+int64(i)),
				PasswordHash: "x", IsActive: true, Locale: "en", HandicapIndex: index}
			_, err = db.NewInsert().Model(m).Exec(ctx)
			must(err)
		}
		reg := &store.Registration{EventID: r.Event.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "Member"}
		_, err = db.NewInsert().Model(reg).Exec(ctx)
		must(err)
		if i%4 == 0 {
			flight = &store.Flight{EventID: r.Event.ID, FlightNumber: i/4 + 1, TeeTime: "07:30", MaxPlayers: 4, StartingHole: 1}
			_, err = db.NewInsert().Model(flight).Exec(ctx)
			must(err)
		}
		_, err = db.NewInsert().Model(&store.FlightMember{FlightID: flight.ID, RegistrationID: reg.ID, MemberName: m.Name,
			MemberPhone: m.Phone, Position: i%4 + 1}).Exec(ctx)
		must(err)
		r.Members = append(r.Members, m)
		r.Registrations = append(r.Registrations, reg)
	}
	return r
}

// PickedUp in a card given to Card is a hole picked up.
const PickedUp = -1

// Card writes player i's scores: strokes per hole, 0 for a hole not
// played, PickedUp for one picked up. It replaces any earlier score of a
// hole it names.
func (r *Round) Card(t testing.TB, st *store.Store, i int, strokes [golf.HoleCount]int) {
	t.Helper()
	ctx := context.Background()
	reg := r.Registrations[i]
	for h, s := range strokes {
		if s == 0 {
			continue
		}
		sc := &store.Score{RegistrationID: reg.ID, Hole: h + 1, EventID: r.Event.ID, Revision: 1,
			EnteredByName: reg.MemberName, EnteredAt: time.Date(2026, 11, 21, 1, 0, 0, 0, time.UTC)}
		if s == PickedUp {
			sc.PickedUp = true
		} else {
			v := s
			sc.Strokes = &v
		}
		_, err := st.DB().NewInsert().Model(sc).On("CONFLICT (registration_id, hole) DO UPDATE").
			Set("strokes = EXCLUDED.strokes").Set("picked_up = EXCLUDED.picked_up").Exec(ctx)
		if err != nil {
			t.Fatalf("score of player %d hole %d: %v", i, h+1, err)
		}
	}
}

// Par is a card of pars on TestTee, to adjust per hole.
func Par() [golf.HoleCount]int {
	var out [golf.HoleCount]int
	for i, h := range TestTee().Holes {
		out[i] = h.Par
	}
	return out
}

// SetStatus sets player i's card to DQ or NR ("" clears it).
func (r *Round) SetStatus(t testing.TB, st *store.Store, i int, status string) {
	t.Helper()
	c := &store.Scorecard{RegistrationID: r.Registrations[i].ID, EventID: r.Event.ID, Status: status,
		UpdatedAt: time.Date(2026, 11, 21, 1, 0, 0, 0, time.UTC)}
	_, err := st.DB().NewInsert().Model(c).On("CONFLICT (registration_id) DO UPDATE").Set("status = EXCLUDED.status").Exec(context.Background())
	if err != nil {
		t.Fatalf("status of player %d: %v", i, err)
	}
}
