package notify

import (
	"bytes"
	"context"
	"crypto/tls"
	"log/slog"
	"strings"
	"testing"
	"time"

	"golfclub/internal/config"
	"golfclub/internal/notify/smtptest"
)

func TestSMTPMailer(t *testing.T) {
	serverTLS, pool := smtptest.SelfSigned(t)
	tests := []struct {
		name string
		opts smtptest.Options
	}{
		{"plain", smtptest.Options{}},
		{"auth on localhost", smtptest.Options{Username: "club", Password: "s3cret"}},
		{"starttls with auth", smtptest.Options{Username: "club", Password: "s3cret", TLS: serverTLS}},
		{"implicit tls", smtptest.Options{Username: "club", Password: "s3cret", TLS: serverTLS, Implicit: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := smtptest.Start(t, tt.opts)
			m, err := NewSMTPMailer(srv.URL(), "Kelab Golf <club@example.test>")
			if err != nil {
				t.Fatal(err)
			}
			m.tlsConfig = &tls.Config{RootCAs: pool}
			body := "Hello Siti,\nyour token is abc-DEF_123.\nSelamat datang! " + strings.Repeat("x", 100)
			if err := m.Send(context.Background(), "Siti <siti@example.test>", "Reset – token", body); err != nil {
				t.Fatalf("send: %v", err)
			}
			got := srv.Wait(t, 5*time.Second)
			if got.From != "club@example.test" || len(got.To) != 1 || got.To[0] != "siti@example.test" {
				t.Errorf("envelope from %q to %v", got.From, got.To)
			}
			h, text := got.Parse(t)
			if s := smtptest.Subject(h); s != "Reset – token" {
				t.Errorf("subject = %q", s)
			}
			// SMTP ends the data with a line break of its own.
			if want := strings.ReplaceAll(body, "\n", "\r\n"); strings.TrimSuffix(text, "\r\n") != want {
				t.Errorf("body = %q, want %q", text, want)
			}
		})
	}
}

func TestSMTPMailerFailures(t *testing.T) {
	srv := smtptest.Start(t, smtptest.Options{Username: "club", Password: "right"})
	wrong := strings.Replace(srv.URL(), ":right@", ":wrong@", 1)
	m, _ := NewSMTPMailer(wrong, "club@example.test")
	if err := m.Send(context.Background(), "a@example.test", "s", "b"); err == nil {
		t.Error("wrong password: no error")
	}
	m, _ = NewSMTPMailer(srv.URL(), "club@example.test")
	if err := m.Send(context.Background(), "a@example.test", "s\r\nBcc: victim@example.test", "b"); err == nil {
		t.Error("header injection in subject accepted")
	}
	if err := m.Send(context.Background(), "a@example.test\r\nBcc: victim@example.test", "s", "b"); err == nil {
		t.Error("header injection in recipient accepted")
	}
	// Nothing listens here: the error comes back, bounded by the context.
	dead, _ := NewSMTPMailer("smtp://127.0.0.1:1", "club@example.test")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := dead.Send(ctx, "a@example.test", "s", "b"); err == nil {
		t.Error("unreachable server: no error")
	}
	for _, bad := range []string{"http://x", "smtp://", "smtp://host:25"} {
		_, err := NewSMTPMailer(bad, "not an address")
		if err == nil {
			t.Errorf("NewSMTPMailer(%q) accepted", bad)
		}
	}
}

func TestNewMailerFallsBackToLog(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	for _, dev := range []bool{false, true} {
		buf.Reset()
		m, err := NewMailer(&config.Config{Dev: dev, MailFrom: "club@example.test"}, log)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := m.(*LogMailer); !ok {
			t.Fatalf("mailer %T, want *LogMailer", m)
		}
		m.Send(context.Background(), "a@example.test", "Reset", "token SECRET-TOKEN")
		out := buf.String()
		if !strings.Contains(out, "mail not configured") {
			t.Errorf("log %q does not say mail is not configured", out)
		}
		if strings.Contains(out, "SECRET-TOKEN") != dev {
			t.Errorf("dev=%v: log %q", dev, out)
		}
	}
	m, err := NewMailer(&config.Config{SMTPURL: "smtp://mail.example.test", MailFrom: "club@example.test"}, log)
	if _, ok := m.(*SMTPMailer); err != nil || !ok {
		t.Fatalf("NewMailer with SMTP URL = %T, %v", m, err)
	}
}

func TestResetMail(t *testing.T) {
	subject, body := ResetMail("en", "Kelab Golf", "https://club.example", "TOKEN123")
	if subject == "" || !strings.Contains(body, "TOKEN123") || !strings.Contains(body, "https://club.example/member/login?reset=1") {
		t.Errorf("reset mail: %q / %q", subject, body)
	}
}
