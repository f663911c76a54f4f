package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// AnalyticsSalt returns the salt of day's visitor hashes. The first caller
// of a day stores candidate; every later caller, on any instance, gets
// that one back.
func (s *Store) AnalyticsSalt(ctx context.Context, day, candidate string) (string, error) {
	if _, err := s.w.NewInsert().Model(&AnalyticsSalt{Day: day, Salt: candidate}).
		On("CONFLICT (day) DO NOTHING").Exec(ctx); err != nil {
		return "", fmt.Errorf("analytics salt: %w", err)
	}
	var salt string
	if err := s.w.NewSelect().Model((*AnalyticsSalt)(nil)).Column("salt").Where("day = ?", day).Scan(ctx, &salt); err != nil {
		return "", fmt.Errorf("analytics salt: %w", err)
	}
	return salt, nil
}

// AddAnalyticsVisitor records the visitor hash on day and, the first time
// that day, counts one more visitor; both in one transaction.
func (s *Store) AddAnalyticsVisitor(ctx context.Context, day, hash string) (bool, error) {
	var added bool
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewInsert().Model(&AnalyticsVisitor{Day: day, Hash: hash}).
			On("CONFLICT (day, hash) DO NOTHING").Exec(ctx)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		added = true
		_, err = tx.NewRaw(`INSERT INTO analytics_days (day, visitors) VALUES (?, 1)
ON CONFLICT (day) DO UPDATE SET visitors = analytics_days.visitors + 1`, day).Exec(ctx)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("analytics visitor: %w", err)
	}
	return added, nil
}

// AddAnalyticsPageView counts one view of path on day. A path not yet
// counted that day is counted as overflow instead once the day holds
// maxPaths paths, so that made-up paths cannot grow the table without
// bound. The check and the count are one statement.
func (s *Store) AddAnalyticsPageView(ctx context.Context, day, path, overflow string, maxPaths int) error {
	_, err := s.w.NewRaw(`INSERT INTO analytics_page_views (day, path, views)
SELECT ?, CASE WHEN EXISTS (SELECT 1 FROM analytics_page_views WHERE day = ? AND path = ?)
            OR (SELECT count(*) FROM analytics_page_views WHERE day = ?) < ?
          THEN ? ELSE ? END, 1
WHERE true
ON CONFLICT (day, path) DO UPDATE SET views = analytics_page_views.views + 1`,
		day, day, path, day, maxPaths, path, overflow).Exec(ctx)
	if err != nil {
		return fmt.Errorf("analytics page view: %w", err)
	}
	return nil
}

// AddAnalyticsEvent counts one event of category and label on day, adding
// value to its sum. As with paths, a label not yet counted for the
// category that day becomes overflow once the category holds maxLabels.
func (s *Store) AddAnalyticsEvent(ctx context.Context, day, category, label, overflow string, value int64, maxLabels int) error {
	_, err := s.w.NewRaw(`INSERT INTO analytics_events (day, category, label, "count", value_sum)
SELECT ?, ?, CASE WHEN EXISTS (SELECT 1 FROM analytics_events WHERE day = ? AND category = ? AND label = ?)
            OR (SELECT count(*) FROM analytics_events WHERE day = ? AND category = ?) < ?
          THEN ? ELSE ? END, 1, ?
WHERE true
ON CONFLICT (day, category, label) DO UPDATE SET "count" = analytics_events."count" + 1,
  value_sum = analytics_events.value_sum + excluded.value_sum`,
		day, category, day, category, label, day, category, maxLabels, label, overflow, value).Exec(ctx)
	if err != nil {
		return fmt.Errorf("analytics event: %w", err)
	}
	return nil
}

// PruneAnalytics deletes the visitor hashes and salts of days before
// today, and every counter of days before keepFrom. Days are ISO dates,
// which sort as text.
func (s *Store) PruneAnalytics(ctx context.Context, today, keepFrom string) (int64, error) {
	var total int64
	steps := []struct {
		model  any
		before string
	}{
		{(*AnalyticsVisitor)(nil), today},
		{(*AnalyticsSalt)(nil), today},
		{(*AnalyticsDay)(nil), keepFrom},
		{(*AnalyticsPageView)(nil), keepFrom},
		{(*AnalyticsEvent)(nil), keepFrom},
	}
	for _, st := range steps {
		res, err := s.w.NewDelete().Model(st.model).Where("day < ?", st.before).Exec(ctx)
		if err != nil {
			return total, fmt.Errorf("prune analytics: %w", err)
		}
		n, _ := res.RowsAffected()
		total += n
	}
	return total, nil
}

// AnalyticsDays reads the visitors and page views of each day from from to
// to (inclusive) that has any; days without a row are absent.
func (s *Store) AnalyticsDays(ctx context.Context, from, to string) ([]AnalyticsDayTotals, error) {
	byDay := map[string]*AnalyticsDayTotals{}
	var order []string
	get := func(day string) *AnalyticsDayTotals {
		if d, ok := byDay[day]; ok {
			return d
		}
		d := &AnalyticsDayTotals{Day: day}
		byDay[day] = d
		order = append(order, day)
		return d
	}
	var days []AnalyticsDay
	if err := s.r.NewSelect().Model(&days).Where("day >= ? AND day <= ?", from, to).Scan(ctx); err != nil {
		return nil, fmt.Errorf("analytics days: %w", err)
	}
	for _, d := range days {
		get(d.Day).Visitors = d.Visitors
	}
	var views []struct {
		Day   string `bun:"day"`
		Views int    `bun:"views"`
	}
	if err := s.r.NewSelect().Model((*AnalyticsPageView)(nil)).Column("day").ColumnExpr("SUM(views) AS views").
		Where("day >= ? AND day <= ?", from, to).Group("day").Scan(ctx, &views); err != nil {
		return nil, fmt.Errorf("analytics days: %w", err)
	}
	for _, v := range views {
		get(v.Day).Views = v.Views
	}
	out := make([]AnalyticsDayTotals, 0, len(order))
	for _, day := range order {
		out = append(out, *byDay[day])
	}
	return out, nil
}

// AnalyticsTopPages sums each path's views from from to to, most viewed
// first (ties by path), at most limit paths.
func (s *Store) AnalyticsTopPages(ctx context.Context, from, to string, limit int) ([]AnalyticsCount, error) {
	var rows []AnalyticsCount
	err := s.r.NewSelect().Model((*AnalyticsPageView)(nil)).ColumnExpr("path AS key").ColumnExpr("SUM(views) AS count").
		Where("day >= ? AND day <= ?", from, to).Group("path").
		OrderExpr("SUM(views) DESC, path ASC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("analytics top pages: %w", err)
	}
	return rows, nil
}

// AnalyticsPathViews sums the views of each of paths from from to to;
// paths nobody viewed are absent.
func (s *Store) AnalyticsPathViews(ctx context.Context, from, to string, paths []string) (map[string]int, error) {
	out := map[string]int{}
	if len(paths) == 0 {
		return out, nil
	}
	var rows []AnalyticsCount
	err := s.r.NewSelect().Model((*AnalyticsPageView)(nil)).ColumnExpr("path AS key").ColumnExpr("SUM(views) AS count").
		Where("day >= ? AND day <= ?", from, to).Where("path IN (?)", bun.List(paths)).Group("path").Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("analytics path views: %w", err)
	}
	for _, r := range rows {
		out[r.Key] = r.Count
	}
	return out, nil
}

// AnalyticsEventTotals sums the events of each category and label from
// from to to.
func (s *Store) AnalyticsEventTotals(ctx context.Context, from, to string) ([]AnalyticsCount, error) {
	var rows []AnalyticsCount
	err := s.r.NewSelect().Model((*AnalyticsEvent)(nil)).ColumnExpr("category AS key").Column("label").
		ColumnExpr(`SUM("count") AS count`).ColumnExpr("SUM(value_sum) AS value_sum").
		Where("day >= ? AND day <= ?", from, to).Group("category", "label").
		OrderExpr("category ASC, label ASC").Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("analytics events: %w", err)
	}
	return rows, nil
}

// MemberJoinTimes lists when each member who joined at or after since
// joined.
func (s *Store) MemberJoinTimes(ctx context.Context, since time.Time) ([]time.Time, error) {
	var at []time.Time
	err := s.r.NewSelect().Model((*Member)(nil)).Column("created_at").
		Where("created_at >= ?", since.UTC()).Order("created_at").Scan(ctx, &at)
	if err != nil {
		return nil, fmt.Errorf("member join times: %w", err)
	}
	return at, nil
}

// FunnelEvent is an event of the Insights funnel with its registrations
// as they stand.
type FunnelEvent struct {
	ID         int64  `bun:"id"`
	Title      string `bun:"title"`
	Date       string `bun:"date"`
	Registered int    `bun:"registered"`
	Paid       int    `bun:"paid"`
}

// FunnelEvents reads the events dated from from onwards (latest first, at
// most limit), each with its registrations and how many are paid.
func (s *Store) FunnelEvents(ctx context.Context, from string, limit int) ([]FunnelEvent, error) {
	var rows []FunnelEvent
	err := s.r.NewSelect().TableExpr("events AS e").
		ColumnExpr("e.id, e.title, e.date").
		ColumnExpr("(SELECT count(*) FROM event_registrations AS r WHERE r.event_id = e.id) AS registered").
		ColumnExpr("(SELECT count(*) FROM event_registrations AS r WHERE r.event_id = e.id AND r.is_paid = ?) AS paid", true).
		Where("e.date >= ?", from).OrderExpr("e.date DESC, e.id DESC").Limit(int64(limit)).Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("funnel events: %w", err)
	}
	return rows, nil
}

// PushOptIns counts the active members and those of them with at least
// one active push subscription.
func (s *Store) PushOptIns(ctx context.Context) (members, subscribed int, err error) {
	n, err := s.r.NewSelect().Model((*Member)(nil)).Where("is_active = ?", true).Count(ctx)
	if err != nil {
		return 0, 0, fmt.Errorf("push opt-ins: %w", err)
	}
	k, err := s.r.NewSelect().Model((*Member)(nil)).Where("is_active = ?", true).
		Where("EXISTS (SELECT 1 FROM push_subscriptions AS p WHERE p.member_id = member.id AND p.is_active = ?)", true).Count(ctx)
	if err != nil {
		return 0, 0, fmt.Errorf("push opt-ins: %w", err)
	}
	return int(n), int(k), nil
}
