package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"golfclub/internal/demo"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
)

// golfFixture is a scored event on the test clock's day: Ann and Ben play
// in flight 1, Dev in flight 2, Eve is registered without a flight and Zed
// is a member who did not enter.
type golfFixture struct {
	ev                           *store.Event
	courseID                     int64
	ann, ben, dev, eve           *store.Member
	annReg, benReg, devReg       *store.Registration
	annC, benC, devC, eveC, zedC *http.Cookie
	admin                        *http.Cookie
}

func newGolfFixture(t *testing.T, env *testEnv, public bool) *golfFixture {
	t.Helper()
	ctx := context.Background()
	fx := &golfFixture{ev: env.mkEvent(t, "Monthly Medal", "2026-11-21", 20)}
	fx.ann, fx.annC = env.seedMember(t, "Ann Golfer", "BHG-101")
	fx.ben, fx.benC = env.seedMember(t, "Ben Golfer", "BHG-102")
	fx.dev, fx.devC = env.seedMember(t, "Dev Golfer", "BHG-103")
	fx.eve, fx.eveC = env.seedMember(t, "Eve Golfer", "BHG-104")
	_, fx.zedC = env.seedMember(t, "Zed Visitor", "")
	fx.annReg = env.mkReg(t, fx.ev, fx.ann, "Member Weekday")
	fx.benReg = env.mkReg(t, fx.ev, fx.ben, "Member Weekday")
	fx.devReg = env.mkReg(t, fx.ev, fx.dev, "Member Weekday")
	env.mkReg(t, fx.ev, fx.eve, "Member Weekday")
	f1, f2 := env.mkFlight(t, fx.ev, 1, 4), env.mkFlight(t, fx.ev, 2, 4)
	env.mkPlace(t, f1, fx.annReg, 1)
	env.mkPlace(t, f1, fx.benReg, 2)
	env.mkPlace(t, f2, fx.devReg, 1)
	c, err := env.services.Scoring.CreateCourse(ctx, demo.HomeCourse())
	if err != nil {
		t.Fatal(err)
	}
	fx.courseID = c.ID
	in := golfSettingsBody(c.ID)
	in.LeaderboardPublic = public
	if _, err := env.services.Scoring.SetSettings(ctx, fx.ev.ID, in); err != nil {
		t.Fatal(err)
	}
	fx.admin = env.seedAdmin(t)
	return fx
}

func scoreBody(regID int64, hole int, strokes any, revision int) map[string]any {
	return map[string]any{"entries": []map[string]any{{"registrationId": regID, "hole": hole, "strokes": strokes, "pickedUp": false, "revision": revision}}}
}

func cookies(c ...*http.Cookie) []*http.Cookie { return c }

// enterScore stores one score through the service, as Ann.
func (fx *golfFixture) enterScore(t *testing.T, env *testEnv, regID int64, hole, strokes int) {
	t.Helper()
	n := strokes
	if _, err := env.services.Scoring.EnterScores(context.Background(), scoring.MemberAuthor(fx.ann), fx.ev.ID,
		[]scoring.ScoreInput{{RegistrationID: regID, Hole: hole, Strokes: &n, Revision: 1}}); err != nil {
		t.Fatal(err)
	}
}

func (fx *golfFixture) finalise(t *testing.T, env *testEnv) {
	t.Helper()
	if _, err := env.store.DB().NewUpdate().Model((*model.EventGolf)(nil)).Set("finalised_at = ?", testNow).
		Where("event_id = ?", fx.ev.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// TestScoringRoutes: who may read and write which cards, and the codes of
// bad input. Refused writes store nothing.
func TestScoringRoutes(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newGolfFixture(t, env, false)
			card := urlf("/api/events/%d/scorecard", fx.ev.ID)
			scores := urlf("/api/events/%d/scores", fx.ev.ID)
			confirm := urlf("/api/events/%d/scorecard/confirm", fx.ev.ID)
			board := urlf("/api/events/%d/leaderboard", fx.ev.ID)
			nothingStored := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if n := env.countRows(t, (*model.ScoreHistory)(nil), "event_id = ?", fx.ev.ID); n != 0 {
					t.Fatalf("a refused write stored %d scores", n)
				}
			}
			return []scenario{
				{name: "scorecard: a player sees the cards of their own flight only", method: "GET", url: card, cookies: cookies(fx.annC),
					wantStatus: 200, wantContains: []string{`"Ann Golfer"`, `"Ben Golfer"`, `"isMe":true`, `"strokeIndex":7`, `"received":[`},
					wantNotContains: []string{"Dev Golfer", "memberPhone"}},
				{name: "scorecard: visitor", method: "GET", url: card, wantStatus: 401, wantCode: "unauthorized"},
				{name: "scorecard: an admin session is not a player", method: "GET", url: card, cookies: cookies(fx.admin), wantStatus: 401, wantCode: "unauthorized"},
				{name: "scorecard: a registrant without a flight", method: "GET", url: card, cookies: cookies(fx.eveC), wantStatus: 403, wantCode: "not_in_flight"},
				{name: "scorecard: a member who did not enter", method: "GET", url: card, cookies: cookies(fx.zedC), wantStatus: 403, wantCode: "not_in_flight"},
				{name: "scorecard: unknown event", method: "GET", url: "/api/events/999/scorecard", cookies: cookies(fx.annC), wantStatus: 404, wantCode: "not_found"},
				{name: "scorecard: an event that is not scored", method: "GET", url: urlf("/api/events/%d/scorecard", env.mkEvent(t, "Social Night", "2026-11-21", 10).ID),
					cookies: cookies(fx.annC), wantStatus: 404, wantCode: "not_found"},

				{name: "scores: a player writes a flight mate's card", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.benReg.ID, 1, 4, 1), wantStatus: 200, wantContains: []string{`"revision":1`, `"conflict":false`},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if n := env.countRows(t, (*model.Score)(nil), "registration_id = ?", fx.benReg.ID); n != 1 {
							t.Errorf("Ben has %d scores, want 1", n)
						}
					}},
				{name: "scores: another flight's player", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.devReg.ID, 1, 4, 1), wantStatus: 400, wantCode: "player_not_in_flight",
					wantFields: map[string]string{"entries.0.registrationId": "player_not_in_flight"}, after: nothingStored},
				{name: "scores: visitor", method: "POST", url: scores, body: scoreBody(fx.annReg.ID, 1, 4, 1), wantStatus: 401, wantCode: "unauthorized", after: nothingStored},
				{name: "scores: a member who did not enter", method: "POST", url: scores, cookies: cookies(fx.zedC),
					body: scoreBody(fx.annReg.ID, 1, 4, 1), wantStatus: 403, wantCode: "not_in_flight", after: nothingStored},
				{name: "scores: hole 19", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 19, 4, 1), wantStatus: 400, wantCode: "hole_out_of_range", after: nothingStored},
				{name: "scores: 21 strokes", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 1, 21, 1), wantStatus: 400, wantCode: "score_out_of_range", after: nothingStored},
				{name: "scores: 0 strokes", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 1, 0, 1), wantStatus: 400, wantCode: "score_out_of_range", after: nothingStored},
				{name: "scores: strokes as text", method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 1, "four", 1), wantStatus: 400, wantCode: "wrong_type", after: nothingStored},
				{name: "scores: locked once final", before: func(t *testing.T, env *testEnv) { fx.finalise(t, env) },
					method: "POST", url: scores, cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 1, 4, 1), wantStatus: 409, wantCode: "card_locked", after: nothingStored},
				{name: "scores: a member on the admin route", method: "POST", url: urlf("/api/admin/events/%d/scores", fx.ev.ID), cookies: cookies(fx.annC),
					body: scoreBody(fx.annReg.ID, 1, 4, 1), wantStatus: 403, wantCode: "forbidden", after: nothingStored},
				{name: "scores: the admin corrects a final card", before: func(t *testing.T, env *testEnv) { fx.finalise(t, env) },
					method: "POST", url: urlf("/api/admin/events/%d/scores", fx.ev.ID), cookies: cookies(fx.admin),
					body: scoreBody(fx.devReg.ID, 1, 4, 1), wantStatus: 200, wantContains: []string{`"revision":1`}},
				{name: "scores: a stale revision wins and says what it replaced",
					before: func(t *testing.T, env *testEnv) { fx.enterScore(t, env, fx.benReg.ID, 2, 5) },
					method: "POST", url: scores, cookies: cookies(fx.benC), body: scoreBody(fx.benReg.ID, 2, 4, 1),
					wantStatus: 200, wantContains: []string{`"revision":2`, `"conflict":true`, `"overwrote":{"strokes":5,"pickedUp":false,"enteredBy":"Ann Golfer"}`}},

				{name: "confirm: an incomplete card", method: "POST", url: confirm, cookies: cookies(fx.annC),
					body: map[string]any{"registrationId": fx.annReg.ID}, wantStatus: 409, wantCode: "card_incomplete"},
				{name: "confirm: a flight mate's card", method: "POST", url: confirm, cookies: cookies(fx.annC),
					body: map[string]any{"registrationId": fx.benReg.ID}, wantStatus: 403, wantCode: "not_your_card"},
				{name: "confirm: a full card",
					before: func(t *testing.T, env *testEnv) {
						for h := 1; h <= 18; h++ {
							fx.enterScore(t, env, fx.annReg.ID, h, 4)
						}
					},
					method: "POST", url: confirm, cookies: cookies(fx.annC), body: map[string]any{"registrationId": fx.annReg.ID},
					wantStatus: 200, wantContains: []string{`"confirmedAt":"2026-11-21T02:00:00Z"`}},
				{name: "confirm: a DQ card needs no 18 holes",
					before: func(t *testing.T, env *testEnv) {
						env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/events/%d/cards/%d/status", fx.ev.ID, fx.annReg.ID), map[string]any{"status": "DQ"}, 200)
					},
					method: "POST", url: confirm, cookies: cookies(fx.annC), body: map[string]any{"registrationId": fx.annReg.ID}, wantStatus: 200},

				{name: "leaderboard: members-only, visitor", method: "GET", url: board, wantStatus: 401, wantCode: "unauthorized",
					before:          func(t *testing.T, env *testEnv) { fx.enterScore(t, env, fx.annReg.ID, 1, 3) },
					wantNotContains: []string{"Ann Golfer", `"points"`}},
				{name: "leaderboard: members-only, member", method: "GET", url: board, cookies: cookies(fx.zedC), wantStatus: 200,
					before:       func(t *testing.T, env *testEnv) { fx.enterScore(t, env, fx.annReg.ID, 1, 3) },
					wantContains: []string{`"label":"1","registrationId":` + itoa(fx.annReg.ID), `"thru":1`, `"today":-1`}},
				{name: "leaderboard: members-only, admin", method: "GET", url: board, cookies: cookies(fx.admin), wantStatus: 200},
				{name: "leaderboard: public, visitor",
					before: func(t *testing.T, env *testEnv) {
						in := golfSettingsBody(fx.courseID)
						env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/events/%d/golf", fx.ev.ID), in, 200)
					},
					method: "GET", url: board, wantStatus: 200, wantContains: []string{"Ann Golfer", `"format":"stableford"`}},

				{name: "card status: not a status", method: "PUT", url: urlf("/api/admin/events/%d/cards/%d/status", fx.ev.ID, fx.annReg.ID),
					cookies: cookies(fx.admin), body: map[string]any{"status": "WD"}, wantStatus: 400, wantCode: "invalid_status"},
				{name: "card status: a registration of no flight", method: "PUT", url: urlf("/api/admin/events/%d/cards/%d/status", fx.ev.ID, 999),
					cookies: cookies(fx.admin), body: map[string]any{"status": "DQ"}, wantStatus: 404, wantCode: "not_found"},

				{name: "golf settings: unknown tee", method: "PUT", url: urlf("/api/admin/events/%d/golf", fx.ev.ID), cookies: cookies(fx.admin),
					body: map[string]any{"courseId": fx.courseID, "tee": "Gold", "format": "stroke"}, wantStatus: 400, wantCode: "unknown_tee"},
				{name: "golf settings: unknown course", method: "PUT", url: urlf("/api/admin/events/%d/golf", fx.ev.ID), cookies: cookies(fx.admin),
					body: map[string]any{"courseId": 999, "tee": "Blue", "format": "stroke"}, wantStatus: 400, wantCode: "unknown_course"},
				{name: "golf settings: not a format", method: "PUT", url: urlf("/api/admin/events/%d/golf", fx.ev.ID), cookies: cookies(fx.admin),
					body: map[string]any{"courseId": fx.courseID, "tee": "Blue", "format": "matchplay"}, wantStatus: 400, wantCode: "invalid_format"},
				{name: "golf settings: allowance over 100", method: "PUT", url: urlf("/api/admin/events/%d/golf", fx.ev.ID), cookies: cookies(fx.admin),
					body: map[string]any{"courseId": fx.courseID, "tee": "Blue", "format": "stroke", "allowance": 120}, wantStatus: 400, wantCode: "invalid_allowance"},
				{name: "golf settings: off once scores exist",
					before: func(t *testing.T, env *testEnv) { fx.enterScore(t, env, fx.annReg.ID, 1, 4) },
					method: "DELETE", url: urlf("/api/admin/events/%d/golf", fx.ev.ID), cookies: cookies(fx.admin), wantStatus: 409, wantCode: "scores_exist"},
				{name: "event JSON carries the golf settings", method: "GET", url: urlf("/api/events/%d", fx.ev.ID), wantStatus: 200,
					wantContains: []string{`"golf":{"courseId":`, `"courseName":"Bukit Hijau Golf \u0026 Country Club"`, `"tee":"Blue"`, `"allowance":95`}},

				{name: "course in use", method: "DELETE", url: urlf("/api/admin/courses/%d", fx.courseID), cookies: cookies(fx.admin),
					wantStatus: 409, wantCode: "course_in_use"},
				{name: "course: a tee in use cannot go", method: "PUT", url: urlf("/api/admin/courses/%d", fx.courseID), cookies: cookies(fx.admin),
					body: func() scoring.Course { c := courseBody("Home"); c.Tees = c.Tees[1:]; return c }(), wantStatus: 409, wantCode: "tee_in_use"},
				{name: "course: invalid", method: "POST", url: "/api/admin/courses", cookies: cookies(fx.admin),
					body: map[string]any{"name": "", "tees": []any{}}, wantStatus: 400, wantCode: "invalid_course"},

				{name: "handicap: the member sets their own", method: "PUT", url: "/api/me/handicap", cookies: cookies(fx.annC),
					body: map[string]any{"index": -2.1}, wantStatus: 200, wantContains: []string{`"index":-2.1`, `"by":"member"`}},
				{name: "handicap: out of range", method: "PUT", url: "/api/me/handicap", cookies: cookies(fx.annC),
					body: map[string]any{"index": 54.1}, wantStatus: 400, wantCode: "out_of_range"},
				{name: "handicap: two decimals", method: "PUT", url: "/api/me/handicap", cookies: cookies(fx.annC),
					body: map[string]any{"index": 12.45}, wantStatus: 400, wantCode: "invalid_handicap_index"},
				{name: "handicap: a member cannot clear theirs", method: "PUT", url: "/api/me/handicap", cookies: cookies(fx.annC),
					body: map[string]any{"index": nil}, wantStatus: 400, wantCode: "required"},
				{name: "handicap: visitor", method: "GET", url: "/api/me/handicap", wantStatus: 401, wantCode: "unauthorized"},
				{name: "handicap: the admin's change shows in the member's history",
					before: func(t *testing.T, env *testEnv) {
						env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/members/%d/handicap", fx.ann.ID), map[string]any{"index": 18}, 200)
					},
					method: "GET", url: "/api/me/handicap", cookies: cookies(fx.annC), wantStatus: 200,
					wantContains: []string{`"index":18,"history":[{"index":18`, `"by":"admin"`}},
				{name: "handicap: admin member rows carry it",
					before: func(t *testing.T, env *testEnv) {
						env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/members/%d/handicap", fx.ann.ID), map[string]any{"index": 7.3}, 200)
					},
					method: "GET", url: "/api/admin/members", cookies: cookies(fx.admin), wantStatus: 200, wantContains: []string{`"handicapIndex":7.3`}},
			}
		})
	})
}

// TestLeaderboardFollowsWrites: the leaderboard is kept between reads and
// a score, a status or a handicap changes it at once.
func TestLeaderboardFollowsWrites(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			fx := newGolfFixture(t, env, true)
			board := urlf("/api/events/%d/leaderboard", fx.ev.ID)
			read := func() scoring.Leaderboard {
				t.Helper()
				rec := env.do(req{method: "GET", url: board})
				if rec.Code != 200 {
					t.Fatalf("leaderboard: %d %s", rec.Code, rec.Body.String())
				}
				return decode[scoring.Leaderboard](t, rec)
			}
			row := func(lb scoring.Leaderboard, regID int64) scoring.LeaderboardRow {
				t.Helper()
				for _, r := range lb.Rows {
					if r.RegistrationID == regID {
						return r
					}
				}
				t.Fatalf("no row for registration %d", regID)
				return scoring.LeaderboardRow{}
			}
			if r := row(read(), fx.annReg.ID); r.Thru != 0 || r.Position != nil {
				t.Fatalf("before any score: %+v", r)
			}
			rec := env.do(req{method: "POST", url: urlf("/api/events/%d/scores", fx.ev.ID), cookies: cookies(fx.annC), body: scoreBody(fx.annReg.ID, 1, 3, 1)})
			if rec.Code != 200 {
				t.Fatalf("score: %d %s", rec.Code, rec.Body.String())
			}
			lb := read()
			if r := row(lb, fx.annReg.ID); r.Thru != 1 || r.Label != "1" || r.Today != -1 {
				t.Fatalf("after a birdie: %+v", r)
			}
			pointsBefore := row(lb, fx.annReg.ID).Points
			env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/members/%d/handicap", fx.ann.ID), map[string]any{"index": 36}, 200)
			if r := row(read(), fx.annReg.ID); r.Points <= pointsBefore {
				t.Fatalf("points %d after a higher handicap, were %d", r.Points, pointsBefore)
			}
			env.adminDo(t, fx.admin, "PUT", urlf("/api/admin/events/%d/cards/%d/status", fx.ev.ID, fx.annReg.ID), map[string]any{"status": "DQ"}, 200)
			if r := row(read(), fx.annReg.ID); r.Label != "DQ" || r.Position != nil || r.Status != "DQ" {
				t.Fatalf("after DQ: %+v", r)
			}
		})
	})
}
