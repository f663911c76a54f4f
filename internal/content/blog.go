package content

import (
	"context"
	"fmt"
	"time"
	"unicode/utf8"

	"golfclub/internal/apperr"
	"golfclub/internal/bus"
	"golfclub/internal/images"
	"golfclub/internal/model"
)

// Blog post limits.
const (
	PostTitleMin    = 3
	PostTitleMax    = 200
	PostContentMin  = 10
	PostContentMax  = 50000
	PostCategoryMax = 50
	// DefaultPostCategory is the category of a post that names none.
	DefaultPostCategory = "general"
)

// Flag is an optional true/false field of a form as it was sent.
type Flag int

const (
	// FlagUnset: the field was absent or null.
	FlagUnset Flag = iota
	FlagTrue
	FlagFalse
	// FlagInvalid: the field held something other than true or false.
	FlagInvalid
)

// PostInput is a blog post as an admin sends it.
type PostInput struct {
	Title, Content, Image, Category string
	// IsPublished unset publishes the post.
	IsPublished Flag
}

// CheckPost trims in and turns it into the post's editable fields,
// reporting every problem at once.
func CheckPost(in PostInput) (model.BlogPost, error) {
	var v apperr.Validation
	p := model.BlogPost{Title: trim(in.Title), Content: trim(in.Content), Image: trim(in.Image), Category: trim(in.Category)}
	if utf8.RuneCountInString(p.Title) < PostTitleMin {
		v.Add("title", "too_short", fmt.Sprintf("Title must be at least %d characters", PostTitleMin))
	}
	v.Text("title", "Title", p.Title, PostTitleMax, false)
	if utf8.RuneCountInString(p.Content) < PostContentMin {
		v.Add("content", "too_short", fmt.Sprintf("Content must be at least %d characters", PostContentMin))
	}
	v.Text("content", "Content", p.Content, PostContentMax, true)
	checkImage(&v, "image", p.Image)
	if p.Category == "" {
		p.Category = DefaultPostCategory
	}
	v.Text("category", "Category", p.Category, PostCategoryMax, false)
	switch in.IsPublished {
	case FlagUnset, FlagTrue:
		p.IsPublished = true
	case FlagInvalid:
		v.Add("isPublished", "not_boolean", "isPublished must be true or false")
	}
	return p, v.Err()
}

// AllPosts are every post, drafts included, newest first (the editor).
func (s *Service) AllPosts(ctx context.Context) ([]model.BlogPost, error) {
	return s.store.ListAllPosts(ctx)
}

// PublicPost is a blog post as visitors see it (no draft flag or edit time).
type PublicPost struct {
	ID        int64     `json:"id"`
	Title     string    `json:"title"`
	Content   string    `json:"content"`
	Image     string    `json:"image"`
	Category  string    `json:"category"`
	CreatedAt time.Time `json:"createdAt"`
}

// PublishedPosts are the posts visitors see, newest first.
func (s *Service) PublishedPosts(ctx context.Context) ([]PublicPost, error) {
	posts, err := s.store.ListPublishedPosts(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]PublicPost, len(posts))
	for i, p := range posts {
		out[i] = PublicPost{ID: p.ID, Title: p.Title, Content: p.Content, Image: p.Image, Category: p.Category, CreatedAt: p.CreatedAt}
	}
	return out, nil
}

// CreatePost checks and stores a new post and answers it as stored.
func (s *Service) CreatePost(ctx context.Context, in PostInput) (*model.BlogPost, error) {
	p, err := CheckPost(in)
	if err != nil {
		return nil, err
	}
	now := s.now().UTC()
	p.CreatedAt, p.UpdatedAt = now, now
	if err := s.store.CreatePost(ctx, &p); err != nil {
		return nil, err
	}
	got, err := s.store.GetPost(ctx, p.ID)
	if err != nil {
		return nil, fmt.Errorf("read new post %d: %w", p.ID, err)
	}
	s.publish(ctx, bus.BlogChanged{PostID: p.ID})
	return got, nil
}

// UpdatePost replaces the editable fields of post id.
func (s *Service) UpdatePost(ctx context.Context, id int64, in PostInput) (*model.BlogPost, error) {
	p, err := CheckPost(in)
	if err != nil {
		return nil, err
	}
	p.ID, p.UpdatedAt = id, s.now().UTC()
	old, err := s.store.GetPost(ctx, id)
	if err != nil {
		return nil, notFound(err, "Post not found")
	}
	if err := s.store.UpdatePost(ctx, &p); err != nil {
		return nil, notFound(err, "Post not found")
	}
	images.Forget(ctx, s.blob, s.log, old.Image, p.Image)
	s.publish(ctx, bus.BlogChanged{PostID: id})
	return &p, nil
}

// DeletePost removes post id.
func (s *Service) DeletePost(ctx context.Context, id int64) error {
	old, err := s.store.GetPost(ctx, id)
	if err != nil {
		return notFound(err, "Post not found")
	}
	if err := s.store.DeletePost(ctx, id); err != nil {
		return notFound(err, "Post not found")
	}
	images.Forget(ctx, s.blob, s.log, old.Image, "")
	s.publish(ctx, bus.BlogChanged{PostID: id})
	return nil
}
