package store

import (
	"context"
	"fmt"
)

// CreateContactMessage stores a message sent from the contact page.
func (s *Store) CreateContactMessage(ctx context.Context, m *ContactMessage) error {
	if err := createdAtSet("CreateContactMessage", m.CreatedAt); err != nil {
		return err
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
