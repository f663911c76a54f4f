package api

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"golfclub/internal/apperr"
	"golfclub/internal/store"
)

func TestCleanText(t *testing.T) {
	type inner struct {
		Note string `json:"note"`
	}
	type body struct {
		Name  string            `json:"name"`
		Ptr   *string           `json:"ptr"`
		List  []string          `json:"list"`
		Map   map[string]any    `json:"map"`
		Inner inner             `json:"inner"`
		Raw   json.RawMessage   `json:"raw"`
		Tags  map[string]string `json:"tags"`
		Skip  string            `json:"-"`
	}
	tests := []struct {
		name      string
		json      string
		wantField string // "" = accepted
		want      body
	}{
		{"plain text and newlines kept", `{"name":"Aisyah","inner":{"note":"line 1\nline 2\ttab"}}`, "",
			body{Name: "Aisyah", Inner: inner{Note: "line 1\nline 2\ttab"}}},
		{"NUL in a field", `{"name":"a\u0000b"}`, "name", body{}},
		{"escape code in a pointer", `{"ptr":"\u001b[31m"}`, "ptr", body{}},
		{"C1 control in a list", `{"list":["ok","\u0085"]}`, "list", body{}},
		{"DEL in a nested map", `{"map":{"a":{"b":"x\u007f"}}}`, "map", body{}},
		{"control in a map key", `{"tags":{"k\u0001":"v"}}`, "tags", body{}},
		{"raw JSON is left to its parser", `{"raw":"\u0000"}`, "", body{Raw: json.RawMessage(`"\u0000"`)}},
		{"bidi override stripped everywhere", `{"name":"\u202eAdmin\u202c","list":["\u2066x\u2069"],"map":{"k":"\u202bv"},"tags":{"t":"\u202dw"}}`, "",
			body{Name: "Admin", List: []string{"x"}, Map: map[string]any{"k": "v"}, Tags: map[string]string{"t": "w"}}},
		{"Jawi text kept", `{"name":"محمد"}`, "", body{Name: "محمد"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got body
			if err := json.Unmarshal([]byte(tt.json), &got); err != nil {
				t.Fatal(err)
			}
			err := cleanText(&got)
			if tt.wantField != "" {
				ae, ok := apperr.As(err)
				if !ok || ae.Code != "invalid_characters" || ae.Fields[tt.wantField].Code != "invalid_characters" {
					t.Fatalf("err = %v, want invalid_characters on %s", err, tt.wantField)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestControlCharactersRefused: a NUL (or another control character) in
// any text of any JSON endpoint is a 400 naming the field, on both
// databases, and changes nothing (the fuzzed 500s of bun refusing NUL).
func TestControlCharactersRefused(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			admin := []*http.Cookie{env.loginAdmin(t)}
			free := env.seedEvent(t, "Open Day", "2026-12-10", 10, nil, "Just come.")
			_, memberC := env.seedMember(t, "Mei", "")
			member := []*http.Cookie{memberC}
			nul := "x\u0000y"
			unchanged := func(t *testing.T, env *testEnv, table any) {
				t.Helper()
				if n := env.countRows(t, table, "1 = 1"); n != 0 {
					t.Errorf("%d rows written", n)
				}
			}
			return []scenario{
				{name: "contact form message", method: "POST", url: "/api/contact",
					body:       map[string]any{"firstName": "A", "lastName": "B", "email": "a@b.my", "subject": "Hi", "message": nul},
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"message": "invalid_characters"},
					after: func(t *testing.T, env *testEnv, _ *httptestRecorder) { unchanged(t, env, (*store.ContactMessage)(nil)) }},
				{name: "rate label", method: "POST", url: urlf("/api/events/%d/register", free.ID), cookies: member,
					body: map[string]any{"guestRateType": nul}, wantStatus: 400, wantCode: "invalid_characters",
					after: func(t *testing.T, env *testEnv, _ *httptestRecorder) { unchanged(t, env, (*store.Registration)(nil)) }},
				{name: "sign-up name", method: "POST", url: "/api/member/register",
					body:       map[string]any{"name": nul, "phone": "0123456789", "email": "x@y.my", "password": "secret12"},
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"name": "invalid_characters"}},
				{name: "sign-in identifier", method: "POST", url: "/api/member/login",
					body: map[string]any{"email": nul, "password": "x"}, wantStatus: 400, wantCode: "invalid_characters"},
				{name: "admin event title", method: "POST", url: "/api/events", cookies: admin,
					body: with(eventBody(), "title", "Medal\u0000"), wantStatus: 400, wantCode: "invalid_characters",
					after: func(t *testing.T, env *testEnv, _ *httptestRecorder) {
						if n := env.countRows(t, (*store.Event)(nil), "title LIKE ?", "Medal%"); n != 0 {
							t.Errorf("event written")
						}
					}},
				{name: "admin rates item type", method: "POST", url: "/api/events", cookies: admin,
					body:       with(eventBody(), "rates", []map[string]any{{"type": "Member\u0000", "price": 1, "category": "member"}}),
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"rates": "invalid_characters"}},
				{name: "settings", method: "PUT", url: "/api/admin/settings", cookies: admin,
					body: map[string]any{"clubName": "\u0007Club"}, wantStatus: 400, wantCode: "invalid_characters"},
				{name: "notification preferences", method: "PUT", url: "/api/member/notification-preferences", cookies: member,
					body: map[string]any{"muted": []string{"\u0000"}}, wantStatus: 400, wantCode: "invalid_characters"},
				{name: "long free rate label", method: "POST", url: urlf("/api/events/%d/register", free.ID), cookies: member,
					body: map[string]any{"guestRateType": strings.Repeat("a", 61)}, wantStatus: 400, wantCode: "too_long",
					wantFields: map[string]string{"guestRateType": "too_long"}},
				{name: "bidi override removed from a rate label", method: "POST", url: urlf("/api/events/%d/register", free.ID), cookies: member,
					body: map[string]any{"guestRateType": "\u202eWalk-in"}, wantStatus: 201,
					wantContains: []string{`"guestRateType":"Walk-in"`}, wantNotContains: []string{"\u202e", `\u202e`}},
			}
		})
	})
}
