package club

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// ErrNotWaiting answers an approval or decline of a member who is not in
// the approval queue (approved or declined already, or never waiting).
var ErrNotWaiting = apperr.New(apperr.NotFound, "not_awaiting_approval", "This member is not waiting for approval")

// membershipNumberMax is the longest membership number a sign-up or an
// approval may give.
const membershipNumberMax = 32

// PendingMember is a sign-up waiting for the secretary's approval.
type PendingMember struct {
	ID    int64
	Name  string
	Phone string
	Email *string
	// RequestedNumber is the number they typed at sign-up ("" for none).
	RequestedNumber string
	Since           time.Time
}

// PendingMembers lists the sign-ups waiting for approval, the
// longest-waiting first.
func (s *Service) PendingMembers(ctx context.Context) ([]PendingMember, error) {
	rows, err := s.store.PendingMembers(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]PendingMember, len(rows))
	for i, m := range rows {
		out[i] = PendingMember{ID: m.ID, Name: m.Name, Phone: m.Phone, Email: m.Email, Since: *m.MembershipPendingSince}
		if m.RequestedMembershipNumber != nil {
			out[i].RequestedNumber = *m.RequestedMembershipNumber
		}
	}
	return out, nil
}

// ApproveMember gives waiting member id a membership number, and with it
// member rates: number when the admin typed one, else the number the
// member asked for at sign-up, else one drawn as sign-ups are numbered.
// The member is told (MembershipApproved). It answers the number given.
func (s *Service) ApproveMember(ctx context.Context, id int64, number string) (string, error) {
	number = strings.TrimSpace(number)
	switch {
	case utf8.RuneCountInString(number) > membershipNumberMax:
		return "", apperr.Field("membershipNumber", "too_long", "Membership number must be at most 32 characters, without line breaks")
	case auth.HasControl(number):
		return "", apperr.Field("membershipNumber", "invalid_characters", "Membership number must be at most 32 characters, without line breaks")
	}
	m, err := s.store.MemberByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return "", ErrMemberNotFound
	} else if err != nil {
		return "", err
	}
	if m.MembershipPendingSince == nil {
		return "", ErrNotWaiting
	}
	if number == "" && m.RequestedMembershipNumber != nil {
		number = *m.RequestedMembershipNumber
	}
	given := ""
	err = s.withNumber(ctx, number, func(n string) error {
		given = n
		return s.store.ApproveMembership(ctx, id, n, s.now())
	})
	var ce *store.ConflictError
	switch {
	case errors.Is(err, store.ErrNotFound):
		return "", ErrNotWaiting
	case errors.As(err, &ce):
		return "", fieldConflict("membershipNumber", "membership_number_taken", "This membership number is already in use")
	case err != nil:
		return "", err
	}
	s.log.InfoContext(ctx, "audit: membership approved", "member", id, "number", given)
	s.bus.Publish(ctx, bus.MembershipApproved{MemberID: id, MembershipNumber: given})
	return given, nil
}

// DeclineMember takes waiting member id out of the approval queue without
// a number: they keep their account at non-member rates, as a guest of the
// spec's Membership tab ('Contact admin for membership').
func (s *Service) DeclineMember(ctx context.Context, id int64) error {
	err := s.store.DeclineMembership(ctx, id, s.now())
	if errors.Is(err, store.ErrNotFound) {
		if _, err := s.store.MemberByID(ctx, id); errors.Is(err, store.ErrNotFound) {
			return ErrMemberNotFound
		}
		return ErrNotWaiting
	}
	if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "audit: membership declined", "member", id)
	s.bus.Publish(ctx, bus.MembershipDeclined{MemberID: id})
	return nil
}
