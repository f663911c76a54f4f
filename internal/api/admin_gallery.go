package api

import (
	"net/http"

	"golfclub/internal/content"
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

func (s *Server) adminListPhotos(w http.ResponseWriter, r *http.Request) error {
	photos, err := s.content.AllPhotos(r.Context())
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
	p, err := s.content.CreatePhoto(r.Context(), content.PhotoInput{
		Title: string(in.Title), Caption: string(in.Caption), URL: string(in.URL), Category: string(in.Category)})
	if err != nil {
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
	if err := s.content.DeletePhoto(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Photo deleted"})
	return nil
}
