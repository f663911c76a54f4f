package api

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientBehind(t *testing.T) {
	local := []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32"), netip.MustParsePrefix("::1/128"), netip.MustParsePrefix("10.0.0.0/8")}
	for _, row := range []struct {
		name, peer string
		forwarded  []string
		want       string // "" keeps RemoteAddr
	}{
		{"a direct client's header is ignored", "203.0.113.9:5000", []string{"198.51.100.1"}, ""},
		{"through the local proxy", "127.0.0.1:41000", []string{"203.0.113.9"}, "203.0.113.9"},
		{"a forged hop left of the real client is not believed", "127.0.0.1:41000", []string{"1.2.3.4, 203.0.113.9"}, "203.0.113.9"},
		{"two trusted proxies", "127.0.0.1:41000", []string{"203.0.113.9, 10.1.1.1"}, "203.0.113.9"},
		{"header on several lines", "[::1]:41000", []string{"1.2.3.4", "2001:db8::7"}, "2001:db8::7"},
		{"an IPv4-mapped client", "127.0.0.1:41000", []string{"::ffff:203.0.113.9"}, "203.0.113.9"},
		{"no header", "127.0.0.1:41000", nil, ""},
		{"only trusted hops", "127.0.0.1:41000", []string{"10.0.0.2"}, ""},
		{"garbage", "127.0.0.1:41000", []string{"unknown"}, ""},
		{"garbage right of a client", "127.0.0.1:41000", []string{"203.0.113.9, nonsense"}, ""},
	} {
		t.Run(row.name, func(t *testing.T) {
			var seen string
			h := forwardedFor(local, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = clientIP(r) }))
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = row.peer
			for _, v := range row.forwarded {
				r.Header.Add("X-Forwarded-For", v)
			}
			h.ServeHTTP(httptest.NewRecorder(), r)
			want := row.want
			if want == "" {
				want = netip.MustParseAddrPort(row.peer).Addr().String()
			}
			if seen != want {
				t.Errorf("client %q, want %q", seen, want)
			}
		})
	}
}

func TestForwardedForOffByDefault(t *testing.T) {
	var seen string
	h := forwardedFor(nil, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { seen = clientIP(r) }))
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "127.0.0.1:41000"
	r.Header.Set("X-Forwarded-For", "203.0.113.9")
	h.ServeHTTP(httptest.NewRecorder(), r)
	if seen != "127.0.0.1" {
		t.Errorf("client %q without trusted proxies", seen)
	}
}
