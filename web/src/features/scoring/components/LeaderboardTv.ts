// The clubhouse TV's motion through the field, as a pure step function: the
// screen asks where the list should be next and how long to hold there.
// Scrolling glides down at a steady speed, holds at the bottom, then starts
// again from the top. With prefers-reduced-motion it pages instead: a whole
// screen at a time, held long enough to read.
export type TvMotion = "scroll" | "page";

/** Pixels a second while gliding: a row of the TV's type about every 2 s. */
export const TV_SPEED_PX_S = 40;
/** Held at the top before moving, and at the bottom before going back. */
export const TV_HOLD_MS = 6000;
/** How long one page shows in paging mode. */
export const TV_PAGE_MS = 10_000;
/** Rows kept on screen from the page before, so the eye finds its place. */
export const TV_PAGE_OVERLAP_PX = 80;

export interface TvStep {
  /** How far the list is moved up, in px. */
  offset: number;
  /** Wait this long before the next step (0: next frame). */
  holdMs: number;
}

/**
 * The next position of the list. `elapsedMs` is the time since the last
 * step (scrolling only). A list that fits the screen never moves.
 */
export function tvAdvance(offset: number, viewport: number, content: number, motion: TvMotion, elapsedMs = 0): TvStep {
  const max = Math.max(0, content - viewport);
  if (max === 0) return { offset: 0, holdMs: TV_PAGE_MS };
  if (offset >= max) return { offset: 0, holdMs: TV_HOLD_MS };
  if (motion === "page") {
    const next = Math.min(max, offset + Math.max(1, viewport - TV_PAGE_OVERLAP_PX));
    return { offset: next, holdMs: TV_PAGE_MS };
  }
  const next = Math.min(max, offset + (TV_SPEED_PX_S * Math.max(0, elapsedMs)) / 1000);
  return { offset: next, holdMs: next >= max ? TV_HOLD_MS : 0 };
}
