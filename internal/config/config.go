// Package config turns flags and GOLFCLUB_* environment variables into one
// validated Config. Flags win over the environment.
package config

import (
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"os"
	"strings"
	"time"
)

type Config struct {
	Addr        string
	DataDir     string
	DatabaseURL string
	Demo        bool
	Dev         bool
	BaseURL     string
	TLSCert     string // PEM certificate file: with TLSKey, the server answers HTTPS itself
	TLSKey      string
	// HTTPRedirectAddr, with TLS, is where plain HTTP is answered with a
	// redirect to BaseURL (":80"); ACMEWebroot is served there for a
	// renewal tool's HTTP-01 challenges.
	HTTPRedirectAddr string
	ACMEWebroot      string
	Timezone         string
	Location         *time.Location
	// MetricsAddr, when set, is a second listener that serves /metrics
	// (Prometheus) and nothing else; members never reach it.
	MetricsAddr string
	// LogLevel is the least severe level logged: debug, info, warn, error.
	LogLevel string
	// TrustedProxies are the reverse proxies (Caddy, nginx, a load
	// balancer) whose X-Forwarded-For names the client; from anyone else
	// the header is ignored, since a client can write it.
	TrustedProxies []netip.Prefix
	// DrainDelay is how long a stopping server keeps answering, with
	// /readyz failing, before it stops taking connections: time for a
	// load balancer to notice and send new requests elsewhere.
	DrainDelay time.Duration

	SMTPURL  string // smtp://user:pass@host:port or smtps://…
	MailFrom string

	S3Endpoint  string
	S3Bucket    string
	S3AccessKey string
	S3SecretKey string
	S3Region    string
	S3UseSSL    bool

	// Backups (package backup): BackupAt is the daily time on the club's
	// clock or "off"; BackupDir a directory ("" is {DataDir}/backups, "off"
	// none); BackupS3 an s3://bucket/prefix URL.
	BackupAt              string
	BackupDir             string
	BackupS3              string
	BackupS3Endpoint      string
	BackupS3AccessKey     string
	BackupS3SecretKey     string
	BackupKeep            string
	BackupPassphraseFile  string
	BackupAgeRecipient    string
	BackupAgeIdentity     string
	NoBackupBeforeMigrate bool
}

// SecureCookies tells whether cookies must carry the Secure attribute.
func (c *Config) SecureCookies() bool { return strings.HasPrefix(c.BaseURL, "https://") }

// TLS tells whether the server answers HTTPS itself (with HTTP/2) rather
// than plain HTTP behind a proxy that does.
func (c *Config) TLS() bool { return c.TLSCert != "" }

// Parse reads the flags of a subcommand from args and the environment.
// The flag set is returned so subcommands can add flags of their own first.
func Parse(fs *flag.FlagSet, args []string, getenv func(string) string) (*Config, error) {
	c := &Config{}
	env := func(name, def string) string {
		if v := getenv("GOLFCLUB_" + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))); v != "" {
			return v
		}
		return def
	}
	envBool := func(name string) bool {
		v := strings.ToLower(env(name, ""))
		return v == "1" || v == "true" || v == "yes"
	}
	dbDefault := env("database-url", getenv("DATABASE_URL"))
	fs.StringVar(&c.Addr, "addr", env("addr", ":8080"), "listen address")
	fs.StringVar(&c.DataDir, "data-dir", env("data-dir", "./data"), "directory for the SQLite database and uploads")
	fs.StringVar(&c.DatabaseURL, "database-url", dbDefault, "PostgreSQL URL (empty: SQLite in the data dir); also DATABASE_URL")
	fs.BoolVar(&c.Demo, "demo", envBool("demo"), "seed demo content into an empty database")
	fs.BoolVar(&c.Dev, "dev", envBool("dev"), "development mode: reset tokens are shown in responses, and push endpoints may be http://127.0.0.1 (a local test push service)")
	fs.StringVar(&c.BaseURL, "base-url", env("base-url", "http://localhost:8080"), "public URL of the site (https enables Secure cookies and HSTS)")
	fs.StringVar(&c.TLSCert, "tls-cert", env("tls-cert", ""), "PEM certificate (chain) file: serve HTTPS and HTTP/2 on --addr; read again when renewed")
	fs.StringVar(&c.TLSKey, "tls-key", env("tls-key", ""), "PEM private key file of --tls-cert")
	fs.StringVar(&c.HTTPRedirectAddr, "http-redirect-addr", env("http-redirect-addr", ""), "with --tls-cert: also listen here (e.g. :80) for plain HTTP and redirect it to --base-url")
	fs.StringVar(&c.ACMEWebroot, "acme-webroot", env("acme-webroot", ""), "with --http-redirect-addr: serve ACME HTTP-01 challenges from this directory (certbot --webroot -w DIR)")
	fs.StringVar(&c.MetricsAddr, "metrics-addr", env("metrics-addr", ""), "serve Prometheus metrics at /metrics on this separate address (e.g. 127.0.0.1:9090); empty: no metrics")
	proxies := env("trusted-proxies", "")
	fs.StringVar(&proxies, "trusted-proxies", proxies, "comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For names the client (e.g. 127.0.0.1,::1 behind a local Caddy); empty: none")
	fs.StringVar(&c.LogLevel, "log-level", env("log-level", "info"), "least severe log level: debug, info, warn or error")
	drain := env("drain-delay", "0s")
	fs.StringVar(&drain, "drain-delay", drain, "on SIGTERM, keep serving this long with /readyz failing before closing (e.g. 5s behind a load balancer)")
	fs.StringVar(&c.Timezone, "timezone", env("timezone", "Asia/Kuala_Lumpur"), "the club's time zone, which decides what 'today' is")
	fs.StringVar(&c.SMTPURL, "smtp-url", env("smtp-url", ""), "SMTP server for mail, e.g. smtp://user:pass@host:587")
	fs.StringVar(&c.MailFrom, "mail-from", env("mail-from", "no-reply@golfclub.local"), "sender address of mail")
	fs.StringVar(&c.S3Endpoint, "s3-endpoint", env("s3-endpoint", ""), "S3-compatible endpoint host:port (empty: uploads in the data dir)")
	fs.StringVar(&c.S3Bucket, "s3-bucket", env("s3-bucket", ""), "S3 bucket")
	fs.StringVar(&c.S3AccessKey, "s3-access-key", env("s3-access-key", ""), "S3 access key")
	fs.StringVar(&c.S3SecretKey, "s3-secret-key", env("s3-secret-key", ""), "S3 secret key")
	fs.StringVar(&c.S3Region, "s3-region", env("s3-region", "us-east-1"), "S3 region")
	fs.BoolVar(&c.S3UseSSL, "s3-use-ssl", env("s3-use-ssl", "true") != "false", "use https for S3")
	fs.StringVar(&c.BackupAt, "backup-at", env("backup-at", "03:00"), "daily backup time HH:MM on the club's clock, or off")
	fs.StringVar(&c.BackupDir, "backup-dir", env("backup-dir", ""), "directory for backups (default DATA_DIR/backups; off: none)")
	fs.StringVar(&c.BackupS3, "backup-s3", env("backup-s3", ""), "also keep backups in S3: s3://bucket/prefix")
	fs.StringVar(&c.BackupS3Endpoint, "backup-s3-endpoint", env("backup-s3-endpoint", ""), "S3 endpoint host:port of --backup-s3 (default --s3-endpoint)")
	fs.StringVar(&c.BackupS3AccessKey, "backup-s3-access-key", env("backup-s3-access-key", ""), "S3 access key of --backup-s3 (default --s3-access-key)")
	fs.StringVar(&c.BackupS3SecretKey, "backup-s3-secret-key", env("backup-s3-secret-key", ""), "S3 secret key of --backup-s3 (default --s3-secret-key)")
	fs.StringVar(&c.BackupKeep, "backup-keep", env("backup-keep", "7,4,12"), "backups kept: DAILY,WEEKLY,MONTHLY")
	fs.StringVar(&c.BackupPassphraseFile, "backup-passphrase-file", env("backup-passphrase-file", ""), "encrypt backups (age) with the passphrase in this file; also opens them")
	fs.StringVar(&c.BackupAgeRecipient, "backup-age-recipient", env("backup-age-recipient", ""), "encrypt backups to these age public keys (age1…, comma-separated)")
	fs.StringVar(&c.BackupAgeIdentity, "backup-age-identity", env("backup-age-identity", ""), "age identity file that opens encrypted backups (restore)")
	fs.BoolVar(&c.NoBackupBeforeMigrate, "no-backup-before-migrate", envBool("no-backup-before-migrate"), "on SQLite, do not back up before applying new migrations")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	d, err := time.ParseDuration(drain)
	if err != nil || d < 0 || d > 5*time.Minute {
		return c, fmt.Errorf("--drain-delay %q must be a duration from 0s to 5m", drain)
	}
	c.DrainDelay = d
	if c.TrustedProxies, err = parsePrefixes(proxies); err != nil {
		return c, fmt.Errorf("--trusted-proxies: %w", err)
	}
	return c, c.validate()
}

// parsePrefixes reads "127.0.0.1, ::1, 10.0.0.0/8": an address alone is
// that one address.
func parsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if p, err := netip.ParsePrefix(item); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(item)
		if err != nil {
			return nil, fmt.Errorf("%q is not an address or CIDR range", item)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

// SlogLevel is LogLevel as a slog.Level (validate has checked it).
func (c *Config) SlogLevel() slog.Level {
	var l slog.Level
	_ = l.UnmarshalText([]byte(c.LogLevel))
	return l
}

func (c *Config) validate() error {
	var errs []error
	loc, err := time.LoadLocation(c.Timezone)
	if err != nil {
		errs = append(errs, fmt.Errorf("--timezone %q: %w", c.Timezone, err))
	}
	c.Location = loc
	if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		errs = append(errs, fmt.Errorf("--base-url %q must be an http(s) URL", c.BaseURL))
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	if c.SMTPURL != "" {
		if u, err := url.Parse(c.SMTPURL); err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") {
			errs = append(errs, fmt.Errorf("--smtp-url %q must be smtp:// or smtps://", c.SMTPURL))
		}
	}
	if (c.TLSCert == "") != (c.TLSKey == "") {
		errs = append(errs, errors.New("--tls-cert and --tls-key go together"))
	}
	// Links the server writes (mail, calendar feeds, shares) and the Secure
	// cookies follow the base URL, so a server answering HTTPS names it.
	if c.TLSCert != "" && !strings.HasPrefix(c.BaseURL, "https://") {
		errs = append(errs, fmt.Errorf("--tls-cert serves HTTPS: --base-url %q must be https://", c.BaseURL))
	}
	if c.HTTPRedirectAddr != "" && c.TLSCert == "" {
		errs = append(errs, errors.New("--http-redirect-addr needs --tls-cert and --tls-key: it redirects to the HTTPS they serve"))
	}
	if c.ACMEWebroot != "" && c.HTTPRedirectAddr == "" {
		errs = append(errs, errors.New("--acme-webroot is served on --http-redirect-addr; set that too"))
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.LogLevel)); err != nil {
		errs = append(errs, fmt.Errorf("--log-level %q must be debug, info, warn or error", c.LogLevel))
	}
	if c.MetricsAddr != "" && c.MetricsAddr == c.Addr {
		errs = append(errs, errors.New("--metrics-addr must differ from --addr: metrics are not for members"))
	}
	if c.S3Endpoint != "" && c.S3Bucket == "" {
		errs = append(errs, errors.New("--s3-bucket is required with --s3-endpoint"))
	}
	if c.DatabaseURL == "" && c.DataDir == "" {
		errs = append(errs, errors.New("--data-dir is required without --database-url"))
	}
	return errors.Join(errs...)
}

// FromOS is Parse with the process environment.
func FromOS(fs *flag.FlagSet, args []string) (*Config, error) { return Parse(fs, args, os.Getenv) }
