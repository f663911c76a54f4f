package push

import (
	"context"
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestCheckEndpoint(t *testing.T) {
	for _, tc := range []struct {
		endpoint string
		dev      bool
		code     string // "" = accepted
	}{
		{"https://fcm.googleapis.com/fcm/send/abc:def", false, ""},
		{"https://updates.push.services.mozilla.com/wpush/v2/gAAAA", false, ""},
		{"https://web.push.apple.com/QGx", false, ""},
		{"https://push.example.com:8443/x", false, ""},
		{"https://8.8.8.8/x", false, ""},
		{"https://[2606:4700::1111]/x", false, ""},
		{"", false, "required"},
		{"   ", false, "required"},
		{"https://push.example.com/" + strings.Repeat("a", MaxEndpointLen), false, "too_long"},
		{"http://push.example.com/x", false, "invalid_push_endpoint"},
		{"ftp://push.example.com/x", false, "invalid_push_endpoint"},
		{"push.example.com/x", false, "invalid_push_endpoint"},
		{"https:///x", false, "invalid_push_endpoint"},
		{"https://user:pw@push.example.com/x", false, "invalid_push_endpoint"},
		{"https://push.example.com/x#frag", false, "invalid_push_endpoint"},
		{"https://push.example.com/%zz", false, "invalid_push_endpoint"},
		{"https://localhost/x", false, "push_endpoint_not_public"},
		{"https://LOCALHOST./x", false, "push_endpoint_not_public"},
		{"https://push.localhost/x", false, "push_endpoint_not_public"},
		{"https://intranet/x", false, "push_endpoint_not_public"},
		{"https://127.0.0.1/x", false, "push_endpoint_not_public"},
		{"https://127.1/x", false, "push_endpoint_not_public"},
		{"https://0x7f.1/x", false, "push_endpoint_not_public"},
		{"https://10.0.0.5/x", false, "push_endpoint_not_public"},
		{"https://172.16.3.4/x", false, "push_endpoint_not_public"},
		{"https://192.168.1.1/x", false, "push_endpoint_not_public"},
		{"https://169.254.169.254/latest/meta-data", false, "push_endpoint_not_public"},
		{"https://100.64.0.1/x", false, "push_endpoint_not_public"},
		{"https://0.0.0.0/x", false, "push_endpoint_not_public"},
		{"https://[::1]/x", false, "push_endpoint_not_public"},
		{"https://[::]/x", false, "push_endpoint_not_public"},
		{"https://[fd12:3456::1]/x", false, "push_endpoint_not_public"},
		{"https://[fe80::1]/x", false, "push_endpoint_not_public"},
		{"https://[::ffff:10.0.0.1]/x", false, "push_endpoint_not_public"},
		{"https://[64:ff9b::a00:1]/x", false, "push_endpoint_not_public"},
		// The --dev exception is exactly http://127.0.0.1:<port>.
		{"http://127.0.0.1:9999/push/x", false, "invalid_push_endpoint"},
		{"http://127.0.0.1:9999/push/x", true, ""},
		{"http://127.0.0.1/push/x", true, "invalid_push_endpoint"},
		{"http://localhost:9999/push/x", true, "invalid_push_endpoint"},
		{"http://10.0.0.1:9999/push/x", true, "invalid_push_endpoint"},
		{"https://10.0.0.1/x", true, "push_endpoint_not_public"},
	} {
		err := CheckEndpoint(tc.endpoint, tc.dev)
		got := ""
		if e, ok := apperr.As(err); ok {
			got = e.Code
			if e.Kind != apperr.Invalid || e.Fields["endpoint"].Code != got {
				t.Errorf("%q: error %+v does not name the endpoint field", tc.endpoint, e)
			}
		} else if err != nil {
			t.Errorf("%q: %v is not an *apperr.Error", tc.endpoint, err)
		}
		if got != tc.code {
			t.Errorf("CheckEndpoint(%q, dev=%v) = %q, want %q", tc.endpoint, tc.dev, got, tc.code)
		}
	}
}

func TestSubscriptionKeys(t *testing.T) {
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	enc := base64.RawURLEncoding
	p256dh := enc.EncodeToString(priv.PublicKey().Bytes())
	auth := enc.EncodeToString(make([]byte, 16))
	offCurve := append([]byte{4}, make([]byte, 64)...)
	offCurve[64] = 1
	for _, tc := range []struct {
		name       string
		p256, auth string
		fields     map[string]string
	}{
		{"valid", p256dh, auth, nil},
		{"padded base64url", base64.URLEncoding.EncodeToString(priv.PublicKey().Bytes()), base64.URLEncoding.EncodeToString(make([]byte, 16)), nil},
		{"missing both", "", " ", map[string]string{"keys.p256dh": "required", "keys.auth": "required"}},
		{"standard base64 alphabet", strings.NewReplacer("-", "+", "_", "/").Replace(p256dh) + "+/", auth, map[string]string{"keys.p256dh": "invalid_push_key"}},
		{"compressed point", enc.EncodeToString(append([]byte{2}, make([]byte, 32)...)), auth, map[string]string{"keys.p256dh": "invalid_push_key"}},
		{"not on the curve", enc.EncodeToString(offCurve), auth, map[string]string{"keys.p256dh": "invalid_push_key"}},
		{"huge key", strings.Repeat("A", 10000), auth, map[string]string{"keys.p256dh": "invalid_push_key"}},
		{"auth 15 bytes", p256dh, enc.EncodeToString(make([]byte, 15)), map[string]string{"keys.auth": "invalid_push_key"}},
		{"auth 17 bytes", p256dh, enc.EncodeToString(make([]byte, 17)), map[string]string{"keys.auth": "invalid_push_key"}},
		{"auth not base64", p256dh, "!!!!!!!!!!!!!!!!!!!!!!", map[string]string{"keys.auth": "invalid_push_key"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := SubscriptionInput{Endpoint: "https://push.example.com/x", P256dh: tc.p256, Auth: tc.auth}.Validate(false)
			if tc.fields == nil {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				return
			}
			e, ok := apperr.As(err)
			if !ok || len(e.Fields) != len(tc.fields) {
				t.Fatalf("Validate = %v, want fields %v", err, tc.fields)
			}
			for f, code := range tc.fields {
				if e.Fields[f].Code != code {
					t.Errorf("field %s = %q, want %q", f, e.Fields[f].Code, code)
				}
			}
		})
	}
}

func TestPublicAddr(t *testing.T) {
	for addr, want := range map[string]bool{
		"8.8.8.8": true, "142.250.1.1": true, "2a00:1450::1": true,
		"127.0.0.1": false, "10.1.1.1": false, "172.31.255.255": false, "192.168.0.1": false,
		"169.254.1.1": false, "0.0.0.0": false, "255.255.255.255": false, "224.0.0.1": false,
		"100.100.100.100": false, "::1": false, "::": false, "fc00::1": false, "fe80::1": false,
		"ff02::1": false, "::ffff:192.168.1.1": false, "::ffff:8.8.8.8": true, "2002:a00:1::": false,
	} {
		if got := PublicAddr(netip.MustParseAddr(addr)); got != want {
			t.Errorf("PublicAddr(%s) = %v, want %v", addr, got, want)
		}
	}
}

// The sending client refuses to connect to non-public addresses after
// resolution, whatever name led there; --dev lets 127.0.0.1 through.
func TestHTTPClientRefusesPrivateAddresses(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(201) }))
	defer srv.Close()
	port := srv.URL[strings.LastIndexByte(srv.URL, ':'):]
	for _, u := range []string{srv.URL, "http://localhost" + port} {
		_, err := NewHTTPClient(false).Post(u, "text/plain", nil)
		if !errors.Is(err, errPrivateAddress) {
			t.Errorf("POST %s without dev: %v, want the private-address refusal", u, err)
		}
	}
	resp, err := NewHTTPClient(true).Post(srv.URL, "text/plain", nil)
	if err != nil {
		t.Fatalf("POST %s with dev: %v", srv.URL, err)
	}
	resp.Body.Close()
	// Redirects are not followed (a push service never redirects; a
	// redirect to an internal host must not be followed either).
	redirect := httptest.NewServer(http.RedirectHandler(srv.URL, http.StatusTemporaryRedirect))
	defer redirect.Close()
	resp, err = NewHTTPClient(true).Post(redirect.URL, "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTemporaryRedirect {
		t.Errorf("redirect followed: status %d", resp.StatusCode)
	}
}

func TestPayloadFits(t *testing.T) {
	long := strings.Repeat("Ä very long body ", 1000)
	data, err := payload(Message{Title: "Title", Body: long, URL: "/member", NotificationID: 3})
	if err != nil {
		t.Fatal(err)
	}
	var m Message
	if err := json.Unmarshal(data, &m); err != nil || len(data) > maxPayload {
		t.Fatalf("payload %d bytes, %v", len(data), err)
	}
	if !utf8.ValidString(m.Body) || !strings.HasSuffix(m.Body, "…") || m.Title != "Title" || m.NotificationID != 3 {
		t.Errorf("shortened message %+v", m)
	}
	short := Message{Title: "T", Body: "B", URL: "/member?tab=flights", Tag: "x", NotificationID: 1}
	data, _ = payload(short)
	if string(data) != `{"title":"T","body":"B","url":"/member?tab=flights","tag":"x","notificationId":1}` {
		t.Errorf("payload %s", data)
	}
}

// Instances starting together on one database all end up with the one
// key pair that was stored first.
func TestVAPIDKeysSameEverywhere(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		const n = 8
		got := make([]VAPIDKeys, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { got[i], errs[i] = LoadOrCreateKeys(ctx, s.DB()) })
		}
		wg.Wait()
		for i := range n {
			if errs[i] != nil || got[i] != got[0] {
				t.Fatalf("instance %d: %+v, %v; first: %+v", i, got[i], errs[i], got[0])
			}
		}
		pub, err := base64.RawURLEncoding.DecodeString(got[0].Public)
		if err != nil || len(pub) != 65 || pub[0] != 4 {
			t.Fatalf("public key %q is not an uncompressed P-256 point", got[0].Public)
		}
		again, err := (&Keys{DB: s.DB()}).Get(ctx)
		if err != nil || again != got[0] {
			t.Fatalf("later start: %+v, %v", again, err)
		}
		// A damaged row is an error, never silently replaced.
		if _, err := s.DB().NewUpdate().Model((*store.Setting)(nil)).Set("value = ?", "garbage").
			Where(`"key" = ?`, vapidSetting).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadOrCreateKeys(ctx, s.DB()); err == nil {
			t.Fatal("damaged keys were accepted")
		}
	})
}

// Enqueue queues one push per active subscription of the member whose
// session is live, inside the caller's transaction.
func TestEnqueue(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, _ := seedSubscriber(t, s, ps)
		seedSubscriber(t, s, ps) // Ben: gets nothing of Amy's
		// A second device of Amy's, in a session that has expired.
		old := &store.Session{TokenHash: "expired-hash", Kind: store.SessionMember, SubjectID: amy.ID, ExpiresAt: t0.Add(-time.Minute), CreatedAt: t0.Add(-time.Hour)}
		if err := s.CreateSession(ctx, old); err != nil {
			t.Fatal(err)
		}
		sub := ps.Subscribe(t)
		if err := Subscribe(ctx, s.DB(), Subscription{MemberID: amy.ID, MemberPhone: amy.Phone, SessionHash: old.TokenHash,
			Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth}, t0); err != nil {
			t.Fatal(err)
		}
		// A rolled-back transaction queues nothing.
		boom := errors.New("boom")
		err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
			if n, err := Enqueue(ctx, tx, amy.ID, Message{Title: "x"}, t0); err != nil || n != 1 {
				t.Errorf("Enqueue in tx = %d, %v; want 1", n, err)
			}
			return boom
		})
		if !errors.Is(err, boom) || len(outboxRows(t, s)) != 0 {
			t.Fatalf("rollback: %v, outbox %d rows", err, len(outboxRows(t, s)))
		}
		if n := enqueue(t, s, amy.ID, Message{Title: "x"}); n != 1 {
			t.Fatalf("queued %d, want 1 (the expired session's device gets nothing)", n)
		}
		if n := enqueue(t, s, 999999, Message{Title: "x"}); n != 0 {
			t.Fatalf("queued %d for nobody", n)
		}
		// Housekeeping removes subscriptions whose session is gone.
		if err := s.DeleteSession(ctx, old.TokenHash); err != nil {
			t.Fatal(err)
		}
		w := newTestWorker(t, s, newClock(t0).Now)
		if err := w.Housekeep(ctx); err != nil {
			t.Fatal(err)
		}
		left, err := s.DB().NewSelect().Model((*store.PushSubscription)(nil)).Count(ctx)
		if err != nil || left != 2 {
			t.Fatalf("subscriptions after housekeeping %d, %v; want 2", left, err)
		}
	})
}

// EnqueueMany queues each member's own message on each of that member's
// live subscriptions, for any number of members in two statements.
func TestEnqueueMany(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ps := pushService(t, s)
		amy, _ := seedSubscriber(t, s, ps)
		ben, _ := seedSubscriber(t, s, ps)
		// A second live device of Ben's.
		sess := &store.Session{TokenHash: "ben-tablet", Kind: store.SessionMember, SubjectID: ben.ID, ExpiresAt: t0.Add(time.Hour), CreatedAt: t0}
		if err := s.CreateSession(ctx, sess); err != nil {
			t.Fatal(err)
		}
		sub := ps.Subscribe(t)
		if err := Subscribe(ctx, s.DB(), Subscription{MemberID: ben.ID, MemberPhone: ben.Phone, SessionHash: sess.TokenHash,
			Endpoint: sub.Endpoint, P256dh: sub.P256dh, Auth: sub.Auth}, t0); err != nil {
			t.Fatal(err)
		}
		n, err := EnqueueMany(ctx, s.DB(), []Item{
			{MemberID: amy.ID, Message: Message{Title: "for Amy"}},
			{MemberID: 999999, Message: Message{Title: "for nobody"}},
			{MemberID: ben.ID, Message: Message{Title: "for Ben"}},
		}, t0)
		if err != nil || n != 3 {
			t.Fatalf("EnqueueMany = %d, %v; want 3 (Amy's phone, Ben's phone and tablet)", n, err)
		}
		owners := map[int64]int64{} // subscription → member
		var subs []store.PushSubscription
		if err := s.DB().NewSelect().Model(&subs).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		for _, sub := range subs {
			owners[sub.ID] = sub.MemberID
		}
		got := map[int64][]string{}
		for _, row := range outboxRows(t, s) {
			var m Message
			if err := json.Unmarshal([]byte(row.Payload), &m); err != nil {
				t.Fatal(err)
			}
			got[owners[row.SubscriptionID]] = append(got[owners[row.SubscriptionID]], m.Title)
		}
		if len(got[amy.ID]) != 1 || got[amy.ID][0] != "for Amy" || len(got[ben.ID]) != 2 || got[ben.ID][0] != "for Ben" || got[ben.ID][1] != "for Ben" {
			t.Errorf("queued %v", got)
		}
		if n, err := EnqueueMany(ctx, s.DB(), nil, t0); err != nil || n != 0 {
			t.Errorf("nothing to queue: %d, %v", n, err)
		}
	})
}

func TestSubject(t *testing.T) {
	for _, tc := range []struct{ base, mail, want string }{
		{"https://club.example.my", "no-reply@club.example.my", "https://club.example.my"},
		{"http://localhost:8080", "no-reply@club.example.my", "no-reply@club.example.my"},
		{"http://localhost:8080", "", "no-reply@golfclub.local"},
	} {
		if got := Subject(tc.base, tc.mail); got != tc.want {
			t.Errorf("Subject(%q, %q) = %q, want %q", tc.base, tc.mail, got, tc.want)
		}
	}
}
