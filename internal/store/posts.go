package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// ListPublishedPosts returns the posts visitors see, newest first.
func (s *Store) ListPublishedPosts(ctx context.Context) ([]BlogPost, error) {
	return s.listPosts(ctx, true)
}

// ListAllPosts returns every post, drafts included, newest first (admin).
func (s *Store) ListAllPosts(ctx context.Context) ([]BlogPost, error) {
	return s.listPosts(ctx, false)
}

func (s *Store) listPosts(ctx context.Context, publishedOnly bool) ([]BlogPost, error) {
	posts := []BlogPost{}
	q := s.r.NewSelect().Model(&posts).OrderExpr("created_at DESC, id DESC")
	if publishedOnly {
		q = q.Where("is_published = ?", true)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("list blog posts: %w", err)
	}
	return posts, nil
}

// GetPost returns one post, published or not, or ErrNotFound.
func (s *Store) GetPost(ctx context.Context, id int64) (*BlogPost, error) {
	p := new(BlogPost)
	if err := s.r.NewSelect().Model(p).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return p, nil
}

// CreatePost inserts p (CreatedAt set by the caller; UpdatedAt defaults to
// it) and sets its ID.
func (s *Store) CreatePost(ctx context.Context, p *BlogPost) error {
	return InsertPost(ctx, s.w, p)
}

// InsertPost is CreatePost on any handle (for use inside a transaction).
func InsertPost(ctx context.Context, db bun.IDB, p *BlogPost) error {
	if err := createdAtSet("InsertPost", p.CreatedAt); err != nil {
		return err
	}
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = p.CreatedAt
	}
	if p.Category == "" {
		p.Category = "general"
	}
	if _, err := db.NewInsert().Model(p).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("create blog post: %w", mapErr(err))
	}
	return nil
}

// UpdatePost saves the editable fields of p, UpdatedAt included.
// ErrNotFound when no post has p.ID.
func (s *Store) UpdatePost(ctx context.Context, p *BlogPost) error {
	if p.Category == "" {
		p.Category = "general"
	}
	if err := stamped("update blog post", p.UpdatedAt); err != nil {
		return err
	}
	res, err := s.w.NewUpdate().Model(p).
		Column("title", "content", "image", "category", "is_published", "updated_at").
		WherePK().Exec(ctx)
	if err != nil {
		return fmt.Errorf("update blog post %d: %w", p.ID, mapErr(err))
	}
	if err := requireAffected(res); err != nil {
		return err
	}
	got, err := s.GetPost(ctx, p.ID)
	if err != nil {
		return err
	}
	*p = *got
	return nil
}

// DeletePost removes a post; ErrNotFound when absent.
func (s *Store) DeletePost(ctx context.Context, id int64) error {
	res, err := s.w.NewDelete().Model((*BlogPost)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete blog post %d: %w", id, mapErr(err))
	}
	return requireAffected(res)
}
