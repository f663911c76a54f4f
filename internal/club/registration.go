package club

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Client-facing failures of registering and de-registering. The messages
// are the spec's texts; the web app switches on the codes.
var (
	ErrRateLabelTooLong = apperr.Field("guestRateType", "too_long", fmt.Sprintf("Rate type must be at most %d characters", MaxRateLabel))
	ErrRateTypeRequired = apperr.Field("guestRateType", "required", "You must specify the guest rate type for registration")
	ErrInvalidRateType  = apperr.Field("guestRateType", "invalid_rate_type", "Invalid rate type for this event")
	ErrMembershipNeeded = apperr.New(apperr.Forbidden, "membership_required", "Membership Required: member rates need a membership number")
	ErrRegistrationShut = apperr.New(apperr.Invalid, "registration_closed", "Registration is closed for past events")
	ErrEventFull        = apperr.New(apperr.Conflict, "event_full", "Event is full")
	ErrAlreadyIn        = apperr.New(apperr.Conflict, "already_registered", "You are already registered for this event")
	ErrEventNotFound    = apperr.New(apperr.NotFound, "not_found", "Event not found")
	ErrNotRegistered    = apperr.New(apperr.NotFound, "not_registered", "You are not registered for this event")
	ErrNoRegistration   = apperr.New(apperr.NotFound, "not_found", "Registration not found")
	ErrNoPhoneAtEvent   = apperr.New(apperr.NotFound, "not_registered", "No registration for this phone number at this event")
)

// MaxRateLabel caps the free-text rate label of an event without rates.
const MaxRateLabel = 60

// CheckRegistration applies the rules that decide whether m may register
// for ev with guestRateType on the club date today (YYYY-MM-DD), and
// returns the rate type to store: the event's own spelling when it has
// rates. Capacity and duplicates are not checked here; the store's atomic
// seat claim enforces them.
func CheckRegistration(ev *store.Event, m *store.Member, guestRateType, today string) (string, error) {
	rateType := strings.Join(strings.Fields(guestRateType), " ")
	if rateType == "" {
		return "", ErrRateTypeRequired
	}
	// ISO dates compare as dates when compared as text.
	if ev.Date < today {
		return "", ErrRegistrationShut
	}
	if len(ev.Rates) == 0 {
		// Without rates the organisers set the price by hand; the label the
		// member gives is kept as the record of what they asked for, and
		// every member sees it in the participant list: keep it short.
		if utf8.RuneCountInString(rateType) > MaxRateLabel {
			return "", ErrRateLabelTooLong
		}
		return rateType, nil
	}
	for _, r := range ev.Rates {
		if !strings.EqualFold(strings.Join(strings.Fields(r.Type), " "), rateType) {
			continue
		}
		if r.Category == "member" && !model.HasMembership(m) {
			return "", ErrMembershipNeeded
		}
		return r.Type, nil
	}
	return "", ErrInvalidRateType
}

// RequireEvent is nil when event id exists and ErrEventNotFound otherwise.
func (s *Service) RequireEvent(ctx context.Context, id int64) error {
	_, err := s.event(ctx, id)
	return err
}

func (s *Service) event(ctx context.Context, id int64) (*store.Event, error) {
	ev, err := s.store.GetEvent(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrEventNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get event %d: %w", id, err)
	}
	return ev, nil
}

// Register registers member m for event eventID at guestRateType: the
// rules first, then the seat claim and insert in one transaction, then
// RegistrationCreated. It returns the new registration joined with its
// event, as the member's views show it.
func (s *Service) Register(ctx context.Context, m *store.Member, eventID int64, guestRateType string) (*store.RegistrationRow, error) {
	ev, err := s.event(ctx, eventID)
	if err != nil {
		return nil, err
	}
	rateType, err := CheckRegistration(ev, m, guestRateType, s.today())
	if err != nil {
		return nil, err
	}
	// Microseconds are what both databases keep, so the answer below and
	// every later read of the registration agree.
	reg := &store.Registration{
		EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone,
		GuestRateType: rateType, CreatedAt: s.now().UTC().Truncate(time.Microsecond),
	}
	switch err := s.store.Register(ctx, reg); {
	case errors.Is(err, store.ErrEventFull):
		return nil, ErrEventFull
	case errors.Is(err, store.ErrAlreadyRegistered):
		return nil, ErrAlreadyIn
	case errors.Is(err, store.ErrNotFound):
		return nil, ErrEventNotFound
	case err != nil:
		return nil, fmt.Errorf("register member %d for event %d: %w", m.ID, ev.ID, err)
	}
	s.bus.Publish(ctx, bus.RegistrationCreated{
		RegistrationID: reg.ID, EventID: ev.ID, EventTitle: ev.Title, EventType: ev.Type, MemberID: m.ID,
		MemberName: reg.MemberName, MemberPhone: reg.MemberPhone, GuestRateType: reg.GuestRateType, At: reg.CreatedAt,
	})
	return model.NewRegistrationRow(reg, m, ev), nil
}

func (s *Service) registrationRow(ctx context.Context, id int64) (*store.RegistrationRow, error) {
	row, err := s.store.RegistrationWithEvent(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoRegistration
	}
	if err != nil {
		return nil, fmt.Errorf("read registration %d: %w", id, err)
	}
	return row, nil
}

// MemberRegistration is registration id when it is member memberID's;
// anyone else's is ErrNoRegistration, which reveals nothing about it.
func (s *Service) MemberRegistration(ctx context.Context, memberID, id int64) (*store.RegistrationRow, error) {
	row, err := s.registrationRow(ctx, id)
	if err != nil {
		return nil, err
	}
	if row.MemberID != memberID {
		return nil, ErrNoRegistration
	}
	return row, nil
}

// Deregister removes member memberID's registration for event eventID
// (regID 0) or registration regID of that event, freeing its seat and
// flight place in one transaction, then drops a payment slip nobody else
// shows and publishes RegistrationCancelled.
func (s *Service) Deregister(ctx context.Context, memberID, eventID, regID int64) error {
	var gone *removed
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		reg, err := store.MemberRegistration(ctx, tx, eventID, memberID, regID)
		if err != nil {
			return err
		}
		gone, err = release(ctx, tx, reg, s.now())
		return err
	})
	if errors.Is(err, store.ErrNotFound) {
		if regID == 0 {
			return ErrNotRegistered
		}
		return ErrNoRegistration
	}
	if err != nil {
		return fmt.Errorf("deregister member %d from event %d: %w", memberID, eventID, err)
	}
	s.cancelled(ctx, gone, gone.PaymentReferenceFileURL, false)
	return nil
}

// AdminDeregister removes the registration of the member with phone
// (normalised) from event eventID, as Deregister does.
func (s *Service) AdminDeregister(ctx context.Context, eventID int64, phone string) error {
	if err := s.RequireEvent(ctx, eventID); err != nil {
		return err
	}
	var (
		gone   *removed
		orphan *string
	)
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		reg, err := store.RegistrationByPhone(ctx, tx, eventID, phone)
		if err != nil {
			return err
		}
		if gone, err = release(ctx, tx, reg, s.now()); err != nil {
			return err
		}
		orphan, err = store.OrphanedFile(ctx, tx, reg.PaymentReferenceFileURL)
		return err
	})
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoPhoneAtEvent
	}
	if err != nil {
		return fmt.Errorf("deregister phone from event %d: %w", eventID, err)
	}
	s.cancelled(ctx, gone, orphan, true)
	return nil
}

// cancelled is what follows every committed de-registration: the seat's
// new holders from the waitlist hear of it after the cancellation.
func (s *Service) cancelled(ctx context.Context, gone *removed, file *string, byAdmin bool) {
	reg := &gone.Registration
	if file != nil {
		s.ForgetFiles(ctx, *file)
	}
	s.bus.Publish(ctx, bus.RegistrationCancelled{
		RegistrationID: reg.ID, EventID: reg.EventID, MemberID: reg.MemberID, MemberName: reg.MemberName,
		ByAdmin: byAdmin, At: s.now().UTC(),
	})
	if len(gone.Promoted) > 0 {
		ev, err := s.store.GetEvent(ctx, reg.EventID)
		title := ""
		if err == nil {
			title = ev.Title
		}
		s.promoted(ctx, title, gone.Promoted)
	}
}
