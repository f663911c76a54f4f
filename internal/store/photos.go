package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"golfclub/internal/model"
)

// PhotoCategories are the gallery categories (model.PhotoCategories).
var PhotoCategories = model.PhotoCategories

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

// CreatePhoto inserts p (CreatedAt set by the caller) and sets its ID.
func (s *Store) CreatePhoto(ctx context.Context, p *Photo) error {
	return InsertPhoto(ctx, s.w, p)
}

// InsertPhoto is CreatePhoto on any handle (for use inside a transaction).
func InsertPhoto(ctx context.Context, db bun.IDB, p *Photo) error {
	if err := createdAtSet("InsertPhoto", p.CreatedAt); err != nil {
		return err
	}
	if _, err := db.NewInsert().Model(p).Exec(ctx); err != nil {
		return fmt.Errorf("create photo: %w", mapErr(err))
	}
	return nil
}

// GetPhoto reads one photo; ErrNotFound when absent.
func (s *Store) GetPhoto(ctx context.Context, id int64) (*Photo, error) {
	p := new(Photo)
	if err := s.r.NewSelect().Model(p).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, fmt.Errorf("get photo %d: %w", id, mapErr(err))
	}
	return p, nil
}

// DeletePhoto removes a photo; ErrNotFound when absent.
func (s *Store) DeletePhoto(ctx context.Context, id int64) error {
	res, err := s.w.NewDelete().Model((*Photo)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete photo %d: %w", id, mapErr(err))
	}
	return requireAffected(res)
}
