package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// m009MemberLocale adds members.locale: the language (en or ms) the club
// writes to the member in — notifications, pushes, reminders and mails.
// Every member so far has been written to in English, hence the default.
// The two values are checked by the API (i18n.Valid), as every other
// enumerated column here is; readers fall back to English on anything else.
func m009MemberLocale(ctx context.Context, tx bun.Tx) error {
	s := `ALTER TABLE members ADD COLUMN locale VARCHAR NOT NULL DEFAULT 'en'`
	if _, err := tx.ExecContext(ctx, s); err != nil {
		return fmt.Errorf("%s: %w", s, err)
	}
	return nil
}
