package club

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// MaxFileNameLen caps the name a member gives a payment slip.
const MaxFileNameLen = 200

// SetPaid marks registration id paid or unpaid (admin review) and returns
// it joined with its event.
func (s *Service) SetPaid(ctx context.Context, id int64, paid bool) (*store.RegistrationRow, error) {
	if err := s.store.SetPaid(ctx, id, paid); errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoRegistration
	} else if err != nil {
		return nil, fmt.Errorf("set registration %d paid=%t: %w", id, paid, err)
	}
	row, err := s.registrationRow(ctx, id)
	if err != nil {
		return nil, err
	}
	if paid {
		s.bus.Publish(ctx, bus.PaymentMarkedPaid{RegistrationID: id, EventID: row.EventID, MemberID: row.MemberID})
	} else {
		s.bus.Publish(ctx, bus.PaymentMarkedUnpaid{RegistrationID: id, EventID: row.EventID, MemberID: row.MemberID})
	}
	return row, nil
}

// checkFileName applies the rules for the name shown for a payment slip.
func checkFileName(name string) error {
	switch {
	case name == "":
		return apperr.Field("fileName", "required", "File name is required")
	case utf8.RuneCountInString(name) > MaxFileNameLen:
		return apperr.Field("fileName", "too_long", fmt.Sprintf("File name must be at most %d characters", MaxFileNameLen))
	case !utf8.ValidString(name) || strings.ContainsFunc(name, unicode.IsControl):
		return apperr.Field("fileName", "invalid_characters", "File name contains invalid characters")
	}
	return nil
}

// SavePaymentReference records an uploaded slip (fileURL, as this server
// handed it out, named fileName) on member memberID's registration regID.
// The file must be one this server stored for that member. A slip it
// replaces is deleted when no registration shows it any more.
func (s *Service) SavePaymentReference(ctx context.Context, memberID, regID int64, fileURL, fileName string) (*store.RegistrationRow, error) {
	name := strings.TrimSpace(fileName)
	if err := checkFileName(name); err != nil {
		return nil, err
	}
	unknown := apperr.Field("fileUrl", "unknown_file", "Unknown file: upload the file first")
	fileID, ok := s.PaymentFileID(fileURL)
	if !ok {
		return nil, unknown
	}
	up, err := s.store.StoredUpload(ctx, fileID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && up.MemberID != memberID) {
		return nil, unknown
	}
	if err != nil {
		return nil, fmt.Errorf("find upload %s: %w", fileID, err)
	}
	reg, orphan, err := s.store.SetPaymentReference(ctx, regID, memberID, store.PaymentFilePrefix+fileID, name, s.now().UTC())
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoRegistration
	}
	if err != nil {
		return nil, fmt.Errorf("save payment reference of registration %d: %w", regID, err)
	}
	if orphan != nil {
		s.ForgetFiles(ctx, *orphan)
	}
	s.bus.Publish(ctx, bus.PaymentReferenceSaved{RegistrationID: reg.ID, EventID: reg.EventID, MemberID: memberID, FileName: name})
	return s.registrationRow(ctx, reg.ID)
}

// ClearPaymentReference takes the slip off registration id (the
// registration stays) and deletes the file unless another registration
// still shows it.
func (s *Service) ClearPaymentReference(ctx context.Context, id int64) error {
	reg, err := s.store.GetRegistration(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoRegistration
	}
	if err != nil {
		return fmt.Errorf("registration %d: %w", id, err)
	}
	orphan, err := s.store.ClearPaymentReference(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return ErrNoRegistration
	}
	if err != nil {
		return fmt.Errorf("clear payment reference of registration %d: %w", id, err)
	}
	if orphan != nil {
		s.ForgetFiles(ctx, *orphan)
	}
	s.bus.Publish(ctx, bus.PaymentReferenceRemoved{RegistrationID: id, EventID: reg.EventID, MemberID: reg.MemberID})
	return nil
}

// PaymentFileID reads the file id out of a URL this server hands out:
// "/api/payment-files/{id}", also written absolute with the base URL.
func (s *Service) PaymentFileID(fileURL string) (string, bool) {
	u := strings.TrimSpace(fileURL)
	if s.baseURL != "" {
		u = strings.TrimPrefix(u, s.baseURL)
	}
	id, ok := strings.CutPrefix(u, store.PaymentFilePrefix)
	if !ok || !blob.ValidKey(id) {
		return "", false
	}
	return id, true
}

// ForgetFiles deletes payment slips no registration uses any more, blob
// and record. It runs after the rows that showed them are gone; a failure
// leaves an unreachable file, not a broken record, so it is logged, not
// returned.
func (s *Service) ForgetFiles(ctx context.Context, urls ...string) {
	ctx = context.WithoutCancel(ctx)
	for _, u := range urls {
		if strings.TrimSpace(u) == "" {
			continue
		}
		if err := s.forgetPaymentFile(ctx, u); err != nil {
			s.log.WarnContext(ctx, "delete payment file", "url", u, "err", err)
		}
	}
}

// forgetPaymentFile deletes one payment slip, blob and record, unless some
// registration still shows it.
func (s *Service) forgetPaymentFile(ctx context.Context, fileURL string) error {
	fileID, ok := s.PaymentFileID(fileURL)
	if !ok {
		return nil // not one of ours (e.g. imported data): nothing to delete
	}
	inUse, err := s.store.FileInUse(ctx, store.PaymentFilePrefix+fileID)
	if err != nil || inUse {
		return err
	}
	if s.blob != nil {
		if err := s.blob.Delete(ctx, fileID); err != nil && !errors.Is(err, blob.ErrNotFound) {
			return err
		}
	}
	if err := s.store.DeleteUpload(ctx, fileID); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	return nil
}

// UnusedUploadTTL is how long a slip uploaded but never saved as a
// reference is kept.
const UnusedUploadTTL = 24 * time.Hour

// PruneUploads tidies member memberID's expired upload links and the files
// they uploaded but never used. Failure leaves clutter, not harm, so it is
// logged and the caller goes on.
func (s *Service) PruneUploads(ctx context.Context, memberID int64, now time.Time) {
	ids, err := s.store.PruneUploads(ctx, memberID, now, now.Add(-UnusedUploadTTL))
	if err != nil {
		s.log.ErrorContext(ctx, "prune uploads", "member", memberID, "err", err)
		return
	}
	for _, id := range ids {
		if err := s.forgetPaymentFile(ctx, store.PaymentFilePrefix+id); err != nil {
			s.log.ErrorContext(ctx, "delete unused upload", "file", id, "err", err)
		}
	}
}
