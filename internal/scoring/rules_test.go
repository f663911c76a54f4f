package scoring_test

import (
	"testing"

	"golfclub/internal/demo"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
)

func (f *fixture) fullCard(name string, strokes int) {
	f.t.Helper()
	var entries []scoring.ScoreInput
	for h := 1; h <= 18; h++ {
		entries = append(entries, in(f.reg[name], h, strokes, 1))
	}
	f.mustEnter(scoring.AdminAuthor(f.admin), entries...)
}

func (f *fixture) leaderboard(v scoring.Viewer) *scoring.Leaderboard {
	f.t.Helper()
	lb, err := f.svc.Leaderboard(f.ctx, v, f.ev.ID)
	if err != nil {
		f.t.Fatalf("leaderboard: %v", err)
	}
	return lb
}

func labels(lb *scoring.Leaderboard) map[string]string {
	out := map[string]string{}
	for _, r := range lb.Rows {
		out[r.Name] = r.Label
	}
	return out
}

func TestServiceRules(t *testing.T) {
	member := scoring.Viewer{MemberID: 1}
	tests := []struct {
		name string
		run  func(t *testing.T, f *fixture)
	}{
		{"leaderboard: equal points share a place, a DQ and a player not started have none", func(t *testing.T, f *fixture) {
			// No handicaps: par everywhere is 2 points a hole.
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1), in(f.reg["Ben"], 1, 4, 1), in(f.reg["Cai"], 1, 5, 1))
			if err := f.svc.SetCardStatus(f.ctx, f.ev.ID, f.reg["Cai"], "DQ"); err != nil {
				t.Fatal(err)
			}
			lb := f.leaderboard(member)
			got := labels(lb)
			if got["Ann"] != "T1" || got["Ben"] != "T1" || got["Cai"] != "DQ" || got["Dev"] != "" {
				t.Errorf("labels = %v", got)
			}
			last := lb.Rows[len(lb.Rows)-1]
			if last.Position != nil {
				t.Errorf("last row %+v has a position", last)
			}
			if len(lb.Holes) != 18 || lb.Holes[2].Par != 3 {
				t.Errorf("holes = %+v", lb.Holes)
			}
		}},
		{"leaderboard: another event's scores do not count", func(t *testing.T, f *fixture) {
			// A second event on the same course, where Ann makes an ace.
			ev := &model.Event{Title: "Second Medal", Date: eventDate, Type: "tournament", Capacity: 4, CreatedAt: now,
				Rates: []model.Rate{{Type: "Member", Price: 100, Category: "member"}}}
			if err := f.st.CreateEvent(f.ctx, ev); err != nil {
				t.Fatal(err)
			}
			r := &model.Registration{EventID: ev.ID, MemberID: f.m["Ann"].ID, MemberName: "Ann", MemberPhone: f.m["Ann"].Phone, CreatedAt: now}
			if err := f.st.Register(f.ctx, r); err != nil {
				t.Fatal(err)
			}
			fl := &model.Flight{EventID: ev.ID, FlightNumber: 1, TeeTime: "07:30", MaxPlayers: 4, StartingHole: 1, CreatedAt: now}
			if err := f.st.CreateFlight(f.ctx, fl); err != nil {
				t.Fatal(err)
			}
			if err := f.st.AddFlightPlayer(f.ctx, &model.FlightMember{FlightID: fl.ID, RegistrationID: r.ID, Position: 1, CreatedAt: now}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.SetSettings(f.ctx, ev.ID, scoring.SettingsInput{CourseID: f.courseID(), Tee: "Blue", Format: "stroke", LeaderboardPublic: true}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.EnterScores(f.ctx, f.as("Ann"), ev.ID, []scoring.ScoreInput{in(r.ID, 3, 1, 1)}); err != nil {
				t.Fatal(err)
			}
			if lb, err := f.svc.Leaderboard(f.ctx, member, ev.ID); err != nil || len(lb.Rows) != 1 || !lb.Rows[0].HoleInOne {
				t.Fatalf("second event's leaderboard = %+v, %v", lb, err)
			}
			for _, r := range f.leaderboard(member).Rows {
				if r.Thru != 0 || r.HoleInOne {
					t.Errorf("row %+v counts another event's score", r)
				}
			}
		}},
		{"leaderboard: a hole in one is flagged", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 3, 1, 1))
			for _, r := range f.leaderboard(member).Rows {
				if (r.Name == "Ann") != r.HoleInOne {
					t.Errorf("row %+v", r)
				}
			}
		}},
		{"leaderboard: members-only refuses visitors", func(t *testing.T, f *fixture) {
			in := scoring.SettingsInput{CourseID: f.courseID(), Tee: "Blue", Format: "stroke"}
			if _, err := f.svc.SetSettings(f.ctx, f.ev.ID, in); err != nil {
				t.Fatal(err)
			}
			_, err := f.svc.Leaderboard(f.ctx, scoring.Viewer{}, f.ev.ID)
			wantCode(t, err, "unauthorized")
			if _, err := f.svc.Leaderboard(f.ctx, scoring.Viewer{Admin: true}, f.ev.ID); err != nil {
				t.Errorf("admin: %v", err)
			}
			v, err := f.svc.LeaderboardAccess(f.ctx, f.ev.ID, func() scoring.Viewer { return scoring.Viewer{} })
			wantCode(t, err, "unauthorized")
			if v != (scoring.Viewer{}) {
				t.Errorf("viewer = %+v", v)
			}
		}},
		{"leaderboard: the viewer is not looked up for a public one", func(t *testing.T, f *fixture) {
			_, err := f.svc.LeaderboardAccess(f.ctx, f.ev.ID, func() scoring.Viewer { t.Fatal("viewer looked up"); return scoring.Viewer{} })
			wantCode(t, err, "")
		}},
		{"confirm: a card short of 18 holes", func(t *testing.T, f *fixture) {
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			_, err := f.svc.ConfirmCard(f.ctx, f.m["Ann"], f.ev.ID, f.reg["Ann"])
			wantCode(t, err, "card_incomplete")
		}},
		{"confirm: a flight mate's card", func(t *testing.T, f *fixture) {
			f.fullCard("Ben", 4)
			_, err := f.svc.ConfirmCard(f.ctx, f.m["Ann"], f.ev.ID, f.reg["Ben"])
			wantCode(t, err, "not_your_card")
		}},
		{"confirm: a full card, withdrawn by a later change", func(t *testing.T, f *fixture) {
			f.fullCard("Ann", 5)
			at, err := f.svc.ConfirmCard(f.ctx, f.m["Ann"], f.ev.ID, f.reg["Ann"])
			if err != nil || !at.Equal(now) {
				t.Fatalf("confirm = %v, %v", at, err)
			}
			card, _ := f.svc.MemberScorecard(f.ctx, f.m["Ann"], f.ev.ID)
			if card.Players[0].ConfirmedAt == nil {
				t.Fatal("the card shows no confirmation")
			}
			f.mustEnter(f.as("Ben"), in(f.reg["Ann"], 4, 4, 2))
			card, _ = f.svc.MemberScorecard(f.ctx, f.m["Ann"], f.ev.ID)
			if card.Players[0].ConfirmedAt != nil {
				t.Error("the confirmation survived a change of the card")
			}
		}},
		{"confirm: locked once final", func(t *testing.T, f *fixture) {
			f.fullCard("Ann", 5)
			f.finalise()
			_, err := f.svc.ConfirmCard(f.ctx, f.m["Ann"], f.ev.ID, f.reg["Ann"])
			wantCode(t, err, "card_locked")
		}},
		{"scorecard: the caller's flight, strokes received by stroke index", func(t *testing.T, f *fixture) {
			if _, err := f.svc.SetOwnHandicap(f.ctx, f.m["Ann"].ID, 20); err != nil {
				t.Fatal(err)
			}
			card, err := f.svc.MemberScorecard(f.ctx, f.m["Ann"], f.ev.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(card.Players) != 3 || card.Players[0].Name != "Ann" || !card.Players[0].IsMe || card.Players[1].IsMe {
				t.Fatalf("players = %+v", card.Players)
			}
			ann := card.Players[0]
			// Index 20.0 from Blue (131, 72.4, par 72): course handicap
			// 23.6 → 95% is 22.4 → 22: two strokes on stroke index 1–4.
			if ann.PlayingHandicap != 22 || ann.Received[4] != 2 || ann.Received[2] != 1 || *ann.HandicapIndex != 20 {
				t.Errorf("Ann = handicap %d, received %v", ann.PlayingHandicap, ann.Received)
			}
			if card.Locked || card.Course.Tee != "Blue" || len(card.Course.Holes) != 18 {
				t.Errorf("card = %+v", card.CardHeader)
			}
		}},
		{"admin scores: every flight, named", func(t *testing.T, f *fixture) {
			all, err := f.svc.AdminScores(f.ctx, f.ev.ID)
			if err != nil || len(all.Players) != 4 || all.Players[3].FlightName != "Flight 2" {
				t.Fatalf("admin scores = %+v, %v", all, err)
			}
		}},
		{"handicap: history by member and admin, a clearing left out", func(t *testing.T, f *fixture) {
			ann := f.m["Ann"].ID
			if _, err := f.svc.SetOwnHandicap(f.ctx, ann, 12.4); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.AdminSetHandicap(f.ctx, f.admin.ID, ann, nil); err != nil {
				t.Fatal(err)
			}
			plus := -2.1
			h, err := f.svc.AdminSetHandicap(f.ctx, f.admin.ID, ann, &plus)
			if err != nil || h.Index == nil || *h.Index != -2.1 || len(h.History) != 2 || h.History[0].By != "admin" || h.History[1].Index != 12.4 {
				t.Fatalf("handicap = %+v, %v", h, err)
			}
			_, err = f.svc.SetOwnHandicap(f.ctx, ann, 54.1)
			wantCode(t, err, "out_of_range")
			_, err = f.svc.AdminSetHandicap(f.ctx, f.admin.ID, 9999, &plus)
			wantCode(t, err, "not_found")
		}},
		{"courses: names trimmed; a tee in use stays; a course in use stays", func(t *testing.T, f *fixture) {
			c := demo.HomeCourse()
			c.Name = "  Second Course "
			created, err := f.svc.CreateCourse(f.ctx, c)
			if err != nil || created.Name != "Second Course" {
				t.Fatalf("create = %+v, %v", created, err)
			}
			used := demo.HomeCourse()
			used.Tees = used.Tees[1:] // drops Blue, which the event plays
			_, err = f.svc.UpdateCourse(f.ctx, f.courseID(), used)
			wantCode(t, err, "tee_in_use")
			wantCode(t, f.svc.DeleteCourse(f.ctx, f.courseID()), "course_in_use")
			wantCode(t, f.svc.DeleteCourse(f.ctx, created.ID), "")
			wantCode(t, f.svc.DeleteCourse(f.ctx, created.ID), "not_found")
			bad := demo.HomeCourse()
			bad.Tees[0].Slope = 200
			_, err = f.svc.CreateCourse(f.ctx, bad)
			wantCode(t, err, "invalid_course")
		}},
		{"settings: the format's allowance by default; scoring stays on once scores exist", func(t *testing.T, f *fixture) {
			g, err := f.svc.Settings(f.ctx, f.ev.ID)
			if err != nil || g.Allowance != 95 || g.CourseName != demo.HomeCourse().Name {
				t.Fatalf("settings = %+v, %v", g, err)
			}
			_, err = f.svc.SetSettings(f.ctx, f.ev.ID, scoring.SettingsInput{CourseID: f.courseID(), Tee: "Gold", Format: "stroke"})
			wantCode(t, err, "unknown_tee")
			f.mustEnter(f.as("Ann"), in(f.reg["Ann"], 1, 4, 1))
			wantCode(t, f.svc.DeleteSettings(f.ctx, f.ev.ID), "scores_exist")
		}},
		{"settings: scoring off without scores", func(t *testing.T, f *fixture) {
			wantCode(t, f.svc.DeleteSettings(f.ctx, f.ev.ID), "")
			_, err := f.svc.MemberScorecard(f.ctx, f.m["Ann"], f.ev.ID)
			wantCode(t, err, "not_found")
			wantCode(t, f.svc.DeleteSettings(f.ctx, f.ev.ID), "not_found")
		}},
	}
	names := make([]string, len(tests))
	for i, tt := range tests {
		names[i] = tt.name
	}
	eachRow(t, names, func(t *testing.T, f *fixture, i int) { tests[i].run(t, f) })
}

// courseID is the course the fixture's event is scored on.
func (f *fixture) courseID() int64 {
	f.t.Helper()
	g := new(model.EventGolf)
	if err := f.st.DB().NewSelect().Model(g).Where("event_id = ?", f.ev.ID).Scan(f.ctx); err != nil {
		f.t.Fatal(err)
	}
	return g.CourseID
}
