package club

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Deletion request errors the member or admin may see.
var (
	ErrDeletionPending     = apperr.New(apperr.Conflict, "deletion_already_requested", "You have already asked for your data to be deleted")
	ErrNoPendingDeletion   = apperr.New(apperr.NotFound, "deletion_request_not_found", "No pending deletion request")
	errRejectReasonMissing = apperr.Field("reason", "required", "Please give a reason for rejecting the request")
)

// rejectReasonMax caps a rejection's reason, which the member is shown.
const rejectReasonMax = 500

// RequestDeletion records member m's request to delete their data.
func (s *Service) RequestDeletion(ctx context.Context, m *store.Member) (*store.DeletionRequest, error) {
	r, err := s.store.CreateDeletionRequest(ctx, m.ID, s.now())
	if errors.Is(err, store.ErrDeletionPending) {
		return nil, ErrDeletionPending
	}
	if err != nil {
		return nil, err
	}
	s.bus.Publish(ctx, bus.DeletionRequestChanged{MemberID: m.ID})
	return r, nil
}

// CancelDeletion withdraws member m's pending request.
func (s *Service) CancelDeletion(ctx context.Context, m *store.Member) error {
	err := s.store.CancelDeletionRequest(ctx, m.ID, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoPendingDeletion
	}
	if err != nil {
		return err
	}
	s.bus.Publish(ctx, bus.DeletionRequestChanged{MemberID: m.ID})
	return nil
}

// RejectDeletion refuses pending request id; the member is notified with
// the reason (a bus subscriber writes the notification).
func (s *Service) RejectDeletion(ctx context.Context, id int64, reason, admin string) (*store.DeletionRequest, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return nil, errRejectReasonMissing
	case utf8.RuneCountInString(reason) > rejectReasonMax:
		return nil, apperr.Field("reason", "too_long", fmt.Sprintf("Reason must be at most %d characters", rejectReasonMax))
	}
	r, err := s.store.RejectDeletionRequest(ctx, id, reason, admin, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoPendingDeletion
	}
	if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "audit: data deletion request rejected", "request", id, "member", r.MemberID, "admin", admin)
	s.bus.Publish(ctx, bus.DeletionRejected{MemberID: r.MemberID, Reason: reason})
	return r, nil
}

// ConfirmDeletion carries out pending request id (store.ConfirmDeletion
// says what goes and what stays), then deletes the member's stored slip
// files. The member's sessions end in the same transaction.
func (s *Service) ConfirmDeletion(ctx context.Context, id int64, admin string) (*store.ErasedMember, error) {
	gone, err := s.store.ConfirmDeletion(ctx, id, admin, s.today(), s.now())
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoPendingDeletion
	}
	if err != nil {
		return nil, fmt.Errorf("confirm deletion %d: %w", id, err)
	}
	mid := gone.Request.MemberID
	s.log.InfoContext(ctx, "audit: member data deleted on request", "request", id, "member", mid, "admin", admin,
		"files", len(gone.FileIDs), "freedEvents", gone.FreedEvents, "keptPaidRegistrations", gone.KeptPaid)
	s.bus.Publish(ctx, bus.MemberDeleted{MemberID: mid})
	if s.blob != nil {
		ctx := context.WithoutCancel(ctx)
		for _, fileID := range gone.FileIDs {
			if err := s.blob.Delete(ctx, fileID); err != nil && !errors.Is(err, blob.ErrNotFound) {
				s.log.WarnContext(ctx, "delete member file", "file", fileID, "err", err)
			}
		}
	}
	return gone, nil
}
