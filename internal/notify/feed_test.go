package notify_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
	"golfclub/internal/notify"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestCheckMuted(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []string
		want []string
		bad  bool
	}{
		{"nothing muted", nil, []string{}, false},
		{"one type", []string{store.NotificationEventReminder}, []string{store.NotificationEventReminder}, false},
		{"repeats dropped, order kept", []string{store.NotificationFlightUpdate, store.NotificationFellowJoined, store.NotificationFlightUpdate},
			[]string{store.NotificationFlightUpdate, store.NotificationFellowJoined}, false},
		{"every mutable type", store.NotificationTypes(), store.NotificationTypes(), false},
		{"unknown type", []string{"SPAM"}, nil, true},
		{"the deletion answer cannot be muted", []string{store.NotificationDeletionUpdate}, nil, true},
		{"wrong case", []string{"event_reminder"}, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := notify.CheckMuted(c.in)
			if c.bad {
				if e, _ := apperr.As(err); e == nil || e.Fields["muted"].Code != "unknown_notification_type" {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %v, %v; want %v", got, err, c.want)
			}
		})
	}
}

// TestFeed: the member's bell acts on their own notifications only.
func TestFeed(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		feed := notify.NewFeed(st, func() time.Time { return now })
		amy := &model.Member{Name: "Amy", Phone: "0121112222", PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
		ben := &model.Member{Name: "Ben", Phone: "0123334444", PasswordHash: "x", IsActive: true, CreatedAt: clock.Now()}
		for _, m := range []*model.Member{amy, ben} {
			if err := st.CreateMember(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		note := func(m *model.Member, title string, at time.Time) model.Notification {
			return model.Notification{MemberID: m.ID, MemberPhone: m.Phone, Type: store.NotificationEventUpdate, Title: title, Message: title, CreatedAt: at}
		}
		if err := st.InsertNotifications(ctx, st.DB(), []model.Notification{
			note(amy, "old", now.Add(-time.Hour)), note(amy, "fresh", now.Add(-notify.FreshFor+time.Second)), note(ben, "ben's", now),
		}); err != nil {
			t.Fatal(err)
		}
		list, err := feed.List(ctx, amy.ID)
		if err != nil || len(list) != 2 || list[0].Title != "fresh" {
			t.Fatalf("list = %+v, %v", list, err)
		}
		if n, _ := feed.CountUnread(ctx, amy.ID); n != 2 {
			t.Errorf("unread = %d", n)
		}
		if n, err := feed.Fresh(ctx, amy.ID); err != nil || n == nil || n.Title != "fresh" {
			t.Errorf("fresh = %+v, %v", n, err)
		}
		benList, _ := feed.List(ctx, ben.ID)
		if _, err := feed.MarkRead(ctx, amy.ID, benList[0].ID); err != notify.ErrNotificationNotFound {
			t.Errorf("marking another's: %v", err)
		}
		read, err := feed.MarkRead(ctx, amy.ID, list[0].ID)
		if err != nil || !read.IsRead {
			t.Fatalf("read = %+v, %v", read, err)
		}
		// Read, the fresh one is no longer news; the old one is too old.
		if n, err := feed.Fresh(ctx, amy.ID); n != nil || err != nil {
			t.Errorf("fresh after reading = %+v, %v", n, err)
		}
		if n, _ := feed.MarkAllRead(ctx, amy.ID); n != 1 {
			t.Errorf("marked all = %d", n)
		}
		if n, _ := feed.Clear(ctx, amy.ID); n != 2 {
			t.Errorf("cleared = %d", n)
		}
		if n, _ := feed.CountUnread(ctx, ben.ID); n != 1 {
			t.Errorf("ben's unread = %d", n)
		}

		prefs, err := feed.Preferences(ctx, amy.ID)
		if err != nil || !reflect.DeepEqual(prefs.Types, store.NotificationTypes()) || prefs.Muted == nil || len(prefs.Muted) != 0 {
			t.Fatalf("prefs = %+v, %v", prefs, err)
		}
		prefs, err = feed.SetMuted(ctx, amy, []string{store.NotificationEventReminder, store.NotificationEventReminder})
		if err != nil || !reflect.DeepEqual(prefs.Muted, []string{store.NotificationEventReminder}) {
			t.Fatalf("muted = %+v, %v", prefs, err)
		}
		if _, err := feed.SetMuted(ctx, amy, []string{"SPAM"}); !apperr.HasCode(err, "unknown_notification_type") {
			t.Errorf("unknown type: %v", err)
		}
		if prefs, _ := feed.Preferences(ctx, amy.ID); len(prefs.Muted) != 1 {
			t.Errorf("a refused change altered the preferences: %+v", prefs)
		}
	})
}
