package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// m004PreferredName adds members.preferred_name: the name a member wants to
// be greeted by. Guessing it from the full name fails for many Malaysian
// names (the first word of "Tan Wei Ming" is the family name, the last of
// "Ahmad bin Ismail" the father's), so the member says it. NULL means
// "greet me by my full name".
func m004PreferredName(ctx context.Context, tx bun.Tx) error {
	s := `ALTER TABLE members ADD COLUMN preferred_name VARCHAR`
	if _, err := tx.ExecContext(ctx, s); err != nil {
		return fmt.Errorf("%s: %w", s, err)
	}
	return nil
}
