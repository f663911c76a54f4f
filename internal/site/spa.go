package site

import (
	"context"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/httpcache"
	"golfclub/internal/i18n"
	"golfclub/internal/model"
)

// spa serves the built React app: real files as they are (hashed assets
// cached for a year), every other path the app's index.html, which routes
// on the client and shows the 404 page itself. A path that names a file
// (it has an extension: /favicon.ico, /robots.txt, /old.png) and does not
// exist is a plain 404: answering it with the app's HTML would hand a
// crawler or an <img> a page instead of the file.
func (s *Site) Handler() http.Handler {
	if s.web == nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "front end not built: run make build", http.StatusServiceUnavailable)
		})
	}
	files := &staticFiles{fsys: newAppleImages(s.web)}
	chunks := chunkPreloads(s.web)
	// The shell differs between pages only in what it preloads (by page,
	// language and, on home and /member, whether a member is signed in)
	// and, on a prerendered page, in its layout's HTML and when it starts
	// the app (prerender.go), so those are its key: a handful of entries
	// for every path. Who is asking is worked out once per request, before
	// the cache is asked: on home and /member that costs a session lookup.
	shellKey := func(r *http.Request) (string, bool) {
		req := shellRequestOf(r)
		key := "shell " + req.preloads + " " + shellVariant(r)
		if prerenderedName(r.URL.Path, "", "") != "" {
			key += " " + prerenderLayout(r)
		}
		if req.member {
			key += " member"
		}
		return key, true
	}
	cached := s.cache.Handler(httpcache.Settings, shellKey, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.serveShell(w, r, shellRequestOf(r))
	}))
	var shell http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		profile := s.memberOnPersonalPage(r)
		member := profile != nil
		req := shellRequest{preloads: pagePreloads(r.URL.Path, prerenderLocale(r), chunks, member), member: member, dashboard: dashboardFor(r, profile)}
		if req.dashboard != nil {
			// Drawn for one member: never kept, by this cache or another.
			w.Header().Set("Cache-Control", "private, no-cache")
			s.serveShell(w, r, req)
			return
		}
		cached.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), shellRequestKey{}, req)))
	})
	shell = s.eventShell(chunks, shell)
	shell = s.resultsShell(chunks, shell)
	shell = s.eventsShell(chunks, shell)
	manifest := s.cache.Handler(httpcache.Settings, func(r *http.Request) (string, bool) { return "manifest " + i18n.FromRequest(r), true }, http.HandlerFunc(s.serveManifest))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			s.writeError(w, apperr.New(apperr.NotAllowed, "method_not_allowed", "Method not allowed"))
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "manifest.webmanifest" {
			manifest.ServeHTTP(w, r)
			return
		}
		if name != "" && name != "index.html" && files.exists(name) {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "no-cache")
			}
			files.serve(w, r, name)
			return
		}
		if path.Ext(name) != "" && name != "index.html" {
			s.writeError(w, notFound("No file /"+name))
			return
		}
		shell.ServeHTTP(w, r)
	})
}

// shellRequest is what a shell request's page depends on besides its path,
// language and device: its preloads (pagePreloads), and whether a member
// is signed in (memberOnPersonalPage).
type shellRequest struct {
	preloads string
	member   bool
	// dashboard is the member the dashboard's prerendered HTML is drawn
	// for (dashboardFor), nil when the page is not served with it.
	dashboard *model.MemberProfile
}

// shellRequestKey holds a shell request's shellRequest in its context.
type shellRequestKey struct{}

func shellRequestOf(r *http.Request) shellRequest {
	req, _ := r.Context().Value(shellRequestKey{}).(shellRequest)
	return req
}

// memberOnPersonalPage is the signed-in, active member when the request
// is for a page whose shell differs for one: /member, which preloads the
// dashboard's data and comes drawn for the member (dashboardFor), home,
// which starts the app at once for a member and on the first interaction
// for a visitor (prerender.go startOnInteraction), and /events, drawn for
// visitors only (prerender.go prerendered). Else, and when the lookup
// fails, nil: the page then asks for the data itself, or starts the app
// once the member does something.
func (s *Site) memberOnPersonalPage(r *http.Request) *model.MemberProfile {
	switch strings.TrimSuffix(r.URL.Path, "/") {
	case "", memberPage, eventsPage:
		if s.signedInMember != nil {
			return s.signedInMember(r)
		}
	}
	return nil
}

// serveShell answers index.html with the club's name and settings. It is
// kept in the cache until the settings change, and revalidated by the
// browser on every navigation (no-cache), so it is never stale. Without
// the settings (the database is down) the generic shell is sent and not
// kept.
func (s *Site) serveShell(w http.ResponseWriter, r *http.Request, req shellRequest) {
	preloads := req.preloads
	c := s.settings(r)
	if c == nil {
		httpcache.DoNotKeep(w)
	}
	// Malay and English readers (their gc_lang cookie, else
	// Accept-Language) get their own language's catalog preloaded and
	// splash; an iPhone or iPad gets the apple links (splash.go), and on a
	// prerendered page phones and desktops get different HTML.
	w.Header().Add("Vary", "Cookie, Accept-Language, User-Agent")
	var index []byte
	if page := prerendered(s.web, r, req); page != nil && c != nil {
		index = fillPrerendered(page, c)
		if req.dashboard != nil {
			index = fillMember(index, req.dashboard)
		}
		index, preloads = deferModules(index, preloads)
		if !req.member && waitsForInteraction(r) {
			index = startOnInteraction(index)
		}
	} else {
		var err error
		if index, err = fs.ReadFile(s.web, "index.html"); err != nil {
			http.Error(w, "front end not built: run make build", http.StatusServiceUnavailable)
			return
		}
	}
	clubName := ""
	if c != nil {
		clubName = c.ClubName
	}
	index = withLaunchSplash(brandIndex(index, c), prerenderLocale(r), clubName, appleDevice(r))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(withPreloads(index, preloads))
}

// serveManifest answers the web app manifest with the club's name, in the
// visitor's language.
func (s *Site) serveManifest(w http.ResponseWriter, r *http.Request) {
	raw, err := fs.ReadFile(s.web, "manifest.webmanifest")
	if err != nil {
		s.writeError(w, notFound("No file /manifest.webmanifest"))
		return
	}
	c := s.settings(r)
	name := ""
	if c != nil {
		name = c.ClubName
	} else {
		httpcache.DoNotKeep(w)
	}
	lang := i18n.FromRequest(r)
	w.Header().Add("Vary", "Cookie, Accept-Language")
	out, err := brandManifest(raw, name, lang)
	if err != nil {
		s.log.Error("manifest is not JSON", "err", err)
		out = raw
	}
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Write(out)
}
