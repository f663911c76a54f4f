// Saves a URL's content as a file: fetched as a blob (so cross-page
// redirects and content types don't matter) and clicked through an
// <a download>.
const EXT: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "image/gif": "gif",
};

export async function downloadFile(url: string, baseName: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const blob = await res.blob();
  const ext = EXT[blob.type.split(";")[0].trim()] ?? "png";
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement("a");
    a.href = href;
    a.download = `${baseName}.${ext}`;
    a.rel = "noopener";
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before freeing it.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
}
