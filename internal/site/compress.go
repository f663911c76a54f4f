package site

import (
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

// Compress gzips answers over about 1 KB when the client accepts
// gzip (with Vary: Accept-Encoding): API answers and the page shell. Two
// kinds are passed by: the live stream, whose events must leave as they
// happen, not when a compressor flushes; and the built files (any path
// with an extension outside /api/), which static.go serves precompressed
// with their Content-Length.
func Compress(next http.Handler) http.Handler {
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
