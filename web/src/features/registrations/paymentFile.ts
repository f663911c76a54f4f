// Where an admin reads a registration's payment slip.
const FILE_PATH = "/api/admin/payment-reference-file/payment-references/";

/**
 * The stored file's id: the last path segment of paymentReferenceFileUrl
 * (whatever prefix the upload used), without query or fragment.
 */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0];
  const seg = path.split("/").filter(Boolean).pop();
  if (!seg) return null;
  let decoded = seg;
  try {
    decoded = decodeURIComponent(seg);
  } catch {
    // malformed escapes: use the segment as it is
  }
  if (decoded === "." || decoded === "..") return null;
  return decoded;
}

/** The admin-only address that streams the slip, or null without a file. */
export function paymentFileHref(url: string | null | undefined): string | null {
  const id = fileIdFromUrl(url);
  return id ? FILE_PATH + encodeURIComponent(id) : null;
}
