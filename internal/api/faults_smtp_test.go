package api

import (
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"golfclub/internal/services"
	"golfclub/internal/store"
	"golfclub/internal/store/storetest"
)

// TestResetRequestWithSMTPDown: with the mail server refusing connections
// or accepting them and never answering, a reset request for a member's
// address is answered exactly as one for an unknown address (status and
// body), just as fast, so neither the answer nor its timing tells whether
// the account exists; the failed mail is logged, without the token.
func TestResetRequestWithSMTPDown(t *testing.T) {
	for _, down := range []string{"refusing", "silent"} {
		t.Run(down, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, s *store.Store) {
				smtpURL, release := deadSMTP(t, down)
				var logs lockedLog
				cfg := testConfig(t)
				cfg.SMTPURL = smtpURL
				srv, set := newServer(s, Deps{Config: cfg, Log: slog.New(slog.NewTextHandler(&logs, nil)), Now: func() time.Time { return testNow }}, services.Deps{})
				env := &testEnv{t: t, store: s, cfg: cfg, server: srv, services: set, h: srv.Handler()}
				env.createMember(t, "Siti", "0123456789", "siti@example.com", "")

				ask := func(email string) (int, string, time.Duration) {
					start := time.Now()
					rec := env.do(req{method: "POST", url: "/api/member/reset-password-request", body: map[string]string{"email": email}})
					return rec.Code, rec.Body.String(), time.Since(start)
				}
				knownStatus, knownBody, knownTook := ask("siti@example.com")
				unknownStatus, unknownBody, unknownTook := ask("ghost@example.com")
				if knownStatus != 200 || knownStatus != unknownStatus || knownBody != unknownBody {
					t.Errorf("known %d %s, unknown %d %s: the answers must be the same", knownStatus, knownBody, unknownStatus, unknownBody)
				}
				if knownTook > 500*time.Millisecond || unknownTook > 500*time.Millisecond {
					t.Errorf("answers took %s (known) and %s (unknown): the request must not wait for the mail", knownTook, unknownTook)
				}
				release()
				env.services.Close() // waits for the mail in flight
				log := logs.String()
				if strings.Count(log, "reset mail failed") != 1 {
					t.Errorf("want one failed reset mail logged:\n%s", log)
				}
				var token string
				if err := s.DB().NewRaw(`SELECT reset_token FROM members WHERE email = 'siti@example.com'`).Scan(t.Context(), &token); err != nil || token == "" {
					t.Fatalf("no reset token stored: %v", err)
				}
				if strings.Contains(log, token) || strings.Contains(log, "reset=1") {
					t.Errorf("the log holds the token or the reset link:\n%s", log)
				}
			})
		})
	}
}

// deadSMTP is a mail server that is down: "refusing" is a port nothing
// listens on; "silent" accepts connections and never says a word, until
// release closes them.
func deadSMTP(t *testing.T, how string) (url string, release func()) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	if how == "refusing" {
		l.Close()
		return "smtp://club:pw@" + addr, func() {}
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	release = func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	}
	t.Cleanup(release)
	return "smtp://club:pw@" + addr, release
}
