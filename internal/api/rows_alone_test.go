package api

import (
	"context"
	"net/http/httptest"
	"testing"
)

// TestRowsStandAlone: the harness gives every scenario row a database of
// its own, so what one row writes the next row never sees, on SQLite and
// on PostgreSQL (where the database is emptied between rows). Each row
// writes one contact message and must find exactly one.
// scripts/rows-alone.sh runs every row of every table by itself as well.
func TestRowsStandAlone(t *testing.T) {
	body := map[string]any{"firstName": "Aisyah", "lastName": "Rahman", "email": "aisyah@example.my",
		"subject": "Event Booking", "message": "Is there room on Saturday?"}
	onlyMine := func(t *testing.T, env *testEnv, _ *httptest.ResponseRecorder) {
		msgs, err := env.store.ListContactMessages(context.Background())
		if err != nil || len(msgs) != 1 || msgs[0].ID != 1 {
			t.Fatalf("a row sees %d messages (%v), want only its own with id 1", len(msgs), err)
		}
	}
	eachBackend(t, func(t *testing.T, b backend) {
		b.table(t, func(t *testing.T, env *testEnv) []scenario {
			row := func(name string) scenario {
				return scenario{name: name, method: "POST", url: "/api/contact", body: body, wantStatus: 201, after: onlyMine}
			}
			return []scenario{row("first write"), row("second write"), row("third write")}
		})
	})
}
