package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"unicode"
	"unicode/utf8"

	"golfclub/internal/eventdate"
	"golfclub/internal/images"
	"golfclub/internal/model"
	"golfclub/internal/rates"
)

// Admin writes of events; the reads are public (public.go).
func (s *Server) routesAdminEvents(mux *http.ServeMux) {
	s.admin(mux, "POST /api/events", s.adminCreateEvent)
	s.admin(mux, "PUT /api/events/{id}", s.adminUpdateEvent)
	s.admin(mux, "DELETE /api/events/{id}", s.adminDeleteEvent)
}

// eventInput is the admin event form (spec 2 §5). rates may be any shape
// of spec 1 §3; the editor sends the canonical list.
type eventInput struct {
	Title       optString `json:"title"`
	Description optString `json:"description"`
	Date        optString `json:"date"`
	Time        optString `json:"time"`
	// EndDate and EndTime are the optional end: the last day of an event
	// over several days, and "HH:MM" on that day.
	EndDate  optString       `json:"endDate"`
	EndTime  optString       `json:"endTime"`
	Type     optString       `json:"type"`
	Capacity json.RawMessage `json:"capacity"`
	Image    optString       `json:"image"`
	Rates    json.RawMessage `json:"rates"`
	// PromotionPayHours: hours a member promoted from the waitlist has to
	// pay; absent, null or "" means no deadline.
	PromotionPayHours json.RawMessage `json:"promotionPayHours"`
}

// Event field limits beyond the spec's minimums.
const (
	eventTitleMax       = 200
	eventDescriptionMax = 10000
	eventTimeMax        = 100
	eventTypeMax        = 50
	eventCapacityMax    = 100000
	eventDefaultCap     = 20
	// promotionPayHoursMax is 30 days: longer is no deadline at all.
	promotionPayHoursMax = 720
)

func (in *eventInput) validate() (*model.Event, error) {
	var v validator
	e := &model.Event{
		Title: in.Title.trim(), Description: in.Description.trim(), Time: in.Time.trim(),
		Type: in.Type.trim(), Image: in.Image.trim(),
	}
	if utf8.RuneCountInString(e.Title) < 3 {
		v.Add("title", "too_short", "Title must be at least 3 characters")
	}
	v.text("title", "Title", e.Title, eventTitleMax, false)
	if utf8.RuneCountInString(e.Description) < 10 {
		v.Add("description", "too_short", "Description must be at least 10 characters")
	}
	v.text("description", "Description", e.Description, eventDescriptionMax, true)

	if raw := in.Date.trim(); raw == "" {
		v.Add("date", "required", "Date is required")
	} else if iso, err := eventdate.Normalize(raw); err != nil {
		v.Add("date", "invalid_date", sentence(err.Error()))
	} else {
		e.Date = iso
	}
	if e.Time == "" {
		v.Add("time", "required", "Time is required")
	}
	v.text("time", "Time", e.Time, eventTimeMax, false)
	checkEventEnd(&v, e, in.EndDate.trim(), in.EndTime.trim())
	if e.Type == "" {
		v.Add("type", "required", "Type is required")
	}
	v.text("type", "Type", e.Type, eventTypeMax, false)

	capacity, present, ok := intInput(in.Capacity)
	switch {
	case !ok:
		v.Add("capacity", "invalid_number", "Capacity must be a whole number")
	case !present:
		capacity = eventDefaultCap
	case capacity < 1:
		v.Add("capacity", "out_of_range", "Capacity must be at least 1")
	case capacity > eventCapacityMax:
		v.Add("capacity", "out_of_range", fmt.Sprintf("Capacity cannot exceed %d", eventCapacityMax))
	}
	e.Capacity = int(capacity)

	switch hours, present, ok := intInput(in.PromotionPayHours); {
	case !ok:
		v.Add("promotionPayHours", "invalid_number", "Hours to pay must be a whole number")
	case !present:
	case hours < 1 || hours > promotionPayHoursMax:
		v.Add("promotionPayHours", "out_of_range", fmt.Sprintf("Hours to pay must be between 1 and %d", promotionPayHoursMax))
	default:
		h := int(hours)
		e.PromotionPayHours = &h
	}

	if !images.CheckRef(e.Image) {
		v.Add("image", "invalid_image_link", "Upload the picture; pictures from other sites cannot be shown")
	}

	list, err := rates.ParseStrict(in.Rates)
	if err != nil {
		v.Add("rates", "invalid_rates", sentence(err.Error()))
	} else if err := cleanValue(reflect.ValueOf(list), "rates"); err != nil {
		// rates arrive as raw JSON, which decodeJSON leaves to this parser.
		return nil, err
	}
	e.Rates = make([]model.Rate, len(list))
	for i, r := range list {
		e.Rates[i] = model.Rate(r)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	return e, nil
}

// endClock is the form's end time: "HH:MM" on the 24-hour clock.
var endClock = regexp.MustCompile(`^([01]\d|2[0-3]):[0-5]\d$`)

// checkEventEnd sets e's optional end from the form: an end date after
// e.Date (the same day is a one-day event) and an end time. The time field
// is free text, so an end time is not compared with it here; a calendar
// entry whose end time is not after its start keeps the assumed length.
func checkEventEnd(v *validator, e *model.Event, endDate, endTime string) {
	if endDate != "" {
		iso, err := eventdate.Normalize(endDate)
		switch {
		case err != nil:
			v.Add("endDate", "invalid_date", sentence(err.Error()))
		case e.Date != "" && iso < e.Date:
			v.Add("endDate", "end_before_start", "End date cannot be before the date")
		case iso > e.Date:
			e.EndDate = &iso
		}
	}
	if endTime == "" {
		return
	}
	if !endClock.MatchString(endTime) {
		v.Add("endTime", "invalid_time", "End time must be a time of day (HH:MM)")
		return
	}
	e.EndTime = &endTime
}

// sentence capitalises a lower-case error text from a rule package so it
// reads as a message.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func (s *Server) adminCreateEvent(w http.ResponseWriter, r *http.Request) error {
	var in eventInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	e, err := in.validate()
	if err != nil {
		return err
	}
	got, err := s.club.CreateEvent(r.Context(), e)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, got)
	return nil
}

func (s *Server) adminUpdateEvent(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	var in eventInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	e, err := in.validate()
	if err != nil {
		return err
	}
	e.ID = id
	if err := s.club.UpdateEvent(r.Context(), e); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}

// adminDeleteEvent removes an event with its registrations and flights
// (foreign keys cascade), then the payment slips nobody else uses.
func (s *Server) adminDeleteEvent(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Event")
	if err != nil {
		return err
	}
	if err := s.club.DeleteEvent(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Event deleted"})
	return nil
}
