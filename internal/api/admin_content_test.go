package api

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

func TestAdminContactMessages(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		for i, subject := range []string{"General Inquiry", "Event Booking"} {
			m := &store.ContactMessage{FirstName: "Siti", LastName: "Aminah", Email: "siti@example.my", Subject: subject,
				Message: "Hello there, a question.", CreatedAt: testNow.Add(time.Duration(i) * time.Minute)}
			if err := env.store.CreateContactMessage(context.Background(), m); err != nil {
				t.Fatal(err)
			}
		}
		list := decode[[]store.ContactMessage](t, env.do(req{method: "GET", url: "/api/contact", cookies: ck}))
		if len(list) != 2 || list[0].Subject != "Event Booking" || list[0].IsRead {
			t.Fatalf("list (newest first) = %+v", list)
		}
		one := urlf("/api/admin/contact/%d", list[0].ID)
		env.run([]scenario{
			{name: "mark read", method: "PATCH", url: one, cookies: ck, body: map[string]any{"isRead": true}, wantStatus: 200,
				wantContains: []string{`"isRead":true`, `"subject":"Event Booking"`}},
			{name: "isRead not boolean", method: "PATCH", url: one, cookies: ck, body: map[string]any{"isRead": "yes"}, wantStatus: 400},
			{name: "mark unknown", method: "PATCH", url: "/api/admin/contact/9999", cookies: ck, body: map[string]any{"isRead": true}, wantStatus: 404},
			{name: "delete", method: "DELETE", url: one, cookies: ck, wantStatus: 200, wantContains: []string{"Message deleted"}},
			{name: "delete again", method: "DELETE", url: one, cookies: ck, wantStatus: 404},
			{name: "one left", method: "GET", url: "/api/contact", cookies: ck, wantStatus: 200, wantContains: []string{"General Inquiry"},
				wantNotContains: []string{"Event Booking"}},
		})
	})
}

func TestAdminSettings(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		current := decode[map[string]any](t, env.do(req{method: "GET", url: "/api/settings"}))
		env.run([]scenario{
			{name: "vip price zero", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "vipPrice", 0),
				wantStatus: 400, wantContains: []string{"VIP price must be more than 0"}},
			{name: "vip price text", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "vipPrice", "cheap"), wantStatus: 400},
			{name: "social url javascript", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "socialUrl", "javascript:alert(1)"),
				wantStatus: 400, wantContains: []string{"Social link must be an http(s) URL"}},
			{name: "qr url protocol-relative", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "paymentQrUrl", "//evil.example/qr.png"),
				wantStatus: 400, wantContains: []string{"Payment QR image must be"}},
			{name: "contact email invalid", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "contactEmail", "nope"),
				wantStatus: 400, wantContains: []string{"Invalid email address"}},
			{name: "club name required", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "clubName", " "),
				wantStatus: 400, wantContains: []string{"Club name is required"}},
			{name: "too long", method: "PUT", url: "/api/admin/settings", cookies: ck, body: with(current, "bankName", strings.Repeat("x", 201)),
				wantStatus: 400, wantContains: []string{"Bank name must be at most 200 characters"}},
			{name: "save", method: "PUT", url: "/api/admin/settings", cookies: ck,
				body:       with(current, "bankAccountNumber", "1122 3344 5566", "vipPrice", 160, "socialUrl", "https://instagram.com/club", "paymentQrUrl", "/demo/qr.png"),
				wantStatus: 200, wantContains: []string{`"bankAccountNumber":"1122 3344 5566"`, `"vipPrice":160`, `"socialUrl":"https://instagram.com/club"`}},
			{name: "partial body keeps the rest", method: "PUT", url: "/api/admin/settings", cookies: ck, body: map[string]any{"ewalletNumber": "011-1111 2222"},
				wantStatus: 200, wantContains: []string{`"ewalletNumber":"011-1111 2222"`, `"bankAccountNumber":"1122 3344 5566"`, `"vipPrice":160`}},
			{name: "public sees it", method: "GET", url: "/api/settings", wantStatus: 200, wantContains: []string{"1122 3344 5566", "011-1111 2222"}},
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
		if rec := post([]byte("<html><script>alert(1)</script></html>")); rec.Code != http.StatusUnsupportedMediaType {
			t.Errorf("html as qr: %d %s", rec.Code, rec.Body)
		}
		if rec := post([]byte("%PDF-1.7 not an image")); rec.Code != http.StatusUnsupportedMediaType {
			t.Errorf("pdf as qr: %d", rec.Code)
		}
		if rec := post(nil); rec.Code != http.StatusBadRequest {
			t.Errorf("empty qr: %d", rec.Code)
		}
		big := append(append([]byte{}, pngBytes...), bytes.Repeat([]byte{0}, 2<<20)...)
		if rec := post(big); rec.Code != http.StatusRequestEntityTooLarge {
			t.Errorf("3 MB qr: %d", rec.Code)
		}
		if n := env.blobFiles(t); n != 0 {
			t.Fatalf("rejected uploads stored %d files", n)
		}

		rec := post(pngBytes)
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
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		ck := []*http.Cookie{admin}
		post := map[string]any{"title": "Club Championship Recap", "content": "What a weekend it was at the club.", "image": "", "category": "news", "isPublished": false}
		env.run([]scenario{
			{name: "title short", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "title", "Hi"), wantStatus: 400,
				wantContains: []string{"Title must be at least 3 characters"}},
			{name: "content short", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "content", "Short"), wantStatus: 400,
				wantContains: []string{"Content must be at least 10 characters"}},
			{name: "bad image", method: "POST", url: "/api/admin/blog", cookies: ck, body: with(post, "image", "data:text/html,hi"), wantStatus: 400},
			{name: "create draft", method: "POST", url: "/api/admin/blog", cookies: ck, body: post, wantStatus: 201,
				wantContains: []string{`"isPublished":false`, `"category":"news"`}},
			{name: "drafts hidden from visitors", method: "GET", url: "/api/blog", wantStatus: 200, wantNotContains: []string{"Championship"}},
			{name: "admin sees drafts", method: "GET", url: "/api/admin/blog", cookies: ck, wantStatus: 200, wantContains: []string{"Championship", `"isPublished":false`}},
		})
		posts := decode[[]store.BlogPost](t, env.do(req{method: "GET", url: "/api/admin/blog", cookies: ck}))
		one := urlf("/api/admin/blog/%d", posts[0].ID)
		env.run([]scenario{
			{name: "publish", method: "PUT", url: one, cookies: ck, body: with(post, "isPublished", true, "category", ""), wantStatus: 200,
				wantContains: []string{`"isPublished":true`, `"category":"general"`}},
			{name: "visitors see it", method: "GET", url: "/api/blog", wantStatus: 200, wantContains: []string{"Championship"}},
			{name: "update unknown", method: "PUT", url: "/api/admin/blog/9999", cookies: ck, body: post, wantStatus: 404},
			{name: "delete", method: "DELETE", url: one, cookies: ck, wantStatus: 200, wantContains: []string{"Post deleted"}},
			{name: "delete again", method: "DELETE", url: one, cookies: ck, wantStatus: 404},
		})

		photo := map[string]any{"title": "Sunrise on 18", "caption": "Early tee", "url": "/gallery/sunrise.jpg", "category": "course"}
		env.run([]scenario{
			{name: "photo title required", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "title", ""), wantStatus: 400,
				wantContains: []string{"Title is required"}},
			{name: "photo url required", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "url", ""), wantStatus: 400},
			{name: "photo url javascript", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "url", "javascript:x"), wantStatus: 400},
			{name: "photo category", method: "POST", url: "/api/admin/photos", cookies: ck, body: with(photo, "category", "cats"), wantStatus: 400,
				wantContains: []string{"Category must be one of: tournaments, social, course"}},
			{name: "photo create", method: "POST", url: "/api/admin/photos", cookies: ck, body: photo, wantStatus: 201,
				wantContains: []string{`"title":"Sunrise on 18"`, `"category":"course"`}},
			{name: "photo list", method: "GET", url: "/api/admin/photos", cookies: ck, wantStatus: 200, wantContains: []string{"Sunrise on 18"}},
		})
		photos := decode[[]store.Photo](t, env.do(req{method: "GET", url: "/api/admin/photos", cookies: ck}))
		env.run([]scenario{
			{name: "photo delete", method: "DELETE", url: urlf("/api/admin/photos/%d", photos[0].ID), cookies: ck, wantStatus: 200},
			{name: "photo delete again", method: "DELETE", url: urlf("/api/admin/photos/%d", photos[0].ID), cookies: ck, wantStatus: 404},
		})
	})
}
