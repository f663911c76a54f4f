package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// PhotoCategories are the gallery categories, in the order the gallery
// shows its filters.
var PhotoCategories = []string{"tournaments", "social", "course"}

// ListPhotos returns one page of the gallery, newest first, and the number
// of photos in the category overall. Category "" or "all" means every
// category.
func (s *Store) ListPhotos(ctx context.Context, category string, offset, limit int) ([]Photo, int, error) {
	filter := func(q *bun.SelectQuery) *bun.SelectQuery {
		if category != "" && category != "all" {
			q = q.Where("category = ?", category)
		}
		return q
	}
	n, err := filter(s.r.NewSelect().Model((*Photo)(nil))).Count(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("count photos: %w", err)
	}
	total := int(n)
	photos := []Photo{}
	if offset < total {
		err = filter(s.r.NewSelect().Model(&photos)).
			OrderExpr("created_at DESC, id DESC").Offset(int64(offset)).Limit(int64(limit)).Scan(ctx)
		if err != nil {
			return nil, 0, fmt.Errorf("list photos: %w", err)
		}
	}
	return photos, total, nil
}

// CreatePhoto inserts p and sets its ID (and CreatedAt when unset).
func (s *Store) CreatePhoto(ctx context.Context, p *Photo) error {
	return InsertPhoto(ctx, s.w, p)
}

// InsertPhoto is CreatePhoto on any handle (for use inside a transaction).
func InsertPhoto(ctx context.Context, db bun.IDB, p *Photo) error {
	if p.CreatedAt.IsZero() {
		p.CreatedAt = time.Now().UTC()
	}
	if _, err := db.NewInsert().Model(p).Exec(ctx); err != nil {
		return fmt.Errorf("create photo: %w", mapErr(err))
	}
	return nil
}

// DeletePhoto removes a photo; ErrNotFound when absent.
func (s *Store) DeletePhoto(ctx context.Context, id int64) error {
	res, err := s.w.NewDelete().Model((*Photo)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete photo %d: %w", id, mapErr(err))
	}
	return requireAffected(res)
}

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

// CreatePost inserts p and sets its ID and timestamps (when unset).
func (s *Store) CreatePost(ctx context.Context, p *BlogPost) error {
	return InsertPost(ctx, s.w, p)
}

// InsertPost is CreatePost on any handle (for use inside a transaction).
func InsertPost(ctx context.Context, db bun.IDB, p *BlogPost) error {
	if p.CreatedAt.IsZero() {
		p.CreatedAt = time.Now().UTC()
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

// UpdatePost saves the editable fields of p and stamps UpdatedAt.
// ErrNotFound when no post has p.ID.
func (s *Store) UpdatePost(ctx context.Context, p *BlogPost) error {
	if p.Category == "" {
		p.Category = "general"
	}
	p.UpdatedAt = time.Now().UTC()
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

// CreateContactMessage stores a message sent from the contact page.
func (s *Store) CreateContactMessage(ctx context.Context, m *ContactMessage) error {
	if m.CreatedAt.IsZero() {
		m.CreatedAt = time.Now().UTC()
	}
	if _, err := s.w.NewInsert().Model(m).Exec(ctx); err != nil {
		return fmt.Errorf("create contact message: %w", mapErr(err))
	}
	return nil
}

// ListContactMessages returns every contact message, newest first (admin).
func (s *Store) ListContactMessages(ctx context.Context) ([]ContactMessage, error) {
	msgs := []ContactMessage{}
	if err := s.r.NewSelect().Model(&msgs).OrderExpr("created_at DESC, id DESC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list contact messages: %w", err)
	}
	return msgs, nil
}
