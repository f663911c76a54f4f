package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// testPasswords hashes with weak argon2 parameters so that suites which
// sign in many members stay fast; newEnv hands it to the server.
var testPasswords = auth.NewHasher(auth.TestParams)

// Credentials used by the helpers below.
const (
	testMemberPassword = "member-pass-1"
	testAdminUsername  = "admin"
	testAdminPassword  = "admin-pass-1"
)

// sessionCookie returns the named cookie a response set, or nil.
func sessionCookie(rec *httptest.ResponseRecorder, name string) *http.Cookie {
	for _, c := range rec.Result().Cookies() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// registerMember registers a member through POST /api/member/register and
// returns the member session cookie (gc_member) signing up starts.
// A blank membershipNumber gets a generated one, as in the app.
func (e *testEnv) registerMember(t *testing.T, name, phone, email, password, membershipNumber string) *http.Cookie {
	t.Helper()
	body := map[string]any{"name": name, "phone": phone, "email": email, "password": password, "membershipNumber": membershipNumber,
		"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion}
	rec := e.do(req{method: "POST", url: "/api/member/register", body: body})
	if rec.Code != http.StatusCreated {
		t.Fatalf("register %s: status %d: %s", name, rec.Code, rec.Body.String())
	}
	c := sessionCookie(rec, "gc_member")
	if c == nil || c.Value == "" {
		t.Fatalf("register %s: signing up did not sign the member in", name)
	}
	return c
}

// loginMember signs in through POST /api/member/login with an email or
// phone number and returns the gc_member cookie.
func (e *testEnv) loginMember(t *testing.T, identifier, password string) *http.Cookie {
	t.Helper()
	rec := e.do(req{method: "POST", url: "/api/member/login", body: map[string]string{"email": identifier, "password": password}})
	if rec.Code != http.StatusOK {
		t.Fatalf("login %s: status %d: %s", identifier, rec.Code, rec.Body.String())
	}
	c := sessionCookie(rec, "gc_member")
	if c == nil {
		t.Fatalf("login %s set no gc_member cookie", identifier)
	}
	return c
}

// createMember inserts an active member straight into the store (no HTTP),
// with password testMemberPassword. Phone and email are normalised as the
// API would; blank email or membershipNumber are stored as NULL (a blank
// membership number makes a guest, who gets non-member rates).
func (e *testEnv) createMember(t *testing.T, name, phone, email, membershipNumber string) *store.Member {
	t.Helper()
	p, err := auth.NormalizePhone(phone)
	if err != nil {
		t.Fatalf("createMember phone %q: %v", phone, err)
	}
	hash, err := testPasswords.Hash(testMemberPassword)
	if err != nil {
		t.Fatal(err)
	}
	m := &store.Member{Name: name, Phone: p, PasswordHash: hash, IsActive: true, CreatedAt: testNow, UpdatedAt: testNow}
	if email != "" {
		em := auth.NormalizeEmail(email)
		m.Email = &em
	}
	if membershipNumber != "" {
		m.MembershipNumber = &membershipNumber
	}
	if err := e.store.CreateMember(context.Background(), m); err != nil {
		t.Fatalf("createMember %s: %v", name, err)
	}
	return m
}

// memberSession creates a member session straight in the store and returns
// its cookie: a signed-in member without the cost of a login.
func (e *testEnv) memberSession(t *testing.T, memberID int64) *http.Cookie {
	t.Helper()
	return e.sessionFor(t, memberSessions, memberID)
}

func (e *testEnv) sessionFor(t *testing.T, k sessionKind, id int64) *http.Cookie {
	t.Helper()
	token, hash, err := auth.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	sess := &store.Session{TokenHash: hash, Kind: k.kind, SubjectID: id, ExpiresAt: testNow.Add(k.ttl), CreatedAt: testNow}
	if err := e.store.CreateSession(context.Background(), sess); err != nil {
		t.Fatal(err)
	}
	return &http.Cookie{Name: k.cookie, Value: token}
}

// loginAdmin makes sure the admin testAdminUsername exists (created through
// the store) and signs in through POST /api/admin/login; it returns the
// gc_admin cookie.
func (e *testEnv) loginAdmin(t *testing.T) *http.Cookie {
	t.Helper()
	ctx := context.Background()
	if _, err := e.store.AdminByUsername(ctx, testAdminUsername); errors.Is(err, store.ErrNotFound) {
		hash, err := testPasswords.Hash(testAdminPassword)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.store.CreateAdmin(ctx, &store.Admin{Username: testAdminUsername, PasswordHash: hash, CreatedAt: testNow}); err != nil {
			t.Fatal(err)
		}
	} else if err != nil {
		t.Fatal(err)
	}
	rec := e.do(req{method: "POST", url: "/api/admin/login", body: map[string]string{"username": testAdminUsername, "password": testAdminPassword}})
	if rec.Code != http.StatusOK {
		t.Fatalf("admin login: status %d: %s", rec.Code, rec.Body.String())
	}
	c := sessionCookie(rec, "gc_admin")
	if c == nil {
		t.Fatal("admin login set no gc_admin cookie")
	}
	return c
}

type httptestRecorder = httptest.ResponseRecorder

func newRecorder() *httptestRecorder { return httptest.NewRecorder() }

// newTestRequest is a request from the harness's client address.
func newTestRequest(method, url string, cookies []*http.Cookie) *http.Request {
	r := httptest.NewRequest(method, url, nil)
	r.RemoteAddr = "192.0.2.1:1234"
	for _, c := range cookies {
		r.AddCookie(c)
	}
	return r
}

// doFrom is do from another client address (rate limits are per address).
func (e *testEnv) doFrom(ip string, method, url string, body any) *httptestRecorder {
	e.t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		e.t.Fatal(err)
	}
	r := httptest.NewRequest(method, url, bytes.NewReader(data))
	r.RemoteAddr = ip + ":4321"
	r.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, r)
	return rec
}
