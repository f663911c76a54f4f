package apperr

import (
	"errors"
	"fmt"
	"testing"
)

func TestValidation(t *testing.T) {
	var v Validation
	if err := v.Err(); err != nil {
		t.Fatalf("empty validation: %v", err)
	}
	v.Add("name", "too_short", "Name must be at least 2 characters")
	v.Add("email", "invalid_email", "Please enter a valid email address")
	v.Add("name", "too_long", "ignored: name already has a problem")
	e, ok := As(fmt.Errorf("wrapped: %w", v.Err()))
	if !ok {
		t.Fatal("Err is not an *Error")
	}
	if e.Kind != Invalid || e.Code != "too_short" || e.Message != "Name must be at least 2 characters" {
		t.Errorf("top level = %+v", e)
	}
	if len(e.Fields) != 2 || e.Fields["name"].Code != "too_short" || e.Fields["email"].Code != "invalid_email" {
		t.Errorf("fields = %+v", e.Fields)
	}
}

func TestHasCode(t *testing.T) {
	err := fmt.Errorf("ctx: %w", New(Conflict, "event_full", "Event is full"))
	if !HasCode(err, "event_full") || HasCode(err, "not_found") || HasCode(errors.New("x"), "event_full") {
		t.Error("HasCode mismatch")
	}
}
