// Package apperr holds the one client-safe error type shared by the service
// layer (internal/club) and the HTTP layer (internal/api). An *Error carries
// a kind (which becomes the HTTP status), a stable machine code the web app
// switches on, and a message people read. Anything that is not an *Error is
// an internal failure: logged in full, answered as a bare 500.
//
// Codes are snake_case, never change once shipped, and are listed in
// docs/api.md.
package apperr

import (
	"errors"
	"fmt"
)

// Kind is the class of failure; the HTTP layer maps it to a status.
type Kind int

const (
	Invalid      Kind = iota + 1 // 400
	Unauthorized                 // 401
	Forbidden                    // 403
	NotFound                     // 404
	Conflict                     // 409
	Gone                         // 410
	TooLarge                     // 413
	Unsupported                  // 415
	TooMany                      // 429
	Unavailable                  // 503
	NotAllowed                   // 405
)

// FieldError is the code and message for one input field.
type FieldError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Error is a failure the client may see.
type Error struct {
	Kind    Kind                  `json:"-"`
	Code    string                `json:"code"`
	Message string                `json:"message"`
	Fields  map[string]FieldError `json:"fields,omitempty"`
	// RetryAfter, when set, is sent as the Retry-After header (seconds).
	RetryAfter int `json:"-"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// New returns an error of the given kind, code and message.
func New(kind Kind, code, message string) *Error {
	return &Error{Kind: kind, Code: code, Message: message}
}

// Newf is New with a formatted message.
func Newf(kind Kind, code, format string, args ...any) *Error {
	return &Error{Kind: kind, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Field is a 400 naming one offending field; the top-level code and message
// are the field's own so clients that read only "message" still show it.
func Field(field, code, message string) *Error {
	return &Error{Kind: Invalid, Code: code, Message: message,
		Fields: map[string]FieldError{field: {Code: code, Message: message}}}
}

// FieldOf is Field with another kind: a 404 or 409 that still names the
// field in the way (an unknown eventId, a taken flight number).
func FieldOf(kind Kind, field, code, message string) *Error {
	e := Field(field, code, message)
	e.Kind = kind
	return e
}

// As reports whether err is (or wraps) an *Error and returns it.
func As(err error) (*Error, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e, true
	}
	return nil, false
}

// HasCode reports whether err is an *Error with the given code.
func HasCode(err error, code string) bool {
	e, ok := As(err)
	return ok && e.Code == code
}

// Validation gathers the field errors of one input. The first problem found
// becomes the top-level code and message (the spec's texts are shown as they
// are); every field keeps its own, so a form can mark each input. A field
// keeps its first problem only.
type Validation struct {
	first  FieldError
	fields map[string]FieldError
}

// Add records a problem with field unless the field already has one.
func (v *Validation) Add(field, code, message string) {
	if v.Has(field) {
		return
	}
	if v.fields == nil {
		v.fields = map[string]FieldError{}
		v.first = FieldError{Code: code, Message: message}
	}
	v.fields[field] = FieldError{Code: code, Message: message}
}

// Has reports whether field already has a problem.
func (v *Validation) Has(field string) bool {
	_, ok := v.fields[field]
	return ok
}

// Err is nil when nothing was added, else a 400 *Error holding every field.
// It returns a plain nil error (not a typed nil) so callers may test err != nil.
func (v *Validation) Err() error {
	if v.fields == nil {
		return nil
	}
	return &Error{Kind: Invalid, Code: v.first.Code, Message: v.first.Message, Fields: v.fields}
}
