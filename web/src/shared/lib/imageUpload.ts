// Uploads an admin's picture (POST /api/admin/images, docs/api.md) with real
// progress: XMLHttpRequest, since fetch cannot report upload progress.
import { apiErrorFrom } from "./api";

/** A stored picture as the server answers it. */
export interface UploadedImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/** The server's limit (internal/images.MaxBytes). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Why a file is refused before it is sent, or null when it may go. */
export function imageFileProblem(file: Pick<File, "size" | "type" | "name">): "tooLarge" | "heic" | "notImage" | null {
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  if (/heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)) return "heic";
  if (file.type && !file.type.startsWith("image/")) return "notImage";
  return null;
}

/** Sends file as the multipart field "file", reporting progress as 0–100. */
export function uploadImage(file: File, onProgress: (pct: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/images");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(100);
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
        }
        return;
      }
      reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.onabort = () => reject(new TypeError("aborted"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
