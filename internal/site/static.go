package site

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
	"sync"
	"time"

	"golfclub/internal/httpcache"
)

// staticFiles serves the embedded front end. The build writes a brotli
// (.br) and a gzip (.gz) copy beside each text file worth compressing
// (web/scripts/precompress.mjs), and a request gets the smallest copy its
// Accept-Encoding allows, so nothing is compressed per request. Each file
// has a strong ETag of its bytes per encoding; a matching If-None-Match is
// a 304.
//
// The embedded files never change while the binary runs, so each is looked
// up, read and hashed once, on its first request, and then served from
// memory (a few MB for the whole app, photographs included).
type staticFiles struct {
	fsys  fs.FS
	files sync.Map // name → *staticFile, for files that exist
}

// staticFile is one file with its precompressed copies, best first.
type staticFile struct {
	ctype    string
	plain    staticBytes
	variants []staticVariant
}

type staticVariant struct {
	encoding string
	staticBytes
}

type staticBytes struct {
	data []byte
	etag string
}

// encodings we have precompressed copies for, best first.
var staticEncodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// lookup is the file name, read once; nil when there is no such file.
func (sf *staticFiles) lookup(name string) *staticFile {
	if v, ok := sf.files.Load(name); ok {
		return v.(*staticFile)
	}
	// Missing names are not remembered: any path can be asked for, and
	// the table would grow without bound.
	f := sf.load(name)
	if f != nil {
		sf.files.Store(name, f)
	}
	return f
}

func (sf *staticFiles) load(name string) *staticFile {
	if st, err := fs.Stat(sf.fsys, name); err != nil || st.IsDir() {
		return nil
	}
	data, err := fs.ReadFile(sf.fsys, name)
	if err != nil {
		return nil
	}
	f := &staticFile{ctype: mime.TypeByExtension(path.Ext(name)), plain: tagged(data)}
	if f.ctype == "" {
		f.ctype = "application/octet-stream"
	}
	for _, enc := range staticEncodings {
		if data, err := fs.ReadFile(sf.fsys, name+enc.suffix); err == nil {
			f.variants = append(f.variants, staticVariant{enc.name, tagged(data)})
		}
	}
	return f
}

func tagged(data []byte) staticBytes {
	sum := sha256.Sum256(data)
	return staticBytes{data: data, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
}

// exists reports whether name is a file of the front end.
func (sf *staticFiles) exists(name string) bool { return sf.lookup(name) != nil }

// serve answers the file name (no leading slash) with cache headers set by
// the caller. It reports false when the file does not exist.
func (sf *staticFiles) serve(w http.ResponseWriter, r *http.Request, name string) bool {
	f := sf.lookup(name)
	if f == nil {
		return false
	}
	h := w.Header()
	if len(f.variants) > 0 && !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
		// A cache must keep the encodings apart (Compress may have
		// said so already).
		h.Add("Vary", "Accept-Encoding")
	}
	h.Set("Content-Type", f.ctype)
	accept := r.Header.Get("Accept-Encoding")
	for _, v := range f.variants {
		if !httpcache.AcceptsEncoding(accept, v.encoding) {
			continue
		}
		// ServeContent leaves out Content-Length when a Content-Encoding
		// is set (ranges of encoded bytes are ambiguous), so the encoded
		// copy is sent here: whole, with its length, or 304.
		h.Set("Content-Encoding", v.encoding)
		h.Set("ETag", v.etag)
		if httpcache.ETagMatches(r.Header.Get("If-None-Match"), v.etag) {
			h.Del("Content-Type")
			w.WriteHeader(http.StatusNotModified)
			return true
		}
		h.Set("Content-Length", strconv.Itoa(len(v.data)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(v.data)
		}
		return true
	}
	h.Set("ETag", f.plain.etag)
	// Embedded files have no modification time; the ETag does the job.
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(f.plain.data))
	return true
}
