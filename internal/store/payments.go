package store

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// SetPaid marks a registration paid or unpaid. ErrNotFound when absent.
func (s *Store) SetPaid(ctx context.Context, id int64, paid bool) error {
	// A payment ends a promoted registration's deadline for good, even if
	// it is later marked unpaid again.
	res, err := s.w.NewUpdate().Model((*Registration)(nil)).Set("is_paid = ?", paid).Set("pay_by = NULL").Where("id = ?", id).Exec(ctx)
	if err != nil {
		return fmt.Errorf("set paid %d: %w", id, err)
	}
	return requireAffected(res)
}

// SetPaymentReference records the payment slip of member memberID's
// registration regID. fileURL must already be checked to be the member's.
// It returns the updated registration and the file URL it replaced (nil if
// none or the same) when no other registration still points to that file,
// so the caller may delete it. ErrNotFound when the registration is not
// the member's.
func (s *Store) SetPaymentReference(ctx context.Context, regID, memberID int64, fileURL, fileName string, at time.Time) (*Registration, *string, error) {
	reg := new(Registration)
	var orphan *string
	err := s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		if err := tx.NewSelect().Model(reg).Where("id = ? AND member_id = ?", regID, memberID).Scan(ctx); err != nil {
			return mapErr(err)
		}
		prev := reg.PaymentReferenceFileURL
		reg.PaymentReferenceFileURL = &fileURL
		reg.PaymentReferenceFileName = &fileName
		reg.PaymentReferenceUploadedAt = &at
		// A slip in time ends a promoted registration's deadline: the seat
		// stays even if the admin later rejects the slip.
		reg.PayBy = nil
		reg.PaymentSlipDeletedAt = nil
		if _, err := tx.NewUpdate().Model(reg).
			Column("payment_reference_file_url", "payment_reference_file_name", "payment_reference_uploaded_at", "pay_by", "payment_slip_deleted_at").
			WherePK().Exec(ctx); err != nil {
			return fmt.Errorf("save payment reference: %w", err)
		}
		if prev == nil || *prev == fileURL {
			return nil
		}
		// One slip may pay for several registrations; keep it while any
		// registration still shows it.
		n, err := tx.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", *prev).Count(ctx)
		if err != nil {
			return fmt.Errorf("count file users: %w", err)
		}
		if n == 0 {
			orphan = prev
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return reg, orphan, nil
}

// OrphanedFile returns url when no registration refers to it any more, so
// the caller may delete the stored file; one slip may pay for several
// registrations.
func OrphanedFile(ctx context.Context, tx bun.IDB, url *string) (*string, error) {
	if url == nil || *url == "" {
		return nil, nil
	}
	n, err := tx.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", *url).Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count file users: %w", err)
	}
	if n > 0 {
		return nil, nil
	}
	return url, nil
}

// ClearPaymentReference removes the payment slip from registration id. It
// returns the file URL when no other registration still shows that file,
// so the caller can delete it. ErrNotFound when the registration is absent.
func (s *Store) ClearPaymentReference(ctx context.Context, id int64) (orphan *string, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx bun.Tx) error {
		reg := new(Registration)
		if err := tx.NewSelect().Model(reg).Where("id = ?", id).Scan(ctx); err != nil {
			return mapErr(err)
		}
		if _, err := tx.NewUpdate().Model((*Registration)(nil)).
			Set("payment_reference_file_url = NULL").
			Set("payment_reference_file_name = NULL").
			Set("payment_reference_uploaded_at = NULL").
			Where("id = ?", id).Exec(ctx); err != nil {
			return fmt.Errorf("clear payment reference %d: %w", id, err)
		}
		orphan, err = OrphanedFile(ctx, tx, reg.PaymentReferenceFileURL)
		return err
	})
	return orphan, err
}

// FileInUse tells whether any registration still shows fileURL as its
// payment reference.
func (s *Store) FileInUse(ctx context.Context, fileURL string) (bool, error) {
	ok, err := s.r.NewSelect().Model((*Registration)(nil)).Where("payment_reference_file_url = ?", fileURL).Exists(ctx)
	if err != nil {
		return false, fmt.Errorf("find file users: %w", err)
	}
	return ok, nil
}

// EventFileURLs lists the distinct payment slip URLs of an event's
// registrations that no registration of another event uses, so that the
// files can be deleted after the event is.
func (s *Store) EventFileURLs(ctx context.Context, eventID int64) ([]string, error) {
	urls := []string{}
	err := s.r.NewSelect().Model((*Registration)(nil)).ColumnExpr("DISTINCT payment_reference_file_url").
		Where("event_id = ? AND payment_reference_file_url IS NOT NULL", eventID).
		Where("payment_reference_file_url NOT IN (?)", s.r.NewSelect().Model((*Registration)(nil)).
			Column("payment_reference_file_url").
			Where("event_id <> ? AND payment_reference_file_url IS NOT NULL", eventID)).
		Scan(ctx, &urls)
	if err != nil {
		return nil, fmt.Errorf("event files: %w", err)
	}
	return urls, nil
}
