package content

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/images"
	"golfclub/internal/model"
)

// Gallery limits.
const (
	PhotoTitleMax   = 200
	PhotoCaptionMax = 500
	// PhotoPageDefault and PhotoPageMax size a visitor's page.
	PhotoPageDefault = 12
	PhotoPageMax     = 48
	// adminPhotoMax bounds the admin gallery list; the gallery is paged
	// for visitors, but admins manage it as one list.
	adminPhotoMax = 10000
)

// PhotoInput is a photo as an admin sends it.
type PhotoInput struct {
	Title, Caption, URL, Category string
}

// CheckPhoto trims in and turns it into a photo, reporting every problem
// at once; the category is matched without regard to case.
func CheckPhoto(in PhotoInput) (model.Photo, error) {
	var v apperr.Validation
	p := model.Photo{Title: trim(in.Title), Caption: trim(in.Caption), URL: trim(in.URL), Category: strings.ToLower(trim(in.Category))}
	if p.Title == "" {
		v.Add("title", "required", "Title is required")
	}
	v.Text("title", "Title", p.Title, PhotoTitleMax, false)
	v.Text("caption", "Caption", p.Caption, PhotoCaptionMax, false)
	if p.URL == "" {
		v.Add("url", "required", "Picture is required")
	}
	checkImage(&v, "url", p.URL)
	if !slices.Contains(model.PhotoCategories, p.Category) {
		v.Add("category", "invalid_choice", "Category must be one of: "+strings.Join(model.PhotoCategories, ", "))
	}
	return p, v.Err()
}

// CheckPhotoCategory accepts the gallery filter "all" or a category.
func CheckPhotoCategory(category string) error {
	if category != "all" && !slices.Contains(model.PhotoCategories, category) {
		return apperr.Newf(apperr.Invalid, "invalid_parameter", "Unknown photo category %q; use all, %s", category, strings.Join(model.PhotoCategories, ", "))
	}
	return nil
}

// AllPhotos is the whole gallery, newest first (the editor).
func (s *Service) AllPhotos(ctx context.Context) ([]model.Photo, error) {
	photos, _, err := s.store.ListPhotos(ctx, "all", 0, adminPhotoMax)
	return photos, err
}

// PhotoPage is one page of the gallery; NextOffset is null on the last page.
type PhotoPage struct {
	Photos     []model.Photo `json:"photos"`
	Total      int           `json:"total"`
	NextOffset *int          `json:"nextOffset"`
}

// Photos is the page of category ("all" or one of PhotoCategories) that
// starts at offset and holds at most limit photos.
func (s *Service) Photos(ctx context.Context, category string, offset, limit int) (PhotoPage, error) {
	if err := CheckPhotoCategory(category); err != nil {
		return PhotoPage{}, err
	}
	photos, total, err := s.store.ListPhotos(ctx, category, offset, limit)
	if err != nil {
		return PhotoPage{}, err
	}
	return pageOf(photos, total, offset), nil
}

// pageOf wraps the photos read from offset of total; the next page starts
// after them unless they reach the end.
func pageOf(photos []model.Photo, total, offset int) PhotoPage {
	page := PhotoPage{Photos: photos, Total: total}
	if next := offset + len(photos); len(photos) > 0 && next < total {
		page.NextOffset = &next
	}
	return page
}

// CreatePhoto checks and stores a new photo.
func (s *Service) CreatePhoto(ctx context.Context, in PhotoInput) (*model.Photo, error) {
	p, err := CheckPhoto(in)
	if err != nil {
		return nil, err
	}
	p.CreatedAt = s.now().UTC()
	if err := s.store.CreatePhoto(ctx, &p); err != nil {
		return nil, fmt.Errorf("create photo: %w", err)
	}
	s.publish(ctx, bus.PhotosChanged{PhotoID: p.ID})
	return &p, nil
}

// DeletePhoto removes photo id.
func (s *Service) DeletePhoto(ctx context.Context, id int64) error {
	old, err := s.store.GetPhoto(ctx, id)
	if err != nil {
		return notFound(err, "Photo not found")
	}
	if err := s.store.DeletePhoto(ctx, id); err != nil {
		return notFound(err, "Photo not found")
	}
	images.Forget(ctx, s.blob, s.log, old.URL, "")
	s.publish(ctx, bus.PhotosChanged{PhotoID: id})
	return nil
}
