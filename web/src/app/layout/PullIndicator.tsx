import { RotateCwIcon } from "lucide-react";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { PULL_THRESHOLD } from "./usePullToRefresh";

/** The round arrow that follows the finger, then spins while refreshing. */
export function PullIndicator({ distance, refreshing }: { distance: number; refreshing: boolean }) {
  const t = useT();
  if (distance <= 0 && !refreshing) return null;
  const y = refreshing ? 56 : Math.min(distance, PULL_THRESHOLD + 20) - 8;
  const ready = distance >= PULL_THRESHOLD;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+3.5rem)] z-30 flex justify-center"
      style={{ transform: `translateY(${y - 40}px)`, transition: distance > 0 ? "none" : "transform 200ms ease-out" }}
    >
      <div
        role={refreshing ? "status" : undefined}
        className={cn(
          "flex h-10 items-center gap-2 rounded-full border border-border bg-card px-3 text-sm font-medium text-primary shadow-lg",
        )}
      >
        <RotateCwIcon
          className={cn("size-5", refreshing && "animate-spin")}
          style={refreshing ? undefined : { transform: `rotate(${distance * 3.6}deg)` }}
          aria-hidden="true"
        />
        <span className={cn(!refreshing && !ready && "sr-only")}>
          {refreshing ? t("ui.refreshing") : t("ui.releaseToRefresh")}
        </span>
      </div>
    </div>
  );
}
