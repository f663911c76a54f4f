package api

import (
	"errors"
	"net/http"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/rates"
	"golfclub/internal/store"
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

// contactForRate is the price label when no price can be found.
const contactForRate = "Contact for rate"

// registrationPrice is what a registration pays, by the lookup rule of spec
// 1 §4 on the event's canonical rates (member rates only for a member with
// a membership number). The description text is read only when the event
// has no rates at all. No price is nil with the label 'Contact for rate'.
func registrationPrice(ev *store.Event, guestRateType string, isMember bool) (*float64, string) {
	var (
		p  float64
		ok bool
	)
	if len(ev.Rates) > 0 {
		list := make([]rates.Rate, len(ev.Rates))
		for i, r := range ev.Rates {
			list[i] = rates.Rate(r)
		}
		p, ok = rates.Lookup(list, guestRateType, isMember)
	} else {
		p, ok = rates.FromDescriptionPrice(ev.Description, guestRateType)
	}
	if !ok {
		return nil, contactForRate
	}
	return &p, rates.Format(p)
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
	CreatedAt                  time.Time  `json:"createdAt"`
	EventTitle                 string     `json:"eventTitle"`
	EventDate                  string     `json:"eventDate"`
	EventTime                  string     `json:"eventTime"`
	EventType                  string     `json:"eventType"`
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
func viewRegistration(row *store.RegistrationRow, viewerID int64) registrationView {
	ev := row.Event()
	price, label := registrationPrice(ev, row.GuestRateType, row.IsMember())
	return registrationView{
		ID: row.ID, EventID: row.EventID, MemberID: row.MemberID, MemberName: row.MemberName,
		MemberPhone: row.MemberPhone, GuestRateType: row.GuestRateType, IsMine: viewerID != 0 && row.MemberID == viewerID,
		Price: price, PriceLabel: label, IsPaid: row.IsPaid,
		PaymentReferenceFileURL: row.PaymentReferenceFileURL, PaymentReferenceFileName: row.PaymentReferenceFileName,
		PaymentReferenceUploadedAt: row.PaymentReferenceUploadedAt, CreatedAt: row.CreatedAt,
		EventTitle: ev.Title, EventDate: ev.Date, EventTime: ev.Time, EventType: ev.Type,
	}
}

// viewRegistrationByID answers the joined view of one registration.
func (s *Server) viewRegistrationByID(r *http.Request, id, viewerID int64) (registrationView, error) {
	row, err := s.store.RegistrationWithEvent(r.Context(), id)
	if err != nil {
		return registrationView{}, err
	}
	return viewRegistration(row, viewerID), nil
}

type registerRequest struct {
	// MemberName and MemberPhone are what the original client sends; the
	// registrant is always the signed-in member, so they are ignored.
	MemberName    string `json:"memberName"`
	MemberPhone   string `json:"memberPhone"`
	GuestRateType string `json:"guestRateType"`
}

func (s *Server) register(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var body registerRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	ev, err := s.store.GetEvent(r.Context(), eventID)
	if errors.Is(err, store.ErrNotFound) {
		return errNotFound("Event not found")
	}
	if err != nil {
		return err
	}
	rateType, err := store.CheckRegistration(ev, m, body.GuestRateType, s.today())
	if err != nil {
		return registrationError(err)
	}
	reg := &store.Registration{
		EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone,
		GuestRateType: rateType, CreatedAt: s.now().UTC(),
	}
	if err := s.store.Register(r.Context(), reg); err != nil {
		return registrationError(err)
	}
	s.notifyFellowMembers(r, reg, ev.Title)
	view, err := s.viewRegistrationByID(r, reg.ID, m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, view)
	return nil
}

// registrationError gives each rule violation its client code and message;
// the web app switches on the codes (docs/error-codes.md).
func registrationError(err error) error {
	switch {
	case errors.Is(err, store.ErrRateTypeRequired):
		return apperr.Field("guestRateType", "required", "You must specify the guest rate type for registration")
	case errors.Is(err, store.ErrInvalidRateType):
		return apperr.Field("guestRateType", "invalid_rate_type", "Invalid rate type for this event")
	case errors.Is(err, store.ErrMembershipRequired):
		return apperr.New(apperr.Forbidden, "membership_required", "Membership Required: member rates need a membership number")
	case errors.Is(err, store.ErrRegistrationClosed):
		return apperr.New(apperr.Invalid, "registration_closed", "Registration is closed for past events")
	case errors.Is(err, store.ErrEventFull):
		return apperr.New(apperr.Conflict, "event_full", "Event is full")
	case errors.Is(err, store.ErrAlreadyRegistered):
		return apperr.New(apperr.Conflict, "already_registered", "You are already registered for this event")
	case errors.Is(err, store.ErrNotFound):
		return errNotFound("Event not found")
	}
	return err
}

func (s *Server) deregisterFromEvent(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	reg, err := s.store.Deregister(r.Context(), eventID, m.ID, 0)
	if errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.NotFound, "not_registered", "You are not registered for this event")
	}
	if err != nil {
		return err
	}
	s.afterDeregister(r, reg)
	writeJSON(w, http.StatusOK, message{"Successfully de-registered from event"})
	return nil
}

func (s *Server) deregisterByID(w http.ResponseWriter, r *http.Request, m *store.Member) error {
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
	reg, err := s.store.Deregister(r.Context(), eventID, m.ID, regID)
	if errors.Is(err, store.ErrNotFound) {
		return errNotFound("Registration not found")
	}
	if err != nil {
		return err
	}
	s.afterDeregister(r, reg)
	writeJSON(w, http.StatusOK, message{"Successfully de-registered from event"})
	return nil
}

// afterDeregister drops the payment slip of a removed registration once no
// other registration shows it. Failure only leaves a file behind, so it is
// logged rather than failing the de-registration that already happened.
func (s *Server) afterDeregister(r *http.Request, reg *store.Registration) {
	if reg.PaymentReferenceFileURL == nil {
		return
	}
	if err := s.forgetPaymentFile(r.Context(), *reg.PaymentReferenceFileURL); err != nil {
		s.log.ErrorContext(r.Context(), "remove payment file", "url", *reg.PaymentReferenceFileURL, "err", err)
	}
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
	if err := s.requireEvent(r.Context(), eventID); err != nil {
		return err
	}
	rows, err := s.store.EventRegistrations(r.Context(), eventID)
	if err != nil {
		return err
	}
	out := make([]any, len(rows))
	for i := range rows {
		row := &rows[i]
		if isAdmin || row.MemberID == viewerID {
			out[i] = viewRegistration(row, viewerID)
		} else {
			out[i] = participantView{ID: row.ID, MemberName: row.MemberName, GuestRateType: row.GuestRateType, CreatedAt: row.CreatedAt}
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// memberRegistrations lists the caller's registrations, earliest event first.
func (s *Server) memberRegistrations(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	rows, err := s.store.MemberRegistrations(r.Context(), m.ID)
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
func (s *Server) memberRegistration(w http.ResponseWriter, r *http.Request, m *store.Member) error {
	id, err := pathID(r, "id", "Registration")
	if err != nil {
		return err
	}
	row, err := s.store.RegistrationWithEvent(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) || (err == nil && row.MemberID != m.ID) {
		return errNotFound("Registration not found")
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewRegistration(row, m.ID))
	return nil
}
