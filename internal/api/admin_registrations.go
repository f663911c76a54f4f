package api

import (
	"encoding/json"
	"net/http"
	"slices"
	"time"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/club"
	"golfclub/internal/model"
)

func (s *Server) routesAdminRegistrations(mux *http.ServeMux) {
	s.admin(mux, "GET /api/registrations/all", s.adminAllRegistrations)
	s.admin(mux, "DELETE /api/admin/events/{id}/registrations", s.adminDeleteRegistration)
	s.admin(mux, "PUT /api/admin/payment-status/{registrationId}", s.adminSetPaymentStatus)
	s.admin(mux, "GET /api/admin/payment-references", s.adminPaymentReferences)
	s.admin(mux, "DELETE /api/admin/payment-references/{id}", s.adminDeletePaymentReference)
	// GET /api/admin/payment-reference-file/... streams the file (payments.go).
}

// adminRegistration is AdminRegistration of docs/api.md.
type adminRegistration struct {
	ID                         int64      `json:"id"`
	EventID                    int64      `json:"eventId"`
	EventTitle                 string     `json:"eventTitle"`
	EventDate                  string     `json:"eventDate"`
	EventType                  string     `json:"eventType"`
	MemberID                   int64      `json:"memberId"`
	MemberName                 string     `json:"memberName"`
	MemberPhone                string     `json:"memberPhone"`
	MemberEmail                *string    `json:"memberEmail"`
	MembershipNumber           *string    `json:"membershipNumber"`
	GuestRateType              string     `json:"guestRateType"`
	Price                      *float64   `json:"price"`
	PriceLabel                 string     `json:"priceLabel"`
	IsPaid                     bool       `json:"isPaid"`
	PaymentReferenceFileURL    *string    `json:"paymentReferenceFileUrl"`
	PaymentReferenceFileName   *string    `json:"paymentReferenceFileName"`
	PaymentReferenceUploadedAt *time.Time `json:"paymentReferenceUploadedAt"`
	CreatedAt                  time.Time  `json:"createdAt"`
}

func viewAdminRegistration(row *model.RegistrationRow) adminRegistration {
	price, label := club.RegistrationPrice(row)
	return adminRegistration{
		ID: row.ID, EventID: row.EventID, EventTitle: row.EventTitle, EventDate: row.EventDate, EventType: row.EventType,
		MemberID: row.MemberID, MemberName: row.MemberName, MemberPhone: row.MemberPhone, MemberEmail: row.MemberEmail,
		MembershipNumber: row.MembershipNumber, GuestRateType: row.GuestRateType, Price: price, PriceLabel: label,
		IsPaid: row.IsPaid, PaymentReferenceFileURL: row.PaymentReferenceFileURL,
		PaymentReferenceFileName: row.PaymentReferenceFileName, PaymentReferenceUploadedAt: row.PaymentReferenceUploadedAt,
		CreatedAt: row.CreatedAt,
	}
}

func viewAdminRegistrations(rows []model.RegistrationRow) []adminRegistration {
	out := make([]adminRegistration, len(rows))
	for i := range rows {
		out[i] = viewAdminRegistration(&rows[i])
	}
	return out
}

func (s *Server) adminAllRegistrations(w http.ResponseWriter, r *http.Request) error {
	rows, err := s.club.Registrations(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewAdminRegistrations(rows))
	return nil
}

// writeAdminEventRegistrations answers GET /api/events/{id}/registrations
// for an admin: every field of every registration of the event. The route
// itself belongs to registrations.go, which calls this for admins.
func (s *Server) writeAdminEventRegistrations(w http.ResponseWriter, r *http.Request, eventID int64) error {
	rows, err := s.club.EventRegistrations(r.Context(), eventID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewAdminRegistrations(rows))
	return nil
}

type adminDeregisterInput struct {
	MemberPhone optString `json:"memberPhone"`
}

// adminDeleteRegistration removes a member's registration from an event,
// found by phone (spec 2 §7), and frees the seat in the same transaction.
func (s *Server) adminDeleteRegistration(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in adminDeregisterInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	raw := in.MemberPhone.trim()
	if raw == "" {
		return apperr.Field("memberPhone", "required", "Member phone is required")
	}
	phone, err := auth.NormalizePhone(raw)
	if err != nil {
		return apperr.Field("memberPhone", "invalid_phone", err.Error())
	}
	if err := s.club.AdminDeregister(r.Context(), eventID, phone); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Registration deleted"})
	return nil
}

type paymentStatusInput struct {
	IsPaid json.RawMessage `json:"isPaid"`
}

func (s *Server) adminSetPaymentStatus(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "registrationId", "Registration")
	if err != nil {
		return err
	}
	var in paymentStatusInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	paid, ok := boolInput(in.IsPaid)
	if !ok {
		return apperr.Field("isPaid", "not_boolean", "isPaid must be true or false")
	}
	row, err := s.club.SetPaid(r.Context(), id, paid)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewAdminRegistration(row))
	return nil
}

// paymentReferenceRow is PaymentReferenceRow of docs/api.md.
type paymentReferenceRow struct {
	ID                         int64      `json:"id"`
	EventID                    int64      `json:"eventId"`
	EventTitle                 string     `json:"eventTitle"`
	EventDate                  string     `json:"eventDate"`
	RegistrationCreatedAt      time.Time  `json:"registrationCreatedAt"`
	MemberName                 string     `json:"memberName"`
	MemberPhone                string     `json:"memberPhone"`
	GuestRateType              string     `json:"guestRateType"`
	Price                      *float64   `json:"price"`
	PriceLabel                 string     `json:"priceLabel"`
	IsPaid                     bool       `json:"isPaid"`
	PaymentReferenceFileURL    *string    `json:"paymentReferenceFileUrl"`
	PaymentReferenceFileName   *string    `json:"paymentReferenceFileName"`
	PaymentReferenceUploadedAt *time.Time `json:"paymentReferenceUploadedAt"`
}

// paymentReferencePage is one page of GET /api/admin/payment-references.
type paymentReferencePage struct {
	Items  []paymentReferenceRow `json:"items"`
	Total  int                   `json:"total"`
	Offset int                   `json:"offset"`
	Limit  int                   `json:"limit"`
	Counts model.PaymentCounts   `json:"counts"`
}

const (
	paymentRefsPageDefault = 20
	paymentRefsPageMax     = 100
)

// adminPaymentReferences answers one page of registrations with their
// payment slips: ?filter=awaiting|unpaid|paid|all (default all), ?q= search,
// ?offset= and ?limit= (default 20, at most 100). Anything else is a 400
// invalid_parameter.
func (s *Server) adminPaymentReferences(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	filter := model.PaymentFilter(q.Get("filter"))
	if filter == "" {
		filter = model.PaymentAll
	}
	if !slices.Contains(model.PaymentFilters, filter) {
		return apperr.Newf(apperr.Invalid, "invalid_parameter", "filter must be all, awaiting, unpaid or paid, not %q", string(filter))
	}
	offset, err := intParam(q.Get("offset"), 0, 0, 1<<31-1, "offset")
	if err != nil {
		return err
	}
	limit, err := intParam(q.Get("limit"), paymentRefsPageDefault, 1, paymentRefsPageMax, "limit")
	if err != nil {
		return err
	}
	search := q.Get("q")
	if len(search) > 100 {
		return apperr.New(apperr.Invalid, "invalid_parameter", "q must be at most 100 characters")
	}
	if _, err := cleanString(search, "q"); err != nil || !utf8.ValidString(search) {
		return apperr.New(apperr.Invalid, "invalid_parameter", "q must be text without control characters")
	}
	page, err := s.club.PaymentReferences(r.Context(), filter, search, offset, limit)
	if err != nil {
		return err
	}
	out := paymentReferencePage{Items: make([]paymentReferenceRow, len(page.Rows)), Total: page.Total,
		Offset: offset, Limit: limit, Counts: page.Counts}
	for i := range page.Rows {
		row := &page.Rows[i]
		price, label := club.RegistrationPrice(row)
		out.Items[i] = paymentReferenceRow{
			ID: row.ID, EventID: row.EventID, EventTitle: row.EventTitle, EventDate: row.EventDate,
			RegistrationCreatedAt: row.CreatedAt, MemberName: row.MemberName, MemberPhone: row.MemberPhone,
			GuestRateType: row.GuestRateType, Price: price, PriceLabel: label, IsPaid: row.IsPaid,
			PaymentReferenceFileURL: row.PaymentReferenceFileURL, PaymentReferenceFileName: row.PaymentReferenceFileName,
			PaymentReferenceUploadedAt: row.PaymentReferenceUploadedAt,
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// adminDeletePaymentReference clears a registration's slip (the
// registration stays) and deletes the stored file unless another
// registration still shows it.
func (s *Server) adminDeletePaymentReference(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Registration")
	if err != nil {
		return err
	}
	if err := s.club.ClearPaymentReference(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Payment reference deleted"})
	return nil
}
