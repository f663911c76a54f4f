package api

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"golfclub/internal/golf"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// resultsFixture is two finalised events (one members-only, one with a
// public leaderboard), one scored but not finalised, and who calls.
type resultsFixture struct {
	private, public, open *storetest.Round
	admin                 *http.Cookie
	// player played the private event (and won it); outsider played none.
	player, outsider   *http.Cookie
	playerM, outsiderM *store.Member
}

func newResultsFixture(t *testing.T, env *testEnv) *resultsFixture {
	t.Helper()
	fx := &resultsFixture{admin: env.seedAdmin(t)}
	fx.private = storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Members Medal", Players: []*int{nil, nil}})
	fx.public = storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Open Medal", Players: []*int{nil, nil}, LeaderboardPublic: true})
	fx.open = storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Live Medal", Players: []*int{nil}})
	bogey1 := storetest.Par()
	bogey1[0] = 5
	for _, r := range []*storetest.Round{fx.private, fx.public} {
		r.Card(t, env.store, 0, storetest.Par())
		r.Card(t, env.store, 1, bogey1)
		env.adminDo(t, fx.admin, "POST", urlf("/api/admin/events/%d/finalise", r.Event.ID), nil, 200)
	}
	fx.playerM = fx.private.Members[0]
	fx.player = env.memberSession(t, fx.playerM.ID)
	fx.outsiderM, fx.outsider = env.seedMember(t, "Olivia Outsider", "")
	return fx
}

func TestResultsAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newResultsFixture(t, env)
			results := func(r *storetest.Round) string { return urlf("/api/events/%d/results", r.Event.ID) }
			winner := fx.private.Members[0].Name
			return []scenario{
				{name: "visitor, members-only results", method: "GET", url: results(fx.private), wantStatus: 401, wantCode: "unauthorized",
					wantNotContains: []string{winner}},
				{name: "member who did not play reads members-only results", method: "GET", url: results(fx.private), cookies: []*http.Cookie{fx.outsider},
					wantStatus: 200, wantContains: []string{`"title":"Members Medal"`, `"label":"1"`, winner, `"countback":""`, `"sidePrizes":[]`}},
				{name: "admin reads members-only results", method: "GET", url: results(fx.private), cookies: []*http.Cookie{fx.admin}, wantStatus: 200},
				{name: "visitor, public results", method: "GET", url: results(fx.public), wantStatus: 200,
					wantContains: []string{`"title":"Open Medal"`, fx.public.Members[0].Name}},
				{name: "not final yet", method: "GET", url: results(fx.open), cookies: []*http.Cookie{fx.player}, wantStatus: 404, wantCode: "results_not_final"},
				{name: "unknown event", method: "GET", url: "/api/events/9999/results", cookies: []*http.Cookie{fx.player}, wantStatus: 404, wantCode: "not_found"},
				{name: "bad id", method: "GET", url: "/api/events/abc/results", wantStatus: 400, wantCode: "invalid_id"},
				{name: "visitor, members-only spreadsheet", method: "GET", url: results(fx.private) + ".xlsx", wantStatus: 401, wantCode: "unauthorized"},
				{name: "visitor, public spreadsheet", method: "GET", url: results(fx.public) + ".xlsx", wantStatus: 200},
				{name: "spreadsheet not final yet", method: "GET", url: results(fx.open) + ".xlsx", cookies: []*http.Cookie{fx.player}, wantStatus: 404, wantCode: "results_not_final"},
				{name: "finalise an event that is not scored", method: "POST", url: urlf("/api/admin/events/%d/finalise", env.mkEvent(t, "Social Night", "2026-12-01", 10).ID),
					cookies: []*http.Cookie{fx.admin}, wantStatus: 404, wantCode: "not_found"},
				{name: "member cannot finalise", method: "POST", url: urlf("/api/admin/events/%d/finalise", fx.open.Event.ID),
					cookies: []*http.Cookie{fx.player}, wantStatus: 403, wantCode: "forbidden",
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if rows, _ := env.store.EventResults(t.Context(), fx.open.Event.ID); len(rows) != 0 {
							t.Fatalf("a member's finalise froze %d rows", len(rows))
						}
					}},
			}
		})
	})
}

func TestSidePrizesAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newResultsFixture(t, env)
			url := urlf("/api/admin/events/%d/side-prizes", fx.private.Event.ID)
			admin := []*http.Cookie{fx.admin}
			winner := fx.private.Members[1]
			noneStored := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if list, _ := env.store.SidePrizes(t.Context(), fx.private.Event.ID); len(list) != 0 {
					t.Fatalf("stored %+v", list)
				}
			}
			return []scenario{
				{name: "nearest the pin on the par 3 seventh", method: "POST", url: url, cookies: admin,
					body:       map[string]any{"kind": "nearest_pin", "hole": 7, "memberId": winner.ID, "distance": "1.8 m"},
					wantStatus: 201, wantContains: []string{`"kind":"nearest_pin"`, `"hole":7`, `"winnerName":"` + winner.Name + `"`, `"distance":"1.8 m"`},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						rec := env.do(req{method: "GET", url: urlf("/api/events/%d/results", fx.private.Event.ID), cookies: []*http.Cookie{fx.player}})
						if !strings.Contains(rec.Body.String(), `"winnerName":"`+winner.Name+`"`) {
							t.Errorf("results lack the prize: %s", rec.Body)
						}
					}},
				{name: "nearest the pin on a par 4", method: "POST", url: url, cookies: admin, body: map[string]any{"kind": "nearest_pin", "hole": 1},
					wantStatus: 400, wantCode: "not_par_three", wantFields: map[string]string{"hole": "not_par_three"}, after: noneStored},
				{name: "hole 19", method: "POST", url: url, cookies: admin, body: map[string]any{"kind": "longest_drive", "hole": 19},
					wantStatus: 400, wantCode: "hole_out_of_range", after: noneStored},
				{name: "winner from another event", method: "POST", url: url, cookies: admin,
					body:       map[string]any{"kind": "longest_drive", "hole": 9, "memberId": fx.outsiderM.ID},
					wantStatus: 400, wantCode: "not_a_registrant", wantFields: map[string]string{"memberId": "not_a_registrant"}, after: noneStored},
				{name: "hole as a string", method: "POST", url: url, cookies: admin, body: `{"kind":"longest_drive","hole":"9"}`,
					wantStatus: 400, wantCode: "wrong_type", after: noneStored},
				{name: "malformed body", method: "POST", url: url, cookies: admin, body: `{"kind":`, wantStatus: 400, wantCode: "invalid_json", after: noneStored},
				{name: "event not scored", method: "GET", url: urlf("/api/admin/events/%d/side-prizes", env.mkEvent(t, "Quiz", "2026-12-01", 5).ID),
					cookies: admin, wantStatus: 404, wantCode: "not_found"},
				{name: "unknown prize", method: "PUT", url: url + "/9999", cookies: admin, body: map[string]any{"kind": "longest_drive", "hole": 9},
					wantStatus: 404, wantCode: "not_found"},
				{name: "delete unknown prize", method: "DELETE", url: url + "/9999", cookies: admin, wantStatus: 404, wantCode: "not_found"},
				{name: "member cannot add a prize", method: "POST", url: url, cookies: []*http.Cookie{fx.player},
					body: map[string]any{"kind": "longest_drive", "hole": 9}, wantStatus: 403, wantCode: "forbidden", after: noneStored},
			}
		})
	})
}

func TestOrderOfMeritAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newResultsFixture(t, env)
			admin := []*http.Cookie{fx.admin}
			const settings = "/api/admin/order-of-merit"
			makePublic := func(t *testing.T, env *testEnv) {
				env.adminDo(t, fx.admin, "PUT", settings, map[string]any{"visibility": "public"}, 200)
			}
			optIn := func(t *testing.T, env *testEnv) {
				if _, err := env.store.DB().NewUpdate().Model((*store.EventGolf)(nil)).Set("order_of_merit = ?", true).
					Where("event_id = ?", fx.private.Event.ID).Exec(t.Context()); err != nil {
					t.Fatal(err)
				}
			}
			return []scenario{
				{name: "settings default", method: "GET", url: settings, cookies: admin, wantStatus: 200,
					wantContains: []string{`"seasonStartMonth":1`, `"pointsTable":[100,80,`, `"bestN":0`, `"visibility":"members"`, `"divisions":[]`}},
				{name: "settings saved", method: "PUT", url: settings, cookies: admin,
					body:       map[string]any{"pointsTable": []float64{50, 30, 30, 10}, "bestN": 4, "divisions": []map[string]any{{"name": "Plus to 12", "minIndex": -10, "maxIndex": 12}}},
					wantStatus: 200, wantContains: []string{`"pointsTable":[50,30,30,10]`, `"bestN":4`, `"name":"Plus to 12"`, `"seasonStartMonth":1`}},
				{name: "points going up", method: "PUT", url: settings, cookies: admin, body: map[string]any{"pointsTable": []float64{50, 60}},
					wantStatus: 400, wantCode: "points_increase", wantFields: map[string]string{"pointsTable.1": "points_increase"}},
				{name: "overlapping divisions", method: "PUT", url: settings, cookies: admin,
					body:       map[string]any{"divisions": []map[string]any{{"name": "A", "minIndex": 0, "maxIndex": 12}, {"name": "B", "minIndex": 12, "maxIndex": 20}}},
					wantStatus: 400, wantCode: "divisions_overlap", wantFields: map[string]string{"divisions.1.minIndex": "divisions_overlap"}},
				{name: "points as text", method: "PUT", url: settings, cookies: admin, body: `{"pointsTable":["lots"]}`, wantStatus: 400, wantCode: "wrong_type"},
				{name: "month 13", method: "PUT", url: settings, cookies: admin, body: map[string]any{"seasonStartMonth": 13},
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"seasonStartMonth": "out_of_range"}},
				{name: "visitor, members-only standings", method: "GET", url: "/api/order-of-merit", wantStatus: 401, wantCode: "unauthorized"},
				{name: "member reads the standings", before: optIn, method: "GET", url: "/api/order-of-merit", cookies: []*http.Cookie{fx.outsider},
					wantStatus: 200, wantContains: []string{`"season":2026`, `"seasons":[2026]`, `"label":"1"`, `"points":100`, fx.private.Members[0].Name, `"title":"Members Medal"`, `"counted":true`}},
				{name: "the events that do not opt in count nothing", method: "GET", url: "/api/order-of-merit", cookies: []*http.Cookie{fx.outsider},
					wantStatus: 200, wantContains: []string{`"standings":[]`}},
				{name: "visitor, public standings", before: makePublic, method: "GET", url: "/api/order-of-merit?season=2025", wantStatus: 200,
					wantContains: []string{`"season":2025`, `"standings":[]`}},
				{name: "season not a number", before: makePublic, method: "GET", url: "/api/order-of-merit?season=last", wantStatus: 400, wantCode: "invalid_number"},
				{name: "season out of range", before: makePublic, method: "GET", url: "/api/order-of-merit?season=99999", wantStatus: 400, wantCode: "out_of_range"},
			}
		})
	})
}

func TestFollowsAndRoundsAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newResultsFixture(t, env)
			me := []*http.Cookie{fx.player}
			other := fx.private.Members[1]
			follows := func(want string) func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				return func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
					rec := env.do(req{method: "GET", url: "/api/me/follows", cookies: me})
					if got := strings.TrimSpace(rec.Body.String()); got != want {
						t.Errorf("follows = %s, want %s", got, want)
					}
				}
			}
			followOther := func(t *testing.T, env *testEnv) {
				if rec := env.do(req{method: "PUT", url: urlf("/api/me/follows/%d", other.ID), cookies: me}); rec.Code != 200 {
					t.Fatalf("follow: %d %s", rec.Code, rec.Body)
				}
			}
			return []scenario{
				{name: "no follows yet", method: "GET", url: "/api/me/follows", cookies: me, wantStatus: 200, wantContains: []string{"[]"}},
				{name: "follow a player", method: "PUT", url: urlf("/api/me/follows/%d", other.ID), cookies: me, wantStatus: 200,
					wantContains: []string{urlf("[%d]", other.ID)}},
				{name: "follow twice", before: followOther, method: "PUT", url: urlf("/api/me/follows/%d", other.ID), cookies: me, wantStatus: 200,
					after: follows(urlf("[%d]", other.ID))},
				{name: "unfollow", before: followOther, method: "DELETE", url: urlf("/api/me/follows/%d", other.ID), cookies: me, wantStatus: 200,
					after: follows("[]")},
				{name: "follow yourself", method: "PUT", url: urlf("/api/me/follows/%d", fx.playerM.ID), cookies: me, wantStatus: 400,
					wantCode: "cannot_follow_self", after: follows("[]")},
				{name: "follow an unknown member", method: "PUT", url: "/api/me/follows/99999", cookies: me, wantStatus: 404, wantCode: "not_found",
					after: follows("[]")},
				{name: "follow a bad id", method: "PUT", url: "/api/me/follows/abc", cookies: me, wantStatus: 400, wantCode: "invalid_id"},
				{name: "visitor follows", method: "PUT", url: urlf("/api/me/follows/%d", other.ID), wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin is no member for follows", method: "GET", url: "/api/me/follows", cookies: []*http.Cookie{fx.admin},
					wantStatus: 401, wantCode: "unauthorized"},
				{name: "my rounds", method: "GET", url: "/api/me/rounds", cookies: me, wantStatus: 200,
					wantContains:    []string{`"title":"Members Medal"`, `"label":"1"`, `"gross":72`, `"finalised":true`, `"handicap":[]`},
					wantNotContains: []string{"Open Medal", "Live Medal"}},
				// The route takes no member: a query naming another member is
				// ignored, and there is no path with an id.
				{name: "rounds of another member by query", method: "GET", url: urlf("/api/me/rounds?memberId=%d", fx.public.Members[0].ID), cookies: me,
					wantStatus: 200, wantContains: []string{"Members Medal"}, wantNotContains: []string{"Open Medal"}},
				{name: "rounds of another member by path", method: "GET", url: urlf("/api/me/rounds/%d", fx.public.Members[0].ID), cookies: me,
					wantStatus: 404, wantCode: "not_found"},
				{name: "visitor rounds", method: "GET", url: "/api/me/rounds", wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin is no member for rounds", method: "GET", url: "/api/me/rounds", cookies: []*http.Cookie{fx.admin},
					wantStatus: 401, wantCode: "unauthorized"},
			}
		})
	})
}

// TestFinaliseTellsPlayersOnce: the first finalise notifies each player
// once; finalising again, and a correction's re-freeze, do not.
func TestFinaliseTellsPlayersOnce(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.seedAdmin(t)
			r := storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Stableford Sunday", Format: golf.Stableford, Players: []*int{nil, nil}})
			// 36 points each; the first player is better over the last 3.
			a, c := storetest.Par(), storetest.Par()
			a[12], a[15] = 6, 2
			r.Card(t, env.store, 0, a)
			r.Card(t, env.store, 1, c)
			url := urlf("/api/admin/events/%d/finalise", r.Event.ID)
			body := string(env.adminDo(t, admin, "POST", url, nil, 200))
			for _, want := range []string{`"countback":"last3"`, `"label":"1"`, `"label":"2"`, `"finalisedAt":"2026-11-21T02:00:00Z"`} {
				if !strings.Contains(body, want) {
					t.Errorf("finalise answer lacks %s: %s", want, body)
				}
			}
			env.adminDo(t, admin, "POST", url, nil, 200)
			// An admin's correction after finalising re-freezes the
			// results: the second player had a 3 on the 18th (par 5).
			env.adminDo(t, admin, "POST", urlf("/api/admin/events/%d/scores", r.Event.ID), map[string]any{"entries": []map[string]any{
				{"registrationId": r.Registrations[1].ID, "hole": 18, "strokes": 3, "pickedUp": false, "revision": 2}}}, 200)
			res := env.do(req{method: "GET", url: urlf("/api/events/%d/results", r.Event.ID), cookies: []*http.Cookie{admin}}).Body.String()
			first := strings.Index(res, `"registrationId":`+itoa64(r.Registrations[1].ID))
			if first < 0 || first > strings.Index(res, `"registrationId":`+itoa64(r.Registrations[0].ID)) || !strings.Contains(res, `"points":38`) {
				t.Errorf("after the correction the second player should lead with 38 points: %s", res)
			}
			for i, m := range r.Members {
				list := env.notifications(t, m, env.memberSession(t, m.ID))
				n := 0
				for _, note := range list {
					if note["type"] == store.NotificationResultsPublished {
						n++
						if note["title"] != "Results: Stableford Sunday" {
							t.Errorf("title %v", note["title"])
						}
					}
				}
				if n != 1 {
					t.Errorf("player %d has %d RESULTS_PUBLISHED, want 1: %v", i, n, list)
				}
			}
		})
	})
}

// TestResultsSpreadsheet: the results as .xlsx, headed in the reader's
// language, countback worded, the side prizes on a second sheet, and a
// player's name (or a distance) that looks like a formula stays text.
func TestResultsSpreadsheet(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.seedAdmin(t)
			r := storetest.NewRound(t, env.store, storetest.RoundSpec{Title: "Medal", Players: []*int{nil, nil, nil}, LeaderboardPublic: true})
			if _, err := env.store.DB().NewUpdate().Model((*store.Member)(nil)).Set("name = ?", `=HYPERLINK("http://evil.example","win")`).
				Where("id = ?", r.Members[2].ID).Exec(t.Context()); err != nil {
				t.Fatal(err)
			}
			// Both 72; the first player is better over the last 9.
			a, c := storetest.Par(), storetest.Par()
			a[0], a[9] = 5, 3
			c[0], c[9] = 3, 5
			r.Card(t, env.store, 0, a)
			r.Card(t, env.store, 1, c)
			bogeys := storetest.Par()
			bogeys[17] = 6
			r.Card(t, env.store, 2, bogeys)
			env.adminDo(t, admin, "POST", urlf("/api/admin/events/%d/finalise", r.Event.ID), nil, 200)
			prizes := urlf("/api/admin/events/%d/side-prizes", r.Event.ID)
			env.adminDo(t, admin, "POST", prizes, map[string]any{"kind": "nearest_pin", "hole": 3, "memberId": r.Members[2].ID, "distance": "=1+1"}, 201)
			env.adminDo(t, admin, "POST", prizes, map[string]any{"kind": "longest_drive", "hole": 9, "memberId": nil, "distance": ""}, 201)

			url := urlf("/api/events/%d/results.xlsx", r.Event.ID)
			f := openExport(t, env, admin, url, urlf("golfclub-results-%d-2026-11-21.xlsx", r.Event.ID))
			if got := strings.Join(f.GetSheetList(), "|"); got != "Results|Side prizes" {
				t.Fatalf("sheets = %q, want the results, then the side prizes", got)
			}
			rows := rowsOf(t, f, "Results", "Position", "Player", "Holes", "Gross", "Net", "Net to par", "Points", "Status", "Countback")
			want := [][]string{
				{"1", r.Members[0].Name, "18", "72", "72", "0", "36", "", "Better last 9"},
				{"2", r.Members[1].Name, "18", "72", "72", "0", "36"},
				{"3", `'=HYPERLINK("http://evil.example","win")`, "18", "73", "73", "1", "35"},
			}
			if len(rows) != 4 {
				t.Fatalf("rows = %q", rows)
			}
			for i, w := range want {
				if got := strings.Join(rows[i+1], "|"); got != strings.Join(w, "|") {
					t.Errorf("row %d = %q, want %q", i+1, got, strings.Join(w, "|"))
				}
			}
			if v, err := f.GetCellFormula("Results", "B4"); err != nil || v != "" {
				t.Errorf("B4 holds formula %q (%v)", v, err)
			}
			prizeRows := rowsOf(t, f, "Side prizes", "Prize", "Hole", "Winner", "Distance")
			wantPrizes := []string{
				`Nearest the Pin|3|'=HYPERLINK("http://evil.example","win")|'=1+1`,
				"Longest Drive|9",
			}
			if len(prizeRows) != 3 {
				t.Fatalf("side prize rows = %q", prizeRows)
			}
			for i, w := range wantPrizes {
				if got := strings.Join(prizeRows[i+1], "|"); got != w {
					t.Errorf("side prize row %d = %q, want %q", i+1, got, w)
				}
			}

			rec := env.do(req{method: "GET", url: url, headers: map[string]string{"Accept-Language": "ms-MY"}})
			if rec.Code != http.StatusOK {
				t.Fatalf("Malay download: %d %s", rec.Code, rec.Body)
			}
			ms, err := excelize.OpenReader(bytes.NewReader(rec.Body.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			defer ms.Close()
			msRows := rowsOf(t, ms, "Keputusan", "Kedudukan", "Pemain", "Lubang", "Kasar", "Bersih", "Bersih berbanding par", "Mata", "Status", "Kiraan balik")
			if got := msRows[1][8]; got != "Lebih baik 9 lubang terakhir" {
				t.Errorf("Malay countback = %q", got)
			}
			msPrizes := rowsOf(t, ms, "Hadiah sampingan", "Hadiah", "Lubang", "Pemenang", "Jarak")
			if len(msPrizes) != 3 || msPrizes[1][0] != "Paling Hampir ke Pin" || msPrizes[2][0] != "Pukulan Terjauh" {
				t.Errorf("Malay side prizes = %q", msPrizes)
			}
		})
	})
}

// TestResultsPageOpenGraph: a shared results page previews as "Results:
// <event>" naming the winner, only when visitors may read the results; the
// kept shell follows a correction that changes the winner.
func TestResultsPageOpenGraph(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			fx := newResultsFixture(t, env)
			page := func(r *storetest.Round) string { return urlf("/events/%d/results", r.Event.ID) }
			return []scenario{
				{name: "public results name the winner", method: "GET", url: page(fx.public), wantStatus: 200, wantContains: []string{
					`<meta property="og:title" content="Results: Open Medal">`,
					`<meta property="og:description" content="Winner: ` + fx.public.Members[0].Name + `">`,
					`<meta property="og:url" content="http://example.test` + page(fx.public) + `">`,
					`<link rel="preload" as="fetch" href="/api/events/` + itoa64(fx.public.Event.ID) + `/results"`,
				}},
				{name: "public results in Malay", method: "GET", url: page(fx.public), headers: map[string]string{"Accept-Language": "ms"},
					wantStatus: 200, wantContains: []string{`og:title" content="Keputusan: Open Medal"`, `og:description" content="Pemenang: `}},
				{name: "members-only results keep the winner private", method: "GET", url: page(fx.private), wantStatus: 200,
					wantContains:    []string{`og:title" content="Results: Members Medal"`, `og:description" content="Final results"`},
					wantNotContains: []string{fx.private.Members[0].Name}},
				{name: "results of an unknown event", method: "GET", url: "/events/99999/results", wantStatus: 200, wantNotContains: []string{"og:title"}},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			fx := newResultsFixture(t, env)
			url := urlf("/events/%d/results", fx.public.Event.ID)
			if rec := env.do(req{method: "GET", url: url}); !strings.Contains(rec.Body.String(), "Winner: "+fx.public.Members[0].Name) {
				t.Fatalf("first read: %s", rec.Body)
			}
			// A correction: the winner's first hole was a double bogey.
			card := storetest.Par()
			card[0] = 6
			fx.public.Card(t, env.store, 0, card)
			env.adminDo(t, fx.admin, "POST", urlf("/api/admin/events/%d/finalise", fx.public.Event.ID), nil, 200)
			if rec := env.do(req{method: "GET", url: url}); !strings.Contains(rec.Body.String(), "Winner: "+fx.public.Members[1].Name) {
				t.Errorf("after the correction: %s", rec.Body)
			}
		})
	})
}
