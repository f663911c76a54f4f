// The new-notification banner (spec 1 §9: polled every 10 s, auto-dismissed
// after 8 s). It reads GET /api/notifications/check: while the live stream
// is open the `notifications` topic refetches it, while it is down it is
// polled every 10 s; iOS/Safari without push also checks every 30 s with
// the stream open (spec 1 §7). A notification is announced once: the last
// one shown is remembered for the browser session.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { BellRingIcon, XIcon } from "lucide-react";
import { useRealtimeContext } from "@/features/realtime";
import { pollsNotificationCheck } from "@/features/push";
import { api } from "@/shared/lib/api";
import { cn } from "@/shared/lib/utils";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export const CHECK_KEY = ["/api/notifications/check"] as const;
export const BANNER_POLL_MS = 10_000;
export const IOS_CHECK_MS = 30_000;
export const BANNER_MS = 8000;
const SEEN_KEY = "golfclub_banner_seen";

export interface NotificationCheck {
  hasNew: boolean;
  title: string;
  message: string;
}

function seen(): string | null {
  try {
    return sessionStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}
function markSeen(sig: string) {
  try {
    sessionStorage.setItem(SEEN_KEY, sig);
  } catch {
    // no storage: it may show again after a reload
  }
}

export function NotificationBanner({ className }: { className?: string }) {
  const t = useT();
  const { state } = useRealtimeContext();
  const interval = state === "open" ? (pollsNotificationCheck() ? IOS_CHECK_MS : false) : BANNER_POLL_MS;
  const check = useQuery({
    queryKey: CHECK_KEY,
    queryFn: () => api.get<NotificationCheck>(CHECK_KEY[0]),
    refetchInterval: interval,
    refetchIntervalInBackground: false,
  });
  const [shown, setShown] = useState<NotificationCheck | null>(null);

  const data = check.data;
  useEffect(() => {
    if (!data?.hasNew) return;
    const sig = `${data.title}\n${data.message}`;
    if (seen() === sig) return;
    markSeen(sig);
    setShown(data);
  }, [data]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div role="status" aria-live="polite" className={cn("pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-3 sm:justify-end sm:px-6", className)}>
      {shown && (
        <div
          data-testid="notification-banner"
          className="gc-banner-in pointer-events-auto mt-3 flex w-full max-w-md items-start gap-3 rounded-2xl border border-border bg-card p-3 pl-4 text-card-foreground shadow-xl"
        >
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
            <BellRingIcon className="size-5" />
          </span>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="text-sm font-semibold [overflow-wrap:anywhere]">{shown.title || t("bell.new")}</p>
            {shown.message && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{shown.message}</p>}
            <Link
              href={paths.member}
              onClick={() => setShown(null)}
              className="-ml-2 inline-flex min-h-11 w-fit items-center rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t("bell.open")}
            </Link>
          </div>
          <button
            type="button"
            onClick={() => setShown(null)}
            aria-label={t("bell.closeBanner")}
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <XIcon className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
