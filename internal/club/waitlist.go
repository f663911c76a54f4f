package club

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/model"
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
	pos := 0
	// The checks and the insert share one transaction under the event's
	// lock, so a seat cannot free up (and be missed by the promotion)
	// between them.
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		seats, err := store.LockEvent(ctx, tx, ev.ID)
		if err != nil {
			return err
		}
		switch in, err := store.IsRegistered(ctx, tx, ev.ID, m.ID); {
		case err != nil:
			return err
		case in:
			return ErrAlreadyIn
		}
		if FreeSeats(seats) > 0 {
			return ErrEventNotFull
		}
		pos, err = store.AppendToWaitlist(ctx, tx, e)
		return err
	})
	switch {
	case errors.Is(err, store.ErrAlreadyWaitlisted):
		return WaitlistView{}, ErrAlreadyWaitlisted
	case errors.Is(err, ErrAlreadyIn), errors.Is(err, ErrEventNotFull):
		return WaitlistView{}, err
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
func (s *Service) promoted(ctx context.Context, eventTitle string, regs []model.Registration) {
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

// lapsed is a promoted registration removed for not being paid in time,
// with the registrations its seat went to.
type lapsed struct {
	removed
	EventTitle string
}

// ExpirePromotions removes the promoted registrations not paid by their
// deadline at now, passing each seat to the next in line, and announces
// both. It returns how many it removed.
func (s *Service) ExpirePromotions(ctx context.Context, now time.Time) (int, error) {
	lapsed, err := s.expireUnpaidPromotions(ctx, now, lapseBatch)
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

// expireUnpaidPromotions removes up to limit promoted registrations whose
// pay-by deadline passed at now unpaid and without a slip, each in its own
// transaction with its seat passing to the next in line. Each removal
// re-checks its condition under the event's lock with the row itself, so
// two instances running this at once never remove one twice (the second
// finds nothing) nor remove one that was paid meanwhile.
func (s *Service) expireUnpaidPromotions(ctx context.Context, now time.Time, limit int) ([]lapsed, error) {
	due, err := s.store.DuePromotions(ctx, now, limit)
	if err != nil {
		return nil, err
	}
	var out []lapsed
	for _, d := range due {
		var l lapsed
		err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			ev, err := store.LockEvent(ctx, tx, d.EventID)
			if err != nil {
				return err
			}
			l.EventTitle = ev.Title
			reg, err := store.LapsedPromotion(ctx, tx, d.ID, now)
			if err != nil {
				return err
			}
			gone, err := release(ctx, tx, reg, now)
			if err != nil {
				return err
			}
			l.removed = *gone
			return nil
		})
		if errors.Is(err, store.ErrNotFound) {
			continue // paid, removed or expired by another instance meanwhile
		}
		if err != nil {
			return out, fmt.Errorf("expire registration %d: %w", d.ID, err)
		}
		out = append(out, l)
	}
	return out, nil
}

func (s *Service) logger() *slog.Logger {
	if s.log == nil {
		return slog.Default()
	}
	return s.log
}
