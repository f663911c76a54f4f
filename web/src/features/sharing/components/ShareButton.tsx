// "Share": the device's share sheet when the browser has one (WhatsApp is
// among its targets on a phone); otherwise, or when the sheet fails, a
// link that opens WhatsApp with the message filled in, in a new tab so
// this page stays open.
import { useState } from "react";
import { Share2Icon } from "lucide-react";
import { Button, buttonVariants } from "@/shared/ui/button";
import { cn } from "@/shared/lib/utils";
import { trackEvent } from "@/shared/lib/analytics";
import { canShareNatively, whatsAppHref, type SharePayload } from "../share";

/** The shared page's path ("/events/12"): what the share is counted under. */
function sharedPath(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname.slice(0, 64);
  } catch {
    return "";
  }
}

export interface ShareButtonProps {
  payload: SharePayload;
  /** The button's text ("Share"). */
  label: string;
  /** The fallback link's text ("Share on WhatsApp"). */
  whatsAppLabel: string;
  variant?: "default" | "outline";
  className?: string;
}

export function ShareButton({ payload, label, whatsAppLabel, variant = "outline", className }: ShareButtonProps) {
  const [sheetFailed, setSheetFailed] = useState(false);
  if (sheetFailed || !canShareNatively(payload)) {
    return (
      <a
        href={whatsAppHref(payload)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant }), className)}
        data-testid="share-whatsapp"
        onClick={() => trackEvent("share_tapped", sharedPath(payload.url))}
      >
        <Share2Icon aria-hidden="true" />
        {whatsAppLabel}
      </a>
    );
  }
  const share = async () => {
    trackEvent("share_tapped", sharedPath(payload.url));
    try {
      await navigator.share(payload);
    } catch (err) {
      // Closing the sheet is not a failure; anything else leaves the
      // WhatsApp link to tap instead.
      if (!(err instanceof DOMException && err.name === "AbortError")) setSheetFailed(true);
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void share()}>
      <Share2Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
