package api

import (
	"encoding/json"
	"net/http"

	"golfclub/internal/content"
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

// input is the post for the content service; isPublished may be absent,
// null, a boolean or (an error the service reports) anything else.
func (in *postInput) input() content.PostInput {
	out := content.PostInput{Title: string(in.Title), Content: string(in.Content), Image: string(in.Image), Category: string(in.Category)}
	if len(in.IsPublished) > 0 && string(in.IsPublished) != "null" {
		switch b, ok := boolInput(in.IsPublished); {
		case !ok:
			out.IsPublished = content.FlagInvalid
		case b:
			out.IsPublished = content.FlagTrue
		default:
			out.IsPublished = content.FlagFalse
		}
	}
	return out
}

func (s *Server) adminListBlog(w http.ResponseWriter, r *http.Request) error {
	posts, err := s.content.AllPosts(r.Context())
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
	p, err := s.content.CreatePost(r.Context(), in.input())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, p)
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
	p, err := s.content.UpdatePost(r.Context(), id, in.input())
	if err != nil {
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
	if err := s.content.DeletePost(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Post deleted"})
	return nil
}
