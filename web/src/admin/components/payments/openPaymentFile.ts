// Opens a payment slip. The file is fetched first and the answer checked,
// so a missing file (404), a server error or a dropped connection gives the
// 'Download Failed' toast (spec 2 §8) instead of a JSON error page, a blank
// tab or a navigation away from the admin screen. A file a browser shows
// safely (an image or a PDF) opens in a new tab (spec 2 §7); anything else,
// or when the browser blocks the new tab, is saved as a download.
import { toast } from "@/components/ui/use-toast";
import { filenameFromDisposition, saveBlob } from "@/admin/components/download";
import { paymentFileHref } from "./paymentLogic";

/** Types shown in a tab; others (Word files) are only ever saved. */
const VIEWABLE = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"]);

function failed() {
  toast({ title: "Download Failed", description: "Could not open the file", variant: "destructive" });
}

export async function openPaymentFile(fileUrl: string | null | undefined): Promise<boolean> {
  const href = paymentFileHref(fileUrl);
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
