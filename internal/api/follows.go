package api

import (
	"net/http"

	"golfclub/internal/model"
)

// routesFollows registers the member's follows and own rounds.
func (s *Server) routesFollows(mux *http.ServeMux) {
	mux.Handle("GET /api/me/follows", s.handle(s.memberOnly(s.myFollows)))
	mux.Handle("PUT /api/me/follows/{memberId}", s.handle(s.memberOnly(s.follow)))
	mux.Handle("DELETE /api/me/follows/{memberId}", s.handle(s.memberOnly(s.unfollow)))
	mux.Handle("GET /api/me/rounds", s.handle(s.memberOnly(s.myRounds)))
}

func (s *Server) myFollows(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	ids, err := s.results.Follows(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ids)
	return nil
}

// follow and unfollow answer the follows as they are afterwards.
func (s *Server) follow(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	id, err := pathID(r, "memberId", "Member")
	if err != nil {
		return err
	}
	if err := s.results.Follow(r.Context(), m.ID, id); err != nil {
		return err
	}
	return s.myFollows(w, r, m)
}

func (s *Server) unfollow(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	id, err := pathID(r, "memberId", "Member")
	if err != nil {
		return err
	}
	if err := s.results.Unfollow(r.Context(), m.ID, id); err != nil {
		return err
	}
	return s.myFollows(w, r, m)
}

// myRounds is the signed-in member's own history; the route takes no
// member id, so no one reads another's.
func (s *Server) myRounds(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	rounds, err := s.results.Rounds(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rounds)
	return nil
}
