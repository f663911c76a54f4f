package notify

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/url"
	"strings"
	"time"

	"golfclub/internal/config"
)

// Mailer sends one plain-text mail.
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// NewMailer is the SMTP mailer of cfg.SMTPURL, or, when none is configured,
// a LogMailer that only notes that mail is not set up.
func NewMailer(cfg *config.Config, log *slog.Logger) (Mailer, error) {
	if cfg.SMTPURL == "" {
		return &LogMailer{Log: log, Dev: cfg.Dev}, nil
	}
	return NewSMTPMailer(cfg.SMTPURL, cfg.MailFrom)
}

// LogMailer stands in when no SMTP server is configured. Mail bodies carry
// secrets (reset tokens), so they are logged only in --dev mode.
type LogMailer struct {
	Log *slog.Logger
	Dev bool
}

func (m *LogMailer) Send(ctx context.Context, to, subject, body string) error {
	if m.Dev {
		m.Log.InfoContext(ctx, "mail not configured (--smtp-url); dev mode shows it here", "to", to, "subject", subject, "body", body)
		return nil
	}
	m.Log.WarnContext(ctx, "mail not configured (--smtp-url); mail not sent", "to", to, "subject", subject)
	return nil
}

// SMTPMailer sends through one SMTP server: smtp://[user:pass@]host[:port]
// (port 587 by default, STARTTLS whenever the server offers it) or
// smtps://[user:pass@]host[:port] (port 465, TLS from the first byte).
type SMTPMailer struct {
	host, port  string
	implicitTLS bool
	auth        *url.Userinfo
	from        mail.Address
	// tlsConfig overrides the default (verify against the system roots);
	// tests point it at their own CA.
	tlsConfig *tls.Config
	timeout   time.Duration
}

func NewSMTPMailer(rawURL, from string) (*SMTPMailer, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("smtp url: %w", err)
	}
	m := &SMTPMailer{host: u.Hostname(), port: u.Port(), auth: u.User, timeout: 30 * time.Second}
	switch u.Scheme {
	case "smtp":
		if m.port == "" {
			m.port = "587"
		}
	case "smtps":
		m.implicitTLS = true
		if m.port == "" {
			m.port = "465"
		}
	default:
		return nil, fmt.Errorf("smtp url: scheme %q is not smtp or smtps", u.Scheme)
	}
	if m.host == "" {
		return nil, errors.New("smtp url: no host")
	}
	addr, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail from %q: %w", from, err)
	}
	m.from = *addr
	return m, nil
}

func (m *SMTPMailer) tlsConf() *tls.Config {
	if m.tlsConfig != nil {
		c := m.tlsConfig.Clone()
		c.ServerName = m.host
		return c
	}
	return &tls.Config{ServerName: m.host, MinVersion: tls.VersionTLS12}
}

func (m *SMTPMailer) Send(ctx context.Context, to, subject, body string) error {
	rcpt, err := mail.ParseAddress(to)
	if err != nil {
		return fmt.Errorf("mail to %q: %w", to, err)
	}
	if strings.ContainsAny(subject, "\r\n") {
		return errors.New("mail subject contains a line break")
	}
	msg, err := m.compose(rcpt, subject, body)
	if err != nil {
		return err
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, m.timeout)
		defer cancel()
	}
	if err := m.deliver(ctx, rcpt.Address, msg); err != nil {
		return fmt.Errorf("send mail via %s:%s: %w", m.host, m.port, err)
	}
	return nil
}

func (m *SMTPMailer) deliver(ctx context.Context, rcpt string, msg []byte) error {
	addr := net.JoinHostPort(m.host, m.port)
	var conn net.Conn
	var err error
	dialer := &net.Dialer{}
	if m.implicitTLS {
		conn, err = (&tls.Dialer{NetDialer: dialer, Config: m.tlsConf()}).DialContext(ctx, "tcp", addr)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return err
	}
	// net/smtp has no contexts; a deadline on the connection bounds it.
	deadline, _ := ctx.Deadline()
	conn.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) })
	defer stop()

	c, err := smtp.NewClient(conn, m.host)
	if err != nil {
		conn.Close()
		return err
	}
	defer c.Close()
	if err := c.Hello("localhost"); err != nil {
		return err
	}
	if !m.implicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(m.tlsConf()); err != nil {
				return fmt.Errorf("starttls: %w", err)
			}
		}
	}
	if m.auth != nil && m.auth.Username() != "" {
		pass, _ := m.auth.Password()
		// PlainAuth refuses to send the password unencrypted, except to
		// localhost, which is what we want.
		if err := c.Auth(smtp.PlainAuth("", m.auth.Username(), pass, m.host)); err != nil {
			return fmt.Errorf("auth: %w", err)
		}
	}
	if err := c.Mail(m.from.Address); err != nil {
		return err
	}
	if err := c.Rcpt(rcpt); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}

// compose builds an RFC 5322 message: UTF-8 text, quoted-printable body,
// CRLF line ends.
func (m *SMTPMailer) compose(to *mail.Address, subject, body string) ([]byte, error) {
	var id [12]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	hdr := func(k, v string) { b.WriteString(k + ": " + v + "\r\n") }
	hdr("From", m.from.String())
	hdr("To", to.String())
	hdr("Subject", mime.QEncoding.Encode("utf-8", subject))
	hdr("Date", time.Now().Format(time.RFC1123Z))
	hdr("Message-ID", "<"+hex.EncodeToString(id[:])+"@"+domainOf(m.from.Address)+">")
	hdr("MIME-Version", "1.0")
	hdr("Content-Type", "text/plain; charset=utf-8")
	hdr("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	body = strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\n", "\r\n")
	if _, err := qp.Write([]byte(body)); err != nil {
		return nil, err
	}
	if err := qp.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func domainOf(addr string) string {
	if i := strings.LastIndexByte(addr, '@'); i >= 0 {
		return addr[i+1:]
	}
	return "localhost"
}
