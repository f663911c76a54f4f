package httpcache

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// counting is a handler that answers body and counts its calls.
type counting struct {
	calls atomic.Int64
	body  atomic.Value // string
	code  int
}

func (h *counting) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.calls.Add(1)
	w.Header().Set("Content-Type", "application/json")
	if h.code != 0 {
		w.WriteHeader(h.code)
	}
	io.WriteString(w, h.body.Load().(string))
}

func newCounting(body string) *counting {
	h := &counting{}
	h.body.Store(body)
	return h
}

func get(h http.Handler, headers ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("GET", "/x", nil)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func always(*http.Request) (string, bool) { return "k", true }

func TestCacheKeepsUntilInvalidated(t *testing.T) {
	c := New(nil, nil)
	events := newCounting(`{"v":1}`)
	blog := newCounting(`{"b":1}`)
	he, hb := c.Handler(Events, always, events), c.Handler(Blog, always, blog)
	for range 3 {
		get(he)
		get(hb)
	}
	if events.calls.Load() != 1 || blog.calls.Load() != 1 {
		t.Fatalf("three reads called the handlers %d and %d times, want once each", events.calls.Load(), blog.calls.Load())
	}
	events.body.Store(`{"v":2}`)
	c.Invalidate(context.Background(), Events)
	if got := get(he).Body.String(); got != `{"v":2}` {
		t.Errorf("after invalidating: %s", got)
	}
	get(hb)
	if blog.calls.Load() != 1 {
		t.Errorf("invalidating events rebuilt the blog")
	}
}

// TestCacheOfSeveralKinds: an answer made from two kinds is dropped when
// either changes, and kept through a change of a third.
func TestCacheOfSeveralKinds(t *testing.T) {
	for _, changed := range []Kind{Events, Settings} {
		t.Run(string(changed), func(t *testing.T) {
			c := New(nil, nil)
			shell := newCounting("v1")
			h := c.HandlerOf([]Kind{Events, Settings}, always, shell)
			get(h)
			c.Invalidate(context.Background(), Blog)
			if get(h); shell.calls.Load() != 1 {
				t.Fatalf("a blog change rebuilt it: %d calls", shell.calls.Load())
			}
			shell.body.Store("v2")
			c.Invalidate(context.Background(), changed)
			if got := get(h).Body.String(); got != "v2" {
				t.Errorf("after a change of %s: %q", changed, got)
			}
			// Its key is its own: the one-kind answer under the same key is another.
			if got := get(c.Handler(Events, always, newCounting("events only"))).Body.String(); got != "events only" {
				t.Errorf("the events answer under the same key: %q", got)
			}
		})
	}
}

func TestCacheAnswers(t *testing.T) {
	big := `{"text":"` + strings.Repeat("golf ", 400) + `"}`
	tests := []struct {
		name     string
		body     string
		code     int
		headers  []string
		wantCode int
		wantEnc  string
		kept     bool
	}{
		{name: "plain", body: big, wantCode: 200, kept: true},
		{name: "gzip when accepted", body: big, headers: []string{"Accept-Encoding", "gzip, br"}, wantCode: 200, wantEnc: "gzip", kept: true},
		{name: "small is never gzipped", body: `{}`, headers: []string{"Accept-Encoding", "gzip"}, wantCode: 200, kept: true},
		{name: "errors are not kept", body: `{"message":"no"}`, code: 404, wantCode: 404, kept: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(nil, nil)
			h := newCounting(tt.body)
			h.code = tt.code
			ch := c.Handler(Events, always, h)
			var rec *httptest.ResponseRecorder
			for range 2 {
				rec = get(ch, tt.headers...)
			}
			if rec.Code != tt.wantCode || rec.Header().Get("Content-Encoding") != tt.wantEnc {
				t.Fatalf("code %d encoding %q", rec.Code, rec.Header().Get("Content-Encoding"))
			}
			if kept := h.calls.Load() == 1; kept != tt.kept {
				t.Errorf("kept %v, want %v", kept, tt.kept)
			}
			body := rec.Body.Bytes()
			if tt.wantEnc == "gzip" {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				body, _ = io.ReadAll(zr)
			}
			if string(body) != tt.body {
				t.Errorf("body %.80s", body)
			}
			if tt.wantCode == 200 {
				tag := rec.Header().Get("ETag")
				if rec.Header().Get("Cache-Control") != "no-cache" || !strings.HasPrefix(tag, `W/"`) {
					t.Fatalf("headers %v", rec.Header())
				}
				if nm := get(ch, "If-None-Match", tag); nm.Code != http.StatusNotModified || nm.Body.Len() != 0 {
					t.Errorf("If-None-Match: %d", nm.Code)
				}
			}
		})
	}
}

func TestCacheDoNotKeep(t *testing.T) {
	c := New(nil, nil)
	calls := 0
	h := c.Handler(Settings, always, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		DoNotKeep(w)
		io.WriteString(w, "generic")
	}))
	get(h)
	rec := get(h)
	if calls != 2 || rec.Header().Get(noKeep) != "" || rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("calls %d, headers %v", calls, rec.Header())
	}
}

// TestCacheChangeDuringBuild: a change that commits while an answer is
// being built (after its handler read the old data) must not leave that
// answer in place.
func TestCacheChangeDuringBuild(t *testing.T) {
	c := New(nil, nil)
	version := "old"
	h := c.Handler(Events, always, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		read := version // the handler reads the database…
		if read == "old" {
			version = "new" // …and a write commits and invalidates meanwhile
			c.Invalidate(context.Background(), Events)
		}
		io.WriteString(w, read)
	}))
	get(h)
	if got := get(h).Body.String(); got != "new" {
		t.Errorf("second read %q, want new", got)
	}
}

// TestCacheOneRebuildAtATime: readers arriving while an answer is rebuilt
// wait for it instead of all going to the database.
func TestCacheOneRebuildAtATime(t *testing.T) {
	c := New(nil, nil)
	release := make(chan struct{})
	var calls atomic.Int64
	h := c.Handler(Events, always, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		<-release
		io.WriteString(w, "x")
	}))
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() { get(h) })
	}
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if calls.Load() != 1 {
		t.Errorf("%d rebuilds, want 1", calls.Load())
	}
}

func TestCacheMaxAgeAndKeys(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := New(nil, func() time.Time { return now })
	h := newCounting("x")
	ch := c.Handler(Photos, func(r *http.Request) (string, bool) { return r.URL.Query().Get("k"), true }, h)
	get(ch)
	now = now.Add(maxAge)
	get(ch)
	if h.calls.Load() != 2 {
		t.Errorf("an answer older than maxAge was served")
	}
	for i := range maxKeys + 10 {
		ch.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/x?k="+strings.Repeat("a", i%600+1), nil))
	}
	n := 0
	c.slots.Range(func(any, any) bool { n++; return true })
	if n > maxKeys {
		t.Errorf("%d keys kept, cap %d", n, maxKeys)
	}
}

// TestRemember: a value is loaded once and kept until one of its kinds
// changes or it ages out, an error is never kept, and a value is never
// kept or served while the cache is not serving.
func TestRemember(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := New(nil, func() time.Time { return now })
	var loads atomic.Int64
	load := func(v string, err error) func() (string, error) {
		return func() (string, error) { loads.Add(1); return v, err }
	}
	kinds := []Kind{Scores, Events}
	step := func(name string, l func() (string, error), want string, wantLoads int64) {
		t.Helper()
		loads.Store(0)
		got, err := Remember(c, kinds, "k", l)
		if got != want || loads.Load() != wantLoads {
			t.Errorf("%s: %q (err %v) with %d loads, want %q with %d", name, got, err, loads.Load(), want, wantLoads)
		}
	}
	step("first read", load("a", nil), "a", 1)
	step("kept", load("b", nil), "a", 0)
	c.Invalidate(context.Background(), Blog)
	step("another kind changed", load("b", nil), "a", 0)
	c.Invalidate(context.Background(), Events)
	step("one of its kinds changed", load("b", nil), "b", 1)
	if got, err := Remember(c, kinds, "other", load("x", nil)); got != "x" || err != nil {
		t.Errorf("another key: %q %v", got, err)
	}
	now = now.Add(maxAge)
	step("aged out", load("c", nil), "c", 1)
	c.Invalidate(context.Background(), Scores)
	boom := errors.New("boom")
	if _, err := Remember(c, kinds, "k", load("", boom)); !errors.Is(err, boom) {
		t.Errorf("error: %v", err)
	}
	step("after an error", load("d", nil), "d", 1)
	// The listener went down (Listen drops everything then, and again
	// when it is back).
	c.ready.Store(false)
	c.bumpAll()
	step("not serving", load("e", nil), "e", 1)
	step("not serving, again", load("f", nil), "f", 1)
	c.bumpAll()
	c.ready.Store(true)
	step("serving again", load("g", nil), "g", 1)
	step("serving again, kept", load("h", nil), "g", 0)
	// Values and answers under one key stay apart.
	h := newCounting(`{"v":1}`)
	if body := get(c.HandlerOf(kinds, always, h)).Body.String(); body != `{"v":1}` {
		t.Errorf("answer beside a value: %s", body)
	}
}

func TestAcceptsEncoding(t *testing.T) {
	tests := []struct {
		header, enc string
		want        bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip;q=0", "gzip", false},
		{"*", "gzip", true},
		{"*;q=0, gzip", "gzip", true},
		{"identity", "gzip", false},
		{"GZIP;q=0.5", "gzip", true},
		{"", "gzip", false},
	}
	for _, tt := range tests {
		if got := AcceptsEncoding(tt.header, tt.enc); got != tt.want {
			t.Errorf("AcceptsEncoding(%q, %q) = %v", tt.header, tt.enc, got)
		}
	}
}
