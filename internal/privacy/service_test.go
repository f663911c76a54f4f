package privacy_test

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/model"
	"golfclub/internal/privacy"
	"golfclub/internal/push"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// testNow is a Saturday morning in Kuala Lumpur, 2026-11-21.
var testNow = time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)

type recorder struct {
	mu     sync.Mutex
	events []bus.Event
}

func (r *recorder) take() []bus.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.events
	r.events = nil
	return out
}

type env struct {
	st  *store.Store
	svc *privacy.Service
	rec *recorder
	now time.Time
}

func newEnv(t *testing.T, st *store.Store) *env {
	t.Helper()
	loc, err := time.LoadLocation("Asia/Kuala_Lumpur")
	if err != nil {
		t.Fatal(err)
	}
	e := &env{st: st, rec: &recorder{}, now: testNow}
	b := bus.New(nil)
	b.Subscribe("recorder", func(_ context.Context, ev bus.Event) error {
		e.rec.mu.Lock()
		defer e.rec.mu.Unlock()
		e.rec.events = append(e.rec.events, ev)
		return nil
	})
	e.svc = privacy.New(privacy.Deps{Store: st, Bus: b, Now: func() time.Time { return e.now }, Location: loc, BaseURL: "https://club.example.my"})
	return e
}

func (e *env) member(t *testing.T, name, phone, email string) *model.Member {
	t.Helper()
	version := privacy.NoticeVersion
	at := testNow.Add(-24 * time.Hour)
	m := &model.Member{Name: name, Phone: phone, Email: &email, PasswordHash: "x", IsActive: true, Locale: "en",
		PrivacyConsentAt: &at, PrivacyNoticeVersion: &version, CreatedAt: at}
	if err := e.st.CreateMember(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	return m
}

func (e *env) event(t *testing.T, title, date string) *model.Event {
	t.Helper()
	ev := &model.Event{Title: title, Date: date, Time: "7:30 AM", Type: "tournament", Capacity: 20,
		Rates: []model.Rate{{Type: "Non-Member Weekend", Price: 180, Category: "non-member"}}, CreatedAt: e.now}
	if err := e.st.CreateEvent(context.Background(), ev); err != nil {
		t.Fatal(err)
	}
	return ev
}

func (e *env) register(t *testing.T, ev *model.Event, m *model.Member) *model.Registration {
	t.Helper()
	r := &model.Registration{EventID: ev.ID, MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: "Non-Member Weekend", CreatedAt: testNow}
	if err := e.st.Register(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	return r
}

func wantError(t *testing.T, err error, code string) {
	t.Helper()
	if !apperr.HasCode(err, code) {
		t.Fatalf("err = %v, want %s", err, code)
	}
}

func wantEvents(t *testing.T, rec *recorder, want ...bus.Event) {
	t.Helper()
	if got := rec.take(); !reflect.DeepEqual(got, want) && !(len(got) == 0 && len(want) == 0) {
		t.Errorf("events = %#v, want %#v", got, want)
	}
}

// TestDeletionWorkflow walks a member's requests through every state:
// pending → cancelled, pending → rejected, pending → confirmed, and the
// moves that are not allowed from each.
func TestDeletionWorkflow(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		amy := e.member(t, "Amy Tan", "0121112222", "amy@example.my")
		ben := e.member(t, "Ben Lim", "0123334444", "ben@example.my")

		if r, err := e.svc.LatestRequest(ctx, amy.ID); r != nil || err != nil {
			t.Fatalf("before any request: %+v, %v", r, err)
		}
		wantError(t, e.svc.CancelDeletion(ctx, amy), "deletion_request_not_found")

		first, err := e.svc.RequestDeletion(ctx, amy)
		if err != nil || first.Status != model.DeletionPending || !first.RequestedAt.Equal(testNow) || first.DecidedAt != nil {
			t.Fatalf("request = %+v, %v", first, err)
		}
		wantEvents(t, e.rec, bus.DeletionRequestChanged{MemberID: amy.ID})
		_, err = e.svc.RequestDeletion(ctx, amy)
		wantError(t, err, "deletion_already_requested")
		wantEvents(t, e.rec)

		if err := e.svc.CancelDeletion(ctx, amy); err != nil {
			t.Fatal(err)
		}
		wantEvents(t, e.rec, bus.DeletionRequestChanged{MemberID: amy.ID})
		if r, _ := e.svc.LatestRequest(ctx, amy.ID); r == nil || r.Status != model.DeletionCancelled {
			t.Fatalf("after cancel: %+v", r)
		}
		_, err = e.svc.ConfirmDeletion(ctx, first.ID, "admin")
		wantError(t, err, "deletion_request_not_found")
		_, err = e.svc.RejectDeletion(ctx, first.ID, "Too late", "admin")
		wantError(t, err, "deletion_request_not_found")

		second, err := e.svc.RequestDeletion(ctx, amy)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.RequestDeletion(ctx, ben); err != nil {
			t.Fatal(err)
		}
		e.rec.take()
		rows, pending, err := e.svc.Requests(ctx, "")
		if err != nil || pending != 2 || len(rows) != 2 {
			t.Fatalf("pending list = %+v, %d, %v", rows, pending, err)
		}
		for _, r := range rows {
			if r.MemberID == amy.ID && (r.MemberName != "Amy Tan" || r.MemberPhone != "0121112222" || r.MemberEmail == nil) {
				t.Errorf("amy's row = %+v", r)
			}
		}
		if rows, pending, _ := e.svc.Requests(ctx, "all"); len(rows) != 3 || pending != 2 {
			t.Errorf("all = %d rows, %d pending", len(rows), pending)
		}
		_, _, err = e.svc.Requests(ctx, "bogus")
		wantError(t, err, "invalid_status")

		_, err = e.svc.RejectDeletion(ctx, second.ID, "  ", "admin")
		wantError(t, err, "required")
		e.now = testNow.Add(time.Hour)
		rejected, err := e.svc.RejectDeletion(ctx, second.ID, " Your October payment is under review ", "admin")
		if err != nil || rejected.Status != model.DeletionRejected || rejected.Reason == nil ||
			*rejected.Reason != "Your October payment is under review" || rejected.DecidedAt == nil || !rejected.DecidedAt.Equal(e.now) {
			t.Fatalf("rejected = %+v, %v", rejected, err)
		}
		wantEvents(t, e.rec, bus.DeletionRejected{MemberID: amy.ID, Reason: "Your October payment is under review"})
		_, err = e.svc.ConfirmDeletion(ctx, second.ID, "admin")
		wantError(t, err, "deletion_request_not_found")

		// Confirming: the upcoming registration goes (its seat freed), the
		// past paid one stays anonymised.
		past := e.event(t, "October Medal", "2026-10-10")
		future := e.event(t, "December Medal", "2026-12-12")
		paid := e.register(t, past, amy)
		if _, err := st.DB().NewUpdate().Model((*model.Registration)(nil)).Set("is_paid = ?", true).Where("id = ?", paid.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		e.register(t, future, amy)
		// Amy's round of golf: her handicap and its history, who she
		// follows and who follows her.
		idx := 124
		if err := store.SetHandicap(ctx, st.DB(), amy.ID, &idx, nil, testNow); err != nil {
			t.Fatal(err)
		}
		for _, f := range []*model.Follow{{MemberID: amy.ID, FollowedMemberID: ben.ID}, {MemberID: ben.ID, FollowedMemberID: amy.ID}} {
			f.CreatedAt = testNow
			if _, err := st.DB().NewInsert().Model(f).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		third, err := e.svc.RequestDeletion(ctx, amy)
		if err != nil {
			t.Fatal(err)
		}
		e.rec.take()
		gone, err := e.svc.ConfirmDeletion(ctx, third.ID, "admin")
		if err != nil || gone.Request.Status != model.DeletionConfirmed || gone.RegistrationsRemoved != 1 || gone.PaidRegistrationsKept != 1 {
			t.Fatalf("confirmed = %+v, %v", gone, err)
		}
		wantEvents(t, e.rec, bus.MemberDeleted{MemberID: amy.ID})
		m, err := st.MemberByID(ctx, amy.ID)
		if err != nil || m.Name != store.DeletedMemberName || m.Email != nil || m.IsActive {
			t.Errorf("member after deletion = %+v, %v", m, err)
		}
		if m.HandicapIndex != nil {
			t.Errorf("handicap after deletion = %d", *m.HandicapIndex)
		}
		for _, table := range []any{(*model.Follow)(nil), (*model.HandicapChange)(nil)} {
			n, err := st.DB().NewSelect().Model(table).Count(ctx)
			if err != nil || n != 0 {
				t.Errorf("%T rows after deletion = %d, %v", table, n, err)
			}
		}
		_, err = e.svc.ConfirmDeletion(ctx, third.ID, "admin")
		wantError(t, err, "deletion_request_not_found")
		// Ben's request is untouched.
		if r, _ := e.svc.LatestRequest(ctx, ben.ID); r == nil || r.Status != model.DeletionPending {
			t.Errorf("ben's request = %+v", r)
		}
	})
}

// TestExport checks what the export holds of the member, and that it holds
// nothing of anybody else but a flight mate's name.
func TestExport(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		e := newEnv(t, st)
		amy := e.member(t, "Amy Tan", "0121112222", "amy@example.my")
		ben := e.member(t, "Ben Lim", "0123334444", "ben@example.my")

		empty, err := e.svc.Export(ctx, ben, "json")
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := json.Marshal(empty)
		for _, list := range []string{`"registrations":[]`, `"flights":[]`, `"notifications":[]`, `"pushSubscriptions":[]`, `"mutedTypes":[]`, `"deletionRequests":[]`} {
			if !strings.Contains(string(raw), list) {
				t.Errorf("an empty export lacks %s: %s", list, raw)
			}
		}

		ev := e.event(t, "October Medal", "2026-10-10")
		reg := e.register(t, ev, amy)
		slip, name := "/api/files/slip-1", "slip.png"
		if _, err := st.DB().NewUpdate().Model((*model.Registration)(nil)).Set("payment_reference_file_url = ?", slip).
			Set("payment_reference_file_name = ?", name).Where("id = ?", reg.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		benReg := e.register(t, ev, ben)
		f := &model.Flight{EventID: ev.ID, FlightNumber: 3, TeeTime: "7:30 AM", StartingHole: 10, MaxPlayers: 4, CreatedAt: e.now}
		if err := st.CreateFlight(ctx, f); err != nil {
			t.Fatal(err)
		}
		for i, r := range []*model.Registration{reg, benReg} {
			if err := st.AddFlightPlayer(ctx, &model.FlightMember{FlightID: f.ID, RegistrationID: r.ID, MemberName: r.MemberName, MemberPhone: r.MemberPhone, Position: i + 1, CreatedAt: e.now}); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.InsertNotifications(ctx, st.DB(), []model.Notification{
			{MemberID: amy.ID, MemberPhone: amy.Phone, Type: store.NotificationPaymentUpdate, Title: "Payment confirmed", Message: "Your payment is confirmed", CreatedAt: testNow},
			{MemberID: ben.ID, MemberPhone: ben.Phone, Type: store.NotificationPaymentUpdate, Title: "Ben's notice", Message: "Ben's own", CreatedAt: testNow},
		}); err != nil {
			t.Fatal(err)
		}
		if err := push.Subscribe(ctx, st.DB(), push.Subscription{MemberID: amy.ID, MemberPhone: amy.Phone, SessionHash: "h",
			Endpoint: "https://fcm.googleapis.com/fcm/send/secret-token", P256dh: "k", Auth: "a", DeviceType: "android", UserAgent: "Chrome"}, testNow); err != nil {
			t.Fatal(err)
		}
		if err := st.SetMutedNotificationTypes(ctx, amy, []string{store.NotificationEventReminder}, testNow); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.RequestDeletion(ctx, amy); err != nil {
			t.Fatal(err)
		}
		if err := e.svc.CancelDeletion(ctx, amy); err != nil {
			t.Fatal(err)
		}
		// Amy's golf: a plus handicap, Ben followed, two holes of her card.
		plus := -21
		if err := store.SetHandicap(ctx, st.DB(), amy.ID, &plus, nil, testNow); err != nil {
			t.Fatal(err)
		}
		if _, err := st.DB().NewInsert().Model(&model.Follow{MemberID: amy.ID, FollowedMemberID: ben.ID, CreatedAt: testNow}).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		four := 4
		for _, sc := range []*model.Score{
			{RegistrationID: reg.ID, Hole: 1, EventID: ev.ID, Strokes: &four, Revision: 1, EnteredByName: "Amy", EnteredAt: testNow},
			{RegistrationID: reg.ID, Hole: 2, EventID: ev.ID, PickedUp: true, Revision: 1, EnteredByName: "Amy", EnteredAt: testNow},
			{RegistrationID: benReg.ID, Hole: 1, EventID: ev.ID, Strokes: &four, Revision: 1, EnteredByName: "Ben", EnteredAt: testNow},
		} {
			if err := store.WriteScore(ctx, st.DB(), sc); err != nil {
				t.Fatal(err)
			}
		}

		// The session reads the member afresh on every request.
		if amy, err = st.MemberByID(ctx, amy.ID); err != nil {
			t.Fatal(err)
		}
		got, err := e.svc.Export(ctx, amy, "json")
		if err != nil {
			t.Fatal(err)
		}
		if !got.ExportedAt.Equal(testNow) || got.Club != store.DefaultClubSettings().ClubName {
			t.Errorf("header = %v %q", got.ExportedAt, got.Club)
		}
		if p := got.Profile; p.ID != amy.ID || p.Phone != amy.Phone || p.Email == nil || *p.Email != "amy@example.my" || p.Locale != "en" {
			t.Errorf("profile = %+v", p)
		}
		if c := got.Consent; c.NoticeVersion == nil || *c.NoticeVersion != privacy.NoticeVersion || c.ConsentedAt == nil {
			t.Errorf("consent = %+v", c)
		}
		if len(got.Registrations) != 1 {
			t.Fatalf("registrations = %+v", got.Registrations)
		}
		r := got.Registrations[0]
		if r.EventTitle != "October Medal" || r.RateType != "Non-Member Weekend" || r.Price == nil || *r.Price != 180 || r.IsPaid {
			t.Errorf("registration = %+v", r)
		}
		if r.PaymentSlip == nil || r.PaymentSlip.DownloadURL == nil || *r.PaymentSlip.DownloadURL != "https://club.example.my"+slip ||
			r.PaymentSlip.FileName == nil || *r.PaymentSlip.FileName != name {
			t.Errorf("slip = %+v", r.PaymentSlip)
		}
		if len(got.Flights) != 1 || got.Flights[0].FlightNumber != 3 || got.Flights[0].StartingHole != 10 || got.Flights[0].Position != 1 ||
			!reflect.DeepEqual(got.Flights[0].FlightMates, []string{"Ben Lim"}) {
			t.Errorf("flights = %+v", got.Flights)
		}
		if len(got.Notifications) != 1 || got.Notifications[0].Title != "Payment confirmed" {
			t.Errorf("notifications = %+v", got.Notifications)
		}
		if len(got.Push) != 1 || got.Push[0].EndpointHost != "fcm.googleapis.com" || got.Push[0].DeviceType != "android" {
			t.Errorf("push = %+v", got.Push)
		}
		if !reflect.DeepEqual(got.Preferences.MutedTypes, []string{store.NotificationEventReminder}) {
			t.Errorf("muted = %v", got.Preferences.MutedTypes)
		}
		if got.Calendar.Enabled {
			t.Errorf("calendar feed enabled without a token")
		}
		if len(got.Deletion) != 1 || got.Deletion[0].Status != model.DeletionCancelled {
			t.Errorf("deletion history = %+v", got.Deletion)
		}
		g := got.Golf
		if g.HandicapIndex == nil || *g.HandicapIndex != -2.1 || len(g.Handicaps) != 1 || g.Handicaps[0].ByAdmin ||
			!reflect.DeepEqual(g.Following, []string{"Ben Lim"}) {
			t.Errorf("golf = %+v", g)
		}
		if len(g.Rounds) != 1 || g.Rounds[0].EventTitle != "October Medal" ||
			g.Rounds[0].Card() != "4 P – – – – – – – – – – – – – – – –" {
			t.Errorf("rounds = %+v", g.Rounds)
		}
		raw, _ = json.Marshal(got)
		for _, secret := range []string{ben.Phone, "ben@example.my", "Ben's own", "secret-token"} {
			if strings.Contains(string(raw), secret) {
				t.Errorf("the export holds %q", secret)
			}
		}
	})
}
