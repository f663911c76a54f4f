package content_test

import (
	"context"
	"reflect"
	"sync"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/content"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

var testNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

// recorder keeps every event published.
type recorder struct {
	mu     sync.Mutex
	events []bus.Event
}

func (r *recorder) take() []bus.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.events
	r.events = nil
	return out
}

func newService(t *testing.T, st *store.Store) (*content.Service, *recorder) {
	t.Helper()
	rec := &recorder{}
	b := bus.New(nil)
	b.Subscribe("recorder", func(_ context.Context, e bus.Event) error {
		rec.mu.Lock()
		defer rec.mu.Unlock()
		rec.events = append(rec.events, e)
		return nil
	})
	return content.New(content.Deps{Store: st, Bus: b, Now: func() time.Time { return testNow }}), rec
}

// wantEvents checks the events published since the last check.
func wantEvents(t *testing.T, rec *recorder, want ...bus.Event) {
	t.Helper()
	if got := rec.take(); !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Errorf("events = %#v, want %#v", got, want)
	}
}

func wantError(t *testing.T, err error, kind apperr.Kind, code, message string) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || e.Kind != kind || e.Code != code || (message != "" && e.Message != message) {
		t.Fatalf("err = %v, want %s %q", err, code, message)
	}
}

func TestSettingsService(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc, rec := newService(t, st)
		c, err := svc.Settings(ctx)
		if err != nil || c != store.DefaultClubSettings() {
			t.Fatalf("fresh settings = %+v, %v", c, err)
		}
		c.ClubName, c.VipPrice = "  Kelab Golf Seri Tanjung ", 150
		saved, err := svc.SaveSettings(ctx, c)
		if err != nil || saved.ClubName != "Kelab Golf Seri Tanjung" || saved.VipPrice != 150 {
			t.Fatalf("saved = %+v, %v", saved, err)
		}
		wantEvents(t, rec, bus.SettingsChanged{})

		// A refused change stores nothing and announces nothing.
		c.ClubName = ""
		_, err = svc.SaveSettings(ctx, c)
		wantError(t, err, apperr.Invalid, "required", "Club name is required")
		wantEvents(t, rec)
		if got, _ := svc.Settings(ctx); got.ClubName != "Kelab Golf Seri Tanjung" {
			t.Errorf("after a refused change: %q", got.ClubName)
		}

		prev, read, err := svc.SetPaymentQR(ctx, "/api/files/club/club-qr-abc", []byte("<svg/>"))
		if err != nil || prev != store.DefaultClubSettings().PaymentQrURL || read.DuitNow {
			t.Fatalf("previous qr = %q, %+v, %v", prev, read, err)
		}
		if got, _ := svc.Settings(ctx); got.PaymentQrURL != "/api/files/club/club-qr-abc" || got.ClubName != "Kelab Golf Seri Tanjung" {
			t.Errorf("after qr: %+v", got)
		}
		wantEvents(t, rec, bus.SettingsChanged{})
	})
}

func TestBlogService(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc, rec := newService(t, st)
		p, err := svc.CreatePost(ctx, content.PostInput{Title: " Course news ", Content: "The back nine reopens on Saturday."})
		if err != nil || p.ID == 0 || p.Title != "Course news" || !p.IsPublished || p.Category != "general" || !p.CreatedAt.Equal(testNow) {
			t.Fatalf("created = %+v, %v", p, err)
		}
		wantEvents(t, rec, bus.BlogChanged{PostID: p.ID})
		draft, err := svc.CreatePost(ctx, content.PostInput{Title: "Draft", Content: "Not ready for members yet.", IsPublished: content.FlagFalse})
		if err != nil {
			t.Fatal(err)
		}
		wantEvents(t, rec, bus.BlogChanged{PostID: draft.ID})

		all, _ := svc.AllPosts(ctx)
		public, _ := svc.PublishedPosts(ctx)
		if len(all) != 2 || len(public) != 1 || public[0].ID != p.ID {
			t.Errorf("all %d, public %+v", len(all), public)
		}

		up, err := svc.UpdatePost(ctx, draft.ID, content.PostInput{Title: "Ready", Content: "Ready for members now.", Category: "results"})
		if err != nil || up.Title != "Ready" || !up.IsPublished || up.Category != "results" {
			t.Fatalf("updated = %+v, %v", up, err)
		}
		wantEvents(t, rec, bus.BlogChanged{PostID: draft.ID})

		for _, c := range []struct {
			name string
			call func() error
		}{
			{"update a missing post", func() error {
				_, err := svc.UpdatePost(ctx, 9999, content.PostInput{Title: "Ready", Content: "Ready for members now."})
				return err
			}},
			{"delete a missing post", func() error { return svc.DeletePost(ctx, 9999) }},
		} {
			wantError(t, c.call(), apperr.NotFound, "not_found", "Post not found")
			wantEvents(t, rec)
		}
		_, err = svc.CreatePost(ctx, content.PostInput{Title: "x"})
		wantError(t, err, apperr.Invalid, "too_short", "")
		wantEvents(t, rec)

		if err := svc.DeletePost(ctx, p.ID); err != nil {
			t.Fatal(err)
		}
		wantEvents(t, rec, bus.BlogChanged{PostID: p.ID})
	})
}

func TestGalleryService(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc, rec := newService(t, st)
		var ids []int64
		for i, cat := range []string{"course", "Social", "course"} {
			p, err := svc.CreatePhoto(ctx, content.PhotoInput{Title: "Photo", URL: "/gallery/p.jpg", Category: cat})
			if err != nil {
				t.Fatalf("photo %d: %v", i, err)
			}
			ids = append(ids, p.ID)
			wantEvents(t, rec, bus.PhotosChanged{PhotoID: p.ID})
		}
		page, err := svc.Photos(ctx, "course", 0, 1)
		if err != nil || page.Total != 2 || len(page.Photos) != 1 || page.NextOffset == nil || *page.NextOffset != 1 {
			t.Fatalf("course page = %+v, %v", page, err)
		}
		if page, _ := svc.Photos(ctx, "social", 0, 12); page.Total != 1 || page.Photos[0].Category != "social" {
			t.Errorf("social page = %+v", page)
		}
		if page, _ := svc.Photos(ctx, "all", 0, 12); page.Total != 3 || page.NextOffset != nil {
			t.Errorf("all = %+v", page)
		}
		_, err = svc.Photos(ctx, "holidays", 0, 12)
		wantError(t, err, apperr.Invalid, "invalid_parameter", "")

		_, err = svc.CreatePhoto(ctx, content.PhotoInput{Title: "Photo", URL: "javascript:alert(1)", Category: "course"})
		wantError(t, err, apperr.Invalid, "invalid_image_link", "")
		wantEvents(t, rec)

		if err := svc.DeletePhoto(ctx, ids[0]); err != nil {
			t.Fatal(err)
		}
		wantEvents(t, rec, bus.PhotosChanged{PhotoID: ids[0]})
		wantError(t, svc.DeletePhoto(ctx, ids[0]), apperr.NotFound, "not_found", "Photo not found")
		wantEvents(t, rec)
		if all, _ := svc.AllPhotos(ctx); len(all) != 2 {
			t.Errorf("after delete: %d photos", len(all))
		}
	})
}

func TestInboxService(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc, rec := newService(t, st)
		err := svc.SendContact(ctx, content.ContactInput{FirstName: " Amy ", LastName: "Tan", Email: "amy@example.my", Subject: "Golf Lessons", Message: "Do you teach juniors?"})
		if err != nil {
			t.Fatal(err)
		}
		wantError(t, svc.SendContact(ctx, content.ContactInput{}), apperr.Invalid, "required", "")
		msgs, err := svc.ContactMessages(ctx)
		if err != nil || len(msgs) != 1 || msgs[0].FirstName != "Amy" || msgs[0].IsRead {
			t.Fatalf("inbox = %+v, %v", msgs, err)
		}
		if !msgs[0].CreatedAt.Equal(testNow) {
			t.Errorf("message dated %v, want the service's clock %v", msgs[0].CreatedAt, testNow)
		}
		id := msgs[0].ID
		m, err := svc.MarkContact(ctx, id, true)
		if err != nil || !m.IsRead {
			t.Fatalf("marked = %+v, %v", m, err)
		}
		if m, _ := svc.MarkContact(ctx, id, false); m.IsRead {
			t.Errorf("still read")
		}
		_, err = svc.MarkContact(ctx, id+100, true)
		wantError(t, err, apperr.NotFound, "not_found", "Message not found")
		if err := svc.DeleteContact(ctx, id); err != nil {
			t.Fatal(err)
		}
		wantError(t, svc.DeleteContact(ctx, id), apperr.NotFound, "not_found", "Message not found")
		// The inbox is the admins' alone: nothing public changes.
		wantEvents(t, rec)
	})
}
