// Files saved or opened from the app. Everything is fetched first, as a
// blob, and the answer checked: a plain <a href> would show a JSON error
// page or a blank tab on a 404, and inside an installed PWA on iOS it opens
// the file in a viewer with no way back. A blob saved through an object URL
// works everywhere and lets us toast on failure instead. Payment QR codes
// are always saved as PNG: a phone's photo gallery and banking apps open
// PNG, not SVG or WebP.
import { t } from "@/shared/i18n/i18n";
import { toast } from "@/shared/ui/use-toast";

/** The file name from a Content-Disposition header, if it names one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // malformed percent-encoding: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) return (plain[2] ?? plain[1]).trim();
  return null;
}

/** Saves blob as fileName through a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement("a");
    a.href = href;
    a.download = fileName;
    a.rel = "noopener";
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser time to start the download before freeing it.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return res.blob();
}

/** The side of the PNG a non-PNG image is drawn into: sharp enough to scan. */
export const PNG_SIZE = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("the image could not be read"));
    img.src = src;
  });
}

/** blob (any image type the browser can draw) as a PNG on white. */
export async function toPng(blob: Blob, size = PNG_SIZE): Promise<Blob> {
  const src = URL.createObjectURL(blob);
  try {
    const img = await loadImage(src);
    const w = img.naturalWidth || size;
    const h = img.naturalHeight || size;
    const scale = size / Math.max(w, h);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no canvas");
    // QR codes need a light quiet zone; transparent pixels would show black in some viewers.
    ctx.fillStyle = "white";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG encoding failed"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(src);
  }
}

/** Saves the image at url as baseName.png, converting it when it is not a PNG. */
export async function downloadImageAsPng(url: string, baseName: string): Promise<void> {
  const blob = await fetchBlob(url);
  const png = blob.type.startsWith("image/png") ? blob : await toPng(blob);
  saveBlob(png, `${baseName}.png`);
}

/** Types shown in a tab; others (Word files) are only ever saved. */
const VIEWABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"]);

function failed() {
  toast({ title: t("common.downloadFailed"), description: t("common.fileNotOpened"), variant: "destructive" });
}

/**
 * Opens a payment slip from href (the member's own file, or the admin
 * route to any member's). The file is fetched first and the answer
 * checked, so a missing file (404), a server error or a dropped connection
 * gives the 'Download Failed' toast (spec 2 §8) and opens no tab, instead of
 * a JSON error page, a blank tab or a navigation away. A file a browser
 * shows safely (an image or a PDF) opens in a new tab (spec 2 §7); anything
 * else, or when the browser blocks the new tab, is saved as a download.
 * Resolves whether the file was opened or saved.
 */
export async function openPaymentFile(href: string | null | undefined): Promise<boolean> {
  if (!href) {
    failed();
    return false;
  }
  let blob: Blob;
  let name: string;
  try {
    const res = await fetch(href, { credentials: "include" });
    if (!res.ok) throw new Error(`${res.status}`);
    const type = (res.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    name = filenameFromDisposition(res.headers.get("Content-Disposition")) ?? href.split("/").pop() ?? "payment-slip";
    // A blob URL runs in this origin: only types that cannot carry script
    // keep their type; everything else is saved as plain bytes.
    blob = new Blob([await res.arrayBuffer()], { type: VIEWABLE.has(type) ? type : "application/octet-stream" });
    if (blob.size === 0) throw new Error("empty file");
  } catch {
    failed();
    return false;
  }
  if (VIEWABLE.has(blob.type)) {
    const url = URL.createObjectURL(blob);
    const win = window.open(url, "_blank");
    if (win) {
      win.opener = null;
      // The tab has loaded the bytes by then; free them.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return true;
    }
    URL.revokeObjectURL(url);
  }
  saveBlob(blob, name);
  return true;
}
