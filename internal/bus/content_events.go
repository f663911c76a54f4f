package bus

// The website content's events, published by internal/content after the
// change has committed. The public reads of settings, blog and gallery
// are cached until one of these arrives.

// SettingsChanged: an admin saved the club settings.
type SettingsChanged struct{}

// BlogChanged: an admin created, changed or deleted a blog post.
type BlogChanged struct {
	PostID int64 `json:"postId"`
}

// PhotosChanged: an admin added a photo to the gallery or removed one.
type PhotosChanged struct {
	PhotoID int64 `json:"photoId"`
}

func (SettingsChanged) EventName() string { return "settings.changed" }
func (BlogChanged) EventName() string     { return "blog.changed" }
func (PhotosChanged) EventName() string   { return "photos.changed" }
