// Package smtptest runs a real SMTP server (github.com/emersion/go-smtp) on
// 127.0.0.1 for tests, so mail is received the way a mail server would.
package smtptest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log"
	"math/big"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Mail is one received message.
type Mail struct {
	From string
	To   []string
	Data []byte
}

// Parse splits the message into header and body; the body is decoded from
// quoted-printable when so marked.
func (m Mail) Parse(t testing.TB) (mail.Header, string) {
	t.Helper()
	msg, err := mail.ReadMessage(strings.NewReader(string(m.Data)))
	if err != nil {
		t.Fatalf("parse mail: %v\n%s", err, m.Data)
	}
	var r io.Reader = msg.Body
	if strings.EqualFold(msg.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		r = quotedprintable.NewReader(r)
	}
	body, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("read mail body: %v", err)
	}
	return msg.Header, string(body)
}

// Subject is the decoded Subject header.
func Subject(h mail.Header) string {
	s, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	if err != nil {
		return h.Get("Subject")
	}
	return s
}

// Options shape the server.
type Options struct {
	// Username and Password, when set, are required (AUTH PLAIN).
	Username, Password string
	// TLS, when set, is offered with STARTTLS, or from the first byte
	// when Implicit.
	TLS      *tls.Config
	Implicit bool
}

// Server is a running test SMTP server.
type Server struct {
	// Addr is host:port.
	Addr  string
	Mails chan Mail
	opts  Options
}

// Start listens on 127.0.0.1:0 and stops when the test ends.
func Start(t testing.TB, opts Options) *Server {
	t.Helper()
	s := &Server{Mails: make(chan Mail, 16), opts: opts}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{srv: s}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = opts.TLS == nil
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	srv.ErrorLog = log.New(io.Discard, "", 0)
	var l net.Listener
	var err error
	if opts.TLS != nil && opts.Implicit {
		l, err = tls.Listen("tcp", "127.0.0.1:0", opts.TLS)
	} else {
		srv.TLSConfig = opts.TLS
		l, err = net.Listen("tcp", "127.0.0.1:0")
	}
	if err != nil {
		t.Fatalf("smtp listen: %v", err)
	}
	s.Addr = l.Addr().String()
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return s
}

// URL is the --smtp-url of this server.
func (s *Server) URL() string {
	scheme := "smtp"
	if s.opts.Implicit {
		scheme = "smtps"
	}
	user := ""
	if s.opts.Username != "" {
		user = s.opts.Username + ":" + s.opts.Password + "@"
	}
	return scheme + "://" + user + s.Addr
}

// Wait returns the next mail, failing the test after timeout.
func (s *Server) Wait(t testing.TB, timeout time.Duration) Mail {
	t.Helper()
	select {
	case m := <-s.Mails:
		return m
	case <-time.After(timeout):
		t.Fatal("no mail received")
		return Mail{}
	}
}

type session struct {
	srv    *Server
	authed bool
	from   string
	to     []string
}

func (s *session) AuthMechanisms() []string {
	if s.srv.opts.Username == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (s *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != s.srv.opts.Username || password != s.srv.opts.Password {
			return errors.New("invalid credentials")
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.srv.opts.Username != "" && !s.authed {
		return smtp.ErrAuthRequired
	}
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.srv.Mails <- Mail{From: s.from, To: s.to, Data: b}
	return nil
}

func (s *session) Reset()        { s.from, s.to = "", nil }
func (s *session) Logout() error { return nil }

// SelfSigned makes a certificate for 127.0.0.1/localhost and returns a
// server TLS config with it and a pool that trusts it.
func SelfSigned(t testing.TB) (*tls.Config, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "smtptest"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		IsCA:                  true,
		IPAddresses:           []net.IP{net.ParseIP("127.0.0.1")},
		DNSNames:              []string{"localhost"},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}, pool
}
