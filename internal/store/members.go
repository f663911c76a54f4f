package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/uptrace/bun"
)

// ConflictError is an ErrConflict that names the unique field in the way:
// "phone", "email", "membershipNumber" or "username" ("" if unknown).
type ConflictError struct{ Field string }

func (e *ConflictError) Error() string { return "conflict: " + e.Field + " already in use" }

// Is makes errors.Is(err, ErrConflict) hold.
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// CreateMember inserts m, whether the member signed up or an admin made
// them, active or not. Phone and email must already be normalised (see
// internal/auth). A taken phone, email or membership number is a
// *ConflictError naming it.
func (s *Store) CreateMember(ctx context.Context, m *Member) error {
	if err := createdAtSet("CreateMember", m.CreatedAt); err != nil {
		return err
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

func (s *Store) memberRows(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery) ([]MemberRow, error) {
	rows := []MemberRow{}
	q := s.r.NewSelect().
		TableExpr("members AS m").
		ColumnExpr("m.*").
		ColumnExpr("(SELECT COUNT(*) FROM event_registrations AS r WHERE r.member_id = m.id) AS registration_count")
	if err := where(q).OrderExpr("LOWER(m.name) ASC, m.id ASC").Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list members: %w", err)
	}
	return rows, nil
}

// ListMembers lists every member by name.
func (s *Store) ListMembers(ctx context.Context) ([]MemberRow, error) {
	return s.memberRows(ctx, noFilter)
}

// MemberRowByID returns one member with its registration count, or
// ErrNotFound.
func (s *Store) MemberRowByID(ctx context.Context, id int64) (*MemberRow, error) {
	rows, err := s.memberRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("m.id = ?", id) })
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
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
