package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// TestCompress: an answer worth compressing is gzipped for a client that
// accepts it, with Vary; a small one, a client without gzip, the live
// stream and a built file (precompressed by the build) pass as they are.
func TestCompress(t *testing.T) {
	long := strings.Repeat(`{"title":"Monthly Medal"},`, 100)
	h := Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/realtime":
			w.Header().Set("Content-Type", "text/event-stream")
		case "/assets/app.js":
			w.Header().Set("Content-Type", "text/javascript")
		case "/api/small":
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, `{}`)
			return
		default:
			w.Header().Set("Content-Type", "application/json")
		}
		io.WriteString(w, long)
	}))
	rows := []struct {
		url, accept string
		gzipped     bool
	}{
		{"/api/events", "gzip", true},
		{"/api/events", "", false},
		{"/api/small", "gzip", false},
		{"/api/realtime", "gzip", false},
		{"/assets/app.js", "gzip", false},
	}
	for _, row := range rows {
		t.Run(row.url+" "+row.accept, func(t *testing.T) {
			r := httptest.NewRequest("GET", row.url, nil)
			if row.accept != "" {
				r.Header.Set("Accept-Encoding", row.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			got := rec.Header().Get("Content-Encoding") == "gzip"
			if got != row.gzipped {
				t.Fatalf("gzipped %v, want %v (headers %v)", got, row.gzipped, rec.Header())
			}
			if !got {
				return
			}
			if !strings.Contains(rec.Header().Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q lacks Accept-Encoding", rec.Header().Get("Vary"))
			}
			zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			if body, err := io.ReadAll(zr); err != nil || string(body) != long {
				t.Fatalf("gunzipped body differs (err %v)", err)
			}
		})
	}
}

// TestStaticFilesServeTheSmallestCopy: a built file goes out as the
// smallest precompressed copy the client accepts, each with its own ETag.
func TestStaticFilesServeTheSmallestCopy(t *testing.T) {
	files := &staticFiles{fsys: fstest.MapFS{
		"assets/a.js":    {Data: []byte(strings.Repeat("x", 500))},
		"assets/a.js.br": {Data: []byte("br")},
		"assets/a.js.gz": {Data: []byte("gz")},
	}}
	etags := map[string]bool{}
	for accept, want := range map[string]string{"br, gzip": "br", "gzip": "gz", "": strings.Repeat("x", 500)} {
		r := httptest.NewRequest("GET", "/assets/a.js", nil)
		r.Header.Set("Accept-Encoding", accept)
		rec := httptest.NewRecorder()
		files.serve(rec, r, "assets/a.js")
		if rec.Body.String() != want {
			t.Errorf("Accept-Encoding %q: body %q, want %q", accept, rec.Body.String(), want)
		}
		etags[rec.Header().Get("ETag")] = true
	}
	if len(etags) != 3 {
		t.Errorf("ETags %v: want one per encoding", etags)
	}
}
