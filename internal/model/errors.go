package model

import "errors"

// ErrNotFound is the error of a read or write of a row that does not
// exist; the store returns it (store.ErrNotFound is the same value).
var ErrNotFound = errors.New("not found")
