package api

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/content"
)

// routesAdminQR registers the payment QR image: its upload and the public
// path that serves it.
func (s *Server) routesAdminQR(mux *http.ServeMux) {
	s.admin(mux, "POST /api/admin/settings/qr", s.adminUploadQR)
	s.admin(mux, "GET /api/admin/settings/qr", s.adminQRStatus)
	mux.Handle("GET /api/files/club/{name}", s.handle(s.serveClubFile))
}

// The payment QR image: uploaded raw by an admin, kept in the blob store
// under a fresh key each time, and served publicly (the payment page shows
// it to members) at clubFileBase + key.
const (
	maxQRBytes   = 2 << 20
	clubFileBase = "/api/files/club/"
	clubQRPrefix = "club-qr-"
	typeSVG      = "image/svg+xml"
)

func (s *Server) adminUploadQR(w http.ResponseWriter, r *http.Request) error {
	if s.blob == nil {
		return errors.New("no blob store configured")
	}
	if r.ContentLength > maxQRBytes {
		return apperr.New(apperr.TooLarge, "file_too_large", "The QR image must be at most 2 MB")
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxQRBytes))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return apperr.New(apperr.TooLarge, "file_too_large", "The QR image must be at most 2 MB")
		}
		return apperr.New(apperr.Invalid, "upload_interrupted", "The upload was interrupted; please try again")
	}
	if len(data) == 0 {
		return apperr.New(apperr.Invalid, "empty_file", "The uploaded image is empty")
	}
	contentType, ok := qrImageType(data)
	if !ok {
		return apperr.New(apperr.Unsupported, "unsupported_file_type", "The QR image must be a PNG, JPEG, WebP or SVG image")
	}
	var id [12]byte
	if _, err := rand.Read(id[:]); err != nil {
		return fmt.Errorf("random file id: %w", err)
	}
	key := clubQRPrefix + hex.EncodeToString(id[:])
	ctx := r.Context()
	if err := s.blob.Put(ctx, key, bytes.NewReader(data), int64(len(data)), contentType); err != nil {
		return fmt.Errorf("store qr image: %w", err)
	}
	url := clubFileBase + key
	previous, read, err := s.content.SetPaymentQR(ctx, url, data)
	if err != nil {
		s.blob.Delete(context.WithoutCancel(ctx), key)
		return err
	}
	if old, ok := strings.CutPrefix(previous, clubFileBase); ok && strings.HasPrefix(old, clubQRPrefix) && blob.ValidKey(old) {
		if err := s.blob.Delete(context.WithoutCancel(ctx), old); err != nil && !errors.Is(err, blob.ErrNotFound) {
			s.log.WarnContext(ctx, "delete old qr image", "key", old, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, uploadedQR{PaymentQrURL: url, PaymentQRRead: read})
	return nil
}

// uploadedQR answers an upload: the image's URL and what was read from
// it, so the admin learns at once whether members get the amount filled in.
type uploadedQR struct {
	PaymentQrURL string `json:"paymentQrUrl"`
	content.PaymentQRRead
}

// adminQRStatus answers what was read from the current payment QR image.
func (s *Server) adminQRStatus(w http.ResponseWriter, r *http.Request) error {
	read, err := s.content.PaymentQRStatus(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, read)
	return nil
}

// qrImageType tells the image type from the bytes alone: PNG, JPEG, WebP
// or SVG (an XML document whose root element is svg).
func qrImageType(data []byte) (string, bool) {
	if ct, ok := blob.Detect(bytes.NewReader(data), int64(len(data))); ok {
		if slices.Contains([]string{blob.TypePNG, blob.TypeJPEG, blob.TypeWebP}, ct) {
			return ct, true
		}
		return "", false
	}
	if isSVG(data) {
		return typeSVG, true
	}
	return "", false
}

// isSVG reads past an optional BOM, XML declaration, comments and doctype
// and wants an <svg root element.
func isSVG(data []byte) bool {
	if !utf8.Valid(data) {
		return false
	}
	rest := bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	for {
		rest = bytes.TrimLeft(rest, " \t\r\n")
		switch {
		case bytes.HasPrefix(rest, []byte("<?")):
			end := bytes.Index(rest, []byte("?>"))
			if end < 0 {
				return false
			}
			rest = rest[end+2:]
		case bytes.HasPrefix(rest, []byte("<!--")):
			end := bytes.Index(rest, []byte("-->"))
			if end < 0 {
				return false
			}
			rest = rest[end+3:]
		case bytes.HasPrefix(rest, []byte("<!DOCTYPE")) || bytes.HasPrefix(rest, []byte("<!doctype")):
			end := bytes.IndexByte(rest, '>')
			if end < 0 {
				return false
			}
			rest = rest[end+1:]
		default:
			return bytes.HasPrefix(rest, []byte("<svg")) && len(rest) > 4 &&
				(rest[4] == ' ' || rest[4] == '>' || rest[4] == '\n' || rest[4] == '\t' || rest[4] == '\r')
		}
	}
}

// serveClubFile serves the club's public images (the payment QR). Only
// keys made for club files are served, so payment slips in the same blob
// store can never be reached through this path.
func (s *Server) serveClubFile(w http.ResponseWriter, r *http.Request) error {
	key := r.PathValue("name")
	if s.blob == nil || !strings.HasPrefix(key, clubQRPrefix) || !blob.ValidKey(key) {
		return errNotFound("File not found")
	}
	rc, info, err := s.blob.Open(r.Context(), key)
	if errors.Is(err, blob.ErrNotFound) {
		return errNotFound("File not found")
	}
	if err != nil {
		return err
	}
	defer rc.Close()
	ct := info.ContentType
	if !slices.Contains([]string{blob.TypePNG, blob.TypeJPEG, blob.TypeWebP, typeSVG}, ct) {
		return errNotFound("File not found")
	}
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("X-Content-Type-Options", "nosniff")
	// An SVG opened on its own must not run script on this origin.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
	// Each upload gets a new key, so a key's content never changes.
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		s.log.WarnContext(r.Context(), "stream club file", "key", key, "err", err)
	}
	return nil
}
