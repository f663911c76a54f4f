package content

import (
	"context"
	"errors"

	"golfclub/internal/apperr"
	"golfclub/internal/images"
)

// checkImage accepts an empty image or a path on this site; an address on
// another site is refused, as the content security policy would block it
// (docs/decisions/042-image-uploads.md).
func checkImage(v *apperr.Validation, field, ref string) {
	if !images.CheckRef(ref) {
		v.Add(field, "invalid_image_link", "Upload the picture; pictures from other sites cannot be shown")
	}
}

// UploadImage processes an admin's picture for an event, post or gallery
// photo and stores its sizes. The form then saves the answer's URL.
func (s *Service) UploadImage(ctx context.Context, data []byte) (images.Uploaded, error) {
	if s.blob == nil {
		return images.Uploaded{}, errors.New("no blob store configured")
	}
	return images.Save(ctx, s.blob, data)
}
