package api

import (
	"net/http"

	"golfclub/internal/apperr"
	"golfclub/internal/i18n"
	"golfclub/internal/store"
)

// routesMemberLocale registers the member's choice of language.
func (s *Server) routesMemberLocale(mux *http.ServeMux) {
	mux.Handle("PUT /api/member/locale", s.handle(s.memberOnly(s.putMemberLocale)))
}

type localeBody struct {
	Locale string `json:"locale"`
}

const invalidLocaleMessage = `Language must be "en" (English) or "ms" (Bahasa Melayu)`

// putMemberLocale stores the language the club writes to the member in:
// their notifications, pushes, reminders and mails from now on.
func (s *Server) putMemberLocale(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	var body localeBody
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	if !i18n.Valid(body.Locale) {
		return apperr.Field("locale", "invalid_locale", invalidLocaleMessage)
	}
	if err := s.store.SetMemberLocale(r.Context(), m.ID, body.Locale, s.now()); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, localeBody{Locale: body.Locale})
	return nil
}

// signUpLocale is the language of a new member: the one the sign-up form
// sends, else the visitor's (the switcher's cookie, else the browser's).
// A value that is neither language is refused, like any bad field.
func signUpLocale(v *apperr.Validation, r *http.Request, sent *string) string {
	if sent == nil || *sent == "" {
		return i18n.FromRequest(r)
	}
	if !i18n.Valid(*sent) {
		v.Add("locale", "invalid_locale", invalidLocaleMessage)
		return i18n.EN
	}
	return *sent
}
