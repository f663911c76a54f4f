package api

import (
	"net/http"
)

// routesAdminSettings registers the club settings.
func (s *Server) routesAdminSettings(mux *http.ServeMux) {
	s.admin(mux, "PUT /api/admin/settings", s.adminUpdateSettings)
}

// adminUpdateSettings replaces the club settings. Fields left out of the
// body keep their current values, so an older client cannot blank newer
// settings it does not know.
func (s *Server) adminUpdateSettings(w http.ResponseWriter, r *http.Request) error {
	c, err := s.content.Settings(r.Context())
	if err != nil {
		return err
	}
	if err := decodeJSON(r, &c); err != nil {
		return err
	}
	saved, err := s.content.SaveSettings(r.Context(), c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, saved)
	return nil
}
