package api

import (
	"net"
	"net/http"
)

// clientIP is the address the request came from. X-Forwarded-For is not
// trusted: any client can set it, and rate limits keyed on it would be
// trivially dodged.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
