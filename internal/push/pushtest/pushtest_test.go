package pushtest

import (
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"strings"
	"testing"

	webpush "github.com/SherClockHolmes/webpush-go"
)

func vapidPair(t *testing.T) (pub, priv string) {
	t.Helper()
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	enc := base64.RawURLEncoding
	return enc.EncodeToString(k.PublicKey().Bytes()), enc.EncodeToString(k.Bytes())
}

func send(t *testing.T, sub *Subscriber, pub, priv, subject string, msg string) int {
	t.Helper()
	resp, err := webpush.SendNotification([]byte(msg), &webpush.Subscription{Endpoint: sub.Endpoint,
		Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth}},
		&webpush.Options{Subscriber: subject, TTL: 60, VAPIDPublicKey: pub, VAPIDPrivateKey: priv})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// The service accepts a correct push and refuses the wrong signer or a
// payload encrypted for another subscription, so tests that pass through
// it prove the sender right.
func TestServiceChecks(t *testing.T) {
	pub, priv := vapidPair(t)
	s := New(t, pub)
	sub := s.Subscribe(t)
	if code := send(t, sub, pub, priv, "club@example.test", `{"title":"hi"}`); code != 201 {
		t.Fatalf("good push: %d %v", code, s.Errors())
	}
	if p := s.Pushes(); len(p) != 1 || string(p[0].Plaintext) != `{"title":"hi"}` || p[0].TTL != "60" {
		t.Fatalf("pushes %+v", p)
	}

	otherPub, otherPriv := vapidPair(t)
	if code := send(t, sub, otherPub, otherPriv, "club@example.test", "x"); code != 401 {
		t.Errorf("other VAPID key: %d, want 401", code)
	}
	// Right public key announced, signed by another private key.
	if code := send(t, sub, pub, otherPriv, "club@example.test", "x"); code != 401 {
		t.Errorf("forged signature: %d, want 401", code)
	}
	// Encrypted for another subscription's keys.
	other := s.Subscribe(t)
	wrong := *sub
	wrong.P256dh, wrong.Auth = other.P256dh, other.Auth
	if code := send(t, &wrong, pub, priv, "club@example.test", "x"); code != 400 {
		t.Errorf("wrong subscription keys: %d, want 400", code)
	}
	errs := strings.Join(s.Errors(), "\n")
	for _, want := range []string{"is not the server's public key", "signature does not verify", "decrypt"} {
		if !strings.Contains(errs, want) {
			t.Errorf("errors lack %q:\n%s", want, errs)
		}
	}
	if len(s.Pushes()) != 1 {
		t.Errorf("a refused push was counted")
	}
}
