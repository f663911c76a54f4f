// Opens a payment slip in a new tab. The tab is opened during the click (so
// popup blockers allow it) and only pointed at the file once the server
// confirms it is there; otherwise it is closed again and the admin gets the
// 'Download Failed' toast (spec 2 §8) instead of a JSON error page.
import { toast } from "@/components/ui/use-toast";
import { paymentFileHref } from "./paymentLogic";

function failed() {
  toast({ title: "Download Failed", description: "Could not open the file", variant: "destructive" });
}

export async function openPaymentFile(fileUrl: string | null | undefined): Promise<boolean> {
  const href = paymentFileHref(fileUrl);
  if (!href) {
    failed();
    return false;
  }
  const win = window.open("", "_blank");
  try {
    const res = await fetch(href, { method: "HEAD", credentials: "include" });
    if (!res.ok) throw new Error(`${res.status}`);
  } catch {
    win?.close();
    failed();
    return false;
  }
  if (win) {
    // The blank tab is ours (same origin): cut the link back to this page
    // before loading the file in it.
    win.opener = null;
    win.location.href = href;
  } else {
    // The first open was blocked; try again now that the file is known to
    // exist (with noopener the call returns null even when it worked).
    window.open(href, "_blank", "noopener");
  }
  return true;
}
