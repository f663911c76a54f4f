package club

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// Client-facing failures of the waitlist.
var (
	ErrAlreadyWaitlisted = apperr.New(apperr.Conflict, "already_waitlisted", "You are already on the waitlist for this event")
	ErrEventNotFull      = apperr.New(apperr.Conflict, "event_not_full", "The event has free seats: register instead")
	ErrNotOnWaitlist     = apperr.New(apperr.NotFound, "not_on_waitlist", "You are not on the waitlist for this event")
	ErrNoWaitlistEntry   = apperr.New(apperr.NotFound, "not_found", "Waitlist entry not found")
	ErrBadMove           = apperr.Field("direction", "invalid_direction", "Direction must be \"up\" or \"down\"")
)

// WaitlistView is an event's waitlist as a member or visitor sees it.
type WaitlistView struct {
	Count    int `json:"count"`
	Position int `json:"position"` // the caller's place, 0 when not on it
}

// JoinWaitlist puts m on event eventID's waitlist at guestRateType (the
// rules of registering apply: the promotion makes a registration at that
// rate) and returns their place.
func (s *Service) JoinWaitlist(ctx context.Context, m *store.Member, eventID int64, guestRateType string) (WaitlistView, error) {
	ev, err := s.event(ctx, eventID)
	if err != nil {
		return WaitlistView{}, err
	}
	rateType, err := CheckRegistration(ev, m, guestRateType, s.today())
	if err != nil {
		return WaitlistView{}, err
	}
	e := &store.WaitlistEntry{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone,
		GuestRateType: rateType, CreatedAt: s.now().UTC().Truncate(time.Microsecond)}
	pos, err := s.store.JoinWaitlist(ctx, e)
	switch {
	case errors.Is(err, store.ErrAlreadyWaitlisted):
		return WaitlistView{}, ErrAlreadyWaitlisted
	case errors.Is(err, store.ErrAlreadyRegistered):
		return WaitlistView{}, ErrAlreadyIn
	case errors.Is(err, store.ErrEventNotFull):
		return WaitlistView{}, ErrEventNotFull
	case errors.Is(err, store.ErrNotFound):
		return WaitlistView{}, ErrEventNotFound
	case err != nil:
		return WaitlistView{}, fmt.Errorf("member %d joins waitlist of event %d: %w", m.ID, ev.ID, err)
	}
	s.bus.Publish(ctx, bus.WaitlistChanged{EventID: ev.ID, MemberIDs: []int64{m.ID}})
	return s.WaitlistStatus(ctx, ev.ID, m.ID, pos)
}

// WaitlistStatus is event eventID's waitlist length and memberID's place.
// known, when not 0, is the place already read by the caller's change.
func (s *Service) WaitlistStatus(ctx context.Context, eventID, memberID int64, known int) (WaitlistView, error) {
	count, pos, err := s.store.WaitlistStatus(ctx, eventID, memberID)
	if err != nil {
		return WaitlistView{}, err
	}
	if pos == 0 && known != 0 {
		pos = known
	}
	return WaitlistView{Count: count, Position: pos}, nil
}

// LeaveWaitlist takes member memberID off event eventID's waitlist.
func (s *Service) LeaveWaitlist(ctx context.Context, memberID, eventID int64) error {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return err
	}
	err := s.store.LeaveWaitlist(ctx, eventID, memberID)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNotOnWaitlist
	}
	if err != nil {
		return fmt.Errorf("member %d leaves waitlist of event %d: %w", memberID, eventID, err)
	}
	s.bus.Publish(ctx, bus.WaitlistChanged{EventID: eventID, MemberIDs: []int64{memberID}})
	return nil
}

// AdminRemoveFromWaitlist removes entry id from event eventID's waitlist.
func (s *Service) AdminRemoveFromWaitlist(ctx context.Context, eventID, id int64) error {
	e, err := s.store.RemoveFromWaitlist(ctx, eventID, id)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoWaitlistEntry
	}
	if err != nil {
		return fmt.Errorf("remove waitlist entry %d: %w", id, err)
	}
	s.bus.Publish(ctx, bus.WaitlistChanged{EventID: eventID, MemberIDs: []int64{e.MemberID}})
	return nil
}

// AdminMoveOnWaitlist moves entry id one place "up" or "down".
func (s *Service) AdminMoveOnWaitlist(ctx context.Context, eventID, id int64, direction string) error {
	by := 0
	switch direction {
	case "up":
		by = -1
	case "down":
		by = 1
	default:
		return ErrBadMove
	}
	list, err := s.store.Waitlist(ctx, eventID)
	if err != nil {
		return err
	}
	err = s.store.MoveWaitlistEntry(ctx, eventID, id, by)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoWaitlistEntry
	}
	if err != nil {
		return fmt.Errorf("move waitlist entry %d: %w", id, err)
	}
	members := make([]int64, len(list))
	for i, p := range list {
		members[i] = p.MemberID
	}
	s.bus.Publish(ctx, bus.WaitlistChanged{EventID: eventID, MemberIDs: members})
	return nil
}

// promoted announces registrations the waitlist made: each is a new
// registration (participants, counts, caches) and a promotion (the
// member's notification and push).
func (s *Service) promoted(ctx context.Context, eventTitle string, regs []store.Registration) {
	for _, r := range regs {
		ev, err := s.store.GetEvent(ctx, r.EventID)
		evType := ""
		if err == nil {
			eventTitle, evType = ev.Title, ev.Type
		}
		s.bus.Publish(ctx, bus.RegistrationCreated{
			RegistrationID: r.ID, EventID: r.EventID, EventTitle: eventTitle, EventType: evType, MemberID: r.MemberID,
			MemberName: r.MemberName, MemberPhone: r.MemberPhone, GuestRateType: r.GuestRateType, At: r.CreatedAt,
		})
		s.bus.Publish(ctx, bus.WaitlistPromoted{RegistrationID: r.ID, EventID: r.EventID, EventTitle: eventTitle,
			MemberID: r.MemberID, PayBy: r.PayBy})
	}
}

// lapseBatch caps one expiry run; the next run takes the rest.
const lapseBatch = 200

// ExpirePromotions removes the promoted registrations not paid by their
// deadline at now, passing each seat to the next in line, and announces
// both. It returns how many it removed. Safe to run on several instances
// at once (store.ExpireUnpaidPromotions).
func (s *Service) ExpirePromotions(ctx context.Context, now time.Time) (int, error) {
	lapsed, err := s.store.ExpireUnpaidPromotions(ctx, now, lapseBatch)
	for _, l := range lapsed {
		s.bus.Publish(ctx, bus.RegistrationCancelled{RegistrationID: l.ID, EventID: l.EventID, MemberID: l.MemberID,
			MemberName: l.MemberName, ByAdmin: false, At: now.UTC()})
		s.bus.Publish(ctx, bus.WaitlistLapsed{RegistrationID: l.ID, EventID: l.EventID, EventTitle: l.EventTitle, MemberID: l.MemberID})
		s.promoted(ctx, l.EventTitle, l.Promoted)
	}
	return len(lapsed), err
}

// RunPromotionExpiry runs ExpirePromotions every interval until ctx ends.
func (s *Service) RunPromotionExpiry(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := s.ExpirePromotions(ctx, s.now()); err != nil && ctx.Err() == nil {
			s.logger().Error("waitlist promotion expiry", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (s *Service) logger() *slog.Logger {
	if s.log == nil {
		return slog.Default()
	}
	return s.log
}
