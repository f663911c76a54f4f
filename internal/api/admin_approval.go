package api

import (
	"net/http"
	"time"
)

// routesAdminApproval registers the queue of sign-ups waiting for the
// secretary to give them a membership number (the club setting
// newMemberNumbers = approval).
func (s *Server) routesAdminApproval(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/membership-requests", s.adminMembershipRequests)
	s.admin(mux, "POST /api/admin/members/{id}/approve", s.adminApproveMember)
	s.admin(mux, "POST /api/admin/members/{id}/decline", s.adminDeclineMember)
}

// membershipRequest is one sign-up waiting for approval.
type membershipRequest struct {
	ID    int64   `json:"id"`
	Name  string  `json:"name"`
	Phone string  `json:"phone"`
	Email *string `json:"email"`
	// RequestedNumber is the membership number typed at sign-up, which
	// approval assigns unless the admin gives another; null for none.
	RequestedNumber *string   `json:"requestedNumber"`
	Since           time.Time `json:"since"`
}

func (s *Server) adminMembershipRequests(w http.ResponseWriter, r *http.Request) error {
	rows, err := s.club.PendingMembers(r.Context())
	if err != nil {
		return err
	}
	out := make([]membershipRequest, len(rows))
	for i, m := range rows {
		out[i] = membershipRequest{ID: m.ID, Name: m.Name, Phone: m.Phone, Email: m.Email, RequestedNumber: nilIfEmpty(m.RequestedNumber), Since: m.Since}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminApproveMember gives a waiting sign-up its membership number:
// membershipNumber when sent non-blank, else the number they asked for,
// else a generated one.
func (s *Server) adminApproveMember(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Member")
	if err != nil {
		return err
	}
	var in struct {
		MembershipNumber string `json:"membershipNumber"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	number, err := s.club.ApproveMember(r.Context(), id, in.MembershipNumber)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, struct {
		ID               int64  `json:"id"`
		MembershipNumber string `json:"membershipNumber"`
	}{id, number})
	return nil
}

// adminDeclineMember takes a waiting sign-up out of the queue without a
// number; they stay a member at non-member rates.
func (s *Server) adminDeclineMember(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Member")
	if err != nil {
		return err
	}
	if err := s.club.DeclineMember(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Sign-up declined"})
	return nil
}
