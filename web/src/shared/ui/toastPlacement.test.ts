import { describe, expect, it } from "vitest";
import { intersects, toastShift, type Box } from "./toastPlacement";

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A 390×844 phone; the toast 80 px tall, bottom of the screen above the tab bar.
const screen = { top: 8, bottom: 836 };
const toast = box(12, 680, 366, 80);

describe("toastShift", () => {
  it("leaves the toast where it is when nothing is under it", () => {
    expect(toastShift(toast, [box(16, 100, 200, 44)], screen)).toBe(0);
  });

  it("moves it to the top when the bottom holds buttons (a full-screen dialog's action bar)", () => {
    const bar = [box(20, 700, 170, 44), box(200, 700, 170, 44)];
    const dy = toastShift(toast, bar, screen);
    expect(toast.top + dy).toBe(screen.top);
    expect(bar.some((b) => intersects({ ...toast, top: toast.top + dy, bottom: toast.bottom + dy }, b))).toBe(false);
  });

  it("finds the first free band from the top when the top and the bottom both hold buttons", () => {
    const close = box(338, 8, 44, 44);
    const bar = [box(20, 720, 350, 44), box(20, 772, 170, 44), box(200, 772, 170, 44)];
    const dy = toastShift(toast, [close, ...bar], screen);
    const placed = { ...toast, top: toast.top + dy, bottom: toast.bottom + dy };
    expect(placed.top).toBeGreaterThanOrEqual(52 + 4);
    expect(placed.top).toBeLessThan(70);
    expect([close, ...bar].some((b) => intersects(placed, b, 4))).toBe(false);
  });

  it("keeps its current shift while that place is still free (no jumping)", () => {
    const bar = [box(20, 700, 350, 44)];
    expect(toastShift(toast, bar, screen, -300)).toBe(-300);
  });

  it("ignores controls beside it, not under it (a wide screen's corner toast)", () => {
    const desktopToast = box(860, 700, 400, 80);
    expect(toastShift(desktopToast, [box(300, 720, 120, 44)], { top: 8, bottom: 792 })).toBe(0);
  });

  it("when every place covers something, takes the one covering fewest", () => {
    const controls = [box(0, 8, 390, 500), box(0, 520, 390, 44), box(0, 600, 390, 44), box(0, 700, 390, 136)];
    const dy = toastShift(toast, controls, screen);
    const placed = { ...toast, top: toast.top + dy, bottom: toast.bottom + dy };
    expect(controls.filter((c) => intersects(placed, c, 4))).toHaveLength(1);
  });
});
