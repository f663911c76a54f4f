package scoring

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/eventdate"
	"golfclub/internal/golf"
	"golfclub/internal/store"
)

// ResultsDeps is what the results service needs.
// Results finalises events and serves what comes after the round: the
// frozen results, side prizes, the Order of Merit, follows and a member's
// own rounds. It is a service of its own beside the score entry so that
// neither grows into the other: it reads the scores and cards the entry
// writes, and hears of corrections through the bus (Handle).
type Results struct{ base }

// NewResults returns the results service for d.
func NewResults(d Deps) *Results { return &Results{newBase(d)} }

// Countback codes: on which last holes countback split a tie. The API sends
// the code; the app words it in the reader's language, as do the
// spreadsheet and i18n ("countback.last9").
const (
	CountbackLast9 = "last9"
	CountbackLast6 = "last6"
	CountbackLast3 = "last3"
	CountbackLast1 = "last1"
)

// countbackCode is the code of golf.Standing.CountbackHoles ("" for 0).
func countbackCode(holes int) string {
	switch holes {
	case 9:
		return CountbackLast9
	case 6:
		return CountbackLast6
	case 3:
		return CountbackLast3
	case 1:
		return CountbackLast1
	}
	return ""
}

// ResultRow is one player's frozen result.
type ResultRow struct {
	Position       *int   `json:"position"`
	Label          string `json:"label"`
	RegistrationID int64  `json:"registrationId"`
	MemberID       int64  `json:"memberId"`
	Name           string `json:"name"`
	Thru           int    `json:"thru"`
	Today          int    `json:"today"`
	Gross          int    `json:"gross"`
	Net            int    `json:"net"`
	NetToPar       int    `json:"netToPar"`
	Points         int    `json:"points"`
	Status         string `json:"status"`
	HoleInOne      bool   `json:"holeInOne"`
	Tied           bool   `json:"tied"`
	// Countback is how countback placed this player ahead of the next with
	// the same score: "last9", "last6", "last3", "last1"; "" when it did
	// not.
	Countback string `json:"countback"`
}

// SidePrizeView is a side prize as the results page shows it.
type SidePrizeView struct {
	ID         int64   `json:"id"`
	Kind       string  `json:"kind"`
	Hole       int     `json:"hole"`
	MemberID   *int64  `json:"memberId"`
	WinnerName *string `json:"winnerName"`
	Distance   string  `json:"distance"`
}

// EventResults are an event's frozen results.
type EventResults struct {
	EventID     int64           `json:"eventId"`
	Title       string          `json:"title"`
	Date        string          `json:"date"`
	Format      string          `json:"format"`
	FinalisedAt time.Time       `json:"finalisedAt"`
	Rows        []ResultRow     `json:"rows"`
	SidePrizes  []SidePrizeView `json:"sidePrizes"`
}

// Winners are the names of the players in first place (several when the
// tie survived countback).
func (r *EventResults) Winners() []string {
	var out []string
	for _, row := range r.Rows {
		if row.Position != nil && *row.Position == 1 {
			out = append(out, row.Name)
		}
	}
	return out
}

// Finalise ranks the event's field with countback, freezes it into the
// results (replacing earlier ones) and publishes ResultsPublished; the
// first finalise also sets the event's finalised time, which locks the
// members' cards, and has the players told.
func (s *Results) Finalise(ctx context.Context, eventID int64) (*EventResults, error) {
	if err := s.freeze(ctx, eventID, true); err != nil {
		return nil, err
	}
	return s.read(ctx, eventID)
}

// Refinalise freezes a finalised event's results again after a
// correction; an event not finalised (or not scored) is left alone.
func (s *Results) Refinalise(ctx context.Context, eventID int64) error {
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && g.FinalisedAt == nil) {
		return nil
	}
	if err != nil {
		return err
	}
	return s.freeze(ctx, eventID, false)
}

// freeze is Finalise's write: one transaction that locks the event's golf
// row (score writes take it shared, so none slips in between reading the
// cards and storing the results), ranks and stores. start: this is an
// admin's finalise, which may be the first.
func (s *Results) freeze(ctx context.Context, eventID int64, start bool) error {
	ev, err := s.store.GetEvent(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return ErrEventNotFound
	}
	if err != nil {
		return err
	}
	// Microseconds: what PostgreSQL keeps, so the time reads back equal.
	at := s.now().UTC().Truncate(time.Microsecond)
	var first, public, frozen bool
	var members []int64
	err = s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		g, err := store.GetEventGolf(ctx, tx, eventID, false)
		if errors.Is(err, store.ErrNotFound) {
			return ErrNotScored
		}
		if err != nil {
			return err
		}
		if !start && g.FinalisedAt == nil {
			return nil
		}
		public = g.LeaderboardPublic
		if first, err = s.store.FinaliseEvent(ctx, tx, eventID, at); err != nil {
			return err
		}
		rows, err := s.rank(ctx, tx, g, ev.Date, true)
		if err != nil {
			return err
		}
		for i := range rows {
			rows[i].FinalisedAt = at
			members = append(members, rows[i].MemberID)
		}
		frozen = true
		return s.store.ReplaceResults(ctx, tx, eventID, rows)
	})
	if err != nil {
		return fmt.Errorf("finalise event %d: %w", eventID, err)
	}
	if !frozen {
		return nil
	}
	s.publish(ctx, bus.ResultsPublished{EventID: eventID, EventTitle: ev.Title, MemberIDs: members, First: first, LeaderboardPublic: public})
	return nil
}

// rank reads the field of the event played on date through db and ranks
// it (final: with countback) into result rows, in their order.
func (s *Results) rank(ctx context.Context, db bun.IDB, g *store.EventGolf, date string, final bool) ([]store.Result, error) {
	tee, err := eventTee(ctx, db, g)
	if err != nil {
		return nil, err
	}
	end, err := eventdate.End(date, s.loc)
	if err != nil {
		return nil, fmt.Errorf("date of event %d: %w", g.EventID, err)
	}
	players, err := store.GolfPlayers(ctx, db, g.EventID, end)
	if err != nil {
		return nil, err
	}
	scores, err := store.EventScores(ctx, db, g.EventID)
	if err != nil {
		return nil, err
	}
	cards, err := store.EventScorecards(ctx, db, g.EventID)
	if err != nil {
		return nil, err
	}
	status := map[int64]golf.Status{}
	for _, c := range cards {
		status[c.RegistrationID] = golf.Status(c.Status)
	}
	byReg := map[int64]*golf.Card{}
	holeInOne := map[int64]bool{}
	entries := make([]golf.Entry, 0, len(players))
	player := map[int64]store.GolfPlayer{}
	for _, p := range players {
		// A registration has one place in one flight; a second row would
		// be a second card of the same player.
		if _, seen := player[p.RegistrationID]; seen {
			continue
		}
		player[p.RegistrationID] = p
		byReg[p.RegistrationID] = &golf.Card{PlayingHandicap: playingHandicap(p, tee, g.Allowance), Status: status[p.RegistrationID]}
	}
	for _, sc := range scores {
		c := byReg[sc.RegistrationID]
		if c == nil || sc.Hole < 1 || sc.Hole > golf.HoleCount {
			continue
		}
		h := golf.HoleScore{PickedUp: sc.PickedUp}
		if sc.Strokes != nil && !sc.PickedUp {
			h.Strokes = *sc.Strokes
			holeInOne[sc.RegistrationID] = holeInOne[sc.RegistrationID] || h.Strokes == 1
		}
		c.Holes[sc.Hole-1] = h
	}
	for _, p := range players {
		if c := byReg[p.RegistrationID]; c != nil {
			entries = append(entries, golf.Entry{ID: p.RegistrationID, Card: *c})
			delete(byReg, p.RegistrationID)
		}
	}
	standings := golf.Rank(entries, tee, golf.Format(g.Format), final)
	rows := make([]store.Result, 0, len(standings))
	for i, st := range standings {
		p := player[st.ID]
		r := store.Result{EventID: g.EventID, RegistrationID: st.ID, MemberID: p.MemberID, PlayerName: p.Name,
			SortOrder: i + 1, Tied: st.Tied, Label: st.Label, Thru: st.Totals.Thru, Gross: st.Totals.Gross,
			GrossToPar: st.Totals.GrossToPar, Net: st.Totals.Net, NetToPar: st.Totals.NetToPar, Points: st.Totals.Points,
			Status: string(status[st.ID]), HoleInOne: holeInOne[st.ID], Countback: countbackCode(st.CountbackHoles)}
		if st.Position > 0 {
			pos := st.Position
			r.Position = &pos
		} else if r.Status == "" {
			// No return: the card has no place though the admin set no
			// status; the label says which.
			r.Status = st.Label
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// eventTee is the tee the event is played from.
func eventTee(ctx context.Context, db bun.IDB, g *store.EventGolf) (golf.Tee, error) {
	c, err := store.GetCourse(ctx, db, g.CourseID)
	if err != nil {
		return golf.Tee{}, fmt.Errorf("course %d of event %d: %w", g.CourseID, g.EventID, err)
	}
	course, err := decodeCourse(c)
	if err != nil {
		return golf.Tee{}, err
	}
	tee, ok := course.Tee(g.Tee)
	if !ok {
		return golf.Tee{}, fmt.Errorf("course %d has no tee %q (event %d)", c.ID, g.Tee, g.EventID)
	}
	return tee, nil
}

// playingHandicap is the player's Playing Handicap as the leaderboard
// computes it (playingIndex), 0 without a handicap.
func playingHandicap(p store.GolfPlayer, t golf.Tee, allowance int) int {
	if i := playingIndex(p); i != nil {
		return golf.PlayingHandicapFor(*i, t, allowance)
	}
	return 0
}

// EventResults are the event's frozen results for viewer: a visitor gets
// them only when the event's leaderboard is public (401 otherwise); 404
// results_not_final before the first finalise.
func (s *Results) EventResults(ctx context.Context, eventID int64, v Viewer) (*EventResults, error) {
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotScored
	}
	if err != nil {
		return nil, err
	}
	if !CanSee(g, v) {
		return nil, apperr.New(apperr.Unauthorized, "unauthorized", "Please log in to see these results")
	}
	if g.FinalisedAt == nil {
		return nil, apperr.New(apperr.NotFound, "results_not_final", "The results are not final yet")
	}
	return s.read(ctx, eventID)
}

// read builds an event's results from the stored rows.
func (s *Results) read(ctx context.Context, eventID int64) (*EventResults, error) {
	ev, err := s.store.GetEvent(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrEventNotFound
	}
	if err != nil {
		return nil, err
	}
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotScored
	}
	if err != nil {
		return nil, err
	}
	rows, err := s.store.EventResults(ctx, eventID)
	if err != nil {
		return nil, err
	}
	prizes, err := s.SidePrizes(ctx, eventID)
	if err != nil {
		return nil, err
	}
	out := &EventResults{EventID: eventID, Title: ev.Title, Date: ev.Date, Format: g.Format,
		Rows: make([]ResultRow, 0, len(rows)), SidePrizes: prizes}
	if g.FinalisedAt != nil {
		out.FinalisedAt = g.FinalisedAt.UTC()
	}
	for _, r := range rows {
		out.Rows = append(out.Rows, ResultRow{Position: r.Position, Label: r.Label, RegistrationID: r.RegistrationID,
			MemberID: r.MemberID, Name: r.PlayerName, Thru: r.Thru, Today: r.GrossToPar, Gross: r.Gross, Net: r.Net,
			NetToPar: r.NetToPar, Points: r.Points, Status: r.Status, HoleInOne: r.HoleInOne, Tied: r.Tied, Countback: r.Countback})
	}
	return out, nil
}

// Handle re-freezes a finalised event's results when its scores or a card's
// status change: an admin's correction after finalising. It is a bus
// subscriber, so the score entry needs no knowledge of results.
func (s *Results) Handle(ctx context.Context, e bus.Event) error {
	if id, ok := correctedEvent(e); ok {
		return s.Refinalise(ctx, id)
	}
	return nil
}
