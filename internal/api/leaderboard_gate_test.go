package api

import (
	"net/http"
	"testing"
)

// TestLeaderboardGateFollowsSettings: whether a leaderboard is public is
// kept between reads, but an admin's switch to members-only shuts
// visitors out at their next read, and the switch back lets them in.
func TestLeaderboardGateFollowsSettings(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			fx := newGolfFixture(t, env, true)
			board := urlf("/api/events/%d/leaderboard", fx.ev.ID)
			settings := urlf("/api/admin/events/%d/golf", fx.ev.ID)
			read := func(step string, c []*http.Cookie, want int) {
				t.Helper()
				if rec := env.do(req{method: "GET", url: board, cookies: c}); rec.Code != want {
					t.Fatalf("%s: %d %s, want %d", step, rec.Code, rec.Body.String(), want)
				}
			}
			read("public, visitor", nil, 200)
			read("public, visitor again (kept)", nil, 200)
			in := golfSettingsBody(fx.courseID)
			in.LeaderboardPublic = false
			env.adminDo(t, fx.admin, "PUT", settings, in, 200)
			read("members-only, visitor", nil, 401)
			read("members-only, member", cookies(fx.zedC), 200)
			read("members-only, visitor after a member's read", nil, 401)
			in.LeaderboardPublic = true
			env.adminDo(t, fx.admin, "PUT", settings, in, 200)
			read("public again, visitor", nil, 200)
		})
	})
}
