package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// GetContactMessage returns one contact message or ErrNotFound.
func (s *Store) GetContactMessage(ctx context.Context, id int64) (*ContactMessage, error) {
	m := new(ContactMessage)
	if err := s.r.NewSelect().Model(m).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return m, nil
}

// SetContactRead marks a contact message read or unread. ErrNotFound when
// absent.
func (s *Store) SetContactRead(ctx context.Context, id int64, read bool) error {
	res, err := s.w.NewUpdate().Model((*ContactMessage)(nil)).Set("is_read = ?", read).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("mark contact message %d: %w", id, err)
	}
	return requireAffected(res)
}

// DeleteContactMessage removes a contact message. ErrNotFound when absent.
func (s *Store) DeleteContactMessage(ctx context.Context, id int64) error {
	res, err := s.w.NewDelete().Model((*ContactMessage)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete contact message %d: %w", id, err)
	}
	return requireAffected(res)
}

// AdminCreatePost inserts a blog post, honouring isPublished false (bun
// writes the column default, true, in place of a zero bool on insert; the
// update in the same transaction sets it, so a draft is never public).
func (s *Store) AdminCreatePost(ctx context.Context, p *BlogPost) error {
	published := p.IsPublished
	return s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := InsertPost(ctx, tx, p); err != nil {
			return err
		}
		if !published {
			p.IsPublished = false
			if _, err := tx.NewUpdate().Model(p).Column("is_published").WherePK().Exec(ctx); err != nil {
				return fmt.Errorf("save draft state: %w", err)
			}
		}
		return nil
	})
}
