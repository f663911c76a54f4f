package scoring

import (
	"context"
	"errors"
	"fmt"

	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Viewer is who reads a leaderboard: a signed-in member (MemberID), an
// admin, both, or a visitor (zero).
type Viewer struct {
	MemberID int64
	Admin    bool
}

// LeaderboardRow is one player's line.
type LeaderboardRow struct {
	// Position is nil for a card with no place (DQ, NR, no return, not
	// started), listed after the field.
	Position       *int   `json:"position"`
	Label          string `json:"label"`
	RegistrationID int64  `json:"registrationId"`
	MemberID       int64  `json:"memberId"`
	Name           string `json:"name"`
	Thru           int    `json:"thru"`
	Today          int    `json:"today"` // gross to par over the holes played
	Gross          int    `json:"gross"`
	Net            int    `json:"net"`
	NetToPar       int    `json:"netToPar"`
	Points         int    `json:"points"`
	Status         string `json:"status"`
	HoleInOne      bool   `json:"holeInOne"`
}

// LeaderboardHole is a hole's number and par.
type LeaderboardHole struct {
	Number int `json:"number"`
	Par    int `json:"par"`
}

// Leaderboard is an event's field in order.
type Leaderboard struct {
	EventID   int64             `json:"eventId"`
	Title     string            `json:"title"`
	Date      string            `json:"date"`
	Format    string            `json:"format"`
	Finalised bool              `json:"finalised"`
	Holes     []LeaderboardHole `json:"holes"`
	Rows      []LeaderboardRow  `json:"rows"`
}

// CanSee tells whether v may read the leaderboard of an event with these
// settings: everyone when it is public, else members and admins.
func CanSee(g *model.EventGolf, v Viewer) bool {
	return g.LeaderboardPublic || v.MemberID != 0 || v.Admin
}

// LeaderboardAccess checks that event eventID has a leaderboard viewer
// may read, and returns the viewer: for a public leaderboard viewer is
// never called, so a visitor's read costs no session lookup. ErrNotScored
// (or ErrEventNotFound) when there is none, ErrLoginRequired for a visitor
// of a members-only one.
func (s *Service) LeaderboardAccess(ctx context.Context, eventID int64, viewer func() Viewer) (Viewer, error) {
	g, err := s.store.GetEventGolf(ctx, eventID)
	if errors.Is(err, store.ErrNotFound) {
		if _, err := s.store.GetEvent(ctx, eventID); errors.Is(err, store.ErrNotFound) {
			return Viewer{}, ErrEventNotFound
		}
		return Viewer{}, ErrNotScored
	}
	if err != nil {
		return Viewer{}, fmt.Errorf("golf settings of event %d: %w", eventID, err)
	}
	if g.LeaderboardPublic {
		return Viewer{}, nil
	}
	v := viewer()
	if !CanSee(g, v) {
		return Viewer{}, ErrLoginRequired
	}
	return v, nil
}

// Leaderboard is event eventID's field in order, computed from the
// event's own cards (its players, scores and card states): the work grows
// with the players of the event, not with every score stored. Live,
// equal scores share a place ("T3"); once the results are final the order
// is the final one, ties broken by countback. A members-only leaderboard
// is a 401 for visitors.
func (s *Service) Leaderboard(ctx context.Context, v Viewer, eventID int64) (*Leaderboard, error) {
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return nil, err
	}
	if !CanSee(sc.golf, v) {
		return nil, ErrLoginRequired
	}
	db := s.store.Reader()
	players, err := sc.players(ctx, db)
	if err != nil {
		return nil, err
	}
	scores, err := store.EventScores(ctx, db, eventID)
	if err != nil {
		return nil, err
	}
	states, err := store.EventScorecards(ctx, db, eventID)
	if err != nil {
		return nil, err
	}
	return sc.leaderboard(players, scores, states), nil
}

// leaderboard ranks the cards of players.
func (sc *scored) leaderboard(players []model.GolfPlayer, scores []model.Score, states []model.Scorecard) *Leaderboard {
	index := make(map[int64]int, len(players))
	entries := make([]golf.Entry, len(players))
	for i, p := range players {
		index[p.RegistrationID] = i
		entries[i] = golf.Entry{ID: p.RegistrationID, Card: golf.Card{PlayingHandicap: sc.playingHandicap(p)}}
	}
	aces := map[int64]bool{}
	for _, s := range scores {
		i, ok := index[s.RegistrationID]
		if !ok || s.Hole < 1 || s.Hole > golf.HoleCount {
			continue
		}
		hs := golf.HoleScore{PickedUp: s.PickedUp}
		if s.Strokes != nil && !s.PickedUp {
			hs.Strokes = *s.Strokes
			if hs.Strokes == 1 {
				aces[s.RegistrationID] = true
			}
		}
		entries[i].Card.Holes[s.Hole-1] = hs
	}
	for _, st := range states {
		if i, ok := index[st.RegistrationID]; ok {
			entries[i].Card.Status = golf.Status(st.Status)
		}
	}
	standings := golf.Rank(entries, sc.tee, sc.format(), sc.finalised())
	out := &Leaderboard{EventID: sc.event.ID, Title: sc.event.Title, Date: sc.event.Date, Format: sc.golf.Format,
		Finalised: sc.finalised(), Holes: make([]LeaderboardHole, len(sc.tee.Holes)), Rows: make([]LeaderboardRow, 0, len(standings))}
	for i, h := range sc.tee.Holes {
		out.Holes[i] = LeaderboardHole{Number: i + 1, Par: h.Par}
	}
	for _, st := range standings {
		i := index[st.ID]
		p := players[i]
		row := LeaderboardRow{Label: st.Label, RegistrationID: p.RegistrationID, MemberID: p.MemberID, Name: p.Name,
			Thru: st.Totals.Thru, Today: st.Totals.GrossToPar, Gross: st.Totals.Gross, Net: st.Totals.Net,
			NetToPar: st.Totals.NetToPar, Points: st.Totals.Points, Status: string(entries[i].Card.Status),
			HoleInOne: aces[p.RegistrationID]}
		if st.Position > 0 {
			pos := st.Position
			row.Position = &pos
		}
		out.Rows = append(out.Rows, row)
	}
	return out
}
