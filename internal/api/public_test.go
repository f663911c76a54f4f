package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"golfclub/internal/rates"
	"golfclub/internal/store"
)

// seedEvent stores an event whose rates arrive in raw (any accepted shape),
// canonicalised the way admin input and demo seeding do it.
func seedEvent(t *testing.T, env *testEnv, title, date, description string, raw string) *store.Event {
	t.Helper()
	var rs []store.Rate
	for _, r := range rates.Parse(json.RawMessage(raw), description) {
		rs = append(rs, store.Rate(r))
	}
	e := &store.Event{Title: title, Description: description, Date: date, Time: "7:30 AM Shotgun", Type: "tournament", Capacity: 40, Rates: rs, CreatedAt: env.now()}
	if err := env.store.CreateEvent(context.Background(), e); err != nil {
		t.Fatalf("create event %s: %v", title, err)
	}
	return e
}

func TestPublicEvents(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		// The test clock's club date is 2026-11-21.
		member := []store.Rate{
			{Type: "Member Weekday", Price: 120, Category: "member"},
			{Type: "Non-Member Weekday", Price: 180, Category: "non-member"},
		}
		shapes := []struct {
			title, date, description, raw string
			want                          []store.Rate
		}{
			{"List", "2026-11-20", "", `[{"type":"Weekday","price":120,"category":"member"},{"type":"Weekday","price":"180","category":"non-member"}]`, member},
			{"String of list", "2026-11-21", "", `"[{\"type\":\"Weekday\",\"price\":120,\"category\":\"member\"},{\"type\":\"Weekday\",\"price\":180,\"category\":\"non-member\"}]"`, member},
			{"Object", "2026-12-01", "", `{"member":{"Weekday":120},"nonMember":{"Weekday":180}}`, member},
			{"String of object", "2026-10-01", "", `"{\"member\":{\"Weekday\":120},\"nonMember\":{\"Weekday\":180}}"`, member},
			{"Description colon", "2027-01-15", "Great day out.\nRates:\n- Weekday: RM 120\n- Weekend: RM 150", "", []store.Rate{
				{Type: "Member Weekday", Price: 120, Category: "member"}, {Type: "Member Weekend", Price: 150, Category: "member"}}},
			{"Description space", "2027-01-16", "Rates:\nWeekday RM 120", "", []store.Rate{{Type: "Member Weekday", Price: 120, Category: "member"}}},
			{"No rates", "2027-02-01", "Contact us.", "", []store.Rate{}},
		}
		ids := map[string]int64{}
		for _, sh := range shapes {
			ids[sh.title] = seedEvent(t, env, sh.title, sh.date, sh.description, sh.raw).ID
		}

		rec := env.do(req{method: "GET", url: "/api/events"})
		checkResponse(t, rec, http.StatusOK, nil, []string{`"rates":null`})
		all := decode[[]store.Event](t, rec)
		var titles []string
		for _, e := range all {
			titles = append(titles, e.Title)
		}
		if got, want := strings.Join(titles, "|"), "String of object|List|String of list|Object|Description colon|Description space|No rates"; got != want {
			t.Fatalf("all events = %s, want %s", got, want)
		}
		for _, sh := range shapes {
			for _, e := range all {
				if e.Title == sh.title && !reflect.DeepEqual(e.Rates, sh.want) {
					t.Errorf("%s: rates = %+v, want %+v", sh.title, e.Rates, sh.want)
				}
			}
		}
		// Every field of the contract is present.
		var raw []map[string]any
		json.Unmarshal(rec.Body.Bytes(), &raw)
		for _, k := range []string{"id", "title", "description", "date", "time", "type", "capacity", "registered", "image", "rates", "createdAt"} {
			if _, ok := raw[0][k]; !ok {
				t.Errorf("event JSON lacks %q: %v", k, raw[0])
			}
		}

		// Past vs upcoming: today (2026-11-21) counts as upcoming.
		for _, url := range []string{"/api/events?upcoming=1", "/api/events?upcoming=true"} {
			up := decode[[]store.Event](t, env.do(req{method: "GET", url: url}))
			titles = titles[:0]
			for _, e := range up {
				titles = append(titles, e.Title)
			}
			if got, want := strings.Join(titles, "|"), "String of list|Object|Description colon|Description space|No rates"; got != want {
				t.Errorf("%s = %s, want %s", url, got, want)
			}
		}
		if n := len(decode[[]store.Event](t, env.do(req{method: "GET", url: "/api/events?upcoming=0"}))); n != 7 {
			t.Errorf("upcoming=0 gives %d events, want all 7", n)
		}

	})
}

func TestPublicEventByID(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			object := seedEvent(t, env, "Object", "2026-12-01", "", `{"member":{"Weekday":120},"nonMember":{"Weekday":180}}`)
			noRates := seedEvent(t, env, "No rates", "2027-02-01", "Contact us.", "")
			return []scenario{
				{name: "one event", method: "GET", url: fmt.Sprintf("/api/events/%d", object.ID), wantStatus: 200,
					wantContains: []string{`"title":"Object"`, `"date":"2026-12-01"`, `"type":"Member Weekday","price":120,"category":"member"`}},
				{name: "event without rates has empty list", method: "GET", url: fmt.Sprintf("/api/events/%d", noRates.ID), wantStatus: 200,
					wantContains: []string{`"rates":[]`}},
				{name: "unknown id", method: "GET", url: "/api/events/999999", wantStatus: 404, wantCode: "not_found", wantContains: []string{"Event not found"}},
				{name: "non-numeric id", method: "GET", url: "/api/events/abc", wantStatus: 400, wantCode: "invalid_id", wantContains: []string{"Event id must be a positive number"}},
				{name: "zero id", method: "GET", url: "/api/events/0", wantStatus: 400, wantCode: "invalid_id"},
				{name: "negative id", method: "GET", url: "/api/events/-3", wantStatus: 400, wantCode: "invalid_id"},
				{name: "huge id", method: "GET", url: "/api/events/99999999999999999999999", wantStatus: 400, wantCode: "invalid_id"},
				{name: "bad upcoming flag", method: "GET", url: "/api/events?upcoming=soon", wantStatus: 400, wantCode: "invalid_parameter", wantContains: []string{"upcoming"}},
			}
		})
	})
}

func TestPublicEventsEmpty(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			return []scenario{
				{name: "no events is an empty list", method: "GET", url: "/api/events", wantStatus: 200, wantContains: []string{"[]"}, wantNotContains: []string{"null"}},
				{name: "no upcoming events is an empty list", method: "GET", url: "/api/events?upcoming=1", wantStatus: 200, wantContains: []string{"[]"}},
				{name: "no posts", method: "GET", url: "/api/blog", wantStatus: 200, wantContains: []string{"[]"}},
				{name: "default settings", method: "GET", url: "/api/settings", wantStatus: 200, wantContains: []string{
					`"clubName":"Kelab Golf Bukit Hijau"`, `"contactHours":"Dawn to Dusk, 7 Days a Week"`, `"vipPrice":144`,
					`"paymentQrUrl":"/demo/payment-qr.svg"`, `"membershipPrefix":"BHG"`, `"ewalletName":"Touch 'n Go eWallet"`}},
			}
		})
	})
}

// seedPhotos stores 15 course photos and 5 social, c00 oldest.
func seedPhotos(t *testing.T, env *testEnv) {
	t.Helper()
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 20; i++ {
		cat, title := "course", fmt.Sprintf("c%02d", i)
		if i%4 == 3 {
			cat, title = "social", fmt.Sprintf("s%02d", i)
		}
		p := &store.Photo{Title: title, Caption: "cap", URL: "/demo/gallery/" + title + ".svg", Category: cat, CreatedAt: base.Add(time.Duration(i) * time.Hour)}
		if err := env.store.CreatePhoto(context.Background(), p); err != nil {
			t.Fatal(err)
		}
	}
}

func TestPublicPhotos(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			seedPhotos(t, env)
			badParam := func(name, url string, contains ...string) scenario {
				return scenario{name: name, method: "GET", url: url, wantStatus: 400, wantCode: "invalid_parameter", wantContains: contains}
			}
			return []scenario{
				{name: "default page", method: "GET", url: "/api/photos", wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						page := decode[photoPage](t, rec)
						if len(page.Photos) != 12 || page.Total != 20 || page.NextOffset == nil || *page.NextOffset != 12 {
							t.Fatalf("default page: %d photos, total %d, next %v", len(page.Photos), page.Total, page.NextOffset)
						}
						if page.Photos[0].Title != "s19" || page.Photos[11].Title != "c08" {
							t.Errorf("not newest first: first %s, last %s", page.Photos[0].Title, page.Photos[11].Title)
						}
					}},
				{name: "last page", method: "GET", url: "/api/photos?category=all&offset=12&limit=12", wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if page := decode[photoPage](t, rec); len(page.Photos) != 8 || page.NextOffset != nil {
							t.Fatalf("last page: %d photos, next %v", len(page.Photos), page.NextOffset)
						}
					}},
				{name: "category filter", method: "GET", url: "/api/photos?category=social", wantStatus: 200,
					wantContains: []string{`"total":5`, `"nextOffset":null`, `"title":"s03"`, `"url":"/demo/gallery/s03.svg"`, `"caption":"cap"`}, wantNotContains: []string{`"c0`}},
				{name: "small pages", method: "GET", url: "/api/photos?category=course&limit=5&offset=5", wantStatus: 200,
					wantContains: []string{`"total":15`, `"nextOffset":10`}},
				{name: "empty category", method: "GET", url: "/api/photos?category=tournaments", wantStatus: 200,
					wantContains: []string{`"photos":[]`, `"total":0`, `"nextOffset":null`}},
				{name: "offset past the end", method: "GET", url: "/api/photos?offset=500", wantStatus: 200,
					wantContains: []string{`"photos":[]`, `"total":20`, `"nextOffset":null`}},
				{name: "max limit", method: "GET", url: "/api/photos?limit=48", wantStatus: 200, wantContains: []string{`"nextOffset":null`}},
				badParam("unknown category", "/api/photos?category=holes", `Unknown photo category \"holes\"`, "tournaments"),
				badParam("category is case sensitive", "/api/photos?category=Course"),
				badParam("limit zero", "/api/photos?limit=0", "limit must be a whole number from 1 to 48"),
				badParam("limit too big", "/api/photos?limit=49"),
				badParam("limit not a number", "/api/photos?limit=ten"),
				badParam("negative offset", "/api/photos?offset=-1", "offset"),
				badParam("fractional offset", "/api/photos?offset=1.5"),
				badParam("overflowing offset", "/api/photos?offset=99999999999999999999"),
			}
		})
	})
}

func TestPublicBlog(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ctx := context.Background()
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		for i, p := range []store.BlogPost{
			{Title: "Older", Content: "Para one.\n\nPara two.", Image: "/demo/blog/a.svg", Category: "news", IsPublished: true},
			{Title: "Secret draft", Content: "x", IsPublished: false},
			{Title: "Newest", Content: "Hello", IsPublished: true},
		} {
			p.CreatedAt = base.Add(time.Duration(i) * 24 * time.Hour)
			if err := env.store.CreatePost(ctx, &p); err != nil {
				t.Fatal(err)
			}
		}
		rec := env.do(req{method: "GET", url: "/api/blog"})
		checkResponse(t, rec, 200, []string{`"category":"general"`, `"image":"/demo/blog/a.svg"`, `"content":"Para one.\n\nPara two."`}, []string{"Secret draft", "isPublished", "updatedAt"})
		posts := decode[[]publicPost](t, rec)
		if len(posts) != 2 || posts[0].Title != "Newest" || posts[1].Title != "Older" || !posts[1].CreatedAt.Equal(base) {
			t.Fatalf("posts = %+v", posts)
		}
	})
}

func TestPublicContact(t *testing.T) {
	valid := map[string]any{"firstName": " Aisyah ", "lastName": "Rahman", "email": "aisyah@example.com.my", "subject": "Event Booking", "message": "Can I bring a guest to the Monthly Medal?"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for kk, vv := range valid {
			m[kk] = vv
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	stored := func(t *testing.T, env *testEnv, want int) []store.ContactMessage {
		t.Helper()
		msgs, err := env.store.ListContactMessages(context.Background())
		if err != nil || len(msgs) != want {
			t.Fatalf("stored %d messages (%v), want %d", len(msgs), err, want)
		}
		return msgs
	}
	field := func(name, code string) map[string]string { return map[string]string{name: code} }
	bad := []scenario{
		{name: "empty body", body: "", wantStatus: 400, wantCode: "invalid_json", wantContains: []string{"Request body must be a JSON object"}},
		{name: "malformed JSON", body: `{"firstName": "A",`, wantStatus: 400, wantCode: "invalid_json", wantContains: []string{"Malformed JSON"}},
		{name: "not an object", body: `["a"]`, wantStatus: 400, wantCode: "invalid_json"},
		{name: "null body", body: `null`, wantStatus: 400, wantCode: "required", wantContains: []string{"First name is required"}},
		{name: "two objects", body: `{} {}`, wantStatus: 400, wantCode: "invalid_json"},
		{name: "empty object names every field", body: `{}`, wantStatus: 400, wantCode: "required", wantContains: []string{
			"First name is required", "Last name is required", "Email is required", "Subject is required", "Message is required",
			`"fields":{`, `"firstName":{"code":"required","message":"First name is required"}`, `"message":{"code":"required","message":"Message is required"}`},
			wantFields: map[string]string{"firstName": "required", "lastName": "required", "email": "required", "subject": "required", "message": "required"}},
		{name: "wrong type", body: with("firstName", 42), wantStatus: 400, wantCode: "wrong_type", wantFields: field("firstName", "wrong_type"), wantContains: []string{`"fields":{"firstName"`}},
		{name: "message is an object", body: with("message", map[string]any{"a": 1}), wantStatus: 400, wantCode: "wrong_type", wantContains: []string{"message has the wrong type"}},
		{name: "missing first name", body: with("firstName", nil), wantStatus: 400, wantCode: "required", wantFields: field("firstName", "required"), wantContains: []string{"First name is required"}},
		{name: "blank last name", body: with("lastName", "   "), wantStatus: 400, wantCode: "required", wantContains: []string{"Last name is required"}, wantNotContains: []string{"First name"}},
		{name: "missing email", body: with("email", nil), wantStatus: 400, wantCode: "required", wantFields: field("email", "required"),
			wantContains: []string{`"email":{"code":"required","message":"Email is required"}`}},
		{name: "invalid email", body: with("email", "aisyah.example.com"), wantStatus: 400, wantCode: "invalid_email", wantFields: field("email", "invalid_email"),
			wantContains: []string{`"email":{"code":"invalid_email","message":"Please enter a valid email address"}`}},
		{name: "email without dot in domain", body: with("email", "aisyah@localhost"), wantStatus: 400, wantCode: "invalid_email", wantContains: []string{"valid email"}},
		{name: "email with display name", body: with("email", "Aisyah <aisyah@example.com>"), wantStatus: 400, wantCode: "invalid_email", wantContains: []string{"valid email"}},
		{name: "email with trailing dot", body: with("email", "aisyah@example."), wantStatus: 400, wantCode: "invalid_email"},
		{name: "email too long", body: with("email", strings.Repeat("a", 250)+"@example.com"), wantStatus: 400, wantCode: "too_long", wantFields: field("email", "too_long"),
			wantContains: []string{"Email must be at most 254 characters"}},
		{name: "wrong subject", body: with("subject", "Sponsorship"), wantStatus: 400, wantCode: "invalid_choice", wantFields: field("subject", "invalid_choice"),
			wantContains: []string{"Subject must be one of: General Inquiry, Subscription Information, Event Booking, Golf Lessons, Other"}},
		{name: "subject in wrong case", body: with("subject", "general inquiry"), wantStatus: 400, wantCode: "invalid_choice", wantContains: []string{"Subject must be one of"}},
		{name: "missing subject", body: with("subject", ""), wantStatus: 400, wantCode: "required", wantFields: field("subject", "required"), wantContains: []string{"Subject is required"}},
		{name: "missing message", body: with("message", "\n\t "), wantStatus: 400, wantCode: "required", wantContains: []string{"Message is required"}},
		{name: "name too long", body: with("firstName", strings.Repeat("é", 101)), wantStatus: 400, wantCode: "too_long", wantContains: []string{"First name must be at most 100 characters"}},
		{name: "message too long", body: with("message", strings.Repeat("x", 5001)), wantStatus: 400, wantCode: "too_long", wantContains: []string{"Message must be at most 5000 characters"}},
		{name: "oversize body", body: `{"message":"` + strings.Repeat("x", 1<<20+10) + `"}`, wantStatus: 413, wantCode: "body_too_large", wantContains: []string{"too large"}},
	}
	for i := range bad {
		bad[i].method, bad[i].url = "POST", "/api/contact"
		bad[i].after = func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) { stored(t, env, 0) }
	}
	good := []scenario{
		{name: "valid", method: "POST", url: "/api/contact", body: valid, wantStatus: 201,
			wantContains: []string{`"message":"Thank you for your message. We'll get back to you soon!"`},
			after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				m := stored(t, env, 1)[0]
				if m.FirstName != "Aisyah" || m.LastName != "Rahman" || m.Email != "aisyah@example.com.my" || m.Subject != "Event Booking" || m.IsRead {
					t.Errorf("stored message not trimmed/complete: %+v", m)
				}
			}},
		{name: "longest allowed", method: "POST", url: "/api/contact", body: with("message", strings.Repeat("x", 5000)), wantStatus: 201,
			after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) { stored(t, env, 1) }},
	}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario { return append(append([]scenario{}, bad...), good...) })
	})
}

func TestPublicSettings(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		c := store.DefaultClubSettings()
		c.ClubName, c.VipPrice = "Kelab Golf Ujian", 150
		if err := env.store.UpdateSettings(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		rec := env.do(req{method: "GET", url: "/api/settings"})
		checkResponse(t, rec, 200, []string{`"clubName":"Kelab Golf Ujian"`, `"vipPrice":150`}, nil)
		// Exactly the fields of ClubSettings in web/src/features/settings/types.ts.
		got := decode[map[string]any](t, rec)
		want := []string{"clubName", "shortName", "contactPhone", "contactEmail", "contactHours", "address", "socialUrl", "socialLabel",
			"bankName", "bankAccountName", "bankAccountNumber", "ewalletName", "ewalletNumber", "paymentQrUrl", "vipPrice", "membershipPrefix",
			"slipRetentionMonths", "newMemberNumbers", "privacyNoticeVersion"}
		// A client sends this version with the consent at sign-up, and the
		// sign-up refuses any other.
		if v := got["privacyNoticeVersion"]; v != PrivacyNoticeVersion {
			t.Errorf("privacyNoticeVersion = %v, want %q", v, PrivacyNoticeVersion)
		}
		if len(got) != len(want) {
			t.Errorf("settings has %d keys, want %d: %v", len(got), len(want), got)
		}
		for _, k := range want {
			if _, ok := got[k]; !ok {
				t.Errorf("settings lacks %q", k)
			}
		}
	})
}
