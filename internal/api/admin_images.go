package api

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"

	"golfclub/internal/apperr"
	"golfclub/internal/blob"
	"golfclub/internal/images"
)

// routesAdminImages registers the upload of pictures for events, blog
// posts and the gallery, and the public path that serves their sizes.
func (s *Server) routesAdminImages(mux *http.ServeMux) {
	s.admin(mux, "POST /api/admin/images", s.adminUploadImage)
	mux.Handle("GET "+images.URLBase+"{name}", s.handle(s.serveImage))
}

// multipartSlack is room for a form's boundaries and part headers on top
// of the picture itself.
const multipartSlack = 64 << 10

// adminUploadImage takes one picture as the multipart field "file" and
// answers {url, srcset, width, height} of its stored sizes.
func (s *Server) adminUploadImage(w http.ResponseWriter, r *http.Request) error {
	if r.ContentLength > images.MaxBytes+multipartSlack {
		return images.ErrTooLarge
	}
	r.Body = http.MaxBytesReader(w, r.Body, images.MaxBytes+multipartSlack)
	data, err := imagePart(r)
	if err != nil {
		return err
	}
	up, err := s.content.UploadImage(r.Context(), data)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, up)
	return nil
}

// imagePart reads the "file" part of a multipart form, at most one byte
// over the limit so the pipeline can tell a too-large picture.
func imagePart(r *http.Request) ([]byte, error) {
	noFile := apperr.Field("file", "required", "Choose a picture to upload")
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, apperr.New(apperr.Invalid, "invalid_form", "Send the picture as a multipart form with a file field")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, noFile
		}
		if err != nil {
			return nil, uploadReadError(err)
		}
		if part.FormName() != "file" {
			part.Close()
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, images.MaxBytes+1))
		part.Close()
		if err != nil {
			return nil, uploadReadError(err)
		}
		return data, nil
	}
}

func uploadReadError(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return images.ErrTooLarge
	}
	if errors.Is(err, multipart.ErrMessageTooLarge) {
		return images.ErrTooLarge
	}
	return apperr.New(apperr.Invalid, "upload_interrupted", "The upload was interrupted; please try again")
}

// serveImage serves one size of an uploaded picture. Only picture keys
// are served, so payment slips in the same blob store are never reached.
func (s *Server) serveImage(w http.ResponseWriter, r *http.Request) error {
	key := r.PathValue("name")
	if s.blob == nil || !images.IsKey(key) {
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
	h := w.Header()
	h.Set("Content-Type", info.ContentType)
	// A key's content never changes: each upload has keys of its own.
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("Content-Length", strconv.FormatInt(info.Size, 10))
	w.WriteHeader(http.StatusOK)
	if _, err := io.Copy(w, rc); err != nil {
		s.log.WarnContext(r.Context(), "stream image", "key", key, "err", err)
	}
	return nil
}
