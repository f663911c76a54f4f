package api

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"path"
	"strings"

	"github.com/klauspost/compress/gzhttp"
)

// compressedTypes are the answers worth compressing on the fly: JSON, the
// page shell, the manifest and exports. Images and uploads are compressed
// already; the built scripts and styles come precompressed (static.go) and
// carry their own Content-Encoding, which the wrapper leaves alone.
var compressedTypes = []string{
	"application/json", "text/html", "application/manifest+json", "text/plain",
	"text/csv", "text/calendar", "image/svg+xml", "text/css", "text/javascript", "application/javascript",
}

// compressAnswers gzips answers over about 1 KB when the client accepts
// gzip (with Vary: Accept-Encoding): API answers and the page shell. Two
// kinds are passed by: the live stream, whose events must leave as they
// happen, not when a compressor flushes; and the built files (any path
// with an extension outside /api/), which static.go serves precompressed
// with their Content-Length.
func compressAnswers(next http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(1024), gzhttp.ContentTypes(compressedTypes))
	if err != nil {
		panic(err) // only for invalid options, which are constants here
	}
	compressed := wrap(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := r.URL.Path
		if p == "/api/realtime" || (!strings.HasPrefix(p, "/api/") && path.Ext(p) != "") {
			next.ServeHTTP(w, r)
			return
		}
		compressed.ServeHTTP(w, r)
	})
}

// conditional gives a public read an ETag of its answer and answers 304
// Not Modified when the client already has it, so a phone that revisits
// the events page downloads nothing when nothing changed. The tag is weak:
// the gzipped and plain forms of one answer carry the same one. Answers are
// revalidated on every use (no-cache), so a change shows at once.
func conditional(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &bufferedAnswer{header: http.Header{}, code: http.StatusOK}
		next.ServeHTTP(rec, r)
		h := w.Header()
		for k, v := range rec.header {
			h[k] = v
		}
		if rec.code != http.StatusOK {
			w.WriteHeader(rec.code)
			w.Write(rec.body.Bytes())
			return
		}
		sum := sha256.Sum256(rec.body.Bytes())
		tag := `W/"` + hex.EncodeToString(sum[:12]) + `"`
		h.Set("ETag", tag)
		h.Set("Cache-Control", "no-cache")
		if etagMatches(r.Header.Get("If-None-Match"), tag) {
			h.Del("Content-Type")
			h.Del("Content-Length")
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.WriteHeader(http.StatusOK)
		w.Write(rec.body.Bytes())
	})
}

// etagMatches is If-None-Match's weak comparison: W/ is ignored, * matches.
func etagMatches(header, tag string) bool {
	if header == "" {
		return false
	}
	want := strings.TrimPrefix(tag, "W/")
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == want {
			return true
		}
	}
	return false
}

// bufferedAnswer holds a handler's answer so its ETag can be computed
// before anything is sent.
type bufferedAnswer struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (b *bufferedAnswer) Header() http.Header         { return b.header }
func (b *bufferedAnswer) WriteHeader(code int)        { b.code = code }
func (b *bufferedAnswer) Write(p []byte) (int, error) { return b.body.Write(p) }
