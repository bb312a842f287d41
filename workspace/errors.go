package workspace

import (
	"errors"
	"fmt"
)

// FieldError is a client error (400) that names the offending field.
type FieldError struct {
	Field   string // dotted path, e.g. "body.fields[2].src"
	Message string // full sentence naming the field
}

func (e *FieldError) Error() string { return e.Message }

// Fieldf returns a *FieldError for field with a formatted message.
func Fieldf(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Message: fmt.Sprintf(format, args...)}
}

// TooLargeError is a stored JSON field over the size cap (413).
type TooLargeError struct {
	Field string
	Size  int // serialized bytes
	Cap   int // bytes
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("field %s is %d bytes serialized, over the %d-byte cap", e.Field, e.Size, e.Cap)
}

// ConflictError is a state conflict (409).
type ConflictError struct {
	Message string
}

func (e *ConflictError) Error() string { return e.Message }

// ErrNotFound marks a missing (or soft-deleted) row; wrapped with the kind and id.
var ErrNotFound = errors.New("not found")

// NotFound returns an error wrapping ErrNotFound that names kind and id.
func NotFound(kind, id string) error {
	return fmt.Errorf("%s %q was not found: %w", kind, id, ErrNotFound)
}

// ItemError names the item of a bulk write (POST /import/apply) that
// failed; Err decides the status.
type ItemError struct {
	Item string // e.g. "requests[3] (tempId r4)"
	Err  error
}

func (e *ItemError) Error() string { return e.Item + ": " + e.Err.Error() }
func (e *ItemError) Unwrap() error { return e.Err }
