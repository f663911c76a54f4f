package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// FinaliseEvent marks the event's scoring finalised at at, inside tx, and
// reports whether it was not finalised before (the first finalise tells
// the registrants; a re-finalise after a correction does not). It locks
// the event's golf row on PostgreSQL so that two finalises queue up and
// only one of them is the first. ErrNotFound: the event is not scored.
func (s *Store) FinaliseEvent(ctx context.Context, tx bun.Tx, eventID int64, at time.Time) (first bool, err error) {
	g := new(EventGolf)
	q := tx.NewSelect().Model(g).Where("event_id = ?", eventID)
	if s.postgres {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return false, mapErr(err)
	}
	first = g.FinalisedAt == nil
	// The first finalise's time stays: it is when the results were
	// published; each row of results carries its own freezing time.
	if first {
		if _, err := tx.NewUpdate().Model((*EventGolf)(nil)).Set("finalised_at = ?", at.UTC()).
			Where("event_id = ?", eventID).Exec(ctx); err != nil {
			return false, fmt.Errorf("finalise event %d: %w", eventID, err)
		}
	}
	return first, nil
}

// ReplaceResults replaces every result row of the event with rows, inside
// tx (a re-finalise rewrites the whole field: a correction can move
// everyone).
func (s *Store) ReplaceResults(ctx context.Context, tx bun.IDB, eventID int64, rows []Result) error {
	if _, err := tx.NewDelete().Model((*Result)(nil)).Where("event_id = ?", eventID).Exec(ctx); err != nil {
		return fmt.Errorf("clear results of event %d: %w", eventID, err)
	}
	if len(rows) == 0 {
		return nil
	}
	if _, err := tx.NewInsert().Model(&rows).Exec(ctx); err != nil {
		return fmt.Errorf("store %d results of event %d: %w", len(rows), eventID, err)
	}
	return nil
}

// EventResults are the event's frozen results in their order (empty when
// not finalised).
func (s *Store) EventResults(ctx context.Context, eventID int64) ([]Result, error) {
	out := []Result{}
	if err := s.r.NewSelect().Model(&out).Where("event_id = ?", eventID).Order("sort_order", "id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("results of event %d: %w", eventID, err)
	}
	return out, nil
}

// MeritRow is one member's finish in a finalised Order of Merit event.
type MeritRow struct {
	EventID    int64  `bun:"event_id"`
	EventTitle string `bun:"title"`
	EventDate  string `bun:"date"`
	MemberID   int64  `bun:"member_id"`
	PlayerName string `bun:"player_name"`
	Position   *int   `bun:"position"`
	Tied       bool   `bun:"tied"`
	Label      string `bun:"label"`
}

// MeritRows are the results of the finalised events that count for the
// Order of Merit with a date in [from, to) (ISO dates), by event date then
// result order.
func (s *Store) MeritRows(ctx context.Context, from, to string) ([]MeritRow, error) {
	var out []MeritRow
	err := s.r.NewSelect().TableExpr("results AS r").
		Join("JOIN events AS e ON e.id = r.event_id").
		Join("JOIN event_golf AS g ON g.event_id = r.event_id").
		ColumnExpr("r.event_id, e.title, e.date, r.member_id, r.player_name, r.position, r.tied, r.label").
		Where("g.order_of_merit = ? AND g.finalised_at IS NOT NULL", true).
		Where("e.date >= ? AND e.date < ?", from, to).
		OrderExpr("e.date, r.event_id, r.sort_order, r.id").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("order of merit results %s to %s: %w", from, to, err)
	}
	return out, nil
}

// MeritEventDates are the dates of every finalised Order of Merit event,
// oldest first: the seasons there are standings for.
func (s *Store) MeritEventDates(ctx context.Context) ([]string, error) {
	var out []string
	err := s.r.NewSelect().TableExpr("events AS e").
		Join("JOIN event_golf AS g ON g.event_id = e.id").
		ColumnExpr("e.date").
		Where("g.order_of_merit = ? AND g.finalised_at IS NOT NULL", true).
		OrderExpr("e.date").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("order of merit event dates: %w", err)
	}
	return out, nil
}

// HandicapIndexes are the current Handicap Indexes (tenths) of the members
// ids that have one.
func (s *Store) HandicapIndexes(ctx context.Context, ids []int64) (map[int64]int, error) {
	out := map[int64]int{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID    int64 `bun:"id"`
		Index int   `bun:"handicap_index"`
	}
	err := s.r.NewSelect().TableExpr("members").ColumnExpr("id, handicap_index").
		Where("id IN (?) AND handicap_index IS NOT NULL", bun.List(ids)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("handicap indexes of %d members: %w", len(ids), err)
	}
	for _, r := range rows {
		out[r.ID] = r.Index
	}
	return out, nil
}

// MemberRound is one scored event a member played (or is playing), with
// their frozen result when the event is finalised.
type MemberRound struct {
	EventID        int64      `bun:"event_id"`
	Title          string     `bun:"title"`
	Date           string     `bun:"date"`
	Format         string     `bun:"format"`
	RegistrationID int64      `bun:"registration_id"`
	FinalisedAt    *time.Time `bun:"finalised_at"`
	// From the result row; nil when the event is not finalised (or the
	// card was entered after the last finalise).
	Gross  *int    `bun:"gross"`
	Net    *int    `bun:"net"`
	Points *int    `bun:"points"`
	Label  *string `bun:"label"`
}

// MemberRounds are the scored events the member is registered for and
// has at least one score in, newest first.
func (s *Store) MemberRounds(ctx context.Context, memberID int64) ([]MemberRound, error) {
	out := []MemberRound{}
	err := s.r.NewSelect().TableExpr("event_registrations AS reg").
		Join("JOIN events AS e ON e.id = reg.event_id").
		Join("JOIN event_golf AS g ON g.event_id = reg.event_id").
		Join("LEFT JOIN results AS r ON r.registration_id = reg.id").
		ColumnExpr("reg.event_id, e.title, e.date, g.format, reg.id AS registration_id, g.finalised_at").
		ColumnExpr("r.gross, r.net, r.points, r.label").
		Where("reg.member_id = ?", memberID).
		Where("EXISTS (SELECT 1 FROM scores AS sc WHERE sc.registration_id = reg.id)").
		OrderExpr("e.date DESC, reg.event_id DESC").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("rounds of member %d: %w", memberID, err)
	}
	return out, nil
}

// SidePrizeRow is a side prize with its winner's name.
type SidePrizeRow struct {
	ID         int64   `bun:"id"`
	EventID    int64   `bun:"event_id"`
	Kind       string  `bun:"kind"`
	Hole       int     `bun:"hole"`
	MemberID   *int64  `bun:"member_id"`
	Distance   string  `bun:"distance"`
	WinnerName *string `bun:"winner_name"`
}

// SidePrizes are the event's side prizes, by hole then kind.
func (s *Store) SidePrizes(ctx context.Context, eventID int64) ([]SidePrizeRow, error) {
	out := []SidePrizeRow{}
	err := s.r.NewSelect().TableExpr("side_prizes AS p").
		Join("LEFT JOIN members AS m ON m.id = p.member_id").
		ColumnExpr("p.id, p.event_id, p.kind, p.hole, p.member_id, p.distance, m.name AS winner_name").
		Where("p.event_id = ?", eventID).
		OrderExpr("p.hole, p.kind, p.id").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("side prizes of event %d: %w", eventID, err)
	}
	return out, nil
}

// SidePrize is one side prize of the event; ErrNotFound when the event has
// no prize of that id.
func (s *Store) SidePrize(ctx context.Context, eventID, id int64) (*SidePrize, error) {
	p := new(SidePrize)
	if err := s.r.NewSelect().Model(p).Where("id = ? AND event_id = ?", id, eventID).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return p, nil
}

// CreateSidePrize inserts p and sets its ID.
func (s *Store) CreateSidePrize(ctx context.Context, p *SidePrize) error {
	if _, err := s.w.NewInsert().Model(p).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("create side prize of event %d: %w", p.EventID, err)
	}
	return nil
}

// UpdateSidePrize stores p's kind, hole, winner and distance; ErrNotFound
// when the event has no prize of p's id.
func (s *Store) UpdateSidePrize(ctx context.Context, p *SidePrize) error {
	res, err := s.w.NewUpdate().Model(p).Column("kind", "hole", "member_id", "distance").
		Where("id = ? AND event_id = ?", p.ID, p.EventID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("update side prize %d: %w", p.ID, err)
	}
	return requireAffected(res)
}

// DeleteSidePrize removes a side prize; ErrNotFound when the event has no
// prize of that id.
func (s *Store) DeleteSidePrize(ctx context.Context, eventID, id int64) error {
	res, err := s.w.NewDelete().Model((*SidePrize)(nil)).Where("id = ? AND event_id = ?", id, eventID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete side prize %d: %w", id, err)
	}
	return requireAffected(res)
}

// IsRegistrant tells whether the member is registered for the event.
func (s *Store) IsRegistrant(ctx context.Context, eventID, memberID int64) (bool, error) {
	ok, err := s.r.NewSelect().TableExpr("event_registrations").
		Where("event_id = ? AND member_id = ?", eventID, memberID).Exists(ctx)
	if err != nil {
		return false, fmt.Errorf("registrant %d of event %d: %w", memberID, eventID, err)
	}
	return ok, nil
}

// Follows are the ids of the members memberID follows, in id order.
func (s *Store) Follows(ctx context.Context, memberID int64) ([]int64, error) {
	out := []int64{}
	err := s.r.NewSelect().Model((*Follow)(nil)).Column("followed_member_id").
		Where("member_id = ?", memberID).Order("followed_member_id").Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("follows of member %d: %w", memberID, err)
	}
	return out, nil
}

// Follow makes memberID follow followed; following twice changes nothing.
func (s *Store) Follow(ctx context.Context, memberID, followed int64, at time.Time) error {
	_, err := s.w.NewInsert().Model(&Follow{MemberID: memberID, FollowedMemberID: followed, CreatedAt: at.UTC()}).
		On("CONFLICT (member_id, followed_member_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return fmt.Errorf("member %d follows %d: %w", memberID, followed, err)
	}
	return nil
}

// Unfollow ends memberID following followed (nothing when it did not).
func (s *Store) Unfollow(ctx context.Context, memberID, followed int64) error {
	_, err := s.w.NewDelete().Model((*Follow)(nil)).
		Where("member_id = ? AND followed_member_id = ?", memberID, followed).Exec(ctx)
	if err != nil {
		return fmt.Errorf("member %d unfollows %d: %w", memberID, followed, err)
	}
	return nil
}

// settingOrderOfMerit holds the Order of Merit's settings as JSON. It is
// kept out of ClubSettings: only the Order of Merit reads it.
const settingOrderOfMerit = "orderOfMerit"

// OrderOfMeritSettings decodes the stored Order of Merit settings into
// dst; found is false when none are stored (dst is left as it was).
func (s *Store) OrderOfMeritSettings(ctx context.Context, dst any) (found bool, err error) {
	var rows []Setting
	if err := s.r.NewSelect().Model(&rows).Where("key = ?", settingOrderOfMerit).Scan(ctx); err != nil {
		return false, fmt.Errorf("read order of merit settings: %w", err)
	}
	if len(rows) == 0 || rows[0].Value == "" {
		return false, nil
	}
	if err := json.Unmarshal([]byte(rows[0].Value), dst); err != nil {
		return false, fmt.Errorf("decode order of merit settings: %w", err)
	}
	return true, nil
}

// SaveOrderOfMeritSettings stores v (encoded as JSON) as the Order of
// Merit's settings.
func (s *Store) SaveOrderOfMeritSettings(ctx context.Context, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode order of merit settings: %w", err)
	}
	_, err = s.w.NewInsert().Model(&Setting{Key: settingOrderOfMerit, Value: string(data)}).
		On("CONFLICT (key) DO UPDATE").Set("value = EXCLUDED.value").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save order of merit settings: %w", err)
	}
	return nil
}
