package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/uptrace/bun"
)

// This file holds the PDPA 2010 self-service queries: deletion requests,
// the anonymisation an admin's confirmation carries out, and the payment
// slip retention job's claims. docs/features.md "Privacy (PDPA)
// self-service" says what is kept and why.

// ErrDeletionPending is returned when a member asks for deletion while a
// request of theirs is already pending.
var ErrDeletionPending = errors.New("a deletion request is already pending")

// DeletedMemberName replaces the name of a member whose data was deleted.
const DeletedMemberName = "Deleted member"

// DeletionRequestRow is a request with the requester's current name and
// phone, for the admin list.
type DeletionRequestRow struct {
	DeletionRequest
	MemberName  string  `bun:"member_name"`
	MemberPhone string  `bun:"member_phone"`
	MemberEmail *string `bun:"member_email"`
}

// CreateDeletionRequest records member memberID's request to delete their
// data. ErrDeletionPending when one is already pending (the partial unique
// index decides, so two racing requests make one).
func (s *Store) CreateDeletionRequest(ctx context.Context, memberID int64, now time.Time) (*DeletionRequest, error) {
	r := &DeletionRequest{MemberID: memberID, Status: DeletionPending, RequestedAt: now.UTC()}
	if _, err := s.w.NewInsert().Model(r).Exec(ctx); err != nil {
		if errors.Is(mapErr(err), ErrConflict) {
			return nil, ErrDeletionPending
		}
		return nil, fmt.Errorf("create deletion request: %w", err)
	}
	return r, nil
}

// LatestDeletionRequest is member memberID's newest request (pending or
// decided), so the member sees a rejection's reason; ErrNotFound if none.
func (s *Store) LatestDeletionRequest(ctx context.Context, memberID int64) (*DeletionRequest, error) {
	r := new(DeletionRequest)
	err := s.r.NewSelect().Model(r).Where("member_id = ?", memberID).OrderExpr("id DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return r, nil
}

// CancelDeletionRequest withdraws member memberID's pending request.
// ErrNotFound when none is pending.
func (s *Store) CancelDeletionRequest(ctx context.Context, memberID int64, now time.Time) error {
	res, err := s.w.NewUpdate().Model((*DeletionRequest)(nil)).
		Set("status = ?", DeletionCancelled).Set("decided_at = ?", now.UTC()).
		Where("member_id = ? AND status = ?", memberID, DeletionPending).Exec(ctx)
	if err != nil {
		return fmt.Errorf("cancel deletion request: %w", err)
	}
	return requireAffected(res)
}

// DeletionRequests lists the requests with the given status (all when
// status is empty), oldest first.
func (s *Store) DeletionRequests(ctx context.Context, status string) ([]DeletionRequestRow, error) {
	rows := []DeletionRequestRow{}
	q := s.r.NewSelect().TableExpr("deletion_requests AS dr").
		ColumnExpr("dr.*").
		ColumnExpr("m.name AS member_name, m.phone AS member_phone, m.email AS member_email").
		Join("JOIN members AS m ON m.id = dr.member_id").
		OrderExpr("dr.requested_at, dr.id")
	if status != "" {
		q = q.Where("dr.status = ?", status)
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list deletion requests: %w", err)
	}
	return rows, nil
}

// CountPendingDeletionRequests is the admin badge's number.
func (s *Store) CountPendingDeletionRequests(ctx context.Context) (int, error) {
	n, err := s.r.NewSelect().Model((*DeletionRequest)(nil)).Where("status = ?", DeletionPending).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count deletion requests: %w", err)
	}
	return int(n), nil
}

// decideDeletion moves pending request id to status in tx and returns it;
// ErrNotFound when it is absent or no longer pending (so two admins
// deciding at once decide once).
func decideDeletion(ctx context.Context, tx bun.IDB, id int64, status string, reason *string, by string, now time.Time) (*DeletionRequest, error) {
	r := new(DeletionRequest)
	res, err := tx.NewUpdate().Model(r).
		Set("status = ?", status).Set("reason = ?", reason).Set("decided_at = ?", now.UTC()).Set("decided_by = ?", by).
		Where("id = ? AND status = ?", id, DeletionPending).Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("decide deletion request %d: %w", id, err)
	}
	if err := requireAffected(res); err != nil {
		return nil, err
	}
	if err := tx.NewSelect().Model(r).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return r, nil
}

// RejectDeletionRequest refuses pending request id with a reason.
func (s *Store) RejectDeletionRequest(ctx context.Context, id int64, reason, by string, now time.Time) (*DeletionRequest, error) {
	return decideDeletion(ctx, s.w, id, DeletionRejected, &reason, by, now)
}

// ErasedMember is what confirming a deletion request did: the member, the
// stored files the caller must delete from blob storage, and the events
// whose seats were freed.
type ErasedMember struct {
	Request     *DeletionRequest
	FileIDs     []string
	FreedEvents []int64
	KeptPaid    int
}

// EraseMember carries out pending deletion request id in tx, the
// caller's transaction, which must commit it all or nothing:
//   - registrations for events dated today or later are removed (their
//     seats and flight places freed), as an admin's member delete does;
//   - registrations of past events stay for the club's accounts (event,
//     rate type, paid or not: the amount follows from the event's rates),
//     with the name and phone replaced and the slip link removed; their
//     past flight places are anonymised the same way;
//   - notifications, other members' "joined" notices naming them,
//     preferences, push subscriptions and their queued pushes, upload
//     records, sessions and contact messages sent from their email go;
//   - the member row stays (past registrations point to it) as an inactive
//     "Deleted member" with no phone, email, password, membership number,
//     subscription dates, calendar feed or consent record.
//
// today is the club's date (YYYY-MM-DD). ErrNotFound when the request is
// absent or no longer pending.
func EraseMember(ctx context.Context, tx bun.IDB, id int64, by, today string, now time.Time) (*ErasedMember, error) {
	out := &ErasedMember{FileIDs: []string{}, FreedEvents: []int64{}}
	req, err := decideDeletion(ctx, tx, id, DeletionConfirmed, nil, by, now)
	if err != nil {
		return nil, err
	}
	out.Request = req
	mid := req.MemberID
	var m Member
	if err := tx.NewSelect().Model(&m).Where("id = ?", mid).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	if err := tx.NewSelect().Model((*Upload)(nil)).Column("file_id").
		Where("member_id = ? AND stored_at IS NOT NULL", mid).Scan(ctx, &out.FileIDs); err != nil {
		return nil, fmt.Errorf("find uploads: %w", err)
	}
	future := tx.NewSelect().Model((*Registration)(nil)).Column("id").
		Where("member_id = ?", mid).
		Where("event_id IN (?)", tx.NewSelect().Model((*Event)(nil)).Column("id").Where("date >= ?", today))
	if err := tx.NewSelect().Model((*Registration)(nil)).Column("event_id").
		Where("id IN (?)", future).OrderExpr("event_id").Scan(ctx, &out.FreedEvents); err != nil {
		return nil, fmt.Errorf("find future registrations: %w", err)
	}
	n, err := tx.NewSelect().Model((*Registration)(nil)).
		Where("member_id = ? AND is_paid AND id NOT IN (?)", mid, future).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count kept registrations: %w", err)
	}
	out.KeptPaid = int(n)
	anonPhone := "deleted-" + strconv.FormatInt(mid, 10)
	regs := tx.NewSelect().Model((*Registration)(nil)).Column("id").Where("member_id = ?", mid)
	subs := tx.NewSelect().Model((*PushSubscription)(nil)).Column("id").Where("member_id = ?", mid)
	queries := []execer{
		tx.NewUpdate().Model((*Event)(nil)).Set("registered = registered - 1").
			Where("registered > 0").Where("id IN (?)", tx.NewSelect().Model((*Registration)(nil)).Column("event_id").Where("id IN (?)", future)),
		tx.NewDelete().Model((*FlightMember)(nil)).Where("registration_id IN (?)", future),
		tx.NewDelete().Model((*Registration)(nil)).Where("id IN (?)", future),
		tx.NewUpdate().Model((*FlightMember)(nil)).Set("member_name = ?, member_phone = ?, handicap = NULL", DeletedMemberName, anonPhone).
			Where("registration_id IN (?)", regs),
		tx.NewUpdate().Model((*Registration)(nil)).
			Set("member_name = ?, member_phone = ?", DeletedMemberName, anonPhone).
			Set("payment_reference_file_url = NULL, payment_reference_file_name = NULL, payment_reference_uploaded_at = NULL").
			Where("member_id = ?", mid),
		tx.NewDelete().Model((*Notification)(nil)).Where("member_id = ?", mid),
		tx.NewDelete().Model((*Notification)(nil)).Where("new_member_phone = ?", m.Phone),
		tx.NewDelete().Model((*MemberPreference)(nil)).WhereOr("member_id = ?", mid).WhereOr("member_phone = ?", m.Phone),
		tx.NewDelete().Model((*PushOutbox)(nil)).Where("subscription_id IN (?)", subs),
		tx.NewDelete().Model((*PushSubscription)(nil)).Where("member_id = ?", mid),
		tx.NewDelete().Model((*Upload)(nil)).Where("member_id = ?", mid),
		tx.NewDelete().Model((*Session)(nil)).Where("kind = ? AND subject_id = ?", SessionMember, mid),
		// The round of golf: who they follow and who follows them, their
		// handicap history, and their name on results and score logs.
		tx.NewDelete().Model((*Follow)(nil)).WhereOr("member_id = ?", mid).WhereOr("followed_member_id = ?", mid),
		tx.NewDelete().Model((*HandicapChange)(nil)).Where("member_id = ?", mid),
		tx.NewUpdate().Model((*Result)(nil)).Set("player_name = ?", DeletedMemberName).Where("member_id = ?", mid),
		tx.NewUpdate().Model((*Score)(nil)).Set("entered_by_name = ?", DeletedMemberName).Where("entered_by_member_id = ?", mid),
		tx.NewUpdate().Model((*ScoreHistory)(nil)).Set("entered_by_name = ?", DeletedMemberName).Where("entered_by_member_id = ?", mid),
		tx.NewUpdate().Model((*Member)(nil)).
			Set("name = ?, preferred_name = NULL, phone = ?, email = NULL", DeletedMemberName, anonPhone).
			// Not an argon2id hash: no password ever matches it.
			Set("password_hash = ?, reset_token = NULL, reset_token_expiry = NULL", "!deleted").
			Set("is_active = ?, membership_number = NULL, subscription_date = NULL, subscription_expiry_date = NULL", false).
			Set("calendar_token = NULL, privacy_consent_at = NULL, privacy_notice_version = NULL, updated_at = ?", now.UTC()).
			Set("handicap_index = NULL, membership_pending_since = NULL, requested_membership_number = NULL").
			Where("id = ?", mid),
	}
	if m.Email != nil {
		queries = append(queries, tx.NewDelete().Model((*ContactMessage)(nil)).Where("lower(email) = lower(?)", *m.Email))
	}
	for _, q := range queries {
		if _, err := q.Exec(ctx); err != nil {
			return nil, fmt.Errorf("erase member %d: %w", mid, err)
		}
	}
	return out, nil
}

// execer is a bun update or delete query, so a list of them runs in order.
type execer interface {
	Exec(ctx context.Context, dest ...any) (sql.Result, error)
}

// ExpiredSlips lists up to limit file ids of payment slips stored before
// cutoff, oldest first: the retention job's work list.
func (s *Store) ExpiredSlips(ctx context.Context, cutoff time.Time, limit int) ([]string, error) {
	ids := []string{}
	err := s.r.NewSelect().Model((*Upload)(nil)).Column("file_id").
		Where("purpose = ? AND stored_at IS NOT NULL AND stored_at < ?", UploadPurposePayment, cutoff.UTC()).
		OrderExpr("stored_at, id").Limit(int64(limit)).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("find expired slips: %w", err)
	}
	return ids, nil
}

// ClaimExpiredSlip takes slip fileID off every registration that shows it
// (marking them slip-deleted at now) and deletes its upload record, in one
// transaction. It returns the registrations it marked and whether this
// call claimed the slip: the delete of the upload row is the claim, so
// when several instances run the job, exactly one deletes each file.
func (s *Store) ClaimExpiredSlip(ctx context.Context, fileID string, now time.Time) (regIDs []int64, claimed bool, err error) {
	regIDs = []int64{}
	err = s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewDelete().Model((*Upload)(nil)).Where("file_id = ?", fileID).Exec(ctx)
		if err != nil {
			return fmt.Errorf("claim slip %s: %w", fileID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		claimed = true
		url := PaymentFilePrefix + fileID
		if err := tx.NewSelect().Model((*Registration)(nil)).Column("id").
			Where("payment_reference_file_url = ?", url).OrderExpr("id").Scan(ctx, &regIDs); err != nil {
			return fmt.Errorf("find slip users: %w", err)
		}
		_, err = tx.NewUpdate().Model((*Registration)(nil)).
			Set("payment_reference_file_url = NULL, payment_slip_deleted_at = ?", now.UTC()).
			Where("payment_reference_file_url = ?", url).Exec(ctx)
		if err != nil {
			return fmt.Errorf("mark slip %s deleted: %w", fileID, err)
		}
		return nil
	})
	return regIDs, claimed, err
}

// MemberPushSubscriptions lists member memberID's push subscriptions, for
// their data export.
func (s *Store) MemberPushSubscriptions(ctx context.Context, memberID int64) ([]PushSubscription, error) {
	subs := []PushSubscription{}
	if err := s.r.NewSelect().Model(&subs).Where("member_id = ?", memberID).OrderExpr("id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("member push subscriptions: %w", err)
	}
	return subs, nil
}

// MemberDeletionRequests lists member memberID's requests, newest first.
func (s *Store) MemberDeletionRequests(ctx context.Context, memberID int64) ([]DeletionRequest, error) {
	rs := []DeletionRequest{}
	if err := s.r.NewSelect().Model(&rs).Where("member_id = ?", memberID).OrderExpr("id DESC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("member deletion requests: %w", err)
	}
	return rs, nil
}
