package push

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"golfclub/internal/model"
)

// Outbox queues the Web Push of notifications in the transaction that
// writes them (notify.PushOutbox), so a notification and its push are
// stored together or not at all; the Worker sends them.
type Outbox struct {
	// Now is the clock (nil: time.Now).
	Now func() time.Time
}

// QueueNotifications queues the push of each notification in ns, opening
// url when tapped. The tag makes a phone replace, not stack, the pushes of
// one kind about one event (five members joining the medal show as one).
func (o Outbox) QueueNotifications(ctx context.Context, tx bun.IDB, ns []model.Notification, url string) error {
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	items := make([]Item, len(ns))
	for i, n := range ns {
		tag := fmt.Sprintf("%s-%d", strings.ToLower(n.Type), n.ID)
		if n.EventID != nil {
			tag = fmt.Sprintf("%s-event-%d", strings.ToLower(n.Type), *n.EventID)
		}
		items[i] = Item{MemberID: n.MemberID, Message: Message{Title: n.Title, Body: n.Message, URL: url, Tag: tag, NotificationID: n.ID}}
	}
	_, err := EnqueueMany(ctx, tx, items, now())
	return err
}
