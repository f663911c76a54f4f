package api

import (
	"testing"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func storetestSQLite(t *testing.T) *store.Store { return storetest.SQLite(t) }
