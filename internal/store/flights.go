package store

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// flightOrder is by event date, then flight number.
const flightOrder = "e.date ASC, e.id ASC, f.flight_number ASC, f.id ASC"

// flightRows is the one query behind every flight list: flights joined
// with their events, then their players.
func (s *Store) flightRows(ctx context.Context, where func(*bun.SelectQuery) *bun.SelectQuery, order string) ([]FlightRow, error) {
	rows := []FlightRow{}
	q := s.r.NewSelect().
		TableExpr("flights AS f").
		ColumnExpr("f.*").
		ColumnExpr("e.title AS event_title, e.date AS event_date, e.time AS event_time, e.type AS event_type").
		Join("JOIN events AS e ON e.id = f.event_id")
	if err := where(q).OrderExpr(order).Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("list flights: %w", err)
	}
	if err := s.withPlayers(ctx, rows); err != nil {
		return nil, err
	}
	return rows, nil
}

// ListFlights lists every flight by event date, then flight number.
func (s *Store) ListFlights(ctx context.Context) ([]FlightRow, error) {
	return s.flightRows(ctx, noFilter, flightOrder)
}

// GetFlight returns one flight with its players, or ErrNotFound.
func (s *Store) GetFlight(ctx context.Context, id int64) (*FlightRow, error) {
	rows, err := s.flightRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("f.id = ?", id) }, flightOrder)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// EventFlights lists an event's flights by flight number, each with its
// players by position.
func (s *Store) EventFlights(ctx context.Context, eventID int64) ([]FlightRow, error) {
	return s.flightRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("f.event_id = ?", eventID)
	}, flightOrder)
}

// MemberFlights lists the flights member memberID is placed in, earliest
// event first, each with all its players and the member's own place.
func (s *Store) MemberFlights(ctx context.Context, memberID int64) ([]FlightRow, error) {
	return s.flightRows(ctx, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.ColumnExpr("fm.position AS my_position, fm.registration_id AS my_registration_id").
			Join("JOIN flight_members AS fm ON fm.flight_id = f.id").
			Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
			Where("r.member_id = ?", memberID)
	}, "e.date ASC, f.flight_number ASC, f.id ASC")
}

// withPlayers fills the players of each flight, in position order, with
// one query for all of them.
func (s *Store) withPlayers(ctx context.Context, flights []FlightRow) error {
	if len(flights) == 0 {
		return nil
	}
	ids := make([]int64, len(flights))
	index := make(map[int64]int, len(flights))
	for i := range flights {
		flights[i].Players = []FlightPlayer{}
		ids[i] = flights[i].ID
		index[flights[i].ID] = i
	}
	players := []FlightPlayer{}
	err := s.r.NewSelect().
		TableExpr("flight_members AS fm").
		ColumnExpr("fm.*").
		ColumnExpr("r.member_id AS member_id, r.is_paid AS is_paid, m.email AS member_email").
		Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		Where("fm.flight_id IN (?)", bun.List(ids)).
		OrderExpr("fm.flight_id ASC, fm.position ASC").
		Scan(ctx, &players)
	if err != nil {
		return fmt.Errorf("list flight players: %w", err)
	}
	for _, p := range players {
		i := index[p.FlightID]
		flights[i].Players = append(flights[i].Players, p)
	}
	return nil
}

// FlightPlayers lists one flight's players by position; ErrNotFound when
// the flight does not exist.
func (s *Store) FlightPlayers(ctx context.Context, flightID int64) ([]FlightPlayer, error) {
	f, err := s.GetFlight(ctx, flightID)
	if err != nil {
		return nil, err
	}
	return f.Players, nil
}

// FlightPlayerByID returns one player of a flight joined like the lists.
func (s *Store) FlightPlayerByID(ctx context.Context, flightID, id int64) (*FlightPlayer, error) {
	players, err := s.FlightPlayers(ctx, flightID)
	if err != nil {
		return nil, err
	}
	for i := range players {
		if players[i].ID == id {
			return &players[i], nil
		}
	}
	return nil, ErrNotFound
}

// AvailableRegistrations lists event eventID's registrations in no flight,
// by member name.
func (s *Store) AvailableRegistrations(ctx context.Context, eventID int64) ([]AvailableRegistration, error) {
	rows := []AvailableRegistration{}
	err := s.r.NewSelect().
		TableExpr("event_registrations AS r").
		ColumnExpr("r.id AS registration_id, r.member_name, r.member_phone, r.guest_rate_type, r.is_paid").
		ColumnExpr("m.email AS member_email").
		Join("LEFT JOIN members AS m ON m.id = r.member_id").
		Where("r.event_id = ?", eventID).
		Where("NOT EXISTS (SELECT 1 FROM flight_members AS fm WHERE fm.registration_id = r.id)").
		OrderExpr("LOWER(r.member_name) ASC, r.id ASC").
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("available registrations: %w", err)
	}
	return rows, nil
}
