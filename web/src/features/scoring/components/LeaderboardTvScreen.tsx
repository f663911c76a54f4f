// The clubhouse TV (/events/{id}/leaderboard?tv=1): the whole screen, no
// site frame, type large enough to read across the bar at 1920×1080. The
// field moves by itself (LeaderboardTv.ts): a slow glide, or whole pages
// for prefers-reduced-motion. The screen is kept awake with the Screen Wake
// Lock API; the browser drops the lock when the tab is hidden, so it is
// asked for again each time the tab shows.
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { RadioIcon, XIcon } from "lucide-react";
import { formatLongDate } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import type { Leaderboard } from "../types";
import { formatScore, shownRows, thruText, toPar } from "./LeaderboardView";
import { TV_HOLD_MS, tvAdvance, type TvMotion } from "./LeaderboardTv";

interface WakeLockLike {
  release: () => Promise<void>;
}
interface WakeLockApi {
  request: (type: "screen") => Promise<WakeLockLike>;
}

/** Keeps the screen on while mounted, where the browser can. */
export function useWakeLock(): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!api) return;
    let lock: WakeLockLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      api.request("screen").then(
        (l) => {
          if (stopped) void l.release().catch(() => undefined);
          else lock = l;
        },
        () => undefined, // refused (battery saver, no permission): the TV may dim
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Moves the list inside the viewport by itself. The transform is set on
 *  the element, not through state: a frame redraws no React rows. */
function useTvMotion(viewport: React.RefObject<HTMLDivElement | null>, list: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const motion: TvMotion = prefersReducedMotion() ? "page" : "scroll";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let offset = 0;
    let last = 0;
    const tick = (now: number) => {
      const el = list.current;
      const next = tvAdvance(offset, viewport.current?.clientHeight ?? 0, el?.scrollHeight ?? 0, motion, last ? now - last : 0);
      offset = next.offset;
      if (el) el.style.transform = `translateY(${-offset}px)`;
      if (next.holdMs > 0) {
        last = 0;
        timer = setTimeout(() => (frame = requestAnimationFrame(tick)), next.holdMs);
      } else {
        last = now;
        frame = requestAnimationFrame(tick);
      }
    };
    // Held at the top first.
    timer = setTimeout(() => (frame = requestAnimationFrame(tick)), TV_HOLD_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [viewport, list]);
}

export function LeaderboardTvScreen({ board }: { board: Leaderboard }) {
  const t = useT();
  useWakeLock();
  const viewport = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useTvMotion(viewport, list);
  const rows = shownRows(board.rows);
  const stableford = board.format === "stableford";
  const cols = "grid grid-cols-[7rem_minmax(0,1fr)_7rem_8rem_9rem] items-center gap-6 px-10";

  return (
    <div
      className="fixed inset-0 z-[65] flex flex-col overflow-hidden bg-primary-dark text-white"
      data-testid="leaderboard-tv"
      aria-label={t("leaderboard.tvLabel", { event: board.title })}
      role="region"
    >
      <header className="flex items-end justify-between gap-8 bg-gradient-to-r from-primary-dark via-primary to-fairway px-10 pt-8 pb-6">
        <div className="min-w-0">
          <p className="text-2xl font-semibold tracking-[0.12em] text-highlight uppercase">{formatLongDate(board.date)}</p>
          <h1 className="mt-1 truncate text-6xl font-extrabold tracking-tight">{board.title}</h1>
        </div>
        <div className="flex shrink-0 items-center gap-6">
          <p className="flex items-center gap-3 text-3xl font-bold">
            {board.finalised ? (
              t("leaderboard.final")
            ) : (
              <>
                <RadioIcon className="size-9 text-highlight" aria-hidden="true" />
                {t("leaderboard.live")}
              </>
            )}
          </p>
          {/* Small and quiet: a way back for whoever set the TV up. */}
          <Link
            href={paths.leaderboard(board.eventId)}
            aria-label={t("leaderboard.tvExit")}
            className="flex size-11 items-center justify-center rounded-full text-on-dark-muted hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <XIcon className="size-6" aria-hidden="true" />
          </Link>
        </div>
      </header>
      <div className={cn(cols, "border-b border-white/15 bg-black/20 py-4 text-2xl font-semibold tracking-wide text-on-dark-muted uppercase")} aria-hidden="true">
        <span>{t("leaderboard.pos")}</span>
        <span>{t("leaderboard.player")}</span>
        <span className="text-center">{t("leaderboard.thru")}</span>
        <span className="text-center">{t("leaderboard.today")}</span>
        <span className="text-right">{stableford ? t("leaderboard.points") : t("leaderboard.net")}</span>
      </div>
      <div ref={viewport} className="relative min-h-0 flex-1 overflow-hidden">
        <div ref={list} data-testid="leaderboard-tv-list">
          {rows.length === 0 ? (
            <p className="px-10 py-16 text-4xl text-on-dark-soft">{t("leaderboard.empty")}</p>
          ) : (
            <ol>
              {rows.map(({ row, label, out }, i) => (
                <li
                  key={row.registrationId}
                  className={cn(cols, "py-5 text-5xl", i % 2 === 1 && "bg-white/[0.04]", out && "text-on-dark-subtle")}
                >
                  <span className="font-extrabold tabular-nums">{label}</span>
                  <span className="flex min-w-0 items-center gap-4">
                    <span className="truncate font-semibold">{row.name}</span>
                    {row.holeInOne && (
                      <span className="shrink-0 rounded-full bg-highlight px-4 py-1 text-2xl font-bold text-highlight-foreground">{t("leaderboard.holeInOne")}</span>
                    )}
                  </span>
                  <span className="text-center tabular-nums">{out ? "" : thruText(row.thru, t("leaderboard.finished"))}</span>
                  <span className="text-center tabular-nums">{out || row.thru === 0 ? "" : toPar(row.today)}</span>
                  <span className="text-right font-extrabold text-highlight tabular-nums">{out ? row.status || row.label : formatScore(row, board.format)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
