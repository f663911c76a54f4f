package push

import (
	"context"
	"strings"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/model"
	"golfclub/internal/push/pushtest"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestCheckDevice(t *testing.T) {
	for _, c := range []struct {
		name  string
		d     Device
		field string
	}{
		{"empty", Device{}, ""},
		{"at the caps", Device{Type: strings.Repeat("d", MaxDeviceTypeLen), UserAgent: strings.Repeat("é", MaxUserAgentLen)}, ""},
		{"device type too long", Device{Type: strings.Repeat("d", MaxDeviceTypeLen+1)}, "deviceType"},
		{"user agent too long", Device{UserAgent: strings.Repeat("u", MaxUserAgentLen+1)}, "userAgent"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := CheckDevice(c.d)
			e, _ := apperr.As(err)
			switch {
			case c.field == "" && err != nil:
				t.Errorf("err = %v", err)
			case c.field != "" && (e == nil || e.Fields[c.field].Code != "too_long"):
				t.Errorf("err = %v, want too_long on %s", err, c.field)
			}
		})
	}
}

// TestSubscriptionsService: what the service stores and refuses, and that
// one member never touches another's subscription.
func TestSubscriptionsService(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		dev := false
		svc := NewSubscriptions(st.DB(), func() bool { return dev }, func() time.Time { return t0 })
		amy := &model.Member{Name: "Amy", Phone: "0121112222", PasswordHash: "x", IsActive: true, CreatedAt: t0}
		ben := &model.Member{Name: "Ben", Phone: "0123334444", PasswordHash: "x", IsActive: true, CreatedAt: t0}
		for _, m := range []*model.Member{amy, ben} {
			if err := st.CreateMember(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		p256dh, auth := pushtest.Keys(t)
		valid := SubscriptionInput{Endpoint: "https://fcm.googleapis.com/fcm/send/amy", P256dh: p256dh, Auth: auth}
		for _, c := range []struct {
			name string
			in   SubscriptionInput
			d    Device
			code string
		}{
			{"no endpoint", SubscriptionInput{P256dh: p256dh, Auth: auth}, Device{}, "required"},
			{"bad key", SubscriptionInput{Endpoint: valid.Endpoint, P256dh: "abc", Auth: auth}, Device{}, "invalid_push_key"},
			{"local endpoint outside dev mode", SubscriptionInput{Endpoint: "http://127.0.0.1:9/x", P256dh: p256dh, Auth: auth}, Device{}, "invalid_push_endpoint"},
			{"device described at length", valid, Device{Type: strings.Repeat("d", MaxDeviceTypeLen+1)}, "too_long"},
		} {
			if err := svc.Subscribe(ctx, amy, "session-a", c.in, c.d); !apperr.HasCode(err, c.code) {
				t.Errorf("%s: err = %v, want %s", c.name, err, c.code)
			}
		}
		if subs, _ := st.MemberPushSubscriptions(ctx, amy.ID); len(subs) != 0 {
			t.Fatalf("refused subscriptions were stored: %+v", subs)
		}

		if err := svc.Subscribe(ctx, amy, "session-a", valid, Device{Type: " android ", UserAgent: "Chrome", IsPWAInstalled: true}); err != nil {
			t.Fatal(err)
		}
		subs, err := st.MemberPushSubscriptions(ctx, amy.ID)
		if err != nil || len(subs) != 1 || subs[0].DeviceType != "android" || !subs[0].IsPWAInstalled || subs[0].SessionHash != "session-a" || !subs[0].LastUsed.Equal(t0) {
			t.Fatalf("stored = %+v, %v", subs, err)
		}

		// Dev mode lets a local push service in.
		dev = true
		local := SubscriptionInput{Endpoint: "http://127.0.0.1:9/x", P256dh: p256dh, Auth: auth}
		if err := svc.Subscribe(ctx, ben, "session-b", local, Device{}); err != nil {
			t.Fatalf("dev mode: %v", err)
		}

		for _, c := range []struct{ endpoint, code string }{{" ", "required"}, {strings.Repeat("e", MaxEndpointLen+1), "too_long"}} {
			if err := svc.Unsubscribe(ctx, amy.ID, c.endpoint); !apperr.HasCode(err, c.code) {
				t.Errorf("unsubscribe %.10q: %v, want %s", c.endpoint, err, c.code)
			}
		}
		// Ben cannot remove Amy's subscription; removing none is no error.
		if err := svc.Unsubscribe(ctx, ben.ID, valid.Endpoint); err != nil {
			t.Fatal(err)
		}
		if subs, _ := st.MemberPushSubscriptions(ctx, amy.ID); len(subs) != 1 {
			t.Fatalf("another member removed amy's subscription")
		}
		if err := svc.Unsubscribe(ctx, amy.ID, valid.Endpoint); err != nil {
			t.Fatal(err)
		}
		if subs, _ := st.MemberPushSubscriptions(ctx, amy.ID); len(subs) != 0 {
			t.Fatalf("after unsubscribe: %+v", subs)
		}
	})
}
