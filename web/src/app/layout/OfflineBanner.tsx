import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { WifiIcon, WifiOffIcon } from "lucide-react";
import { EVENTS_KEY } from "@/features/events/api/events";
import { useOnlineStatus } from "@/shared/hooks/useOnlineStatus";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";

/** 'Offline mode …' while offline; 'Back online! …' for 3 s after. */
export function OfflineBanner({ className }: { className?: string }) {
  const { online, justRecovered } = useOnlineStatus();
  const t = useT();
  const queryClient = useQueryClient();
  // Make the banner's promise true: fetch the events again on reconnect.
  useEffect(() => {
    if (justRecovered) void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  }, [justRecovered, queryClient]);
  if (online && !justRecovered) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "fixed inset-x-0 z-30 flex items-center justify-center gap-2 px-4 py-2 text-center text-sm font-medium shadow-sm",
        online ? "bg-success-soft text-success-soft-foreground" : "bg-sand text-sand-foreground",
        className,
      )}
    >
      {online ? (
        <>
          <WifiIcon className="size-4" aria-hidden="true" /> {t("offline.back")}
        </>
      ) : (
        <>
          <WifiOffIcon className="size-4" aria-hidden="true" /> {t("offline.mode")}
        </>
      )}
    </div>
  );
}
