package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// UpdateMember saves an admin's edit of member m (every profile field;
// the password hash only when setPassword). The copies of the name and
// phone kept on registrations, flight places, notifications, preferences
// and push subscriptions follow in the same transaction, because members
// are matched by phone there. Deactivating a member or changing their
// password ends their sessions. Errors: ErrNotFound, *ConflictError.
func (s *Store) UpdateMember(ctx context.Context, m *Member, setPassword bool, now time.Time) error {
	m.UpdatedAt = now.UTC()
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		cols := []string{"name", "phone", "email", "membership_number", "is_active",
			"subscription_date", "subscription_expiry_date", "updated_at",
			"membership_pending_since", "requested_membership_number"}
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
	// FreedEvents are the events that each got one seat back, for the
	// caller to fill from their waitlists in the same transaction.
	FreedEvents []int64
}

// DeleteMember removes a member and everything that is theirs inside tx:
// registrations (each freeing its event seat), flight places,
// notifications, preferences, push subscriptions (and their queued
// pushes), uploads and sessions. Most rows would go by foreign-key
// cascade; they are deleted explicitly so the seat counts are right and
// nothing depends on the driver enforcing cascades.
func DeleteMember(ctx context.Context, tx bun.Tx, id int64) (*DeletedMember, error) {
	out := &DeletedMember{FileIDs: []string{}, FreedEvents: []int64{}}
	var m Member
	if err := tx.NewSelect().Model(&m).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	if err := tx.NewSelect().Model((*Registration)(nil)).Column("event_id").
		Where("member_id = ?", id).OrderExpr("event_id").Scan(ctx, &out.FreedEvents); err != nil {
		return nil, fmt.Errorf("find registrations: %w", err)
	}
	if err := tx.NewSelect().Model((*Upload)(nil)).Column("file_id").
		Where("member_id = ? AND stored_at IS NOT NULL", id).Scan(ctx, &out.FileIDs); err != nil {
		return nil, fmt.Errorf("find uploads: %w", err)
	}
	// One registration per event and member (unique key), so one
	// decrement per event is exact.
	if _, err := tx.NewUpdate().Model((*Event)(nil)).
		Set("registered = registered - 1").
		Where("registered > 0").
		Where("id IN (?)", tx.NewSelect().Model((*Registration)(nil)).Column("event_id").Where("member_id = ?", id)).
		Exec(ctx); err != nil {
		return nil, fmt.Errorf("free seats: %w", err)
	}
	subs := tx.NewSelect().Model((*PushSubscription)(nil)).Column("id").Where("member_id = ?", id)
	regs := tx.NewSelect().Model((*Registration)(nil)).Column("id").Where("member_id = ?", id)
	deletes := []*bun.DeleteQuery{
		tx.NewDelete().Model((*FlightMember)(nil)).Where("registration_id IN (?)", regs),
		tx.NewDelete().Model((*Registration)(nil)).Where("member_id = ?", id),
		tx.NewDelete().Model((*WaitlistEntry)(nil)).Where("member_id = ?", id),
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
			return nil, fmt.Errorf("delete member %d: %w", id, err)
		}
	}
	return out, nil
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

// UseMemberResetToken spends a reset token on db (the caller's
// transaction): if a member holds tokenHash and it has not expired at now,
// it sets the new password hash and clears the token, and returns the
// member as they were. Otherwise ErrNotFound.
func UseMemberResetToken(ctx context.Context, db bun.IDB, tokenHash, passwordHash string, now time.Time) (*Member, error) {
	var m Member
	err := db.NewSelect().Model(&m).Where("reset_token = ?", tokenHash).
		Where("reset_token_expiry > ?", now.UTC()).Scan(ctx)
	if err != nil {
		if err = mapErr(err); errors.Is(err, ErrNotFound) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("find member reset token: %w", err)
	}
	// The token in the WHERE makes two concurrent uses of one token
	// succeed at most once.
	res, err := db.NewUpdate().Model((*Member)(nil)).
		Set("password_hash = ?", passwordHash).Set("reset_token = NULL").Set("reset_token_expiry = NULL").
		Set("updated_at = ?", now.UTC()).
		Where("id = ?", m.ID).Where("reset_token = ?", tokenHash).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("use member reset token: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return nil, ErrNotFound
	}
	return &m, nil
}

// SetPreferredName saves the name member id wants to be greeted by (nil:
// greet by the full name). Only the member changes it; an admin's edit
// leaves it alone (UpdateMember does not write the column).
// Errors: ErrNotFound.
func (s *Store) SetPreferredName(ctx context.Context, id int64, name *string, now time.Time) error {
	res, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("preferred_name = ?, updated_at = ?", name, now.UTC()).
		Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set preferred name of member %d: %w", id, mapErr(err))
	}
	return requireAffected(res)
}

// SetMemberLocale stores the language the club writes to member id in.
func (s *Store) SetMemberLocale(ctx context.Context, id int64, locale string, now time.Time) error {
	_, err := s.w.NewUpdate().Model((*Member)(nil)).
		Set("locale = ?", locale).Set("updated_at = ?", now.UTC()).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set locale of member %d: %w", id, err)
	}
	return nil
}
