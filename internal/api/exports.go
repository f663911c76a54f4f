package api

import (
	"fmt"
	"net/http"
	"strings"

	"golfclub/internal/club"
	"golfclub/internal/export"
	"golfclub/internal/model"
	"golfclub/internal/rates"
)

// Spreadsheet exports for admins (spec 2 §7). Each answers a real .xlsx
// file named golfclub-<kind>-<club date>.xlsx.
func (s *Server) routesExports(mux *http.ServeMux) {
	s.admin(mux, "GET /api/export/events/excel", s.exportEvents)
	s.admin(mux, "GET /api/export/members/excel", s.exportMembers)
	s.admin(mux, "GET /api/export/registrations/excel", s.exportRegistrations)
	s.admin(mux, "GET /api/export/flights/excel", s.exportFlights)
	s.admin(mux, "GET /api/export/events/{id}/registrations/excel", s.exportEventRegistrations)
}

// newSheet starts a workbook whose DateTime cells show the club's clock.
func (s *Server) newSheet(name string, cols []export.Column) (*export.XLSX, error) {
	return export.NewXLSX(export.Sheet{Name: name, Columns: cols, Location: s.cfg.Location})
}

// sendXLSX writes the finished workbook as a download. Rows are all built
// before the first byte is sent, so a failure is still a clean JSON error.
func (s *Server) sendXLSX(w http.ResponseWriter, r *http.Request, x *export.XLSX, kind string) error {
	h := w.Header()
	h.Set("Content-Type", export.ContentTypeXLSX)
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="golfclub-%s-%s.xlsx"`, kind, s.today()))
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	if _, err := x.WriteTo(w); err != nil {
		s.log.ErrorContext(r.Context(), "write export", "kind", kind, "err", err)
	}
	return nil
}

func (s *Server) exportEvents(w http.ResponseWriter, r *http.Request) error {
	events, err := s.club.PublicEvents(r.Context(), false)
	if err != nil {
		return err
	}
	x, err := s.newSheet("Events", []export.Column{
		{Header: "ID", Kind: export.Integer, Width: 8},
		{Header: "Title", Width: 36},
		{Header: "Date", Kind: export.Date, Width: 12},
		{Header: "Time", Width: 16},
		{Header: "Type", Width: 14},
		{Header: "Capacity", Kind: export.Integer, Width: 10},
		{Header: "Registered", Kind: export.Integer, Width: 12},
		{Header: "Seats Left", Kind: export.Integer, Width: 11},
		{Header: "Member Rates", Width: 40},
		{Header: "Non-Member Rates", Width: 40},
		{Header: "Description", Width: 60},
		{Header: "Created", Kind: export.DateTime, Width: 17},
	})
	if err != nil {
		return err
	}
	defer x.Close()
	for _, e := range events {
		member, nonMember := ratesText(e.Rates)
		if err := x.Row(e.ID, e.Title, e.Date, e.Time, e.Type, e.Capacity, e.Registered, max(0, e.Capacity-e.Registered),
			member, nonMember, e.Description, e.CreatedAt); err != nil {
			return err
		}
	}
	return s.sendXLSX(w, r, x, "events")
}

// ratesText lists an event's rates per category: "Weekday RM 120; …".
func ratesText(list []model.Rate) (member, nonMember string) {
	var m, n []string
	for _, r := range list {
		item := r.Type + " " + rates.Format(r.Price)
		if r.Category == rates.CategoryMember {
			m = append(m, item)
		} else {
			n = append(n, item)
		}
	}
	return strings.Join(m, "; "), strings.Join(n, "; ")
}

func (s *Server) exportMembers(w http.ResponseWriter, r *http.Request) error {
	members, err := s.club.Members(r.Context())
	if err != nil {
		return err
	}
	x, err := s.newSheet("Members", []export.Column{
		{Header: "ID", Kind: export.Integer, Width: 8},
		{Header: "Name", Width: 30},
		{Header: "Phone", Width: 15},
		{Header: "Email", Width: 32},
		{Header: "Membership Number", Width: 20},
		{Header: "Status", Width: 10},
		{Header: "Subscription Start", Kind: export.Date, Width: 18},
		{Header: "Subscription End", Kind: export.Date, Width: 18},
		{Header: "Registrations", Kind: export.Integer, Width: 14},
		{Header: "Created", Kind: export.DateTime, Width: 17},
	})
	if err != nil {
		return err
	}
	defer x.Close()
	for _, m := range members {
		status := "Inactive"
		if m.IsActive {
			status = "Active"
		}
		if err := x.Row(m.ID, m.Name, m.Phone, m.Email, m.MembershipNumber, status,
			m.SubscriptionDate, m.SubscriptionExpiryDate, m.RegistrationCount, m.CreatedAt); err != nil {
			return err
		}
	}
	return s.sendXLSX(w, r, x, "members")
}

var registrationColumns = []export.Column{
	{Header: "ID", Kind: export.Integer, Width: 8},
	{Header: "Event", Width: 36},
	{Header: "Event Date", Kind: export.Date, Width: 12},
	{Header: "Event Type", Width: 14},
	{Header: "Member Name", Width: 30},
	{Header: "Phone", Width: 15},
	{Header: "Email", Width: 32},
	{Header: "Membership Number", Width: 20},
	{Header: "Rate Type", Width: 26},
	{Header: "Price", Kind: export.Money, Width: 14},
	{Header: "Paid", Kind: export.Bool, Width: 8},
	{Header: "Payment Slip", Width: 30},
	{Header: "Slip Uploaded", Kind: export.DateTime, Width: 17},
	{Header: "Registered On", Kind: export.DateTime, Width: 17},
}

func (s *Server) writeRegistrations(w http.ResponseWriter, r *http.Request, rows []model.RegistrationRow, kind string) error {
	x, err := s.newSheet("Registrations", registrationColumns)
	if err != nil {
		return err
	}
	defer x.Close()
	for i := range rows {
		reg := &rows[i]
		price, _ := club.RegistrationPrice(reg)
		if err := x.Row(reg.ID, reg.EventTitle, reg.EventDate, reg.EventType, reg.MemberName, reg.MemberPhone,
			reg.MemberEmail, reg.MembershipNumber, reg.GuestRateType, price, reg.IsPaid,
			reg.PaymentReferenceFileName, reg.PaymentReferenceUploadedAt, reg.CreatedAt); err != nil {
			return err
		}
	}
	return s.sendXLSX(w, r, x, kind)
}

func (s *Server) exportRegistrations(w http.ResponseWriter, r *http.Request) error {
	rows, err := s.club.Registrations(r.Context())
	if err != nil {
		return err
	}
	return s.writeRegistrations(w, r, rows, "registrations")
}

func (s *Server) exportEventRegistrations(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	rows, err := s.club.EventRegistrations(r.Context(), id)
	if err != nil {
		return err
	}
	return s.writeRegistrations(w, r, rows, fmt.Sprintf("event-%d-registrations", id))
}

// exportFlights writes one row per player, and one row for each flight
// nobody is in yet, so the sheet doubles as a start list.
func (s *Server) exportFlights(w http.ResponseWriter, r *http.Request) error {
	flights, err := s.club.Flights(r.Context())
	if err != nil {
		return err
	}
	x, err := s.newSheet("Flights", []export.Column{
		{Header: "Event", Width: 36},
		{Header: "Event Date", Kind: export.Date, Width: 12},
		{Header: "Flight", Kind: export.Integer, Width: 8},
		{Header: "Tee Time", Width: 12},
		{Header: "Starting Hole", Kind: export.Integer, Width: 14},
		{Header: "Max Players", Kind: export.Integer, Width: 12},
		{Header: "Players", Kind: export.Integer, Width: 9},
		{Header: "Position", Kind: export.Integer, Width: 9},
		{Header: "Player", Width: 30},
		{Header: "Phone", Width: 15},
		{Header: "Email", Width: 32},
		{Header: "Handicap", Kind: export.Integer, Width: 10},
		{Header: "Paid", Kind: export.Bool, Width: 8},
		{Header: "Notes", Width: 40},
	})
	if err != nil {
		return err
	}
	defer x.Close()
	for _, f := range flights {
		head := []any{f.EventTitle, f.EventDate, f.FlightNumber, f.TeeTime, f.StartingHole, f.MaxPlayers, len(f.Players)}
		if len(f.Players) == 0 {
			if err := x.Row(append(head, nil, nil, nil, nil, nil, nil, f.Notes)...); err != nil {
				return err
			}
			continue
		}
		for _, p := range f.Players {
			row := append(append([]any{}, head...), p.Position, p.MemberName, p.MemberPhone, p.MemberEmail, p.Handicap, p.IsPaid, f.Notes)
			if err := x.Row(row...); err != nil {
				return err
			}
		}
	}
	return s.sendXLSX(w, r, x, "flights")
}
