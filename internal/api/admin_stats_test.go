package api

import (
	"context"
	"net/http"
	"testing"
	"time"

	"golfclub/internal/store"
)

func TestAdminStats(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		db := env.store.DB()
		admin := env.loginAdmin(t)
		day := 24 * time.Hour
		setCreated := func(model any, id int64, at time.Time) {
			t.Helper()
			if _, err := db.NewUpdate().Model(model).Set("created_at = ?", at.UTC()).Where("id = ?", id).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}

		// Members: 3 active for long, 1 active and new, 1 inactive.
		var members []*store.Member
		for i, name := range []string{"Old One", "Old Two", "Old Three", "New Four", "Off Five"} {
			m := env.createMember(t, name, "012-600 000"+itoa(int64(i+1)), "", "BHG-6"+itoa(int64(i)))
			members = append(members, m)
			if i < 3 || i == 4 {
				setCreated((*store.Member)(nil), m.ID, testNow.Add(-60*day))
			}
		}
		if _, err := db.NewUpdate().Model((*store.Member)(nil)).Set("is_active = ?", false).Where("id = ?", members[4].ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		guest := env.createMember(t, "Guest Six", "012-600 0009", "", "")
		setCreated((*store.Member)(nil), guest.ID, testNow.Add(-60*day))

		// Events: upcoming means dated today or later, however far ahead
		// (today, 19 and 34 days on: 3, as the Events tab counts them).
		// Thirty days ago, the events then upcoming were those dated from
		// then on and already created: Recent Cup (20 days ago) and Far Cup
		// (created 40 days ago); Soon Cup is newer and Old Cup was past.
		today := env.mkEvent(t, "Today Cup", "2026-11-21", 10)
		soon := env.mkEvent(t, "Soon Cup", "2026-12-10", 10)
		far := env.mkEvent(t, "Far Cup", "2026-12-25", 10)
		recent := env.mkEvent(t, "Recent Cup", "2026-11-01", 10)
		oldCup := env.mkEvent(t, "Old Cup", "2026-10-15", 10)
		setCreated((*store.Event)(nil), far.ID, testNow.Add(-40*day))
		setCreated((*store.Event)(nil), recent.ID, testNow.Add(-50*day))
		setCreated((*store.Event)(nil), oldCup.ID, testNow.Add(-50*day))

		// Registrations: upcoming unpaid 3 (one at an unknown rate), paid 1;
		// a past unpaid one made 40 days ago is the previous figure.
		r1 := env.mkReg(t, today, members[0], "Member Weekday")
		r2 := env.mkReg(t, today, guest, "Non-Member Weekday")
		r3 := env.mkReg(t, soon, members[1], "Member Weekday")
		env.mkReg(t, far, members[2], "Mystery Rate")
		old := env.mkReg(t, recent, members[0], "Member Weekday")
		setCreated((*store.Registration)(nil), old.ID, testNow.Add(-40*day))
		paid := env.mkReg(t, recent, members[1], "Member Weekday")
		setCreated((*store.Registration)(nil), paid.ID, testNow.Add(-40*day))
		for _, id := range []int64{r2.ID, paid.ID} {
			if err := env.store.SetPaid(ctx, id, true); err != nil {
				t.Fatal(err)
			}
		}
		_ = r1
		_ = r3

		// Messages: 2 unread now; 45 days ago 1 read and 1 unread.
		for i, c := range []struct {
			ago  time.Duration
			read bool
		}{{0, false}, {time.Hour, false}, {45 * day, true}, {45 * day, false}} {
			m := &store.ContactMessage{FirstName: "F", LastName: "L", Email: "f@example.my", Subject: "Other", Message: "Hello " + itoa(int64(i)),
				IsRead: c.read, CreatedAt: testNow.Add(-c.ago)}
			if err := env.store.CreateContactMessage(ctx, m); err != nil {
				t.Fatal(err)
			}
			if c.read {
				if err := env.store.SetContactRead(ctx, m.ID, true); err != nil {
					t.Fatal(err)
				}
			}
		}

		stats := decode[adminStats](t, env.do(req{method: "GET", url: "/api/admin/stats", cookies: []*http.Cookie{admin}}))
		check := func(name string, got statValue, value, previous int, pct *float64) {
			t.Helper()
			if got.Value != value || got.Previous != previous || (pct == nil) != (got.ChangePct == nil) || (pct != nil && *pct != *got.ChangePct) {
				t.Errorf("%s = %+v (pct %v), want %d vs %d (pct %v)", name, got, pctText(got.ChangePct), value, previous, pctText(pct))
			}
		}
		f := func(v float64) *float64 { return &v }
		// Active: 4 old actives (incl. the guest) + 1 new = 5 now; 4 before.
		check("activeMembers", stats.ActiveMembers, 5, 4, f(25))
		check("upcomingEvents", stats.UpcomingEvents, 3, 2, f(50))
		check("pendingPayments", stats.PendingPayments, 3, 1, f(200))
		check("unreadMessages", stats.UnreadMessages, 3, 2, f(50))

	})
}

func pctText(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}
