package bus_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"golfclub/internal/bus"
)

func TestPublishRunsEverySubscriberInOrder(t *testing.T) {
	var logs bytes.Buffer
	b := bus.New(slog.New(slog.NewTextHandler(&logs, nil)))
	var got []string
	b.Subscribe("first", func(ctx context.Context, e bus.Event) error {
		got = append(got, "first:"+e.EventName())
		return errors.New("boom")
	})
	b.Subscribe("second", func(ctx context.Context, e bus.Event) error {
		got = append(got, "second:"+e.EventName())
		panic("bad subscriber")
	})
	b.Subscribe("third", func(ctx context.Context, e bus.Event) error {
		if ctx.Err() != nil {
			t.Errorf("subscriber got a cancelled context: %v", ctx.Err())
		}
		if ev, ok := e.(bus.EventDeleted); !ok || ev.EventID != 7 {
			t.Errorf("payload = %#v", e)
		}
		got = append(got, "third:"+e.EventName())
		return nil
	})

	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the client hung up after the change committed
	b.Publish(ctx, bus.EventDeleted{EventID: 7})

	want := "first:event.deleted second:event.deleted third:event.deleted"
	if strings.Join(got, " ") != want {
		t.Fatalf("delivered %v, want %s", got, want)
	}
	for _, s := range []string{"subscriber=first", "boom", "subscriber=second", "panic: bad subscriber", "event=event.deleted"} {
		if !strings.Contains(logs.String(), s) {
			t.Errorf("log lacks %q:\n%s", s, logs.String())
		}
	}
	if strings.Contains(logs.String(), "subscriber=third") {
		t.Errorf("successful subscriber logged as failed:\n%s", logs.String())
	}
}

func TestPublishOnNilBusIsANoOp(t *testing.T) {
	var b *bus.Bus
	b.Publish(context.Background(), bus.MemberJoined{MemberID: 1})
}
