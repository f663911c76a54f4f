package analytics

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"golfclub/internal/apperr"
)

// Periods are the lengths, in days, the Insights may cover.
var Periods = []int{7, 30, 90, 365}

// topPages and funnelEvents bound the lists of the Insights.
const (
	topPages     = 10
	funnelEvents = 20
	// minMonths is the fewest months the members-joined chart shows.
	minMonths = 12
)

// Insights is what the admin's Insights screen shows for the club days
// From to To.
type Insights struct {
	Days     int
	From, To string
	// Visits has one entry per day From to To, zeros included.
	Visits         []DayVisits
	Visitors       int
	Views          int
	TopPages       []PageViews
	Events         []EventTotal
	Funnels        []Funnel
	MembersJoined  []MonthCount
	InstallShown   int
	InstallAccepts int
	// InstallRate is InstallAccepts / InstallShown; nil when no prompt
	// was shown.
	InstallRate *float64
	PushMembers int
	PushOptedIn int
	PushEnabled int
	PushRate    *float64
}

type DayVisits struct {
	Date     string
	Visitors int
	Views    int
}

type PageViews struct {
	Path  string
	Views int
}

// EventTotal is one category's events over the period.
type EventTotal struct {
	Category string
	Count    int
	ValueSum int64
}

// Funnel is one event's way from its page to paid: views of its page and
// register dialogs opened during the period, registrations and paid ones
// as they stand.
type Funnel struct {
	EventID        int64
	Title          string
	Date           string
	Views          int
	RegisterOpened int
	Registered     int
	Paid           int
}

type MonthCount struct {
	Month string // YYYY-MM
	Count int
}

// Insights reads the Insights of the last days club days, today included.
func (s *Service) Insights(ctx context.Context, days int) (*Insights, error) {
	if !validPeriod(days) {
		return nil, apperr.Field("days", "invalid_choice", "Days must be one of 7, 30, 90 or 365")
	}
	now := s.now().In(s.loc)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, s.loc)
	start := today.AddDate(0, 0, -(days - 1))
	in := &Insights{Days: days, From: start.Format(time.DateOnly), To: today.Format(time.DateOnly)}

	totals, err := s.store.AnalyticsDays(ctx, in.From, in.To)
	if err != nil {
		return nil, err
	}
	byDay := map[string]DayVisits{}
	for _, d := range totals {
		byDay[d.Day] = DayVisits{Date: d.Day, Visitors: d.Visitors, Views: d.Views}
	}
	for d := start; !d.After(today); d = d.AddDate(0, 0, 1) {
		key := d.Format(time.DateOnly)
		v := byDay[key]
		v.Date = key
		in.Visits = append(in.Visits, v)
		in.Visitors += v.Visitors
		in.Views += v.Views
	}

	pages, err := s.store.AnalyticsTopPages(ctx, in.From, in.To, topPages)
	if err != nil {
		return nil, err
	}
	in.TopPages = make([]PageViews, len(pages))
	for i, p := range pages {
		in.TopPages[i] = PageViews{Path: p.Key, Views: p.Count}
	}

	events, err := s.store.AnalyticsEventTotals(ctx, in.From, in.To)
	if err != nil {
		return nil, err
	}
	perCategory := map[string]*EventTotal{}
	opened := map[string]int{}
	for _, c := range Categories {
		perCategory[c] = &EventTotal{Category: c}
	}
	for _, e := range events {
		if t, ok := perCategory[e.Key]; ok {
			t.Count += e.Count
			t.ValueSum += e.ValueSum
		}
		if e.Key == RegisterOpened {
			opened[e.Label] += e.Count
		}
	}
	for _, c := range Categories {
		in.Events = append(in.Events, *perCategory[c])
	}
	in.InstallShown, in.InstallAccepts = perCategory[InstallPromptShown].Count, perCategory[InstallAccepted].Count
	in.InstallRate = ratio(in.InstallAccepts, in.InstallShown)
	in.PushEnabled = perCategory[PushEnabled].Count

	if in.Funnels, err = s.funnels(ctx, in.From, in.To, opened); err != nil {
		return nil, err
	}
	if in.MembersJoined, err = s.membersJoined(ctx, start, today); err != nil {
		return nil, err
	}
	if in.PushMembers, in.PushOptedIn, err = s.store.PushOptIns(ctx); err != nil {
		return nil, err
	}
	in.PushRate = ratio(in.PushOptedIn, in.PushMembers)
	return in, nil
}

func validPeriod(days int) bool {
	for _, p := range Periods {
		if p == days {
			return true
		}
	}
	return false
}

// ratio is n/of to three places; nil when of is zero.
func ratio(n, of int) *float64 {
	if of == 0 {
		return nil
	}
	r := float64(int(float64(n)/float64(of)*1000+0.5)) / 1000
	return &r
}

// funnels are the events dated from the period's first day on, latest
// first: the views of each event's page, the register dialogs opened for
// it (by label) in the period, and its registrations now.
func (s *Service) funnels(ctx context.Context, from, to string, opened map[string]int) ([]Funnel, error) {
	events, err := s.store.FunnelEvents(ctx, from, funnelEvents)
	if err != nil {
		return nil, err
	}
	paths := make([]string, len(events))
	for i, e := range events {
		paths[i] = eventPath(e.ID)
	}
	views, err := s.store.AnalyticsPathViews(ctx, from, to, paths)
	if err != nil {
		return nil, err
	}
	out := make([]Funnel, len(events))
	for i, e := range events {
		out[i] = Funnel{EventID: e.ID, Title: e.Title, Date: e.Date, Views: views[paths[i]],
			RegisterOpened: opened[strconv.FormatInt(e.ID, 10)], Registered: e.Registered, Paid: e.Paid}
	}
	return out, nil
}

func eventPath(id int64) string { return fmt.Sprintf("/events/%d", id) }

// membersJoined counts the members who joined in each month on the club's
// calendar, from the period's first month (or twelve months back, when
// that is earlier) to this month, zeros included.
func (s *Service) membersJoined(ctx context.Context, start, today time.Time) ([]MonthCount, error) {
	first := time.Date(start.Year(), start.Month(), 1, 0, 0, 0, 0, s.loc)
	if back := time.Date(today.Year(), today.Month()-(minMonths-1), 1, 0, 0, 0, 0, s.loc); back.Before(first) {
		first = back
	}
	times, err := s.store.MemberJoinTimes(ctx, first)
	if err != nil {
		return nil, err
	}
	counts := map[string]int{}
	for _, t := range times {
		counts[t.In(s.loc).Format("2006-01")]++
	}
	var out []MonthCount
	for m := first; !m.After(today); m = m.AddDate(0, 1, 0) {
		key := m.Format("2006-01")
		out = append(out, MonthCount{Month: key, Count: counts[key]})
	}
	return out, nil
}
