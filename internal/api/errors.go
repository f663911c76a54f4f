package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"golfclub/internal/apperr"
	"golfclub/internal/store"
)

// Error is a client-safe error: its status and message go to the client as
// {"message": ...}; anything that is not an *Error becomes a bare 500.
type Error struct {
	Status  int               `json:"-"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	// RetryAfter, when set, is sent as the Retry-After header (seconds).
	RetryAfter int `json:"-"`
}

func (e *Error) Error() string { return fmt.Sprintf("%d: %s", e.Status, e.Message) }

func errorf(status int, format string, args ...any) *Error {
	return &Error{Status: status, Message: fmt.Sprintf(format, args...)}
}

func badRequest(msg string) *Error   { return &Error{Status: http.StatusBadRequest, Message: msg} }
func notFound(msg string) *Error     { return &Error{Status: http.StatusNotFound, Message: msg} }
func forbidden(msg string) *Error    { return &Error{Status: http.StatusForbidden, Message: msg} }
func unauthorized(msg string) *Error { return &Error{Status: http.StatusUnauthorized, Message: msg} }

// fieldError is a 400 naming the offending field.
func fieldError(field, msg string) *Error {
	return &Error{Status: http.StatusBadRequest, Message: msg, Fields: map[string]string{field: msg}}
}

// handlerFunc is an HTTP handler that returns its error instead of writing it.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// handle adapts a handlerFunc, turning its error into the JSON error format.
func (s *Server) handle(fn handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := fn(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var apiErr *Error
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &apiErr):
	case isAppErr(err):
		apiErr = fromAppErr(err)
	case errors.As(err, &maxErr):
		apiErr = errorf(http.StatusRequestEntityTooLarge, "Request body is too large (limit %d bytes)", maxErr.Limit)
	case errors.Is(err, store.ErrNotFound):
		apiErr = notFound("Not found")
	default:
		s.log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		apiErr = &Error{Status: http.StatusInternalServerError, Message: "Internal server error"}
	}
	if apiErr.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(apiErr.RetryAfter))
	}
	writeJSON(w, apiErr.Status, apiErr)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write json", "err", err)
	}
}

// message is the body of simple acknowledgements.
type message struct {
	Message string `json:"message"`
}

// decodeJSON reads one JSON object from the request body into dst.
// Malformed JSON is a 400 and an oversized body a 413, never a 500.
func decodeJSON(r *http.Request, dst any) error {
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(dst); err != nil {
		var maxErr *http.MaxBytesError
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &maxErr):
			return errorf(http.StatusRequestEntityTooLarge, "Request body is too large (limit %d bytes)", maxErr.Limit)
		case errors.Is(err, io.EOF):
			return badRequest("Request body must be a JSON object")
		case errors.As(err, &typeErr):
			if typeErr.Field != "" {
				return fieldError(typeErr.Field, fmt.Sprintf("%s has the wrong type", typeErr.Field))
			}
			return badRequest("Request body must be a JSON object")
		default:
			return badRequest("Malformed JSON in request body")
		}
	}
	if dec.More() {
		return badRequest("Request body must hold a single JSON object")
	}
	return nil
}

// appErrStatus is the HTTP status of each apperr kind.
var appErrStatus = map[apperr.Kind]int{
	apperr.Invalid: http.StatusBadRequest, apperr.Unauthorized: http.StatusUnauthorized,
	apperr.Forbidden: http.StatusForbidden, apperr.NotFound: http.StatusNotFound,
	apperr.Conflict: http.StatusConflict, apperr.Gone: http.StatusGone,
	apperr.TooLarge: http.StatusRequestEntityTooLarge, apperr.Unsupported: http.StatusUnsupportedMediaType,
	apperr.TooMany: http.StatusTooManyRequests, apperr.Unavailable: http.StatusServiceUnavailable,
}

func isAppErr(err error) bool {
	_, ok := apperr.As(err)
	return ok
}

// fromAppErr answers a service-layer *apperr.Error (internal/club) in the
// HTTP error format.
func fromAppErr(err error) *Error {
	ae, _ := apperr.As(err)
	status, ok := appErrStatus[ae.Kind]
	if !ok {
		status = http.StatusBadRequest
	}
	out := &Error{Status: status, Message: ae.Message, RetryAfter: ae.RetryAfter}
	if len(ae.Fields) > 0 {
		out.Fields = make(map[string]string, len(ae.Fields))
		for k, f := range ae.Fields {
			out.Fields[k] = f.Message
		}
	}
	return out
}
