package api

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"golfclub/internal/apperr"
)

// spa serves the built React app: real files as they are (hashed assets
// cached for a year), every other path the app's index.html, which routes
// on the client and shows the 404 page itself. A path that names a file
// (it has an extension: /favicon.ico, /robots.txt, /old.png) and does not
// exist is a plain 404: answering it with the app's HTML would hand a
// crawler or an <img> a page instead of the file.
func (s *Server) spa() http.Handler {
	if s.web == nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "front end not built: run make build", http.StatusServiceUnavailable)
		})
	}
	files := &staticFiles{fsys: s.web}
	chunks := chunkPreloads(s.web)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeAppError(w, apperr.New(apperr.NotAllowed, "method_not_allowed", "Method not allowed"))
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "manifest.webmanifest" {
			s.serveManifest(w, r)
			return
		}
		if name != "" && name != "index.html" {
			if st, err := fs.Stat(s.web, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				} else {
					w.Header().Set("Cache-Control", "no-cache")
				}
				files.serve(w, r, name)
				return
			}
		}
		if path.Ext(name) != "" && name != "index.html" {
			writeAppError(w, errNotFound("No file /"+name))
			return
		}
		index, err := fs.ReadFile(s.web, "index.html")
		if err != nil {
			http.Error(w, "front end not built: run make build", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(withPreloads(brandIndex(index, s.clubSettings(r)), r.URL.Path, chunks))
	})
}

// serveManifest answers the web app manifest with the club's name.
func (s *Server) serveManifest(w http.ResponseWriter, r *http.Request) {
	raw, err := fs.ReadFile(s.web, "manifest.webmanifest")
	if err != nil {
		writeAppError(w, errNotFound("No file /manifest.webmanifest"))
		return
	}
	out, err := brandManifest(raw, s.clubName(r))
	if err != nil {
		s.log.Error("manifest is not JSON", "err", err)
		out = raw
	}
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(out)
}
