package api

import (
	"net/http"

	"golfclub/internal/model"
)

// routesMemberLocale registers the member's choice of language.
func (s *Server) routesMemberLocale(mux *http.ServeMux) {
	mux.Handle("PUT /api/member/locale", s.handle(s.memberOnly(s.putMemberLocale)))
}

type localeBody struct {
	Locale string `json:"locale"`
}

// putMemberLocale stores the language the club writes to the member in:
// their notifications, pushes, reminders and mails from now on.
func (s *Server) putMemberLocale(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	var body localeBody
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	if err := s.account.SetLocale(r.Context(), m, body.Locale); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, localeBody{Locale: body.Locale})
	return nil
}
