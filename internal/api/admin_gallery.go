package api

import (
	"errors"
	"net/http"
	"slices"
	"strings"

	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// routesAdminGallery registers the gallery editor.
func (s *Server) routesAdminGallery(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/photos", s.adminListPhotos)
	s.admin(mux, "POST /api/admin/photos", s.adminCreatePhoto)
	s.admin(mux, "DELETE /api/admin/photos/{id}", s.adminDeletePhoto)
}

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
	s.bus.Publish(r.Context(), bus.PhotosChanged{PhotoID: p.ID})
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
	s.bus.Publish(r.Context(), bus.PhotosChanged{PhotoID: id})
	writeJSON(w, http.StatusOK, message{"Photo deleted"})
	return nil
}
