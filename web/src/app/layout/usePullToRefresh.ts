// Pull-to-refresh for the mobile layout (spec 1 §4, §9): only when the page
// is scrolled to the top; the finger distance is halved and capped at
// threshold + 20 (so at most 100 px at the 80 px threshold); releasing past
// the threshold refreshes.
import { useEffect, useRef, useState } from "react";

export const PULL_THRESHOLD = 80;
export const PULL_MAX = PULL_THRESHOLD + 20;
export const PULL_SCALE = 0.5;

export function pullDistance(startY: number, currentY: number): number {
  return Math.max(0, Math.min((currentY - startY) * PULL_SCALE, PULL_MAX));
}

export function usePullToRefresh({
  enabled,
  onRefresh,
}: {
  enabled: boolean;
  /** Runs on release past the threshold; the indicator spins until it settles. */
  onRefresh: () => Promise<unknown> | void;
}) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const current = useRef(0);
  const busy = useRef(false);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    if (!enabled) return;
    const atTop = () => (window.scrollY || document.documentElement.scrollTop) <= 0;
    // A dialog or sheet is open (Radix locks the body): leave gestures alone.
    const locked = () => document.body.hasAttribute("data-scroll-locked");

    const onStart = (e: TouchEvent) => {
      if (busy.current || e.touches.length !== 1 || !atTop() || locked()) {
        start.current = null;
        return;
      }
      start.current = e.touches[0].clientY;
      current.current = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (start.current === null) return;
      if (!atTop()) {
        start.current = null;
        current.current = 0;
        setDistance(0);
        return;
      }
      const d = pullDistance(start.current, e.touches[0].clientY);
      current.current = d;
      setDistance(d);
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      const reached = current.current >= PULL_THRESHOLD;
      current.current = 0;
      setDistance(0);
      if (!reached) return;
      busy.current = true;
      setRefreshing(true);
      Promise.resolve()
        .then(() => refreshRef.current())
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRefreshing(false);
        });
    };

    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchmove", onMove, { passive: true });
    window.addEventListener("touchend", onEnd);
    window.addEventListener("touchcancel", onEnd);
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchmove", onMove);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("touchcancel", onEnd);
    };
  }, [enabled]);

  return { distance, refreshing };
}
