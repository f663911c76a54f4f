package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// AdminMemberRow is a member as the admin list shows it: the stored row and
// how many events the member is registered for.
type AdminMemberRow struct {
	Member
	RegistrationCount int `bun:"registration_count"`
}

func (s *Store) adminMembers(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery) ([]AdminMemberRow, error) {
	rows := []AdminMemberRow{}
	q := s.r.NewSelect().
		TableExpr("members AS m").
		ColumnExpr("m.*").
		ColumnExpr("(SELECT COUNT(*) FROM event_registrations AS r WHERE r.member_id = m.id) AS registration_count")
	if err := where(q).OrderExpr("LOWER(m.name) ASC, m.id ASC").Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list members: %w", err)
	}
	return rows, nil
}

// AdminListMembers lists every member by name.
func (s *Store) AdminListMembers(ctx context.Context) ([]AdminMemberRow, error) {
	return s.adminMembers(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q })
}

// AdminGetMember returns one member with its registration count, or
// ErrNotFound.
func (s *Store) AdminGetMember(ctx context.Context, id int64) (*AdminMemberRow, error) {
	rows, err := s.adminMembers(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("m.id = ?", id) })
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// AdminCreateMember inserts a member made by an admin, active or not.
// Phone and email must be normalised. Errors: *ConflictError.
func (s *Store) AdminCreateMember(ctx context.Context, m *Member) error {
	_, err := s.w.NewInsert().Model(m).Returning("id").Exec(ctx)
	err = mapErr(err)
	if errors.Is(err, ErrConflict) {
		return s.memberConflict(ctx, m)
	}
	if err != nil {
		return fmt.Errorf("create member: %w", err)
	}
	return nil
}

// AdminUpdateMember saves an admin's edit of member m (every profile field;
// the password hash only when setPassword). The copies of the name and
// phone kept on registrations, flight places, notifications, preferences
// and push subscriptions follow in the same transaction, because members
// are matched by phone there. Deactivating a member or changing their
// password ends their sessions. Errors: ErrNotFound, *ConflictError.
func (s *Store) AdminUpdateMember(ctx context.Context, m *Member, setPassword bool, now time.Time) error {
	m.UpdatedAt = now.UTC()
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		cols := []string{"name", "phone", "email", "membership_number", "is_active",
			"subscription_date", "subscription_expiry_date", "updated_at"}
		if setPassword {
			cols = append(cols, "password_hash")
		}
		res, err := tx.NewUpdate().Model(m).Column(cols...).WherePK().Exec(ctx)
		if err != nil {
			return mapErr(err)
		}
		if err := requireAffected(res); err != nil {
			return err
		}
		regs := tx.NewSelect().Model((*Registration)(nil)).Column("id").Where("member_id = ?", m.ID)
		updates := []*bun.UpdateQuery{
			tx.NewUpdate().Model((*Registration)(nil)).Set("member_name = ?, member_phone = ?", m.Name, m.Phone).
				Where("member_id = ?", m.ID),
			tx.NewUpdate().Model((*FlightMember)(nil)).Set("member_name = ?, member_phone = ?", m.Name, m.Phone).
				Where("registration_id IN (?)", regs),
			tx.NewUpdate().Model((*Notification)(nil)).Set("member_phone = ?", m.Phone).Where("member_id = ?", m.ID),
			tx.NewUpdate().Model((*PushSubscription)(nil)).Set("member_phone = ?", m.Phone).Where("member_id = ?", m.ID),
			tx.NewUpdate().Model((*MemberPreference)(nil)).Set("member_phone = ?", m.Phone).Where("member_id = ?", m.ID),
		}
		for _, u := range updates {
			if _, err := u.Exec(ctx); err != nil {
				return fmt.Errorf("update member copies: %w", mapErr(err))
			}
		}
		if setPassword || !m.IsActive {
			if _, err := tx.NewDelete().Model((*Session)(nil)).
				Where("kind = ? AND subject_id = ?", SessionMember, m.ID).Exec(ctx); err != nil {
				return fmt.Errorf("end member sessions: %w", err)
			}
		}
		return nil
	})
	if errors.Is(err, ErrConflict) {
		return s.memberConflict(ctx, m)
	}
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("update member %d: %w", m.ID, err)
	}
	return err
}

// DeletedMember tells the caller what removing a member left to clean up
// outside the database.
type DeletedMember struct {
	// FileIDs are the member's stored uploads (payment slips) whose blobs
	// the caller should delete.
	FileIDs []string
	// FreedEvents are the events that each got one seat back.
	FreedEvents []int64
}

// AdminDeleteMember removes a member and everything that is theirs in one
// transaction: registrations (each freeing its event seat), flight places,
// notifications, preferences, push subscriptions (and their queued
// pushes), uploads and sessions. Most rows would go by foreign-key
// cascade; they are deleted explicitly so the seat counts are right and
// nothing depends on the driver enforcing cascades.
func (s *Store) AdminDeleteMember(ctx context.Context, id int64) (*DeletedMember, error) {
	out := &DeletedMember{FileIDs: []string{}, FreedEvents: []int64{}}
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var m Member
		if err := tx.NewSelect().Model(&m).Where("id = ?", id).Scan(ctx); err != nil {
			return mapErr(err)
		}
		if err := tx.NewSelect().Model((*Registration)(nil)).Column("event_id").
			Where("member_id = ?", id).OrderExpr("event_id").Scan(ctx, &out.FreedEvents); err != nil {
			return fmt.Errorf("find registrations: %w", err)
		}
		if err := tx.NewSelect().Model((*Upload)(nil)).Column("file_id").
			Where("member_id = ? AND stored_at IS NOT NULL", id).Scan(ctx, &out.FileIDs); err != nil {
			return fmt.Errorf("find uploads: %w", err)
		}
		// One registration per event and member (unique key), so one
		// decrement per event is exact.
		if _, err := tx.NewUpdate().Model((*Event)(nil)).
			Set("registered = registered - 1").
			Where("registered > 0").
			Where("id IN (?)", tx.NewSelect().Model((*Registration)(nil)).Column("event_id").Where("member_id = ?", id)).
			Exec(ctx); err != nil {
			return fmt.Errorf("free seats: %w", err)
		}
		subs := tx.NewSelect().Model((*PushSubscription)(nil)).Column("id").Where("member_id = ?", id)
		regs := tx.NewSelect().Model((*Registration)(nil)).Column("id").Where("member_id = ?", id)
		deletes := []*bun.DeleteQuery{
			tx.NewDelete().Model((*FlightMember)(nil)).Where("registration_id IN (?)", regs),
			tx.NewDelete().Model((*Registration)(nil)).Where("member_id = ?", id),
			tx.NewDelete().Model((*Notification)(nil)).Where("member_id = ?", id),
			tx.NewDelete().Model((*MemberPreference)(nil)).WhereOr("member_id = ?", id).WhereOr("member_phone = ?", m.Phone),
			tx.NewDelete().Model((*PushOutbox)(nil)).Where("subscription_id IN (?)", subs),
			tx.NewDelete().Model((*PushSubscription)(nil)).Where("member_id = ?", id),
			tx.NewDelete().Model((*Upload)(nil)).Where("member_id = ?", id),
			tx.NewDelete().Model((*Session)(nil)).Where("kind = ? AND subject_id = ?", SessionMember, id),
			tx.NewDelete().Model((*Member)(nil)).Where("id = ?", id),
		}
		for _, d := range deletes {
			if _, err := d.Exec(ctx); err != nil {
				return fmt.Errorf("delete member %d: %w", id, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
