package golf

import (
	"reflect"
	"slices"
	"strconv"
	"testing"
)

func FuzzStablefordPoints(f *testing.F) {
	f.Add(4, 4, 0)
	f.Add(5, 1, 0)
	f.Add(3, 20, 3)
	f.Add(4, 0, -1)
	f.Add(6, -3, 100)
	f.Fuzz(func(t *testing.T, par, strokes, received int) {
		p := StablefordPoints(par, strokes, received)
		if p < 0 {
			t.Fatalf("StablefordPoints(%d, %d, %d) = %d, negative", par, strokes, received, p)
		}
		if strokes < 1 && p != 0 {
			t.Fatalf("no score returned but %d points", p)
		}
		// Within any real range, one more stroke never earns more points.
		small := func(n int) bool { return n > -1e6 && n < 1e6 }
		if small(par) && small(strokes) && small(received) && strokes >= 1 {
			if q := StablefordPoints(par, strokes+1, received); q > p {
				t.Fatalf("%d strokes earn %d, %d strokes earn %d", strokes, p, strokes+1, q)
			}
		}
	})
}

// fuzzTee builds a tee, valid or not, from 36 bytes: par and stroke index
// of each hole.
func fuzzTee(b []byte) Tee {
	t := Tee{Name: "F", CourseRating: 72, Slope: 113}
	for i := range HoleCount {
		t.Holes = append(t.Holes, Hole{Par: int(at(b, 2*i) % 8), StrokeIndex: int(at(b, 2*i+1) % 21)})
	}
	return t
}

// fuzzCard builds a card from 20 bytes: handicap, status, 18 holes (a few
// picked up, most 0–24 strokes).
func fuzzCard(b []byte) Card {
	c := Card{PlayingHandicap: int(int8(at(b, 0)))}
	switch at(b, 1) % 16 {
	case 0:
		c.Status = StatusDQ
	case 1:
		c.Status = StatusNR
	}
	for i := range HoleCount {
		v := at(b, 2+i)
		if v >= 240 {
			c.Holes[i] = HoleScore{Strokes: int(v % 4), PickedUp: true}
		} else {
			c.Holes[i] = HoleScore{Strokes: int(v % 25)}
		}
	}
	return c
}

func at(b []byte, i int) byte {
	if i < len(b) {
		return b[i]
	}
	return 0
}

func FuzzScore(f *testing.F) {
	f.Add([]byte("tee bytes of pars and stroke indexes"), []byte{14, 0, 5, 4, 3, 6, 5, 4, 4, 5, 6, 4, 4, 5, 5, 4, 3, 5, 5, 6})
	f.Add([]byte{}, []byte{0xec, 0, 255, 1, 0, 24})
	f.Fuzz(func(t *testing.T, teeBytes, cardBytes []byte) {
		tee, c := fuzzTee(teeBytes), fuzzCard(cardBytes)
		tot := Score(c, tee)
		thru, gross, received, par, pickedUp := 0, 0, 0, 0, false
		for i, h := range c.Holes {
			switch {
			case h.PickedUp:
				thru++
				pickedUp = true
			case h.Strokes > 0:
				thru++
				gross += h.Strokes
				received += StrokesReceived(c.PlayingHandicap, tee.Holes[i].StrokeIndex)
				par += tee.Holes[i].Par
			}
		}
		if tot.Points < 0 {
			t.Fatalf("negative points: %+v", tot)
		}
		if tot.Thru != thru || tot.Gross != gross || tot.Net != gross-received ||
			tot.GrossToPar != gross-par || tot.NetToPar != gross-received-par || tot.NoReturn != pickedUp {
			t.Fatalf("Score = %+v; thru %d gross %d received %d par %d picked up %v", tot, thru, gross, received, par, pickedUp)
		}
	})
}

func FuzzRank(f *testing.F) {
	f.Add([]byte("a field of golfers with some ties and a picked-up hole or two"), false, false)
	f.Add(slices.Repeat([]byte{10, 2, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 4, 5}, 6), true, false)
	f.Add(slices.Repeat([]byte{0, 2, 5, 4}, 30), true, true)
	f.Fuzz(func(t *testing.T, data []byte, countback, stableford bool) {
		format := StrokePlay
		if stableford {
			format = Stableford
		}
		tee := testTee()
		var entries []Entry
		for i := 0; i*20 < len(data) && i < 200; i++ {
			// Ids unique but not in input order.
			id := int64(at(data, i*20+1))<<16 | int64(i)
			entries = append(entries, Entry{ID: id, Card: fuzzCard(data[i*20:])})
		}
		got := Rank(entries, tee, format, countback)
		checkRanking(t, entries, got)

		reversed := slices.Clone(entries)
		slices.Reverse(reversed)
		if again := Rank(reversed, tee, format, countback); !reflect.DeepEqual(got, again) {
			t.Fatalf("reversed input ranks differently")
		}
	})
}

// checkRanking: every entry exactly once; placed entries first with
// positions from 1, never decreasing, a new position equal to its row;
// labels that match; unplaced entries with no position.
func checkRanking(t *testing.T, entries []Entry, got []Standing) {
	t.Helper()
	if len(got) != len(entries) {
		t.Fatalf("%d standings for %d entries", len(got), len(entries))
	}
	seen := map[int64]int{}
	for _, e := range entries {
		seen[e.ID]++
	}
	for _, s := range got {
		seen[s.ID]--
	}
	for id, n := range seen {
		if n != 0 {
			t.Fatalf("entry %d appears %d times too few", id, n)
		}
	}
	placedRows := 0
	for i, s := range got {
		if s.Totals.Points < 0 {
			t.Fatalf("row %d: negative points", i)
		}
		if s.Position == 0 {
			if s.Tied || (s.Label != "" && s.Label != "NR" && s.Label != "DQ") {
				t.Fatalf("row %d: unplaced with tied %v label %q", i, s.Tied, s.Label)
			}
			continue
		}
		if placedRows != i {
			t.Fatalf("row %d is placed after an unplaced row", i)
		}
		placedRows++
		switch {
		case i == 0 && s.Position != 1:
			t.Fatalf("first position %d", s.Position)
		case i > 0 && s.Position < got[i-1].Position:
			t.Fatalf("position %d after %d", s.Position, got[i-1].Position)
		case i > 0 && s.Position != got[i-1].Position && s.Position != i+1:
			t.Fatalf("row %d has new position %d", i, s.Position)
		}
		tied := (i > 0 && got[i-1].Position == s.Position) || (i+1 < len(got) && got[i+1].Position == s.Position)
		label := strconv.Itoa(s.Position)
		if tied {
			label = "T" + label
		}
		if s.Tied != tied || s.Label != label {
			t.Fatalf("row %d: tied %v label %q, want %v %q", i, s.Tied, s.Label, tied, label)
		}
	}
}

func FuzzParseIndex(f *testing.F) {
	for _, s := range []string{"12.4", "+2.1", "0", "54.0", "+10.0", "54.1", "-1", "1.23", " 7 ", "+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		i, err := ParseIndex(s)
		if err != nil {
			return
		}
		if i < MinIndex || i > MaxIndex {
			t.Fatalf("ParseIndex(%q) = %d, out of range", s, i)
		}
		if again, err := ParseIndex(i.String()); err != nil || again != i {
			t.Fatalf("ParseIndex(%q) = %d, whose String %q reads back as %d, %v", s, i, i.String(), again, err)
		}
	})
}

func FuzzOrderOfMerit(f *testing.F) {
	f.Add([]byte{1, 1, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2}, uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, bestN uint8) {
		var results []MeritResult
		for i := 0; i+3 < len(data) && i < 400; i += 4 {
			results = append(results, MeritResult{
				MemberID: int64(data[i] % 16), EventID: int64(data[i+1] % 8),
				Position: int(data[i+2] % 24), Tied: data[i+3]%2 == 1, TiedCount: int(data[i+3] % 5),
			})
		}
		got := OrderOfMerit(results, meritTable, int(bestN%5))
		members := map[int64]bool{}
		for i, s := range got {
			if members[s.MemberID] {
				t.Fatalf("member %d listed twice", s.MemberID)
			}
			members[s.MemberID] = true
			if s.Points < 0 || (i > 0 && s.Points > got[i-1].Points) || (i > 0 && s.Position < got[i-1].Position) {
				t.Fatalf("row %d out of order: %+v after %+v", i, s, got[i-1])
			}
			counted := 0
			for _, ev := range s.Events {
				if ev.Counted {
					counted++
				}
			}
			if n := int(bestN % 5); n > 0 && counted > n {
				t.Fatalf("member %d counts %d events, best %d", s.MemberID, counted, n)
			}
		}
	})
}
