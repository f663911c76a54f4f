// Package demo seeds demo content into an empty database (--demo): events
// past and upcoming with every rates shape the spec allows, members and
// registrations so that counts are true, flights, a gallery and a blog,
// and the golf: a course, members' Handicap Indexes and their changes, a
// round ready to finalise and earlier rounds finalised with side prizes
// and an Order of Merit. What an admin or member does after a round goes
// through the scoring services, as it does in the app.
package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/uptrace/bun"

	"golfclub/internal/golf"
	"golfclub/internal/model"
	"golfclub/internal/rates"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
)

// noLogin is the password hash of every demo member. It is not in the
// argon2id format, so no password ever verifies against it: demo members
// fill the lists but nobody can sign in as them.
const noLogin = "!demo-no-login"

// Seed fills an empty database with demo content and reports whether it
// did. A database that already has any events, photos, blog posts or
// members is left alone, so --demo is safe on a live club. The content is
// written in one transaction; the services then write what followed the
// rounds in transactions of their own, so a failure there leaves the
// content without it (and Seed reports the error).
func Seed(ctx context.Context, s *store.Store) (bool, error) {
	return seed(ctx, s, time.Now(), clubLocation())
}

// clubLocation is the demo club's time zone; the fixed offset is a fallback
// for systems without tzdata (Malaysia has no daylight saving).
func clubLocation() *time.Location {
	if loc, err := time.LoadLocation("Asia/Kuala_Lumpur"); err == nil {
		return loc
	}
	return time.FixedZone("MYT", 8*60*60)
}

func seed(ctx context.Context, s *store.Store, now time.Time, loc *time.Location) (bool, error) {
	seeded := false
	var sd *seeder
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if s.IsPostgres() {
			// Two instances starting together on one PostgreSQL would both
			// see an empty database; the second waits here and then sees
			// the first one's content.
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(727273)"); err != nil {
				return fmt.Errorf("lock: %w", err)
			}
		}
		for _, model := range []any{(*store.Event)(nil), (*store.Photo)(nil), (*store.BlogPost)(nil), (*store.Member)(nil)} {
			n, err := tx.NewSelect().Model(model).Count(ctx)
			if err != nil {
				return fmt.Errorf("count %T: %w", model, err)
			}
			if n > 0 {
				return nil
			}
		}
		sd = &seeder{tx: tx, now: now.UTC(), today: now.In(loc)}
		for _, step := range []func(context.Context) error{sd.addMembers, sd.addCourse, sd.addEvents, sd.addPhotos, sd.addPosts} {
			if err := step(ctx); err != nil {
				return err
			}
		}
		seeded = true
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("demo seed: %w", err)
	}
	if seeded {
		if err := sd.afterRounds(ctx, s, loc); err != nil {
			return false, fmt.Errorf("demo seed: %w", err)
		}
	}
	return seeded, nil
}

type seeder struct {
	tx     bun.Tx
	now    time.Time      // UTC instant of seeding
	today  time.Time      // the same instant in the club's zone, for dates
	people []store.Member // the demo members as stored
	// courseID is the home course (addCourse).
	courseID int64
	// finals are the scored events whose results afterRounds freezes.
	finals []finalRound
}

// finalRound is a played event to finalise, with its registrations.
type finalRound struct {
	event *store.Event
	golf  *demoGolf
	regs  []store.Registration
}

func (sd *seeder) daysAgo(d float64) time.Time {
	return sd.now.Add(-time.Duration(d * float64(24*time.Hour))).Truncate(time.Second)
}

func (sd *seeder) addMembers(ctx context.Context) error {
	for i, m := range members {
		email := m.Email + "@example.com"
		row := store.Member{
			Name:         m.Name,
			Phone:        fmt.Sprintf("01234567%02d", i+1),
			Email:        &email,
			PasswordHash: noLogin,
			IsActive:     true,
			CreatedAt:    sd.daysAgo(float64(400 - i*17)),
		}
		row.UpdatedAt = row.CreatedAt
		if m.Member {
			number := fmt.Sprintf("BHG%06d", 100101+i*37)
			since := sd.today.AddDate(0, -(i%10)-1, -i)
			from, until := since.Format(time.DateOnly), since.AddDate(1, 0, 0).Format(time.DateOnly)
			row.MembershipNumber, row.SubscriptionDate, row.SubscriptionExpiryDate = &number, &from, &until
		}
		hcp := memberIndexes[i%len(memberIndexes)]
		if h, ok := indexHistories[i]; ok {
			hcp = h.Joined
		}
		row.HandicapIndex = &hcp
		if _, err := sd.tx.NewInsert().Model(&row).Exec(ctx); err != nil {
			return fmt.Errorf("member %s: %w", m.Name, err)
		}
		change := &store.HandicapChange{MemberID: row.ID, Index: &hcp, CreatedAt: row.CreatedAt}
		if _, err := sd.tx.NewInsert().Model(change).Exec(ctx); err != nil {
			return fmt.Errorf("handicap of %s: %w", m.Name, err)
		}
		sd.people = append(sd.people, row)
	}
	return nil
}

func (sd *seeder) addEvents(ctx context.Context) error {
	for i, de := range events {
		var list []store.Rate
		for _, r := range rates.Parse(json.RawMessage(de.RatesJSON), de.Description) {
			list = append(list, store.Rate(r))
		}
		created := sd.daysAgo(float64(50 - i*3))
		if back := float64(30 - de.Offset); back > float64(50-i*3) {
			// A past event was announced weeks before it was played.
			created = sd.daysAgo(back)
		}
		day := eventDay(sd.today, de)
		e := &store.Event{
			Title: de.Title, Description: de.Description, Type: de.Type, Time: de.Time,
			Date:     day.Format(time.DateOnly),
			Capacity: de.Capacity, Image: de.Image, Rates: list, CreatedAt: created,
		}
		if de.Days > 1 {
			last := day.AddDate(0, 0, de.Days-1).Format(time.DateOnly)
			e.EndDate = &last
		}
		regs, err := sd.registrations(de, e, i)
		if err != nil {
			return err
		}
		e.Registered = len(regs)
		if err := store.InsertEvent(ctx, sd.tx, e); err != nil {
			return fmt.Errorf("event %s: %w", de.Title, err)
		}
		for j := range regs {
			regs[j].EventID = e.ID
			regs[j].CreatedAt = created.Add(time.Duration(j+1) * 7 * time.Hour)
			if _, err := sd.tx.NewInsert().Model(&regs[j]).Exec(ctx); err != nil {
				return fmt.Errorf("registration for %s: %w", de.Title, err)
			}
		}
		if err := sd.flights(ctx, de, e, regs); err != nil {
			return err
		}
		if err := sd.golf(ctx, de, e, regs); err != nil {
			return err
		}
	}
	return nil
}

// registrations picks de.Registrations demo members for the event, each on
// a rate they may take: members on the first member rate, guests on the
// first non-member rate. Guests are skipped for events with member rates
// only. Who pays is varied so the dashboard shows both states.
func (sd *seeder) registrations(de demoEvent, e *store.Event, idx int) ([]store.Registration, error) {
	rateOf := func(category string) string {
		for _, r := range e.Rates {
			if r.Category == category {
				return r.Type
			}
		}
		return ""
	}
	memberRate, guestRate := rateOf(rates.CategoryMember), rateOf(rates.CategoryNonMember)
	var regs []store.Registration
	for k := 0; k < len(sd.people) && len(regs) < de.Registrations; k++ {
		m := sd.people[(idx*5+k)%len(sd.people)]
		rate := memberRate
		if !model.HasMembership(&m) {
			rate = guestRate
		}
		if rate == "" {
			continue
		}
		regs = append(regs, store.Registration{
			MemberID: m.ID, MemberName: m.Name, MemberPhone: m.Phone, GuestRateType: rate,
			// Past events are settled; upcoming ones are partly paid.
			IsPaid: de.Offset < 0 || (idx+k)%3 != 0,
		})
	}
	if len(regs) != de.Registrations {
		return nil, fmt.Errorf("event %s: only %d eligible demo members for %d registrations", de.Title, len(regs), de.Registrations)
	}
	return regs, nil
}

// memberIndexes are the demo members' Handicap Indexes in tenths, in
// member order: a club's spread from a plus handicap to a beginner's.
var memberIndexes = []int{124, 183, 72, -12, 256, 151, 94, 208, 31, 167, 112, 289, 58, 140}

// addCourse stores the home course every scored demo event is played on.
func (sd *seeder) addCourse(ctx context.Context) error {
	c := HomeCourse()
	tees, err := json.Marshal(c.Tees)
	if err != nil {
		return fmt.Errorf("home course: %w", err)
	}
	row := &store.Course{Name: c.Name, Tees: string(tees), CreatedAt: sd.daysAgo(60), UpdatedAt: sd.daysAgo(60)}
	if _, err := sd.tx.NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("home course: %w", err)
	}
	sd.courseID = row.ID
	return nil
}

// golf scores event e on the home course when de says so, with the
// flights' scores so far when its round is in progress.
func (sd *seeder) golf(ctx context.Context, de demoEvent, e *store.Event, regs []store.Registration) error {
	if de.Golf == nil {
		return nil
	}
	g := &store.EventGolf{EventID: e.ID, CourseID: sd.courseID, Tee: de.Golf.Tee, Format: string(de.Golf.Format),
		Allowance: golf.DefaultAllowance(de.Golf.Format), LeaderboardPublic: true, CelebrateFollowed: true,
		OrderOfMerit: true, UpdatedAt: e.CreatedAt}
	if err := store.SaveEventGolf(ctx, sd.tx, g); err != nil {
		return fmt.Errorf("golf settings of %s: %w", de.Title, err)
	}
	tee, _ := HomeCourse().Tee(de.Golf.Tee)
	day := eventDay(sd.today, de)
	if de.Golf.Finalised {
		sd.finals = append(sd.finals, finalRound{event: e, golf: de.Golf, regs: regs})
	}
	// The Index each player plays off is the one in force when the day ends.
	end := time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, day.Location())
	// The shotgun start; a hole takes about twelve minutes.
	start := time.Date(day.Year(), day.Month(), day.Day(), 7, 30, 0, 0, day.Location()).UTC()
	next := 0
	for n, played := range de.Golf.Played {
		df := de.Flights[n]
		flight := regs[next : next+df.Players]
		next += df.Players
		// The flight's first player keeps the card on their phone.
		keeper := flight[0]
		for k, r := range flight {
			ph := golf.PlayingHandicapFor(sd.indexOn(r.MemberID, end), tee, g.Allowance)
			for i := range played {
				hole := (df.StartingHole-1+i)%golf.HoleCount + 1
				h := tee.Holes[hole-1]
				strokes := demoStrokes(h.Par, golf.StrokesReceived(ph, h.StrokeIndex), n*4+k, hole)
				sc := &store.Score{RegistrationID: r.ID, Hole: hole, EventID: e.ID, Strokes: &strokes, Revision: 1,
					EnteredByMemberID: &keeper.MemberID, EnteredByName: keeper.MemberName,
					EnteredAt: start.Add(time.Duration(i+1) * 12 * time.Minute)}
				if err := store.WriteScore(ctx, sd.tx, sc); err != nil {
					return fmt.Errorf("score of %s at %s: %w", r.MemberName, de.Title, err)
				}
			}
		}
	}
	return nil
}

// demoStrokes is a believable score for player p on a hole of this par
// where they receive this many strokes: mostly net pars and bogeys, now
// and then a net birdie or double, the same on every seed, never an ace.
func demoStrokes(par, received, p, hole int) int {
	net := par
	// A small linear congruential step mixes player and hole, so no
	// player gets the same luck on every hole.
	x := uint32(p*131+hole*31+17)*1103515245 + 12345
	switch (x >> 16) % 11 {
	case 0:
		net = par - 1
	case 6, 7, 8, 10:
		net = par + 1
	case 9:
		net = par + 2
	}
	return max(2, net+received)
}

// indexOn is a demo member's Handicap Index in force at end: the Index
// they joined with and the changes of indexHistories made before end.
func (sd *seeder) indexOn(memberID int64, end time.Time) golf.Index {
	for i, m := range sd.people {
		if m.ID != memberID || m.HandicapIndex == nil {
			continue
		}
		index := *m.HandicapIndex
		for _, c := range indexHistories[i].Changes {
			if sd.daysAgo(float64(c.DaysAgo)).Before(end) {
				index = c.Index
			}
		}
		return golf.Index(index)
	}
	return 0
}

// afterRounds does, once the seed is committed, what members and admins
// did after the rounds, through the services the app uses (each writes in
// a transaction of its own), each at its own time: the members' Handicap
// Index changes, the Order of Merit settings, and for each finalised
// event its side prizes and its frozen results.
func (sd *seeder) afterRounds(ctx context.Context, s *store.Store, loc *time.Location) error {
	at := func(t time.Time) func() time.Time { return func() time.Time { return t } }
	for i, m := range sd.people {
		for _, c := range indexHistories[i].Changes {
			svc := scoring.New(scoring.Deps{Store: s, Now: at(sd.daysAgo(float64(c.DaysAgo))), Location: loc})
			if _, err := svc.SetOwnHandicap(ctx, m.ID, golf.Index(c.Index).Float()); err != nil {
				return fmt.Errorf("handicap of %s: %w", m.Name, err)
			}
		}
	}
	results := scoring.NewResults(scoring.Deps{Store: s, Now: at(sd.now), Location: loc})
	merit := scoring.DefaultMeritSettings()
	merit.Visibility = scoring.MeritPublic
	// The season starts in the month of the earliest finalised round, so
	// that the current season's standings hold every demo round.
	earliest := ""
	for _, f := range sd.finals {
		if earliest == "" || f.event.Date < earliest {
			earliest = f.event.Date
		}
	}
	if d, err := time.Parse(time.DateOnly, earliest); err == nil {
		merit.SeasonStartMonth = int(d.Month())
	}
	merit.Divisions = []scoring.MeritDivision{{Name: "Division 1", MinIndex: -10, MaxIndex: 15}, {Name: "Division 2", MinIndex: 15.1, MaxIndex: 54}}
	if _, err := results.SaveMeritSettings(ctx, merit); err != nil {
		return fmt.Errorf("order of merit settings: %w", err)
	}
	for _, f := range sd.finals {
		day, err := time.ParseInLocation(time.DateOnly, f.event.Date, loc)
		if err != nil {
			return fmt.Errorf("date of %s: %w", f.event.Title, err)
		}
		// The admin finalises after lunch on the day.
		svc := scoring.NewResults(scoring.Deps{Store: s, Now: at(day.Add(14 * time.Hour).UTC()), Location: loc})
		for _, p := range f.golf.SidePrizes {
			winner := f.regs[p.Winner].MemberID
			in := scoring.SidePrizeInput{Kind: p.Kind, Hole: p.Hole, MemberID: &winner, Distance: p.Distance}
			if _, err := svc.CreateSidePrize(ctx, f.event.ID, in); err != nil {
				return fmt.Errorf("side prize of %s: %w", f.event.Title, err)
			}
		}
		if _, err := svc.Finalise(ctx, f.event.ID); err != nil {
			return fmt.Errorf("finalise %s: %w", f.event.Title, err)
		}
	}
	return nil
}

// handicaps of flight players, in seat order, so flights look real.
var handicaps = []int{12, 18, 7, 24, 15, 9, 21, 4, 16, 11, 27}

func (sd *seeder) flights(ctx context.Context, de demoEvent, e *store.Event, regs []store.Registration) error {
	next := 0
	for n, df := range de.Flights {
		f := &store.Flight{
			EventID: e.ID, FlightNumber: n + 1, TeeTime: df.TeeTime, MaxPlayers: 4,
			StartingHole: df.StartingHole, Notes: df.Notes, CreatedAt: sd.daysAgo(1),
		}
		if _, err := sd.tx.NewInsert().Model(f).Exec(ctx); err != nil {
			return fmt.Errorf("flight %d of %s: %w", n+1, de.Title, err)
		}
		for pos := 1; pos <= df.Players; pos++ {
			r := regs[next]
			hcp := handicaps[next%len(handicaps)]
			fm := &store.FlightMember{
				FlightID: f.ID, RegistrationID: r.ID, MemberName: r.MemberName, MemberPhone: r.MemberPhone,
				Position: pos, Handicap: &hcp, CreatedAt: f.CreatedAt,
			}
			if _, err := sd.tx.NewInsert().Model(fm).Exec(ctx); err != nil {
				return fmt.Errorf("flight member of %s: %w", de.Title, err)
			}
			next++
		}
	}
	return nil
}

// addPhotos puts the gallery in newest first order, spread over the last
// months: the photographs first (the first thing the "all" view shows),
// then the illustrations interleaved by category so that view mixes them.
func (sd *seeder) addPhotos(ctx context.Context) error {
	order := make([]int, len(gallery))
	photos := 0
	for _, p := range gallery {
		if strings.HasPrefix(p.Scene, photoPrefix) {
			photos++
		}
	}
	perCat := map[string]int{}
	rank := 0
	for i, p := range gallery {
		if strings.HasPrefix(p.Scene, photoPrefix) {
			order[i] = rank
			rank++
			continue
		}
		// Rank within the category, then interleave: t0 s0 t1 s1 ...
		order[i] = photos + perCat[p.Category]*len(store.PhotoCategories) + slices.Index(store.PhotoCategories, p.Category)
		perCat[p.Category]++
	}
	for i, p := range gallery {
		row := &store.Photo{
			Title: p.Title, Caption: p.Caption, URL: photoPath(i), Category: p.Category,
			CreatedAt: sd.daysAgo(1.5 + float64(order[i])*1.3),
		}
		if err := store.InsertPhoto(ctx, sd.tx, row); err != nil {
			return fmt.Errorf("photo %s: %w", p.Title, err)
		}
	}
	return nil
}

func (sd *seeder) addPosts(ctx context.Context) error {
	for _, p := range posts {
		row := &store.BlogPost{
			Title: p.Title, Content: p.Content, Image: p.Image, Category: p.Category,
			IsPublished: true, CreatedAt: sd.daysAgo(float64(p.DaysAgo) + 0.3),
		}
		if err := store.InsertPost(ctx, sd.tx, row); err != nil {
			return fmt.Errorf("blog post %s: %w", p.Title, err)
		}
	}
	return nil
}

// weekdayWords are the day names an event title may carry, in English and
// Malay.
var weekdayWords = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
	"ahad": time.Sunday, "isnin": time.Monday, "selasa": time.Tuesday, "rabu": time.Wednesday,
	"khamis": time.Thursday, "jumaat": time.Friday, "sabtu": time.Saturday,
}

// titleWeekday is the weekday a title names ("Saturday Social"), if any.
func titleWeekday(title string) (time.Weekday, bool) {
	for _, w := range strings.FieldsFunc(strings.ToLower(title), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if d, ok := weekdayWords[w]; ok {
			return d, true
		}
	}
	return 0, false
}

// eventDay is the day de is held: de.Offset days from today, moved to the
// weekday its title names so that a "Saturday Social" is on a Saturday.
// It moves away from today, so an upcoming event stays upcoming and a past
// one past.
func eventDay(today time.Time, de demoEvent) time.Time {
	day := today.AddDate(0, 0, de.Offset)
	want, ok := titleWeekday(de.Title)
	if !ok {
		return day
	}
	step := 1
	if de.Offset < 0 {
		step = -1
	}
	for day.Weekday() != want {
		day = day.AddDate(0, 0, step)
	}
	return day
}
