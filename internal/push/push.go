// Package push delivers Web Push notifications (RFC 8030, 8291, 8292):
// the VAPID key pair of the club, members' push subscriptions, and a
// durable outbox that a worker sends with webpush-go.
//
// Pushes are queued with Enqueue inside the transaction that decides them
// (the notification writer's), so a push exists exactly when its
// notification does. The Worker claims due outbox rows with a lease (FOR
// UPDATE SKIP LOCKED on PostgreSQL, the single writer on SQLite), so two
// workers never send a row twice and a crashed worker's rows are taken up
// again once its lease runs out.
package push

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/uptrace/bun"

	"golfclub/internal/store"
)

// Message is one push as the service worker receives it (the decrypted
// payload is this JSON).
type Message struct {
	Title          string `json:"title"`
	Body           string `json:"body"`
	URL            string `json:"url"`
	Tag            string `json:"tag"`
	NotificationID int64  `json:"notificationId"`
}

// maxPayload keeps the JSON well inside what one aes128gcm record of
// 4096 bytes can carry (3993 bytes of plaintext with webpush-go's header).
const maxPayload = 3000

// payload is m as JSON, the body (then the title) shortened until it fits
// in maxPayload bytes.
func payload(m Message) ([]byte, error) {
	for range 64 {
		data, err := json.Marshal(m)
		if err != nil {
			return nil, fmt.Errorf("encode push message: %w", err)
		}
		over := len(data) - maxPayload
		if over <= 0 {
			return data, nil
		}
		switch {
		case m.Body != "":
			m.Body = cut(m.Body, over)
		case m.Title != "":
			m.Title = cut(m.Title, over)
		default:
			m.URL, m.Tag = "/member", ""
		}
	}
	return nil, fmt.Errorf("push message does not fit in %d bytes", maxPayload)
}

// cut drops at least n bytes (and whole runes) from the end of s, adding
// an ellipsis when anything is left.
func cut(s string, n int) string {
	keep := len(s) - n - len("…")
	if keep <= 0 {
		return ""
	}
	for keep > 0 && !utf8.RuneStart(s[keep]) {
		keep--
	}
	return s[:keep] + "…"
}

// Enqueue queues m for every active subscription of the member whose
// session is still live at now, inside the caller's transaction db, and
// returns how many pushes it queued. The worker sends them once the
// transaction has committed; call Worker.Wake (the API server does so on
// bus.NotificationsCreated) to have them sent at once.
func Enqueue(ctx context.Context, db bun.IDB, memberID int64, m Message, now time.Time) (int, error) {
	return EnqueueMany(ctx, db, []Item{{MemberID: memberID, Message: m}}, now)
}

// Item is one member's message for EnqueueMany.
type Item struct {
	MemberID int64
	Message  Message
}

// EnqueueMany is Enqueue for many members at once, in two statements
// whatever their number: one finds every subscription, one queues every
// push. A registration that notifies the 39 members already in an event
// would otherwise cost 39 round trips inside its transaction.
func EnqueueMany(ctx context.Context, db bun.IDB, items []Item, now time.Time) (int, error) {
	if len(items) == 0 {
		return 0, nil
	}
	// A batch of registrations can notify thousands of rows; members and
	// their subscriptions are looked up in maps, not lists.
	members := make([]int64, 0, len(items))
	seen := make(map[int64]bool, len(items))
	for _, it := range items {
		if !seen[it.MemberID] {
			seen[it.MemberID] = true
			members = append(members, it.MemberID)
		}
	}
	now = now.UTC().Truncate(time.Microsecond)
	var subs []struct {
		ID       int64 `bun:"id"`
		MemberID int64 `bun:"member_id"`
	}
	err := db.NewSelect().TableExpr("push_subscriptions AS ps").ColumnExpr("ps.id, ps.member_id").
		Join("JOIN sessions AS se ON se.token_hash = ps.session_hash").
		Where("ps.member_id IN (?)", bun.List(members)).
		Where("ps.is_active = ?", true).
		Where("se.kind = ?", store.SessionMember).
		Where("se.subject_id = ps.member_id").
		Where("se.expires_at > ?", now).
		OrderExpr("ps.id").
		Scan(ctx, &subs)
	if err != nil {
		return 0, fmt.Errorf("push subscriptions of members %v: %w", members, err)
	}
	if len(subs) == 0 {
		return 0, nil
	}
	subsOf := make(map[int64][]int64, len(subs)) // member → subscription ids, in id order
	for _, sub := range subs {
		subsOf[sub.MemberID] = append(subsOf[sub.MemberID], sub.ID)
	}
	var rows []store.PushOutbox
	for _, it := range items {
		var data []byte
		for _, subID := range subsOf[it.MemberID] {
			if data == nil {
				if data, err = payload(it.Message); err != nil {
					return 0, err
				}
			}
			rows = append(rows, store.PushOutbox{SubscriptionID: subID, Payload: string(data), NextAttemptAt: now, CreatedAt: now})
		}
	}
	if len(rows) == 0 {
		return 0, nil
	}
	if _, err := db.NewInsert().Model(&rows).Exec(ctx); err != nil {
		return 0, fmt.Errorf("queue %d pushes: %w", len(rows), err)
	}
	return len(rows), nil
}
