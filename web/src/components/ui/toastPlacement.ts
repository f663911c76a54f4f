// Where a toast may sit, so that it never covers a button (at its usual
// place the success toast would cover the dialog's buttons on phones).
// The toaster keeps its usual place (bottom, above the
// tab bar on phones; bottom right on wide screens) when no control is under
// it; otherwise it moves the toast up or down to the first place where it
// covers none: the top of the screen first, then every place from the top
// down. Pure, so the rule is tested without a layout engine; the toaster
// measures the page and applies the shift.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacementOptions {
  /** How finely to search, in px. */
  step?: number;
  /** Space to keep between the toast and a control, in px. */
  gap?: number;
}

export function intersects(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

const shifted = (b: Box, dy: number): Box => ({ ...b, top: b.top + dy, bottom: b.bottom + dy });

/**
 * How far (px, down is positive) to move the toast, which sits at `toast`
 * when not moved, so that it covers none of `controls` and stays within
 * `screen`. Tries the current shift first (a toast that is fine where it is
 * does not jump), then its own place, then the top, then each place from the
 * top down. When every place covers something, the one covering fewest wins.
 */
export function toastShift(
  toast: Box,
  controls: readonly Box[],
  screen: { top: number; bottom: number },
  current = 0,
  { step = 4, gap = 4 }: PlacementOptions = {},
): number {
  const height = toast.bottom - toast.top;
  if (height <= 0 || height > screen.bottom - screen.top) return 0;
  const fits = (dy: number) => toast.top + dy >= screen.top - 0.5 && toast.bottom + dy <= screen.bottom + 0.5;
  const candidates = [current, 0, screen.top - toast.top];
  for (let y = screen.top; y + height <= screen.bottom; y += step) candidates.push(y - toast.top);

  let best = 0;
  let fewest = Infinity;
  for (const dy of candidates) {
    if (dy !== 0 && !fits(dy)) continue;
    const box = shifted(toast, dy);
    const hits = controls.reduce((n, c) => n + (intersects(box, c, gap) ? 1 : 0), 0);
    if (hits === 0) return dy;
    if (hits < fewest) {
      fewest = hits;
      best = dy;
    }
  }
  return best;
}
