package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// Notification types (spec 1 §3); anything else is shown as a plain notice.
const (
	NotificationFellowJoined = "FELLOW_MEMBER_JOINED"
	NotificationEventUpdate  = "EVENT_UPDATE"
)

// NotifyFellowMembersJoined tells every member registered for reg's event,
// except the registrant, that reg's member joined. It runs after the
// registration has committed, in its own transaction, so the list of
// recipients and the rows written agree. It returns how many were written.
func (s *Store) NotifyFellowMembersJoined(ctx context.Context, reg *Registration, eventTitle string, at time.Time) (int, error) {
	var n int
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var others []Registration
		if err := tx.NewSelect().Model(&others).Column("member_id", "member_phone").
			Where("event_id = ? AND member_id <> ?", reg.EventID, reg.MemberID).
			OrderExpr("id").Scan(ctx); err != nil {
			return fmt.Errorf("find fellow members: %w", err)
		}
		if len(others) == 0 {
			return nil
		}
		eventID, title := reg.EventID, eventTitle
		name, phone := reg.MemberName, reg.MemberPhone
		rows := make([]Notification, len(others))
		for i, o := range others {
			rows[i] = Notification{
				MemberID: o.MemberID, MemberPhone: o.MemberPhone, Type: NotificationFellowJoined,
				Title:   "New member joined",
				Message: name + " just joined " + eventTitle,
				EventID: &eventID, EventTitle: &title, NewMemberName: &name, NewMemberPhone: &phone,
				CreatedAt: at.UTC(),
			}
		}
		if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
			return fmt.Errorf("insert notifications: %w", err)
		}
		n = len(rows)
		return nil
	})
	return n, err
}

// MemberNotifications are member memberID's notifications, newest first, at
// most limit of them.
func (s *Store) MemberNotifications(ctx context.Context, memberID int64, limit int) ([]Notification, error) {
	out := []Notification{}
	err := s.r.NewSelect().Model(&out).Where("member_id = ?", memberID).
		OrderExpr("created_at DESC, id DESC").Limit(int64(limit)).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	return out, nil
}

// CountUnreadNotifications is the number behind the member's bell badge.
func (s *Store) CountUnreadNotifications(ctx context.Context, memberID int64) (int, error) {
	n, err := s.r.NewSelect().Model((*Notification)(nil)).
		Where("member_id = ? AND is_read = ?", memberID, false).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count notifications: %w", err)
	}
	return int(n), nil
}

// MarkNotificationRead marks notification id read and returns it. A
// notification of another member is ErrNotFound, so its existence is not
// revealed.
func (s *Store) MarkNotificationRead(ctx context.Context, id, memberID int64) (*Notification, error) {
	var n Notification
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*Notification)(nil)).Set("is_read = ?", true).
			Where("id = ? AND member_id = ?", id, memberID).Exec(ctx)
		if err != nil {
			return fmt.Errorf("mark notification read: %w", err)
		}
		if err := requireAffected(res); err != nil {
			return err
		}
		if err := tx.NewSelect().Model(&n).Where("id = ?", id).Scan(ctx); err != nil {
			return mapErr(err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// MarkAllNotificationsRead marks the member's unread notifications read and
// returns how many there were.
func (s *Store) MarkAllNotificationsRead(ctx context.Context, memberID int64) (int, error) {
	res, err := s.w.NewUpdate().Model((*Notification)(nil)).Set("is_read = ?", true).
		Where("member_id = ? AND is_read = ?", memberID, false).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("mark notifications read: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// ClearNotifications deletes all of the member's notifications and returns
// how many there were.
func (s *Store) ClearNotifications(ctx context.Context, memberID int64) (int, error) {
	res, err := s.w.NewDelete().Model((*Notification)(nil)).Where("member_id = ?", memberID).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("clear notifications: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// LatestUnreadNotification is the member's newest unread notification
// created at or after since, or ErrNotFound.
func (s *Store) LatestUnreadNotification(ctx context.Context, memberID int64, since time.Time) (*Notification, error) {
	var n Notification
	err := s.r.NewSelect().Model(&n).
		Where("member_id = ? AND is_read = ? AND created_at >= ?", memberID, false, since.UTC()).
		OrderExpr("created_at DESC, id DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return &n, nil
}
