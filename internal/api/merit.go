package api

import (
	"net/http"
	"strconv"
	"strings"

	"golfclub/internal/apperr"
)

// routesMerit registers the Order of Merit: the standings and the admin's
// settings.
func (s *Server) routesMerit(mux *http.ServeMux) {
	mux.Handle("GET /api/order-of-merit", s.handle(s.orderOfMerit))
	s.admin(mux, "GET /api/admin/order-of-merit", s.meritSettings)
	s.admin(mux, "PUT /api/admin/order-of-merit", s.saveMeritSettings)
}

// orderOfMerit is a season's standings (?season=2026; the current season
// without it).
func (s *Server) orderOfMerit(w http.ResponseWriter, r *http.Request) error {
	var season *int
	if raw := strings.TrimSpace(r.URL.Query().Get("season")); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil {
			return apperr.Field("season", "invalid_number", "Season must be a year")
		}
		season = &n
	}
	table, err := s.results.OrderOfMerit(r.Context(), season, s.scoringViewer(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, table)
	return nil
}

func (s *Server) meritSettings(w http.ResponseWriter, r *http.Request) error {
	m, err := s.results.MeritSettings(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

// saveMeritSettings replaces the Order of Merit settings; fields left out
// of the body keep their values.
func (s *Server) saveMeritSettings(w http.ResponseWriter, r *http.Request) error {
	m, err := s.results.MeritSettings(r.Context())
	if err != nil {
		return err
	}
	if err := decodeJSON(r, &m); err != nil {
		return err
	}
	saved, err := s.results.SaveMeritSettings(r.Context(), m)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, saved)
	return nil
}
