// Package tlscert holds what the server needs to answer HTTPS itself: the
// certificate (Files), a key pair read from two PEM files (a club's own,
// or one that certbot or acme.sh renews) and read again when either file
// changes, so a renewal needs no restart; and the plain-HTTP side that
// sends visitors there (Redirect).
package tlscert

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"
)

// checkEvery is how often the files are looked at again: a renewal lands
// days before the old certificate expires, so a minute's delay costs
// nothing, and a handshake never waits on the disk more than once a minute.
const checkEvery = time.Minute

// Files is a key pair read from certFile and keyFile.
type Files struct {
	certFile, keyFile string
	log               *slog.Logger
	now               func() time.Time

	mu        sync.Mutex
	cert      *tls.Certificate
	stamp     string // the files' sizes and modification times when cert was read
	nextCheck time.Time
}

// Load reads the pair; an unreadable file or a key that does not match the
// certificate is an error, so a mistake stops the server at start-up.
func Load(certFile, keyFile string, log *slog.Logger) (*Files, error) {
	return load(certFile, keyFile, log, time.Now)
}

func load(certFile, keyFile string, log *slog.Logger, now func() time.Time) (*Files, error) {
	f := &Files{certFile: certFile, keyFile: keyFile, log: log, now: now}
	stamp, err := f.fileStamp()
	if err != nil {
		return nil, err
	}
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, fmt.Errorf("TLS key pair %s, %s: %w", certFile, keyFile, err)
	}
	f.cert, f.stamp, f.nextCheck = &cert, stamp, f.now().Add(checkEvery)
	return f, nil
}

// fileStamp changes whenever either file is rewritten.
func (f *Files) fileStamp() (string, error) {
	var stamp string
	for _, name := range []string{f.certFile, f.keyFile} {
		st, err := os.Stat(name)
		if err != nil {
			return "", fmt.Errorf("TLS file: %w", err)
		}
		stamp += fmt.Sprintf("%d@%d ", st.Size(), st.ModTime().UnixNano())
	}
	return stamp, nil
}

// GetCertificate is tls.Config's: the pair in use, read again first when
// the files have changed since. A pair that cannot be read (a renewal
// half written: the certificate new, the key still old) keeps the one in
// use and is tried again at the next check.
func (f *Files) GetCertificate(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := f.now()
	if now.Before(f.nextCheck) {
		return f.cert, nil
	}
	f.nextCheck = now.Add(checkEvery)
	stamp, err := f.fileStamp()
	if err != nil || stamp == f.stamp {
		if err != nil {
			f.log.Warn("TLS certificate files unreadable; keeping the one in use", "err", err)
		}
		return f.cert, nil
	}
	cert, err := tls.LoadX509KeyPair(f.certFile, f.keyFile)
	if err != nil {
		f.log.Warn("TLS certificate changed but does not load; keeping the one in use", "err", err)
		return f.cert, nil
	}
	f.cert, f.stamp = &cert, stamp
	f.log.Info("TLS certificate read again", "file", f.certFile)
	return f.cert, nil
}

// Config is the server's TLS configuration: TLS 1.2 at least, this pair.
// net/http adds HTTP/2 to it, so a phone fetches the app's many small
// chunks over one connection.
func (f *Files) Config() *tls.Config {
	return &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: f.GetCertificate}
}
