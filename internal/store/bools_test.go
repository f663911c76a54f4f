package store_test

import (
	"context"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// An explicit false must survive an insert (bun drops zero values of
// fields with a default tag, which once turned drafts public).
func TestFalseBooleansSurviveInsert(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := time.Now().UTC()
		m := &store.Member{Name: "Inactive Ian", Phone: "0123000111", PasswordHash: "x", CreatedAt: now, UpdatedAt: now}
		if err := s.CreateMember(ctx, m); err != nil {
			t.Fatal(err)
		}
		got, err := s.MemberByID(ctx, m.ID)
		if err != nil || got.IsActive {
			t.Fatalf("member active=%v err=%v, want inactive", got != nil && got.IsActive, err)
		}
		p := &store.BlogPost{Title: "Draft", Content: "Not yet", IsPublished: false, CreatedAt: now}
		if err := s.CreatePost(ctx, p); err != nil {
			t.Fatal(err)
		}
		posts, err := s.ListPublishedPosts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range posts {
			if q.ID == p.ID {
				t.Fatal("draft post is published")
			}
		}
	})
}
