package scoring

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// The strokes a hole's score may have.
const (
	minStrokes = 1
	maxStrokes = 20
)

// maxBatch caps the entries of one request: a flight of four's whole card
// twice over, so that a phone back from a dead spot sends its queue at once.
const maxBatch = 4 * golf.HoleCount * 2

// writeAttempts is how many times a batch is tried when another write of
// the same hole committed first (PostgreSQL; SQLite's single writer never
// races).
const writeAttempts = 5

// ScoreInput is one hole's score from a phone. Revision is the revision
// the phone last saw for the hole plus one. Strokes nil and not PickedUp
// clears the hole.
type ScoreInput struct {
	RegistrationID int64 `json:"registrationId"`
	Hole           int   `json:"hole"`
	Strokes        *int  `json:"strokes"`
	PickedUp       bool  `json:"pickedUp"`
	Revision       int   `json:"revision"`
}

// Overwritten is the score a write replaced without having seen it.
type Overwritten struct {
	Strokes   *int   `json:"strokes"`
	PickedUp  bool   `json:"pickedUp"`
	EnteredBy string `json:"enteredBy"`
}

// ScoreResult is what became of one input: the hole's score and revision
// as stored, and whether it replaced a score the phone had not seen.
type ScoreResult struct {
	RegistrationID int64        `json:"registrationId"`
	Hole           int          `json:"hole"`
	Strokes        *int         `json:"strokes"`
	PickedUp       bool         `json:"pickedUp"`
	Revision       int          `json:"revision"`
	Conflict       bool         `json:"conflict"`
	Overwrote      *Overwritten `json:"overwrote,omitempty"`
}

// Author is who enters scores: a member, or an admin.
type Author struct {
	MemberID int64
	AdminID  int64
	Name     string
}

// MemberAuthor is member m as an author of scores.
func MemberAuthor(m *model.Member) Author {
	name := m.Name
	if m.PreferredName != nil && *m.PreferredName != "" {
		name = *m.PreferredName
	}
	return Author{MemberID: m.ID, Name: name}
}

// AdminAuthor is admin a as an author of scores.
func AdminAuthor(a *model.Admin) Author {
	return Author{AdminID: a.ID, Name: a.Username}
}

func (a Author) admin() bool { return a.AdminID != 0 }

// checkEntries validates the shape of a batch: holes 1–18, strokes 1–20,
// revisions from 1. A picked-up hole keeps no strokes.
func checkEntries(entries []ScoreInput) ([]ScoreInput, error) {
	if len(entries) == 0 {
		return nil, apperr.Field("entries", "no_entries", "Send at least one score")
	}
	if len(entries) > maxBatch {
		return nil, apperr.Field("entries", "too_many_entries", fmt.Sprintf("Send at most %d scores at once", maxBatch))
	}
	out := make([]ScoreInput, len(entries))
	for i, e := range entries {
		field := "entries." + strconv.Itoa(i) + "."
		if e.Hole < 1 || e.Hole > golf.HoleCount {
			return nil, apperr.Field(field+"hole", "hole_out_of_range", "Hole must be from 1 to 18")
		}
		if e.PickedUp {
			e.Strokes = nil
		} else if e.Strokes != nil && (*e.Strokes < minStrokes || *e.Strokes > maxStrokes) {
			return nil, apperr.Field(field+"strokes", "score_out_of_range", "A hole's score must be from 1 to 20 strokes")
		}
		if e.Revision < 1 {
			return nil, apperr.Field(field+"revision", "invalid_revision", "Revision must be a whole number from 1")
		}
		out[i] = e
	}
	return out, nil
}

func sameValue(strokes *int, pickedUp bool, otherStrokes *int, otherPickedUp bool) bool {
	if pickedUp != otherPickedUp {
		return false
	}
	if strokes == nil || otherStrokes == nil {
		return strokes == nil && otherStrokes == nil
	}
	return *strokes == *otherStrokes
}

// EnterScores stores a batch of scores for event eventID, all or none.
// A member may write the cards of their own flight only, from the event
// day until the results are final; an admin writes any card, at any time.
//
// Each input names the revision it makes. When the history already holds
// that revision of the hole with the same score, the input is a retry and
// nothing changes. Otherwise the last write wins: the score is stored at
// the hole's next revision, and when the phone had not seen the score it
// replaces, the result says so (Conflict, Overwrote).
func (s *Service) EnterScores(ctx context.Context, who Author, eventID int64, entries []ScoreInput) ([]ScoreResult, error) {
	entries, err := checkEntries(entries)
	if err != nil {
		return nil, err
	}
	sc, err := s.loadScored(ctx, eventID)
	if err != nil {
		return nil, err
	}
	players, err := sc.players(ctx, s.store.Reader())
	if err != nil {
		return nil, err
	}
	writable := players
	if !who.admin() {
		if writable, err = flightOf(players, who.MemberID); err != nil {
			return nil, err
		}
		if s.today() < sc.event.Date {
			return nil, ErrNotOpen
		}
		if sc.finalised() {
			return nil, ErrCardLocked
		}
	}
	byReg := map[int64]model.GolfPlayer{}
	for _, p := range writable {
		byReg[p.RegistrationID] = p
	}
	for i, e := range entries {
		if _, ok := byReg[e.RegistrationID]; !ok {
			return nil, apperr.Field("entries."+strconv.Itoa(i)+".registrationId", "player_not_in_flight",
				"That player is not in your flight")
		}
	}

	var results []ScoreResult
	var stored []model.Score
	for attempt := 1; ; attempt++ {
		results, stored, err = s.writeScores(ctx, who, sc, entries)
		if !errors.Is(err, store.ErrConflict) || attempt == writeAttempts {
			break
		}
	}
	if ae, ok := apperr.As(err); ok {
		return nil, ae
	}
	if err != nil {
		return nil, fmt.Errorf("enter %d scores for event %d: %w", len(entries), eventID, err)
	}
	if len(stored) > 0 {
		s.announce(ctx, sc, byReg, stored)
	}
	return results, nil
}

// writeScores runs one attempt of a batch in one transaction and returns
// the results and the scores it stored.
func (s *Service) writeScores(ctx context.Context, who Author, sc *scored, entries []ScoreInput) ([]ScoreResult, []model.Score, error) {
	var results []ScoreResult
	var stored []model.Score
	err := s.store.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		results, stored = make([]ScoreResult, 0, len(entries)), nil
		g, err := store.GetEventGolf(ctx, tx, sc.event.ID, true)
		if err != nil {
			return err
		}
		if g.FinalisedAt != nil && !who.admin() {
			return ErrCardLocked
		}
		at := s.stamp()
		for _, e := range entries {
			r, written, err := s.writeScore(ctx, tx, who, sc.event.ID, e, at)
			if err != nil {
				return err
			}
			results = append(results, r)
			if written != nil {
				stored = append(stored, *written)
				if g.FinalisedAt == nil {
					if err := store.ClearConfirmation(ctx, tx, e.RegistrationID, at); err != nil {
						return err
					}
				}
			}
		}
		return nil
	})
	return results, stored, err
}

// writeScore applies one input inside tx; written is the score stored, nil
// when the input changed nothing (a retry, or the value already there).
func (s *Service) writeScore(ctx context.Context, tx bun.Tx, who Author, eventID int64, e ScoreInput, at time.Time) (ScoreResult, *model.Score, error) {
	r := ScoreResult{RegistrationID: e.RegistrationID, Hole: e.Hole, Strokes: e.Strokes, PickedUp: e.PickedUp, Revision: e.Revision}
	prev, err := store.ScoreAtRevision(ctx, tx, e.RegistrationID, e.Hole, e.Revision)
	switch {
	case err == nil && sameValue(prev.Strokes, prev.PickedUp, e.Strokes, e.PickedUp):
		return r, nil, nil
	case err != nil && !errors.Is(err, store.ErrNotFound):
		return r, nil, err
	}
	cur, err := store.CurrentScore(ctx, tx, e.RegistrationID, e.Hole)
	if err != nil {
		return r, nil, err
	}
	base := e.Revision - 1
	if cur != nil {
		if sameValue(cur.Strokes, cur.PickedUp, e.Strokes, e.PickedUp) {
			// Two phones agree: nothing to store or to warn about.
			r.Revision = cur.Revision
			return r, nil, nil
		}
		if base < cur.Revision {
			r.Conflict = true
			r.Overwrote = &Overwritten{Strokes: cur.Strokes, PickedUp: cur.PickedUp, EnteredBy: cur.EnteredByName}
		}
	} else if e.Strokes == nil && !e.PickedUp {
		// Clearing a hole that has no score.
		r.Revision = 0
		return r, nil, nil
	}
	next := 1
	if cur != nil {
		next = cur.Revision + 1
	}
	score := &model.Score{RegistrationID: e.RegistrationID, Hole: e.Hole, EventID: eventID, Strokes: e.Strokes,
		PickedUp: e.PickedUp, Revision: next, EnteredByName: who.Name, EnteredAt: at}
	if who.admin() {
		score.EnteredByAdminID = &who.AdminID
	} else {
		score.EnteredByMemberID = &who.MemberID
	}
	if err := store.WriteScore(ctx, tx, score); err != nil {
		return r, nil, err
	}
	r.Revision = next
	return r, score, nil
}

// announce publishes what a committed batch changed: each stored score,
// with the feat it celebrates and who to tell, then one change of the
// event's cards.
func (s *Service) announce(ctx context.Context, sc *scored, players map[int64]model.GolfPlayer, stored []model.Score) {
	for _, score := range stored {
		p := players[score.RegistrationID]
		par := sc.tee.Holes[score.Hole-1].Par
		e := bus.ScoreEntered{EventID: sc.event.ID, EventTitle: sc.event.Title, RegistrationID: score.RegistrationID,
			MemberID: p.MemberID, PlayerName: p.Name, Hole: score.Hole, PickedUp: score.PickedUp, Par: par,
			LeaderboardPublic: sc.golf.LeaderboardPublic}
		if score.Strokes != nil {
			e.Strokes = *score.Strokes
			if !sc.finalised() {
				e.Feat = string(golf.FeatOf(par, e.Strokes))
			}
		}
		if e.Feat != "" && e.Feat != string(golf.HoleInOne) && sc.golf.CelebrateFollowed {
			followers, err := s.store.FollowersOf(ctx, p.MemberID)
			if err != nil {
				s.log.Error("followers of a player", "member", p.MemberID, "err", err)
			}
			e.Followers = followers
		}
		s.publish(ctx, e)
	}
	s.publish(ctx, bus.ScorecardChanged{EventID: sc.event.ID, LeaderboardPublic: sc.golf.LeaderboardPublic})
}
