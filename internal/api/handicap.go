package api

import (
	"encoding/json"
	"net/http"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// routesHandicap registers the Handicap Index: the member's own, and the
// admin's change of any member's.
func (s *Server) routesHandicap(mux *http.ServeMux) {
	mux.Handle("GET /api/me/handicap", s.handle(s.memberOnly(s.getMyHandicap)))
	mux.Handle("PUT /api/me/handicap", s.handle(s.memberOnly(s.putMyHandicap)))
	s.admin(mux, "PUT /api/admin/members/{id}/handicap", s.adminPutHandicap)
}

func (s *Server) getMyHandicap(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	h, err := s.scoring.MemberHandicap(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h)
	return nil
}

// handicapInput is {index}; RawMessage tells a missing index from null.
type handicapInput struct {
	Index json.RawMessage `json:"index"`
}

// readIndex decodes {index: number|null}; nil is null, which only the
// admin may send (allowNull).
func readIndex(r *http.Request, allowNull bool) (*float64, error) {
	var in handicapInput
	if err := decodeJSON(r, &in); err != nil {
		return nil, err
	}
	if len(in.Index) == 0 || string(in.Index) == "null" {
		if allowNull && len(in.Index) > 0 {
			return nil, nil
		}
		return nil, apperr.Field("index", "required", "Enter your Handicap Index")
	}
	var f float64
	if err := json.Unmarshal(in.Index, &f); err != nil {
		return nil, apperr.Field("index", "wrong_type", "index must be a number")
	}
	return &f, nil
}

func (s *Server) putMyHandicap(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	index, err := readIndex(r, false)
	if err != nil {
		return err
	}
	h, err := s.scoring.SetOwnHandicap(r.Context(), m.ID, *index)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h)
	return nil
}

func (s *Server) adminPutHandicap(w http.ResponseWriter, r *http.Request) error {
	a, err := s.currentAdmin(r)
	if err != nil {
		return err
	}
	memberID, err := pathID(r, "id", "Member")
	if err != nil {
		return err
	}
	index, err := readIndex(r, true)
	if err != nil {
		return err
	}
	h, err := s.scoring.AdminSetHandicap(r.Context(), a.ID, memberID, index)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h)
	return nil
}
