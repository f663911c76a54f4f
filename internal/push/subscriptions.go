package push

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
)

// maxDevices caps the subscriptions of one member; subscribing one more
// drops the least recently used (a browser that lost its subscription
// without telling us would otherwise stay forever).
const maxDevices = 20

// Subscription is a validated subscription to store for a member's session.
type Subscription struct {
	MemberID       int64
	MemberPhone    string
	SessionHash    string
	Endpoint       string
	P256dh         string
	Auth           string
	DeviceType     string
	UserAgent      string
	IsPWAInstalled bool
}

// Subscribe stores s, replacing any subscription with the same endpoint
// (a browser has one endpoint per site; subscribing again renews its keys
// and binds it to the current member and session). When the endpoint
// changes hands to another member, the pushes still queued for the old
// one are dropped with the old row, so they never reach the new member's
// screen.
func Subscribe(ctx context.Context, db *bun.DB, s Subscription, now time.Time) error {
	now = now.UTC().Truncate(time.Microsecond)
	row := &store.PushSubscription{
		MemberID: s.MemberID, MemberPhone: s.MemberPhone, Endpoint: s.Endpoint,
		P256dhKey: s.P256dh, AuthKey: s.Auth, DeviceType: s.DeviceType, UserAgent: s.UserAgent,
		IsPWAInstalled: s.IsPWAInstalled, IsActive: true, CreatedAt: now, LastUsed: now, SessionHash: s.SessionHash,
	}
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewDelete().Model((*store.PushSubscription)(nil)).
			Where("endpoint = ?", s.Endpoint).Where("member_id <> ?", s.MemberID).Exec(ctx); err != nil {
			return err
		}
		// is_pwa_installed is set explicitly: bun leaves a false with a
		// default tag out of the INSERT, which is fine, but the UPDATE
		// must still overwrite an earlier true.
		if _, err := tx.NewInsert().Model(row).
			On("CONFLICT (endpoint) DO UPDATE").
			Set("member_phone = EXCLUDED.member_phone").
			Set("p256dh_key = EXCLUDED.p256dh_key").
			Set("auth_key = EXCLUDED.auth_key").
			Set("device_type = EXCLUDED.device_type").
			Set("user_agent = EXCLUDED.user_agent").
			Set("is_pwa_installed = ?", s.IsPWAInstalled).
			Set("is_active = EXCLUDED.is_active").
			Set("last_used = EXCLUDED.last_used").
			Set("session_hash = EXCLUDED.session_hash").
			Exec(ctx); err != nil {
			return err
		}
		keep := tx.NewSelect().Model((*store.PushSubscription)(nil)).Column("id").
			Where("member_id = ?", s.MemberID).OrderExpr("last_used DESC, id DESC").Limit(maxDevices)
		_, err := tx.NewDelete().Model((*store.PushSubscription)(nil)).
			Where("member_id = ?", s.MemberID).Where("id NOT IN (?)", keep).Exec(ctx)
		return err
	})
	if err != nil {
		return fmt.Errorf("subscribe member %d to push: %w", s.MemberID, err)
	}
	return nil
}

// Unsubscribe deletes the member's subscription with this endpoint and
// reports whether there was one. Another member's subscription is never
// touched.
func Unsubscribe(ctx context.Context, db bun.IDB, memberID int64, endpoint string) (bool, error) {
	res, err := db.NewDelete().Model((*store.PushSubscription)(nil)).
		Where("member_id = ?", memberID).Where("endpoint = ?", endpoint).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("unsubscribe member %d: %w", memberID, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// DeleteSessionSubscriptions deletes the subscriptions made in one member
// session (on logout): a shared or handed-on device stops getting that
// member's pushes. Their queued pushes go with them (ON DELETE CASCADE).
func DeleteSessionSubscriptions(ctx context.Context, db bun.IDB, sessionHash string) error {
	if sessionHash == "" {
		return nil
	}
	_, err := db.NewDelete().Model((*store.PushSubscription)(nil)).Where("session_hash = ?", sessionHash).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete push subscriptions of a session: %w", err)
	}
	return nil
}
