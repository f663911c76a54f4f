package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestZeroCreatedAtIsRefused: the store reads no clock, so a row without
// its creation time is the caller's mistake. Every insert refuses it with
// ErrNoCreatedAt naming the call, and writes nothing, while the same row
// dated by the caller goes in.
func TestZeroCreatedAtIsRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		e := mkEvent(t, s, 10, nil)
		m := mkMember(t, s, "")
		reg := regFor(e, m, "x")
		if err := s.Register(ctx, reg); err != nil {
			t.Fatal(err)
		}
		f := &store.Flight{EventID: e.ID, FlightNumber: 1, TeeTime: "07:30", MaxPlayers: 4, StartingHole: 1, CreatedAt: clock.Now()}
		if err := s.CreateFlight(ctx, f); err != nil {
			t.Fatal(err)
		}
		other := mkMember(t, s, "")
		later := mkEvent(t, s, 10, nil)

		tests := []struct {
			op    string
			model any
			// insert writes a fresh row, dated only when dated is true.
			insert func(dated bool) error
		}{
			{"CreateAdmin", (*store.Admin)(nil), func(dated bool) error {
				return s.CreateAdmin(ctx, &store.Admin{Username: "boss", PasswordHash: "h", CreatedAt: at(dated)})
			}},
			{"CreateContactMessage", (*store.ContactMessage)(nil), func(dated bool) error {
				return s.CreateContactMessage(ctx, &store.ContactMessage{FirstName: "A", LastName: "B", Email: "a@b.my", Subject: "Other", Message: "hi", CreatedAt: at(dated)})
			}},
			{"InsertEvent", (*store.Event)(nil), func(dated bool) error {
				return s.CreateEvent(ctx, &store.Event{Title: "T", Date: "2026-12-05", Type: "social", Capacity: 5, CreatedAt: at(dated)})
			}},
			{"CreateFlight", (*store.Flight)(nil), func(dated bool) error {
				return s.CreateFlight(ctx, &store.Flight{EventID: later.ID, FlightNumber: 1, TeeTime: "08:00", MaxPlayers: 4, StartingHole: 1, CreatedAt: at(dated)})
			}},
			{"AddFlightPlayer", (*store.FlightMember)(nil), func(dated bool) error {
				return s.AddFlightPlayer(ctx, &store.FlightMember{FlightID: f.ID, RegistrationID: reg.ID, Position: 1, CreatedAt: at(dated)})
			}},
			{"CreateMember", (*store.Member)(nil), func(dated bool) error {
				return s.CreateMember(ctx, &store.Member{Name: "New", Phone: "0177777777", PasswordHash: "x", CreatedAt: at(dated)})
			}},
			{"InsertNotifications", (*store.Notification)(nil), func(dated bool) error {
				rows := []store.Notification{
					{MemberID: m.ID, MemberPhone: m.Phone, Type: store.NotificationEventUpdate, Title: "a", Message: "a", CreatedAt: clock.Now()},
					{MemberID: m.ID, MemberPhone: m.Phone, Type: store.NotificationEventUpdate, Title: "b", Message: "b", CreatedAt: at(dated)},
				}
				return s.InsertNotifications(ctx, s.DB(), rows)
			}},
			{"InsertPhoto", (*store.Photo)(nil), func(dated bool) error {
				return s.CreatePhoto(ctx, &store.Photo{Title: "p", URL: "/x.jpg", Category: "course", CreatedAt: at(dated)})
			}},
			{"InsertPost", (*store.BlogPost)(nil), func(dated bool) error {
				return s.CreatePost(ctx, &store.BlogPost{Title: "p", Content: "c", CreatedAt: at(dated)})
			}},
			{"Register", (*store.Registration)(nil), func(dated bool) error {
				r := regFor(e, other, "x")
				r.CreatedAt = at(dated)
				return s.Register(ctx, r)
			}},
			{"CreateSession", (*store.Session)(nil), func(dated bool) error {
				now := clock.Now()
				return s.CreateSession(ctx, &store.Session{TokenHash: "h", Kind: store.SessionMember, SubjectID: m.ID, ExpiresAt: now.Add(time.Hour), CreatedAt: at(dated)})
			}},
			{"CreateUpload", (*store.Upload)(nil), func(dated bool) error {
				now := clock.Now()
				return s.CreateUpload(ctx, &store.Upload{FileID: "f", TokenHash: "h", MemberID: m.ID, ExpiresAt: now.Add(15 * time.Minute), CreatedAt: at(dated)})
			}},
		}
		for _, tt := range tests {
			count := func() int {
				t.Helper()
				n, err := s.DB().NewSelect().Model(tt.model).Count(ctx)
				if err != nil {
					t.Fatalf("%s: count: %v", tt.op, err)
				}
				return int(n)
			}
			before := count()
			err := tt.insert(false)
			if !errors.Is(err, store.ErrNoCreatedAt) || !strings.Contains(err.Error(), "store: "+tt.op+": ") {
				t.Errorf("%s without created_at: %v, want ErrNoCreatedAt naming %s", tt.op, err, tt.op)
			}
			if n := count(); n != before {
				t.Errorf("%s without created_at: %d rows, want %d (nothing written)", tt.op, n, before)
			}
			if err := tt.insert(true); err != nil {
				t.Errorf("%s dated: %v", tt.op, err)
			}
			if n := count(); n == before {
				t.Errorf("%s dated: no row written", tt.op)
			}
		}
	})
}

// at is the next reading of the fixtures' clock when dated, else no time.
func at(dated bool) (when time.Time) {
	if dated {
		when = clock.Now()
	}
	return when
}
