package api

import (
	"net/http"

	"golfclub/internal/model"
)

// routesFlightsMember registers the flight views of signed-in members.
func (s *Server) routesFlightsMember(mux *http.ServeMux) {
	mux.Handle("GET /api/flights/{eventId}", s.handle(s.eventFlights))
	mux.Handle("GET /api/member/flights", s.handle(s.memberOnly(s.memberFlights)))
}

// flightPlayerView is one player of a flight. Phone, email, handicap and
// payment are filled for admins only (omitted otherwise).
type flightPlayerView struct {
	ID             int64   `json:"id"`
	Position       int     `json:"position"`
	MemberName     string  `json:"memberName"`
	IsMine         bool    `json:"isMine"`
	RegistrationID *int64  `json:"registrationId,omitempty"`
	MemberPhone    *string `json:"memberPhone,omitempty"`
	MemberEmail    *string `json:"memberEmail,omitempty"`
	Handicap       *int    `json:"handicap,omitempty"`
	IsPaid         *bool   `json:"isPaid,omitempty"`
}

type flightView struct {
	ID             int64              `json:"id"`
	EventID        int64              `json:"eventId"`
	FlightNumber   int                `json:"flightNumber"`
	TeeTime        string             `json:"teeTime"`
	StartingHole   int                `json:"startingHole"`
	Notes          string             `json:"notes"`
	MaxPlayers     int                `json:"maxPlayers"`
	CurrentPlayers int                `json:"currentPlayers"`
	Members        []flightPlayerView `json:"members"`
}

// viewFlight shows f to viewer; the contact and payment details of the
// players are there only when f.RedactFor(viewer) left them.
func viewFlight(f *model.FlightRow, viewer model.Viewer) flightView {
	redacted := f.RedactFor(viewer)
	v := flightView{
		ID: f.ID, EventID: f.EventID, FlightNumber: f.FlightNumber, TeeTime: f.TeeTime, StartingHole: f.StartingHole,
		Notes: f.Notes, MaxPlayers: f.MaxPlayers, CurrentPlayers: len(f.Players), Members: make([]flightPlayerView, len(f.Players)),
	}
	for i, p := range f.Players {
		pv := flightPlayerView{ID: p.ID, Position: p.Position, MemberName: p.MemberName, IsMine: viewer.MemberID != 0 && p.MemberID == viewer.MemberID}
		if !redacted {
			regID, phone, paid := p.RegistrationID, p.MemberPhone, p.IsPaid
			pv.RegistrationID, pv.MemberPhone, pv.MemberEmail, pv.Handicap, pv.IsPaid = &regID, &phone, p.MemberEmail, p.Handicap, &paid
		}
		v.Members[i] = pv
	}
	return v
}

// eventFlights lists an event's flights with their players, for signed-in
// members (names only) and admins (everything).
func (s *Server) eventFlights(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "eventId", "Event")
	if err != nil {
		return err
	}
	viewerID, isAdmin, err := s.eventListViewer(r)
	if err != nil {
		return err
	}
	flights, err := s.club.EventFlights(r.Context(), eventID)
	if err != nil {
		return err
	}
	out := make([]flightView, len(flights))
	for i := range flights {
		out[i] = viewFlight(&flights[i], model.Viewer{MemberID: viewerID, Admin: isAdmin})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// memberFlightView is a flight the caller plays in, with its event.
type memberFlightView struct {
	flightView
	EventTitle     string `json:"eventTitle"`
	EventDate      string `json:"eventDate"`
	EventTime      string `json:"eventTime"`
	EventType      string `json:"eventType"`
	Position       int    `json:"position"`
	RegistrationID int64  `json:"registrationId"`
}

// memberFlights lists the caller's flight placements, earliest event
// first, past ones included; the client picks the upcoming ones.
func (s *Server) memberFlights(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	flights, err := s.club.MemberFlights(r.Context(), m.ID)
	if err != nil {
		return err
	}
	out := make([]memberFlightView, len(flights))
	for i := range flights {
		f := &flights[i]
		out[i] = memberFlightView{
			flightView: viewFlight(f, model.Viewer{MemberID: m.ID}),
			EventTitle: f.EventTitle, EventDate: f.EventDate, EventTime: f.EventTime, EventType: f.EventType,
			Position: f.Position, RegistrationID: f.RegistrationID,
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
