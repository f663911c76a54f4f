package site

import (
	"golfclub/internal/store"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestEventsPicturePreload(t *testing.T) {
	const today = "2026-11-21"
	ev := func(id int64, date, time, image string) store.Event {
		return store.Event{ID: id, Date: date, Time: time, Image: image}
	}
	photo := `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesizes="` + eventCardSizes + `" imagesrcset="/demo/photos/%s-480.webp 480w, /demo/photos/%s-960.webp 960w">`
	webp := func(slug string) string { return strings.ReplaceAll(photo, "%s", slug) }
	rows := []struct {
		name   string
		events []store.Event
		want   string
	}{
		{"the soonest upcoming event's photograph", []store.Event{
			ev(1, "2026-11-20", "7:30 AM", "/demo/photos/past.jpg"),
			ev(2, "2026-12-05", "7:30 AM", "/demo/photos/later.jpg"),
			ev(3, "2026-11-28", "8:00 AM", "/demo/photos/soonest.jpg"),
		}, webp("soonest")},
		{"today counts as upcoming", []store.Event{ev(4, "2026-11-21", "", "/demo/photos/today.jpg"), ev(5, "2026-11-22", "", "/demo/photos/tomorrow.jpg")}, webp("today")},
		{"same date and time: the lower id", []store.Event{ev(9, "2026-11-28", "7:30 AM", "/demo/photos/nine.jpg"), ev(7, "2026-11-28", "7:30 AM", "/demo/photos/seven.jpg")}, webp("seven")},
		{"same date, other times: the page's collation decides, so none", []store.Event{ev(1, "2026-11-28", "7:30 AM", "/demo/photos/a.jpg"), ev(2, "2026-11-28", "1:00 PM", "/demo/photos/b.jpg")}, ""},
		{"a later tie does not matter", []store.Event{ev(1, "2026-11-28", "7:30 AM", "/demo/photos/a.jpg"), ev(2, "2026-12-01", "7:30 AM", "/demo/photos/b.jpg"), ev(3, "2026-12-01", "1:00 PM", "/demo/photos/c.jpg")}, webp("a")},
		{"no picture: the shared fallback is not preloaded", []store.Event{ev(1, "2026-11-28", "", "")}, ""},
		{"an upload, escaped", []store.Event{ev(1, "2026-11-28", "", "/api/files/club/a&b.jpg")}, `<link rel="preload" as="image" fetchpriority="high" href="/api/files/club/a&amp;b.jpg">`},
		{"a picture elsewhere is left to the page", []store.Event{ev(1, "2026-11-28", "", "https://example.com/a.jpg")}, ""},
		{"a protocol-relative link too", []store.Event{ev(1, "2026-11-28", "", "//example.com/a.jpg")}, ""},
		{"a date in another form anywhere: none", []store.Event{ev(1, "2026-11-28", "", "/demo/photos/a.jpg"), ev(2, "5 December 2026", "", "/demo/photos/b.jpg")}, ""},
		{"nothing upcoming", []store.Event{ev(1, "2026-11-20", "", "/demo/photos/a.jpg")}, ""},
		{"no events", nil, ""},
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			if got := eventsPicturePreload(row.events, today); got != row.want {
				t.Errorf("got  %s\nwant %s", got, row.want)
			}
		})
	}
}

// The page's date is UTC+8 (web/src/shared/lib/clubDate.ts).
func TestPageToday(t *testing.T) {
	if got := pageToday(time.Date(2026, 11, 21, 15, 59, 0, 0, time.UTC)); got != "2026-11-21" {
		t.Errorf("15:59 UTC: %s", got)
	}
	if got := pageToday(time.Date(2026, 11, 21, 16, 0, 0, 0, time.UTC)); got != "2026-11-22" {
		t.Errorf("16:00 UTC: %s", got)
	}
}

// The values the preload copies from the web app are still the app's.
func TestEventsPictureMatchesTheApp(t *testing.T) {
	for file, want := range map[string]string{
		"web/src/shared/lib/images.ts": `eventCard: "` + eventCardSizes + `"`,
		"web/src/shared/lib/events.ts": `EVENT_FALLBACK_IMAGE = "` + eventFallbackImage + `"`,
	} {
		src, err := os.ReadFile(filepath.Join("..", "..", file))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(src), want) {
			t.Errorf("%s no longer has %s", file, want)
		}
	}
}
