// Package demo seeds demo content into an empty database (--demo).
package demo

import (
	"context"

	"golfclub/internal/store"
)

// Seed fills an empty database with demo content and reports whether it did.
func Seed(ctx context.Context, s *store.Store) (bool, error) {
	return false, nil
}
