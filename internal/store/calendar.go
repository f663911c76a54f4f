package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// touchEvent moves event id's revision and updated_at: something members
// see in their calendars (the event or one of its flights) changed. It
// runs in the transaction of that change, made at now.
func touchEvent(ctx context.Context, db bun.IDB, id int64, now time.Time) error {
	if _, err := db.NewUpdate().Model((*Event)(nil)).
		Set("revision = revision + 1").Set("updated_at = ?", now.UTC()).
		Where("id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("touch event %d: %w", id, err)
	}
	return nil
}

// SetCalendarToken gives member memberID a new calendar feed token; the
// old one stops matching at once. ErrNotFound when there is no member.
func (s *Store) SetCalendarToken(ctx context.Context, memberID int64, token string) error {
	res, err := s.w.NewUpdate().Model((*Member)(nil)).Set("calendar_token = ?", token).Where("id = ?", memberID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set calendar token: %w", mapErr(err))
	}
	return requireAffected(res)
}

// MemberByCalendarToken finds the active member whose feed token is token;
// ErrNotFound otherwise (an empty token never matches).
func (s *Store) MemberByCalendarToken(ctx context.Context, token string) (*Member, error) {
	if token == "" {
		return nil, ErrNotFound
	}
	m := new(Member)
	if err := s.r.NewSelect().Model(m).Where("calendar_token = ?", token).Where("is_active = ?", true).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return m, nil
}

// MemberCalendar lists member memberID's current registrations, earliest
// event first. A cancelled registration has no row, so it is not here.
func (s *Store) MemberCalendar(ctx context.Context, memberID int64) ([]CalendarEntry, error) {
	var regs []Registration
	if err := s.r.NewSelect().Model(&regs).Column("id", "event_id").Where("member_id = ?", memberID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("member registrations: %w", err)
	}
	if len(regs) == 0 {
		return []CalendarEntry{}, nil
	}
	ids := make([]int64, len(regs))
	regOf := make(map[int64]int64, len(regs))
	for i, r := range regs {
		ids[i], regOf[r.EventID] = r.EventID, r.ID
	}
	var events []Event
	if err := s.r.NewSelect().Model(&events).Where("id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, fmt.Errorf("member events: %w", err)
	}
	sortEvents(events)
	flights, err := s.MemberFlights(ctx, memberID)
	if err != nil {
		return nil, err
	}
	flightOf := make(map[int64]*FlightRow, len(flights))
	for i := range flights {
		flightOf[flights[i].EventID] = &flights[i]
	}
	out := make([]CalendarEntry, len(events))
	for i, e := range events {
		out[i] = CalendarEntry{RegistrationID: regOf[e.ID], Event: e, Flight: flightOf[e.ID]}
	}
	return out, nil
}
