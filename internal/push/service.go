package push

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
)

// Subscriptions is the service of members' push subscriptions: it checks
// what a browser sends and stores or removes it, each change in one
// transaction.
type Subscriptions struct {
	db  *bun.DB
	now func() time.Time
	dev func() bool
}

// NewSubscriptions returns the service over db. dev reports whether the
// server runs in development mode, which allows plain-http and local
// endpoints (CheckEndpoint); nil is never. now is the clock (nil:
// time.Now).
func NewSubscriptions(db *bun.DB, dev func() bool, now func() time.Time) *Subscriptions {
	if now == nil {
		now = time.Now
	}
	if dev == nil {
		dev = func() bool { return false }
	}
	return &Subscriptions{db: db, now: now, dev: dev}
}

// Device is what the app says about the device subscribing.
type Device struct {
	Type           string
	UserAgent      string
	IsPWAInstalled bool
}

// Subscribe checks in and the device's description and stores the
// subscription for member m, bound to the session whose token hashes to
// sessionHash (logging out of it drops the subscription).
func (s *Subscriptions) Subscribe(ctx context.Context, m *model.Member, sessionHash string, in SubscriptionInput, d Device) error {
	if err := in.Validate(s.dev()); err != nil {
		return err
	}
	if err := CheckDevice(d); err != nil {
		return err
	}
	return Subscribe(ctx, s.db, Subscription{
		MemberID: m.ID, MemberPhone: m.Phone, SessionHash: sessionHash,
		Endpoint: in.Endpoint, P256dh: in.P256dh, Auth: in.Auth,
		DeviceType: strings.TrimSpace(d.Type), UserAgent: strings.TrimSpace(d.UserAgent), IsPWAInstalled: d.IsPWAInstalled,
	}, s.now())
}

// CheckDevice caps the device type and user agent a browser reports.
func CheckDevice(d Device) error {
	var v apperr.Validation
	for _, f := range []struct {
		field, val string
		limit      int
	}{{"deviceType", d.Type, MaxDeviceTypeLen}, {"userAgent", d.UserAgent, MaxUserAgentLen}} {
		if utf8.RuneCountInString(f.val) > f.limit {
			v.Add(f.field, "too_long", fmt.Sprintf("%s must be at most %d characters", f.field, f.limit))
		}
	}
	return v.Err()
}

// Unsubscribe deletes member memberID's subscription with endpoint. It
// succeeds whether or not there was one (the end state is what the client
// asked for); another member's subscription is never touched.
func (s *Subscriptions) Unsubscribe(ctx context.Context, memberID int64, endpoint string) error {
	switch {
	case strings.TrimSpace(endpoint) == "":
		return apperr.Field("endpoint", "required", "The subscription endpoint is required")
	case len(endpoint) > MaxEndpointLen:
		return apperr.Field("endpoint", "too_long", fmt.Sprintf("The subscription endpoint must be at most %d characters", MaxEndpointLen))
	}
	_, err := Unsubscribe(ctx, s.db, memberID, endpoint)
	return err
}
