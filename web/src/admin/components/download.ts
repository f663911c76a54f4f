// File downloads for the admin exports. The export endpoints need the admin
// cookie, so a plain <a href> would work on desktop but not inside an
// installed PWA on iOS (it opens the file in a viewer with no way back);
// fetching the file as a blob and saving it through an object URL works
// everywhere and lets us toast on failure instead of showing a JSON error
// page.
import { toast } from "@/components/ui/use-toast";

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

/** Saves a blob under a file name (used for server and client-made files). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches an export with the admin cookie and saves it. On failure shows
 * the toast 'Failed to export {kindLabel}' (spec 2 §8) and resolves false.
 */
export async function downloadExport(path: string, kindLabel: string): Promise<boolean> {
  try {
    const res = await fetch(path, { credentials: "include" });
    if (!res.ok) {
      let msg = "";
      try {
        const body = (await res.json()) as { message?: string };
        msg = body.message ?? "";
      } catch {
        // not JSON
      }
      throw new Error(msg || `${res.status}: ${res.statusText}`);
    }
    const blob = await res.blob();
    const fallback = path.split("/").filter(Boolean).slice(-2).join("-") + ".xlsx";
    saveBlob(blob, filenameFromDisposition(res.headers.get("Content-Disposition")) ?? fallback);
    return true;
  } catch (err) {
    toast({
      title: `Failed to export ${kindLabel}`,
      description: err instanceof Error ? err.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}
