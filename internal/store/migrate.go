package store

import (
	"context"

	"golfclub/internal/store/migrations"
)

// Migrate applies the pending migrations (package migrations holds them,
// frozen and numbered). It is safe to run from several instances at once
// on PostgreSQL (an advisory lock serialises them).
func (s *Store) Migrate(ctx context.Context) error {
	return migrations.Run(ctx, s.w, migrations.All())
}

// Models lists the live model of every table, for the test that compares
// them with the schema the migrations create. A new model belongs here, in
// the same change as the migration that creates its table.
func Models() []any {
	return []any{
		(*Event)(nil),
		(*Member)(nil),
		(*Registration)(nil),
		(*Photo)(nil),
		(*BlogPost)(nil),
		(*ContactMessage)(nil),
		(*Admin)(nil),
		(*AdminRecoveryCode)(nil),
		(*WaitlistEntry)(nil),
		(*Notification)(nil),
		(*PushSubscription)(nil),
		(*MemberPreference)(nil),
		(*Flight)(nil),
		(*FlightMember)(nil),
		(*Session)(nil),
		(*Setting)(nil),
		(*RateLimit)(nil),
		(*Upload)(nil),
		(*PushOutbox)(nil),
		(*DeletionRequest)(nil),
		(*Course)(nil),
		(*HandicapChange)(nil),
		(*EventGolf)(nil),
		(*Score)(nil),
		(*ScoreHistory)(nil),
		(*Scorecard)(nil),
		(*Result)(nil),
		(*SidePrize)(nil),
		(*Follow)(nil),
		(*AnalyticsDay)(nil),
		(*AnalyticsPageView)(nil),
		(*AnalyticsEvent)(nil),
		(*AnalyticsVisitor)(nil),
		(*AnalyticsSalt)(nil),
	}
}
