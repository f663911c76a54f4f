package privacy

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Deletion request errors the member or admin may see.
var (
	ErrDeletionPending     = apperr.New(apperr.Conflict, "deletion_already_requested", "You have already asked for your data to be deleted")
	ErrNoPendingDeletion   = apperr.New(apperr.NotFound, "deletion_request_not_found", "No pending deletion request")
	errRejectReasonMissing = apperr.Field("reason", "required", "Please give a reason for rejecting the request")
	errInvalidStatus       = apperr.Field("status", "invalid_status", "Status must be pending, confirmed, rejected, cancelled or all")
)

// RejectReasonMax caps a rejection's reason, which the member is shown.
const RejectReasonMax = 500

// AnswerWithin is how long the club gives itself to answer a deletion
// request: the 21 days PDPA 2010 s.31(1) sets for a data access request,
// the Act's only answer period, applied to deletion too
// (docs/decisions/047-membership-approval.md).
const AnswerWithin = 21 * 24 * time.Hour

// DueBy is when a request made at requestedAt must be answered.
func DueBy(requestedAt time.Time) time.Time { return requestedAt.Add(AnswerWithin) }

// Request is a deletion request as the member and the admin see it.
type Request struct {
	ID          int64      `json:"id"`
	Status      string     `json:"status"`
	Reason      *string    `json:"reason"`
	RequestedAt time.Time  `json:"requestedAt"`
	DecidedAt   *time.Time `json:"decidedAt"`
	// DueBy is the answer deadline of a pending request (AnswerWithin);
	// nil once it is answered.
	DueBy *time.Time `json:"dueBy"`
}

func viewRequest(r *model.DeletionRequest) *Request {
	if r == nil {
		return nil
	}
	v := &Request{ID: r.ID, Status: r.Status, Reason: r.Reason, RequestedAt: r.RequestedAt, DecidedAt: r.DecidedAt}
	if r.Status == model.DeletionPending {
		due := DueBy(r.RequestedAt)
		v.DueBy = &due
	}
	return v
}

// Pending counts the pending requests and answers the earliest deadline
// among them (nil when none waits): the admin overview's card.
func (s *Service) Pending(ctx context.Context) (count int, firstDue *time.Time, err error) {
	list, err := s.store.DeletionRequests(ctx, model.DeletionPending)
	if err != nil {
		return 0, nil, err
	}
	// The list is oldest first, so its first deadline is the nearest.
	if len(list) > 0 {
		due := DueBy(list[0].RequestedAt)
		firstDue = &due
	}
	return len(list), firstDue, nil
}

// LatestRequest is member memberID's newest request, or nil when they
// never made one.
func (s *Service) LatestRequest(ctx context.Context, memberID int64) (*Request, error) {
	r, err := s.store.LatestDeletionRequest(ctx, memberID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("latest deletion request of member %d: %w", memberID, err)
	}
	return viewRequest(r), nil
}

// RequestDeletion records member m's request to delete their data.
func (s *Service) RequestDeletion(ctx context.Context, m *model.Member) (*Request, error) {
	r, err := s.store.CreateDeletionRequest(ctx, m.ID, s.now())
	if errors.Is(err, store.ErrDeletionPending) {
		return nil, ErrDeletionPending
	}
	if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "audit: data deletion requested", "request", r.ID, "member", m.ID)
	s.publish(ctx, bus.DeletionRequestChanged{MemberID: m.ID})
	return viewRequest(r), nil
}

// CancelDeletion withdraws member m's pending request.
func (s *Service) CancelDeletion(ctx context.Context, m *model.Member) error {
	err := s.store.CancelDeletionRequest(ctx, m.ID, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoPendingDeletion
	}
	if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "audit: data deletion request cancelled", "member", m.ID)
	s.publish(ctx, bus.DeletionRequestChanged{MemberID: m.ID})
	return nil
}

// AdminRow is one request in the admin's list, with the requester's
// current name and contact.
type AdminRow struct {
	Request
	MemberID    int64   `json:"memberId"`
	MemberName  string  `json:"memberName"`
	MemberPhone string  `json:"memberPhone"`
	MemberEmail *string `json:"memberEmail"`
}

// StatusFilter reads the admin list's status filter: "" is pending (the
// default), "all" every status, else one of the statuses.
func StatusFilter(status string) (string, error) {
	switch status {
	case "":
		return model.DeletionPending, nil
	case "all":
		return "", nil
	case model.DeletionPending, model.DeletionConfirmed, model.DeletionRejected, model.DeletionCancelled:
		return status, nil
	}
	return "", errInvalidStatus
}

// Requests lists the requests of status (StatusFilter) and counts the
// pending ones (the admin's badge).
func (s *Service) Requests(ctx context.Context, status string) (rows []AdminRow, pending int, err error) {
	status, err = StatusFilter(status)
	if err != nil {
		return nil, 0, err
	}
	list, err := s.store.DeletionRequests(ctx, status)
	if err != nil {
		return nil, 0, err
	}
	if pending, err = s.store.CountPendingDeletionRequests(ctx); err != nil {
		return nil, 0, err
	}
	rows = make([]AdminRow, len(list))
	for i, r := range list {
		rows[i] = AdminRow{Request: *viewRequest(&r.DeletionRequest),
			MemberID: r.MemberID, MemberName: r.MemberName, MemberPhone: r.MemberPhone, MemberEmail: r.MemberEmail}
	}
	return rows, pending, nil
}

// CheckRejectReason trims the reason an admin gives for refusing a
// request, which the member is shown: required, at most RejectReasonMax.
func CheckRejectReason(reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return "", errRejectReasonMissing
	case utf8.RuneCountInString(reason) > RejectReasonMax:
		return "", apperr.Field("reason", "too_long", fmt.Sprintf("Reason must be at most %d characters", RejectReasonMax))
	}
	return reason, nil
}

// RejectDeletion refuses pending request id; the member is notified with
// the reason (a bus subscriber writes the notification).
func (s *Service) RejectDeletion(ctx context.Context, id int64, reason, admin string) (*Request, error) {
	reason, err := CheckRejectReason(reason)
	if err != nil {
		return nil, err
	}
	r, err := s.store.RejectDeletionRequest(ctx, id, reason, admin, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoPendingDeletion
	}
	if err != nil {
		return nil, err
	}
	s.log.InfoContext(ctx, "audit: data deletion request rejected", "request", id, "member", r.MemberID, "admin", admin)
	s.publish(ctx, bus.DeletionRejected{MemberID: r.MemberID, Reason: reason})
	return viewRequest(r), nil
}

// Erased is what confirming a request did.
type Erased struct {
	Request *Request
	// FilesDeleted counts the member's stored files deleted.
	FilesDeleted int
	// RegistrationsRemoved counts the upcoming events whose seat was freed.
	RegistrationsRemoved int
	// PaidRegistrationsKept counts the paid registrations of past events
	// kept, anonymised, for the club's accounts.
	PaidRegistrationsKept int
}

// ConfirmDeletion carries out pending request id in one transaction
// (store.EraseMember says what goes and what stays; the member's sessions
// end with it), then deletes the member's stored slip files, which no
// rollback could bring back.
func (s *Service) ConfirmDeletion(ctx context.Context, id int64, admin string) (*Erased, error) {
	var gone *store.ErasedMember
	today, now := s.today(), s.now()
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		gone, err = store.EraseMember(ctx, tx, id, admin, today, now)
		return err
	})
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoPendingDeletion
	}
	if err != nil {
		return nil, fmt.Errorf("confirm deletion %d: %w", id, err)
	}
	mid := gone.Request.MemberID
	s.log.InfoContext(ctx, "audit: member data deleted on request", "request", id, "member", mid, "admin", admin,
		"files", len(gone.FileIDs), "freedEvents", gone.FreedEvents, "keptPaidRegistrations", gone.KeptPaid)
	s.publish(ctx, bus.MemberDeleted{MemberID: mid})
	if s.blob != nil {
		ctx := context.WithoutCancel(ctx)
		for _, fileID := range gone.FileIDs {
			if err := s.blob.Delete(ctx, fileID); err != nil && !errors.Is(err, blob.ErrNotFound) {
				s.log.WarnContext(ctx, "delete member file", "file", fileID, "err", err)
			}
		}
	}
	return &Erased{Request: viewRequest(gone.Request), FilesDeleted: len(gone.FileIDs),
		RegistrationsRemoved: len(gone.FreedEvents), PaidRegistrationsKept: gone.KeptPaid}, nil
}

// publish announces e once its change has committed.
func (s *Service) publish(ctx context.Context, e bus.Event) {
	if s.bus != nil {
		s.bus.Publish(ctx, e)
	}
}
