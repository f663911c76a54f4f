package api

import (
	"context"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"golfclub/internal/logctx"
)

// maxJSONBody caps ordinary request bodies; uploads set their own cap.
const maxJSONBody = 1 << 20

func limitBodies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && !strings.HasPrefix(r.URL.Path, "/api/uploads/") && !strings.HasPrefix(r.URL.Path, "/api/admin/settings/qr") &&
			r.URL.Path != "/api/admin/images" {
			r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
		}
		next.ServeHTTP(w, r)
	})
}

const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// With hsts (the site is served over https) browsers are told to use
// https only, for a year, so a later http link cannot be intercepted.
func securityHeaders(hsts bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		next.ServeHTTP(w, r)
	})
}

type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach Flush and deadlines (SSE).
func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// requestIDHeader carries a request's id: taken from the client or proxy
// when it is a safe token (logctx.ValidRequestID), else made here, and
// always sent back.
const requestIDHeader = "X-Request-ID"

// routeKey holds, in a request's context, where routed writes the pattern
// that matched.
type routeKey struct{}

type routeInfo struct{ pattern string }

// routed records the pattern the mux matched for logRequests. The mux sets
// it on the request it is handed, which middleware may have replaced
// (WithContext), so it is read back here, next to the mux; deferred, so a
// handler that panics is still counted under its route.
func routed(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if info, ok := r.Context().Value(routeKey{}).(*routeInfo); ok {
				info.pattern = r.Pattern
			}
		}()
		mux.ServeHTTP(w, r)
	})
}

// metricMethod keeps the method label to the methods the API uses: any
// other word a client sends would otherwise make a series of its own.
func metricMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions:
		return m
	}
	return "OTHER"
}

// logRequests gives each request its id, then logs and measures it once
// answered.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := r.Header.Get(requestIDHeader)
		if !logctx.ValidRequestID(id) {
			id = logctx.NewRequestID()
		}
		w.Header().Set(requestIDHeader, id)
		info := &routeInfo{}
		ctx := logctx.WithRequestID(context.WithValue(r.Context(), routeKey{}, info), id)
		r = r.WithContext(ctx)
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		status := rec.status
		if status == 0 {
			status = http.StatusOK
		}
		route := info.pattern
		if route == "" {
			route = "unmatched"
		}
		elapsed := time.Since(start)
		s.metrics.ObserveRequest(metricMethod(r.Method), route, status, elapsed)
		level := slog.LevelInfo
		if status >= 500 {
			level = slog.LevelError
		}
		s.log.Log(ctx, level, "http", "method", r.Method, "path", loggedPath(r.URL.Path), "route", route, "status", status,
			"bytes", rec.bytes, "duration_ms", float64(elapsed.Microseconds())/1000)
	})
}

func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.ErrorContext(r.Context(), "panic", "value", v, "stack", string(debug.Stack()))
				writeAppErrorFor(w, r, errInternal())
			}
		}()
		next.ServeHTTP(w, r)
	})
}
