package api

import (
	"encoding/json"
	"net/http"

	"golfclub/internal/apperr"
)

// routesAdminInbox registers the contact inbox: the messages visitors
// send from the contact page.
func (s *Server) routesAdminInbox(mux *http.ServeMux) {
	s.admin(mux, "GET /api/contact", s.adminListContact)
	s.admin(mux, "PATCH /api/admin/contact/{id}", s.adminMarkContact)
	s.admin(mux, "DELETE /api/admin/contact/{id}", s.adminDeleteContact)
}

func (s *Server) adminListContact(w http.ResponseWriter, r *http.Request) error {
	msgs, err := s.content.ContactMessages(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, msgs)
	return nil
}

func (s *Server) adminMarkContact(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Message")
	if err != nil {
		return err
	}
	var in struct {
		IsRead json.RawMessage `json:"isRead"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	read, ok := boolInput(in.IsRead)
	if !ok {
		return apperr.Field("isRead", "not_boolean", "isRead must be true or false")
	}
	m, err := s.content.MarkContact(r.Context(), id, read)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

func (s *Server) adminDeleteContact(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Message")
	if err != nil {
		return err
	}
	if err := s.content.DeleteContact(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Message deleted"})
	return nil
}
