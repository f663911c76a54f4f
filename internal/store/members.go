package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// ConflictError is an ErrConflict that names the unique field in the way:
// "phone", "email", "membershipNumber" or "username" ("" if unknown).
type ConflictError struct{ Field string }

func (e *ConflictError) Error() string { return "conflict: " + e.Field + " already in use" }

// Is makes errors.Is(err, ErrConflict) hold.
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// CreateMember inserts m. Phone and email must already be normalised (see
// internal/auth). A taken phone, email or membership number is a
// *ConflictError naming it.
func (s *Store) CreateMember(ctx context.Context, m *Member) error {
	now := time.Now().UTC()
	if m.CreatedAt.IsZero() {
		m.CreatedAt = now
	}
	if m.UpdatedAt.IsZero() {
		m.UpdatedAt = m.CreatedAt
	}
	_, err := s.w.NewInsert().Model(m).Returning("id").Exec(ctx)
	if err = mapErr(err); errors.Is(err, ErrConflict) {
		return s.memberConflict(ctx, m)
	}
	if err != nil {
		return fmt.Errorf("create member: %w", err)
	}
	return nil
}

// memberConflict finds which unique field of m another member already has.
func (s *Store) memberConflict(ctx context.Context, m *Member) error {
	var others []Member
	q := s.r.NewSelect().Model(&others).Column("phone", "email", "membership_number").
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			q = q.WhereOr("phone = ?", m.Phone)
			if m.Email != nil {
				q = q.WhereOr("email = ?", *m.Email)
			}
			if m.MembershipNumber != nil {
				q = q.WhereOr("membership_number = ?", *m.MembershipNumber)
			}
			return q
		})
	if m.ID != 0 {
		q = q.Where("id <> ?", m.ID)
	}
	if err := q.Scan(ctx); err != nil {
		return fmt.Errorf("find member conflict: %w", err)
	}
	for _, field := range []string{"phone", "email", "membershipNumber"} {
		for _, o := range others {
			switch {
			case field == "phone" && o.Phone == m.Phone,
				field == "email" && o.Email != nil && m.Email != nil && *o.Email == *m.Email,
				field == "membershipNumber" && o.MembershipNumber != nil && m.MembershipNumber != nil && *o.MembershipNumber == *m.MembershipNumber:
				return &ConflictError{Field: field}
			}
		}
	}
	return &ConflictError{}
}

// MemberByID returns one member or ErrNotFound.
func (s *Store) MemberByID(ctx context.Context, id int64) (*Member, error) {
	var m Member
	if err := s.r.NewSelect().Model(&m).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return &m, nil
}

// MemberByPhone finds a member by normalised phone.
func (s *Store) MemberByPhone(ctx context.Context, phone string) (*Member, error) {
	var m Member
	if err := s.r.NewSelect().Model(&m).Where("phone = ?", phone).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return &m, nil
}

// MemberByEmail finds a member by normalised (lowercase) email.
func (s *Store) MemberByEmail(ctx context.Context, email string) (*Member, error) {
	var m Member
	if err := s.r.NewSelect().Model(&m).Where("email = ?", email).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return &m, nil
}

// SetMemberPasswordHash replaces a member's password hash.
func (s *Store) SetMemberPasswordHash(ctx context.Context, id int64, hash string, now time.Time) error {
	_, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("password_hash = ?", hash).Set("updated_at = ?", now.UTC()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set member password: %w", err)
	}
	return nil
}

// SetMemberResetToken stores the hash of a new reset token; it replaces,
// and so invalidates, any earlier one.
func (s *Store) SetMemberResetToken(ctx context.Context, id int64, tokenHash string, expires time.Time) error {
	_, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("reset_token = ?", tokenHash).Set("reset_token_expiry = ?", expires.UTC()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set member reset token: %w", err)
	}
	return nil
}

// ResetMemberPassword uses a reset token: if a member holds tokenHash and it
// has not expired at now, it sets the new password hash, clears the token
// (single use) and ends all that member's sessions, in one transaction.
// Otherwise ErrNotFound.
func (s *Store) ResetMemberPassword(ctx context.Context, tokenHash, passwordHash string, now time.Time) (*Member, error) {
	var m Member
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		err := tx.NewSelect().Model(&m).Where("reset_token = ?", tokenHash).
			Where("reset_token_expiry > ?", now.UTC()).Scan(ctx)
		if err != nil {
			return mapErr(err)
		}
		// The token in the WHERE makes two concurrent uses of one token
		// succeed at most once.
		res, err := tx.NewUpdate().Model((*Member)(nil)).
			Set("password_hash = ?", passwordHash).Set("reset_token = NULL").Set("reset_token_expiry = NULL").
			Set("updated_at = ?", now.UTC()).
			Where("id = ?", m.ID).Where("reset_token = ?", tokenHash).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNotFound
		}
		_, err = tx.NewDelete().Model((*Session)(nil)).Where("kind = ?", SessionMember).Where("subject_id = ?", m.ID).Exec(ctx)
		return err
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("reset member password: %w", err)
	}
	return &m, nil
}

// DefaultMembershipPrefix is used until the club sets membershipPrefix.
const DefaultMembershipPrefix = "BHG"

// MembershipPrefix is the club's membership number prefix (setting
// "membershipPrefix"), or DefaultMembershipPrefix.
func (s *Store) MembershipPrefix(ctx context.Context) (string, error) {
	var v string
	err := s.r.NewSelect().Model((*Setting)(nil)).Column("value").Where(`"key" = ?`, "membershipPrefix").Scan(ctx, &v)
	if err = mapErr(err); err == ErrNotFound || (err == nil && v == "") {
		return DefaultMembershipPrefix, nil
	} else if err != nil {
		return "", fmt.Errorf("membership prefix: %w", err)
	}
	return v, nil
}
