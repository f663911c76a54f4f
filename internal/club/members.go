package club

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// ErrMemberNotFound is the admin's 404 for an unknown member.
var ErrMemberNotFound = apperr.New(apperr.NotFound, "not_found", "Member not found")

// generateAttempts is how often a drawn membership number may clash before
// sign-up gives up; with a million numbers per prefix it never should.
const generateAttempts = 20

// SignUp inserts a member who registered themselves (m validated, password
// hashed). When the club numbers sign-ups at once (the spec), the member
// gets membership number number or, when it is blank, a generated one
// (drawNumber). When the secretary approves sign-ups, the member gets no
// number yet and waits in the approval queue, number kept as the one they
// asked for. It publishes MemberJoined.
func (s *Service) SignUp(ctx context.Context, m *store.Member, number string) error {
	settings, err := s.store.GetSettings(ctx)
	if err != nil {
		return err
	}
	if settings.NewMemberNumbers == model.NumbersApproval {
		since := s.now().UTC()
		m.MembershipNumber, m.MembershipPendingSince, m.RequestedMembershipNumber = nil, &since, nil
		if number != "" {
			m.RequestedMembershipNumber = &number
		}
		if err := s.store.CreateMember(ctx, m); err != nil {
			return signUpConflict(err)
		}
	} else {
		err := s.withNumber(ctx, number, func(n string) error {
			m.MembershipNumber = &n
			return s.store.CreateMember(ctx, m)
		})
		if err != nil {
			return signUpConflict(err)
		}
	}
	s.bus.Publish(ctx, bus.MemberJoined{MemberID: m.ID, Name: m.Name, MembershipNumber: m.MembershipNumber})
	return nil
}

// withNumber calls save with membership number number or, when it is
// blank, with drawn ones until one is free: the club prefix and six random
// digits, drawn again while save answers the number is taken.
func (s *Service) withNumber(ctx context.Context, number string, save func(number string) error) error {
	if number != "" {
		return save(number)
	}
	prefix, err := s.store.MembershipPrefix(ctx)
	if err != nil {
		return err
	}
	for attempt := 0; ; attempt++ {
		n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
		if err != nil {
			return fmt.Errorf("draw membership number: %w", err)
		}
		err = save(fmt.Sprintf("%s%06d", prefix, n.Int64()))
		var ce *store.ConflictError
		if errors.As(err, &ce) && ce.Field == "membershipNumber" && attempt < generateAttempts {
			continue
		}
		return err
	}
}

// signUpConflict gives a unique-key clash of a sign-up its 409 naming the
// field.
func signUpConflict(err error) error {
	var ce *store.ConflictError
	if !errors.As(err, &ce) {
		return err
	}
	switch ce.Field {
	case "phone":
		return fieldConflict("phone", "phone_taken", "An account with this phone number already exists")
	case "email":
		return fieldConflict("email", "email_taken", "An account with this email already exists")
	case "membershipNumber":
		return fieldConflict("membershipNumber", "membership_number_taken", "An account with this membership number already exists")
	}
	return apperr.New(apperr.Conflict, "details_taken", "An account with these details already exists")
}

// memberConflict gives a unique-key clash of an admin's member form its
// 409 naming the field.
func memberConflict(err error) error {
	var ce *store.ConflictError
	if !errors.As(err, &ce) {
		if errors.Is(err, store.ErrConflict) {
			return apperr.New(apperr.Conflict, "details_taken", "Another member already uses these details")
		}
		return err
	}
	switch ce.Field {
	case "phone":
		return fieldConflict("phone", "phone_taken", "A member with this phone number already exists")
	case "email":
		return fieldConflict("email", "email_taken", "A member with this email address already exists")
	case "membershipNumber":
		return fieldConflict("membershipNumber", "membership_number_taken", "This membership number is already in use")
	}
	return apperr.New(apperr.Conflict, "details_taken", "Another member already uses these details")
}

// CreateMember inserts a member an admin made (m validated, password
// hashed), active or not, dated by the service's clock.
func (s *Service) CreateMember(ctx context.Context, m *store.Member) error {
	now := s.now().UTC()
	m.CreatedAt, m.UpdatedAt = now, now
	if err := s.store.CreateMember(ctx, m); err != nil {
		return memberConflict(err)
	}
	return nil
}

// UpdateMember saves an admin's edit of member m; the copies of name and
// phone on registrations and flight places follow, and deactivating a
// member or setting their password ends their sessions (the store does
// all of it in one transaction).
func (s *Service) UpdateMember(ctx context.Context, m *store.Member, setPassword bool) error {
	// A number given by hand answers a waiting sign-up as approval would,
	// without the notice.
	if model.HasMembership(m) {
		m.MembershipPendingSince, m.RequestedMembershipNumber = nil, nil
	}
	err := s.store.UpdateMember(ctx, m, setPassword, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return ErrMemberNotFound
	}
	if err != nil {
		return memberConflict(err)
	}
	return nil
}

// DeleteMember removes a member and everything that is theirs, their
// seats passing to the waitlists, in one transaction, then their stored
// payment slips: those could
// only pay for their own registrations, which are gone.
func (s *Service) DeleteMember(ctx context.Context, id int64) error {
	var (
		gone     *store.DeletedMember
		promoted []store.Registration
	)
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if gone, err = store.DeleteMember(ctx, tx, id); err != nil {
			return err
		}
		// The freed seats go to the first in line, as any other freed seat.
		for _, eventID := range gone.FreedEvents {
			regs, err := fillFromWaitlist(ctx, tx, eventID, s.now())
			if err != nil {
				return fmt.Errorf("promote into event %d: %w", eventID, err)
			}
			promoted = append(promoted, regs...)
		}
		return nil
	})
	if errors.Is(err, store.ErrNotFound) {
		return ErrMemberNotFound
	}
	if err != nil {
		return fmt.Errorf("delete member %d: %w", id, err)
	}
	s.bus.Publish(ctx, bus.MemberDeleted{MemberID: id})
	s.promoted(ctx, "", promoted)
	// A failure here leaves an unreachable file, not a broken record, so
	// it is only logged.
	if s.blob != nil {
		ctx := context.WithoutCancel(ctx)
		for _, fileID := range gone.FileIDs {
			if err := s.blob.Delete(ctx, fileID); err != nil {
				s.log.WarnContext(ctx, "delete member file", "file", fileID, "err", err)
			}
		}
	}
	return nil
}
