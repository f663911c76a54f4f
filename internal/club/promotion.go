package club

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/model"
	"golfclub/internal/store"
)

// The waitlist's promotion rule: a seat that frees up goes, in the same
// transaction, to the first in line (lowest sort key, then earliest
// entry), who becomes an unpaid registration at the rate they asked for,
// with a pay-by deadline when the event sets one. The store offers the
// queries; the service owns the transaction, so the seat and its new
// holder commit together or not at all.

// FreeSeats is how many seats of ev are not taken (never negative).
func FreeSeats(ev *model.Event) int {
	return max(0, ev.Capacity-ev.Registered)
}

// Promotion is the registration waitlist entry next becomes when it takes
// a seat of ev at now: unpaid, at the rate type the member asked for, and
// due within ev.PromotionPayHours when the event sets a limit.
func Promotion(next *model.WaitlistEntry, ev *model.Event, now time.Time) model.Registration {
	reg := model.Registration{EventID: next.EventID, MemberID: next.MemberID, MemberName: next.MemberName,
		MemberPhone: next.MemberPhone, GuestRateType: next.GuestRateType,
		// Microseconds are what both databases keep.
		CreatedAt: now.UTC().Truncate(time.Microsecond)}
	if ev.PromotionPayHours != nil {
		by := reg.CreatedAt.Add(time.Duration(*ev.PromotionPayHours) * time.Hour)
		reg.PayBy = &by
	}
	return reg
}

// fillFromWaitlist gives the free seats of event eventID to the first in
// line, in order, inside tx, and returns the registrations it made. The
// caller holds the event's lock (store.LockEvent, or an UPDATE of the
// event row).
func fillFromWaitlist(ctx context.Context, tx bun.Tx, eventID int64, now time.Time) ([]model.Registration, error) {
	ev, err := store.EventSeats(ctx, tx, eventID)
	if err != nil {
		return nil, fmt.Errorf("seats of event %d: %w", eventID, err)
	}
	var promoted []model.Registration
	for free := FreeSeats(ev); free > 0; free-- {
		next, err := store.NextInLine(ctx, tx, eventID)
		if errors.Is(err, store.ErrNotFound) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("next in line for event %d: %w", eventID, err)
		}
		reg := Promotion(next, ev, now)
		if err := store.PromoteEntry(ctx, tx, next.ID, &reg); err != nil {
			return nil, err
		}
		promoted = append(promoted, reg)
	}
	return promoted, nil
}

// removed is a registration taken away, with the registrations the
// waitlist filled its seat with in the same transaction.
type removed struct {
	model.Registration
	Promoted []model.Registration
}

// release removes reg and hands its seat on, inside tx: the steps of
// every de-registration, the member's, an admin's or a lapsed promotion's.
func release(ctx context.Context, tx bun.Tx, reg *model.Registration, now time.Time) (*removed, error) {
	if err := store.RemoveRegistration(ctx, tx, reg, now); err != nil {
		return nil, err
	}
	promoted, err := fillFromWaitlist(ctx, tx, reg.EventID, now)
	if err != nil {
		return nil, err
	}
	return &removed{Registration: *reg, Promoted: promoted}, nil
}
