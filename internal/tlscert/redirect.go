package tlscert

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// acmeChallenge is where an ACME CA (Let's Encrypt) looks for an HTTP-01
// token, over plain HTTP on port 80.
const acmeChallenge = "/.well-known/acme-challenge/"

// acmeToken is the form of a token (base64url): nothing else is looked up.
var acmeToken = regexp.MustCompile(`^[A-Za-z0-9_-]{1,256}$`)

// Redirect answers plain HTTP for a server that answers HTTPS itself: every
// request is sent, permanently, to the same path and query at baseURL
// (the club's https:// address; never the request's Host, which the
// client chose). With webroot, the ACME challenge files a renewal tool
// writes there (certbot --webroot -w webroot) are served as they are, so a
// certificate can be issued and renewed while the server runs.
func Redirect(baseURL, webroot string) http.Handler {
	base := strings.TrimRight(baseURL, "/")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if webroot != "" && strings.HasPrefix(r.URL.Path, acmeChallenge) {
			serveChallenge(w, r, webroot)
			return
		}
		target := base + r.URL.EscapedPath()
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusPermanentRedirect)
	})
}

func serveChallenge(w http.ResponseWriter, r *http.Request, webroot string) {
	token := strings.TrimPrefix(r.URL.Path, acmeChallenge)
	if (r.Method != http.MethodGet && r.Method != http.MethodHead) || !acmeToken.MatchString(token) {
		http.NotFound(w, r)
		return
	}
	body, err := os.ReadFile(filepath.Join(webroot, filepath.FromSlash(acmeChallenge), token))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(body)
}
