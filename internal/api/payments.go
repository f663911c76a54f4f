package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"golfclub/internal/account"
	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/club"
	"golfclub/internal/model"
)

// Payment-slip uploads. The browser asks for an upload link (POST
// /api/payment/upload), PUTs the file to it, and saves the answered fileUrl
// as the reference of its registration. The link always points to this
// server, never straight to S3, so that size and content are checked
// before anything is stored.
const (
	maxUploadBytes  = 10 << 20 // 10485760, spec 1 §5
	uploadPathBase  = "/api/uploads/"
	paymentFileBase = model.PaymentFilePrefix
	// maxUploadsPerHour is the club's cap on upload links per member.
	maxUploadsPerHour = club.MaxUploadsPerHour
)

func (s *Server) routesPayments(mux *http.ServeMux) {
	mux.Handle("POST /api/payment/upload", s.handle(s.memberOnly(s.issueUpload)))
	mux.Handle("PUT /api/uploads/{token}", s.handle(s.receiveUpload))
	mux.Handle("GET /api/payment-files/{fileId}", s.handle(s.servePaymentFile))
	mux.Handle("POST /api/payment/{registrationId}/reference", s.handle(s.memberOnly(s.savePaymentReference)))
	mux.Handle("GET /api/payment/{registrationId}/qr", s.handle(s.memberOnly(s.paymentQR)))
	// The admin screen opens "/api/admin/payment-reference-file" followed by
	// the stored file path; both the spec's "/payment-references/{id}" and
	// our own "/api/payment-files/{id}" forms are answered.
	mux.Handle("GET /api/admin/payment-reference-file/{path...}", s.handle(s.adminOnly(s.adminPaymentFile)))
}

type uploadLink struct {
	Method    string    `json:"method"`
	UploadURL string    `json:"uploadURL"`
	ExpiresAt time.Time `json:"expiresAt"`
	MaxBytes  int64     `json:"maxBytes"`
}

// issueUpload hands the member a single-use link, valid 15 minutes, bound
// to them. Only the hash of its token is stored.
func (s *Server) issueUpload(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	if s.blob == nil {
		return errors.New("no blob store configured")
	}
	token, u, err := s.club.IssueUpload(r.Context(), m.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, uploadLink{Method: http.MethodPut, UploadURL: uploadPathBase + token, ExpiresAt: u.ExpiresAt, MaxBytes: maxUploadBytes})
	return nil
}

type uploadResult struct {
	FileURL     string `json:"fileUrl"`
	FileID      string `json:"fileId"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
}

func errFileTooLarge() error {
	return apperr.New(apperr.TooLarge, "file_too_large", "File size must be less than 10MB")
}

func errFileType() error {
	return apperr.New(apperr.Unsupported, "unsupported_file_type", "Only images, PDF and Word documents are accepted")
}

// receiveUpload stores the body of a PUT to an upload link. The token is
// the credential; a member session, when present, must be the link's
// member. The body is spooled to a temporary file (capped at 10 MB), its
// type read from its bytes, and only then put in the blob store.
func (s *Server) receiveUpload(w http.ResponseWriter, r *http.Request) error {
	if s.blob == nil {
		return errors.New("no blob store configured")
	}
	token := r.PathValue("token")
	if !validToken(token) {
		return club.ErrUploadLink
	}
	up, err := s.club.UploadByToken(r.Context(), token)
	if err != nil {
		return err
	}
	if sessionToken(r, memberSessions) != "" {
		if m, err := s.currentMember(r); err == nil && m.ID != up.MemberID {
			return apperr.New(apperr.Forbidden, "forbidden", "This upload link belongs to another member")
		}
	}
	// Refuse an announced oversize body before spending the link.
	if r.ContentLength > maxUploadBytes {
		return errFileTooLarge()
	}
	if err := s.club.ClaimUpload(r.Context(), up.ID); err != nil {
		return err
	}

	tmp, err := os.CreateTemp("", "golfclub-upload-*")
	if err != nil {
		return fmt.Errorf("spool upload: %w", err)
	}
	defer func() {
		tmp.Close()
		os.Remove(tmp.Name())
	}()
	n, err := io.Copy(tmp, http.MaxBytesReader(w, r.Body, maxUploadBytes))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return errFileTooLarge()
		}
		return apperr.New(apperr.Invalid, "upload_interrupted", "The upload was interrupted; please try again")
	}
	if n == 0 {
		return apperr.New(apperr.Invalid, "empty_file", "The uploaded file is empty")
	}
	contentType, ok := blob.Detect(tmp, n)
	if !ok {
		return errFileType()
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("rewind upload: %w", err)
	}
	if err := s.blob.Put(r.Context(), up.FileID, tmp, n, contentType); err != nil {
		return fmt.Errorf("store upload: %w", err)
	}
	if err := s.club.UploadStored(r.Context(), up.ID, n, contentType); err != nil {
		s.blob.Delete(context.WithoutCancel(r.Context()), up.FileID)
		return err
	}
	writeJSON(w, http.StatusOK, uploadResult{FileURL: paymentFileBase + up.FileID, FileID: up.FileID, Size: n, ContentType: contentType})
	return nil
}

// validToken tells whether s could be a token of auth.NewToken: 43
// base64url characters.
func validToken(s string) bool {
	if len(s) != 43 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// servePaymentFile streams a payment slip to its owner or an admin; to
// anyone else it does not exist.
func (s *Server) servePaymentFile(w http.ResponseWriter, r *http.Request) error {
	fileID := r.PathValue("fileId")
	up, err := s.storedFile(r.Context(), fileID)
	if err != nil {
		return err
	}
	if _, err := s.currentAdmin(r); err != nil {
		m, err := s.currentMember(r)
		if err != nil || m.ID != up.MemberID {
			return errNotFound("File not found")
		}
	}
	return s.streamFile(w, r, up)
}

// adminPaymentFile streams any payment slip to an admin.
func (s *Server) adminPaymentFile(w http.ResponseWriter, r *http.Request) error {
	path := strings.Trim(r.PathValue("path"), "/")
	var fileID string
	for _, prefix := range []string{"payment-references/", strings.TrimPrefix(paymentFileBase, "/")} {
		if rest, ok := strings.CutPrefix(path, prefix); ok {
			fileID = rest
		}
	}
	up, err := s.storedFile(r.Context(), fileID)
	if err != nil {
		return err
	}
	return s.streamFile(w, r, up)
}

func (s *Server) storedFile(ctx context.Context, fileID string) (*model.Upload, error) {
	if !blob.ValidKey(fileID) {
		return nil, errNotFound("File not found")
	}
	return s.club.StoredUpload(ctx, fileID)
}

func (s *Server) streamFile(w http.ResponseWriter, r *http.Request, up *model.Upload) error {
	if s.blob == nil {
		return errors.New("no blob store configured")
	}
	rc, info, err := s.blob.Open(r.Context(), up.FileID)
	if errors.Is(err, blob.ErrNotFound) {
		return errNotFound("File not found")
	}
	if err != nil {
		return err
	}
	defer rc.Close()
	// The type is the one sniffed at upload, never the client's claim.
	disposition := "attachment"
	if blob.Inline(up.ContentType) {
		disposition = "inline"
	}
	h := w.Header()
	h.Set("Content-Type", up.ContentType)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Disposition", fmt.Sprintf(`%s; filename="payment-reference-%s%s"`, disposition, up.FileID, blob.Extension(up.ContentType)))
	h.Set("Cache-Control", "private, no-store")
	h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return nil
	}
	if _, err := io.Copy(w, rc); err != nil {
		// Headers are gone; all that is left is to note it.
		s.log.WarnContext(r.Context(), "stream payment file", "file", up.FileID, "err", err)
	}
	return nil
}

type referenceRequest struct {
	FileURL  string `json:"fileUrl"`
	FileName string `json:"fileName"`
}

// savePaymentReference records an uploaded slip on one of the caller's
// registrations. The file must be one this server stored for the caller.
func (s *Server) savePaymentReference(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	regID, err := pathID(r, "registrationId", "Registration")
	if err != nil {
		return err
	}
	if _, err := s.club.MemberRegistration(r.Context(), m.ID, regID); err != nil {
		return err
	}
	var body referenceRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	row, err := s.club.SavePaymentReference(r.Context(), m.ID, regID, body.FileURL, body.FileName)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, viewRegistration(row, m.ID))
	return nil
}

// paymentQRView is the QR made for one registration: drawn as SVG here, so
// the page needs no QR library, with the amount and reference it holds.
type paymentQRView struct {
	SVG       string  `json:"svg"`
	Amount    float64 `json:"amount"`
	Reference string  `json:"reference"`
}

// paymentQR answers the DuitNow QR for one of the caller's registrations,
// the amount and reference filled in. Another member's registration does
// not exist for them.
func (s *Server) paymentQR(w http.ResponseWriter, r *http.Request, m *model.Member) error {
	regID, err := pathID(r, "registrationId", "Registration")
	if err != nil {
		return err
	}
	qr, err := s.club.MemberPaymentQR(r.Context(), m.ID, regID)
	if err != nil {
		return err
	}
	svg, err := account.QRSVG(qr.Payload)
	if err != nil {
		return fmt.Errorf("draw payment qr: %w", err)
	}
	writeJSON(w, http.StatusOK, paymentQRView{SVG: string(svg), Amount: qr.Amount, Reference: qr.Reference})
	return nil
}
