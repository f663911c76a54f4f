package api

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

func TestAdminContactMessages(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			var ids []int64
			for i, subject := range []string{"General Inquiry", "Event Booking"} {
				m := &store.ContactMessage{FirstName: "Siti", LastName: "Aminah", Email: "siti@example.my", Subject: subject,
					Message: "Hello there, a question.", CreatedAt: testNow.Add(time.Duration(i) * time.Minute)}
				if err := env.store.CreateContactMessage(context.Background(), m); err != nil {
					t.Fatal(err)
				}
				ids = append(ids, m.ID)
			}
			one := urlf("/api/admin/contact/%d", ids[1])
			deleteOne := func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", one, nil, 200) }
			return []scenario{
				{name: "list newest first", method: "GET", url: "/api/contact", cookies: ck, wantStatus: 200,
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						list := decode[[]store.ContactMessage](t, rec)
						if len(list) != 2 || list[0].Subject != "Event Booking" || list[0].IsRead {
							t.Fatalf("list (newest first) = %+v", list)
						}
					}},
				{name: "mark read", method: "PATCH", url: one, cookies: ck, body: map[string]any{"isRead": true}, wantStatus: 200,
					wantContains: []string{`"isRead":true`, `"subject":"Event Booking"`}},
				{name: "isRead not boolean", method: "PATCH", url: one, cookies: ck, body: map[string]any{"isRead": "yes"}, wantStatus: 400,
					wantCode: "not_boolean", wantFields: map[string]string{"isRead": "not_boolean"}},
				{name: "mark unknown", method: "PATCH", url: "/api/admin/contact/9999", cookies: ck, body: map[string]any{"isRead": true}, wantStatus: 404, wantCode: "not_found"},
				{name: "delete", method: "DELETE", url: one, cookies: ck, wantStatus: 200, wantContains: []string{"Message deleted"}},
				{name: "delete again", before: deleteOne, method: "DELETE", url: one, cookies: ck, wantStatus: 404, wantCode: "not_found"},
				{name: "one left", before: deleteOne, method: "GET", url: "/api/contact", cookies: ck, wantStatus: 200, wantContains: []string{"General Inquiry"},
					wantNotContains: []string{"Event Booking"}},
			}
		})
	})
}

func TestAdminSettings(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			current := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
			saved := with(current, "bankAccountNumber", "1122 3344 5566", "vipPrice", 160, "socialUrl", "https://instagram.com/club", "paymentQrUrl", "/demo/qr.png")
			save := func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "PUT", "/api/admin/settings", saved, 200) }
			return []scenario{
				{name: "vip price zero", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "vipPrice", 0),
					wantStatus: 400, wantCode: "out_of_range", wantFields: map[string]string{"vipPrice": "out_of_range"}, wantContains: []string{"VIP price must be more than 0"}},
				{name: "vip price text", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "vipPrice", "cheap"), wantStatus: 400,
					wantCode: "wrong_type", wantFields: map[string]string{"vipPrice": "wrong_type"}},
				{name: "social url javascript", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "socialUrl", "javascript:alert(1)"),
					wantStatus: 400, wantCode: "invalid_link", wantFields: map[string]string{"socialUrl": "invalid_link"}, wantContains: []string{"Social link must be an http(s) URL"}},
				{name: "qr url protocol-relative", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "paymentQrUrl", "//evil.example/qr.png"),
					wantStatus: 400, wantCode: "invalid_link", wantContains: []string{"Payment QR image must be"}},
				{name: "contact email invalid", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "contactEmail", "nope"),
					wantStatus: 400, wantCode: "invalid_email", wantFields: map[string]string{"contactEmail": "invalid_email"}, wantContains: []string{"Invalid email address"}},
				{name: "club name required", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "clubName", " "),
					wantStatus: 400, wantCode: "required", wantFields: map[string]string{"clubName": "required"}, wantContains: []string{"Club name is required"}},
				{name: "membership prefix with a dash", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "membershipPrefix", "BH-"),
					wantStatus: 400, wantCode: "invalid_characters", wantFields: map[string]string{"membershipPrefix": "invalid_characters"}},
				{name: "too long", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "bankName", strings.Repeat("x", 201)),
					wantStatus: 400, wantCode: "too_long", wantFields: map[string]string{"bankName": "too_long"}, wantContains: []string{"Bank name must be at most 200 characters"}},
				{name: "save", method: "PUT", url: "/api/admin/settings", cookies: ck, body: saved,
					wantStatus: 200, wantContains: []string{`"bankAccountNumber":"1122 3344 5566"`, `"vipPrice":160`, `"socialUrl":"https://instagram.com/club"`}},
				{name: "partial body keeps the rest", before: save, method: "PUT", url: "/api/admin/settings", cookies: ck, body: map[string]any{"ewalletNumber": "011-1111 2222"},
					wantStatus: 200, wantContains: []string{`"ewalletNumber":"011-1111 2222"`, `"bankAccountNumber":"1122 3344 5566"`, `"vipPrice":160`}},
				{name: "public sees it", before: save, method: "GET", url: "/api/settings", wantStatus: 200, wantContains: []string{"1122 3344 5566", "/demo/qr.png"}},
			}
		})
	})
}

func TestAdminPaymentQR(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		post := func(data []byte) *httptestRecorder {
			return env.do(req{method: "POST", url: "/api/admin/settings/qr", body: data, cookies: []*http.Cookie{admin},
				headers: map[string]string{"Content-Type": "image/png"}})
		}
		rec := post([]byte("<html><script>alert(1)</script></html>"))
		checkResponse(t, rec, http.StatusUnsupportedMediaType, nil, nil)
		checkCodes(t, rec, "unsupported_file_type", nil)
		if rec := post([]byte("%PDF-1.7 not an image")); rec.Code != http.StatusUnsupportedMediaType {
			t.Errorf("pdf as qr: %d", rec.Code)
		}
		rec = post(nil)
		checkResponse(t, rec, http.StatusBadRequest, nil, nil)
		checkCodes(t, rec, "empty_file", nil)
		big := append(append([]byte{}, pngBytes...), bytes.Repeat([]byte{0}, 2<<20)...)
		rec = post(big)
		checkResponse(t, rec, http.StatusRequestEntityTooLarge, nil, nil)
		checkCodes(t, rec, "file_too_large", nil)
		if n := env.blobFiles(t); n != 0 {
			t.Fatalf("rejected uploads stored %d files", n)
		}

		rec = post(pngBytes)
		if rec.Code != 200 {
			t.Fatalf("png qr: %d %s", rec.Code, rec.Body)
		}
		first := decode[map[string]string](t, rec)["paymentQrUrl"]
		if !strings.HasPrefix(first, "/api/files/club/club-qr-") {
			t.Fatalf("paymentQrUrl = %q", first)
		}
		got := env.do(req{method: "GET", url: first})
		if got.Code != 200 || got.Header().Get("Content-Type") != "image/png" || !bytes.Equal(got.Body.Bytes(), pngBytes) {
			t.Errorf("serving the qr: %d %q", got.Code, got.Header().Get("Content-Type"))
		}
		if s := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"})); s["paymentQrUrl"] != first {
			t.Errorf("settings not updated: %v", s["paymentQrUrl"])
		}

		svg := []byte(`<?xml version="1.0"?>` + "\n" + `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`)
		rec = post(svg)
		if rec.Code != 200 {
			t.Fatalf("svg qr: %d %s", rec.Code, rec.Body)
		}
		second := decode[map[string]string](t, rec)["paymentQrUrl"]
		got = env.do(req{method: "GET", url: second})
		if got.Code != 200 || got.Header().Get("Content-Type") != "image/svg+xml" || !strings.Contains(got.Header().Get("Content-Security-Policy"), "sandbox") {
			t.Errorf("serving the svg: %d %v", got.Code, got.Header())
		}
		// The replaced image is gone; only club files are served here.
		if rec := env.do(req{method: "GET", url: first}); rec.Code != 404 {
			t.Errorf("old qr still served: %d", rec.Code)
		}
		if n := env.blobFiles(t); n != 1 {
			t.Errorf("blob files = %d, want 1", n)
		}
		_, mc := env.seedMember(t, "Slip Owner", "")
		up := env.upload(t, mc, pngBytes)
		if rec := env.do(req{method: "GET", url: "/api/files/club/" + up.FileID}); rec.Code != 404 {
			t.Errorf("payment slip reachable through the club file path: %d", rec.Code)
		}
	})
}

func TestAdminBlogAndPhotos(t *testing.T) {
	post := map[string]any{"title": "Club Championship Recap", "content": "What a weekend it was at the club.", "image": "", "category": "news", "isPublished": false}
	photo := map[string]any{"title": "Sunrise on 18", "caption": "Early tee", "url": "/gallery/sunrise.jpg", "category": "course"}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			// A draft post and a photo, made through the store.
			draft := &store.BlogPost{Title: "Club Championship Recap", Content: "What a weekend it was at the club.", Category: "news", CreatedAt: testNow}
			if err := env.store.CreatePost(context.Background(), draft); err != nil {
				t.Fatal(err)
			}
			pic := &store.Photo{Title: "Sunrise on 18", Caption: "Early tee", URL: "/gallery/sunrise.jpg", Category: "course", CreatedAt: testNow}
			if err := env.store.CreatePhoto(context.Background(), pic); err != nil {
				t.Fatal(err)
			}
			one := urlf("/api/admin/blog/%d", draft.ID)
			publish := func(t *testing.T, env *testEnv) {
				env.adminDo(t, ck[0], "PUT", one, with(post, "isPublished", true), 200)
			}
			onePhoto := urlf("/api/admin/photos/%d", pic.ID)
			return []scenario{
				{name: "title short", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "title", "Hi"), wantStatus: 400,
					wantCode: "too_short", wantFields: map[string]string{"title": "too_short"}, wantContains: []string{"Title must be at least 3 characters"}},
				{name: "content short", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "content", "Short"), wantStatus: 400,
					wantCode: "too_short", wantFields: map[string]string{"content": "too_short"}, wantContains: []string{"Content must be at least 10 characters"}},
				{name: "bad image", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "image", "data:text/html,hi"), wantStatus: 400,
					wantCode: "invalid_image_link", wantFields: map[string]string{"image": "invalid_image_link"}},
				{name: "published not boolean", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "isPublished", "yes"), wantStatus: 400,
					wantCode: "not_boolean", wantFields: map[string]string{"isPublished": "not_boolean"}},
				{name: "create draft", method: "POST", url: "/api/admin/blog", cookies: ck, body: post, wantStatus: 201,
					wantContains: []string{`"isPublished":false`, `"category":"news"`}},
				{name: "drafts hidden from visitors", method: "GET", url: "/api/blog", wantStatus: 200, wantNotContains: []string{"Championship"}},
				{name: "admin sees drafts", method: "GET", url: "/api/admin/blog", cookies: ck, wantStatus: 200, wantContains: []string{"Championship", `"isPublished":false`}},
				{name: "publish", method: "PUT", url: one, cookies: ck, body: with(post, "isPublished", true, "category", ""), wantStatus: 200,
					wantContains: []string{`"isPublished":true`, `"category":"general"`}},
				{name: "visitors see it", before: publish, method: "GET", url: "/api/blog", wantStatus: 200, wantContains: []string{"Championship"}},
				{name: "update unknown", method: "PUT", url: "/api/admin/blog/9999", cookies: ck, body: post, wantStatus: 404, wantCode: "not_found"},
				{name: "delete", method: "DELETE", url: one, cookies: ck, wantStatus: 200, wantContains: []string{"Post deleted"}},
				{name: "delete again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", one, nil, 200) },
					method: "DELETE", url: one, cookies: ck, wantStatus: 404, wantCode: "not_found"},

				{name: "photo title required", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "title", ""), wantStatus: 400,
					wantCode: "required", wantFields: map[string]string{"title": "required"}, wantContains: []string{"Title is required"}},
				{name: "photo url required", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "url", ""), wantStatus: 400,
					wantCode: "required", wantFields: map[string]string{"url": "required"}},
				{name: "photo url javascript", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "url", "javascript:x"), wantStatus: 400,
					wantCode: "invalid_image_link"},
				{name: "photo category", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "category", "cats"), wantStatus: 400,
					wantCode: "invalid_choice", wantFields: map[string]string{"category": "invalid_choice"}, wantContains: []string{"Category must be one of: tournaments, social, course"}},
				{name: "photo create", method: "POST", url: "/api/admin/photos", cookies: ck, body: photo, wantStatus: 201,
					wantContains: []string{`"title":"Sunrise on 18"`, `"category":"course"`}},
				{name: "photo list", method: "GET", url: "/api/admin/photos", cookies: ck, wantStatus: 200, wantContains: []string{"Sunrise on 18"}},
				{name: "photo delete", method: "DELETE", url: onePhoto, cookies: ck, wantStatus: 200},
				{name: "photo delete again", before: func(t *testing.T, env *testEnv) { env.adminDo(t, ck[0], "DELETE", onePhoto, nil, 200) },
					method: "DELETE", url: onePhoto, cookies: ck, wantStatus: 404, wantCode: "not_found"},
			}
		})
	})
}
