// Responsive sizes of the shipped photographs. A photograph at
// /demo/photos/SLUG.jpg (a 960 px JPEG) has WebP copies beside it at 480
// and 960 px wide, and the home hero also at 1600 px (scripts/demo-photos.sh).
// An admin's upload (/api/files/images/img-ID-W, internal/images) has JPEG
// sizes at the standard widths below its largest width W.

const PHOTO = /^\/demo\/photos\/([a-z0-9-]+)\.jpg$/;

/** The photograph behind the home page's hero (internal/demo.HeroPhoto). */
export const HERO_PHOTO = "/demo/photos/course-hills.jpg";

/** The WebP srcset of a shipped photograph, or null for any other URL. */
export function webpSrcSet(url: string, widths: readonly number[] = [480, 960]): string | null {
  const m = PHOTO.exec(url);
  if (!m) return null;
  return widths.map((w) => `/demo/photos/${m[1]}-${w}.webp ${w}w`).join(", ");
}

/** `sizes` for the common layouts, so phones fetch the 480 px copy. */
export const IMAGE_SIZES = {
  /** Event cards: one column on phones, up to three across on desktop. */
  eventCard: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  /** Gallery grid: two columns on phones, four on desktop. */
  galleryTile: "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw",
  /** Gallery's enlarged view. */
  galleryLarge: "(min-width: 896px) 896px, 100vw",
  /** Blog post header image. */
  blogPost: "(min-width: 768px) 720px, 100vw",
  /** Full-width hero. */
  hero: "100vw",
} as const;

/** Widths the server makes of an upload (internal/images.Widths). */
const UPLOAD_WIDTHS = [480, 960, 1600] as const;
const UPLOAD = /^\/api\/files\/images\/img-([0-9a-f]{32})-([1-9][0-9]{0,3})$/;

/** The srcset of an uploaded picture (as internal/images.Srcset), or null for any other URL. */
export function uploadSrcSet(url: string): string | null {
  const m = UPLOAD.exec(url);
  if (!m) return null;
  const top = Number(m[2]);
  if (top > UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]) return null;
  const widths = [...UPLOAD_WIDTHS.filter((w) => w < top), top];
  return widths.map((w) => `/api/files/images/img-${m[1]}-${w} ${w}w`).join(", ");
}
