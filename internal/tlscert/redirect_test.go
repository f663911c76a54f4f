package tlscert

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestRedirect(t *testing.T) {
	webroot := t.TempDir()
	dir := filepath.Join(webroot, ".well-known", "acme-challenge")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tok-EN_1"), []byte("tok-EN_1.thumbprint"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(webroot, "secret.txt"), []byte("not for the web"), 0o644); err != nil {
		t.Fatal(err)
	}
	rows := []struct {
		name         string
		webroot      string
		method, url  string
		host         string
		wantCode     int
		wantLocation string
		wantBody     string
	}{
		{name: "page", method: "GET", url: "/events", wantCode: 308, wantLocation: "https://club.example.my/events"},
		{name: "query kept", method: "GET", url: "/member?tab=flights&x=%20y", wantCode: 308, wantLocation: "https://club.example.my/member?tab=flights&x=%20y"},
		{name: "root", method: "GET", url: "/", wantCode: 308, wantLocation: "https://club.example.my/"},
		{name: "a POST keeps its method (308)", method: "POST", url: "/api/member/login", wantCode: 308, wantLocation: "https://club.example.my/api/member/login"},
		{name: "the client's Host is ignored", method: "GET", url: "/events", host: "evil.example", wantCode: 308, wantLocation: "https://club.example.my/events"},
		{name: "escaped path kept", method: "GET", url: "/events/a%2Fb", wantCode: 308, wantLocation: "https://club.example.my/events/a%2Fb"},
		{name: "challenge served", webroot: webroot, method: "GET", url: "/.well-known/acme-challenge/tok-EN_1", wantCode: 200, wantBody: "tok-EN_1.thumbprint"},
		{name: "challenge missing", webroot: webroot, method: "GET", url: "/.well-known/acme-challenge/other", wantCode: 404},
		{name: "no way out of the webroot", webroot: webroot, method: "GET", url: "/.well-known/acme-challenge/..%2F..%2Fsecret.txt", wantCode: 404},
		{name: "challenge by POST", webroot: webroot, method: "POST", url: "/.well-known/acme-challenge/tok-EN_1", wantCode: 404},
		{name: "without a webroot the challenge path redirects too", method: "GET", url: "/.well-known/acme-challenge/tok-EN_1", wantCode: 308, wantLocation: "https://club.example.my/.well-known/acme-challenge/tok-EN_1"},
		{name: "pages still redirect with a webroot", webroot: webroot, method: "GET", url: "/gallery", wantCode: 308, wantLocation: "https://club.example.my/gallery"},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			req := httptest.NewRequest(row.method, row.url, nil)
			if row.host != "" {
				req.Host = row.host
			}
			rec := httptest.NewRecorder()
			Redirect("https://club.example.my/", row.webroot).ServeHTTP(rec, req)
			if rec.Code != row.wantCode {
				t.Fatalf("code %d, want %d (%s)", rec.Code, row.wantCode, rec.Body.String())
			}
			if got := rec.Header().Get("Location"); got != row.wantLocation {
				t.Errorf("Location %q, want %q", got, row.wantLocation)
			}
			if row.wantBody != "" && rec.Body.String() != row.wantBody {
				t.Errorf("body %q, want %q", rec.Body.String(), row.wantBody)
			}
		})
	}
}
