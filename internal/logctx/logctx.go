// Package logctx carries a request's id in its context and adds it to
// every log record written with that context, so the lines one request
// causes (the access line, a failure deep in a service) can be found
// together from the id a member quotes.
package logctx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
)

type requestIDKey struct{}

// WithRequestID returns ctx carrying id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID is the id ctx carries, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// NewRequestID is 16 random hex digits: short enough to read out over the
// phone, and 64 bits keep two requests of one club from ever sharing one.
func NewRequestID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// maxRequestID is the longest id taken from a client or proxy.
const maxRequestID = 64

// ValidRequestID tells whether id, sent by a client or a proxy, is safe to
// take as this request's id: 1 to 64 letters, digits, '-', '_' or '.'. Such
// an id cannot break a log line or a header, nor flood the log.
func ValidRequestID(id string) bool {
	if id == "" || len(id) > maxRequestID {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.'
		if !ok {
			return false
		}
	}
	return true
}

// Handler wraps h so that each record logged with a context that carries a
// request id gets it as the attribute "request_id".
func Handler(h slog.Handler) slog.Handler { return handler{h} }

type handler struct{ slog.Handler }

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestID(ctx); id != "" {
		r = r.Clone()
		r.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, r)
}

func (h handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return handler{h.Handler.WithAttrs(attrs)}
}

func (h handler) WithGroup(name string) slog.Handler { return handler{h.Handler.WithGroup(name)} }
