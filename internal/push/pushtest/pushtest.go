// Package pushtest runs a Web Push service for tests: it hands out
// subscriptions (with a key pair made here, as a browser would), and for
// every push it receives checks the VAPID authorization (RFC 8292: ES256
// signature by the server's public key, aud, exp, sub) and decrypts the
// aes128gcm payload (RFC 8291) with the subscription's private key.
package pushtest

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Subscriber is one browser subscription of the service.
type Subscriber struct {
	ID       string
	Endpoint string
	// P256dh and Auth are what PushSubscription.toJSON() gives the page.
	P256dh string
	Auth   string

	priv *ecdh.PrivateKey
	auth []byte
}

// Push is one push the service accepted, decrypted.
type Push struct {
	Subscriber string
	Plaintext  []byte
	TTL        string
	Urgency    string
}

// Server is the push service.
type Server struct {
	URL string

	vapidKey []byte // the application server's public key
	srv      *httptest.Server

	mu       sync.Mutex
	subs     map[string]*Subscriber
	requests map[string]int // per subscriber
	pushes   []Push
	errs     []string
	respond  func(sub *Subscriber, n int) int
	answer   func(sub *Subscriber, n int) Answer
	arrived  chan struct{}
}

// New starts a push service on 127.0.0.1 that accepts pushes signed with
// the VAPID key vapidPublicKey (base64url); it stops when the test ends.
func New(t testing.TB, vapidPublicKey string) *Server {
	t.Helper()
	key, err := base64.RawURLEncoding.DecodeString(vapidPublicKey)
	if err != nil {
		t.Fatalf("pushtest: vapid key: %v", err)
	}
	s := &Server{vapidKey: key, subs: map[string]*Subscriber{}, requests: map[string]int{}, arrived: make(chan struct{}, 1)}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL
	t.Cleanup(s.Close)
	return s
}

// Subscribe makes a new subscription, as a browser's pushManager would.
func (s *Server) Subscribe(t testing.TB) *Subscriber {
	t.Helper()
	priv, auth := newKeys(t)
	idb := make([]byte, 12)
	rand.Read(idb)
	id := base64.RawURLEncoding.EncodeToString(idb)
	sub := &Subscriber{
		ID: id, Endpoint: s.URL + "/push/" + id,
		P256dh: base64.RawURLEncoding.EncodeToString(priv.PublicKey().Bytes()),
		Auth:   base64.RawURLEncoding.EncodeToString(auth),
		priv:   priv, auth: auth,
	}
	s.mu.Lock()
	s.subs[id] = sub
	s.mu.Unlock()
	return sub
}

// Keys returns a p256dh key and auth secret as a browser's subscription
// carries them (base64url), for tests that need valid keys but no service.
func Keys(t testing.TB) (p256dh, auth string) {
	t.Helper()
	priv, secret := newKeys(t)
	enc := base64.RawURLEncoding
	return enc.EncodeToString(priv.PublicKey().Bytes()), enc.EncodeToString(secret)
}

func newKeys(t testing.TB) (*ecdh.PrivateKey, []byte) {
	t.Helper()
	priv, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	auth := make([]byte, 16)
	rand.Read(auth)
	return priv, auth
}

// Respond sets the status the service answers the n-th request (from 1)
// for sub with; by default every push is accepted with 201. A push
// answered with anything but 2xx is not counted as received.
func (s *Server) Respond(fn func(sub *Subscriber, n int) int) {
	s.mu.Lock()
	s.respond = fn
	s.mu.Unlock()
}

// Answer is how the service answers one request: after Delay (cut short
// when the sender gives up), with Status and, when set, a Retry-After
// header.
type Answer struct {
	Status     int
	RetryAfter string
	Delay      time.Duration
}

// AnswerWith is Respond with a delay and headers: a slow or hanging
// service, or one that asks to be left alone (429 with Retry-After).
func (s *Server) AnswerWith(fn func(sub *Subscriber, n int) Answer) {
	s.mu.Lock()
	s.answer = fn
	s.mu.Unlock()
}

// Close stops the service and ends its connections at once.
func (s *Server) Close() {
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// Pushes returns the pushes accepted so far.
func (s *Server) Pushes() []Push {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Push(nil), s.pushes...)
}

// Requests is how many requests reached sub's endpoint.
func (s *Server) Requests(sub *Subscriber) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests[sub.ID]
}

// Errors are the problems found in requests (bad VAPID, undecryptable
// payloads); a correct sender leaves none.
func (s *Server) Errors() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.errs...)
}

// Wait waits until n pushes have been accepted or the timeout passes, and
// returns the pushes accepted.
func (s *Server) Wait(n int, timeout time.Duration) []Push {
	deadline := time.After(timeout)
	for {
		if p := s.Pushes(); len(p) >= n {
			return p
		}
		select {
		case <-s.arrived:
		case <-deadline:
			return s.Pushes()
		}
	}
}

func (s *Server) fail(w http.ResponseWriter, status int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	s.mu.Lock()
	s.errs = append(s.errs, msg)
	s.mu.Unlock()
	http.Error(w, msg, status)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	id, ok := strings.CutPrefix(r.URL.Path, "/push/")
	s.mu.Lock()
	sub := s.subs[id]
	if ok && sub != nil {
		s.requests[id]++
	}
	n := s.requests[id]
	respond, answer := s.respond, s.answer
	s.mu.Unlock()
	if r.Method != http.MethodPost || sub == nil {
		http.NotFound(w, r)
		return
	}
	if err := s.checkVAPID(r.Header.Get("Authorization")); err != nil {
		s.fail(w, http.StatusUnauthorized, "vapid: %v", err)
		return
	}
	if ce := r.Header.Get("Content-Encoding"); ce != "aes128gcm" {
		s.fail(w, http.StatusBadRequest, "Content-Encoding %q, want aes128gcm", ce)
		return
	}
	if r.Header.Get("TTL") == "" {
		s.fail(w, http.StatusBadRequest, "no TTL header")
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 8192))
	if err != nil {
		s.fail(w, http.StatusBadRequest, "read body: %v", err)
		return
	}
	plain, err := Decrypt(body, sub.priv, sub.auth)
	if err != nil {
		s.fail(w, http.StatusBadRequest, "decrypt: %v", err)
		return
	}
	status := http.StatusCreated
	if respond != nil {
		status = respond(sub, n)
	}
	if answer != nil {
		a := answer(sub, n)
		select {
		case <-time.After(a.Delay):
		case <-r.Context().Done():
			return
		}
		status = a.Status
		if a.RetryAfter != "" {
			w.Header().Set("Retry-After", a.RetryAfter)
		}
	}
	if status >= 200 && status < 300 {
		s.mu.Lock()
		s.pushes = append(s.pushes, Push{Subscriber: sub.ID, Plaintext: plain, TTL: r.Header.Get("TTL"), Urgency: r.Header.Get("Urgency")})
		s.mu.Unlock()
		select {
		case s.arrived <- struct{}{}:
		default:
		}
	}
	w.WriteHeader(status)
}

// checkVAPID verifies "vapid t=<JWT>, k=<public key>" (RFC 8292): k is the
// server's key, the JWT is ES256-signed by it, aud is this service's
// origin, exp is in the future (and at most 24 h away), sub is a contact.
func (s *Server) checkVAPID(header string) error {
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return fmt.Errorf("authorization %q is not vapid", header)
	}
	var token, key string
	for part := range strings.SplitSeq(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			token = v
		case "k":
			key = v
		}
	}
	if k, err := base64.RawURLEncoding.DecodeString(key); err != nil || !bytes.Equal(k, s.vapidKey) {
		return fmt.Errorf("k=%q is not the server's public key", key)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return errors.New("the token is not a JWT")
	}
	var head struct {
		Alg string `json:"alg"`
	}
	if err := decodeSegment(parts[0], &head); err != nil || head.Alg != "ES256" {
		return fmt.Errorf("JWT header alg %q (%v), want ES256", head.Alg, err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), s.vapidKey)
	if err != nil {
		return err
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return fmt.Errorf("signature is not 64 bytes of base64url")
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return errors.New("ES256 signature does not verify against the server's public key")
	}
	var claims struct {
		Aud string  `json:"aud"`
		Exp float64 `json:"exp"`
		Sub string  `json:"sub"`
	}
	if err := decodeSegment(parts[1], &claims); err != nil {
		return fmt.Errorf("JWT claims: %v", err)
	}
	if claims.Aud != s.URL {
		return fmt.Errorf("aud %q, want %q", claims.Aud, s.URL)
	}
	exp := time.Unix(int64(claims.Exp), 0)
	if now := time.Now(); !exp.After(now) || exp.After(now.Add(24*time.Hour+time.Minute)) {
		return fmt.Errorf("exp %v is not within the next 24 hours", exp)
	}
	if !strings.HasPrefix(claims.Sub, "mailto:") && !strings.HasPrefix(claims.Sub, "https://") {
		return fmt.Errorf("sub %q is neither a mailto: nor an https: URL", claims.Sub)
	}
	return nil
}

func decodeSegment(seg string, v any) error {
	data, err := base64.RawURLEncoding.DecodeString(seg)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

// Decrypt opens an aes128gcm push body (RFC 8188 framing, RFC 8291 keys)
// with the user agent's private key and auth secret. It supports the one
// record a push carries.
func Decrypt(body []byte, ua *ecdh.PrivateKey, authSecret []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("body shorter than the header")
	}
	salt := body[:16]
	rs := binary.BigEndian.Uint32(body[16:20])
	idLen := int(body[20])
	if len(body) < 21+idLen {
		return nil, errors.New("body shorter than its key id")
	}
	asPublic := body[21 : 21+idLen]
	ciphertext := body[21+idLen:]
	if rs < 18 || uint32(len(ciphertext)) > rs {
		return nil, fmt.Errorf("record size %d, ciphertext %d bytes: not one record", rs, len(ciphertext))
	}
	asKey, err := ecdh.P256().NewPublicKey(asPublic)
	if err != nil {
		return nil, fmt.Errorf("application server key: %w", err)
	}
	shared, err := ua.ECDH(asKey)
	if err != nil {
		return nil, err
	}
	// RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, keyed
	// to both public keys; then RFC 8188's content key and nonce.
	keyInfo := append(append([]byte("WebPush: info\x00"), ua.PublicKey().Bytes()...), asPublic...)
	ikm, err := hkdf.Key(sha256.New, shared, authSecret, string(keyInfo), 32)
	if err != nil {
		return nil, err
	}
	prk, err := hkdf.Extract(sha256.New, ikm, salt)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	// Padding: the data, the delimiter 0x02 (last record), then zeros.
	end := len(plain) - 1
	for end >= 0 && plain[end] == 0 {
		end--
	}
	if end < 0 || plain[end] != 2 {
		return nil, errors.New("no last-record delimiter")
	}
	return plain[:end], nil
}
