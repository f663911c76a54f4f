package club_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestPaymentReview(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		ev := e.event(t, "2026-12-05", 5, weekdayRates)
		a, b := e.member(t, "BHG"), e.member(t, "")
		row, err := e.svc.Register(ctx, a, ev.ID, "Member Weekday")
		if err != nil {
			t.Fatal(err)
		}
		e.rec.take()

		paid, err := e.svc.SetPaid(ctx, row.ID, true)
		if err != nil || !paid.IsPaid {
			t.Fatalf("set paid: %v %+v", err, paid)
		}
		unpaid, err := e.svc.SetPaid(ctx, row.ID, false)
		if err != nil || unpaid.IsPaid {
			t.Fatalf("set unpaid: %v %+v", err, unpaid)
		}
		want := []bus.Event{
			bus.PaymentMarkedPaid{RegistrationID: row.ID, EventID: ev.ID, MemberID: a.ID},
			bus.PaymentMarkedUnpaid{RegistrationID: row.ID, EventID: ev.ID, MemberID: a.ID},
		}
		if got := e.rec.take(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
			t.Fatalf("published %#v, want %#v", got, want)
		}
		if _, err := e.svc.SetPaid(ctx, 999999, true); !apperr.HasCode(err, "not_found") {
			t.Fatalf("unknown registration: %v", err)
		}

		// A slip: the file must be one stored for the member.
		up := &store.Upload{FileID: "0123456789abcdef0123456789abcdef", TokenHash: "h", MemberID: a.ID,
			Purpose: "payment-reference", ExpiresAt: testNow.Add(time.Hour), CreatedAt: testNow}
		if err := st.CreateUpload(ctx, up); err != nil {
			t.Fatal(err)
		}
		if err := st.ClaimUpload(ctx, up.ID, testNow); err != nil {
			t.Fatal(err)
		}
		if err := st.MarkUploadStored(ctx, up.ID, 10, "image/png", testNow); err != nil {
			t.Fatal(err)
		}
		url := store.PaymentFilePrefix + up.FileID
		for _, tt := range []struct {
			name, url, file string
			member          int64
			wantCode        string
		}{
			{"no name", url, " ", a.ID, "required"},
			{"name too long", url, strings.Repeat("x", 201), a.ID, "too_long"},
			{"control characters", url, "slip\n.png", a.ID, "invalid_characters"},
			{"not our URL", "https://elsewhere.test/x.png", "slip.png", a.ID, "unknown_file"},
			{"someone else's file", url, "slip.png", b.ID, "unknown_file"},
		} {
			if _, err := e.svc.SavePaymentReference(ctx, tt.member, row.ID, tt.url, tt.file); !apperr.HasCode(err, tt.wantCode) {
				t.Errorf("%s: %v, want %s", tt.name, err, tt.wantCode)
			}
		}
		saved, err := e.svc.SavePaymentReference(ctx, a.ID, row.ID, url, " slip.png ")
		if err != nil || saved.PaymentReferenceFileName == nil || *saved.PaymentReferenceFileName != "slip.png" {
			t.Fatalf("save reference: %v %+v", err, saved)
		}
		if got := e.rec.take(); len(got) != 1 || got[0] != (bus.PaymentReferenceSaved{RegistrationID: row.ID, EventID: ev.ID, MemberID: a.ID, FileName: "slip.png"}) {
			t.Fatalf("published %#v", got)
		}
		// Taking the slip off deletes the file nobody shows any more.
		if err := e.svc.ClearPaymentReference(ctx, row.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.StoredUpload(ctx, up.FileID); err == nil {
			t.Fatal("unused slip record kept")
		}
		if got := e.rec.take(); len(got) != 1 || got[0] != (bus.PaymentReferenceRemoved{RegistrationID: row.ID, EventID: row.EventID, MemberID: row.MemberID}) {
			t.Fatalf("published %#v", got)
		}
	})
}

func TestFlightsAndEvents(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		created, err := e.svc.CreateEvent(ctx, &store.Event{Title: "Club Night", Description: "Dinner and prizes.",
			Date: "2026-12-10", Time: "7 PM", Type: "social", Capacity: 2, Rates: []store.Rate{}})
		if err != nil {
			t.Fatal(err)
		}
		a, b := e.member(t, ""), e.member(t, "")
		ra, err := e.svc.Register(ctx, a, created.ID, "Walk-in")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.Register(ctx, b, created.ID, "Walk-in"); err != nil {
			t.Fatal(err)
		}
		if got := e.rec.take(); len(got) != 3 || got[0] != (bus.EventCreated{EventID: created.ID, Title: "Club Night", Date: "2026-12-10"}) {
			t.Fatalf("first event %#v", got[0])
		}

		f := &store.Flight{EventID: created.ID, FlightNumber: 1, TeeTime: "7:30", MaxPlayers: 2, StartingHole: 1}
		if err := e.svc.CreateFlight(ctx, f); err != nil {
			t.Fatal(err)
		}
		dup := &store.Flight{EventID: created.ID, FlightNumber: 1, TeeTime: "7:40", MaxPlayers: 4, StartingHole: 1}
		if err := e.svc.CreateFlight(ctx, dup); !apperr.HasCode(err, "flight_number_taken") {
			t.Fatalf("duplicate flight number: %v", err)
		}
		if err := e.svc.CreateFlight(ctx, &store.Flight{EventID: 999999, FlightNumber: 1, TeeTime: "7:40", MaxPlayers: 4, StartingHole: 1}); !apperr.HasCode(err, "not_found") {
			t.Fatalf("flight of unknown event: %v", err)
		}
		place := &store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID, Position: 1}
		p, err := e.svc.AddFlightPlayer(ctx, place)
		if err != nil {
			t.Fatal(err)
		}
		if !place.CreatedAt.Equal(testNow) || !f.CreatedAt.Equal(testNow) {
			t.Errorf("flight dated %v, place dated %v; want the service's clock %v", f.CreatedAt, place.CreatedAt, testNow)
		}
		for _, tt := range []struct {
			name     string
			fm       store.FlightMember
			wantCode string
		}{
			{"already placed", store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID, Position: 1}, "already_in_flight"},
			{"position taken", store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID + 1, Position: 1}, "position_taken"},
			{"position beyond max players", store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID + 1, Position: 3}, "out_of_range"},
			{"no such flight", store.FlightMember{FlightID: 999999, RegistrationID: ra.ID, Position: 1}, "not_found"},
			{"no such registration", store.FlightMember{FlightID: f.ID, RegistrationID: 999999, Position: 1}, "not_found"},
		} {
			if _, err := e.svc.AddFlightPlayer(ctx, &tt.fm); !apperr.HasCode(err, tt.wantCode) {
				t.Errorf("%s: %v, want %s", tt.name, err, tt.wantCode)
			}
		}
		// Position 2 is taken, so the flight cannot shrink to one player;
		// shrinking it otherwise leaves it full.
		p2, err := e.svc.AddFlightPlayer(ctx, &store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID + 1, Position: 2})
		if err != nil {
			t.Fatal(err)
		}
		f.MaxPlayers = 1
		if err := e.svc.UpdateFlight(ctx, f); !apperr.HasCode(err, "max_players_below_players") {
			t.Fatalf("max players below players: %v", err)
		}
		if err := e.svc.RemoveFlightPlayer(ctx, f.ID, p2.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.UpdateFlight(ctx, f); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.AddFlightPlayer(ctx, &store.FlightMember{FlightID: f.ID, RegistrationID: ra.ID + 1, Position: 2}); !apperr.HasCode(err, "flight_full") {
			t.Fatalf("full flight: %v", err)
		}
		placed := bus.FlightAssigned{Action: bus.FlightPlaced, FlightID: f.ID, EventID: created.ID, RegistrationID: ra.ID, MemberID: a.ID, Position: 1}
		if got := e.rec.take(); len(got) != 4 || got[0] != placed {
			t.Fatalf("published %#v, want %#v first", got, placed)
		}
		if err := e.svc.RemoveFlightPlayer(ctx, f.ID, 999999); !apperr.HasCode(err, "not_found") {
			t.Fatalf("remove unknown place: %v", err)
		}
		if err := e.svc.RemoveFlightPlayer(ctx, f.ID, p.ID); err != nil {
			t.Fatal(err)
		}
		removed := placed
		removed.Action = bus.FlightRemoved
		if got := e.rec.take(); len(got) != 1 || got[0] != removed {
			t.Fatalf("published %#v", got)
		}

		// Capacity may not drop below the two registered.
		upd := *created
		upd.Capacity = 1
		if err := e.svc.UpdateEvent(ctx, &upd); !apperr.HasCode(err, "capacity_below_registered") {
			t.Fatalf("capacity below registered: %v", err)
		}
		upd.Capacity, upd.Title = 3, "Club Night (moved)"
		if err := e.svc.UpdateEvent(ctx, &upd); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.DeleteFlight(ctx, f.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.DeleteEvent(ctx, created.ID); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.DeleteEvent(ctx, created.ID); !apperr.HasCode(err, "not_found") {
			t.Fatalf("delete twice: %v", err)
		}
		want := []bus.Event{bus.EventUpdated{EventID: created.ID, Title: "Club Night (moved)", Date: "2026-12-10", Time: "7 PM",
			OldTitle: "Club Night", OldDate: "2026-12-10", OldTime: "7 PM"},
			bus.FlightDeleted{FlightID: f.ID},
			bus.EventDeleted{EventID: created.ID, Title: "Club Night (moved)", Date: "2026-12-10", MemberIDs: []int64{a.ID, b.ID}}}
		got := e.rec.take()
		if len(got) != len(want) {
			t.Fatalf("published %#v, want %#v", got, want)
		}
		for i := range want {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Fatalf("event %d: %#v, want %#v", i, got[i], want[i])
			}
		}
	})
}

func TestSignUp(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		mk := func(name, phone string) *store.Member {
			return &store.Member{Name: name, Phone: phone, PasswordHash: "x", IsActive: true, CreatedAt: testNow, UpdatedAt: testNow}
		}
		gen := mk("Generated", "0123000001")
		if err := e.svc.SignUp(ctx, gen, ""); err != nil {
			t.Fatal(err)
		}
		if n := *gen.MembershipNumber; len(n) != len(store.DefaultMembershipPrefix)+6 || !strings.HasPrefix(n, store.DefaultMembershipPrefix) {
			t.Fatalf("generated number %q", n)
		}
		own := mk("Own Number", "0123000002")
		if err := e.svc.SignUp(ctx, own, "BHG-777"); err != nil || *own.MembershipNumber != "BHG-777" {
			t.Fatalf("own number: %v %v", err, own.MembershipNumber)
		}
		want := []bus.Event{
			bus.MemberJoined{MemberID: gen.ID, Name: "Generated", MembershipNumber: gen.MembershipNumber},
			bus.MemberJoined{MemberID: own.ID, Name: "Own Number", MembershipNumber: own.MembershipNumber},
		}
		if got := e.rec.take(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
			t.Fatalf("published %#v", got)
		}
		for _, tt := range []struct {
			name, phone, number, wantCode, wantField string
		}{
			{"phone taken", "0123000001", "", "phone_taken", "phone"},
			{"number taken", "0123000003", "BHG-777", "membership_number_taken", "membershipNumber"},
		} {
			err := e.svc.SignUp(ctx, mk(tt.name, tt.phone), tt.number)
			ae, ok := apperr.As(err)
			if !ok || ae.Code != tt.wantCode || ae.Kind != apperr.Conflict || ae.Fields[tt.wantField].Code != tt.wantCode {
				t.Errorf("%s: %v, want %s on %s", tt.name, err, tt.wantCode, tt.wantField)
			}
		}
		if got := e.rec.take(); len(got) != 0 {
			t.Fatalf("refused sign-ups published %v", got)
		}
		// An admin's form hears its own texts for the same clashes.
		email := "taken@example.com"
		gen.Email = &email
		if err := e.svc.UpdateMember(ctx, gen, false); err != nil {
			t.Fatal(err)
		}
		dupEmail := mk("Admin Made", "0123000009")
		dupEmail.Email = &email
		if err := e.svc.CreateMember(ctx, dupEmail); !apperr.HasCode(err, "email_taken") || err.Error() != "email_taken: A member with this email address already exists" {
			t.Fatalf("admin create, email taken: %v", err)
		}
		// An admin's new member is dated by the service's clock, whatever
		// the form carried.
		made := &store.Member{Name: "Admin Made", Phone: "0123000011", PasswordHash: "x", IsActive: true}
		if err := e.svc.CreateMember(ctx, made); err != nil {
			t.Fatal(err)
		}
		if got, err := e.st.MemberByID(ctx, made.ID); err != nil || !got.CreatedAt.Equal(testNow) || !got.UpdatedAt.Equal(testNow) {
			t.Fatalf("admin-made member = %+v, %v; want created and updated at %v", got, err, testNow)
		}
		if err := e.svc.UpdateMember(ctx, &store.Member{ID: 999999, Name: "x", Phone: "0123000010"}, false); !apperr.HasCode(err, "not_found") {
			t.Fatalf("update unknown member: %v", err)
		}
		if err := e.svc.DeleteMember(ctx, 999999); !apperr.HasCode(err, "not_found") {
			t.Fatalf("delete unknown member: %v", err)
		}
	})
}
