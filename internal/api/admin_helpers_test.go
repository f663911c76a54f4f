package api

import (
	"context"
	"net/http"
	"testing"

	"golfclub/internal/store"
)

// Fixtures for the admin tests, made through the store so that each test
// reads as the calls it checks.

// mkEvent stores an event dated date (ISO) with the given capacity and a
// member and a non-member rate.
func (e *testEnv) mkEvent(t *testing.T, title, date string, capacity int) *store.Event {
	t.Helper()
	ev := &store.Event{
		Title: title, Description: "A friendly round for all members.", Date: date, Time: "7:30 AM",
		Type: "tournament", Capacity: capacity, CreatedAt: testNow,
		Rates: []store.Rate{
			{Type: "Member Weekday", Price: 120, Category: "member"},
			{Type: "Non-Member Weekday", Price: 180.5, Category: "non-member"},
		},
	}
	if err := e.store.CreateEvent(context.Background(), ev); err != nil {
		t.Fatalf("seed event %s: %v", title, err)
	}
	return ev
}

// mkReg registers m for ev through the store (seat counted).
func (e *testEnv) mkReg(t *testing.T, ev *store.Event, m *store.Member, rateType string) *store.Registration {
	t.Helper()
	reg := &store.Registration{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone,
		GuestRateType: rateType, CreatedAt: testNow}
	if err := e.store.Register(context.Background(), reg); err != nil {
		t.Fatalf("seed registration %s/%s: %v", ev.Title, m.Name, err)
	}
	return reg
}

// mkFlight stores flight number n of ev with maxPlayers places.
func (e *testEnv) mkFlight(t *testing.T, ev *store.Event, n, maxPlayers int) *store.Flight {
	t.Helper()
	f := &store.Flight{EventID: ev.ID, FlightNumber: n, TeeTime: "07:30", MaxPlayers: maxPlayers, StartingHole: 1, CreatedAt: testNow}
	if err := e.store.CreateFlight(context.Background(), f); err != nil {
		t.Fatalf("seed flight: %v", err)
	}
	return f
}

// mkPlace puts reg at position in flight f.
func (e *testEnv) mkPlace(t *testing.T, f *store.Flight, reg *store.Registration, position int) *store.FlightMember {
	t.Helper()
	fm := &store.FlightMember{FlightID: f.ID, RegistrationID: reg.ID, Position: position, CreatedAt: testNow}
	if err := e.store.AddFlightPlayer(context.Background(), fm); err != nil {
		t.Fatalf("seed place: %v", err)
	}
	return fm
}

// count counts the rows of model matching where.
func (e *testEnv) countRows(t *testing.T, model any, where string, args ...any) int {
	t.Helper()
	n, err := e.store.DB().NewSelect().Model(model).Where(where, args...).Count(context.Background())
	if err != nil {
		t.Fatalf("count %T: %v", model, err)
	}
	return int(n)
}

// registered reads an event's seat count.
func (e *testEnv) seats(t *testing.T, eventID int64) int {
	t.Helper()
	ev, err := e.store.GetEvent(context.Background(), eventID)
	if err != nil {
		t.Fatal(err)
	}
	return ev.Registered
}

// adminDo sends one request with the admin cookie (none when nil) and
// checks its status.
func (e *testEnv) adminDo(t *testing.T, admin *http.Cookie, method, url string, body any, want int) []byte {
	t.Helper()
	var cookies []*http.Cookie
	if admin != nil {
		cookies = append(cookies, admin)
	}
	rec := e.do(req{method: method, url: url, body: body, cookies: cookies})
	if rec.Code != want {
		t.Fatalf("%s %s: status %d, want %d; body %s", method, url, rec.Code, want, rec.Body.String())
	}
	return rec.Body.Bytes()
}
