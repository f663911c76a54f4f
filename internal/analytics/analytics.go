// Package analytics is the club's first-party analytics: the page views
// and custom events the app sends by beacon, counted per club day without
// cookies, stored addresses or a third party, and the Insights an admin
// reads (docs/decisions/044-first-party-analytics.md).
package analytics

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/store"
)

// BeaconsPerIP is the budget of beacons from one address. A member
// browsing sends one per page and a few events; a clubhouse network shares
// one address, so the budget leaves room for many members at once.
var BeaconsPerIP = auth.Limit{Name: "analytics-ip", Max: 240, Window: 10 * time.Minute}

// MaxPathsPerDay and MaxLabelsPerDay cap the distinct paths, and the
// distinct labels of one category, counted on one day; the rest are
// counted as Other.
const (
	MaxPathsPerDay  = 300
	MaxLabelsPerDay = 300
)

// RetentionDays is how many club days of counters are kept, today included.
const RetentionDays = 400

// Deps is what the service is built from.
type Deps struct {
	Store    *store.Store
	Log      *slog.Logger
	Now      func() time.Time
	Location *time.Location
}

// Service counts beacons and reads the Insights.
type Service struct {
	store   *store.Store
	log     *slog.Logger
	now     func() time.Time
	loc     *time.Location
	limiter *auth.Limiter

	mu       sync.Mutex
	saltDay  string
	saltText string
}

func New(d Deps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Location == nil {
		d.Location = time.UTC
	}
	return &Service{store: d.Store, log: d.Log, now: d.Now, loc: d.Location, limiter: auth.NewLimiter(d.Store)}
}

// Beacon is what the app reports: a page view (Type "pageview", Path) or
// a custom event (Type "event", Category, Label, Value).
type Beacon struct {
	Type     string
	Path     string
	Category string
	Label    string
	Value    int64
}

// Client is who sent a beacon, as far as counting needs: the address and
// browser are hashed for the day's visitor count and never stored.
type Client struct {
	IP        string
	UserAgent string
	// OptedOut is set when the browser asks not to be tracked (Sec-GPC or
	// DNT): the beacon is accepted and not counted.
	OptedOut bool
}

// check validates b and returns the path it is counted under ("" for an
// event) and whether it falls outside what is counted (the admin area).
func (b Beacon) check() (path string, skip bool, err error) {
	var v apperr.Validation
	switch b.Type {
	case "pageview":
		p, sk, ok := NormalisePath(b.Path)
		if !ok {
			v.Add("path", "invalid_path", "Path must be a page of this site")
		}
		path, skip = p, sk
	case "event":
		if !ValidCategory(b.Category) {
			v.Add("category", "invalid_choice", "Unknown event category")
		}
		if !ValidLabel(b.Label) {
			v.Add("label", "invalid_label", "Label must be at most 64 letters, digits or _-./:")
		}
		if b.Value < 0 || b.Value > maxValue {
			v.Add("value", "out_of_range", "Value must be between 0 and 1000000")
		}
	default:
		v.Add("type", "invalid_choice", "Type must be pageview or event")
	}
	return path, skip, v.Err()
}

// Record counts one beacon. Bad input is a validation error and counts
// nothing; an address over its budget gets a 429. Beacons from bots, from
// browsers that opted out and from the admin area are accepted and not
// counted: counted reports which happened.
func (s *Service) Record(ctx context.Context, b Beacon, c Client) (counted bool, err error) {
	path, skip, err := b.check()
	if err != nil {
		return false, err
	}
	now := s.now()
	wait, err := s.limiter.Allow(ctx, BeaconsPerIP, BeaconsPerIP.Key("analytics", c.IP), now)
	if err != nil {
		return false, err
	}
	if wait > 0 {
		e := apperr.Newf(apperr.TooMany, "rate_limited", "Too many analytics requests. Please try again in %d seconds.", int(wait/time.Second))
		e.RetryAfter = int(wait / time.Second)
		return false, e
	}
	if skip || c.OptedOut || IsBot(c.UserAgent) {
		return false, nil
	}
	day := now.In(s.loc).Format(time.DateOnly)
	hash, err := s.visitorHash(ctx, day, c)
	if err != nil {
		return false, err
	}
	if _, err := s.store.AddAnalyticsVisitor(ctx, day, hash); err != nil {
		return false, err
	}
	if b.Type == "pageview" {
		err = s.store.AddAnalyticsPageView(ctx, day, path, Other, MaxPathsPerDay)
	} else {
		err = s.store.AddAnalyticsEvent(ctx, day, b.Category, b.Label, Other, b.Value, MaxLabelsPerDay)
	}
	return err == nil, err
}

// visitorHash is the visitor's mark for day: SHA-256 of the day's salt,
// the address and the browser. The salt is random and deleted after its
// day, so neither the address nor a visitor across days can be recovered.
func (s *Service) visitorHash(ctx context.Context, day string, c Client) (string, error) {
	salt, err := s.salt(ctx, day)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	for _, part := range []string{salt, c.IP, c.UserAgent} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16]), nil
}

// salt is day's salt: kept in memory for the day, shared with other
// instances through the database.
func (s *Service) salt(ctx context.Context, day string) (string, error) {
	s.mu.Lock()
	if s.saltDay == day {
		defer s.mu.Unlock()
		return s.saltText, nil
	}
	s.mu.Unlock()
	salt, err := s.store.AnalyticsSalt(ctx, day, rand.Text()+rand.Text())
	if err != nil {
		return "", err
	}
	s.mu.Lock()
	s.saltDay, s.saltText = day, salt
	s.mu.Unlock()
	return salt, nil
}

// Prune deletes the visitor hashes and salts of past days and the
// counters older than RetentionDays, on the club's calendar at now.
func (s *Service) Prune(ctx context.Context, now time.Time) (int64, error) {
	today := now.In(s.loc)
	keepFrom := today.AddDate(0, 0, -(RetentionDays - 1)).Format(time.DateOnly)
	n, err := s.store.PruneAnalytics(ctx, today.Format(time.DateOnly), keepFrom)
	if err != nil {
		return n, fmt.Errorf("prune analytics: %w", err)
	}
	return n, nil
}

// RunPrune runs Prune at start and then every interval until ctx ends.
func (s *Service) RunPrune(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if _, err := s.Prune(ctx, s.now()); err != nil && ctx.Err() == nil {
			s.log.Error("analytics prune", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
