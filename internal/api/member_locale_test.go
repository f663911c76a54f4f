package api

import (
	"context"
	"encoding/json"
	"mime"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"golfclub/internal/config"
	"golfclub/internal/notify/smtptest"
	"golfclub/internal/push"
	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// memberLocale is the language stored for member id.
func (e *testEnv) memberLocale(t *testing.T, id int64) string {
	t.Helper()
	var locale string
	if err := e.store.DB().NewSelect().Model((*store.Member)(nil)).Column("locale").Where("id = ?", id).Scan(context.Background(), &locale); err != nil {
		t.Fatal(err)
	}
	return locale
}

// setLocale chooses the member's language through PUT /api/member/locale.
func (e *testEnv) setLocale(t *testing.T, c *http.Cookie, locale string) {
	t.Helper()
	rec := e.do(req{method: "PUT", url: "/api/member/locale", cookies: []*http.Cookie{c}, body: map[string]string{"locale": locale}})
	if rec.Code != http.StatusOK {
		t.Fatalf("set locale %s: %d %s", locale, rec.Code, rec.Body)
	}
}

func TestMemberLocale(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			amy, amyC := env.seedMember(t, "Amy First", "")
			ck := []*http.Cookie{amyC}
			stays := func(want string) func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				return func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
					if got := env.memberLocale(t, amy.ID); got != want {
						t.Fatalf("stored locale %q, want %q", got, want)
					}
				}
			}
			const url = "/api/member/locale"
			return []scenario{
				{name: "session says en by default", method: "GET", url: "/api/member/session", cookies: ck, wantStatus: 200, wantContains: []string{`"locale":"en"`}},
				{name: "profile says en by default", method: "GET", url: "/api/member/profile", cookies: ck, wantStatus: 200, wantContains: []string{`"locale":"en"`}},
				{name: "set ms", method: "PUT", url: url, cookies: ck, body: map[string]string{"locale": "ms"}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if got := strings.TrimSpace(rec.Body.String()); got != `{"locale":"ms"}` {
							t.Errorf("answer %s", got)
						}
						stays("ms")(t, env, rec)
						for _, u := range []string{"/api/member/session", "/api/member/profile"} {
							checkResponse(t, env.do(req{method: "GET", url: u, cookies: ck}), 200, []string{`"locale":"ms"`}, nil)
						}
					}},
				{name: "set en back", before: func(t *testing.T, env *testEnv) { env.setLocale(t, amyC, "ms") },
					method: "PUT", url: url, cookies: ck, body: map[string]string{"locale": "en"}, wantStatus: 200, after: stays("en")},
				{name: "unknown language", method: "PUT", url: url, cookies: ck, body: map[string]string{"locale": "fr"},
					wantStatus: 400, wantCode: "invalid_locale", wantFields: map[string]string{"locale": "invalid_locale"}, after: stays("en")},
				{name: "a region is not a language here", method: "PUT", url: url, cookies: ck, body: map[string]string{"locale": "ms-MY"},
					wantStatus: 400, wantCode: "invalid_locale", after: stays("en")},
				{name: "upper case is refused", method: "PUT", url: url, cookies: ck, body: map[string]string{"locale": "MS"},
					wantStatus: 400, wantCode: "invalid_locale", after: stays("en")},
				{name: "no locale", method: "PUT", url: url, cookies: ck, body: map[string]string{},
					wantStatus: 400, wantCode: "invalid_locale", after: stays("en")},
				{name: "not a string", method: "PUT", url: url, cookies: ck, body: map[string]any{"locale": 1},
					wantStatus: 400, wantCode: "wrong_type", after: stays("en")},
				{name: "signed out", method: "PUT", url: url, body: map[string]string{"locale": "ms"},
					wantStatus: 401, wantCode: "unauthorized", after: stays("en")},
				{name: "admin is no member", method: "PUT", url: url, cookies: []*http.Cookie{env.seedAdmin(t)}, body: map[string]string{"locale": "ms"},
					wantStatus: 401, wantCode: "unauthorized", after: stays("en")},
				{name: "admin sees it", before: func(t *testing.T, env *testEnv) { env.setLocale(t, amyC, "ms") },
					method: "GET", url: "/api/admin/members", cookies: []*http.Cookie{env.seedAdmin(t)}, wantStatus: 200, wantContains: []string{`"locale":"ms"`}},
			}
		})
	})
}

func TestSignUpLocale(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			body := func(locale any) map[string]any {
				m := map[string]any{"name": "Nur Aisyah", "phone": "0123456789", "password": "secret1",
					"privacyConsent": true, "privacyNoticeVersion": PrivacyNoticeVersion}
				if locale != nil {
					m["locale"] = locale
				}
				return m
			}
			stored := func(want string) func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
				return func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
					id := int64(decode[map[string]any](t, rec)["id"].(float64))
					if got := env.memberLocale(t, id); got != want {
						t.Fatalf("stored locale %q, want %q", got, want)
					}
				}
			}
			malayCookie := []*http.Cookie{{Name: "gc_lang", Value: "ms"}}
			const url = "/api/member/register"
			return []scenario{
				{name: "nothing said: English", method: "POST", url: url, body: body(nil), wantStatus: 201, wantContains: []string{`"locale":"en"`}, after: stored("en")},
				{name: "the form says ms", method: "POST", url: url, body: body("ms"), wantStatus: 201, wantContains: []string{`"locale":"ms"`}, after: stored("ms")},
				{name: "the switcher's cookie", method: "POST", url: url, body: body(nil), cookies: malayCookie, wantStatus: 201, after: stored("ms")},
				{name: "the browser's language", method: "POST", url: url, body: body(nil), headers: map[string]string{"Accept-Language": "ms-MY,ms;q=0.9,en;q=0.8"}, wantStatus: 201, after: stored("ms")},
				{name: "the form wins over the cookie", method: "POST", url: url, body: body("en"), cookies: malayCookie, wantStatus: 201, after: stored("en")},
				{name: "the cookie wins over the browser", method: "POST", url: url, body: body(nil), cookies: []*http.Cookie{{Name: "gc_lang", Value: "en"}},
					headers: map[string]string{"Accept-Language": "ms-MY"}, wantStatus: 201, after: stored("en")},
				{name: "unknown language: nobody is created", method: "POST", url: url, body: body("fr"), wantStatus: 400, wantCode: "invalid_locale",
					wantFields: map[string]string{"locale": "invalid_locale"},
					after: func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
						if n := env.countRows(t, (*store.Member)(nil), "1 = 1"); n != 0 {
							t.Fatalf("%d members", n)
						}
					}},
			}
		})
	})
}

// TestNotificationsInEachMembersLanguage: one delivery to members of both
// languages writes each member's bell entry, and queues each push, in
// that member's language; the day-before reminder too.
func TestNotificationsInEachMembersLanguage(t *testing.T) {
	kl, _ := time.LoadLocation("Asia/Kuala_Lumpur")
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			admin := env.loginAdmin(t)
			ev := env.seedEvent(t, "Piala Presiden", "2026-12-05", 10, weekdayRates, "")
			amy, amyC := env.seedMember(t, "Amy First", "")
			ben, benC := env.seedMember(t, "Ben Second", "")
			_, catC := env.seedMember(t, "Cat Third", "")
			env.setLocale(t, amyC, "ms")
			p, a := pushtest.Keys(t)
			env.subscribe(t, amyC, subscribeBody("https://push.example.com/amy", p, a))
			env.subscribe(t, benC, subscribeBody("https://push.example.com/ben", p, a))

			env.registerFor(t, ev.ID, amyC)
			env.registerFor(t, ev.ID, benC)
			env.registerFor(t, ev.ID, catC) // Amy and Ben hear of it in the same batch
			// Amy's notice of Ben takes in Cat (folded); Ben hears of Cat.
			joined := map[string]string{"ms": "Cat Third dan seorang ahli lain baru sahaja menyertai Piala Presiden", "en": "Cat Third just joined Piala Presiden"}
			if n := env.latestNotification(t, amy, amyC); n == nil || n["title"] != "Ahli baharu menyertai" || n["message"] != joined["ms"] {
				t.Errorf("Amy (ms) got %v", n)
			}
			if n := env.latestNotification(t, ben, benC); n == nil || n["title"] != "New member joined" || n["message"] != joined["en"] {
				t.Errorf("Ben (en) got %v", n)
			}

			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID), with(eventBody(), "title", "Piala Presiden", "date", "2026-12-12", "time", "7:30 AM"), 200)
			if n := env.latestNotification(t, amy, amyC); n == nil || n["title"] != "Acara dijadualkan semula" ||
				n["message"] != "Piala Presiden kini diadakan pada Sabtu, 12 Disember 2026, pukul 7:30 pagi." {
				t.Errorf("Amy (ms) got %v", n)
			}
			if n := env.latestNotification(t, ben, benC); n == nil || n["title"] != "Event rescheduled" ||
				n["message"] != "Piala Presiden is now on Sat, 12 Dec 2026 at 7:30 am." {
				t.Errorf("Ben (en) got %v", n)
			}

			// The pushes queued for the reschedule, as the phones will get
			// them: each in its member's language.
			var rows []struct {
				Endpoint string `bun:"endpoint"`
				Payload  string `bun:"payload"`
			}
			err := env.store.DB().NewSelect().TableExpr("push_outbox AS o").
				Join("JOIN push_subscriptions AS s ON s.id = o.subscription_id").
				ColumnExpr("s.endpoint, o.payload").OrderExpr("o.id DESC").Limit(2).Scan(context.Background(), &rows)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"https://push.example.com/amy": "Acara dijadualkan semula", "https://push.example.com/ben": "Event rescheduled"}
			if len(rows) != 2 {
				t.Fatalf("%d pushes queued", len(rows))
			}
			for _, r := range rows {
				var m push.Message
				if err := json.Unmarshal([]byte(r.Payload), &m); err != nil {
					t.Fatal(err)
				}
				if m.Title != want[r.Endpoint] {
					t.Errorf("push to %s: %+v, want title %q", r.Endpoint, m, want[r.Endpoint])
				}
			}

			// The reminder the day before, with the new date.
			if _, err := env.server.reminders.RunOnce(context.Background(), time.Date(2026, 12, 11, 9, 0, 0, 0, kl)); err != nil {
				t.Fatal(err)
			}
			if n := env.latestNotification(t, amy, amyC); n == nil || n["title"] != "Esok: Piala Presiden" ||
				n["message"] != "Piala Presiden akan berlangsung esok, Sabtu, 12 Disember 2026, pukul 7:30 pagi." {
				t.Errorf("Amy's reminder: %v", n)
			}
			if n := env.latestNotification(t, ben, benC); n == nil || n["title"] != "Tomorrow: Piala Presiden" {
				t.Errorf("Ben's reminder: %v", n)
			}

			// Every other way a notification finds its recipients (the
			// registration, the member ids, the flight) carries Amy's
			// language too.
			var amyReg store.Registration
			if err := env.store.DB().NewSelect().Model(&amyReg).Where("member_id = ?", amy.ID).Scan(context.Background()); err != nil {
				t.Fatal(err)
			}
			flight := env.mkFlight(t, ev, 2, 4)
			steps := []struct {
				act          func()
				title, short string
			}{
				{func() {
					env.adminDo(t, admin, "PUT", urlf("/api/admin/payment-status/%d", amyReg.ID), map[string]any{"isPaid": true}, 200)
				}, "Pembayaran disahkan", "telah disahkan. Jumpa di padang!"},
				{func() {
					env.adminDo(t, admin, "POST", urlf("/api/admin/flights/%d/members", flight.ID), map[string]any{"registrationId": amyReg.ID, "position": 1}, 201)
				}, "Flight ditetapkan", "Anda dalam flight 2 untuk Piala Presiden: tee time 7:30 pagi, lubang 1."},
				{func() {
					env.adminDo(t, admin, "PUT", urlf("/api/admin/flights/%d", flight.ID),
						map[string]any{"eventId": ev.ID, "flightNumber": 2, "teeTime": "13:10", "maxPlayers": 4, "startingHole": 10}, 200)
				}, "Tee time ditukar", "kini tee off pada 1:10 petang dari lubang 10 (sebelum ini 7:30 pagi)."},
				{func() { env.adminDo(t, admin, "DELETE", urlf("/api/events/%d", ev.ID), nil, 200) },
					"Acara dibatalkan", "Piala Presiden pada Sabtu, 12 Disember 2026 telah dibatalkan."},
			}
			// titled is the member's newest notification with that title (the
			// reminder above is dated later than the server's clock).
			titled := func(m *store.Member, c *http.Cookie, title string) map[string]any {
				for _, n := range env.notifications(t, m, c) {
					if n["title"] == title {
						return n
					}
				}
				return nil
			}
			for _, st := range steps {
				st.act()
				n := titled(amy, amyC, st.title)
				if msg, _ := n["message"].(string); n == nil || !strings.Contains(msg, st.short) {
					t.Errorf("Amy got %v, want %q / …%q", n, st.title, st.short)
				}
			}
			if n := titled(ben, benC, "Event cancelled"); n == nil {
				t.Error("Ben has no cancellation in English")
			}
		})
	})
}

// TestPasswordResetMailInMalay: the reset mail goes out, through a real
// SMTP server, in the language of the page it was asked from.
func TestPasswordResetMailInMalay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		mail := smtptest.Start(t, smtptest.Options{})
		env := newEnv(t, s, func(c *config.Config) { c.SMTPURL = mail.URL(); c.BaseURL = "https://club.example" })
		env.createMember(t, "Siti", "0123456789", "siti@example.com", "")
		ask := func(headers map[string]string, cookies []*http.Cookie) (string, string) {
			t.Helper()
			rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": "siti@example.com"},
				headers: headers, cookies: cookies})
			checkResponse(t, rec, 200, nil, nil)
			h, body := mail.Wait(t, 10*time.Second).Parse(t)
			subject, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
			if err != nil {
				t.Fatal(err)
			}
			return subject, body
		}
		subject, body := ask(map[string]string{"Accept-Language": "ms-MY,ms;q=0.9"}, nil)
		if subject != "Token tetapan semula kata laluan anda" || !strings.Contains(body, "Salam sejahtera") ||
			!strings.Contains(body, "tamat tempoh dalam masa 1 jam") || !strings.Contains(body, "https://club.example/member/login?reset=1") ||
			tokenInMail.FindStringSubmatch(body) == nil {
			t.Errorf("Malay mail: %q\n%s", subject, body)
		}
		subject, body = ask(nil, []*http.Cookie{{Name: "gc_lang", Value: "ms"}})
		if subject != "Token tetapan semula kata laluan anda" {
			t.Errorf("cookie ms: %q\n%s", subject, body)
		}
		subject, body = ask(map[string]string{"Accept-Language": "en-GB"}, nil)
		if subject != "Your password reset token" || !strings.Contains(body, "Someone (hopefully you)") {
			t.Errorf("English mail: %q\n%s", subject, body)
		}
	})
}

// TestEventPageAndCalendarInMalay: the shared link's preview follows the
// visitor's language, the feed the member's, the download the visitor's;
// each parses with a real iCalendar parser.
func TestEventPageAndCalendarInMalay(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			f := calendarSetup(t, env)
			page := "/events/" + itoa64(f.medal.ID)
			malay := map[string]string{"Accept-Language": "ms-MY,ms;q=0.9,en;q=0.5"}
			ogMalay := `<meta property="og:description" content="Sabtu, 5 Disember 2026 · 7:30 AM · dari RM 120">`
			ogEnglish := `<meta property="og:description" content="Sat, 5 December 2026 · 7:30 AM · from RM 120">`
			description := func(t *testing.T, rec *httptest.ResponseRecorder, summary string) string {
				t.Helper()
				ev, ok := eventsBySummary(t, parseICS(t, rec))[summary]
				if !ok {
					t.Fatalf("no entry %q", summary)
				}
				d, _ := ev.Props.Text("DESCRIPTION")
				return d
			}
			return []scenario{
				{name: "preview in the browser's Malay", method: "GET", url: page, headers: malay, wantStatus: 200,
					wantContains: []string{ogMalay, `<meta property="og:locale" content="ms_MY">`}, wantNotContains: []string{ogEnglish}},
				{name: "preview in the switcher's Malay", method: "GET", url: page, cookies: []*http.Cookie{{Name: "gc_lang", Value: "ms"}}, wantStatus: 200,
					wantContains: []string{ogMalay}},
				// The English copy is kept apart from the Malay one.
				{name: "preview in English after a Malay one", before: func(t *testing.T, env *testEnv) {
					checkResponse(t, env.do(req{method: "GET", url: page, headers: malay}), 200, []string{ogMalay}, nil)
				}, method: "GET", url: page, wantStatus: 200,
					wantContains: []string{ogEnglish, `<meta property="og:locale" content="en_MY">`}, wantNotContains: []string{ogMalay}},
				{name: "feed in the member's Malay", before: func(t *testing.T, env *testEnv) { env.setLocale(t, f.aisyahC, "ms") },
					method: "GET", url: f.feedURL, headers: map[string]string{"Accept-Language": "en"}, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						d := description(t, rec, `Monthly Medal, Round 2; Back\Nine (Flight 1)`)
						for _, s := range []string{"Flight 1, tee time 8:10 AM, mula di lubang 1", "Bermain bersama: Farid Osman", "Masa acara: 7:30 AM"} {
							if !strings.Contains(d, s) {
								t.Errorf("description lacks %q: %q", s, d)
							}
						}
					}},
				{name: "feed in English by default", method: "GET", url: f.feedURL, headers: malay, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if d := description(t, rec, `Monthly Medal, Round 2; Back\Nine (Flight 1)`); !strings.Contains(d, "Playing with: Farid Osman") {
							t.Errorf("description %q", d)
						}
					}},
				{name: "download in the visitor's Malay", method: "GET", url: "/api/events/" + itoa64(f.social.ID) + "/calendar.ics", headers: malay, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if d := description(t, rec, "Saturday Social Nine"); !strings.Contains(d, "Masa acara: 7:30 AM") {
							t.Errorf("description %q", d)
						}
						if v := rec.Header().Values("Vary"); !slices.Contains(v, "Accept-Language") || !slices.Contains(v, "Cookie") {
							t.Errorf("Vary = %v", v)
						}
					}},
			}
		})
	})
}
