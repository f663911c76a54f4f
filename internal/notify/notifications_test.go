package notify_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/bus"
	"golfclub/internal/notify"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// clock dates the rows these tests write through the store, as the
// services' clock would.
var clock = storetest.NewClock(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))

// TestFellowMemberJoined: a registration tells the event's other
// registrants, and nobody else, that the member joined.
func TestFellowMemberJoined(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		ev := &store.Event{Title: "Monthly Medal", Date: "2026-12-05", Type: "tournament", Capacity: 10, CreatedAt: clock.Now()}
		other := &store.Event{Title: "Other", Date: "2026-12-06", Type: "social", Capacity: 10, CreatedAt: clock.Now()}
		for _, e := range []*store.Event{ev, other} {
			if err := st.CreateEvent(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		members := make([]*store.Member, 4)
		for i := range members {
			members[i] = &store.Member{Name: fmt.Sprintf("Player %d", i), Phone: fmt.Sprintf("01200000%02d", i), PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
			if err := st.CreateMember(ctx, members[i]); err != nil {
				t.Fatal(err)
			}
		}
		register := func(e *store.Event, m *store.Member) *store.Registration {
			r := &store.Registration{EventID: e.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "x", CreatedAt: clock.Now()}
			if err := st.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
			return r
		}
		register(ev, members[0])
		register(ev, members[1])
		register(other, members[2])
		joined := register(ev, members[3])

		b := bus.New(nil)
		(&notify.Notifications{Store: st}).Subscribe(b)
		at := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		b.Publish(ctx, bus.EventUpdated{EventID: ev.ID}) // not one that notifies
		b.Publish(ctx, bus.RegistrationCreated{RegistrationID: joined.ID, EventID: ev.ID, EventTitle: ev.Title,
			MemberID: members[3].ID, MemberName: members[3].Name, MemberPhone: members[3].Phone, At: at})

		for i, want := range []int{1, 1, 0, 0} {
			list, err := st.MemberNotifications(ctx, members[i].ID, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(list) != want {
				t.Fatalf("member %d has %d notifications, want %d", i, len(list), want)
			}
			if want == 0 {
				continue
			}
			n := list[0]
			if n.Type != store.NotificationFellowJoined || n.Message != "Player 3 just joined Monthly Medal" ||
				n.EventID == nil || *n.EventID != ev.ID || !n.CreatedAt.Equal(at) {
				t.Fatalf("notification %+v", n)
			}
		}
	})
}

// TestFellowsJoinedTogether: registrations published at the same time are
// written together (fewer transactions than registrations), and each
// member is told of exactly the members who joined their event after them.
func TestFellowsJoinedTogether(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		events := make([]*store.Event, 2)
		for i := range events {
			events[i] = &store.Event{Title: fmt.Sprintf("Medal %d", i), Date: "2026-12-05", Type: "tournament", Capacity: 20, CreatedAt: clock.Now()}
			if err := st.CreateEvent(ctx, events[i]); err != nil {
				t.Fatal(err)
			}
		}
		const perEvent = 8
		var joins []bus.RegistrationCreated
		position := map[int64]int{}    // member → place in its event
		memberEvent := map[int64]int{} // member → index of its event
		for i := range 2 * perEvent {
			m := &store.Member{Name: fmt.Sprintf("Player %d", i), Phone: fmt.Sprintf("01200001%02d", i), PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
			if err := st.CreateMember(ctx, m); err != nil {
				t.Fatal(err)
			}
			ev := events[i%2]
			r := &store.Registration{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "x", CreatedAt: clock.Now()}
			if err := st.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
			position[m.ID] = i / 2
			memberEvent[m.ID] = i % 2
			joins = append(joins, bus.RegistrationCreated{RegistrationID: r.ID, EventID: ev.ID, EventTitle: ev.Title,
				MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, At: time.Date(2026, 11, 21, 2, 0, i, 0, time.UTC)})
		}
		var mu sync.Mutex
		transactions := 0
		n := &notify.Notifications{Store: st, Push: pushFunc(func(ctx context.Context, tx bun.IDB, rows []store.Notification, url string) error {
			mu.Lock()
			transactions++
			mu.Unlock()
			time.Sleep(20 * time.Millisecond) // lets the other registrations queue
			return nil
		})}
		var wg sync.WaitGroup
		for _, e := range joins {
			wg.Go(func() {
				if err := n.Handle(ctx, e); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if transactions >= len(joins)-2 { // the first of each event has nobody to tell
			t.Errorf("%d transactions for %d registrations: not batched", transactions, len(joins))
		}
		for memberID, pos := range position {
			list, err := st.MemberNotifications(ctx, memberID, 50)
			if err != nil {
				t.Fatal(err)
			}
			// Everyone after them in their event, folded into one unread
			// notification that names the last to join and counts the rest.
			joiners := perEvent - 1 - pos
			if joiners == 0 {
				if len(list) != 0 {
					t.Errorf("the last member of an event has %d notifications, want none", len(list))
				}
				continue
			}
			if len(list) != 1 {
				t.Errorf("member at place %d has %d notifications, want 1", pos, len(list))
				continue
			}
			last := fmt.Sprintf("Player %d", 2*(perEvent-1)+int(memberEvent[memberID]))
			var p struct {
				MemberName string `json:"memberName"`
				Others     int    `json:"others"`
			}
			if err := json.Unmarshal([]byte(list[0].Params), &p); err != nil {
				t.Fatal(err)
			}
			if p.MemberName != last || p.Others != joiners-1 {
				t.Errorf("member at place %d: told of %q and %d others, want %q and %d", pos, p.MemberName, p.Others, last, joiners-1)
			}
		}
	})
}

// TestPushQueuedWithNotification: each notification's push is queued in
// the notification's own transaction with the page to open, and a push
// that cannot be queued takes the notification back with it (never a
// bell without its push or the reverse), and announces nothing.
func TestPushQueuedWithNotification(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		ev := &store.Event{Title: "Medal", Date: "2026-12-05", Type: "tournament", Capacity: 10, CreatedAt: clock.Now()}
		if err := st.CreateEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
		m := &store.Member{Name: "Amy", Phone: "0120000001", PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
		if err := st.CreateMember(ctx, m); err != nil {
			t.Fatal(err)
		}
		r := &store.Registration{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "x", CreatedAt: clock.Now()}
		if err := st.Register(ctx, r); err != nil {
			t.Fatal(err)
		}
		var urls []string
		var announced []bus.Event
		fail := false
		b := bus.New(nil)
		b.Subscribe("record", func(ctx context.Context, e bus.Event) error {
			if _, ok := e.(bus.NotificationsCreated); ok {
				announced = append(announced, e)
			}
			return nil
		})
		n := &notify.Notifications{Store: st, Bus: b, Push: pushFunc(func(ctx context.Context, tx bun.IDB, rows []store.Notification, url string) error {
			for _, row := range rows {
				if row.ID == 0 {
					t.Error("push queued before the notification has its id")
				}
			}
			urls = append(urls, url)
			if fail {
				return fmt.Errorf("outbox full")
			}
			return nil
		})}
		n.Subscribe(b)
		b.Publish(ctx, bus.PaymentMarkedPaid{RegistrationID: r.ID, EventID: ev.ID, MemberID: m.ID})
		if len(urls) != 1 || urls[0] != "/member" || len(announced) != 1 {
			t.Fatalf("urls %v announced %v", urls, announced)
		}
		fail = true
		b.Publish(ctx, bus.PaymentMarkedPaid{RegistrationID: r.ID, EventID: ev.ID, MemberID: m.ID})
		list, err := st.MemberNotifications(ctx, m.ID, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || len(announced) != 1 {
			t.Fatalf("after a failed push: %d notifications, %d announcements; want 1 and 1", len(list), len(announced))
		}
	})
}

// TestFoldFallsBackToOwnRow: when the unread notice a join would fold into
// cannot be rewritten (the member read it, or another instance rewrote it,
// between the read and the write), the join gets a notice of its own and
// the old one stays as it was: nothing a member was told is lost. A
// trigger that skips every update of notifications stands in for the race.
func TestFoldFallsBackToOwnRow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		ev := &store.Event{Title: "Monthly Medal", Date: "2026-12-05", Type: "tournament", Capacity: 10, CreatedAt: clock.Now()}
		if err := st.CreateEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
		n := &notify.Notifications{Store: st}
		members := make([]*store.Member, 3)
		joins := make([]bus.RegistrationCreated, 3)
		for i := range members {
			members[i] = &store.Member{Name: fmt.Sprintf("Player %d", i), Phone: fmt.Sprintf("01200002%02d", i), PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
			if err := st.CreateMember(ctx, members[i]); err != nil {
				t.Fatal(err)
			}
			r := &store.Registration{EventID: ev.ID, MemberID: members[i].ID, MemberName: members[i].Name, MemberPhone: members[i].Phone, GuestRateType: "x", CreatedAt: clock.Now()}
			if err := st.Register(ctx, r); err != nil {
				t.Fatal(err)
			}
			joins[i] = bus.RegistrationCreated{RegistrationID: r.ID, EventID: ev.ID, EventTitle: ev.Title,
				MemberID: members[i].ID, MemberName: members[i].Name, MemberPhone: members[i].Phone,
				At: time.Date(2026, 11, 21, 2, 0, i, 0, time.UTC)}
		}
		if err := n.Handle(ctx, joins[1]); err != nil {
			t.Fatal(err)
		}

		skipUpdates := []string{"CREATE TRIGGER keep_notices BEFORE UPDATE ON notifications BEGIN SELECT RAISE(IGNORE); END"}
		if st.IsPostgres() {
			skipUpdates = []string{
				"CREATE FUNCTION keep_notices() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$",
				"CREATE TRIGGER keep_notices BEFORE UPDATE ON notifications FOR EACH ROW EXECUTE FUNCTION keep_notices()",
			}
		}
		for _, q := range skipUpdates {
			if _, err := st.DB().ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		if err := n.Handle(ctx, joins[2]); err != nil {
			t.Fatal(err)
		}

		for i, want := range [][]string{
			{"Player 2 just joined Monthly Medal", "Player 1 just joined Monthly Medal"},
			{"Player 2 just joined Monthly Medal"},
			nil,
		} {
			list, err := st.MemberNotifications(ctx, members[i].ID, 10)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, row := range list {
				got = append(got, row.Message)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("member %d was told %q, want %q", i, got, want)
			}
		}
	})
}

// pushFunc is a notify.PushOutbox made of a function.
type pushFunc func(ctx context.Context, tx bun.IDB, ns []store.Notification, url string) error

func (f pushFunc) QueueNotifications(ctx context.Context, tx bun.IDB, ns []store.Notification, url string) error {
	return f(ctx, tx, ns, url)
}
