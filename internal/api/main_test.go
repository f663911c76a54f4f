package api

import (
	"testing"

	"golfclub/internal/store/storetest"
)

// The tests share their PostgreSQL databases, emptied between tests.
func TestMain(m *testing.M) { storetest.Main(m) }
