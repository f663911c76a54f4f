package api

import (
	"net/http"
)

func (s *Server) routesAdminBackup(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/backup", s.adminBackup)
}

// adminBackup answers the backups' status (backup.Status): the last
// attempt and the last success, the schedule and the destinations.
func (s *Server) adminBackup(w http.ResponseWriter, r *http.Request) error {
	st, err := s.backup.Status(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}
