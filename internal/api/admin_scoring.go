package api

import (
	"net/http"

	"golfclub/internal/scoring"
)

// routesAdminScoring registers the admin's side of the round: an event's
// golf settings, every card, corrections, DQ/NR and the log of writes.
func (s *Server) routesAdminScoring(mux *http.ServeMux) {
	s.admin(mux, "PUT /api/admin/events/{id}/golf", s.adminPutGolf)
	s.admin(mux, "DELETE /api/admin/events/{id}/golf", s.adminDeleteGolf)
	s.admin(mux, "GET /api/admin/events/{id}/scores", s.adminGetScores)
	s.admin(mux, "POST /api/admin/events/{id}/scores", s.adminPostScores)
	s.admin(mux, "PUT /api/admin/events/{id}/cards/{registrationId}/status", s.adminPutCardStatus)
	s.admin(mux, "GET /api/admin/events/{id}/score-log", s.adminScoreLog)
}

func (s *Server) adminPutGolf(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in scoring.SettingsInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	g, err := s.scoring.SetSettings(r.Context(), eventID, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, g)
	return nil
}

func (s *Server) adminDeleteGolf(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	if err := s.scoring.DeleteSettings(r.Context(), eventID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Scoring turned off"})
	return nil
}

func (s *Server) adminGetScores(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	cards, err := s.scoring.AdminScores(r.Context(), eventID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, cards)
	return nil
}

func (s *Server) adminPostScores(w http.ResponseWriter, r *http.Request) error {
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in scoresInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	out, err := s.scoring.EnterScores(r.Context(), scoring.AdminAuthor(a), eventID, in.Entries)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, scoresAnswer{out})
	return nil
}

type cardStatusInput struct {
	Status string `json:"status"`
}

func (s *Server) adminPutCardStatus(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	regID, err := pathID(r, "registrationId", "Registration")
	if err != nil {
		return err
	}
	var in cardStatusInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if err := s.scoring.SetCardStatus(r.Context(), eventID, regID, in.Status); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, in)
	return nil
}

func (s *Server) adminScoreLog(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	rows, err := s.scoring.ScoreLog(r.Context(), eventID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rows)
	return nil
}
