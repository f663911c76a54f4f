package api

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"golfclub/internal/images"
)

// testJPEG is a w×h photo as a camera or phone would send it.
func testJPEG(_ testing.TB, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{R: uint8(x), G: uint8(y), B: 120, A: 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		panic(err) // an in-memory encode of a valid picture cannot fail
	}
	return buf.Bytes()
}

// pngDeclaring is a tiny PNG whose header declares a w×h picture.
func pngDeclaring(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

// imageForm is a multipart body with data as its field, and its type.
func imageForm(_ testing.TB, field string, data []byte) ([]byte, map[string]string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile(field, "photo.jpg") // writes to memory: cannot fail
	fw.Write(data)
	mw.Close()
	return buf.Bytes(), map[string]string{"Content-Type": mw.FormDataContentType()}
}

// uploadImage uploads data as the admin and answers the stored picture.
func (e *testEnv) uploadImage(t *testing.T, admin *http.Cookie, data []byte) images.Uploaded {
	t.Helper()
	body, headers := imageForm(t, "file", data)
	rec := e.do(req{method: "POST", url: "/api/admin/images", body: body, headers: headers, cookies: []*http.Cookie{admin}})
	if rec.Code != http.StatusCreated {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	return decode[images.Uploaded](t, rec)
}

func TestAdminImageUpload(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		_, member := env.seedMember(t, "Image Member", "BHG-77")
		post := func(field string, data []byte, cookies ...*http.Cookie) *httptestRecorder {
			body, headers := imageForm(t, field, data)
			return env.do(req{method: "POST", url: "/api/admin/images", body: body, headers: headers, cookies: cookies})
		}
		refused := []struct {
			name     string
			field    string
			data     []byte
			cookies  []*http.Cookie
			status   int
			wantCode string
		}{
			{"visitor", "file", testJPEG(t, 64, 48), nil, 401, ""},
			{"member", "file", testJPEG(t, 64, 48), []*http.Cookie{member}, 403, ""},
			{"not a picture", "file", []byte("<html><script>alert(1)</script></html>"), []*http.Cookie{admin}, 415, "unsupported_image"},
			{"heic", "file", append([]byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"), make([]byte, 40)...), []*http.Cookie{admin}, 415, "unsupported_image"},
			{"decompression bomb", "file", pngDeclaring(100000, 100000), []*http.Cookie{admin}, 413, "image_too_large"},
			{"over 15 MB", "file", append(testJPEG(t, 8, 8), make([]byte, images.MaxBytes)...), []*http.Cookie{admin}, 413, "file_too_large"},
			{"empty", "file", nil, []*http.Cookie{admin}, 400, "empty_file"},
			{"no file field", "picture", testJPEG(t, 8, 8), []*http.Cookie{admin}, 400, "required"},
		}
		for _, tc := range refused {
			t.Run(tc.name, func(t *testing.T) {
				rec := post(tc.field, tc.data, tc.cookies...)
				checkResponse(t, rec, tc.status, nil, nil)
				if tc.wantCode != "" {
					checkCodes(t, rec, tc.wantCode, nil)
				}
			})
		}
		if n := env.blobFiles(t); n != 0 {
			t.Fatalf("refused uploads stored %d files", n)
		}

		up := env.uploadImage(t, admin, testJPEG(t, 1200, 800))
		if up.Width != 1200 || up.Height != 800 || !strings.HasPrefix(up.URL, images.URLBase) ||
			!strings.Contains(up.Srcset, " 480w") || !strings.HasSuffix(up.Srcset, up.URL+" 1200w") {
			t.Fatalf("upload answered %+v", up)
		}
		if n := env.blobFiles(t); n != 3 {
			t.Errorf("stored %d files, want 3 sizes", n)
		}
		got := env.do(req{method: "GET", url: up.URL})
		if got.Code != 200 || got.Header().Get("Content-Type") != "image/jpeg" ||
			got.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("serving: %d %v", got.Code, got.Header())
		}
		if cfg, err := jpeg.DecodeConfig(got.Body); err != nil || cfg.Width != 1200 {
			t.Errorf("served picture: %+v %v", cfg, err)
		}
		for _, u := range []string{images.URLBase + "img-" + strings.Repeat("0", 32) + "-480", images.URLBase + "club-qr-abc", images.URLBase + "..%2fx"} {
			if rec := env.do(req{method: "GET", url: u}); rec.Code != 404 {
				t.Errorf("GET %s: %d, want 404", u, rec.Code)
			}
		}
	})
}

// Replacing or deleting the picture of an event, a post or a photo deletes
// the files of the picture no longer used, and only those.
func TestImagesFollowTheirOwner(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		admin := env.loginAdmin(t)
		served := func(u string) bool { return env.do(req{method: "GET", url: u}).Code == 200 }
		small := testJPEG(t, 300, 200)

		first, second := env.uploadImage(t, admin, small), env.uploadImage(t, admin, small)
		ev := decode[map[string]any](t, env.do(req{method: "POST", url: "/api/events", body: with(eventBody(), "image", first.URL),
			cookies: []*http.Cookie{admin}}))
		evURL := urlf("/api/events/%d", int64(ev["id"].(float64)))
		env.adminDo(t, admin, "PUT", evURL, with(eventBody(), "image", second.URL), 200)
		if served(first.URL) || !served(second.URL) {
			t.Fatalf("event picture replaced: first served %v, second served %v", served(first.URL), served(second.URL))
		}
		env.adminDo(t, admin, "PUT", evURL, with(eventBody(), "image", second.URL), 200)
		if !served(second.URL) {
			t.Fatal("saving the event again deleted its picture")
		}
		env.adminDo(t, admin, "DELETE", evURL, nil, 200)
		if served(second.URL) {
			t.Fatal("deleted event's picture still served")
		}

		a, b := env.uploadImage(t, admin, small), env.uploadImage(t, admin, small)
		postBody := map[string]any{"title": "Club news", "content": "The course reopens.", "image": a.URL, "category": "news", "isPublished": true}
		p := decode[map[string]any](t, env.do(req{method: "POST", url: "/api/admin/blog", body: postBody, cookies: []*http.Cookie{admin}}))
		postURL := urlf("/api/admin/blog/%d", int64(p["id"].(float64)))
		env.adminDo(t, admin, "PUT", postURL, with(postBody, "image", b.URL), 200)
		if served(a.URL) || !served(b.URL) {
			t.Fatal("post picture replaced, old files kept or new ones lost")
		}
		env.adminDo(t, admin, "DELETE", postURL, nil, 200)
		if served(b.URL) {
			t.Fatal("deleted post's picture still served")
		}

		ph := env.uploadImage(t, admin, small)
		photo := decode[map[string]any](t, env.do(req{method: "POST", url: "/api/admin/photos",
			body: map[string]any{"title": "Sunrise", "caption": "On the 18th", "url": ph.URL, "category": "course"}, cookies: []*http.Cookie{admin}}))
		env.adminDo(t, admin, "DELETE", urlf("/api/admin/photos/%d", int64(photo["id"].(float64))), nil, 200)
		if served(ph.URL) {
			t.Fatal("deleted photo's picture still served")
		}
		if n := env.blobFiles(t); n != 0 {
			t.Errorf("%d files left after every owner was deleted", n)
		}
	})
}

func TestImageAddressesFromOtherSitesRefused(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			ck := []*http.Cookie{env.loginAdmin(t)}
			outside := "https://example.com/photo.jpg"
			want := map[string]string{"image": "invalid_image_link"}
			return []scenario{
				{name: "event", method: "POST", url: "/api/events", cookies: ck, body: with(eventBody(), "image", outside),
					wantStatus: 400, wantCode: "invalid_image_link", wantFields: want},
				{name: "post", method: "POST", url: "/api/admin/blog", cookies: ck,
					body:       map[string]any{"title": "Club news", "content": "Some content.", "image": outside, "category": "news"},
					wantStatus: 400, wantCode: "invalid_image_link", wantFields: want},
				{name: "photo", method: "POST", url: "/api/admin/photos", cookies: ck,
					body:       map[string]any{"title": "T", "url": outside, "category": "course"},
					wantStatus: 400, wantCode: "invalid_image_link", wantFields: map[string]string{"url": "invalid_image_link"}},
				{name: "site path still accepted", method: "POST", url: "/api/admin/photos", cookies: ck,
					body: map[string]any{"title": "T", "url": "/uploads/old.jpg", "category": "course"}, wantStatus: 201},
			}
		})
	})
}
