package model

// CalendarEntry is one of a member's registrations as their calendar
// shows it: the event and, once the member is placed, their flight with
// its players.
type CalendarEntry struct {
	RegistrationID int64
	Event          Event
	Flight         *FlightRow
}
