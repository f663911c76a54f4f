package api

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

var bigScript = []byte(strings.Repeat("console.log('a golf club');\n", 200))

func gzipped(b []byte) []byte {
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	zw.Write(b)
	zw.Close()
	return out.Bytes()
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestStaticFilesPrecompressed: a built script goes out as the smallest
// precompressed copy the browser accepts, with Vary, its own ETag per
// encoding, and 304 on revalidation.
func TestStaticFilesPrecompressed(t *testing.T) {
	env := newEnv(t, storetestSQLite(t))
	rows := []struct {
		name, accept, wantEncoding string
		wantBody                   []byte
	}{
		{"no Accept-Encoding", "", "", bigScript},
		{"brotli preferred", "gzip, deflate, br, zstd", "br", []byte("brotli bytes of big-abc.js")},
		{"gzip only", "gzip", "gzip", bigScript},
		{"brotli refused by q=0", "br;q=0, gzip;q=0.8", "gzip", bigScript},
		{"identity only", "identity", "", bigScript},
		{"any", "*", "br", []byte("brotli bytes of big-abc.js")},
	}
	etags := map[string]string{}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			rec := env.do(req{method: "GET", url: "/assets/big-abc.js", headers: map[string]string{"Accept-Encoding": row.accept}})
			if rec.Code != 200 {
				t.Fatalf("status %d", rec.Code)
			}
			h := rec.Header()
			if got := h.Get("Content-Encoding"); got != row.wantEncoding {
				t.Errorf("Content-Encoding %q, want %q", got, row.wantEncoding)
			}
			if !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q lacks Accept-Encoding", h.Get("Vary"))
			}
			if ct := h.Get("Content-Type"); !strings.Contains(ct, "javascript") {
				t.Errorf("Content-Type %q", ct)
			}
			if cc := h.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
				t.Errorf("Cache-Control %q", cc)
			}
			if cl := h.Get("Content-Length"); cl != strconv.Itoa(rec.Body.Len()) {
				t.Errorf("Content-Length %q for %d bytes", cl, rec.Body.Len())
			}
			body := rec.Body.Bytes()
			if row.wantEncoding == "gzip" {
				body = gunzip(t, body)
			}
			if !bytes.Equal(body, row.wantBody) {
				t.Errorf("body %.40q…, want %.40q…", body, row.wantBody)
			}
			tag := h.Get("ETag")
			if prev, ok := etags[row.wantEncoding]; ok && prev != tag {
				t.Errorf("ETag of one encoding changed: %s then %s", prev, tag)
			}
			etags[row.wantEncoding] = tag
			again := env.do(req{method: "GET", url: "/assets/big-abc.js", headers: map[string]string{"Accept-Encoding": row.accept, "If-None-Match": tag}})
			if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
				t.Errorf("revalidation: %d with %d bytes, want 304 and none", again.Code, again.Body.Len())
			}
		})
	}
	if len(etags) != 3 || etags[""] == etags["br"] || etags["br"] == etags["gzip"] {
		t.Errorf("each encoding needs its own ETag: %v", etags)
	}
	// A small file has no compressed copies: sent as is, no Vary needed.
	rec := env.do(req{method: "GET", url: "/assets/app-abc.js", headers: map[string]string{"Accept-Encoding": "br, gzip"}})
	if rec.Header().Get("Content-Encoding") != "" || rec.Body.String() != "console.log(1)" {
		t.Errorf("small file: encoding %q body %q", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
}

// TestAnswersCompressed: JSON over ~1 KB is gzipped for a client that
// accepts it, small answers and clients without gzip get plain JSON, and
// the live stream is never compressed.
func TestAnswersCompressed(t *testing.T) {
	eachEnv(t, func(t *testing.T, env *testEnv) {
		for i := range 6 {
			env.mkEvent(t, "A long enough event title to fill the answer "+strings.Repeat("x", i), "2026-12-0"+string(rune('1'+i)), 40)
		}
		plain := env.do(req{method: "GET", url: "/api/events"})
		if plain.Header().Get("Content-Encoding") != "" || plain.Body.Len() < 1024 {
			t.Fatalf("without Accept-Encoding: encoding %q, %d bytes (want plain, over 1 KB)", plain.Header().Get("Content-Encoding"), plain.Body.Len())
		}
		zipped := env.do(req{method: "GET", url: "/api/events", headers: map[string]string{"Accept-Encoding": "gzip"}})
		if zipped.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(zipped.Header().Get("Vary"), "Accept-Encoding") {
			t.Fatalf("with gzip: encoding %q, Vary %q", zipped.Header().Get("Content-Encoding"), zipped.Header().Get("Vary"))
		}
		if got := gunzip(t, zipped.Body.Bytes()); !bytes.Equal(got, plain.Body.Bytes()) {
			t.Errorf("gzipped answer differs from the plain one")
		}
		if zipped.Body.Len() >= plain.Body.Len() {
			t.Errorf("gzip %d bytes, plain %d", zipped.Body.Len(), plain.Body.Len())
		}
		small := env.do(req{method: "GET", url: "/healthz", headers: map[string]string{"Accept-Encoding": "gzip"}})
		if small.Header().Get("Content-Encoding") != "" || !strings.Contains(small.Body.String(), "ok") {
			t.Errorf("a small answer was compressed: %q", small.Header().Get("Content-Encoding"))
		}
	})
}

// TestPublicReadsConditional: the public reads carry an ETag and answer
// 304 when the client has the current one; a change makes a new tag, so
// the next request gets the new data.
func TestPublicReadsConditional(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		b.story(t, func(t *testing.T, env *testEnv) {
			ev := env.mkEvent(t, "Monthly Medal", "2026-12-05", 40)
			for _, url := range []string{"/api/events", urlf("/api/events/%d", ev.ID), "/api/photos", "/api/blog", "/api/settings"} {
				first := env.do(req{method: "GET", url: url})
				tag := first.Header().Get("ETag")
				if first.Code != 200 || !strings.HasPrefix(tag, `W/"`) || first.Header().Get("Cache-Control") != "no-cache" {
					t.Fatalf("%s: %d ETag %q Cache-Control %q", url, first.Code, tag, first.Header().Get("Cache-Control"))
				}
				for _, inm := range []string{tag, strings.TrimPrefix(tag, "W/"), `"other", ` + tag, "*"} {
					rec := env.do(req{method: "GET", url: url, headers: map[string]string{"If-None-Match": inm, "Accept-Encoding": "gzip"}})
					if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || rec.Header().Get("ETag") != tag {
						t.Errorf("%s If-None-Match %s: %d, %d bytes, ETag %q", url, inm, rec.Code, rec.Body.Len(), rec.Header().Get("ETag"))
					}
				}
				if rec := env.do(req{method: "GET", url: url, headers: map[string]string{"If-None-Match": `W/"stale"`}}); rec.Code != 200 || rec.Body.Len() == 0 {
					t.Errorf("%s with a stale tag: %d", url, rec.Code)
				}
			}
			before := env.do(req{method: "GET", url: "/api/events"}).Header().Get("ETag")
			admin := env.loginAdmin(t)
			env.adminDo(t, admin, "PUT", urlf("/api/events/%d", ev.ID), func() map[string]any {
				b := eventBody()
				b["title"] = "Monthly Medal (moved)"
				return b
			}(), 200)
			rec := env.do(req{method: "GET", url: "/api/events", headers: map[string]string{"If-None-Match": before}})
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Monthly Medal (moved)") || rec.Header().Get("ETag") == before {
				t.Errorf("after an edit: %d, new tag %v", rec.Code, rec.Header().Get("ETag") != before)
			}
			// Errors are not tagged.
			if rec := env.do(req{method: "GET", url: "/api/events/999999"}); rec.Code != 404 || rec.Header().Get("ETag") != "" {
				t.Errorf("missing event: %d ETag %q", rec.Code, rec.Header().Get("ETag"))
			}
		})
	})
}
