package api

import (
	"encoding/json"
	"fmt"
	"net/http"

	"golfclub/internal/model"
)

func (s *Server) routesAdminFlights(mux *http.ServeMux) {
	s.admin(mux, "GET /api/flights/all", s.adminListFlights)
	s.admin(mux, "GET /api/admin/flights/{id}", s.adminGetFlight)
	s.admin(mux, "POST /api/admin/flights", s.adminCreateFlight)
	s.admin(mux, "PUT /api/admin/flights/{id}", s.adminUpdateFlight)
	s.admin(mux, "DELETE /api/admin/flights/{id}", s.adminDeleteFlight)
	s.admin(mux, "GET /api/admin/flights/{id}/members", s.adminFlightMembers)
	s.admin(mux, "GET /api/admin/flights/{eventId}/available-members", s.adminAvailableMembers)
	s.admin(mux, "POST /api/admin/flights/{id}/members", s.adminAddFlightMember)
	s.admin(mux, "DELETE /api/admin/flights/{flightId}/members/{memberId}", s.adminRemoveFlightMember)
}

// Flight limits (spec 2 §9).
const (
	flightPositions  = 4
	flightHoles      = 18
	flightTeeTimeMax = 50
	flightNotesMax   = 1000
	handicapMin      = -10
	handicapMax      = 54
)

// flightMemberView is FlightMemberView of docs/api.md.
type flightMemberView struct {
	ID             int64   `json:"id"`
	Position       int     `json:"position"`
	RegistrationID int64   `json:"registrationId"`
	MemberName     string  `json:"memberName"`
	MemberPhone    string  `json:"memberPhone"`
	MemberEmail    *string `json:"memberEmail"`
	Handicap       *int    `json:"handicap"`
	IsPaid         bool    `json:"isPaid"`
}

// adminFlight is AdminFlight of docs/api.md.
type adminFlight struct {
	ID             int64              `json:"id"`
	EventID        int64              `json:"eventId"`
	EventTitle     string             `json:"eventTitle"`
	EventDate      string             `json:"eventDate"`
	EventTime      string             `json:"eventTime"`
	FlightNumber   int                `json:"flightNumber"`
	TeeTime        string             `json:"teeTime"`
	MaxPlayers     int                `json:"maxPlayers"`
	CurrentPlayers int                `json:"currentPlayers"`
	StartingHole   int                `json:"startingHole"`
	Notes          string             `json:"notes"`
	Members        []flightMemberView `json:"members"`
}

func viewFlightMember(p *model.FlightPlayer) flightMemberView {
	return flightMemberView{ID: p.ID, Position: p.Position, RegistrationID: p.RegistrationID, MemberName: p.MemberName,
		MemberPhone: p.MemberPhone, MemberEmail: p.MemberEmail, Handicap: p.Handicap, IsPaid: p.IsPaid}
}

func viewFlightMembers(players []model.FlightPlayer) []flightMemberView {
	out := make([]flightMemberView, len(players))
	for i := range players {
		out[i] = viewFlightMember(&players[i])
	}
	return out
}

func viewAdminFlight(f *model.FlightRow) adminFlight {
	return adminFlight{
		ID: f.ID, EventID: f.EventID, EventTitle: f.EventTitle, EventDate: f.EventDate, EventTime: f.EventTime,
		FlightNumber: f.FlightNumber, TeeTime: f.TeeTime, MaxPlayers: f.MaxPlayers, CurrentPlayers: len(f.Players),
		StartingHole: f.StartingHole, Notes: f.Notes, Members: viewFlightMembers(f.Players),
	}
}

func (s *Server) adminListFlights(w http.ResponseWriter, r *http.Request) error {
	rows, err := s.club.Flights(r.Context())
	if err != nil {
		return err
	}
	out := make([]adminFlight, len(rows))
	for i := range rows {
		out[i] = viewAdminFlight(&rows[i])
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) writeAdminFlight(w http.ResponseWriter, r *http.Request, status int, id int64) error {
	f, err := s.club.Flight(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, status, viewAdminFlight(f))
	return nil
}

func (s *Server) adminGetFlight(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Flight")
	if err != nil {
		return err
	}
	return s.writeAdminFlight(w, r, http.StatusOK, id)
}

// flightInput is the flight form (spec 2 §5). Numbers may come as JSON
// numbers or numeric strings, as form selects often send them.
type flightInput struct {
	EventID      json.RawMessage `json:"eventId"`
	FlightNumber json.RawMessage `json:"flightNumber"`
	TeeTime      optString       `json:"teeTime"`
	MaxPlayers   json.RawMessage `json:"maxPlayers"`
	StartingHole json.RawMessage `json:"startingHole"`
	Notes        optString       `json:"notes"`
}

// validate checks the form; withEvent says whether eventId is part of it
// (create) or not (update: a flight never moves to another event).
func (in *flightInput) validate(withEvent bool) (*model.Flight, error) {
	var v validator
	f := &model.Flight{TeeTime: in.TeeTime.trim(), Notes: in.Notes.trim()}
	if withEvent {
		id, present, ok := intInput(in.EventID)
		switch {
		case !present || (ok && id == 0):
			v.Add("eventId", "required", "Event is required")
		case !ok || id < 0:
			v.Add("eventId", "invalid_id", "Event id must be a positive number")
		}
		f.EventID = id
	}
	number := func(field, label string, raw json.RawMessage, def int64, check func(n int64) string) int {
		n, present, ok := intInput(raw)
		switch {
		case !ok:
			v.Add(field, "invalid_number", label+" must be a whole number")
		case !present:
			n = def
		default:
			if msg := check(n); msg != "" {
				v.Add(field, "out_of_range", msg)
			}
		}
		return int(n)
	}
	f.FlightNumber = number("flightNumber", "Flight number", in.FlightNumber, 1, func(n int64) string {
		switch {
		case n < 1:
			return "Flight number must be at least 1"
		case n > 999:
			return "Flight number cannot exceed 999"
		}
		return ""
	})
	if f.TeeTime == "" {
		v.Add("teeTime", "required", "Tee time is required")
	}
	v.text("teeTime", "Tee time", f.TeeTime, flightTeeTimeMax, false)
	f.MaxPlayers = number("maxPlayers", "Max players", in.MaxPlayers, flightPositions, func(n int64) string {
		switch {
		case n < 1:
			return "Max players must be at least 1"
		case n > flightPositions:
			return "Max players cannot exceed 4"
		}
		return ""
	})
	f.StartingHole = number("startingHole", "Starting hole", in.StartingHole, 1, func(n int64) string {
		if n < 1 || n > flightHoles {
			return "Starting hole must be between 1-18"
		}
		return ""
	})
	v.text("notes", "Notes", f.Notes, flightNotesMax, true)
	if err := v.Err(); err != nil {
		return nil, err
	}
	return f, nil
}

func (s *Server) adminCreateFlight(w http.ResponseWriter, r *http.Request) error {
	var in flightInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	f, err := in.validate(true)
	if err != nil {
		return err
	}
	if err := s.club.CreateFlight(r.Context(), f); err != nil {
		return err
	}
	return s.writeAdminFlight(w, r, http.StatusCreated, f.ID)
}

func (s *Server) adminUpdateFlight(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Flight")
	if err != nil {
		return err
	}
	var in flightInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	f, err := in.validate(false)
	if err != nil {
		return err
	}
	f.ID = id
	if err := s.club.UpdateFlight(r.Context(), f); err != nil {
		return err
	}
	return s.writeAdminFlight(w, r, http.StatusOK, id)
}

func (s *Server) adminDeleteFlight(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Flight")
	if err != nil {
		return err
	}
	if err := s.club.DeleteFlight(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Flight deleted"})
	return nil
}

func (s *Server) adminFlightMembers(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Flight")
	if err != nil {
		return err
	}
	players, err := s.club.FlightPlayers(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewFlightMembers(players))
	return nil
}

// availableMember is a registration of the event in no flight yet.
type availableMember struct {
	RegistrationID int64   `json:"registrationId"`
	MemberName     string  `json:"memberName"`
	MemberPhone    string  `json:"memberPhone"`
	MemberEmail    *string `json:"memberEmail"`
	GuestRateType  string  `json:"guestRateType"`
	IsPaid         bool    `json:"isPaid"`
}

func (s *Server) adminAvailableMembers(w http.ResponseWriter, r *http.Request) error {
	eventID, err := pathID(r, "eventId", "Event")
	if err != nil {
		return err
	}
	rows, err := s.club.AvailableRegistrations(r.Context(), eventID)
	if err != nil {
		return err
	}
	out := make([]availableMember, len(rows))
	for i, a := range rows {
		out[i] = availableMember(a)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// flightMemberInput places a registration in a flight. memberName,
// memberPhone and memberEmail are accepted for the spec's client but not
// trusted: the place always shows the registration's member.
type flightMemberInput struct {
	RegistrationID json.RawMessage `json:"registrationId"`
	Position       json.RawMessage `json:"position"`
	MemberName     optString       `json:"memberName"`
	MemberPhone    optString       `json:"memberPhone"`
	MemberEmail    optString       `json:"memberEmail"`
	Handicap       json.RawMessage `json:"handicap"`
}

func (s *Server) adminAddFlightMember(w http.ResponseWriter, r *http.Request) error {
	flightID, err := pathID(r, "id", "Flight")
	if err != nil {
		return err
	}
	var in flightMemberInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	var v validator
	regID, present, ok := intInput(in.RegistrationID)
	switch {
	case !present:
		v.Add("registrationId", "required", "Registration is required")
	case !ok || regID < 1:
		v.Add("registrationId", "invalid_id", "Registration id must be a positive number")
	}
	pos, present, ok := intInput(in.Position)
	if !present || !ok || pos < 1 || pos > flightPositions {
		v.Add("position", "out_of_range", "Position must be between 1 and 4")
	}
	var handicap *int
	if h, present, ok := intInput(in.Handicap); !ok || (present && (h < handicapMin || h > handicapMax)) {
		v.Add("handicap", "out_of_range", fmt.Sprintf("Handicap must be a whole number from %d to %d", handicapMin, handicapMax))
	} else if present {
		hv := int(h)
		handicap = &hv
	}
	if err := v.Err(); err != nil {
		return err
	}
	fm := &model.FlightMember{FlightID: flightID, RegistrationID: regID, Position: int(pos), Handicap: handicap}
	p, err := s.club.AddFlightPlayer(r.Context(), fm)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, viewFlightMember(p))
	return nil
}

func (s *Server) adminRemoveFlightMember(w http.ResponseWriter, r *http.Request) error {
	flightID, err := pathID(r, "flightId", "Flight")
	if err != nil {
		return err
	}
	id, err := pathID(r, "memberId", "Flight member")
	if err != nil {
		return err
	}
	if err := s.club.RemoveFlightPlayer(r.Context(), flightID, id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Member removed from flight"})
	return nil
}
