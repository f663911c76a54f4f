package blob

import (
	"context"
	"path/filepath"

	"golfclub/internal/config"
)

// FromConfig returns the S3 store when an S3 endpoint is configured, else
// the local store under {DataDir}/uploads.
func FromConfig(ctx context.Context, cfg *config.Config) (Store, error) {
	if cfg.S3Endpoint != "" {
		return NewS3(ctx, S3Config{
			Endpoint: cfg.S3Endpoint, Bucket: cfg.S3Bucket, Region: cfg.S3Region, UseSSL: cfg.S3UseSSL,
			AccessKey: cfg.S3AccessKey, SecretKey: cfg.S3SecretKey, Prefix: "uploads/",
		})
	}
	return NewLocal(filepath.Join(cfg.DataDir, "uploads"))
}
