package config

import (
	"flag"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		env     map[string]string
		check   func(t *testing.T, c *Config)
		wantErr string
	}{
		{name: "defaults", check: func(t *testing.T, c *Config) {
			if c.Addr != ":8080" || c.DataDir != "./data" || c.DatabaseURL != "" || c.Demo || c.Dev {
				t.Errorf("defaults wrong: %+v", c)
			}
			if c.Location.String() != "Asia/Kuala_Lumpur" {
				t.Errorf("location %v", c.Location)
			}
			if c.SecureCookies() {
				t.Error("http base URL must not set Secure cookies")
			}
		}},
		{name: "env", env: map[string]string{"GOLFCLUB_ADDR": ":9000", "GOLFCLUB_DEMO": "true", "GOLFCLUB_DATA_DIR": "/srv/x"}, check: func(t *testing.T, c *Config) {
			if c.Addr != ":9000" || !c.Demo || c.DataDir != "/srv/x" {
				t.Errorf("env not applied: %+v", c)
			}
		}},
		{name: "flags win over env", args: []string{"--addr", ":7000"}, env: map[string]string{"GOLFCLUB_ADDR": ":9000"}, check: func(t *testing.T, c *Config) {
			if c.Addr != ":7000" {
				t.Errorf("addr %q", c.Addr)
			}
		}},
		{name: "plain DATABASE_URL", env: map[string]string{"DATABASE_URL": "postgres://x/y"}, check: func(t *testing.T, c *Config) {
			if c.DatabaseURL != "postgres://x/y" {
				t.Errorf("database url %q", c.DatabaseURL)
			}
		}},
		{name: "GOLFCLUB_DATABASE_URL wins over DATABASE_URL", env: map[string]string{"DATABASE_URL": "postgres://a/b", "GOLFCLUB_DATABASE_URL": "postgres://c/d"}, check: func(t *testing.T, c *Config) {
			if c.DatabaseURL != "postgres://c/d" {
				t.Errorf("database url %q", c.DatabaseURL)
			}
		}},
		{name: "https base URL gives Secure cookies", args: []string{"--base-url", "https://club.example.my/"}, check: func(t *testing.T, c *Config) {
			if !c.SecureCookies() || c.BaseURL != "https://club.example.my" {
				t.Errorf("base url %q secure %v", c.BaseURL, c.SecureCookies())
			}
		}},
		{name: "metrics, log level and drain delay", args: []string{"--metrics-addr", "127.0.0.1:9090", "--drain-delay", "5s"}, env: map[string]string{"GOLFCLUB_LOG_LEVEL": "debug"}, check: func(t *testing.T, c *Config) {
			if c.MetricsAddr != "127.0.0.1:9090" || c.DrainDelay != 5*time.Second || c.SlogLevel() != slog.LevelDebug {
				t.Errorf("metrics %q drain %v level %v", c.MetricsAddr, c.DrainDelay, c.SlogLevel())
			}
		}},
		{name: "metrics off, info, no drain by default", check: func(t *testing.T, c *Config) {
			if c.MetricsAddr != "" || c.DrainDelay != 0 || c.SlogLevel() != slog.LevelInfo {
				t.Errorf("metrics %q drain %v level %v", c.MetricsAddr, c.DrainDelay, c.SlogLevel())
			}
		}},
		{name: "bad log level", args: []string{"--log-level", "loud"}, wantErr: "--log-level"},
		{name: "trusted proxies", args: []string{"--trusted-proxies", "127.0.0.1, ::1,10.1.2.3/8"}, check: func(t *testing.T, c *Config) {
			got := fmt.Sprint(c.TrustedProxies)
			if got != "[127.0.0.1/32 ::1/128 10.0.0.0/8]" {
				t.Errorf("trusted proxies %s", got)
			}
		}},
		{name: "bad trusted proxy", args: []string{"--trusted-proxies", "caddy"}, wantErr: "--trusted-proxies"},
		{name: "bad drain delay", args: []string{"--drain-delay", "soon"}, wantErr: "--drain-delay"},
		{name: "drain delay too long", args: []string{"--drain-delay", "1h"}, wantErr: "--drain-delay"},
		{name: "metrics on the members' address", args: []string{"--addr", ":8080", "--metrics-addr", ":8080"}, wantErr: "--metrics-addr"},
		{name: "bad timezone", args: []string{"--timezone", "Mars/Olympus"}, wantErr: "--timezone"},
		{name: "bad base URL", args: []string{"--base-url", "club.example"}, wantErr: "--base-url"},
		{name: "bad smtp URL", args: []string{"--smtp-url", "http://mail"}, wantErr: "--smtp-url"},
		{name: "TLS from flags", args: []string{"--tls-cert", "/etc/club/fullchain.pem", "--tls-key", "/etc/club/key.pem", "--base-url", "https://club.example.my"}, check: func(t *testing.T, c *Config) {
			if !c.TLS() || c.TLSCert != "/etc/club/fullchain.pem" || c.TLSKey != "/etc/club/key.pem" {
				t.Errorf("TLS %v %q %q", c.TLS(), c.TLSCert, c.TLSKey)
			}
		}},
		{name: "TLS from env", env: map[string]string{"GOLFCLUB_TLS_CERT": "/c.pem", "GOLFCLUB_TLS_KEY": "/k.pem", "GOLFCLUB_BASE_URL": "https://club.example.my"}, check: func(t *testing.T, c *Config) {
			if !c.TLS() {
				t.Error("TLS off")
			}
		}},
		{name: "no TLS by default", check: func(t *testing.T, c *Config) {
			if c.TLS() {
				t.Error("TLS on")
			}
		}},
		{name: "TLS certificate without key", args: []string{"--tls-cert", "/c.pem"}, wantErr: "--tls-cert and --tls-key"},
		{name: "TLS key without certificate", env: map[string]string{"GOLFCLUB_TLS_KEY": "/k.pem"}, wantErr: "--tls-cert and --tls-key"},
		{name: "HTTP redirect with TLS", args: []string{"--tls-cert", "/c.pem", "--tls-key", "/k.pem", "--base-url", "https://club.example.my", "--http-redirect-addr", ":80", "--acme-webroot", "/var/www/acme"}, check: func(t *testing.T, c *Config) {
			if c.HTTPRedirectAddr != ":80" || c.ACMEWebroot != "/var/www/acme" {
				t.Errorf("redirect %q webroot %q", c.HTTPRedirectAddr, c.ACMEWebroot)
			}
		}},
		{name: "HTTP redirect without TLS", args: []string{"--base-url", "https://club.example.my", "--http-redirect-addr", ":80"}, wantErr: "--http-redirect-addr needs"},
		{name: "TLS with an http base URL", args: []string{"--tls-cert", "/c.pem", "--tls-key", "/k.pem", "--base-url", "http://club.example.my"}, wantErr: "must be https://"},
		{name: "ACME webroot without the redirect", args: []string{"--tls-cert", "/c.pem", "--tls-key", "/k.pem", "--base-url", "https://club.example.my", "--acme-webroot", "/var/www/acme"}, wantErr: "--acme-webroot"},
		{name: "s3 without bucket", args: []string{"--s3-endpoint", "minio:9000"}, wantErr: "--s3-bucket"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string { return tt.env[k] }
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			c, err := Parse(fs, tt.args, getenv)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one mentioning %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, c)
		})
	}
}
