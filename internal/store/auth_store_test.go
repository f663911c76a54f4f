package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

func ptr[T any](v T) *T { return &v }

func TestRateLimitCounter(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		w := 15 * time.Minute
		if n, _, err := s.PeekRateLimit(ctx, "k", now, w); err != nil || n != 0 {
			t.Fatalf("peek empty = %d, %v", n, err)
		}
		for i := 1; i <= 3; i++ {
			n, start, err := s.HitRateLimit(ctx, "k", now.Add(time.Duration(i)*time.Minute), w)
			if err != nil || n != i || !start.Equal(now.Add(time.Minute)) {
				t.Fatalf("hit %d = %d, %v, %v", i, n, start, err)
			}
		}
		if n, start, err := s.PeekRateLimit(ctx, "k", now.Add(10*time.Minute), w); err != nil || n != 3 || !start.Equal(now.Add(time.Minute)) {
			t.Fatalf("peek = %d %v %v", n, start, err)
		}
		// The window started at 10:01, so at 10:16 it has ended.
		if n, _, _ := s.PeekRateLimit(ctx, "k", now.Add(16*time.Minute), w); n != 0 {
			t.Fatalf("peek after window = %d", n)
		}
		n, start, err := s.HitRateLimit(ctx, "k", now.Add(16*time.Minute), w)
		if err != nil || n != 1 || !start.Equal(now.Add(16*time.Minute)) {
			t.Fatalf("hit in new window = %d, %v, %v", n, start, err)
		}

		// Concurrent hits lose no counts.
		var wg sync.WaitGroup
		for range 20 {
			wg.Go(func() {
				if _, _, err := s.HitRateLimit(ctx, "c", now, w); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if n, _, _ := s.PeekRateLimit(ctx, "c", now, w); n != 20 {
			t.Fatalf("concurrent count = %d, want 20", n)
		}
		if err := s.ResetRateLimit(ctx, "c"); err != nil {
			t.Fatal(err)
		}
		if n, _, _ := s.PeekRateLimit(ctx, "c", now, w); n != 0 {
			t.Fatalf("after reset = %d", n)
		}
		if d, err := s.DeleteStaleRateLimits(ctx, now.Add(2*time.Hour)); err != nil || d != 1 {
			t.Fatalf("delete stale = %d, %v", d, err)
		}
	})
}

// MemberSession answers the session and its member in one query, and only
// for a live member session whose member exists.
func TestMemberSession(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		m := &store.Member{Name: "Aisyah", Phone: "0123456780", PasswordHash: "x", IsActive: true, CreatedAt: now}
		if err := s.CreateMember(ctx, m); err != nil {
			t.Fatal(err)
		}
		for _, sess := range []*store.Session{
			{TokenHash: "live", Kind: store.SessionMember, SubjectID: m.ID, ExpiresAt: now.Add(time.Hour), CreatedAt: now},
			{TokenHash: "old", Kind: store.SessionMember, SubjectID: m.ID, ExpiresAt: now.Add(-time.Second), CreatedAt: now.Add(-time.Hour)},
			{TokenHash: "adm", Kind: store.SessionAdmin, SubjectID: m.ID, ExpiresAt: now.Add(time.Hour), CreatedAt: now},
			{TokenHash: "orphan", Kind: store.SessionMember, SubjectID: m.ID + 1000, ExpiresAt: now.Add(time.Hour), CreatedAt: now},
		} {
			if err := s.CreateSession(ctx, sess); err != nil {
				t.Fatal(err)
			}
		}
		sess, got, err := s.MemberSession(ctx, "live", now)
		if err != nil || got.ID != m.ID || got.Name != "Aisyah" || !got.IsActive || sess.SubjectID != m.ID ||
			!sess.ExpiresAt.Equal(now.Add(time.Hour)) || sess.TokenHash != "live" {
			t.Fatalf("live = %+v %+v, %v", sess, got, err)
		}
		for _, hash := range []string{"old", "adm", "orphan", "missing"} {
			if _, _, err := s.MemberSession(ctx, hash, now); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("%s: %v, want ErrNotFound", hash, err)
			}
		}
		if _, err := s.SessionByTokenHash(ctx, store.SessionMember, "old", now.Add(-time.Hour)); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the expired session was not deleted on the way: %v", err)
		}
	})
}

func TestSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		live := &store.Session{TokenHash: "live", Kind: store.SessionMember, SubjectID: 1, ExpiresAt: now.Add(time.Hour), CreatedAt: now}
		old := &store.Session{TokenHash: "old", Kind: store.SessionMember, SubjectID: 1, ExpiresAt: now.Add(-time.Second), CreatedAt: now.Add(-time.Hour)}
		adm := &store.Session{TokenHash: "adm", Kind: store.SessionAdmin, SubjectID: 1, ExpiresAt: now.Add(time.Hour), CreatedAt: now}
		for _, sess := range []*store.Session{live, old, adm} {
			if err := s.CreateSession(ctx, sess); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := s.SessionByTokenHash(ctx, store.SessionMember, "live", now); err != nil || got.SubjectID != 1 {
			t.Fatalf("live = %v, %v", got, err)
		}
		if _, err := s.SessionByTokenHash(ctx, store.SessionAdmin, "live", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("member token as admin: %v", err)
		}
		if _, err := s.SessionByTokenHash(ctx, store.SessionMember, "old", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("expired: %v", err)
		}
		if err := s.ExtendSession(ctx, "live", now.Add(48*time.Hour)); err != nil {
			t.Fatal(err)
		}
		got, _ := s.SessionByTokenHash(ctx, store.SessionMember, "live", now.Add(47*time.Hour))
		if got == nil || !got.ExpiresAt.Equal(now.Add(48*time.Hour)) {
			t.Fatalf("extended = %+v", got)
		}
		if n, err := s.DeleteExpiredSessions(ctx, now.Add(2*time.Hour)); err != nil || n != 1 {
			t.Fatalf("delete expired = %d, %v (want the admin one)", n, err)
		}
		if err := s.DeleteSessionsOf(ctx, store.SessionMember, 1); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SessionByTokenHash(ctx, store.SessionMember, "live", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("after DeleteSessionsOf: %v", err)
		}
	})
}

func TestMembersAndAdmins(t *testing.T) {
	storetest.Each(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 2, 0, 0, 0, time.UTC)
		a := &store.Member{Name: "Ali", Phone: "0123456789", Email: ptr("ali@example.com"), PasswordHash: "h", IsActive: true, MembershipNumber: ptr("BHG000001"), CreatedAt: now}
		if err := s.CreateMember(ctx, a); err != nil || a.ID == 0 {
			t.Fatalf("create: %v id=%d", err, a.ID)
		}
		// Members without email may be many (NULL is not unique).
		for i, phone := range []string{"0111111111", "0122222222"} {
			if err := s.CreateMember(ctx, &store.Member{Name: "N", Phone: phone, PasswordHash: "h", IsActive: true, CreatedAt: now}); err != nil {
				t.Fatalf("member %d without email: %v", i, err)
			}
		}
		for _, tc := range []struct {
			m     store.Member
			field string
		}{
			{store.Member{Name: "B", Phone: "0123456789", PasswordHash: "h", CreatedAt: now}, "phone"},
			{store.Member{Name: "B", Phone: "0199999999", Email: ptr("ali@example.com"), PasswordHash: "h", CreatedAt: now}, "email"},
			{store.Member{Name: "B", Phone: "0199999999", MembershipNumber: ptr("BHG000001"), PasswordHash: "h", CreatedAt: now}, "membershipNumber"},
		} {
			err := s.CreateMember(ctx, &tc.m)
			var ce *store.ConflictError
			if !errors.As(err, &ce) || ce.Field != tc.field || !errors.Is(err, store.ErrConflict) {
				t.Errorf("conflict on %s: %v", tc.field, err)
			}
		}
		if m, err := s.MemberByEmail(ctx, "ali@example.com"); err != nil || m.ID != a.ID {
			t.Fatalf("by email: %v", err)
		}
		if m, err := s.MemberByPhone(ctx, "0123456789"); err != nil || m.ID != a.ID {
			t.Fatalf("by phone: %v", err)
		}
		if p, err := s.MembershipPrefix(ctx); err != nil || p != "BHG" {
			t.Fatalf("prefix = %q, %v", p, err)
		}

		// Reset tokens: single use, expiring, newest wins.
		if err := s.SetMemberResetToken(ctx, a.ID, "t1", now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if err := s.SetMemberResetToken(ctx, a.ID, "t2", now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if _, err := store.UseMemberResetToken(ctx, s.DB(), "t1", "new", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("replaced token worked: %v", err)
		}
		if _, err := store.UseMemberResetToken(ctx, s.DB(), "t2", "new", now.Add(time.Hour)); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("expired token worked: %v", err)
		}
		if m, err := store.UseMemberResetToken(ctx, s.DB(), "t2", "new", now); err != nil || m.ID != a.ID {
			t.Fatalf("reset: %v", err)
		}
		if _, err := store.UseMemberResetToken(ctx, s.DB(), "t2", "newer", now); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("token used twice: %v", err)
		}
		if m, _ := s.MemberByID(ctx, a.ID); m.PasswordHash != "new" || m.ResetToken != nil {
			t.Fatalf("after reset: %+v", m)
		}
		// Ending the account's sessions with the reset is the account
		// service's transaction (internal/account).

		if n, _ := s.AdminCount(ctx); n != 0 {
			t.Fatalf("admins = %d", n)
		}
		ad := &store.Admin{Username: "boss", PasswordHash: "h", CreatedAt: now}
		if err := s.CreateAdmin(ctx, ad); err != nil || ad.ID == 0 {
			t.Fatal(err)
		}
		var ce *store.ConflictError
		if err := s.CreateAdmin(ctx, &store.Admin{Username: "boss", PasswordHash: "h", CreatedAt: now}); !errors.As(err, &ce) || ce.Field != "username" {
			t.Fatalf("duplicate admin: %v", err)
		}
		if n, _ := s.AdminCount(ctx); n != 1 {
			t.Fatalf("admins = %d", n)
		}
		s.SetAdminResetToken(ctx, ad.ID, "at", now.Add(time.Hour))
		if got, err := store.UseAdminResetToken(ctx, s.DB(), "at", "h2", now); err != nil || got.Username != "boss" {
			t.Fatalf("admin reset: %v", err)
		}
		if got, _ := s.AdminByUsername(ctx, "boss"); got.PasswordHash != "h2" {
			t.Fatal("admin password not changed")
		}
	})
}
