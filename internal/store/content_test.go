package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestPhotosPaging(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		// 5 course photos and 3 social, alternating, one hour apart.
		for i := 0; i < 8; i++ {
			cat := "course"
			if i%3 == 2 {
				cat = "social"
			}
			p := &store.Photo{Title: fmt.Sprintf("p%d", i), URL: "/x.svg", Category: cat, CreatedAt: base.Add(time.Duration(i) * time.Hour)}
			if err := s.CreatePhoto(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
		for _, tc := range []struct {
			category      string
			offset, limit int
			wantTitles    string
			wantTotal     int
		}{
			{"all", 0, 3, "[p7 p6 p5]", 8},
			{"", 6, 3, "[p1 p0]", 8},
			{"course", 0, 10, "[p7 p6 p4 p3 p1 p0]", 6},
			{"social", 1, 1, "[p2]", 2},
			{"tournaments", 0, 12, "[]", 0},
			{"all", 8, 12, "[]", 8},
			{"all", 100, 12, "[]", 8},
		} {
			photos, total, err := s.ListPhotos(ctx, tc.category, tc.offset, tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			var titles []string
			for _, p := range photos {
				titles = append(titles, p.Title)
			}
			if got := fmt.Sprint(titles); got != tc.wantTitles || total != tc.wantTotal {
				t.Errorf("%s %d/%d: %s total %d, want %s total %d", tc.category, tc.offset, tc.limit, got, total, tc.wantTitles, tc.wantTotal)
			}
			if photos == nil {
				t.Errorf("%s %d/%d: nil slice, want empty", tc.category, tc.offset, tc.limit)
			}
		}
		photos, _, _ := s.ListPhotos(ctx, "all", 0, 1)
		if err := s.DeletePhoto(ctx, photos[0].ID); err != nil {
			t.Fatal(err)
		}
		if err := s.DeletePhoto(ctx, photos[0].ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

func TestBlogAndContact(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		posts := []*store.BlogPost{
			{Title: "old", Content: "c", IsPublished: true, CreatedAt: base},
			{Title: "draft", Content: "c", IsPublished: false, CreatedAt: base.Add(time.Hour)},
			{Title: "new", Content: "c", IsPublished: true, CreatedAt: base.Add(2 * time.Hour)},
		}
		for _, p := range posts {
			if err := s.CreatePost(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
		if posts[0].Category != "general" {
			t.Errorf("default category = %q", posts[0].Category)
		}
		titles := func(ps []store.BlogPost) string {
			var out []string
			for _, p := range ps {
				out = append(out, p.Title)
			}
			return fmt.Sprint(out)
		}
		pub, err := s.ListPublishedPosts(ctx)
		if err != nil || titles(pub) != "[new old]" {
			t.Fatalf("published = %s, %v", titles(pub), err)
		}
		all, err := s.ListAllPosts(ctx)
		if err != nil || titles(all) != "[new draft old]" {
			t.Fatalf("all = %s, %v", titles(all), err)
		}
		d := posts[1]
		d.IsPublished = true
		d.Title = "published draft"
		edited := *d
		edited.UpdatedAt = time.Time{}
		if err := s.UpdatePost(ctx, &edited); err == nil {
			t.Error("an update without its time was stored")
		}
		d.UpdatedAt = d.CreatedAt.Add(time.Hour)
		if err := s.UpdatePost(ctx, d); err != nil {
			t.Fatal(err)
		}
		if got, err := s.GetPost(ctx, d.ID); err != nil || !got.UpdatedAt.Equal(d.UpdatedAt) {
			t.Errorf("updatedAt stored %v, want %v (%v)", got.UpdatedAt, d.UpdatedAt, err)
		}
		pub, _ = s.ListPublishedPosts(ctx)
		if titles(pub) != "[new published draft old]" {
			t.Fatalf("published after update = %s", titles(pub))
		}
		if err := s.DeletePost(ctx, d.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.UpdatePost(ctx, d); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("update deleted: %v", err)
		}

		for i, name := range []string{"Aisyah", "Ben"} {
			m := &store.ContactMessage{FirstName: name, LastName: "L", Email: "a@b.my", Subject: "Other", Message: "hi", CreatedAt: base.Add(time.Duration(i) * time.Minute)}
			if err := s.CreateContactMessage(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		msgs, err := s.ListContactMessages(ctx)
		if err != nil || len(msgs) != 2 || msgs[0].FirstName != "Ben" || msgs[0].IsRead {
			t.Fatalf("contact messages = %+v, %v", msgs, err)
		}
	})
}
