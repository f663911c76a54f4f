package notify

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Feed is a member's own side of the notifications: the bell's list and
// badge, marking read and clearing, the iOS poll, and the types the member
// opted out of. Every call acts on the member it is given and no other.
type Feed struct {
	store *store.Store
	now   func() time.Time
}

// NewFeed returns the feed over st; now is the clock (nil: time.Now).
func NewFeed(st *store.Store, now func() time.Time) *Feed {
	if now == nil {
		now = time.Now
	}
	return &Feed{store: st, now: now}
}

const (
	// ListLimit caps the bell's list; older notifications stay stored.
	ListLimit = 100
	// FreshFor is how long a notification counts as new for the banner
	// and the iOS push check.
	FreshFor = 5 * time.Minute
)

// ErrNotificationNotFound is a notification that is absent or another
// member's (which is not revealed).
var ErrNotificationNotFound = apperr.New(apperr.NotFound, "not_found", "Notification not found")

// List is member memberID's newest notifications, at most ListLimit.
func (f *Feed) List(ctx context.Context, memberID int64) ([]model.Notification, error) {
	return f.store.MemberNotifications(ctx, memberID, ListLimit)
}

// CountUnread is the number on the member's bell.
func (f *Feed) CountUnread(ctx context.Context, memberID int64) (int, error) {
	return f.store.CountUnreadNotifications(ctx, memberID)
}

// MarkRead marks the member's notification id read and answers it.
func (f *Feed) MarkRead(ctx context.Context, memberID, id int64) (*model.Notification, error) {
	n, err := f.store.MarkNotificationRead(ctx, id, memberID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotificationNotFound
	}
	return n, err
}

// MarkAllRead marks the member's unread notifications read and answers
// how many there were.
func (f *Feed) MarkAllRead(ctx context.Context, memberID int64) (int, error) {
	return f.store.MarkAllNotificationsRead(ctx, memberID)
}

// Clear deletes the member's notifications and answers how many there were.
func (f *Feed) Clear(ctx context.Context, memberID int64) (int, error) {
	return f.store.ClearNotifications(ctx, memberID)
}

// Fresh is the member's newest unread notification of the last FreshFor,
// or nil when there is none.
func (f *Feed) Fresh(ctx context.Context, memberID int64) (*model.Notification, error) {
	n, err := f.store.LatestUnreadNotification(ctx, memberID, f.now().Add(-FreshFor))
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	return n, err
}

// Preferences are the member's opt-outs: every type they can mute, in the
// order to list them, and the ones they muted.
type Preferences struct {
	Types []string `json:"types"`
	Muted []string `json:"muted"`
}

// Preferences reads member memberID's opt-outs.
func (f *Feed) Preferences(ctx context.Context, memberID int64) (Preferences, error) {
	muted, err := f.store.MutedNotificationTypes(ctx, nil, memberID)
	if err != nil {
		return Preferences{}, err
	}
	out := Preferences{Types: store.NotificationTypes(), Muted: muted[memberID]}
	if out.Muted == nil {
		out.Muted = []string{}
	}
	return out, nil
}

// SetMuted stores the types member m opts out of (CheckMuted) and
// answers the preferences as stored.
func (f *Feed) SetMuted(ctx context.Context, m *model.Member, muted []string) (Preferences, error) {
	clean, err := CheckMuted(muted)
	if err != nil {
		return Preferences{}, err
	}
	if err := f.store.SetMutedNotificationTypes(ctx, m, clean, f.now()); err != nil {
		return Preferences{}, fmt.Errorf("mute notifications of member %d: %w", m.ID, err)
	}
	return f.Preferences(ctx, m.ID)
}

// CheckMuted accepts a list of mutable notification types and drops
// repeats, keeping the first of each; a type a member cannot mute is a
// 400 naming the ones they can.
func CheckMuted(muted []string) ([]string, error) {
	known := store.NotificationTypes()
	out := []string{}
	for _, t := range muted {
		if !slices.Contains(known, t) {
			return nil, apperr.Field("muted", "unknown_notification_type",
				"Unknown notification type; use one of "+strings.Join(known, ", "))
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out, nil
}
