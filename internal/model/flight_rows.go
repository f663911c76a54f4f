package model

// FlightPlayer is one player in a flight with the registration behind it,
// so callers can tell whose place it is without comparing names or phones.
type FlightPlayer struct {
	FlightMember
	MemberID int64 `bun:"member_id"`
	IsPaid   bool  `bun:"is_paid"`
	// MemberEmail is the registrant's current email (admin views only).
	MemberEmail *string `bun:"member_email"`
}

// FlightRow is a flight with its event and its players in position order:
// the one row every flight list reads, whoever looks at it. RedactFor takes
// out what a viewer may not see.
type FlightRow struct {
	Flight
	EventTitle string `bun:"event_title"`
	EventDate  string `bun:"event_date"`
	EventTime  string `bun:"event_time"`
	EventType  string `bun:"event_type"`
	// Position and RegistrationID are the member's own place in the flight;
	// only MemberFlights fills them.
	Position       int            `bun:"my_position"`
	RegistrationID int64          `bun:"my_registration_id"`
	Players        []FlightPlayer `bun:"-"`
}

// RedactFor blanks, for anyone but an admin, every player's phone, email,
// handicap, payment and registration: members see who plays, not how to
// reach them (DESIGN.md). It reports whether it took anything out.
func (f *FlightRow) RedactFor(v Viewer) bool {
	if v.Admin {
		return false
	}
	for i := range f.Players {
		p := &f.Players[i]
		p.MemberPhone, p.MemberEmail, p.Handicap, p.IsPaid, p.RegistrationID = "", nil, nil, false, 0
	}
	return true
}

// AvailableRegistration is a registration of an event not yet placed in
// any flight.
type AvailableRegistration struct {
	RegistrationID int64   `bun:"registration_id"`
	MemberName     string  `bun:"member_name"`
	MemberPhone    string  `bun:"member_phone"`
	MemberEmail    *string `bun:"member_email"`
	GuestRateType  string  `bun:"guest_rate_type"`
	IsPaid         bool    `bun:"is_paid"`
}
