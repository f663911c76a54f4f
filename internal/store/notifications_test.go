package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestInsertNotificationsKeepsEveryRow: a batch of notifications for
// several members, with and without their optional columns, reads back as
// written, and each row's id is the one the insert gave it (on PostgreSQL
// the ids come back from one statement, in the order of the rows).
func TestInsertNotificationsKeepsEveryRow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 10, nil)
		a, b := mkMember(t, s, ""), mkMember(t, s, "")
		at := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
		title, name, phone := e.Title, "Siti", "0123456789"
		var rows []store.Notification
		for i := range 6 {
			m := a
			if i%2 == 1 {
				m = b
			}
			row := store.Notification{MemberID: m.ID, MemberPhone: m.Phone, Type: store.NotificationEventUpdate,
				Title: "Title " + string(rune('A'+i)), Message: "Message " + string(rune('A'+i)),
				Params: `{"n":` + string(rune('0'+i)) + `}`, CreatedAt: at.Add(time.Duration(i) * time.Minute)}
			if i%3 == 0 {
				row.Type = store.NotificationFellowJoined
				row.EventID, row.EventTitle, row.NewMemberName, row.NewMemberPhone = &e.ID, &title, &name, &phone
			}
			if i == 4 {
				row.IsRead = true
			}
			rows = append(rows, row)
		}
		if err := s.InsertNotifications(ctx, s.DB(), rows); err != nil {
			t.Fatal(err)
		}
		for _, m := range []*store.Member{a, b} {
			got, err := s.MemberNotifications(ctx, m.ID, 10)
			if err != nil {
				t.Fatal(err)
			}
			var want []store.Notification
			for _, r := range slices.Backward(rows) {
				if r.MemberID == m.ID {
					want = append(want, r)
				}
			}
			if len(got) != len(want) {
				t.Fatalf("member %d: %d notifications, want %d", m.ID, len(got), len(want))
			}
			for i := range want {
				g, w := got[i], want[i]
				if w.ID == 0 || g.ID != w.ID || g.Title != w.Title || g.Message != w.Message || g.Params != w.Params ||
					g.Type != w.Type || g.IsRead != w.IsRead || !g.CreatedAt.Equal(w.CreatedAt) || g.MemberPhone != w.MemberPhone ||
					!samePtr(g.EventID, w.EventID) || !samePtr(g.EventTitle, w.EventTitle) ||
					!samePtr(g.NewMemberName, w.NewMemberName) || !samePtr(g.NewMemberPhone, w.NewMemberPhone) {
					t.Errorf("member %d, notification %d:\n got %+v\nwant %+v", m.ID, i, g, w)
				}
			}
		}
	})
}

func samePtr[T comparable](a, b *T) bool {
	return (a == nil) == (b == nil) && (a == nil || *a == *b)
}

// TestFoldIntoNotifications: an unread notification whose params are
// still what the caller read is rewritten in place; one read meanwhile,
// or rewritten by someone else, is left alone and reported so. The
// unread ones of a type and event are found for the members asked about.
func TestFoldIntoNotifications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 10, nil)
		a, b, c := mkMember(t, s, ""), mkMember(t, s, ""), mkMember(t, s, "")
		at := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
		name := "Ben"
		var rows []store.Notification
		for _, m := range []*store.Member{a, b, c} {
			rows = append(rows, store.Notification{MemberID: m.ID, MemberPhone: m.Phone, Type: store.NotificationFellowJoined,
				Title: "New member joined", Message: "Ben just joined", Params: `{"memberName":"Ben"}`,
				EventID: &e.ID, EventTitle: &e.Title, NewMemberName: &name, CreatedAt: at})
		}
		if err := s.InsertNotifications(ctx, s.DB(), rows); err != nil {
			t.Fatal(err)
		}
		if _, err := s.MarkNotificationRead(ctx, rows[1].ID, b.ID); err != nil {
			t.Fatal(err)
		}
		unread, err := s.UnreadEventNotifications(ctx, s.DB(), store.NotificationFellowJoined, []int64{a.ID, b.ID, c.ID, a.ID}, []int64{e.ID})
		if err != nil {
			t.Fatal(err)
		}
		if len(unread) != 2 || unread[0].ID != rows[0].ID || unread[1].ID != rows[2].ID {
			t.Fatalf("unread: %+v, want the rows of the first and third member", unread)
		}

		later, cat := at.Add(time.Hour), "Cat"
		fold := func(r store.Notification) store.Notification {
			r.Title, r.Message, r.Params, r.NewMemberName, r.CreatedAt = "New members joined", "Cat and one other", `{"memberName":"Cat","others":1}`, &cat, later
			return r
		}
		was := `{"memberName":"Ben"}`
		done, err := s.FoldIntoNotifications(ctx, s.DB(), []store.Notification{fold(rows[0]), fold(rows[1]), fold(rows[2])},
			[]string{was, was, `{"memberName":"Someone else"}`})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(done, []bool{true, false, false}) {
			t.Fatalf("folded %v, want only the first (the second was read, the third changed)", done)
		}
		for i, m := range []*store.Member{a, b, c} {
			got, err := s.MemberNotifications(ctx, m.ID, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 {
				t.Fatalf("member %d: %d notifications", i, len(got))
			}
			folded := got[0].Message == "Cat and one other" && got[0].Title == "New members joined" &&
				got[0].Params == `{"memberName":"Cat","others":1}` && got[0].CreatedAt.Equal(later) && *got[0].NewMemberName == "Cat"
			if folded != (i == 0) || (i != 0 && got[0].Message != "Ben just joined") {
				t.Errorf("member %d: %+v", i, got[0])
			}
		}
	})
}
