package api

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientIP is the address the request came from (see forwardedFor for
// requests through a trusted proxy).
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// forwardedFor puts the client's address in RemoteAddr when the request
// came through one of the trusted proxies, so that rate limits, logs and
// everything else keyed on the client see the member, not the proxy.
// X-Forwarded-For is read from the right: each trusted proxy appends the
// address it received from, and the first address that is not a trusted
// proxy is the client; what lies left of it was written by the client and
// is not believed. From anyone else the header is ignored.
func forwardedFor(trusted []netip.Prefix, next http.Handler) http.Handler {
	if len(trusted) == 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if client, ok := clientBehind(trusted, r.RemoteAddr, r.Header.Values("X-Forwarded-For")); ok {
			r = r.Clone(r.Context())
			r.RemoteAddr = netip.AddrPortFrom(client, 0).String()
		}
		next.ServeHTTP(w, r)
	})
}

// clientBehind is the client of a request from peer with the given
// X-Forwarded-For lines, when peer is a trusted proxy and the header names
// one; ok is false when RemoteAddr should stay as it is.
func clientBehind(trusted []netip.Prefix, peer string, forwarded []string) (netip.Addr, bool) {
	ap, err := netip.ParseAddrPort(peer)
	if err != nil || !isTrusted(trusted, ap.Addr()) {
		return netip.Addr{}, false
	}
	var hops []string
	for _, line := range forwarded {
		hops = append(hops, strings.Split(line, ",")...)
	}
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			return netip.Addr{}, false
		}
		if !isTrusted(trusted, a) {
			return a.Unmap(), true
		}
	}
	return netip.Addr{}, false
}

func isTrusted(trusted []netip.Prefix, a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
