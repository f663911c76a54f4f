package api

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// staticFiles serves the embedded front end. The build writes a brotli
// (.br) and a gzip (.gz) copy beside each text file worth compressing
// (web/scripts/precompress.mjs), and a request gets the smallest copy its
// Accept-Encoding allows, so nothing is compressed per request. Each file
// has a strong ETag of its bytes per encoding; a matching If-None-Match is
// a 304.
type staticFiles struct {
	fsys fs.FS
	// etags caches the ETag of each served file: the embedded files never
	// change while the binary runs.
	etags sync.Map // name → string
}

// encodings we have precompressed copies for, best first.
var staticEncodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serve answers the file name (no leading slash) with cache headers set by
// the caller. It reports false when the file does not exist.
func (sf *staticFiles) serve(w http.ResponseWriter, r *http.Request, name string) bool {
	st, err := fs.Stat(sf.fsys, name)
	if err != nil || st.IsDir() {
		return false
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	file, encoding := name, ""
	compressible := false
	for _, enc := range staticEncodings {
		if _, err := fs.Stat(sf.fsys, name+enc.suffix); err != nil {
			continue
		}
		compressible = true
		if encoding == "" && acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.name) {
			file, encoding = name+enc.suffix, enc.name
		}
	}
	data, err := fs.ReadFile(sf.fsys, file)
	if err != nil {
		return false
	}
	h := w.Header()
	if compressible && !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
		// A cache must keep the encodings apart (compressAnswers may have
		// said so already).
		h.Add("Vary", "Accept-Encoding")
	}
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
	}
	h.Set("Content-Type", ctype)
	tag := sf.etag(file, data)
	h.Set("ETag", tag)
	if encoding == "" {
		// Embedded files have no modification time; the ETag does the job.
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
		return true
	}
	// ServeContent leaves out Content-Length when a Content-Encoding is set
	// (ranges of encoded bytes are ambiguous), so the encoded copy is sent
	// here: whole, with its length, or 304 when the client has it.
	if etagMatches(r.Header.Get("If-None-Match"), tag) {
		h.Del("Content-Type")
		w.WriteHeader(http.StatusNotModified)
		return true
	}
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
	return true
}

func (sf *staticFiles) etag(file string, data []byte) string {
	if v, ok := sf.etags.Load(file); ok {
		return v.(string)
	}
	sum := sha256.Sum256(data)
	tag := `"` + hex.EncodeToString(sum[:12]) + `"`
	sf.etags.Store(file, tag)
	return tag
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc:
// listed (or "*") with a q-value above zero.
func acceptsEncoding(header, enc string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case enc:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
