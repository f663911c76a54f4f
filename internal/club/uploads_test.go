package club_test

import (
	"context"
	"testing"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/club"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestUploadLinks: a member gets MaxUploadsPerHour links an hour; a link
// carries one file, and only until it expires.
func TestUploadLinks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		now := testNow
		svc := club.New(club.Deps{Store: st, Now: func() time.Time { return now }})
		m := newEnv(t, st).member(t, "")

		var tokens []string
		for i := 0; i < club.MaxUploadsPerHour; i++ {
			token, u, err := svc.IssueUpload(ctx, m.ID)
			if err != nil {
				t.Fatalf("link %d: %v", i+1, err)
			}
			if u.MemberID != m.ID || !u.ExpiresAt.Equal(now.Add(club.UploadLinkTTL)) || token == "" {
				t.Fatalf("link %d = %+v", i+1, u)
			}
			tokens = append(tokens, token)
		}
		_, _, err := svc.IssueUpload(ctx, m.ID)
		if e, ok := apperr.As(err); !ok || e.Code != "rate_limited" || e.RetryAfter != 3600 {
			t.Fatalf("link over the cap: %v, want rate_limited retrying in an hour", err)
		}

		tests := []struct {
			name     string
			token    string
			at       time.Duration // after issue
			wantCode string
		}{
			{"first use", tokens[0], time.Minute, ""},
			{"second use", tokens[0], 2 * time.Minute, "upload_used"},
			{"expired", tokens[1], club.UploadLinkTTL + time.Second, "upload_expired"},
			{"unknown token", otherToken(tokens[2]), time.Minute, "upload_link_invalid"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				now = testNow.Add(tt.at)
				up, err := svc.UploadByToken(ctx, tt.token)
				if err == nil {
					err = svc.ClaimUpload(ctx, up.ID)
				}
				if tt.wantCode == "" && err != nil || tt.wantCode != "" && !apperr.HasCode(err, tt.wantCode) {
					t.Fatalf("claim = %v, want %q", err, tt.wantCode)
				}
			})
		}
		// An hour on, the member may ask again.
		now = testNow.Add(time.Hour + time.Second)
		if _, _, err := svc.IssueUpload(ctx, m.ID); err != nil {
			t.Fatalf("link an hour later: %v", err)
		}
	})
}

// otherToken changes token's first character, so that it is a token no
// link was issued for (a fixed prefix would be the token itself once in 64).
func otherToken(token string) string {
	if token[0] == 'x' {
		return "y" + token[1:]
	}
	return "x" + token[1:]
}
