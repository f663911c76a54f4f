package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// m012Analytics adds the first-party analytics counters: visitors per day,
// page views per day and path, custom events per day, category and label,
// and, only for the day in progress, the visitor hashes and the salt they
// are made with. No table has a column for an address, a browser string
// or a member.
func m012Analytics(ctx context.Context, tx bun.Tx) error {
	for _, m := range []any{
		(*m012AnalyticsDay)(nil),
		(*m012AnalyticsPageView)(nil),
		(*m012AnalyticsEvent)(nil),
		(*m012AnalyticsVisitor)(nil),
		(*m012AnalyticsSalt)(nil),
	} {
		if _, err := tx.NewCreateTable().Model(m).Exec(ctx); err != nil {
			return fmt.Errorf("create %T: %w", m, err)
		}
	}
	return nil
}

// The frozen copies of the store's analytics models.

type m012AnalyticsDay struct {
	bun.BaseModel `bun:"table:analytics_days"`
	Day           string `bun:"day,pk,type:varchar(10)"`
	Visitors      int    `bun:"visitors,notnull,default:0"`
}

type m012AnalyticsPageView struct {
	bun.BaseModel `bun:"table:analytics_page_views"`
	Day           string `bun:"day,pk,type:varchar(10)"`
	Path          string `bun:"path,pk"`
	Views         int    `bun:"views,notnull,default:0"`
}

type m012AnalyticsEvent struct {
	bun.BaseModel `bun:"table:analytics_events"`
	Day           string `bun:"day,pk,type:varchar(10)"`
	Category      string `bun:"category,pk"`
	Label         string `bun:"label,pk"`
	Count         int    `bun:"count,notnull,default:0"`
	ValueSum      int64  `bun:"value_sum,notnull,default:0"`
}

type m012AnalyticsVisitor struct {
	bun.BaseModel `bun:"table:analytics_visitors"`
	Day           string `bun:"day,pk,type:varchar(10)"`
	Hash          string `bun:"hash,pk"`
}

type m012AnalyticsSalt struct {
	bun.BaseModel `bun:"table:analytics_salts"`
	Day           string `bun:"day,pk,type:varchar(10)"`
	Salt          string `bun:"salt,notnull"`
}
