package httpcache

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/klauspost/compress/gzip"
)

// Kind names a group of public answers that change together: every
// answer of a kind is dropped when anything of that kind changes.
type Kind string

const (
	Events   Kind = "events"   // the event list and each event (counts included)
	Photos   Kind = "photos"   // the gallery
	Blog     Kind = "blog"     // published posts
	Settings Kind = "settings" // club settings, the page shell and the manifest
	// Scores: the leaderboards, made from the events' cards, golf
	// settings, flights and the players' handicaps.
	Scores Kind = "scores"
)

// Kinds are all kinds, in a fixed order.
var Kinds = []Kind{Events, Photos, Blog, Settings, Scores}

const (
	// maxKeys bounds the cache: when a crawler walking every gallery
	// offset fills it, it is emptied and fills again with what is read.
	maxKeys = 512
	// maxAge is a backstop: a kept answer is rebuilt after this long even
	// without an invalidation, so a lost cross-instance message can leave
	// an answer stale for at most this long.
	maxAge = 5 * time.Second
	// gzipMin: smaller answers gain nothing from compression.
	gzipMin = 1024
)

// Cache keeps public read answers encoded once (plain and gzip, with an
// ETag) until their kind is invalidated. A generation counter per kind
// makes invalidation O(1) and race-free: an answer is stamped with the
// generation read before its handler touched the database, so an answer
// built from data older than the latest change is never served.
//
// With several instances on one PostgreSQL database, Invalidate also
// sends a NOTIFY before it returns, so the change is dropped everywhere
// before the writer's client gets its answer; Listen receives the other
// instances' invalidations. While the listener is down the cache is
// bypassed, since invalidations may be missed.
type Cache struct {
	log   *slog.Logger
	now   func() time.Time
	gens  map[Kind]*atomic.Uint64
	ready atomic.Bool
	// pg tells the other instances (nil with one instance).
	pg *pgSync

	// slots is read on every request without a lock; mu serialises
	// adding and clearing, and count is its size.
	slots sync.Map // string → *slot
	mu    sync.Mutex
	count int
}

type slot struct {
	fill   sync.Mutex
	answer atomic.Pointer[answer]
	value  atomic.Pointer[value] // Remember's
}

// value is what Remember keeps, stamped like an answer.
type value struct {
	gen   uint64
	built time.Time
	v     any
}

type answer struct {
	gen    uint64
	built  time.Time
	header http.Header
	plain  []byte
	gzip   []byte // nil when not worth it
	etag   string
}

// New returns a cache serving from its first request (one instance).
func New(log *slog.Logger, now func() time.Time) *Cache {
	if log == nil {
		log = slog.Default()
	}
	if now == nil {
		now = time.Now
	}
	c := &Cache{log: log, now: now, gens: map[Kind]*atomic.Uint64{}}
	for _, k := range Kinds {
		c.gens[k] = new(atomic.Uint64)
	}
	c.ready.Store(true)
	return c
}

// Serving reports whether answers are kept and served from memory (false
// while a PostgreSQL listener is down).
func (c *Cache) Serving() bool { return c.ready.Load() }

// Invalidate drops every answer of the kinds given, here at once and,
// with several instances (UsePostgres), on every other instance before it
// returns. Call it after the change has committed.
func (c *Cache) Invalidate(ctx context.Context, kinds ...Kind) {
	for _, k := range kinds {
		c.bump(k)
		if c.pg != nil {
			if err := c.pg.invalidate(ctx, k); err != nil {
				// Other instances keep the old answer until maxAge.
				c.log.Error("httpcache: invalidation not sent to other instances", "kind", k, "err", err)
			}
		}
	}
}

func (c *Cache) bump(k Kind) {
	if g, ok := c.gens[k]; ok {
		g.Add(1)
	}
}

func (c *Cache) bumpAll() {
	for _, k := range Kinds {
		c.bump(k)
	}
}

// Handler serves next's answers through the cache. key names the answer
// from the request (validated parameters, not the raw query, so that
// junk parameters cannot fill the cache); ok false serves next uncached.
// Only 200 answers are kept, and not those marked with DoNotKeep. Every answer, kept or not, carries an ETag
// and no-cache and is a 304 when the client has it.
func (c *Cache) Handler(kind Kind, key func(*http.Request) (string, bool), next http.Handler) http.Handler {
	return c.HandlerOf([]Kind{kind}, key, next)
}

// HandlerOf is Handler for answers made from several kinds of data (a
// page shell that shows the settings and an event, say): such an answer
// is dropped when any of them changes.
func (c *Cache) HandlerOf(kinds []Kind, key func(*http.Request) (string, bool), next http.Handler) http.Handler {
	prefix, gen := c.generation(kinds)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		k, ok := key(r)
		if !ok || !c.ready.Load() {
			c.build(w, r, next, 0)
			return
		}
		s := c.slot(prefix + k)
		if a := s.answer.Load(); a != nil && c.fresh(a, gen()) {
			a.write(w, r)
			return
		}
		// One request rebuilds; the others wait for it and then serve
		// what it built, so an invalidation does not send every waiting
		// reader to the database at once.
		s.fill.Lock()
		defer s.fill.Unlock()
		g := gen()
		if a := s.answer.Load(); a != nil && c.fresh(a, g) {
			a.write(w, r)
			return
		}
		if a := c.build(w, r, next, g); a != nil && c.ready.Load() {
			s.answer.Store(a)
		}
	})
}

// generation is the key prefix of kinds and the function that reads their
// generation: each generation only grows, so their sum changes whenever
// one does.
func (c *Cache) generation(kinds []Kind) (string, func() uint64) {
	gens := make([]*atomic.Uint64, len(kinds))
	names := make([]string, len(kinds))
	for i, k := range kinds {
		if gens[i] = c.gens[k]; gens[i] == nil {
			panic("httpcache: unknown kind " + string(k))
		}
		names[i] = string(k)
	}
	return strings.Join(names, "+") + "\x00", func() uint64 {
		var sum uint64
		for _, g := range gens {
			sum += g.Load()
		}
		return sum
	}
}

// Remember returns the value kept under key, or calls load and keeps what
// it returns until any of kinds changes or maxAge passes, exactly as
// Handler keeps answers. It is for what a handler must learn before the
// cache may answer, such as whether the reader may see the answer at
// all, so that a kept answer costs no database read either. An error is
// returned, never kept; while the cache is not serving, load runs every
// time.
func Remember[T any](c *Cache, kinds []Kind, key string, load func() (T, error)) (T, error) {
	prefix, gen := c.generation(kinds)
	if !c.ready.Load() {
		return load()
	}
	// The leading byte keeps values apart from answers, whose keys start
	// with a kind's name.
	s := c.slot("\x01" + prefix + key)
	if v := s.value.Load(); v != nil && c.freshValue(v, gen()) {
		return v.v.(T), nil
	}
	s.fill.Lock()
	defer s.fill.Unlock()
	g := gen()
	if v := s.value.Load(); v != nil && c.freshValue(v, g) {
		return v.v.(T), nil
	}
	v, err := load()
	if err == nil && c.ready.Load() {
		s.value.Store(&value{gen: g, built: c.now(), v: v})
	}
	return v, err
}

func (c *Cache) freshValue(v *value, gen uint64) bool {
	return v.gen == gen && c.now().Sub(v.built) < maxAge
}

func (c *Cache) fresh(a *answer, gen uint64) bool {
	return a.gen == gen && c.now().Sub(a.built) < maxAge
}

func (c *Cache) slot(key string) *slot {
	if v, ok := c.slots.Load(key); ok {
		return v.(*slot)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.slots.Load(key); ok {
		return v.(*slot)
	}
	if c.count >= maxKeys {
		// Start again rather than refuse new keys for good; requests
		// holding an old slot finish with it.
		c.slots.Clear()
		c.count = 0
	}
	s := &slot{}
	c.slots.Store(key, s)
	c.count++
	return s
}

// build runs next, writes its answer to w, and returns it encoded when it
// is a 200 worth keeping (stamped gen).
func (c *Cache) build(w http.ResponseWriter, r *http.Request, next http.Handler, gen uint64) *answer {
	rec := &recorder{header: http.Header{}, code: http.StatusOK}
	next.ServeHTTP(rec, r)
	if rec.code != http.StatusOK || rec.header.Get(noKeep) != "" {
		rec.header.Del(noKeep)
		h := w.Header()
		for k, v := range rec.header {
			h[k] = v
		}
		w.WriteHeader(rec.code)
		w.Write(rec.body.Bytes())
		return nil
	}
	a := encode(rec, gen, c.now())
	a.write(w, r)
	return a
}

func encode(rec *recorder, gen uint64, now time.Time) *answer {
	plain := slices.Clone(rec.body.Bytes())
	sum := sha256.Sum256(plain)
	a := &answer{gen: gen, built: now, header: rec.header.Clone(), plain: plain, etag: `W/"` + hex.EncodeToString(sum[:12]) + `"`}
	a.header.Del("Content-Length")
	if len(plain) >= gzipMin {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression) // error only for a bad level
		zw.Write(plain)
		zw.Close()
		a.gzip = buf.Bytes()
	}
	return a
}

// write sends the answer: 304 when the client has it, else the gzip copy
// when accepted, else the plain bytes. The tag is weak, so one tag serves
// both encodings; no-cache makes the browser revalidate every use.
func (a *answer) write(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	for k, v := range a.header {
		h[k] = v
	}
	h.Set("ETag", a.etag)
	h.Set("Cache-Control", "no-cache")
	if a.gzip != nil && !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
		h.Add("Vary", "Accept-Encoding")
	}
	if ETagMatches(r.Header.Get("If-None-Match"), a.etag) {
		h.Del("Content-Type")
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := a.plain
	if a.gzip != nil && AcceptsEncoding(r.Header.Get("Accept-Encoding"), "gzip") {
		body = a.gzip
		h.Set("Content-Encoding", "gzip")
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// noKeep marks an answer DoNotKeep; it never leaves the server.
const noKeep = "Httpcache-No-Keep"

// DoNotKeep tells the Cache that the answer being written is a degraded
// one (made without the database, say): sent as it is, never kept.
func DoNotKeep(w http.ResponseWriter) {
	w.Header().Set(noKeep, "1")
	w.Header().Set("Cache-Control", "no-store")
}

// recorder holds a handler's answer so it can be encoded before anything
// is sent.
type recorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (b *recorder) Header() http.Header         { return b.header }
func (b *recorder) WriteHeader(code int)        { b.code = code }
func (b *recorder) Write(p []byte) (int, error) { return b.body.Write(p) }
