package push

import (
	"crypto/ecdh"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"

	"golfclub/internal/apperr"
)

// Limits of a subscription's parts. Real endpoints are a few hundred
// characters; the keys have fixed sizes.
const (
	MaxEndpointLen   = 2048
	maxKeyLen        = 256 // before decoding; the decoded sizes are checked too
	p256dhLen        = 65  // uncompressed P-256 point
	authLen          = 16
	MaxDeviceTypeLen = 50
	MaxUserAgentLen  = 1000
)

// SubscriptionInput is a browser's PushSubscription as the client sent it.
type SubscriptionInput struct {
	Endpoint string
	P256dh   string
	Auth     string
}

// Validate checks the subscription: the endpoint (CheckEndpoint) and that
// the keys are base64url of a P-256 public key and a 16-byte secret. The
// fields are named "endpoint", "keys.p256dh" and "keys.auth".
func (in SubscriptionInput) Validate(dev bool) error {
	var v apperr.Validation
	checkEndpoint(&v, in.Endpoint, dev)
	switch {
	case strings.TrimSpace(in.P256dh) == "":
		v.Add("keys.p256dh", "required", "The subscription's p256dh key is required")
	case !validP256dh(in.P256dh):
		v.Add("keys.p256dh", "invalid_push_key", "The subscription's p256dh key must be a base64url P-256 public key")
	}
	switch {
	case strings.TrimSpace(in.Auth) == "":
		v.Add("keys.auth", "required", "The subscription's auth secret is required")
	case !validAuth(in.Auth):
		v.Add("keys.auth", "invalid_push_key", "The subscription's auth secret must be 16 bytes in base64url")
	}
	return v.Err()
}

// decodeKey reads base64url with or without padding.
func decodeKey(s string) ([]byte, bool) {
	if len(s) > maxKeyLen {
		return nil, false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	return b, err == nil
}

func validP256dh(s string) bool {
	b, ok := decodeKey(s)
	if !ok || len(b) != p256dhLen {
		return false
	}
	_, err := ecdh.P256().NewPublicKey(b) // on the curve, not the identity
	return err == nil
}

func validAuth(s string) bool {
	b, ok := decodeKey(s)
	return ok && len(b) == authLen
}

// CheckEndpoint accepts only https URLs on public hosts, so a member cannot
// make the server call into its own network (SSRF): no user info, no
// "localhost", no single-label names, no IP literal outside the public
// unicast ranges. With dev, http://127.0.0.1:<port> is also accepted, so
// tests can run a push service of their own. Names are not resolved here;
// the sending client's dialer checks the addresses they resolve to. The
// error names the field "endpoint".
func CheckEndpoint(raw string, dev bool) error {
	var v apperr.Validation
	checkEndpoint(&v, raw, dev)
	return v.Err()
}

func checkEndpoint(v *apperr.Validation, raw string, dev bool) {
	const field = "endpoint"
	switch {
	case strings.TrimSpace(raw) == "":
		v.Add(field, "required", "The subscription endpoint is required")
		return
	case len(raw) > MaxEndpointLen:
		v.Add(field, "too_long", fmt.Sprintf("The subscription endpoint must be at most %d characters", MaxEndpointLen))
		return
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" || u.User != nil || u.Fragment != "" {
		v.Add(field, "invalid_push_endpoint", "The subscription endpoint must be an https URL")
		return
	}
	host := strings.ToLower(u.Hostname())
	if dev && u.Scheme == "http" && host == "127.0.0.1" && u.Port() != "" {
		return
	}
	if u.Scheme != "https" {
		v.Add(field, "invalid_push_endpoint", "The subscription endpoint must be an https URL")
		return
	}
	public := true
	if addr, err := netip.ParseAddr(host); err == nil {
		public = PublicAddr(addr)
	} else {
		host = strings.TrimSuffix(host, ".")
		// A numeric last label is no real domain ("127.1", "0x7f.1" and the
		// like are addresses some resolvers accept).
		tld := host[strings.LastIndexByte(host, '.')+1:]
		public = host != "localhost" && !strings.HasSuffix(host, ".localhost") && strings.Contains(host, ".") &&
			strings.TrimLeft(tld, "0123456789") != "" && !strings.HasPrefix(tld, "0x")
	}
	if !public {
		v.Add(field, "push_endpoint_not_public", "The subscription endpoint must be on a public host")
	}
}

// nonPublic are ranges netip's predicates do not cover: "this network",
// shared address space (CGNAT), IETF protocol assignments, documentation,
// benchmarking, reserved and broadcast, NAT64 and 6to4 (which can embed a
// private IPv4 address), deprecated site-local IPv6 and documentation.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),
	netip.MustParsePrefix("100.64.0.0/10"),
	netip.MustParsePrefix("192.0.0.0/24"),
	netip.MustParsePrefix("192.0.2.0/24"),
	netip.MustParsePrefix("198.18.0.0/15"),
	netip.MustParsePrefix("198.51.100.0/24"),
	netip.MustParsePrefix("203.0.113.0/24"),
	netip.MustParsePrefix("240.0.0.0/4"),
	netip.MustParsePrefix("64:ff9b::/96"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("2002::/16"),
	netip.MustParsePrefix("fec0::/10"),
	netip.MustParsePrefix("2001:db8::/32"),
}

// PublicAddr reports whether a is a public unicast address: not loopback,
// private (RFC 1918, IPv6 ULA fc00::/7), link-local, multicast,
// unspecified, or one of the special ranges above. IPv4-mapped IPv6
// addresses are judged as the IPv4 address they carry.
func PublicAddr(a netip.Addr) bool {
	a = a.Unmap()
	if !a.IsValid() || a.IsUnspecified() || a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() ||
		a.IsLinkLocalMulticast() || a.IsInterfaceLocalMulticast() || a.IsMulticast() {
		return false
	}
	for _, p := range nonPublic {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

var errPrivateAddress = errors.New("push endpoint resolves to a non-public address")

// dialGuard is a net.Dialer Control hook: it runs after name resolution,
// on the address actually dialled, so a public name that resolves to a
// private address (or changes to one later) is refused too.
func dialGuard(dev bool) func(network, address string, _ syscall.RawConn) error {
	devAddr := netip.MustParseAddr("127.0.0.1")
	return func(network, address string, _ syscall.RawConn) error {
		if network != "tcp4" && network != "tcp6" {
			return fmt.Errorf("push endpoint: network %s refused", network)
		}
		ap, err := netip.ParseAddrPort(address)
		if err != nil {
			return fmt.Errorf("push endpoint address %q: %w", address, err)
		}
		if dev && ap.Addr().Unmap() == devAddr {
			return nil
		}
		if !PublicAddr(ap.Addr()) {
			return fmt.Errorf("%w: %s", errPrivateAddress, ap.Addr())
		}
		return nil
	}
}

// NewHTTPClient is the client pushes are sent with: no proxy from the
// environment (the dialer must see the push service's own address), no
// redirects, bounded time, and a dialer that refuses non-public addresses
// (with dev: except 127.0.0.1).
func NewHTTPClient(dev bool) *http.Client {
	dialer := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second, Control: dialGuard(dev)}
	transport := &http.Transport{
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          32,
		MaxIdleConnsPerHost:   8,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 15 * time.Second,
	}
	return &http.Client{
		Transport: transport,
		Timeout:   sendTimeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// sendTimeout bounds one push request from dial to the end of the answer.
const sendTimeout = 20 * time.Second
