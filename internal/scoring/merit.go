package scoring

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/golf"
	"golfclub/internal/store"
)

// Order of Merit visibilities.
const (
	MeritPublic  = "public"
	MeritMembers = "members"
)

// Limits of the Order of Merit settings.
const (
	meritPointsMax    = 50
	meritDivisionsMax = 10
	meritNameMax      = 40
	meritBestNMax     = 100
	// meritPointMax caps one place's points: a table is a few hundred at
	// most, and a float64 sum of 50 of these stays exact to the millionth.
	meritPointMax = 100_000
)

// MeritSettings are the club's Order of Merit settings. A season starts on
// the first of SeasonStartMonth and is named by the year it starts in;
// BestN 0 counts every event.
type MeritSettings struct {
	SeasonStartMonth int             `json:"seasonStartMonth"`
	PointsTable      []float64       `json:"pointsTable"`
	BestN            int             `json:"bestN"`
	Visibility       string          `json:"visibility"`
	Divisions        []MeritDivision `json:"divisions"`
}

// MeritDivision is a band of Handicap Index, both ends included (a plus
// handicap is negative: -2.1 is "+2.1").
type MeritDivision struct {
	Name     string  `json:"name"`
	MinIndex float64 `json:"minIndex"`
	MaxIndex float64 `json:"maxIndex"`
}

// DefaultMeritSettings are the settings until an admin saves some: the
// calendar year, a points table in the style of club Orders of Merit,
// every event counting, members only.
func DefaultMeritSettings() MeritSettings {
	return MeritSettings{
		SeasonStartMonth: 1,
		PointsTable:      []float64{100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8},
		BestN:            0,
		Visibility:       MeritMembers,
		Divisions:        []MeritDivision{},
	}
}

// CheckMeritSettings trims the division names and reports every problem
// of m at once (fields "pointsTable", "pointsTable.3", "divisions.1.maxIndex").
func CheckMeritSettings(m *MeritSettings) error {
	var v apperr.Validation
	if m.SeasonStartMonth < 1 || m.SeasonStartMonth > 12 {
		v.Add("seasonStartMonth", "out_of_range", "The season must start in a month from 1 to 12")
	}
	switch n := len(m.PointsTable); {
	case n == 0:
		v.Add("pointsTable", "required", "The points table needs the points of at least the winner")
	case n > meritPointsMax:
		v.Add("pointsTable", "out_of_range", fmt.Sprintf("The points table can list at most %d places", meritPointsMax))
	}
	for i, p := range m.PointsTable {
		field := fmt.Sprintf("pointsTable.%d", i)
		switch {
		case math.IsNaN(p) || p <= 0 || p > meritPointMax:
			v.Add(field, "out_of_range", fmt.Sprintf("Points must be more than 0 and at most %d", meritPointMax))
		case i > 0 && p > m.PointsTable[i-1]:
			v.Add(field, "points_increase", "A place cannot score more points than the place above it")
		}
	}
	if m.BestN < 0 || m.BestN > meritBestNMax {
		v.Add("bestN", "out_of_range", fmt.Sprintf("Best events must be 0 (all) to %d", meritBestNMax))
	}
	if m.Visibility != MeritPublic && m.Visibility != MeritMembers {
		v.Add("visibility", "invalid_choice", "Visibility must be public or members")
	}
	if len(m.Divisions) > meritDivisionsMax {
		v.Add("divisions", "out_of_range", fmt.Sprintf("At most %d divisions", meritDivisionsMax))
	}
	if m.Divisions == nil {
		m.Divisions = []MeritDivision{}
	}
	for i := range m.Divisions {
		d := &m.Divisions[i]
		d.Name = strings.TrimSpace(d.Name)
		field := fmt.Sprintf("divisions.%d.", i)
		v.Text(field+"name", "Division name", d.Name, meritNameMax, false)
		if d.Name == "" {
			v.Add(field+"name", "required", "Each division needs a name")
		}
		lo, errLo := golf.IndexFromFloat(d.MinIndex)
		hi, errHi := golf.IndexFromFloat(d.MaxIndex)
		if errLo != nil {
			v.Add(field+"minIndex", "out_of_range", "A division's lowest index must be a Handicap Index (+10.0 to 54.0)")
		}
		if errHi != nil {
			v.Add(field+"maxIndex", "out_of_range", "A division's highest index must be a Handicap Index (+10.0 to 54.0)")
		}
		if errLo == nil && errHi == nil && lo > hi {
			v.Add(field+"maxIndex", "out_of_range", "A division's highest index cannot be below its lowest")
		}
		for j := range i {
			o := m.Divisions[j]
			if strings.EqualFold(o.Name, d.Name) && d.Name != "" {
				v.Add(field+"name", "duplicate_division", "Two divisions cannot have the same name")
			}
			if d.MinIndex <= o.MaxIndex && o.MinIndex <= d.MaxIndex {
				v.Add(field+"minIndex", "divisions_overlap", fmt.Sprintf("The division overlaps %s: a member must fall in one division only", o.Name))
			}
		}
	}
	return v.Err()
}

// divisionOf is the division whose band holds index (tenths), or -1.
func divisionOf(divs []MeritDivision, index int) int {
	f := golf.Index(index).Float()
	for i, d := range divs {
		if f >= d.MinIndex && f <= d.MaxIndex {
			return i
		}
	}
	return -1
}

// SeasonOf is the season (the year it starts in) of an ISO date.
func SeasonOf(date string, startMonth int) (int, bool) {
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return 0, false
	}
	if int(d.Month()) < startMonth {
		return d.Year() - 1, true
	}
	return d.Year(), true
}

// SeasonSpan is the ISO dates [from, to) of a season.
func SeasonSpan(season, startMonth int) (from, to string) {
	start := time.Date(season, time.Month(startMonth), 1, 0, 0, 0, 0, time.UTC)
	return start.Format(time.DateOnly), start.AddDate(1, 0, 0).Format(time.DateOnly)
}

// Seasons a standings page may ask for.
const (
	seasonMin = 2000
	seasonMax = 2200
)

// MeritEventView is one event of a member's standing.
type MeritEventView struct {
	EventID  int64   `json:"eventId"`
	Title    string  `json:"title"`
	Date     string  `json:"date"`
	Position int     `json:"position"`
	Label    string  `json:"label"`
	Points   float64 `json:"points"`
	Counted  bool    `json:"counted"`
}

// MeritStandingView is a member's place in the standings.
type MeritStandingView struct {
	Position int              `json:"position"`
	Label    string           `json:"label"`
	MemberID int64            `json:"memberId"`
	Name     string           `json:"name"`
	Points   float64          `json:"points"`
	Events   []MeritEventView `json:"events"`
}

// MeritDivisionView is one division's own standings.
type MeritDivisionView struct {
	Name      string              `json:"name"`
	Standings []MeritStandingView `json:"standings"`
}

// MeritTable is a season's Order of Merit.
type MeritTable struct {
	Season    int                 `json:"season"`
	Seasons   []int               `json:"seasons"`
	BestN     int                 `json:"bestN"`
	Standings []MeritStandingView `json:"standings"`
	Divisions []MeritDivisionView `json:"divisions"`
}

// signedIn tells a member or an admin from a visitor.
func signedIn(v Viewer) bool { return v.MemberID != 0 || v.Admin }

// errMembersOnly is what a visitor gets for members-only standings.
func errMembersOnly() error {
	return apperr.New(apperr.Unauthorized, "unauthorized", "Please log in to see the Order of Merit")
}

// MeritSettings are the stored Order of Merit settings over the defaults.
func (s *Results) MeritSettings(ctx context.Context) (MeritSettings, error) {
	m := DefaultMeritSettings()
	if _, err := s.store.OrderOfMeritSettings(ctx, &m); err != nil {
		return DefaultMeritSettings(), err
	}
	if m.Divisions == nil {
		m.Divisions = []MeritDivision{}
	}
	return m, nil
}

// SaveMeritSettings checks and stores m, and answers it as stored.
func (s *Results) SaveMeritSettings(ctx context.Context, m MeritSettings) (MeritSettings, error) {
	if err := CheckMeritSettings(&m); err != nil {
		return m, err
	}
	if err := s.store.SaveOrderOfMeritSettings(ctx, m); err != nil {
		return m, err
	}
	s.publish(ctx, bus.OrderOfMeritChanged{})
	return s.MeritSettings(ctx)
}

// OrderOfMerit is the standings of season (nil: the season of the club's
// today) from the finalised results of the events that count for it.
// Members-only standings are a 401 for visitors.
func (s *Results) OrderOfMerit(ctx context.Context, season *int, v Viewer) (*MeritTable, error) {
	set, err := s.MeritSettings(ctx)
	if err != nil {
		return nil, err
	}
	if set.Visibility != MeritPublic && !signedIn(v) {
		return nil, errMembersOnly()
	}
	current, _ := SeasonOf(s.today(), set.SeasonStartMonth)
	if season == nil {
		season = &current
	} else if *season < seasonMin || *season > seasonMax {
		return nil, apperr.Field("season", "out_of_range", fmt.Sprintf("Season must be a year from %d to %d", seasonMin, seasonMax))
	}
	dates, err := s.store.MeritEventDates(ctx)
	if err != nil {
		return nil, err
	}
	seasons := []int{current}
	for _, d := range dates {
		if y, ok := SeasonOf(d, set.SeasonStartMonth); ok && !slices.Contains(seasons, y) {
			seasons = append(seasons, y)
		}
	}
	slices.SortFunc(seasons, func(a, b int) int { return cmp.Compare(b, a) })

	from, to := SeasonSpan(*season, set.SeasonStartMonth)
	rows, err := s.store.MeritRows(ctx, from, to)
	if err != nil {
		return nil, err
	}
	var members []int64
	for _, r := range rows {
		if !slices.Contains(members, r.MemberID) {
			members = append(members, r.MemberID)
		}
	}
	out := &MeritTable{Season: *season, Seasons: seasons, BestN: set.BestN, Divisions: []MeritDivisionView{}}
	shared := sharedPlaces(rows)
	out.Standings = meritStandings(rows, shared, set)
	if len(set.Divisions) > 0 {
		indexes, err := s.store.HandicapIndexes(ctx, members)
		if err != nil {
			return nil, err
		}
		for i, d := range set.Divisions {
			var mine []store.MeritRow
			for _, r := range rows {
				if idx, ok := indexes[r.MemberID]; ok && divisionOf(set.Divisions, idx) == i {
					mine = append(mine, r)
				}
			}
			out.Divisions = append(out.Divisions, MeritDivisionView{Name: d.Name, Standings: meritStandings(mine, shared, set)})
		}
	}
	return out, nil
}

// place is a finishing place in an event.
type place struct {
	event    int64
	position int
}

// sharedPlaces counts the players of each placed finish of rows: how many
// share the place.
func sharedPlaces(rows []store.MeritRow) map[place]int {
	out := map[place]int{}
	for _, r := range rows {
		if r.Position != nil {
			out[place{r.EventID, *r.Position}]++
		}
	}
	return out
}

// meritStandings ranks the results rows (golf.OrderOfMerit) and names the
// members and events. shared is sharedPlaces of the whole field, so that a
// division's players keep the points of the places they shared with
// players of other divisions. A card with no place (DQ, NR) scores nothing
// and is left out.
func meritStandings(rows []store.MeritRow, shared map[place]int, set MeritSettings) []MeritStandingView {
	type finish struct{ event, member int64 }
	events := map[int64]store.MeritRow{}
	names := map[int64]string{}
	labels := map[finish]string{}
	var results []golf.MeritResult
	for _, r := range rows {
		if r.Position == nil {
			continue
		}
		events[r.EventID] = r
		// Rows run oldest event first: the latest name wins.
		names[r.MemberID] = r.PlayerName
		labels[finish{r.EventID, r.MemberID}] = r.Label
		results = append(results, golf.MeritResult{MemberID: r.MemberID, EventID: r.EventID, Position: *r.Position,
			Tied: r.Tied, TiedCount: shared[place{r.EventID, *r.Position}]})
	}
	standings := golf.OrderOfMerit(results, set.PointsTable, set.BestN)
	out := make([]MeritStandingView, 0, len(standings))
	for _, st := range standings {
		v := MeritStandingView{Position: st.Position, Label: st.Label, MemberID: st.MemberID, Name: names[st.MemberID],
			Points: st.Points, Events: make([]MeritEventView, 0, len(st.Events))}
		for _, e := range st.Events {
			ev := events[e.EventID]
			v.Events = append(v.Events, MeritEventView{EventID: e.EventID, Title: ev.EventTitle, Date: ev.EventDate,
				Position: e.Position, Label: labels[finish{e.EventID, st.MemberID}], Points: e.Points, Counted: e.Counted})
		}
		// The page lists a member's events by date.
		slices.SortStableFunc(v.Events, func(a, b MeritEventView) int { return cmp.Compare(a.Date, b.Date) })
		out = append(out, v)
	}
	return out
}
