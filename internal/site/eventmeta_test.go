package site

import (
	"strings"
	"testing"
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
