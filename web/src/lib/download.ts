// Saves a URL's content as a file: fetched as a blob (so cross-page
// redirects and content types don't matter) and clicked through an
// <a download>. Payment QR codes are always saved as PNG: a phone's photo
// gallery and banking apps open PNG, not SVG or WebP.

/** Saves blob as fileName through a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement("a");
    a.href = href;
    a.download = fileName;
    a.rel = "noopener";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before freeing it.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
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
