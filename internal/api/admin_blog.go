package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"unicode/utf8"

	"golfclub/internal/bus"
	"golfclub/internal/store"
)

// routesAdminBlog registers the blog editor (drafts included).
func (s *Server) routesAdminBlog(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/blog", s.adminListBlog)
	s.admin(mux, "POST /api/admin/blog", s.adminCreatePost)
	s.admin(mux, "PUT /api/admin/blog/{id}", s.adminUpdatePost)
	s.admin(mux, "DELETE /api/admin/blog/{id}", s.adminDeletePost)
}

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
	if err := s.store.CreatePost(r.Context(), p); err != nil {
		return err
	}
	s.bus.Publish(r.Context(), bus.BlogChanged{PostID: p.ID})
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
	s.bus.Publish(r.Context(), bus.BlogChanged{PostID: id})
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
	s.bus.Publish(r.Context(), bus.BlogChanged{PostID: id})
	writeJSON(w, http.StatusOK, message{"Post deleted"})
	return nil
}
