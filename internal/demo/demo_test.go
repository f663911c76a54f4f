package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"golfclub/internal/model"
	"golfclub/internal/rates"
	"golfclub/internal/scoring"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestSeed(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		seeded, err := Seed(ctx, s)
		if err != nil || !seeded {
			t.Fatalf("first seed: %v, %v", seeded, err)
		}
		count := func(model any) int {
			t.Helper()
			n, err := s.DB().NewSelect().Model(model).Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		if n := count((*store.Event)(nil)); n != len(events) {
			t.Errorf("events = %d, want %d", n, len(events))
		}
		if n := count((*store.Member)(nil)); n != len(members) {
			t.Errorf("members = %d, want %d", n, len(members))
		}
		if n := count((*store.BlogPost)(nil)); n != 3 {
			t.Errorf("blog posts = %d, want 3", n)
		}
		for _, cat := range store.PhotoCategories {
			photos, total, err := s.ListPhotos(ctx, cat, 0, 48)
			if err != nil || total != 12 || len(photos) != 12 {
				t.Errorf("%s photos = %d (total %d), %v; want 12", cat, len(photos), total, err)
			}
		}
		// An event named after a weekday is held on that weekday.
		seededEvents, err := s.ListEvents(ctx)
		if err != nil {
			t.Fatal(err)
		}
		named := 0
		for _, e := range seededEvents {
			want, ok := titleWeekday(e.Title)
			if !ok {
				continue
			}
			named++
			d, err := time.Parse(time.DateOnly, e.Date)
			if err != nil || d.Weekday() != want {
				t.Errorf("%q is on %s (%v), want a %s", e.Title, e.Date, d.Weekday(), want)
			}
		}
		if named == 0 {
			t.Error("no demo event names a weekday: the check above checks nothing")
		}
		// A trip of nDmN runs n days: its end date says so.
		trips := 0
		for _, e := range seededEvents {
			m := regexp.MustCompile(`\((\d)D\dN\)`).FindStringSubmatch(e.Title)
			if m == nil {
				continue
			}
			trips++
			d, _ := time.Parse(time.DateOnly, e.Date)
			want := d.AddDate(0, 0, int(m[1][0]-'1')).Format(time.DateOnly)
			if e.EndDate == nil || *e.EndDate != want {
				t.Errorf("%q: end date %v, want %s", e.Title, e.EndDate, want)
			}
		}
		if trips == 0 {
			t.Error("no demo trip: the check above checks nothing")
		}
		if n := count((*store.FlightMember)(nil)); n != 35 {
			t.Errorf("flight members = %d, want 35", n)
		}
		// The past stroke-play medal's cards are all in, waiting to be
		// finalised, and the Stableford medal is to come, both on the home
		// course; two earlier rounds are finalised. Every member has a
		// Handicap Index with its first history row, and a few changed it.
		var scored []store.EventGolf
		if err := s.DB().NewSelect().Model(&scored).Order("event_id").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(scored) != 4 || scored[0].Format != "stroke" || scored[0].Tee != "Blue" || scored[0].FinalisedAt != nil ||
			scored[1].Format != "stableford" || scored[1].Tee != "White" || scored[1].Allowance != 95 || scored[1].FinalisedAt != nil ||
			scored[2].Format != "stableford" || scored[2].FinalisedAt == nil || scored[3].Format != "stroke" || scored[3].FinalisedAt == nil {
			t.Errorf("scored events = %+v, want the past stroke play, the Stableford medal and two finalised rounds", scored)
		}
		var scores []store.Score
		if err := s.DB().NewSelect().Model(&scores).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(scores) != 3*8*18 {
			t.Errorf("scores = %d, want 8 cards of 18 in each of three rounds", len(scores))
		}
		for _, sc := range scores {
			if sc.EventID == scored[1].EventID || sc.Strokes == nil || *sc.Strokes < 2 || *sc.Strokes > 8 {
				t.Errorf("score %+v is not a believable score of a past round", sc)
			}
		}
		if n := count((*store.ScoreHistory)(nil)); n != len(scores) {
			t.Errorf("score history = %d rows, want one per score", n)
		}
		if n := count((*store.Course)(nil)); n != 1 {
			t.Errorf("courses = %d, want 1", n)
		}
		changes := len(members)
		for _, h := range indexHistories {
			changes += len(h.Changes)
		}
		if n := count((*store.HandicapChange)(nil)); n != changes {
			t.Errorf("handicap changes = %d, want one per member and %d more", n, changes-len(members))
		}

		today := time.Now().In(clubLocation()).Format(time.DateOnly)
		all, err := s.ListEvents(ctx)
		if err != nil {
			t.Fatal(err)
		}
		past, full, noRates, noImage := 0, 0, 0, 0
		types := map[string]bool{}
		for _, e := range all {
			if e.Date < today {
				past++
			}
			types[e.Type] = true
			var regs []store.Registration
			if err := s.DB().NewSelect().Model(&regs).Where("event_id = ?", e.ID).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if e.Registered != len(regs) {
				t.Errorf("%s: registered %d but %d registration rows", e.Title, e.Registered, len(regs))
			}
			if e.Registered > e.Capacity {
				t.Errorf("%s: registered %d over capacity %d", e.Title, e.Registered, e.Capacity)
			}
			if e.Registered == e.Capacity {
				full++
			}
			if len(e.Rates) == 0 {
				noRates++
			}
			if e.Image == "" {
				noImage++
			}
			// Every registration is on one of the event's rates, and only
			// members with a membership number take member rates.
			for _, r := range regs {
				var m store.Member
				if err := s.DB().NewSelect().Model(&m).Where("id = ?", r.MemberID).Scan(ctx); err != nil {
					t.Fatal(err)
				}
				ok := false
				for _, rate := range e.Rates {
					if rate.Type == r.GuestRateType {
						ok = rate.Category == rates.CategoryNonMember || model.HasMembership(&m)
					}
				}
				if !ok {
					t.Errorf("%s: %s registered on %q, not a rate they may take", e.Title, m.Name, r.GuestRateType)
				}
				if r.MemberPhone != m.Phone || r.MemberName != m.Name {
					t.Errorf("%s: registration %+v does not match member %s", e.Title, r, m.Name)
				}
			}
		}
		if past < 2 || len(all)-past < 6 {
			t.Errorf("past = %d, upcoming = %d; want both", past, len(all)-past)
		}
		if full != 1 || noRates != 1 || noImage != withoutImage() {
			t.Errorf("full = %d, without rates = %d, without image = %d; want 1, 1 and %d", full, noRates, noImage, withoutImage())
		}
		for _, typ := range []string{"tournament", "social", "Golf Trips"} {
			if !types[typ] {
				t.Errorf("no %q event", typ)
			}
		}

		// Nobody can sign in as a demo member.
		var m store.Member
		if err := s.DB().NewSelect().Model(&m).Limit(1).Scan(ctx); err != nil || m.PasswordHash != noLogin {
			t.Errorf("member password hash = %q, %v", m.PasswordHash, err)
		}

		seeded, err = Seed(ctx, s)
		if err != nil || seeded {
			t.Fatalf("second seed: %v, %v; want a no-op", seeded, err)
		}
		if n := count((*store.Event)(nil)); n != len(events) {
			t.Errorf("events after second seed = %d", n)
		}
	})
}

func TestSeedSkipsNonEmptyDatabase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.CreatePhoto(ctx, &store.Photo{Title: "mine", URL: "/x.jpg", Category: "course", CreatedAt: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatal(err)
		}
		seeded, err := Seed(ctx, s)
		if err != nil || seeded {
			t.Fatalf("seed over a photo: %v, %v; want a no-op", seeded, err)
		}
		if n, _ := s.DB().NewSelect().Model((*store.Event)(nil)).Count(ctx); n != 0 {
			t.Fatalf("seeded %d events into a used database", n)
		}
	})
}

// TestEveryRatesShape checks that the demo uses every input shape the spec
// allows and that each parses to the rates intended.
func TestEveryRatesShape(t *testing.T) {
	shapes := map[string]bool{}
	for _, e := range events {
		raw := strings.TrimSpace(e.RatesJSON)
		var shape string
		switch {
		case raw == "" && strings.Contains(e.Description, "Rates:"):
			if strings.Contains(e.Description, ": RM") {
				shape = "description name: RM"
			} else {
				shape = "description name RM"
			}
		case raw == "":
			shape = "none"
		case raw[0] == '[':
			shape = "list"
		case raw[0] == '{':
			shape = "object"
		case raw[0] == '"':
			var inner string
			if err := json.Unmarshal([]byte(raw), &inner); err != nil {
				t.Fatalf("%s: %v", e.Title, err)
			}
			shape = "string of " + map[byte]string{'[': "list", '{': "object"}[inner[0]]
		}
		shapes[shape] = true
		got := rates.Parse(json.RawMessage(raw), e.Description)
		if (shape == "none") != (len(got) == 0) {
			t.Errorf("%s (%s): rates %+v", e.Title, shape, got)
		}
		if _, err := rates.ParseStrict(json.RawMessage(raw)); err != nil {
			t.Errorf("%s: rates JSON an admin could not save: %v", e.Title, err)
		}
	}
	for _, want := range []string{"list", "object", "string of list", "string of object", "description name: RM", "description name RM", "none"} {
		if !shapes[want] {
			t.Errorf("no demo event uses the %q rates shape", want)
		}
	}
}

// TestPicturesExist checks that every illustration the demo names is in
// web/public, small, and a 4:3 (or square, for the QR) SVG.
func TestPicturesExist(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Pictures() {
		if seen[p.Path] {
			t.Errorf("%s listed twice", p.Path)
		}
		seen[p.Path] = true
		data, err := os.ReadFile(publicFile(p.Path))
		if err != nil {
			t.Errorf("%s: %v (run go run ./internal/demo/gen)", p.Path, err)
			continue
		}
		if len(data) > 6*1024 {
			t.Errorf("%s is %d bytes, over 6 KB", p.Path, len(data))
		}
		s := string(data)
		wantBox := `viewBox="0 0 800 600"`
		if p.Path == PaymentQR {
			wantBox = `viewBox="0 0 `
		}
		if !strings.HasPrefix(s, "<svg ") || !strings.Contains(s, wantBox) || !strings.HasSuffix(strings.TrimSpace(s), "</svg>") {
			t.Errorf("%s does not look like a %s SVG", p.Path, wantBox)
		}
	}
}

// TestPhotosExist checks the photographs: every event with a picture, every
// blog post and the gallery's course pictures are photographs, none is shown
// twice, each has its JPEG and WebP sizes (small enough for a phone) and a
// line in the credits file shipped with the app.
func TestPhotosExist(t *testing.T) {
	credits, err := os.ReadFile(publicFile("/demo/photos/CREDITS.txt"))
	if err != nil {
		t.Fatal(err)
	}
	photos := Photos()
	if want := len(events) - withoutImage() + len(posts) + 12; len(photos) != want {
		t.Errorf("%d photographs, want %d (events with an image, posts, course gallery)", len(photos), want)
	}
	seen := map[string]bool{}
	for _, path := range append(photos, HeroPhoto) {
		if seen[path] {
			t.Errorf("%s shown twice", path)
		}
		seen[path] = true
		slug, ok := strings.CutSuffix(strings.TrimPrefix(path, "/demo/photos/"), ".jpg")
		if !ok || strings.Contains(slug, "/") {
			t.Errorf("%s is not /demo/photos/SLUG.jpg", path)
			continue
		}
		if !strings.Contains(string(credits), slug+".jpg") {
			t.Errorf("%s has no line in CREDITS.txt", slug)
		}
		files := map[string]string{path: "\xff\xd8\xff"}
		widths := []string{"480", "960"}
		if path == HeroPhoto {
			widths = append(widths, "1600")
		}
		for _, w := range widths {
			files["/demo/photos/"+slug+"-"+w+".webp"] = "RIFF"
		}
		for file, magic := range files {
			data, err := os.ReadFile(publicFile(file))
			if err != nil {
				t.Errorf("%s: %v (run scripts/demo-photos.sh)", file, err)
				continue
			}
			if !strings.HasPrefix(string(data), magic) {
				t.Errorf("%s is not the image type its name says", file)
			}
			if len(data) > 200*1024 {
				t.Errorf("%s is %d bytes, over 200 KB", file, len(data))
			}
		}
	}
	for _, e := range events {
		if e.Image != "" && !strings.HasPrefix(e.Image, "/demo/photos/") {
			t.Errorf("event %s: image %s is not a photograph", e.Title, e.Image)
		}
	}
}

// withoutImage counts the events left without a picture, which show the
// site's fallback image.
func withoutImage() int {
	n := 0
	for _, e := range events {
		if e.Image == "" {
			n++
		}
	}
	return n
}

func publicFile(urlPath string) string {
	return filepath.Join("..", "..", "web", "public", filepath.FromSlash(urlPath))
}

// TestSeedRounds checks what the seed does after the rounds, through the
// services: finalised results with side prizes, the Order of Merit, a
// member's rounds and handicap history, each player on the Index of the
// day; and that two seeds at the same instant give the same results.
func TestSeedRounds(t *testing.T) {
	now := time.Date(2026, 11, 26, 3, 0, 0, 0, time.UTC)
	loc := clubLocation()
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if ok, err := seed(ctx, s, now, loc); err != nil || !ok {
			t.Fatalf("seed: %v, %v", ok, err)
		}
		clock := func() time.Time { return now }
		results := scoring.NewResults(scoring.Deps{Store: s, Now: clock, Location: loc})
		svc := scoring.New(scoring.Deps{Store: s, Now: clock, Location: loc})
		eventID := map[string]int64{}
		all, err := s.ListEvents(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range all {
			eventID[e.Title] = e.ID
		}
		memberID := map[string]int64{}
		var people []store.Member
		if err := s.DB().NewSelect().Model(&people).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		for _, m := range people {
			memberID[m.Name] = m.ID
		}

		for _, title := range []string{"Captain's Prize Stableford", "Vice-Captain's Medal – Stroke Play"} {
			res, err := results.EventResults(ctx, eventID[title], scoring.Viewer{})
			if err != nil {
				t.Fatalf("%s: %v", title, err)
			}
			if len(res.Rows) != 8 || res.Rows[0].Position == nil || *res.Rows[0].Position != 1 {
				t.Errorf("%s: rows = %+v", title, res.Rows)
			}
			if day := res.FinalisedAt.In(loc).Format(time.DateOnly); day != res.Date {
				t.Errorf("%s: finalised on %s, played on %s", title, day, res.Date)
			}
			for _, p := range res.SidePrizes {
				if p.WinnerName == nil || p.Distance == "" {
					t.Errorf("%s: side prize %+v has no winner or distance", title, p)
				}
				if par := HomeCourse().Tees[0].Holes[p.Hole-1].Par; p.Kind == model.SidePrizeNearestPin && par != 3 {
					t.Errorf("%s: nearest the pin on a par %d", title, par)
				}
			}
		}
		prizes, err := results.SidePrizes(ctx, eventID["Captain's Prize Stableford"])
		if err != nil || len(prizes) != 2 || prizes[0].Kind != model.SidePrizeNearestPin || prizes[1].Kind != model.SidePrizeLongestDrive {
			t.Errorf("Captain's Prize side prizes = %+v, %v", prizes, err)
		}

		// Visitors see this season's standings, from both rounds.
		oom, err := results.OrderOfMerit(ctx, nil, scoring.Viewer{})
		if err != nil {
			t.Fatal(err)
		}
		if len(oom.Standings) < 10 || len(oom.Divisions) != 2 {
			t.Fatalf("order of merit = %+v", oom)
		}
		counted := map[int64]bool{}
		for _, st := range oom.Standings {
			for _, e := range st.Events {
				counted[e.EventID] = true
			}
		}
		if len(counted) != 2 {
			t.Errorf("order of merit counts events %v, want the two finalised rounds", counted)
		}

		// Nurul Aisyah (joined on 24.1, 26.2 from 85 days ago, now 25.6)
		// played the Captain's Prize 68 days ago off 26.2.
		rounds, err := results.Rounds(ctx, memberID["Nurul Aisyah binti Hassan"])
		if err != nil {
			t.Fatal(err)
		}
		if len(rounds.Handicap) != 3 || rounds.Handicap[2].Index != 25.6 {
			t.Errorf("handicap history = %+v", rounds.Handicap)
		}
		finalised := 0
		for _, r := range rounds.Rounds {
			if r.Finalised && r.Label != "" {
				finalised++
			}
		}
		if finalised == 0 {
			t.Errorf("rounds = %+v, want a finalised one", rounds.Rounds)
		}
		indexes := map[string]map[string]float64{
			"Captain's Prize Stableford":  {"Nurul Aisyah binti Hassan": 26.2, "Wong Mei Ling": 10.5},
			"Monthly Medal – Stroke Play": {"Tan Wei Ming": 19.0, "Ahmad Faizal bin Rahman": 12.4},
		}
		for title, want := range indexes {
			cards, err := svc.AdminScores(ctx, eventID[title])
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range cards.Players {
				if w, ok := want[p.Name]; ok && (p.HandicapIndex == nil || *p.HandicapIndex != w) {
					t.Errorf("%s: %s plays off %v, want %.1f", title, p.Name, p.HandicapIndex, w)
				}
				delete(want, p.Name)
			}
			if len(want) != 0 {
				t.Errorf("%s: players %v missing", title, want)
			}
		}
	})
	t.Run("deterministic", func(t *testing.T) {
		var got [2][]string
		for i := range got {
			s := storetest.SQLite(t)
			ctx := context.Background()
			if ok, err := seed(ctx, s, now, loc); err != nil || !ok {
				t.Fatalf("seed: %v, %v", ok, err)
			}
			var rows []store.Result
			if err := s.DB().NewSelect().Model(&rows).Order("event_id", "sort_order").Scan(ctx); err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				got[i] = append(got[i], fmt.Sprintf("%d %s %s net %d points %d", r.EventID, r.Label, r.PlayerName, r.Net, r.Points))
			}
		}
		if len(got[0]) != 16 || !slices.Equal(got[0], got[1]) {
			t.Errorf("two seeds at one instant differ:\n%v\n%v", got[0], got[1])
		}
	})
}

// TestEventDayWeekday: whatever day the demo is started on, every event
// whose title names a weekday falls on it, on the same side of today as
// its offset, and within a week of the offset.
func TestEventDayWeekday(t *testing.T) {
	if _, ok := titleWeekday("Saturday Social Nine & Nasi Lemak"); !ok {
		t.Fatal("the Saturday Social is not recognised")
	}
	for _, title := range []string{"Golf Sabtu Santai", "Friday-night nine", "Ahad Medal"} {
		if _, ok := titleWeekday(title); !ok {
			t.Errorf("%q: no weekday found", title)
		}
	}
	if d, ok := titleWeekday("Monthly Medal – Stableford"); ok {
		t.Errorf("a title without a weekday gives %s", d)
	}
	loc := clubLocation()
	for i := range 7 {
		today := time.Date(2026, 11, 23+i, 0, 0, 0, 0, loc)
		for _, de := range append(slices.Clone(events), demoEvent{Offset: -3, Title: "Wednesday Ladies' Nine"}) {
			day := eventDay(today, de)
			if want, ok := titleWeekday(de.Title); ok && day.Weekday() != want {
				t.Errorf("today %s: %q on a %s, want a %s", today.Weekday(), de.Title, day.Weekday(), want)
			}
			shift := int(day.Sub(today.AddDate(0, 0, de.Offset)).Hours() / 24)
			if shift < -6 || shift > 6 || (de.Offset >= 0) != !day.Before(today) {
				t.Errorf("today %s: %q moved %d days from offset %d", today.Weekday(), de.Title, shift, de.Offset)
			}
		}
	}
}
