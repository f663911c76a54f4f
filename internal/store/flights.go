package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// FlightPlayer is one player in a flight with the registration behind it,
// so callers can tell whose place it is without comparing names or phones.
type FlightPlayer struct {
	FlightMember
	MemberID int64 `bun:"member_id"`
	IsPaid   bool  `bun:"is_paid"`
	// MemberEmail is the registrant's current email (admin views only).
	MemberEmail *string `bun:"member_email"`
}

// FlightWithPlayers is a flight and its players in position order.
type FlightWithPlayers struct {
	Flight
	Players []FlightPlayer
}

// EventFlights lists an event's flights by flight number, each with its
// players by position.
func (s *Store) EventFlights(ctx context.Context, eventID int64) ([]FlightWithPlayers, error) {
	flights := []Flight{}
	if err := s.r.NewSelect().Model(&flights).Where("event_id = ?", eventID).
		OrderExpr("flight_number ASC, id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list flights of event %d: %w", eventID, err)
	}
	return s.withPlayers(ctx, flights)
}

func (s *Store) withPlayers(ctx context.Context, flights []Flight) ([]FlightWithPlayers, error) {
	out := make([]FlightWithPlayers, len(flights))
	if len(flights) == 0 {
		return out, nil
	}
	ids := make([]int64, len(flights))
	index := make(map[int64]int, len(flights))
	for i, f := range flights {
		out[i] = FlightWithPlayers{Flight: f, Players: []FlightPlayer{}}
		ids[i] = f.ID
		index[f.ID] = i
	}
	players := []FlightPlayer{}
	err := s.r.NewSelect().
		TableExpr("flight_members AS fm").
		ColumnExpr("fm.*").
		ColumnExpr("r.member_id AS member_id, r.is_paid AS is_paid, m.email AS member_email").
		Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		Where("fm.flight_id IN (?)", bun.In(ids)).
		OrderExpr("fm.flight_id ASC, fm.position ASC").
		Scan(ctx, &players)
	if err != nil {
		return nil, fmt.Errorf("list flight players: %w", err)
	}
	for _, p := range players {
		i := index[p.FlightID]
		out[i].Players = append(out[i].Players, p)
	}
	return out, nil
}

// MemberFlight is one flight a member is placed in, with its event.
type MemberFlight struct {
	FlightWithPlayers
	EventTitle string
	EventDate  string
	EventTime  string
	EventType  string
	// Position is the member's own place in the flight.
	Position       int
	RegistrationID int64
}

// MemberFlights lists the flights member memberID is placed in, earliest
// event first, each with all its players.
func (s *Store) MemberFlights(ctx context.Context, memberID int64) ([]MemberFlight, error) {
	var rows []struct {
		Flight
		EventTitle     string `bun:"event_title"`
		EventDate      string `bun:"event_date"`
		EventTime      string `bun:"event_time"`
		EventType      string `bun:"event_type"`
		Position       int    `bun:"my_position"`
		RegistrationID int64  `bun:"my_registration_id"`
	}
	err := s.r.NewSelect().
		TableExpr("flights AS f").
		ColumnExpr("f.*").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time, e.type AS event_type").
		ColumnExpr("fm.position AS my_position, fm.registration_id AS my_registration_id").
		Join("JOIN flight_members AS fm ON fm.flight_id = f.id").
		Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
		Join("JOIN events AS e ON e.id = f.event_id").
		Where("r.member_id = ?", memberID).
		OrderExpr("e.date ASC, f.flight_number ASC, f.id ASC").
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("list flights of member %d: %w", memberID, err)
	}
	flights := make([]Flight, len(rows))
	for i, r := range rows {
		flights[i] = r.Flight
	}
	withPlayers, err := s.withPlayers(ctx, flights)
	if err != nil {
		return nil, err
	}
	out := make([]MemberFlight, len(rows))
	for i, r := range rows {
		out[i] = MemberFlight{FlightWithPlayers: withPlayers[i], EventTitle: r.EventTitle, EventDate: r.EventDate,
			EventTime: r.EventTime, EventType: r.EventType, Position: r.Position, RegistrationID: r.RegistrationID}
	}
	return out, nil
}
