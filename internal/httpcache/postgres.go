package httpcache

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golfclub/internal/batch"
	"golfclub/internal/pglisten"
)

// Channel is the NOTIFY/LISTEN channel the instances share. Payloads:
//
//	inv <kind> <instance> <token>   drop kind (sent by Invalidate)
//	ack <token> <instance>          instance has dropped it
//	hi <instance>                   instance is listening (every heartbeat)
const Channel = "golfclub_cache"

const (
	// ackWait bounds how long Invalidate waits for the other instances;
	// an instance that does not answer in time is forgotten until it is
	// heard from again, so a crashed instance delays one write, not all.
	ackWait = 500 * time.Millisecond
	// heartbeat is how often an instance says it is there; peerExpiry is
	// when an instance that said nothing is forgotten.
	heartbeat  = 2 * time.Second
	peerExpiry = 3 * heartbeat
)

// pgSync is the PostgreSQL side of a Cache with several instances.
//
// Invalidate must not return before every instance has dropped the
// answer: the writer's client, told "saved", may ask another instance
// next. NOTIFY alone does not promise that (each instance reads its
// messages when its listener goroutine next runs), so every instance
// acknowledges each invalidation it applies, and Invalidate waits for the
// acknowledgements of the instances it knows (heard from within
// peerExpiry). An instance that is not listening serves nothing from
// memory, so it needs no acknowledgement.
type pgSync struct {
	c        *Cache
	db       *sql.DB
	log      *slog.Logger
	instance string
	seq      atomic.Uint64
	acks     chan string // tokens to acknowledge, sent by one goroutine
	// rounds runs each kind's invalidations: writers that call while one
	// is in flight share the next (it starts after their change, so it
	// covers it), and a burst of registrations costs a few rounds of
	// NOTIFY and acknowledgements, not one each.
	rounds map[Kind]*batch.Group[struct{}]

	// connections counts the listener's connections (ListenerConnections).
	connections atomic.Uint64

	mu sync.Mutex
	// up is closed while the listener is connected; Lost replaces it.
	up      chan struct{}
	peers   map[string]time.Time     // instance → last heard from
	waiting map[string]*invalidation // token → the Invalidate waiting for it
}

type invalidation struct {
	need map[string]bool // instances (this one included) yet to apply it
	done chan struct{}
}

// UsePostgres makes c one of several instances on one database: c serves
// nothing from memory until Listen has its LISTEN in place, and each
// Invalidate reaches every instance through db before it returns.
//
// Each NOTIFY is its own transaction with synchronous_commit off: it is
// delivered at commit either way, and waiting for its WAL flush would
// serialise every writer behind the notification queue's lock for nothing
// (a crash ends the listeners' sessions too, and they drop everything on
// reconnect). Payloads are built from constants and hex ids, so the
// statement has no parameters and goes as one simple-protocol round trip.
func (c *Cache) UsePostgres(db *sql.DB) {
	var id [6]byte
	rand.Read(id[:])
	c.pg = &pgSync{c: c, db: db, log: c.log, instance: hex.EncodeToString(id[:]), acks: make(chan string, 1024),
		peers: map[string]time.Time{}, waiting: map[string]*invalidation{}, rounds: map[Kind]*batch.Group[struct{}]{},
		up: make(chan struct{})}
	for _, k := range Kinds {
		c.pg.rounds[k] = &batch.Group[struct{}]{}
	}
	c.ready.Store(false)
}

func (p *pgSync) notify(ctx context.Context, payload string) error {
	_, err := p.db.ExecContext(context.WithoutCancel(ctx),
		"BEGIN; SET LOCAL synchronous_commit TO OFF; SELECT pg_notify('"+Channel+"', '"+payload+"'); COMMIT")
	return err
}

// invalidate has every instance drop kind k, sharing a round with
// concurrent writers of k.
func (p *pgSync) invalidate(ctx context.Context, k Kind) error {
	g, ok := p.rounds[k]
	if !ok {
		return fmt.Errorf("unknown kind %q", k)
	}
	return g.Do(ctx, struct{}{}, func(ctx context.Context, _ []struct{}) error { return p.round(ctx, k) })
}

// listening reports whether this instance's listener is connected,
// waiting up to ackWait for it to come back: a writer whose listener is
// reconnecting cannot hear the acknowledgements, and without them its
// client could read the old answer from another instance.
func (p *pgSync) listening(ctx context.Context) bool {
	p.mu.Lock()
	up := p.up
	p.mu.Unlock()
	select {
	case <-up:
		return true
	case <-ctx.Done():
	case <-time.After(ackWait):
	}
	return p.c.ready.Load()
}

// setListening records that the listener is connected (or lost).
func (p *pgSync) setListening(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.up:
		if !on {
			p.up = make(chan struct{})
		}
	default:
		if on {
			close(p.up)
		}
	}
}

// round is one invalidation of k: a NOTIFY, then the acknowledgements.
func (p *pgSync) round(ctx context.Context, k Kind) error {
	token := p.instance + "-" + strconv.FormatUint(p.seq.Add(1), 10)
	var inv *invalidation
	if p.listening(ctx) {
		inv = &invalidation{need: map[string]bool{p.instance: true}, done: make(chan struct{})}
		p.mu.Lock()
		now := time.Now()
		for peer, seen := range p.peers {
			if now.Sub(seen) < peerExpiry {
				inv.need[peer] = true
			}
		}
		p.waiting[token] = inv
		p.mu.Unlock()
		defer func() {
			p.mu.Lock()
			delete(p.waiting, token)
			p.mu.Unlock()
		}()
	}
	if err := p.notify(ctx, "inv "+string(k)+" "+p.instance+" "+token); err != nil || inv == nil {
		return err
	}
	select {
	case <-inv.done:
		return nil
	case <-time.After(ackWait):
		p.mu.Lock()
		var silent []string
		for peer := range inv.need {
			if peer != p.instance {
				delete(p.peers, peer)
				silent = append(silent, peer)
			}
		}
		p.mu.Unlock()
		return fmt.Errorf("no acknowledgement from %v within %s; forgotten until heard from", silent, ackWait)
	}
}

// received handles one message on the channel.
func (p *pgSync) received(payload string) {
	f := strings.Fields(payload)
	switch {
	case len(f) == 4 && f[0] == "inv":
		kind, from, token := Kind(f[1]), f[2], f[3]
		p.c.bump(kind)
		p.heard(from)
		if from == p.instance {
			p.applied(token, from)
			return
		}
		select {
		case p.acks <- token:
		default:
			p.log.Warn("httpcache: acknowledgement queue full; a writer will wait", "token", token)
		}
	case len(f) == 3 && f[0] == "ack":
		p.heard(f[2])
		p.applied(f[1], f[2])
	case len(f) == 2 && f[0] == "hi":
		if p.heard(f[1]) {
			// A newcomer: answer, so that it knows this instance before
			// the next heartbeat.
			select {
			case p.acks <- "":
			default:
			}
		}
	default:
		p.c.bumpAll() // unknown: be safe
	}
}

// heard records a sign of life from instance; it reports whether the
// instance was unknown until now.
func (p *pgSync) heard(instance string) bool {
	if instance == p.instance {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	seen, known := p.peers[instance]
	p.peers[instance] = time.Now()
	return !known || time.Since(seen) >= peerExpiry
}

// KnownInstances is how many other instances this one has heard from
// lately (0 with one instance).
func (c *Cache) KnownInstances() int {
	if c.pg == nil {
		return 0
	}
	c.pg.mu.Lock()
	defer c.pg.mu.Unlock()
	n := 0
	for _, seen := range c.pg.peers {
		if time.Since(seen) < peerExpiry {
			n++
		}
	}
	return n
}

// ListenerConnections is how many times this instance's listener has
// connected (0 with one instance). Serving alone cannot tell a listener
// that came back from one that has not yet noticed it was cut.
func (c *Cache) ListenerConnections() uint64 {
	if c.pg == nil {
		return 0
	}
	return c.pg.connections.Load()
}

// applied records that instance has applied token, and wakes its writer
// once every instance has.
func (p *pgSync) applied(token, instance string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	inv := p.waiting[token]
	if inv == nil || !inv.need[instance] {
		return
	}
	delete(inv.need, instance)
	if len(inv.need) == 0 {
		close(inv.done)
	}
}

// wakeAll releases every Invalidate waiting on a connection that is gone.
func (p *pgSync) wakeAll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for token, inv := range p.waiting {
		if len(inv.need) > 0 {
			clear(inv.need)
			close(inv.done)
		}
		delete(p.waiting, token)
	}
}

// Listen receives the instances' invalidations until ctx ends, sends this
// instance's acknowledgements and heartbeats. Each time the listener
// (re)connects everything is dropped, since invalidations sent meanwhile
// were lost; while it is down the cache is bypassed.
func (c *Cache) Listen(ctx context.Context, url string, log *slog.Logger) {
	p := c.pg
	var wg sync.WaitGroup
	defer wg.Wait()
	wg.Go(func() { p.sendAcks(ctx) })
	wg.Go(func() { p.sendHeartbeats(ctx) })
	pglisten.Run(ctx, url, Channel, log, pglisten.Handlers{
		Connected: func() {
			c.bumpAll()
			c.ready.Store(true)
			p.setListening(true)
			p.connections.Add(1)
			select {
			case p.acks <- "": // say hi at once
			default:
			}
		},
		Lost: func(error) {
			c.ready.Store(false)
			p.setListening(false)
			c.bumpAll()
			p.wakeAll()
		},
		Message: p.received,
	})
}

// sendAcks sends acknowledgements (and, for an empty token, a hello) in
// order from one goroutine, so the listener never waits on the database.
func (p *pgSync) sendAcks(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case token := <-p.acks:
			payload := "ack " + token + " " + p.instance
			if token == "" {
				payload = "hi " + p.instance
			}
			if err := p.notify(ctx, payload); err != nil && ctx.Err() == nil {
				p.log.Warn("httpcache: notify", "payload", payload, "err", err)
			}
		}
	}
}

func (p *pgSync) sendHeartbeats(ctx context.Context) {
	t := time.NewTicker(heartbeat)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if p.c.ready.Load() {
				select {
				case p.acks <- "":
				default:
				}
			}
		}
	}
}
