package store_test

import (
	"context"
	"testing"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func TestSettingsMergeAndUpsert(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		got, err := s.GetSettings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got != store.DefaultClubSettings() {
			t.Fatalf("empty table: %+v, want defaults", got)
		}
		if got.ContactHours != "Dawn to Dusk, 7 Days a Week" || got.VipPrice != 144 {
			t.Fatalf("defaults: %+v", got)
		}

		// A stored row wins over the default; unknown rows are ignored and kept.
		for _, row := range []store.Setting{{Key: "clubName", Value: "Kelab Ujian"}, {Key: "vapidPublicKey", Value: "k"}, {Key: "vipPrice", Value: "oops"}} {
			if _, err := s.DB().NewInsert().Model(&row).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		got, _ = s.GetSettings(ctx)
		if got.ClubName != "Kelab Ujian" || got.ShortName != "Bukit Hijau Golf" || got.VipPrice != 144 {
			t.Fatalf("merged: %+v", got)
		}

		for i, price := range []float64{150.5, 0} {
			got.VipPrice = price
			got.BankName = []string{"CIMB", "Public Bank"}[i]
			if err := s.UpdateSettings(ctx, got); err != nil {
				t.Fatalf("update %d: %v", i, err)
			}
			again, err := s.GetSettings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if again != got {
				t.Fatalf("update %d round trip: %+v, want %+v", i, again, got)
			}
		}
		n, err := s.DB().NewSelect().Model((*store.Setting)(nil)).Where("key = ?", "vapidPublicKey").Count(ctx)
		if err != nil || n != 1 {
			t.Fatalf("foreign setting row: %d, %v", n, err)
		}
	})
}
