package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"golfclub/internal/apperr"
	"golfclub/internal/logctx"
	"golfclub/internal/model"
)

// Every error answer is an *apperr.Error as JSON: {"message", "code"} and,
// for input problems, "fields" (docs/api.md lists the codes).
// Anything that is not an *apperr.Error is logged and answered as a bare 500.

// statusOf maps the kind of a client-safe error to its HTTP status.
func statusOf(k apperr.Kind) int {
	switch k {
	case apperr.Invalid:
		return http.StatusBadRequest
	case apperr.Unauthorized:
		return http.StatusUnauthorized
	case apperr.Forbidden:
		return http.StatusForbidden
	case apperr.NotFound:
		return http.StatusNotFound
	case apperr.Conflict:
		return http.StatusConflict
	case apperr.Gone:
		return http.StatusGone
	case apperr.TooLarge:
		return http.StatusRequestEntityTooLarge
	case apperr.Unsupported:
		return http.StatusUnsupportedMediaType
	case apperr.TooMany:
		return http.StatusTooManyRequests
	case apperr.Unavailable:
		return http.StatusServiceUnavailable
	case apperr.NotAllowed:
		return http.StatusMethodNotAllowed
	}
	return http.StatusInternalServerError
}

// errInternal is the answer to every failure the client must not see. Its
// kind is none of apperr's, which statusOf answers with 500.
func errInternal() *apperr.Error {
	return apperr.New(0, "internal", "Internal server error")
}

// errNotFound is the 404 of a missing record.
func errNotFound(msg string) *apperr.Error { return apperr.New(apperr.NotFound, "not_found", msg) }

// errBodyTooLarge is the 413 of a body over its cap.
func errBodyTooLarge(limit int64) *apperr.Error {
	return apperr.Newf(apperr.TooLarge, "body_too_large", "Request body is too large (limit %d bytes)", limit)
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
	var maxErr *http.MaxBytesError
	appErr, ok := apperr.As(err)
	switch {
	case ok:
	case errors.As(err, &maxErr):
		appErr = errBodyTooLarge(maxErr.Limit)
	case errors.Is(err, model.ErrNotFound):
		appErr = errNotFound("Not found")
	case s.dbError != nil && s.dbError(err) != nil:
		// The database failed, not the request: the client may retry.
		appErr = s.dbError(err)
		s.log.WarnContext(r.Context(), "request failed: database", "method", r.Method, "path", r.URL.Path, "code", appErr.Code, "err", err)
	default:
		s.log.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", loggedPath(r.URL.Path), "err", err)
		appErr = errInternal()
	}
	writeAppErrorFor(w, r, appErr)
}

// writeAppError sends e with its status and, for rate limits, Retry-After.
func writeAppError(w http.ResponseWriter, e *apperr.Error) {
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.RetryAfter))
	}
	writeJSON(w, statusOf(e.Kind), e)
}

// serverErrorBody is a 5xx answer: the error and the request's id, which a
// member can quote and an operator finds in the log.
type serverErrorBody struct {
	*apperr.Error
	RequestID string `json:"requestId,omitempty"`
}

// writeAppErrorFor is writeAppError for an answer to r: a server error
// (5xx) also carries r's id.
func writeAppErrorFor(w http.ResponseWriter, r *http.Request, e *apperr.Error) {
	status := statusOf(e.Kind)
	if status < 500 {
		writeAppError(w, e)
		return
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.RetryAfter))
	}
	writeJSON(w, status, serverErrorBody{Error: e, RequestID: logctx.RequestID(r.Context())})
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
// Malformed JSON is a 400 and an oversized body a 413, never a 500; every
// string is checked for control characters and loses bidi controls
// (cleanText).
func decodeJSON(r *http.Request, dst any) error {
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(dst); err != nil {
		var maxErr *http.MaxBytesError
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &maxErr):
			return errBodyTooLarge(maxErr.Limit)
		case errors.Is(err, io.EOF):
			return apperr.New(apperr.Invalid, "invalid_json", "Request body must be a JSON object")
		case errors.As(err, &typeErr):
			if typeErr.Field != "" {
				return apperr.Field(typeErr.Field, "wrong_type", fmt.Sprintf("%s has the wrong type", typeErr.Field))
			}
			return apperr.New(apperr.Invalid, "invalid_json", "Request body must be a JSON object")
		default:
			return apperr.New(apperr.Invalid, "invalid_json", "Malformed JSON in request body")
		}
	}
	if dec.More() {
		return apperr.New(apperr.Invalid, "invalid_json", "Request body must hold a single JSON object")
	}
	return cleanText(dst)
}
