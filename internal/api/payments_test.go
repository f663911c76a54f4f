package api

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golfclub/internal/store"
)

// pngBytes is a tiny but real PNG header followed by filler.
var pngBytes = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), bytes.Repeat([]byte{0x42}, 100)...)

// issueUpload asks for an upload link as the member of cookie c.
func (e *testEnv) issueUpload(t *testing.T, c *http.Cookie) string {
	t.Helper()
	rec := e.do(req{method: "POST", url: "/api/payment/upload", cookies: []*http.Cookie{c}})
	if rec.Code != http.StatusOK {
		t.Fatalf("issue upload: %d %s", rec.Code, rec.Body)
	}
	link := decode[uploadLink](t, rec)
	if link.Method != "PUT" || !strings.HasPrefix(link.UploadURL, "/api/uploads/") {
		t.Fatalf("upload link: %+v", link)
	}
	return link.UploadURL
}

// upload issues a link and PUTs data to it, returning the answer.
func (e *testEnv) upload(t *testing.T, c *http.Cookie, data []byte) uploadResult {
	t.Helper()
	rec := e.do(req{method: "PUT", url: e.issueUpload(t, c), body: data, headers: map[string]string{"Content-Type": "image/png"}})
	if rec.Code != http.StatusOK {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	return decode[uploadResult](t, rec)
}

// blobFiles counts the files in the local blob directory.
func (e *testEnv) blobFiles(t testing.TB) int {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(e.cfg.DataDir, "uploads"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	n := 0
	for _, en := range entries {
		if !strings.HasSuffix(en.Name(), ".type") {
			n++
		}
	}
	return n
}

func (e *testEnv) storedUploads(t testing.TB) int {
	t.Helper()
	n, err := e.store.CountStoredUploads(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func docxBytes(t testing.TB) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range []string{"[Content_Types].xml", "word/document.xml"} {
		w, _ := zw.Create(name)
		w.Write([]byte("<w:document/>"))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestUploadFlow(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			_, otherC := env.seedMember(t, "Ben Other", "")
			adminC := env.seedAdmin(t)
			res := env.upload(t, memberC, pngBytes)
			return []scenario{
				{name: "issue signed out", method: "POST", url: "/api/payment/upload", wantStatus: 401, wantCode: "unauthorized"},
				{name: "other member", method: "GET", url: res.FileURL, cookies: []*http.Cookie{otherC}, wantStatus: 404, wantCode: "not_found"},
				{name: "signed out", method: "GET", url: res.FileURL, wantStatus: 404, wantCode: "not_found"},
				{name: "unknown file", method: "GET", url: "/api/payment-files/0123456789abcdef", cookies: []*http.Cookie{adminC}, wantStatus: 404, wantCode: "not_found"},
				{name: "path tricks", method: "GET", url: "/api/payment-files/..%2f..%2fgolfclub.db", cookies: []*http.Cookie{adminC}, wantStatus: 404, wantCode: "not_found"},
				{name: "admin route as member", method: "GET", url: "/api/admin/payment-reference-file/payment-references/" + res.FileID,
					cookies: []*http.Cookie{memberC}, wantStatus: 403, wantCode: "forbidden"},
				{name: "admin route signed out", method: "GET", url: "/api/admin/payment-reference-file/payment-references/" + res.FileID, wantStatus: 401, wantCode: "unauthorized"},
				{name: "admin route, unknown form", method: "GET", url: "/api/admin/payment-reference-file/elsewhere/" + res.FileID,
					cookies: []*http.Cookie{adminC}, wantStatus: 404, wantCode: "not_found"},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			adminC := env.seedAdmin(t)

			res := env.upload(t, memberC, pngBytes)
			if res.ContentType != "image/png" || res.Size != int64(len(pngBytes)) || res.FileURL != "/api/payment-files/"+res.FileID {
				t.Fatalf("upload result: %+v", res)
			}
			if env.blobFiles(t) != 1 || env.storedUploads(t) != 1 {
				t.Fatalf("files %d, records %d after one upload", env.blobFiles(t), env.storedUploads(t))
			}

			// Owner and admins get the file, nobody else learns it exists.
			for _, c := range []*http.Cookie{memberC, adminC} {
				rec := env.do(req{method: "GET", url: res.FileURL, cookies: []*http.Cookie{c}})
				if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), pngBytes) {
					t.Fatalf("get file as %s: %d", c.Name, rec.Code)
				}
				h := rec.Header()
				if h.Get("Content-Type") != "image/png" || h.Get("X-Content-Type-Options") != "nosniff" ||
					!strings.Contains(h.Get("Content-Disposition"), "payment-reference-"+res.FileID+".png") {
					t.Fatalf("headers: %v", h)
				}
			}
			for _, p := range []string{"/api/admin/payment-reference-file/payment-references/" + res.FileID,
				"/api/admin/payment-reference-file" + res.FileURL} {
				rec := env.do(req{method: "GET", url: p, cookies: []*http.Cookie{adminC}})
				if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), pngBytes) {
					t.Fatalf("admin file %s: %d %s", p, rec.Code, rec.Body)
				}
			}

			doc := env.upload(t, memberC, docxBytes(t))
			if doc.ContentType != "application/vnd.openxmlformats-officedocument.wordprocessingml.document" {
				t.Fatalf("docx type %q", doc.ContentType)
			}
			rec := env.do(req{method: "GET", url: doc.FileURL, cookies: []*http.Cookie{memberC}})
			if !strings.HasPrefix(rec.Header().Get("Content-Disposition"), "attachment") {
				t.Fatalf("docx disposition %q", rec.Header().Get("Content-Disposition"))
			}
		})
	})
}

func TestUploadAbuse(t *testing.T) {
	tooBig := bytes.Repeat([]byte{0}, maxUploadBytes+1)
	copy(tooBig, pngBytes)
	// unchanged checks that a refused PUT stored nothing.
	unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
		t.Helper()
		if f, n := env.blobFiles(t), env.storedUploads(t); f != 0 || n != 0 {
			t.Fatalf("refused upload stored something: %d files, %d records", f, n)
		}
	}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			_, otherC := env.seedMember(t, "Ben Other", "")
			link := env.issueUpload(t, memberC)
			// oneFile checks that only the first upload through the link was kept.
			oneFile := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
				if f, n := env.blobFiles(t), env.storedUploads(t); f != 1 || n != 1 {
					t.Fatalf("after reuse: %d files, %d records; want 1, 1", f, n)
				}
			}
			return []scenario{
				{name: "10485761 bytes", method: "PUT", url: link, body: tooBig, wantStatus: 413, wantCode: "file_too_large",
					wantContains: []string{"File size must be less than 10MB"}, after: unchanged},
				{name: "HTML named .jpg", method: "PUT", url: link,
					body:    "<!doctype html><html><script>alert(document.cookie)</script></html>",
					headers: map[string]string{"Content-Type": "image/jpeg", "X-File-Name": "slip.jpg"}, wantStatus: 415, wantCode: "unsupported_file_type",
					wantContains: []string{"Only images, PDF and Word documents are accepted"}, after: unchanged},
				{name: "a zip that is not Word", method: "PUT", url: link,
					body: []byte("PK\x03\x04 not really a docx"), wantStatus: 415, wantCode: "unsupported_file_type", after: unchanged},
				{name: "empty", method: "PUT", url: link, body: "", wantStatus: 400, wantCode: "empty_file", after: unchanged},
				{name: "unknown token", method: "PUT", url: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", body: pngBytes,
					wantStatus: 404, wantCode: "upload_link_invalid", after: unchanged},
				{name: "malformed token", method: "PUT", url: "/api/uploads/short", body: pngBytes, wantStatus: 404, wantCode: "upload_link_invalid", after: unchanged},
				{name: "another member's session", method: "PUT", url: link, body: pngBytes,
					cookies: []*http.Cookie{otherC}, wantStatus: 403, wantCode: "forbidden", after: unchanged},
				{name: "reused link", before: func(t *testing.T, env *testEnv) { env.adminDo(t, nil, "PUT", link, pngBytes, 200) },
					method: "PUT", url: link, body: pngBytes, wantStatus: 410, wantCode: "upload_used",
					wantContains: []string{"Upload link already used"}, after: oneFile},
				// 15 minutes and a second after the link was issued.
				{name: "expired link", before: func(t *testing.T, env *testEnv) {
					env.server.now = func() time.Time { return testNow.Add(15*time.Minute + time.Second) }
				},
					method: "PUT", url: link, body: pngBytes, wantStatus: 410, wantCode: "upload_expired",
					wantContains: []string{"Upload link expired"}, after: unchanged},
			}
		})
		b.story(t, func(t *testing.T, env *testEnv) {
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			// Oversize without a Content-Length (chunked) is cut off at the cap.
			hr := httptest.NewRequest("PUT", env.issueUpload(t, memberC), io.MultiReader(bytes.NewReader(tooBig)))
			hr.ContentLength = -1
			rec := httptest.NewRecorder()
			env.h.ServeHTTP(rec, hr)
			checkResponse(t, rec, 413, []string{"File size must be less than 10MB"}, nil)
			checkCodes(t, rec, "file_too_large", nil)
			unchanged(t, env, rec)

			// Exactly 10485760 bytes is allowed.
			atCap := bytes.Repeat([]byte{0}, maxUploadBytes)
			copy(atCap, pngBytes)
			rec = env.do(req{method: "PUT", url: env.issueUpload(t, memberC), body: atCap})
			checkResponse(t, rec, 200, []string{`"size":10485760`}, nil)
		})
	})
}

func TestPaymentReference(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, paymentReferenceRefusals)
		b.story(t, func(t *testing.T, env *testEnv) {
			ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			_, otherC := env.seedMember(t, "Ben Other", "")
			regID := func(c *http.Cookie, rate string) int64 {
				rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{c},
					body: map[string]string{"guestRateType": rate}})
				if rec.Code != 201 {
					t.Fatalf("register: %d %s", rec.Code, rec.Body)
				}
				return decode[registrationView](t, rec).ID
			}
			mine := regID(memberC, "Member Weekday")
			regID(otherC, "Non-Member Weekday")
			myFile := env.upload(t, memberC, pngBytes)
			env.upload(t, otherC, pngBytes)

			ref := urlf("/api/payment/%d/reference", mine)
			rec := env.do(req{method: "POST", url: ref, cookies: []*http.Cookie{memberC},
				body: map[string]string{"fileUrl": "http://example.test" + myFile.FileURL, "fileName": "  payment_1732150000.jpg  "}})
			checkResponse(t, rec, 200, []string{`"paymentReferenceFileUrl":"` + myFile.FileURL + `"`,
				`"paymentReferenceFileName":"payment_1732150000.jpg"`, `"paymentReferenceUploadedAt":"2026-11-21T02:00:00Z"`, `"price":120`}, nil)

			// Replacing the slip deletes the earlier file.
			second := env.upload(t, memberC, pngBytes)
			rec = env.do(req{method: "POST", url: ref, cookies: []*http.Cookie{memberC},
				body: map[string]string{"fileUrl": second.FileURL, "fileName": "second.png"}})
			checkResponse(t, rec, 200, []string{second.FileURL}, nil)
			if rec := env.do(req{method: "GET", url: myFile.FileURL, cookies: []*http.Cookie{memberC}}); rec.Code != 404 {
				t.Fatalf("replaced file still served: %d", rec.Code)
			}
			if rec := env.do(req{method: "GET", url: second.FileURL, cookies: []*http.Cookie{memberC}}); rec.Code != 200 {
				t.Fatalf("new file: %d", rec.Code)
			}
			// The member list shows the reference.
			rows := decode[[]registrationView](t, env.do(req{method: "GET", url: "/api/member/registrations", cookies: []*http.Cookie{memberC}}))
			if len(rows) != 1 || rows[0].PaymentReferenceFileName == nil || *rows[0].PaymentReferenceFileName != "second.png" {
				t.Fatalf("member registrations: %+v", rows)
			}
			// De-registering removes the slip too.
			if rec := env.do(req{method: "DELETE", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC}}); rec.Code != 200 {
				t.Fatalf("deregister: %d", rec.Code)
			}
			if _, err := env.store.StoredUpload(context.Background(), second.FileID); err != store.ErrNotFound {
				t.Fatalf("slip of removed registration kept: %v", err)
			}
		})
	})
}

// paymentReferenceRefusals are the refused calls to save a payment slip;
// none changes a registration.
func paymentReferenceRefusals(t *testing.T, env *testEnv) []scenario {
	ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
	_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
	_, otherC := env.seedMember(t, "Ben Other", "")
	regID := func(c *http.Cookie, rate string) int64 {
		rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{c},
			body: map[string]string{"guestRateType": rate}})
		if rec.Code != 201 {
			t.Fatalf("register: %d %s", rec.Code, rec.Body)
		}
		return decode[registrationView](t, rec).ID
	}
	mine := regID(memberC, "Member Weekday")
	theirs := regID(otherC, "Non-Member Weekday")
	myFile := env.upload(t, memberC, pngBytes)
	theirFile := env.upload(t, otherC, pngBytes)
	// A link issued but never used has a file id nobody was told; a
	// made-up id stands for it.
	env.issueUpload(t, memberC)
	unchanged := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
		for _, id := range []int64{mine, theirs} {
			reg, err := env.store.GetRegistration(context.Background(), id)
			if err != nil || reg.PaymentReferenceFileURL != nil || reg.PaymentReferenceFileName != nil {
				t.Fatalf("refused call changed registration %d: %v %+v", id, err, reg)
			}
		}
	}
	ref := urlf("/api/payment/%d/reference", mine)
	rows := []scenario{
		{name: "signed out", method: "POST", url: ref, body: map[string]string{"fileUrl": myFile.FileURL, "fileName": "a.png"}, wantStatus: 401, wantCode: "unauthorized"},
		{name: "someone else's registration", method: "POST", url: urlf("/api/payment/%d/reference", theirs), cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": myFile.FileURL, "fileName": "a.png"}, wantStatus: 404, wantCode: "not_found", wantContains: []string{"Registration not found"}},
		{name: "unknown registration", method: "POST", url: "/api/payment/99999/reference", cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": myFile.FileURL, "fileName": "a.png"}, wantStatus: 404, wantCode: "not_found"},
		{name: "file issued to another member", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": theirFile.FileURL, "fileName": "a.png"}, wantStatus: 400,
			wantCode: "unknown_file", wantFields: map[string]string{"fileUrl": "unknown_file"}, wantContains: []string{"Unknown file: upload the file first"}},
		{name: "never uploaded", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": "/api/payment-files/00000000000000000000000000000000", "fileName": "a.png"}, wantStatus: 400,
			wantCode: "unknown_file", wantContains: []string{"Unknown file"}},
		{name: "foreign URL", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": "https://evil.example/slip.jpg", "fileName": "a.png"}, wantStatus: 400, wantCode: "unknown_file"},
		{name: "path trick", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": "/api/payment-files/../" + myFile.FileID, "fileName": "a.png"}, wantStatus: 400, wantCode: "unknown_file"},
		{name: "no file name", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": myFile.FileURL, "fileName": "   "}, wantStatus: 400,
			wantCode: "required", wantFields: map[string]string{"fileName": "required"}, wantContains: []string{"File name is required"}},
		{name: "file name too long", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": myFile.FileURL, "fileName": strings.Repeat("n", 201)}, wantStatus: 400,
			wantCode: "too_long", wantFields: map[string]string{"fileName": "too_long"}},
		{name: "file name with a line break", method: "POST", url: ref, cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": myFile.FileURL, "fileName": "a\nb.png"}, wantStatus: 400,
			wantCode: "invalid_characters", wantFields: map[string]string{"fileName": "invalid_characters"}},
		{name: "malformed JSON", method: "POST", url: ref, cookies: []*http.Cookie{memberC}, body: "{", wantStatus: 400, wantCode: "invalid_json"},
	}
	for i := range rows {
		rows[i].after = unchanged
	}
	return rows
}

func TestUploadHousekeeping(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		ev := env.seedEvent(t, "Monthly Medal", "2026-12-05", 10, weekdayRates, "")
		_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
		rec := env.do(req{method: "POST", url: urlf("/api/events/%d/register", ev.ID), cookies: []*http.Cookie{memberC},
			body: map[string]string{"guestRateType": "Member Weekday"}})
		regID := decode[registrationView](t, rec).ID
		saved := env.upload(t, memberC, pngBytes)
		unused := env.upload(t, memberC, pngBytes)
		env.issueUpload(t, memberC) // never used
		if rec := env.do(req{method: "POST", url: urlf("/api/payment/%d/reference", regID), cookies: []*http.Cookie{memberC},
			body: map[string]string{"fileUrl": saved.FileURL, "fileName": "slip.png"}}); rec.Code != 200 {
			t.Fatalf("save reference: %d %s", rec.Code, rec.Body)
		}

		// A day later, asking for a new link clears the unused file and the
		// dead link; the saved slip stays.
		env.server.now = func() time.Time { return testNow.Add(25 * time.Hour) }
		defer func() { env.server.now = func() time.Time { return testNow } }()
		env.issueUpload(t, memberC)
		if rec := env.do(req{method: "GET", url: unused.FileURL, cookies: []*http.Cookie{memberC}}); rec.Code != 404 {
			t.Fatalf("unused file still served: %d", rec.Code)
		}
		if rec := env.do(req{method: "GET", url: saved.FileURL, cookies: []*http.Cookie{memberC}}); rec.Code != 200 {
			t.Fatalf("saved file: %d", rec.Code)
		}
		if f, n := env.blobFiles(t), env.storedUploads(t); f != 1 || n != 1 {
			t.Fatalf("after pruning: %d files, %d records; want 1, 1", f, n)
		}
		links, err := env.store.DB().NewSelect().Model((*store.Upload)(nil)).Count(context.Background())
		if err != nil || links != 2 {
			t.Fatalf("upload rows %d (%v); want the saved one and the new link", links, err)
		}

	})
}

func TestUploadLinksPerHour(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			_, memberC := env.seedMember(t, "Aminah Member", "BHG-001")
			return []scenario{
				{name: "30th link in an hour", before: func(t *testing.T, env *testEnv) {
					for i := 1; i < maxUploadsPerHour; i++ {
						env.issueUpload(t, memberC)
					}
				}, method: "POST", url: "/api/payment/upload", cookies: []*http.Cookie{memberC}, wantStatus: 200},
				{name: "31st link in an hour", before: func(t *testing.T, env *testEnv) {
					for i := 0; i < maxUploadsPerHour; i++ {
						env.issueUpload(t, memberC)
					}
				}, method: "POST", url: "/api/payment/upload", cookies: []*http.Cookie{memberC},
					wantStatus: 429, wantCode: "rate_limited", wantContains: []string{"Too many uploads"},
					after: func(t *testing.T, env *testEnv, rec *httptest.ResponseRecorder) {
						if rec.Header().Get("Retry-After") != "3600" {
							t.Errorf("Retry-After = %q", rec.Header().Get("Retry-After"))
						}
					}},
			}
		})
	})
}
