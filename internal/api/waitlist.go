package api

import (
	"cmp"
	"net/http"
	"slices"
	"time"

	"golfclub/internal/model"
)

// routesWaitlist registers the waitlist of full events: members join and
// leave it, anyone sees its length, admins see, reorder and trim it.
func (s *Server) routesWaitlist(mux *http.ServeMux) {
	mux.Handle("GET /api/events/{id}/waitlist", s.handle(s.waitlistStatus))
	mux.Handle("POST /api/events/{id}/waitlist", s.handle(s.memberOnly(s.joinWaitlist)))
	mux.Handle("DELETE /api/events/{id}/waitlist", s.handle(s.memberOnly(s.leaveWaitlist)))
	mux.Handle("GET /api/member/waitlists", s.handle(s.memberOnly(s.memberWaitlists)))
	s.admin(mux, "GET /api/admin/events/{id}/waitlist", s.adminWaitlist)
	s.admin(mux, "POST /api/admin/events/{id}/waitlist/{entryId}/move", s.adminMoveWaitlist)
	s.admin(mux, "DELETE /api/admin/events/{id}/waitlist/{entryId}", s.adminRemoveWaitlist)
}

// waitlistStatus is the length of an event's waitlist and, for a signed-in
// member, their place on it (0: not on it).
func (s *Server) waitlistStatus(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	if err := s.club.RequireEvent(r.Context(), eventID); err != nil {
		return err
	}
	viewerID, _, err := s.eventListViewer(r)
	if err != nil {
		viewerID = 0 // visitors see the length only
	}
	view, err := s.club.WaitlistStatus(r.Context(), eventID, viewerID, 0)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

func (s *Server) joinWaitlist(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var body registerRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	view, err := s.club.JoinWaitlist(r.Context(), m, eventID, body.GuestRateType)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, view)
	return nil
}

func (s *Server) leaveWaitlist(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	if err := s.club.LeaveWaitlist(r.Context(), m.ID, eventID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"You have left the waitlist"})
	return nil
}

// memberWaitlist is one waitlist the member is on.
type memberWaitlist struct {
	EventID  int64 `json:"eventId"`
	Position int   `json:"position"`
}

// memberWaitlists lists the caller's places on waitlists.
func (s *Server) memberWaitlists(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	places, err := s.club.MemberWaitlists(r.Context(), m.ID)
	if err != nil {
		return err
	}
	out := make([]memberWaitlist, 0, len(places))
	for id, pos := range places {
		out = append(out, memberWaitlist{EventID: id, Position: pos})
	}
	slices.SortFunc(out, func(a, b memberWaitlist) int { return cmp.Compare(a.EventID, b.EventID) })
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminWaitlistEntry is a waitlist row as the admin screen shows it.
type adminWaitlistEntry struct {
	ID            int64     `json:"id"`
	Position      int       `json:"position"`
	MemberID      int64     `json:"memberId"`
	MemberName    string    `json:"memberName"`
	MemberPhone   string    `json:"memberPhone"`
	GuestRateType string    `json:"guestRateType"`
	JoinedAt      time.Time `json:"joinedAt"`
}

func (s *Server) adminWaitlist(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	list, err := s.club.Waitlist(r.Context(), eventID)
	if err != nil {
		return err
	}
	out := make([]adminWaitlistEntry, len(list))
	for i, p := range list {
		out[i] = adminWaitlistEntry{ID: p.ID, Position: p.Position, MemberID: p.MemberID, MemberName: p.MemberName,
			MemberPhone: p.MemberPhone, GuestRateType: p.GuestRateType, JoinedAt: p.CreatedAt}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

type moveInput struct {
	Direction string `json:"direction"`
}

func (s *Server) adminMoveWaitlist(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	entryID, err := pathID(r, "entryId", "Waitlist entry")
	if err != nil {
		return err
	}
	var in moveInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if err := s.club.AdminMoveOnWaitlist(r.Context(), eventID, entryID, in.Direction); err != nil {
		return err
	}
	return s.adminWaitlist(w, r)
}

func (s *Server) adminRemoveWaitlist(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	entryID, err := pathID(r, "entryId", "Waitlist entry")
	if err != nil {
		return err
	}
	if err := s.club.AdminRemoveFromWaitlist(r.Context(), eventID, entryID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Removed from the waitlist"})
	return nil
}
