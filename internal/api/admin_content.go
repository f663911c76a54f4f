package api

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/auth"
	"golfclub/internal/blob"
	"golfclub/internal/store"
)

// Admin inbox, club settings, payment QR image, blog and gallery.
func (s *Server) routesAdminContent(mux *http.ServeMux) {
	s.admin(mux, "GET /api/contact", s.adminListContact)
	s.admin(mux, "PATCH /api/admin/contact/{id}", s.adminMarkContact)
	s.admin(mux, "DELETE /api/admin/contact/{id}", s.adminDeleteContact)

	s.admin(mux, "PUT /api/admin/settings", s.adminUpdateSettings)
	s.admin(mux, "POST /api/admin/settings/qr", s.adminUploadQR)
	mux.Handle("GET /api/files/club/{name}", s.handle(s.serveClubFile))

	s.admin(mux, "GET /api/admin/blog", s.adminListBlog)
	s.admin(mux, "POST /api/admin/blog", s.adminCreatePost)
	s.admin(mux, "PUT /api/admin/blog/{id}", s.adminUpdatePost)
	s.admin(mux, "DELETE /api/admin/blog/{id}", s.adminDeletePost)

	s.admin(mux, "GET /api/admin/photos", s.adminListPhotos)
	s.admin(mux, "POST /api/admin/photos", s.adminCreatePhoto)
	s.admin(mux, "DELETE /api/admin/photos/{id}", s.adminDeletePhoto)
}

// ---- contact messages ----

func (s *Server) adminListContact(w http.ResponseWriter, r *http.Request) error {
	msgs, err := s.store.ListContactMessages(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, msgs)
	return nil
}

func (s *Server) adminMarkContact(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Message")
	if err != nil {
		return err
	}
	var in struct {
		IsRead json.RawMessage `json:"isRead"`
	}
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	read, ok := boolInput(in.IsRead)
	if !ok {
		return apperr.Field("isRead", "not_boolean", "isRead must be true or false")
	}
	if err := s.store.SetContactRead(r.Context(), id, read); errors.Is(err, store.ErrNotFound) {
		return errNotFound("Message not found")
	} else if err != nil {
		return err
	}
	m, err := s.store.GetContactMessage(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

func (s *Server) adminDeleteContact(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Message")
	if err != nil {
		return err
	}
	if err := s.store.DeleteContactMessage(r.Context(), id); errors.Is(err, store.ErrNotFound) {
		return errNotFound("Message not found")
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Message deleted"})
	return nil
}

// ---- club settings ----

// Settings limits.
const (
	settingTextMax    = 200
	settingAddressMax = 500
	vipPriceMax       = 1_000_000
)

// adminUpdateSettings replaces the club settings. Fields left out of the
// body keep their current values, so an older client cannot blank newer
// settings it does not know.
func (s *Server) adminUpdateSettings(w http.ResponseWriter, r *http.Request) error {
	c, err := s.store.GetSettings(r.Context())
	if err != nil {
		return err
	}
	if err := decodeJSON(r, &c); err != nil {
		return err
	}
	var v validator
	for _, f := range []struct {
		field, label string
		val          *string
		max          int
	}{
		{"clubName", "Club name", &c.ClubName, settingTextMax},
		{"shortName", "Short name", &c.ShortName, settingTextMax},
		{"contactPhone", "Contact phone", &c.ContactPhone, settingTextMax},
		{"contactEmail", "Contact email", &c.ContactEmail, settingTextMax},
		{"contactHours", "Contact hours", &c.ContactHours, settingTextMax},
		{"address", "Address", &c.Address, settingAddressMax},
		{"socialUrl", "Social link", &c.SocialURL, 2048},
		{"socialLabel", "Social link label", &c.SocialLabel, settingTextMax},
		{"bankName", "Bank name", &c.BankName, settingTextMax},
		{"bankAccountName", "Bank account name", &c.BankAccountName, settingTextMax},
		{"bankAccountNumber", "Bank account number", &c.BankAccountNumber, settingTextMax},
		{"ewalletName", "E-wallet name", &c.EwalletName, settingTextMax},
		{"ewalletNumber", "E-wallet number", &c.EwalletNumber, settingTextMax},
		{"paymentQrUrl", "Payment QR image", &c.PaymentQrURL, 2048},
		{"membershipPrefix", "Membership number prefix", &c.MembershipPrefix, 10},
	} {
		*f.val = strings.TrimSpace(*f.val)
		v.text(f.field, f.label, *f.val, f.max, f.field == "address")
	}
	if c.ClubName == "" {
		v.Add("clubName", "required", "Club name is required")
	}
	if c.ContactEmail != "" {
		c.ContactEmail = auth.NormalizeEmail(c.ContactEmail)
		if !auth.ValidEmail(c.ContactEmail) {
			v.Add("contactEmail", "invalid_email", "Invalid email address")
		}
	}
	v.link("socialUrl", "Social link", c.SocialURL)
	v.link("paymentQrUrl", "Payment QR image", c.PaymentQrURL)
	if strings.ContainsFunc(c.MembershipPrefix, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		v.Add("membershipPrefix", "invalid_characters", "Membership number prefix may only hold letters and digits")
	}
	if math.IsNaN(c.VipPrice) || c.VipPrice <= 0 {
		v.Add("vipPrice", "out_of_range", "VIP price must be more than 0")
	} else if c.VipPrice > vipPriceMax {
		v.Add("vipPrice", "out_of_range", fmt.Sprintf("VIP price cannot exceed %d", vipPriceMax))
	}
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.store.UpdateSettings(r.Context(), c); err != nil {
		return err
	}
	saved, err := s.store.GetSettings(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, saved)
	return nil
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
	c, err := s.store.GetSettings(ctx)
	if err != nil {
		return err
	}
	previous := c.PaymentQrURL
	c.PaymentQrURL = clubFileBase + key
	if err := s.store.UpdateSettings(ctx, c); err != nil {
		s.blob.Delete(context.WithoutCancel(ctx), key)
		return err
	}
	if old, ok := strings.CutPrefix(previous, clubFileBase); ok && strings.HasPrefix(old, clubQRPrefix) && blob.ValidKey(old) {
		if err := s.blob.Delete(context.WithoutCancel(ctx), old); err != nil && !errors.Is(err, blob.ErrNotFound) {
			s.log.WarnContext(ctx, "delete old qr image", "key", old, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"paymentQrUrl": c.PaymentQrURL})
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

// ---- blog ----

type postInput struct {
	Title       optString       `json:"title"`
	Content     optString       `json:"content"`
	Image       optString       `json:"image"`
	Category    optString       `json:"category"`
	IsPublished json.RawMessage `json:"isPublished"`
}

const (
	postTitleMax    = 200
	postContentMax  = 50000
	postCategoryMax = 50
)

func (in *postInput) validate(p *store.BlogPost) error {
	var v validator
	p.Title, p.Content, p.Image, p.Category = in.Title.trim(), in.Content.trim(), in.Image.trim(), in.Category.trim()
	if utf8.RuneCountInString(p.Title) < 3 {
		v.Add("title", "too_short", "Title must be at least 3 characters")
	}
	v.text("title", "Title", p.Title, postTitleMax, false)
	if utf8.RuneCountInString(p.Content) < 10 {
		v.Add("content", "too_short", "Content must be at least 10 characters")
	}
	v.text("content", "Content", p.Content, postContentMax, true)
	v.link("image", "Image", p.Image)
	if p.Category == "" {
		p.Category = "general"
	}
	v.text("category", "Category", p.Category, postCategoryMax, false)
	p.IsPublished = true
	if len(in.IsPublished) > 0 && string(in.IsPublished) != "null" {
		b, ok := boolInput(in.IsPublished)
		if !ok {
			v.Add("isPublished", "not_boolean", "isPublished must be true or false")
		}
		p.IsPublished = b
	}
	return v.Err()
}

func (s *Server) adminListBlog(w http.ResponseWriter, r *http.Request) error {
	posts, err := s.store.ListAllPosts(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, posts)
	return nil
}

func (s *Server) adminCreatePost(w http.ResponseWriter, r *http.Request) error {
	var in postInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	now := s.now().UTC()
	p := &store.BlogPost{CreatedAt: now, UpdatedAt: now}
	if err := in.validate(p); err != nil {
		return err
	}
	if err := s.store.AdminCreatePost(r.Context(), p); err != nil {
		return err
	}
	got, err := s.store.GetPost(r.Context(), p.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, got)
	return nil
}

func (s *Server) adminUpdatePost(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Post")
	if err != nil {
		return err
	}
	var in postInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	p := &store.BlogPost{ID: id}
	if err := in.validate(p); err != nil {
		return err
	}
	if err := s.store.UpdatePost(r.Context(), p); errors.Is(err, store.ErrNotFound) {
		return errNotFound("Post not found")
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

func (s *Server) adminDeletePost(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Post")
	if err != nil {
		return err
	}
	if err := s.store.DeletePost(r.Context(), id); errors.Is(err, store.ErrNotFound) {
		return errNotFound("Post not found")
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Post deleted"})
	return nil
}

// ---- gallery ----

type photoInput struct {
	Title    optString `json:"title"`
	Caption  optString `json:"caption"`
	URL      optString `json:"url"`
	Category optString `json:"category"`
}

// adminPhotoMax bounds the admin gallery list; the gallery is paged for
// visitors, but admins manage it as one list.
const adminPhotoMax = 10000

func (s *Server) adminListPhotos(w http.ResponseWriter, r *http.Request) error {
	photos, _, err := s.store.ListPhotos(r.Context(), "all", 0, adminPhotoMax)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, photos)
	return nil
}

func (s *Server) adminCreatePhoto(w http.ResponseWriter, r *http.Request) error {
	var in photoInput
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	var v validator
	p := &store.Photo{Title: in.Title.trim(), Caption: in.Caption.trim(), URL: in.URL.trim(),
		Category: strings.ToLower(in.Category.trim()), CreatedAt: s.now().UTC()}
	if p.Title == "" {
		v.Add("title", "required", "Title is required")
	}
	v.text("title", "Title", p.Title, postTitleMax, false)
	v.text("caption", "Caption", p.Caption, 500, false)
	if p.URL == "" {
		v.Add("url", "required", "Image URL is required")
	}
	v.link("url", "Image URL", p.URL)
	if !slices.Contains(store.PhotoCategories, p.Category) {
		v.Add("category", "invalid_choice", "Category must be one of: "+strings.Join(store.PhotoCategories, ", "))
	}
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.store.CreatePhoto(r.Context(), p); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, p)
	return nil
}

func (s *Server) adminDeletePhoto(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Photo")
	if err != nil {
		return err
	}
	if err := s.store.DeletePhoto(r.Context(), id); errors.Is(err, store.ErrNotFound) {
		return errNotFound("Photo not found")
	} else if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Photo deleted"})
	return nil
}
