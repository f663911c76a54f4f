package api

import (
	"context"
	"net"
	"net/http"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/auth"
	"golfclub/internal/notify"
)

// authParts is what handlers outside sign-in need of it: the password
// hasher the admin's member forms use too.
type authParts struct {
	passwords *auth.Hasher
}

// newAccount builds the account service of d: the server's clock (tests
// move it), the mailer of the configuration unless d has one, and the club
// service, which creates the members who sign up.
func newAccount(d Deps, s *Server) *account.Service {
	ad := account.Deps{
		Store: d.Store, Log: d.Log, Now: func() time.Time { return s.now() },
		Passwords: d.Passwords, Mailer: d.Mailer, Members: s.club,
		CheckConsent: checkPrivacyConsent,
	}
	if d.Config != nil {
		ad.Config = d.Config
		if ad.Mailer == nil {
			m, err := notify.NewMailer(d.Config, d.Log)
			if err != nil {
				d.Log.Error("mail is disabled: the SMTP settings are unusable", "err", err)
				m = &notify.LogMailer{Log: d.Log, Dev: d.Config.Dev}
			}
			ad.Mailer = m
		}
	}
	return account.New(ad)
}

// startAuthJobs runs the account service's cleanup until ctx ends or
// stopAuthJobs is called.
func (s *Server) startAuthJobs(ctx context.Context) { s.account.Start(ctx) }

// stopAuthJobs ends the cleanup and waits for mails still being sent.
func (s *Server) stopAuthJobs() { s.account.Stop() }

// clientIP is the address the request came from. X-Forwarded-For is not
// trusted: any client can set it, and rate limits keyed on it would be
// trivially dodged.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
