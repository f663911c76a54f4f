package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
)

// ListCourses lists the club's courses by name.
func (s *Store) ListCourses(ctx context.Context) ([]Course, error) {
	courses := []Course{}
	if err := s.r.NewSelect().Model(&courses).OrderExpr("LOWER(name) ASC, id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list courses: %w", err)
	}
	return courses, nil
}

// GetCourse returns course id, or ErrNotFound.
func GetCourse(ctx context.Context, db bun.IDB, id int64) (*Course, error) {
	c := new(Course)
	if err := db.NewSelect().Model(c).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return c, nil
}

// GetCourse is the package function on the store's reader.
func (s *Store) GetCourse(ctx context.Context, id int64) (*Course, error) {
	return GetCourse(ctx, s.r, id)
}

// CreateCourse inserts c and sets its ID.
func (s *Store) CreateCourse(ctx context.Context, c *Course) error {
	if _, err := s.w.NewInsert().Model(c).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("create course: %w", err)
	}
	return nil
}

// UpdateCourse stores c's name and tees. ErrNotFound when absent.
func UpdateCourse(ctx context.Context, db bun.IDB, c *Course) error {
	res, err := db.NewUpdate().Model(c).Column("name", "tees", "updated_at").WherePK().Exec(ctx)
	if err != nil {
		return fmt.Errorf("update course %d: %w", c.ID, err)
	}
	return requireAffected(res)
}

// DeleteCourse deletes course id. ErrNotFound when absent.
func DeleteCourse(ctx context.Context, db bun.IDB, id int64) error {
	res, err := db.NewDelete().Model((*Course)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete course %d: %w", id, err)
	}
	return requireAffected(res)
}

// CourseUses lists the events' golf settings that name course courseID.
func CourseUses(ctx context.Context, db bun.IDB, courseID int64) ([]EventGolf, error) {
	var uses []EventGolf
	if err := db.NewSelect().Model(&uses).Where("course_id = ?", courseID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("events using course %d: %w", courseID, err)
	}
	return uses, nil
}

// SetHandicap sets member memberID's Handicap Index (tenths; nil clears
// it) and records the change, by the admin byAdmin or (nil) the member.
// ErrNotFound when the member is absent.
func SetHandicap(ctx context.Context, db bun.IDB, memberID int64, index *int, byAdmin *int64, at time.Time) error {
	res, err := db.NewUpdate().Model((*Member)(nil)).Set("handicap_index = ?", index).Set("updated_at = ?", at).
		Where("id = ?", memberID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set handicap of member %d: %w", memberID, err)
	}
	if err := requireAffected(res); err != nil {
		return err
	}
	ch := &HandicapChange{MemberID: memberID, Index: index, ByAdminID: byAdmin, CreatedAt: at}
	if _, err := db.NewInsert().Model(ch).Exec(ctx); err != nil {
		return fmt.Errorf("record handicap change of member %d: %w", memberID, err)
	}
	return nil
}

// HandicapHistory lists member memberID's handicap changes, newest first.
func (s *Store) HandicapHistory(ctx context.Context, memberID int64) ([]HandicapChange, error) {
	changes := []HandicapChange{}
	if err := s.r.NewSelect().Model(&changes).Where("member_id = ?", memberID).
		OrderExpr("created_at DESC, id DESC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("handicap history of member %d: %w", memberID, err)
	}
	return changes, nil
}

// GetEventGolf returns event eventID's golf settings, or ErrNotFound when
// the event is not scored. With lock (inside a transaction) the row is
// locked on PostgreSQL, so that finalising and score writes of one event
// take turns; SQLite's single writer does that already.
func GetEventGolf(ctx context.Context, db bun.IDB, eventID int64, lock bool) (*EventGolf, error) {
	g := new(EventGolf)
	q := db.NewSelect().Model(g).Where("event_id = ?", eventID)
	if lock && db.Dialect().Name() == dialect.PG {
		q = q.For("SHARE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return g, nil
}

// GetEventGolf is the package function on the store's reader.
func (s *Store) GetEventGolf(ctx context.Context, eventID int64) (*EventGolf, error) {
	return GetEventGolf(ctx, s.r, eventID, false)
}

// SaveEventGolf inserts or replaces event g.EventID's golf settings; the
// finalised time is kept as it is.
func SaveEventGolf(ctx context.Context, db bun.IDB, g *EventGolf) error {
	_, err := db.NewInsert().Model(g).On("CONFLICT (event_id) DO UPDATE").
		Set("course_id = EXCLUDED.course_id").Set("tee = EXCLUDED.tee").Set("format = EXCLUDED.format").
		Set("allowance = EXCLUDED.allowance").Set("leaderboard_public = EXCLUDED.leaderboard_public").
		Set("celebrate_followed = EXCLUDED.celebrate_followed").Set("order_of_merit = EXCLUDED.order_of_merit").
		Set("updated_at = EXCLUDED.updated_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("save golf settings of event %d: %w", g.EventID, err)
	}
	return nil
}

// DeleteEventGolf turns scoring off for event eventID. ErrNotFound when
// it was off.
func DeleteEventGolf(ctx context.Context, db bun.IDB, eventID int64) error {
	res, err := db.NewDelete().Model((*EventGolf)(nil)).Where("event_id = ?", eventID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete golf settings of event %d: %w", eventID, err)
	}
	return requireAffected(res)
}

// EventHasScores tells whether any score was entered for event eventID.
func EventHasScores(ctx context.Context, db bun.IDB, eventID int64) (bool, error) {
	ok, err := db.NewSelect().Model((*Score)(nil)).Where("event_id = ?", eventID).Exists(ctx)
	if err != nil {
		return false, fmt.Errorf("scores of event %d: %w", eventID, err)
	}
	return ok, nil
}

// GolfSettingsFor returns the golf settings of those of eventIDs that are
// scored, by event id.
func (s *Store) GolfSettingsFor(ctx context.Context, eventIDs []int64) (map[int64]*GolfSettings, error) {
	out := map[int64]*GolfSettings{}
	if len(eventIDs) == 0 {
		return out, nil
	}
	var rows []GolfSettings
	err := s.r.NewSelect().TableExpr("event_golf AS g").
		Join("JOIN courses AS c ON c.id = g.course_id").
		ColumnExpr("g.event_id, g.course_id, c.name AS course_name, g.tee, g.format, g.allowance").
		ColumnExpr("g.leaderboard_public, g.celebrate_followed, g.order_of_merit, g.finalised_at").
		Where("g.event_id IN (?)", bun.List(eventIDs)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("golf settings of %d events: %w", len(eventIDs), err)
	}
	for i := range rows {
		out[rows[i].EventID] = &rows[i]
	}
	return out, nil
}

// GolfPlayers lists event eventID's registrants who have a place in a
// flight, by flight number and place in it. Each player's HandicapIndex is
// the one in force at asOf (the end of the event day): under WHS the
// Playing Handicap is fixed for the round, so a change made after it must
// not move the event's leaderboard or frozen results. That is the latest
// handicap change made before asOf (nil if it cleared the index), or the
// member's current index when no change was recorded before then (an index
// stored without a recorded change).
func GolfPlayers(ctx context.Context, db bun.IDB, eventID int64, asOf time.Time) ([]GolfPlayer, error) {
	players := []GolfPlayer{}
	err := db.NewSelect().TableExpr("flight_members AS fm").
		Join("JOIN flights AS f ON f.id = fm.flight_id").
		Join("JOIN event_registrations AS r ON r.id = fm.registration_id").
		Join("JOIN members AS m ON m.id = r.member_id").
		ColumnExpr("r.id AS registration_id, r.member_id, m.name, fm.handicap AS flight_handicap").
		ColumnExpr(`CASE WHEN EXISTS (SELECT 1 FROM handicap_changes AS hc WHERE hc.member_id = m.id AND hc.created_at < ?)
			THEN (SELECT hc.handicap_index FROM handicap_changes AS hc WHERE hc.member_id = m.id AND hc.created_at < ?
				ORDER BY hc.created_at DESC, hc.id DESC LIMIT 1)
			ELSE m.handicap_index END AS handicap_index`, asOf, asOf).
		ColumnExpr("f.id AS flight_id, f.flight_number, fm.position").
		Where("f.event_id = ?", eventID).
		OrderExpr("f.flight_number ASC, fm.position ASC, r.id ASC").Scan(ctx, &players)
	if err != nil {
		return nil, fmt.Errorf("players of event %d: %w", eventID, err)
	}
	return players, nil
}

// EventScores lists every current score of event eventID.
func EventScores(ctx context.Context, db bun.IDB, eventID int64) ([]Score, error) {
	scores := []Score{}
	if err := db.NewSelect().Model(&scores).Where("event_id = ?", eventID).
		OrderExpr("registration_id ASC, hole ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("scores of event %d: %w", eventID, err)
	}
	return scores, nil
}

// RegistrationScores lists the current scores of the registrations regIDs.
func RegistrationScores(ctx context.Context, db bun.IDB, regIDs []int64) ([]Score, error) {
	scores := []Score{}
	if len(regIDs) == 0 {
		return scores, nil
	}
	if err := db.NewSelect().Model(&scores).Where("registration_id IN (?)", bun.List(regIDs)).
		OrderExpr("registration_id ASC, hole ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("scores of %d registrations: %w", len(regIDs), err)
	}
	return scores, nil
}

// CurrentScore is the stored score of one hole of a registration, or nil
// when none was entered. On PostgreSQL the row is locked until the
// transaction ends, so two writes of one hole take turns.
func CurrentScore(ctx context.Context, tx bun.Tx, regID int64, hole int) (*Score, error) {
	sc := new(Score)
	q := tx.NewSelect().Model(sc).Where("registration_id = ? AND hole = ?", regID, hole)
	if tx.Dialect().Name() == dialect.PG {
		q = q.For("UPDATE")
	}
	err := q.Scan(ctx)
	if err = mapErr(err); errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("score of registration %d hole %d: %w", regID, hole, err)
	}
	return sc, nil
}

// ScoreAtRevision is the write of one hole stored at revision, or
// ErrNotFound.
func ScoreAtRevision(ctx context.Context, db bun.IDB, regID int64, hole, revision int) (*ScoreHistory, error) {
	h := new(ScoreHistory)
	err := db.NewSelect().Model(h).Where("registration_id = ? AND hole = ? AND revision = ?", regID, hole, revision).Scan(ctx)
	if err != nil {
		return nil, mapErr(err)
	}
	return h, nil
}

// WriteScore stores sc as the hole's current score and adds it to the
// history. ErrConflict (wrapped) when the history already holds that
// revision: another write of the hole committed first.
func WriteScore(ctx context.Context, db bun.IDB, sc *Score) error {
	h := &ScoreHistory{EventID: sc.EventID, RegistrationID: sc.RegistrationID, Hole: sc.Hole, Revision: sc.Revision,
		Strokes: sc.Strokes, PickedUp: sc.PickedUp, EnteredByMemberID: sc.EnteredByMemberID,
		EnteredByAdminID: sc.EnteredByAdminID, EnteredByName: sc.EnteredByName, EnteredAt: sc.EnteredAt}
	if _, err := db.NewInsert().Model(h).Exec(ctx); err != nil {
		return fmt.Errorf("score history of registration %d hole %d: %w", sc.RegistrationID, sc.Hole, mapErr(err))
	}
	_, err := db.NewInsert().Model(sc).On("CONFLICT (registration_id, hole) DO UPDATE").
		Set("strokes = EXCLUDED.strokes").Set("picked_up = EXCLUDED.picked_up").Set("revision = EXCLUDED.revision").
		Set("entered_by_member_id = EXCLUDED.entered_by_member_id").Set("entered_by_admin_id = EXCLUDED.entered_by_admin_id").
		Set("entered_by_name = EXCLUDED.entered_by_name").Set("entered_at = EXCLUDED.entered_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("score of registration %d hole %d: %w", sc.RegistrationID, sc.Hole, mapErr(err))
	}
	return nil
}

// ScoreLog lists every score write of event eventID, newest first.
func (s *Store) ScoreLog(ctx context.Context, eventID int64) ([]ScoreLogRow, error) {
	rows := []ScoreLogRow{}
	err := s.r.NewSelect().TableExpr("score_history AS h").
		Join("JOIN event_registrations AS r ON r.id = h.registration_id").
		Join("JOIN members AS m ON m.id = r.member_id").
		ColumnExpr("h.*, m.name AS player_name").
		Where("h.event_id = ?", eventID).OrderExpr("h.id DESC").Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("score log of event %d: %w", eventID, err)
	}
	return rows, nil
}

// EventScorecards lists the card states of event eventID.
func EventScorecards(ctx context.Context, db bun.IDB, eventID int64) ([]Scorecard, error) {
	cards := []Scorecard{}
	if err := db.NewSelect().Model(&cards).Where("event_id = ?", eventID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("scorecards of event %d: %w", eventID, err)
	}
	return cards, nil
}

// SetCardStatus sets the DQ/NR status of registration regID's card.
func SetCardStatus(ctx context.Context, db bun.IDB, eventID, regID int64, status string, at time.Time) error {
	c := &Scorecard{RegistrationID: regID, EventID: eventID, Status: status, UpdatedAt: at}
	_, err := db.NewInsert().Model(c).On("CONFLICT (registration_id) DO UPDATE").
		Set("status = EXCLUDED.status").Set("updated_at = EXCLUDED.updated_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("status of card %d: %w", regID, err)
	}
	return nil
}

// ConfirmCard records that the player agreed with registration regID's
// card at at.
func ConfirmCard(ctx context.Context, db bun.IDB, eventID, regID int64, at time.Time) error {
	c := &Scorecard{RegistrationID: regID, EventID: eventID, ConfirmedAt: &at, UpdatedAt: at}
	_, err := db.NewInsert().Model(c).On("CONFLICT (registration_id) DO UPDATE").
		Set("confirmed_at = EXCLUDED.confirmed_at").Set("updated_at = EXCLUDED.updated_at").Exec(ctx)
	if err != nil {
		return fmt.Errorf("confirm card %d: %w", regID, err)
	}
	return nil
}

// ClearConfirmation withdraws the player's agreement with registration
// regID's card, whose scores changed after it.
func ClearConfirmation(ctx context.Context, db bun.IDB, regID int64, at time.Time) error {
	_, err := db.NewUpdate().Model((*Scorecard)(nil)).Set("confirmed_at = NULL").Set("updated_at = ?", at).
		Where("registration_id = ? AND confirmed_at IS NOT NULL", regID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("clear confirmation of card %d: %w", regID, err)
	}
	return nil
}

// FollowersOf lists the members who follow member memberID.
func (s *Store) FollowersOf(ctx context.Context, memberID int64) ([]int64, error) {
	ids := []int64{}
	if err := s.r.NewSelect().Model((*Follow)(nil)).Column("member_id").Where("followed_member_id = ?", memberID).
		OrderExpr("member_id ASC").Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("followers of member %d: %w", memberID, err)
	}
	return ids, nil
}

// MemberFollowing lists the names of the members memberID follows.
func (s *Store) MemberFollowing(ctx context.Context, memberID int64) ([]string, error) {
	names := []string{}
	err := s.r.NewSelect().TableExpr("follows AS f").Join("JOIN members AS m ON m.id = f.followed_member_id").
		ColumnExpr("m.name").Where("f.member_id = ?", memberID).OrderExpr("LOWER(m.name) ASC, m.id ASC").Scan(ctx, &names)
	if err != nil {
		return nil, fmt.Errorf("members followed by %d: %w", memberID, err)
	}
	return names, nil
}

// MemberScores lists the hole scores of member memberID's cards, by event
// date, then event, then hole.
func (s *Store) MemberScores(ctx context.Context, memberID int64) ([]MemberScoreRow, error) {
	rows := []MemberScoreRow{}
	err := s.r.NewSelect().TableExpr("scores AS s").
		Join("JOIN event_registrations AS r ON r.id = s.registration_id").
		Join("JOIN events AS e ON e.id = s.event_id").
		ColumnExpr("s.event_id, e.title AS event_title, e.date AS event_date, s.hole, s.strokes, s.picked_up").
		Where("r.member_id = ?", memberID).OrderExpr("e.date ASC, s.event_id ASC, s.hole ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("scores of member %d: %w", memberID, err)
	}
	return rows, nil
}
