package store_test

import (
	"context"
	"testing"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestMigrateIsIdempotent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		for i := 0; i < 2; i++ {
			if err := s.Migrate(context.Background()); err != nil {
				t.Fatalf("migrate run %d: %v", i+1, err)
			}
		}
	})
}
