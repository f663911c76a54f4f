package api

import (
	"net/http"

	"golfclub/internal/store"
)

// clubSettings are the club's public settings (what GET /api/settings
// answers), or nil when they cannot be read: the built files' generic name
// is then served as it is.
func (s *Server) clubSettings(r *http.Request) *store.ClubSettings {
	if s.store == nil {
		return nil
	}
	c, err := s.store.GetSettings(r.Context())
	if err != nil {
		s.log.Warn("club settings for the page shell", "err", err)
		return nil
	}
	return &c
}
