package site

import (
	"strings"
	"testing"

	"golfclub/internal/model"
)

func TestEventPageID(t *testing.T) {
	for path, want := range map[string]int64{"/events/12": 12, "/events/12/": 12, "/events/012": 0, "/events/0": 0,
		"/events/-1": 0, "/events/abc": 0, "/events": 0, "/events/1/2": 0, "/eventsx/1": 0, "/events/99999999999999999999": 0} {
		got, ok := eventPageID(path)
		if ok != (want != 0) || got != want {
			t.Errorf("eventPageID(%q) = %d, %v; want %d", path, got, ok, want)
		}
	}
}

func TestWithEventMeta(t *testing.T) {
	shell := []byte(`<html><head><meta name="description" content="The club." /><title>Kelab Golf</title></head><body></body></html>`)
	out := string(withEventMeta(shell, eventMeta{Title: `A & B`, Description: `Sat · "from RM 1"`, URL: "http://x/events/1", Image: "http://x/i.jpg"}))
	for _, want := range []string{
		`<meta name="description" content="Sat · &#34;from RM 1&#34;" />`, `<title>Kelab Golf</title>`,
		`<meta property="og:title" content="A &amp; B"><meta property="og:description"`, `<link rel="canonical" href="http://x/events/1"></head>`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %s in %s", want, out)
		}
	}
	if strings.Contains(out, "The club.") || strings.Contains(out, "og:site_name") {
		t.Errorf("old description or an empty site name left in: %s", out)
	}
}

func TestLowestPriceSkipsAddOns(t *testing.T) {
	tests := []struct {
		name   string
		list   []model.Rate
		want   float64
		wantOK bool
	}{
		{"no rates", nil, 0, false},
		{"entries only", []model.Rate{{Type: "Member A", Price: 120}, {Type: "Non-Member A", Price: 185}}, 120, true},
		{"add-on cheaper than the entry", []model.Rate{{Type: "Member Buggy", Price: 25, AddOn: true}, {Type: "Member Nine", Price: 65}}, 65, true},
		{"add-ons only", []model.Rate{{Type: "Member Buggy", Price: 25, AddOn: true}}, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := lowestPrice(tt.list)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("lowestPrice = %v, %v; want %v, %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}
