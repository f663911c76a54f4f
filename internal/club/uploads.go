package club

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/model"
	"golfclub/internal/store"
)

// Payment-slip upload links: single use, bound to one member, valid
// UploadLinkTTL; a member may ask for MaxUploadsPerHour of them an hour,
// enough for any real use and a cap on how much disk one account can fill.
const (
	UploadLinkTTL     = 15 * time.Minute
	MaxUploadsPerHour = 30
)

// Client-facing failures of uploads.
var (
	ErrUploadLink    = apperr.New(apperr.NotFound, "upload_link_invalid", "Upload link is invalid")
	ErrUploadUsed    = apperr.New(apperr.Gone, "upload_used", "Upload link already used")
	ErrUploadExpired = apperr.New(apperr.Gone, "upload_expired", "Upload link expired")
	ErrFileNotFound  = apperr.New(apperr.NotFound, "not_found", "File not found")
)

// errTooManyUploads is the 429 of a member over MaxUploadsPerHour.
func errTooManyUploads() error {
	e := apperr.New(apperr.TooMany, "rate_limited", "Too many uploads; please try again later")
	e.RetryAfter = 3600
	return e
}

// IssueUpload records a new upload link for member memberID, after tidying
// their expired links and unused files, and returns its token (only the
// hash is stored) with the upload row.
func (s *Service) IssueUpload(ctx context.Context, memberID int64) (string, *model.Upload, error) {
	token, hash, err := auth.NewToken()
	if err != nil {
		return "", nil, err
	}
	var id [16]byte
	if _, err := rand.Read(id[:]); err != nil {
		return "", nil, fmt.Errorf("random file id: %w", err)
	}
	now := s.now().UTC()
	s.PruneUploads(ctx, memberID, now)
	n, err := s.store.CountRecentUploads(ctx, memberID, now.Add(-time.Hour))
	if err != nil {
		return "", nil, err
	}
	if n >= MaxUploadsPerHour {
		return "", nil, errTooManyUploads()
	}
	u := &model.Upload{
		FileID: hex.EncodeToString(id[:]), TokenHash: hash, MemberID: memberID, Purpose: model.UploadPurposePayment,
		ExpiresAt: now.Add(UploadLinkTTL), CreatedAt: now,
	}
	if err := s.store.CreateUpload(ctx, u); err != nil {
		return "", nil, err
	}
	return token, u, nil
}

// UploadByToken is the upload link of token; ErrUploadLink when there is
// none.
func (s *Service) UploadByToken(ctx context.Context, token string) (*model.Upload, error) {
	up, err := s.store.UploadByToken(ctx, auth.HashToken(token))
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrUploadLink
	}
	return up, err
}

// ClaimUpload spends upload link id at the service's clock, so one link
// carries one file: ErrUploadUsed or ErrUploadExpired when it cannot.
func (s *Service) ClaimUpload(ctx context.Context, id int64) error {
	switch err := s.store.ClaimUpload(ctx, id, s.now()); {
	case errors.Is(err, store.ErrUploadUsed):
		return ErrUploadUsed
	case errors.Is(err, store.ErrUploadExpired):
		return ErrUploadExpired
	case errors.Is(err, store.ErrNotFound):
		return ErrUploadLink
	default:
		return err
	}
}

// UploadStored records that upload id's file, size bytes of contentType,
// is in the blob store.
func (s *Service) UploadStored(ctx context.Context, id, size int64, contentType string) error {
	return s.store.MarkUploadStored(ctx, id, size, contentType, s.now())
}

// StoredUpload is the stored file fileID; ErrFileNotFound when absent.
func (s *Service) StoredUpload(ctx context.Context, fileID string) (*model.Upload, error) {
	up, err := s.store.StoredUpload(ctx, fileID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrFileNotFound
	}
	return up, err
}
