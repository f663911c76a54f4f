package api

import (
	"net/http"

	"golfclub/internal/model"
)

// clubSettings are the club's public settings (what GET /api/settings
// answers), or nil when they cannot be read: the built files' generic name
// is then served as it is.
func (s *Server) clubSettings(r *http.Request) *model.ClubSettings {
	c, err := s.content.Settings(r.Context())
	if err != nil {
		s.log.Warn("club settings for the page shell", "err", err)
		return nil
	}
	return &c
}
