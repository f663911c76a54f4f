package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"golfclub/internal/httpcache"
	"golfclub/internal/model"
	"golfclub/internal/scoring"
)

// routesScoring registers the round as members and visitors see it: the
// scorecard of the member's flight, score entry, the member's confirmation
// of their card, and the leaderboard.
func (s *Server) routesScoring(mux *http.ServeMux) {
	mux.Handle("GET /api/events/{id}/scorecard", s.handle(s.memberOnly(s.getScorecard)))
	mux.Handle("POST /api/events/{id}/scores", s.handle(s.memberOnly(s.postScores)))
	mux.Handle("POST /api/events/{id}/scorecard/confirm", s.handle(s.memberOnly(s.confirmScorecard)))
	// Every open leaderboard refetches on each score, so the answer is
	// built once per change and kept (httpcache), behind the check of who
	// may see it.
	board := s.cache.HandlerOf(leaderboardKinds, leaderboardKey, s.handle(s.getLeaderboard))
	mux.Handle("GET /api/events/{id}/leaderboard", s.handle(s.leaderboardGate(board)))
}

// leaderboardKinds are what a leaderboard is made from: its event and the
// event's cards, golf settings, flights and handicaps.
var leaderboardKinds = []httpcache.Kind{httpcache.Scores, httpcache.Events}

// leaderboardKey names an event's leaderboard in the cache: the same
// answer for everyone allowed to read it.
func leaderboardKey(r *http.Request) (string, bool) {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return "", false
	}
	return "leaderboard/" + strconv.FormatInt(id, 10), true
}

// viewerKey carries the viewer the gate resolved to the leaderboard
// handler.
type viewerKey struct{}

// leaderboardGate answers 401 to a visitor of a members-only leaderboard
// (and 404 without one) before the cache can serve it. Whether a
// leaderboard is public is kept as the leaderboard is (dropped with its
// golf settings), so that a kept public leaderboard is served without a
// database read: after each score every open leaderboard refetches at
// once, and on SQLite those reads would queue for the connections the
// next score's POST needs. A members-only one checks its reader every
// time.
func (s *Server) leaderboardGate(next http.Handler) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		eventID, err := pathID(r, "id", "Event")
		if err != nil {
			return err
		}
		public, err := httpcache.Remember(s.cache, leaderboardKinds, "leaderboard-public/"+strconv.FormatInt(eventID, 10), func() (bool, error) {
			_, err := s.scoring.LeaderboardAccess(r.Context(), eventID, func() scoring.Viewer { return scoring.Viewer{} })
			if errors.Is(err, scoring.ErrLoginRequired) {
				return false, nil
			}
			return err == nil, err
		})
		if err != nil {
			return err
		}
		var v scoring.Viewer
		if !public {
			if v, err = s.scoring.LeaderboardAccess(r.Context(), eventID, func() scoring.Viewer { return s.scoringViewer(r) }); err != nil {
				return err
			}
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), viewerKey{}, v)))
		return nil
	}
}

func (s *Server) getScorecard(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	card, err := s.scoring.MemberScorecard(r.Context(), m, eventID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, card)
	return nil
}

// scoresInput is the body of both score routes.
type scoresInput struct {
	Entries []scoring.ScoreInput `json:"entries"`
}

// scoresAnswer is their answer: each entry as stored.
type scoresAnswer struct {
	Entries []scoring.ScoreResult `json:"entries"`
}

func (s *Server) postScores(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in scoresInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	out, err := s.scoring.EnterScores(r.Context(), scoring.MemberAuthor(m), eventID, in.Entries)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, scoresAnswer{out})
	return nil
}

type confirmInput struct {
	RegistrationID int64 `json:"registrationId"`
}

type confirmAnswer struct {
	ConfirmedAt time.Time `json:"confirmedAt"`
}

func (s *Server) confirmScorecard(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in confirmInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	at, err := s.scoring.ConfirmCard(r.Context(), m, eventID, in.RegistrationID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, confirmAnswer{at})
	return nil
}

// getLeaderboard answers everyone when the event's leaderboard is public,
// else members and admins (401 for visitors).
func (s *Server) getLeaderboard(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	v, _ := r.Context().Value(viewerKey{}).(scoring.Viewer)
	board, err := s.scoring.Leaderboard(r.Context(), v, eventID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, board)
	return nil
}

// scoringViewer is who reads a leaderboard: a member, an admin, both or a
// visitor. A session that cannot be read counts as none.
func (s *Server) scoringViewer(r *http.Request) scoring.Viewer {
	var v scoring.Viewer
	if sessionToken(r, memberSessions) != "" {
		if m, err := s.currentMember(r); err == nil {
			v.MemberID = m.ID
		}
	}
	if sessionToken(r, adminSessions) != "" {
		if _, err := s.currentAdmin(r); err == nil {
			v.Admin = true
		}
	}
	return v
}
