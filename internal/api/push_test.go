package api

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/auth"
	"golfclub/internal/bus"
	"golfclub/internal/push"
	"golfclub/internal/push/pushtest"
	"golfclub/internal/services"
	"golfclub/internal/store"
)

// subscribeBody is the app's shape: the subscription nested, device facts beside.
func subscribeBody(endpoint, p256dh, authSecret string) map[string]any {
	return map[string]any{
		"subscription": map[string]any{"endpoint": endpoint, "expirationTime": nil,
			"keys": map[string]string{"p256dh": p256dh, "auth": authSecret}},
		"deviceType": "android", "userAgent": "Mozilla/5.0 (Linux; Android 14)", "isPWAInstalled": true, "autoEnabled": true,
	}
}

func (e *testEnv) pushSubscriptions(t testing.TB) []store.PushSubscription {
	t.Helper()
	var subs []store.PushSubscription
	if err := e.store.DB().NewSelect().Model(&subs).Order("id").Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	return subs
}

func (e *testEnv) subscribe(t testing.TB, c *http.Cookie, body any) {
	t.Helper()
	rec := e.do(req{method: "POST", url: "/api/push/subscribe", cookies: []*http.Cookie{c}, body: body})
	if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"ok":true}` {
		t.Fatalf("subscribe: %d %s", rec.Code, rec.Body)
	}
}

func TestPushAPI(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			amy, amyC := env.seedMember(t, "Amy Push", "BHG-101")
			ben, benC := env.seedMember(t, "Ben Push", "")
			p256dh, secret := pushtest.Keys(t)
			const amyEndpoint = "https://fcm.googleapis.com/fcm/send/amy-phone"
			const benEndpoint = "https://updates.push.services.mozilla.com/wpush/v2/ben-laptop"
			env.subscribe(t, benC, subscribeBody(benEndpoint, p256dh, secret))

			sub := func(endpoint string) map[string]any { return subscribeBody(endpoint, p256dh, secret) }
			withKeys := func(p, a string) map[string]any { return subscribeBody(amyEndpoint, p, a) }
			subs := func(t *testing.T, env *testEnv) map[string]store.PushSubscription {
				got := map[string]store.PushSubscription{}
				for _, s := range env.pushSubscriptions(t) {
					got[s.Endpoint] = s
				}
				return got
			}
			// unchanged: the row is answered 4xx and nothing was stored.
			unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if got := subs(t, env); len(got) != 1 {
					t.Fatalf("subscriptions %v, want Ben's only", got)
				}
			}
			post, del := "/api/push/subscribe", "/api/push/subscribe"
			me := []*http.Cookie{amyC}
			rows := []scenario{
				{name: "vapid key is public", method: "GET", url: "/api/push/vapid-key", wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						key := decode[map[string]string](t, rec)["publicKey"]
						raw, err := base64.RawURLEncoding.DecodeString(key)
						if err != nil || len(raw) != 65 || raw[0] != 4 {
							t.Fatalf("publicKey %q is not an uncompressed P-256 point", key)
						}
						again := decode[map[string]string](t, env.do(req{method: "GET", url: "/api/push/vapid-key"}))["publicKey"]
						other := newEnv(t, env.store) // another instance on the same database
						third := decode[map[string]string](t, other.do(req{method: "GET", url: "/api/push/vapid-key"}))["publicKey"]
						if again != key || third != key {
							t.Fatalf("keys differ: %q %q %q", key, again, third)
						}
					}},
				{name: "subscribe signed out", method: "POST", url: post, body: sub(amyEndpoint), wantStatus: 401, wantCode: "unauthorized", after: unchanged},
				{name: "subscribe as admin only", method: "POST", url: post, body: sub(amyEndpoint), cookies: []*http.Cookie{env.seedAdmin(t)},
					wantStatus: 401, wantCode: "unauthorized", after: unchanged},
				{name: "subscribe nested shape", method: "POST", url: post, body: sub(amyEndpoint), cookies: me, wantStatus: 200,
					wantContains: []string{`{"ok":true}`},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						s := subs(t, env)[amyEndpoint]
						if s.MemberID != amy.ID || s.MemberPhone != amy.Phone || s.P256dhKey != p256dh || s.AuthKey != secret ||
							s.DeviceType != "android" || !s.IsPWAInstalled || !s.IsActive || s.SessionHash != auth.HashToken(amyC.Value) {
							t.Fatalf("stored %+v", s)
						}
					}},
				{name: "subscribe spec shape", method: "POST", url: post, cookies: me, wantStatus: 200,
					body: map[string]any{"endpoint": amyEndpoint, "keys": map[string]string{"p256dh": p256dh, "auth": secret},
						"deviceType": "ios", "userAgent": "Safari", "isPWAInstalled": false, "backgroundActivated": true},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if s := subs(t, env)[amyEndpoint]; s.MemberID != amy.ID || s.DeviceType != "ios" || s.IsPWAInstalled {
							t.Fatalf("stored %+v", s)
						}
					}},
				{name: "subscribe again updates in place", method: "POST", url: post, cookies: me, wantStatus: 200,
					before: func(t *testing.T, env *testEnv) { env.subscribe(t, amyC, sub(amyEndpoint)) },
					body:   map[string]any{"endpoint": amyEndpoint, "keys": map[string]string{"p256dh": p256dh, "auth": secret}, "deviceType": "desktop"},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						got := subs(t, env)
						if len(got) != 2 || got[amyEndpoint].DeviceType != "desktop" || got[amyEndpoint].IsPWAInstalled {
							t.Fatalf("subscriptions %+v", got)
						}
					}},
				{name: "a second device", method: "POST", url: post, body: sub(amyEndpoint + "-tablet"), cookies: me, wantStatus: 200,
					before: func(t *testing.T, env *testEnv) { env.subscribe(t, amyC, sub(amyEndpoint)) },
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						got := subs(t, env)
						if len(got) != 3 || got[amyEndpoint].MemberID != amy.ID || got[amyEndpoint+"-tablet"].MemberID != amy.ID {
							t.Fatalf("subscriptions %+v", got)
						}
					}},
				{name: "a device changing hands drops the pending pushes", method: "POST", url: post, body: sub(benEndpoint), cookies: me, wantStatus: 200,
					before: func(t *testing.T, env *testEnv) {
						if n, err := push.Enqueue(context.Background(), env.store.DB(), ben.ID, push.Message{Title: "Ben's secret"}, testNow); err != nil || n != 1 {
							t.Fatalf("enqueue: %d %v", n, err)
						}
					},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if s := subs(t, env)[benEndpoint]; s.MemberID != amy.ID {
							t.Fatalf("stored %+v", s)
						}
						if n := env.countRows(t, (*store.PushOutbox)(nil), "1 = 1"); n != 0 {
							t.Fatalf("%d of Ben's pushes would reach Amy", n)
						}
					}},
				{name: "subscribe malformed json", method: "POST", url: post, body: `{"endpoint":`, cookies: me, wantStatus: 400, wantCode: "invalid_json", after: unchanged},
				{name: "subscribe keys wrong type", method: "POST", url: post, body: `{"endpoint":"https://push.example.com/x","keys":"abc"}`, cookies: me,
					wantStatus: 400, wantCode: "wrong_type", after: unchanged},
				{name: "subscribe empty", method: "POST", url: post, body: map[string]any{}, cookies: me, wantStatus: 400, wantCode: "required",
					wantFields: map[string]string{"endpoint": "required", "keys.p256dh": "required", "keys.auth": "required"}, after: unchanged},
				{name: "subscribe bad p256dh", method: "POST", url: post, body: withKeys("not base64!", secret), cookies: me,
					wantStatus: 400, wantCode: "invalid_push_key", wantFields: map[string]string{"keys.p256dh": "invalid_push_key"}, after: unchanged},
				{name: "subscribe short p256dh", method: "POST", url: post, body: withKeys(p256dh[:80], secret), cookies: me,
					wantStatus: 400, wantCode: "invalid_push_key", wantFields: map[string]string{"keys.p256dh": "invalid_push_key"}, after: unchanged},
				{name: "subscribe bad auth", method: "POST", url: post, body: withKeys(p256dh, secret+"AAAA"), cookies: me,
					wantStatus: 400, wantCode: "invalid_push_key", wantFields: map[string]string{"keys.auth": "invalid_push_key"}, after: unchanged},
				{name: "subscribe http endpoint", method: "POST", url: post, body: sub("http://push.example.com/x"), cookies: me,
					wantStatus: 400, wantCode: "invalid_push_endpoint", wantFields: map[string]string{"endpoint": "invalid_push_endpoint"}, after: unchanged},
				{name: "subscribe endpoint too long", method: "POST", url: post, body: sub("https://push.example.com/" + strings.Repeat("x", 2100)), cookies: me,
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"endpoint": "too_long"}, after: unchanged},
				{name: "subscribe user agent too long", method: "POST", url: post, cookies: me,
					body:       map[string]any{"endpoint": amyEndpoint, "keys": map[string]string{"p256dh": p256dh, "auth": secret}, "userAgent": strings.Repeat("x", 1001)},
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"userAgent": "too_long"}, after: unchanged},
				{name: "subscribe loopback without dev", method: "POST", url: post, body: sub("http://127.0.0.1:9999/push/x"), cookies: me,
					wantStatus: 400, wantCode: "invalid_push_endpoint", after: unchanged},
				{name: "subscribe loopback with dev", method: "POST", url: post, body: sub("http://127.0.0.1:9999/push/x"), cookies: me, wantStatus: 200,
					before: func(t *testing.T, env *testEnv) { env.cfg.Dev = true }},
				{name: "unsubscribe signed out", method: "DELETE", url: del, body: map[string]string{"endpoint": benEndpoint}, wantStatus: 401, wantCode: "unauthorized", after: unchanged},
				{name: "unsubscribe own", method: "DELETE", url: del, body: map[string]string{"endpoint": benEndpoint}, cookies: []*http.Cookie{benC}, wantStatus: 200,
					wantContains: []string{`{"ok":true}`},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if got := subs(t, env); len(got) != 0 {
							t.Fatalf("subscriptions %v, want none", got)
						}
					}},
				{name: "unsubscribe another member's endpoint", method: "DELETE", url: del, body: map[string]string{"endpoint": benEndpoint}, cookies: me,
					wantStatus: 200, after: unchanged},
				{name: "unsubscribe without endpoint", method: "DELETE", url: del, body: map[string]string{}, cookies: me,
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"endpoint": "required"}, after: unchanged},
				{name: "unsubscribe malformed json", method: "DELETE", url: del, body: `[1]`, cookies: me, wantStatus: 400, wantCode: "invalid_json", after: unchanged},
			}
			for _, bad := range []struct{ name, endpoint string }{
				{"localhost", "https://localhost/x"}, {"rfc1918 10", "https://10.0.0.7/x"}, {"rfc1918 192.168", "https://192.168.1.20/x"},
				{"rfc1918 172.16", "https://172.20.0.1/x"}, {"ipv6 loopback", "https://[::1]/x"}, {"ula", "https://[fd00::5]/x"},
				{"metadata service", "https://169.254.169.254/latest"}, {"ipv6 link-local", "https://[fe80::1]/x"},
				{"single label", "https://intranet/x"}, {"loopback with port", "https://127.0.0.1:8080/x"},
			} {
				rows = append(rows, scenario{name: "subscribe not public " + bad.name, method: "POST", url: post, body: sub(bad.endpoint), cookies: me,
					wantStatus: 400, wantCode: "push_endpoint_not_public", wantFields: map[string]string{"endpoint": "push_endpoint_not_public"}, after: unchanged})
			}
			return rows
		})
	})
}

// Logging out of one device removes that device's subscriptions only; a
// new sign-in replacing a session does the same.
func TestPushLogoutDropsSessionSubscriptions(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			amy, phoneC := env.seedMember(t, "Amy Push", "")
			laptopC := env.seedSession(t, memberSessions, amy.ID)
			_, benC := env.seedMember(t, "Ben Push", "")
			p, a := pushtest.Keys(t)
			env.subscribe(t, phoneC, subscribeBody("https://push.example.com/amy-phone", p, a))
			env.subscribe(t, laptopC, subscribeBody("https://push.example.com/amy-laptop", p, a))
			env.subscribe(t, benC, subscribeBody("https://push.example.com/ben-phone", p, a))
			if n, err := push.Enqueue(context.Background(), env.store.DB(), amy.ID, push.Message{Title: "x"}, testNow); err != nil || n != 2 {
				t.Fatalf("enqueue before logout: %d %v", n, err)
			}
			rec := env.do(req{method: "POST", url: "/api/member/logout", cookies: []*http.Cookie{phoneC}})
			if rec.Code != 200 {
				t.Fatalf("logout: %d %s", rec.Code, rec.Body)
			}
			var left []string
			for _, s := range env.pushSubscriptions(t) {
				left = append(left, s.Endpoint)
			}
			if strings.Join(left, " ") != "https://push.example.com/amy-laptop https://push.example.com/ben-phone" {
				t.Fatalf("after logout: %v", left)
			}
			if n := env.countRows(t, (*store.PushOutbox)(nil), "1 = 1"); n != 1 {
				t.Fatalf("outbox rows %d, want the laptop's only", n)
			}
			if n, err := push.Enqueue(context.Background(), env.store.DB(), amy.ID, push.Message{Title: "x"}, testNow); err != nil || n != 1 {
				t.Fatalf("enqueue after logout: %d %v", n, err)
			}

			// Signing in again in a browser replaces its session, and the
			// old session's subscriptions go with it.
			cat := env.createMember(t, "Cat Push", "0123334444", "cat@example.test", "")
			catC := env.loginMember(t, "cat@example.test", testMemberPassword)
			env.subscribe(t, catC, subscribeBody("https://push.example.com/cat-phone", p, a))
			rec = env.do(req{method: "POST", url: "/api/member/login", cookies: []*http.Cookie{catC},
				body: map[string]string{"email": "cat@example.test", "password": testMemberPassword}})
			if rec.Code != 200 {
				t.Fatalf("login again: %d %s", rec.Code, rec.Body)
			}
			for _, s := range env.pushSubscriptions(t) {
				if s.MemberID == cat.ID {
					t.Fatalf("the replaced session's subscription is still there: %+v", s)
				}
			}
		})
	})
}

// TestPushEndToEnd: a member subscribes over HTTP with a subscription of a
// test push service; a notification transaction queues a push; the
// NotificationsCreated event wakes the worker, which delivers it: the
// service checks the VAPID JWT and decrypts the payload. A 410 then
// removes the subscription.
func TestPushEndToEnd(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, _ *testEnv) {
			ctx := context.Background()
			events := bus.New(nil)
			env, st := startedPushEnv(t, b, events)

			key := decode[map[string]string](t, env.do(req{method: "GET", url: "/api/push/vapid-key"}))["publicKey"]
			service := pushtest.New(t, key)
			amy, phoneC := env.seedMember(t, "Amy Push", "")
			laptopC := env.seedSession(t, memberSessions, amy.ID)
			ben, benC := env.seedMember(t, "Ben Push", "")
			phone, laptop, benPhone := service.Subscribe(t), service.Subscribe(t), service.Subscribe(t)
			env.subscribe(t, phoneC, subscribeBody(phone.Endpoint, phone.P256dh, phone.Auth))
			env.subscribe(t, laptopC, map[string]any{"endpoint": laptop.Endpoint, "keys": map[string]string{"p256dh": laptop.P256dh, "auth": laptop.Auth}})
			env.subscribe(t, benC, subscribeBody(benPhone.Endpoint, benPhone.P256dh, benPhone.Auth))

			notify := func(m push.Message, want int) {
				t.Helper()
				err := st.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
					n, err := push.Enqueue(ctx, tx, amy.ID, m, testNow)
					if n != want {
						t.Errorf("queued %d, want %d", n, want)
					}
					return err
				})
				if err != nil {
					t.Fatal(err)
				}
				events.Publish(ctx, bus.NotificationsCreated{Type: "PAYMENT_UPDATE", MemberIDs: []int64{amy.ID}})
			}
			msg := push.Message{Title: "Payment confirmed", Body: "Your payment for Monthly Medal is confirmed", URL: "/member", Tag: "payment-1", NotificationID: 77}
			notify(msg, 2)
			pushes := service.Wait(2, 15*time.Second)
			if len(pushes) != 2 {
				t.Fatalf("%d pushes arrived, want 2; service errors: %v", len(pushes), service.Errors())
			}
			got := map[string]bool{}
			for _, p := range pushes {
				var m push.Message
				if err := json.Unmarshal(p.Plaintext, &m); err != nil || m != msg {
					t.Errorf("push to %s: %s (%v), want %+v", p.Subscriber, p.Plaintext, err, msg)
				}
				got[p.Subscriber] = true
			}
			if !got[phone.ID] || !got[laptop.ID] || service.Requests(benPhone) != 0 {
				t.Fatalf("pushes went to %v; Ben's phone got %d requests", got, service.Requests(benPhone))
			}

			// The laptop's subscription has expired at the push service.
			service.Respond(func(s *pushtest.Subscriber, _ int) int {
				if s.ID == laptop.ID {
					return http.StatusGone
				}
				return http.StatusCreated
			})
			notify(push.Message{Title: "Flight", URL: "/member?tab=flights", NotificationID: 78}, 2)
			if p := service.Wait(3, 15*time.Second); len(p) != 3 {
				t.Fatalf("%d pushes, want 3", len(p))
			}
			deadline := time.Now().Add(10 * time.Second)
			for {
				subs := env.pushSubscriptions(t)
				if len(subs) == 2 && subs[0].Endpoint == phone.Endpoint && subs[1].MemberID == ben.ID {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("subscriptions after 410: %+v", subs)
				}
				time.Sleep(20 * time.Millisecond)
			}
			if errs := service.Errors(); len(errs) != 0 {
				t.Fatalf("push service found: %v", errs)
			}
		})
	})
}

// TestAdminActionReachesPhone: the whole path a member relies on. An admin
// marks a registration paid over HTTP; the notification writer stores the
// bell entry and queues its push in one transaction; the worker wakes on
// the announcement and the member's phone receives the encrypted push,
// which decrypts to the bell's text and the page to open. A muted type
// sends nothing.
func TestAdminActionReachesPhone(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, _ *testEnv) {
			env, _ := startedPushEnv(t, b, nil)

			key := decode[map[string]string](t, env.do(req{method: "GET", url: "/api/push/vapid-key"}))["publicKey"]
			service := pushtest.New(t, key)
			amy, amyC := env.seedMember(t, "Amy Push", "")
			phone := service.Subscribe(t)
			env.subscribe(t, amyC, subscribeBody(phone.Endpoint, phone.P256dh, phone.Auth))
			ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 10)
			reg := env.mkReg(t, ev, amy, "Non-Member Weekday")
			flight := env.mkFlight(t, ev, 1, 4)
			admin := env.loginAdmin(t)

			env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", reg.ID), map[string]any{"isPaid": true}, 200)
			pushes := service.Wait(1, 15*time.Second)
			if len(pushes) != 1 {
				t.Fatalf("%d pushes, want 1; service errors %v", len(pushes), service.Errors())
			}
			var m push.Message
			if err := json.Unmarshal(pushes[0].Plaintext, &m); err != nil {
				t.Fatal(err)
			}
			bell := env.latestNotification(t, amy, amyC)
			if m.Title != "Payment confirmed" || m.Body != bell["message"] || m.URL != "/member" ||
				float64(m.NotificationID) != bell["id"] || m.Tag != urlf("payment_update-event-%d", ev.ID) {
				t.Fatalf("push %+v, bell %v", m, bell)
			}

			// Muted flight updates: placed in a flight, nothing arrives.
			env.do(req{method: "PUT", url: "/api/member/notification-preferences", cookies: []*http.Cookie{amyC},
				body: map[string]any{"muted": []string{"FLIGHT_UPDATE"}}})
			env.adminDo(t, admin, "POST", urlf("/api/admin/flights/%d/members", flight.ID), map[string]any{"registrationId": reg.ID, "position": 1}, 201)
			env.adminDo(t, admin, "DELETE", urlf("/api/events/%d", ev.ID), nil, 200)
			pushes = service.Wait(2, 15*time.Second)
			if len(pushes) != 2 {
				t.Fatalf("%d pushes, want 2 (payment, cancellation)", len(pushes))
			}
			if err := json.Unmarshal(pushes[1].Plaintext, &m); err != nil || m.Title != "Event cancelled" || m.URL != "/events" {
				t.Fatalf("second push %+v (%v); a muted flight push must not arrive", m, err)
			}
			if late := service.Wait(3, 500*time.Millisecond); len(late) != 2 {
				t.Fatalf("%d pushes arrived; the muted flight update was sent", len(late))
			}
			if errs := service.Errors(); len(errs) != 0 {
				t.Fatalf("push service errors: %v", errs)
			}
		})
	})
}

// startedPushEnv is a --dev server (so a local push service is allowed) on
// a fresh database of b, with its background work started and stopped at
// the end of the test. Its worker polls only hourly, so a push can arrive
// in time only through the wake-up that NotificationsCreated gives. A nil
// events bus gets a new one; tune, if given, sets the worker up before it
// starts.
func startedPushEnv(t *testing.T, b backend, events *bus.Bus, tune ...func(*push.Worker)) (*testEnv, *store.Store) {
	t.Helper()
	cfg := testConfig(t)
	cfg.Dev = true
	st := b.fresh(t)
	srv, set := newServer(st, Deps{Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Now: func() time.Time { return testNow }}, services.Deps{Bus: events})
	set.PushWorker.Poll = time.Hour
	for _, f := range tune {
		f(set.PushWorker)
	}
	set.Start(context.Background())
	t.Cleanup(set.Close)
	return &testEnv{t: t, store: st, cfg: cfg, server: srv, services: set, h: srv.Handler()}, st
}

// TestPushServiceDownNeverHoldsRequests: while the member's push service
// hangs, answers 500 or 429, the admin's action and the member's own
// registration answer at once (the push waits in the outbox, not in the
// request); the worker did reach the service, and the push arrives once
// the service answers again.
func TestPushServiceDownNeverHoldsRequests(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		for _, failure := range []pushtest.Answer{
			{Status: http.StatusCreated, Delay: time.Hour},
			{Status: http.StatusInternalServerError},
			{Status: http.StatusTooManyRequests, RetryAfter: "1"},
		} {
			name := fmt.Sprintf("%d_after_%s", failure.Status, failure.Delay)
			t.Run(name, func(t *testing.T) {
				b.story(t, func(t *testing.T, _ *testEnv) {
					// The worker on the wall clock: the server's is frozen,
					// and retries must fall due.
					env, _ := startedPushEnv(t, b, nil, func(w *push.Worker) {
						w.Now, w.SendTimeout, w.Poll = time.Now, 500*time.Millisecond, 50*time.Millisecond
						w.BaseBackoff, w.MaxBackoff = 100*time.Millisecond, 200*time.Millisecond
					})
					key := decode[map[string]string](t, env.do(req{method: "GET", url: "/api/push/vapid-key"}))["publicKey"]
					service := pushtest.New(t, key)
					var down atomic.Bool
					down.Store(true)
					service.AnswerWith(func(*pushtest.Subscriber, int) pushtest.Answer {
						if down.Load() {
							return failure
						}
						return pushtest.Answer{Status: http.StatusCreated}
					})
					_, amyC := env.seedMember(t, "Amy Push", "")
					phone := service.Subscribe(t)
					env.subscribe(t, amyC, subscribeBody(phone.Endpoint, phone.P256dh, phone.Auth))
					ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 10)
					admin := env.loginAdmin(t)

					start := time.Now()
					rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{amyC},
						body: map[string]string{"guestRateType": "Non-Member Weekday"}})
					if rec.Code != http.StatusCreated {
						t.Fatalf("register: %d %s", rec.Code, rec.Body)
					}
					reg := decode[struct{ ID int64 }](t, rec)
					env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", reg.ID), map[string]any{"isPaid": true}, 200)
					if d := time.Since(start); d > time.Second {
						t.Errorf("register and mark paid took %s with the push service down", d)
					}
					deadline := time.Now().Add(10 * time.Second)
					for service.Requests(phone) == 0 {
						if time.Now().After(deadline) {
							t.Fatal("the worker never tried the push service")
						}
						time.Sleep(20 * time.Millisecond)
					}
					down.Store(false)
					if p := service.Wait(1, 15*time.Second); len(p) != 1 {
						t.Fatalf("%d pushes after the service came back, want 1", len(p))
					}
				})
			})
		}
	})
}
