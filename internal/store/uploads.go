package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// An upload row moves through three states, told apart without extra
// columns:
//
//	issued   stored_at NULL, size 0   the link may be used once
//	claimed  stored_at NULL, size -1  a PUT has begun (or failed): spent
//	stored   stored_at set,  size > 0 the file is in the blob store
var (
	ErrUploadUsed    = errors.New("upload link already used")
	ErrUploadExpired = errors.New("upload link expired")
)

const uploadClaimed = -1

// CreateUpload records an issued upload link; u carries FileID, TokenHash,
// MemberID, Purpose, ExpiresAt and CreatedAt.
func (s *Store) CreateUpload(ctx context.Context, u *Upload) error {
	if err := createdAtSet("CreateUpload", u.CreatedAt); err != nil {
		return err
	}
	u.Size, u.StoredAt, u.ContentType = 0, nil, ""
	if _, err := s.w.NewInsert().Model(u).Returning("id").Exec(ctx); err != nil {
		return fmt.Errorf("create upload: %w", mapErr(err))
	}
	return nil
}

// UploadByToken finds an upload link by the hash of its token, in any state.
func (s *Store) UploadByToken(ctx context.Context, tokenHash string) (*Upload, error) {
	u := new(Upload)
	if err := s.r.NewSelect().Model(u).Where("token_hash = ?", tokenHash).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return u, nil
}

// ClaimUpload spends an issued link: exactly one caller wins even when the
// same link is PUT twice at once. Errors: ErrNotFound, ErrUploadUsed,
// ErrUploadExpired.
func (s *Store) ClaimUpload(ctx context.Context, id int64, now time.Time) error {
	res, err := s.w.NewUpdate().Model((*Upload)(nil)).
		Set("size = ?", uploadClaimed).
		Where("id = ? AND size = 0 AND stored_at IS NULL AND expires_at > ?", id, now.UTC()).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("claim upload %d: %w", id, err)
	}
	if requireAffected(res) == nil {
		return nil
	}
	u := new(Upload)
	if err := s.r.NewSelect().Model(u).Where("id = ?", id).Scan(ctx); err != nil {
		return mapErr(err)
	}
	if u.StoredAt != nil || u.Size != 0 {
		return ErrUploadUsed
	}
	return ErrUploadExpired
}

// MarkUploadStored records that a claimed upload's file is in the blob store.
func (s *Store) MarkUploadStored(ctx context.Context, id, size int64, contentType string, at time.Time) error {
	at = at.UTC()
	res, err := s.w.NewUpdate().Model((*Upload)(nil)).
		Set("size = ?", size).Set("content_type = ?", contentType).Set("stored_at = ?", at).
		Where("id = ? AND size = ? AND stored_at IS NULL", id, uploadClaimed).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("mark upload %d stored: %w", id, err)
	}
	return requireAffected(res)
}

// StoredUpload returns the upload whose file id is fileID when its file has
// been stored; ErrNotFound otherwise.
func (s *Store) StoredUpload(ctx context.Context, fileID string) (*Upload, error) {
	u := new(Upload)
	if err := s.r.NewSelect().Model(u).Where("file_id = ? AND stored_at IS NOT NULL", fileID).Scan(ctx); err != nil {
		return nil, mapErr(err)
	}
	return u, nil
}

// DeleteUpload removes the record of a file (the caller removes the blob).
func (s *Store) DeleteUpload(ctx context.Context, fileID string) error {
	res, err := s.w.NewDelete().Model((*Upload)(nil)).Where("file_id = ?", fileID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete upload %s: %w", fileID, err)
	}
	return requireAffected(res)
}

// CountStoredUploads counts files in the blob store that the database
// knows of; tests use it to prove a rejected upload stored nothing.
func (s *Store) CountStoredUploads(ctx context.Context) (int, error) {
	n, err := s.r.NewSelect().Model((*Upload)(nil)).Where("stored_at IS NOT NULL").Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count uploads: %w", err)
	}
	return int(n), nil
}

// CountRecentUploads counts the upload links member memberID was issued
// since the given time, for rate limiting.
func (s *Store) CountRecentUploads(ctx context.Context, memberID int64, since time.Time) (int, error) {
	n, err := s.r.NewSelect().Model((*Upload)(nil)).Where("member_id = ? AND created_at >= ?", memberID, since.UTC()).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count recent uploads: %w", err)
	}
	return int(n), nil
}

// PruneUploads forgets member memberID's links that expired unused (or
// whose upload failed), and returns the file ids of files stored before
// storedBefore that no registration shows: slips uploaded and then never
// saved. The caller deletes those blobs and then their records.
func (s *Store) PruneUploads(ctx context.Context, memberID int64, now, storedBefore time.Time) ([]string, error) {
	if _, err := s.w.NewDelete().Model((*Upload)(nil)).
		Where("member_id = ? AND stored_at IS NULL AND expires_at < ?", memberID, now.UTC()).Exec(ctx); err != nil {
		return nil, fmt.Errorf("prune upload links: %w", err)
	}
	var ids []string
	err := s.r.NewSelect().Model((*Upload)(nil)).Column("file_id").
		Where("member_id = ? AND stored_at IS NOT NULL AND stored_at < ?", memberID, storedBefore.UTC()).
		Where("NOT EXISTS (SELECT 1 FROM event_registrations AS r WHERE r.payment_reference_file_url = ? || upload.file_id)", PaymentFilePrefix).
		Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("find unused uploads: %w", err)
	}
	return ids, nil
}
