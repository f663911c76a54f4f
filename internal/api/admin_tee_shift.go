package api

import "net/http"

func (s *Server) routesAdminTeeShift(mux *http.ServeMux) {
	s.admin(mux, "POST /api/admin/events/{id}/shift-tee-times", s.adminShiftTeeTimes)
}

type shiftedFlight struct {
	ID           int64  `json:"id"`
	FlightNumber int    `json:"flightNumber"`
	TeeTime      string `json:"teeTime"`
	OldTeeTime   string `json:"oldTeeTime"`
}

// adminShiftTeeTimes moves every flight's tee time of the event by
// {minutes} (the change of the event's start the admin just saved).
func (s *Server) adminShiftTeeTimes(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in struct {
		Minutes *int `json:"minutes"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	if in.Minutes == nil {
		var v validator
		v.Add("minutes", "required", "Minutes is required")
		return v.Err()
	}
	shift, err := s.club.ShiftTeeTimes(r.Context(), id, *in.Minutes)
	if err != nil {
		return err
	}
	out := struct {
		Flights []shiftedFlight `json:"flights"`
		Skipped []int           `json:"skipped"`
	}{make([]shiftedFlight, len(shift.Moved)), shift.Skipped}
	for i, f := range shift.Moved {
		out.Flights[i] = shiftedFlight(f)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
