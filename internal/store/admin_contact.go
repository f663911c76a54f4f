package store

import (
	"context"
	"fmt"
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

// AdminCreatePost inserts a blog post, published or a draft.
func (s *Store) AdminCreatePost(ctx context.Context, p *BlogPost) error {
	return InsertPost(ctx, s.w, p)
}
