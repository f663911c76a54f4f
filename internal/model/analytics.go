package model

import "github.com/uptrace/bun"

// The first-party analytics tables (docs/decisions/044-first-party-analytics.md)
// hold counters per club day (YYYY-MM-DD in the club's time zone), never an
// address, a cookie or a member. The visitor hashes and the day's salt exist
// only while their day lasts; the prune job deletes them after it.

// AnalyticsDay counts the distinct visitors of one day.
type AnalyticsDay struct {
	bun.BaseModel `bun:"table:analytics_days"`

	Day      string `bun:"day,pk,type:varchar(10)"`
	Visitors int    `bun:"visitors,notnull,default:0"`
}

// AnalyticsPageView counts the views of one normalised path on one day.
type AnalyticsPageView struct {
	bun.BaseModel `bun:"table:analytics_page_views"`

	Day   string `bun:"day,pk,type:varchar(10)"`
	Path  string `bun:"path,pk"`
	Views int    `bun:"views,notnull,default:0"`
}

// AnalyticsEvent counts one custom event (category and label) on one day;
// ValueSum adds up the values the beacons carried.
type AnalyticsEvent struct {
	bun.BaseModel `bun:"table:analytics_events"`

	Day      string `bun:"day,pk,type:varchar(10)"`
	Category string `bun:"category,pk"`
	Label    string `bun:"label,pk"`
	Count    int    `bun:"count,notnull,default:0"`
	ValueSum int64  `bun:"value_sum,notnull,default:0"`
}

// AnalyticsVisitor is one visitor seen on Day: a salted hash of address
// and browser under that day's salt, which is deleted with it after the
// day, so the hash cannot be recomputed or linked to another day.
type AnalyticsVisitor struct {
	bun.BaseModel `bun:"table:analytics_visitors"`

	Day  string `bun:"day,pk,type:varchar(10)"`
	Hash string `bun:"hash,pk"`
}

// AnalyticsSalt is the random salt of one day's visitor hashes, shared by
// every instance through the database.
type AnalyticsSalt struct {
	bun.BaseModel `bun:"table:analytics_salts"`

	Day  string `bun:"day,pk,type:varchar(10)"`
	Salt string `bun:"salt,notnull"`
}

// AnalyticsDayTotals is one day of the Insights chart.
type AnalyticsDayTotals struct {
	Day      string
	Visitors int
	Views    int
}

// AnalyticsCount is a path's views, or a category and label's events,
// summed over a period.
type AnalyticsCount struct {
	Key      string
	Label    string
	Count    int
	ValueSum int64
}
