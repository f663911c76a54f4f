package backup

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"filippo.io/age"

	"golfclub/internal/blob"
	"golfclub/internal/config"
	"golfclub/internal/store"
)

// TargetsFromConfig are the destinations cfg names: the directory unless
// it is "off", and the S3 URL when set.
func TargetsFromConfig(cfg *config.Config) ([]Target, error) {
	var out []Target
	switch dir := cfg.BackupDir; {
	case strings.EqualFold(dir, "off"):
	case dir == "":
		out = append(out, Dir{Path: filepath.Join(cfg.DataDir, "backups")})
	default:
		out = append(out, Dir{Path: dir})
	}
	if cfg.BackupS3 != "" {
		bucket, prefix, err := ParseS3URL(cfg.BackupS3)
		if err != nil {
			return nil, fmt.Errorf("--backup-s3: %w", err)
		}
		t, err := NewS3Target(S3OptionsFromConfig(cfg), bucket, prefix)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// S3OptionsFromConfig is the backup bucket's server and credentials: the
// --backup-s3-* flags, else the uploads' --s3-* ones.
func S3OptionsFromConfig(cfg *config.Config) S3Options {
	o := S3Options{Endpoint: cfg.BackupS3Endpoint, AccessKey: cfg.BackupS3AccessKey, SecretKey: cfg.BackupS3SecretKey,
		Region: cfg.S3Region, UseSSL: cfg.S3UseSSL}
	if o.Endpoint == "" {
		o.Endpoint = cfg.S3Endpoint
	}
	if o.AccessKey == "" {
		o.AccessKey, o.SecretKey = cfg.S3AccessKey, cfg.S3SecretKey
	}
	return o
}

// Recipients are the keys backups are encrypted to: a passphrase (age's
// scrypt) or age public keys, never both; none leaves backups unencrypted.
// workFactor 0 is age's default.
func Recipients(cfg *config.Config, workFactor int) ([]age.Recipient, error) {
	pass, err := passphrase(cfg.BackupPassphraseFile)
	if err != nil {
		return nil, err
	}
	keys := strings.TrimSpace(strings.ReplaceAll(cfg.BackupAgeRecipient, ",", "\n"))
	switch {
	case pass != "" && keys != "":
		return nil, errors.New("--backup-passphrase-file and --backup-age-recipient exclude each other: choose one")
	case pass != "":
		r, err := age.NewScryptRecipient(pass)
		if err != nil {
			return nil, err
		}
		if workFactor > 0 {
			r.SetWorkFactor(workFactor)
		}
		return []age.Recipient{r}, nil
	case keys != "":
		rs, err := age.ParseRecipients(strings.NewReader(keys))
		if err != nil {
			return nil, fmt.Errorf("--backup-age-recipient: %w", err)
		}
		return rs, nil
	}
	return nil, nil
}

// Identities are the keys that open encrypted backups: the passphrase
// and/or the age identity file.
func Identities(cfg *config.Config) ([]age.Identity, error) {
	var ids []age.Identity
	pass, err := passphrase(cfg.BackupPassphraseFile)
	if err != nil {
		return nil, err
	}
	if pass != "" {
		id, err := age.NewScryptIdentity(pass)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	if cfg.BackupAgeIdentity != "" {
		f, err := os.Open(cfg.BackupAgeIdentity)
		if err != nil {
			return nil, fmt.Errorf("--backup-age-identity: %w", err)
		}
		defer f.Close()
		more, err := age.ParseIdentities(f)
		if err != nil {
			return nil, fmt.Errorf("--backup-age-identity %s: %w", cfg.BackupAgeIdentity, err)
		}
		ids = append(ids, more...)
	}
	return ids, nil
}

func passphrase(file string) (string, error) {
	if file == "" {
		return "", nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("--backup-passphrase-file: %w", err)
	}
	p := strings.TrimRight(string(data), "\r\n")
	if p == "" {
		return "", fmt.Errorf("--backup-passphrase-file %s is empty", file)
	}
	return p, nil
}

// FromConfig builds the runner cfg describes, on st and the upload
// storage.
func FromConfig(cfg *config.Config, st *store.Store, uploads blob.Store, o Options) (*Runner, error) {
	var err error
	if o.Targets, err = TargetsFromConfig(cfg); err != nil {
		return nil, err
	}
	if o.Recipients, err = Recipients(cfg, 0); err != nil {
		return nil, err
	}
	if o.Schedule, err = ParseSchedule(cfg.BackupAt); err != nil {
		return nil, err
	}
	if o.Keep, err = ParsePolicy(cfg.BackupKeep); err != nil {
		return nil, err
	}
	o.Store, o.Uploads, o.DataDir, o.Location = st, uploads, cfg.DataDir, cfg.Location
	return New(o), nil
}
