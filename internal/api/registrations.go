package api

import (
	"net/http"
	"time"

	"golfclub/internal/club"
	"golfclub/internal/model"
)

// routesRegistrations registers event registration for members.
func (s *Server) routesRegistrations(mux *http.ServeMux) {
	mux.Handle("POST /api/events/{id}/register", s.handle(s.memberOnly(s.register)))
	mux.Handle("DELETE /api/events/{id}/register", s.handle(s.memberOnly(s.deregisterFromEvent)))
	mux.Handle("DELETE /api/events/{eventId}/registrations/{registrationId}", s.handle(s.memberOnly(s.deregisterByID)))
	mux.Handle("GET /api/events/{id}/registrations", s.handle(s.eventRegistrations))
	mux.Handle("GET /api/member/registrations", s.handle(s.memberOnly(s.memberRegistrations)))
	mux.Handle("GET /api/member/registrations/{id}", s.handle(s.memberOnly(s.memberRegistration)))
}

// registrationView is a registration as its owner or an admin sees it.
// Other members see only participantView.
type registrationView struct {
	ID                         int64      `json:"id"`
	EventID                    int64      `json:"eventId"`
	MemberID                   int64      `json:"memberId"`
	MemberName                 string     `json:"memberName"`
	MemberPhone                string     `json:"memberPhone"`
	GuestRateType              string     `json:"guestRateType"`
	IsMine                     bool       `json:"isMine"`
	Price                      *float64   `json:"price"`
	PriceLabel                 string     `json:"priceLabel"`
	IsPaid                     bool       `json:"isPaid"`
	PaymentReferenceFileURL    *string    `json:"paymentReferenceFileUrl"`
	PaymentReferenceFileName   *string    `json:"paymentReferenceFileName"`
	PaymentReferenceUploadedAt *time.Time `json:"paymentReferenceUploadedAt"`
	// PaymentSlipDeletedAt is set when the retention job deleted the slip.
	PaymentSlipDeletedAt *time.Time `json:"paymentSlipDeletedAt"`
	CreatedAt            time.Time  `json:"createdAt"`
	// PayBy is the payment deadline of a registration promoted from the
	// waitlist (null: none).
	PayBy      *time.Time `json:"payBy"`
	EventTitle string     `json:"eventTitle"`
	EventDate  string     `json:"eventDate"`
	EventTime  string     `json:"eventTime"`
	EventType  string     `json:"eventType"`
}

// participantView is another member's registration: no phone, no payment.
type participantView struct {
	ID            int64     `json:"id"`
	MemberName    string    `json:"memberName"`
	GuestRateType string    `json:"guestRateType"`
	IsMine        bool      `json:"isMine"`
	CreatedAt     time.Time `json:"createdAt"`
}

// viewRegistration builds the owner/admin view of a joined registration.
// viewerID is the signed-in member's id (0 for none) and decides isMine.
func viewRegistration(row *model.RegistrationRow, viewerID int64) registrationView {
	ev := row.Event()
	price, label := club.RegistrationPrice(row)
	return registrationView{
		ID: row.ID, EventID: row.EventID, MemberID: row.MemberID, MemberName: row.MemberName,
		MemberPhone: row.MemberPhone, GuestRateType: row.GuestRateType, IsMine: viewerID != 0 && row.MemberID == viewerID,
		Price: price, PriceLabel: label, IsPaid: row.IsPaid,
		PaymentReferenceFileURL: row.PaymentReferenceFileURL, PaymentReferenceFileName: row.PaymentReferenceFileName,
		PaymentReferenceUploadedAt: row.PaymentReferenceUploadedAt, PaymentSlipDeletedAt: row.PaymentSlipDeletedAt, CreatedAt: row.CreatedAt, PayBy: row.PayBy,
		EventTitle: ev.Title, EventDate: ev.Date, EventTime: ev.Time, EventType: ev.Type,
	}
}

type registerRequest struct {
	// MemberName and MemberPhone are what the original client sends; the
	// registrant is always the signed-in member, so they are ignored.
	MemberName    string `json:"memberName"`
	MemberPhone   string `json:"memberPhone"`
	GuestRateType string `json:"guestRateType"`
}

func (s *Server) register(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var body registerRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	row, err := s.club.Register(r.Context(), m, eventID, body.GuestRateType)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, viewRegistration(row, m.ID))
	return nil
}

func (s *Server) deregisterFromEvent(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	if err := s.club.Deregister(r.Context(), m.ID, eventID, 0); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Successfully de-registered from event"})
	return nil
}

func (s *Server) deregisterByID(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	eventID, err := pathID(r, "eventId", "Event")
	if err != nil {
		return err
	}
	regID, err := pathID(r, "registrationId", "Registration")
	if err != nil {
		return err
	}
	// Scoped to the caller: someone else's registration is "not found",
	// which reveals nothing about it.
	if err := s.club.Deregister(r.Context(), m.ID, eventID, regID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Successfully de-registered from event"})
	return nil
}

// eventRegistrations lists an event's participants. Members see names,
// rate types and which row is theirs; only their own row carries a phone
// and price. Admins see every field. Visitors must sign in.
func (s *Server) eventRegistrations(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	viewerID, isAdmin, err := s.eventListViewer(r)
	if err != nil {
		return err
	}
	if isAdmin && viewerID == 0 {
		// The admin screens get AdminRegistration rows (admin_registrations.go).
		return s.writeAdminEventRegistrations(w, r, eventID)
	}
	rows, err := s.club.EventRegistrations(r.Context(), eventID)
	if err != nil {
		return err
	}
	viewer := model.Viewer{MemberID: viewerID, Admin: isAdmin}
	out := make([]any, len(rows))
	for i := range rows {
		row := &rows[i]
		if row.RedactFor(viewer) {
			out[i] = participantView{ID: row.ID, MemberName: row.MemberName, GuestRateType: row.GuestRateType, CreatedAt: row.CreatedAt}
		} else {
			out[i] = viewRegistration(row, viewerID)
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// memberRegistrations lists the caller's registrations, earliest event first.
func (s *Server) memberRegistrations(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	rows, err := s.club.MemberRegistrations(r.Context(), m.ID)
	if err != nil {
		return err
	}
	out := make([]registrationView, len(rows))
	for i := range rows {
		out[i] = viewRegistration(&rows[i], m.ID)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// memberRegistration is one of the caller's registrations (payment page).
func (s *Server) memberRegistration(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	id, err := pathID(r, "id", "Registration")
	if err != nil {
		return err
	}
	row, err := s.club.MemberRegistration(r.Context(), m.ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewRegistration(row, m.ID))
	return nil
}
