import { describe, expect, it } from "vitest";
import { TV_HOLD_MS, TV_PAGE_MS, TV_PAGE_OVERLAP_PX, TV_SPEED_PX_S, tvAdvance } from "./LeaderboardTv";

// A 1080-high screen showing a field three screens long.
const VIEW = 800;
const CONTENT = 2400;
const MAX = CONTENT - VIEW;

describe("tvAdvance", () => {
  it("never moves a field that fits the screen", () => {
    expect(tvAdvance(0, VIEW, 600, "scroll", 1000)).toEqual({ offset: 0, holdMs: TV_PAGE_MS });
    expect(tvAdvance(0, VIEW, 600, "page")).toEqual({ offset: 0, holdMs: TV_PAGE_MS });
  });

  it("glides down at a steady speed, frame by frame", () => {
    expect(tvAdvance(0, VIEW, CONTENT, "scroll", 1000)).toEqual({ offset: TV_SPEED_PX_S, holdMs: 0 });
    expect(tvAdvance(100, VIEW, CONTENT, "scroll", 500)).toEqual({ offset: 100 + TV_SPEED_PX_S / 2, holdMs: 0 });
    // The first frame after a hold has no elapsed time: it does not jump.
    expect(tvAdvance(100, VIEW, CONTENT, "scroll", 0)).toEqual({ offset: 100, holdMs: 0 });
  });

  it("stops at the bottom and holds, then goes back to the top and holds there", () => {
    const end = tvAdvance(MAX - 5, VIEW, CONTENT, "scroll", 1000);
    expect(end).toEqual({ offset: MAX, holdMs: TV_HOLD_MS });
    expect(tvAdvance(end.offset, VIEW, CONTENT, "scroll", 16)).toEqual({ offset: 0, holdMs: TV_HOLD_MS });
  });

  it("with reduced motion, pages a screen at a time (a little overlap) and wraps after the last", () => {
    const step = VIEW - TV_PAGE_OVERLAP_PX;
    const p1 = tvAdvance(0, VIEW, CONTENT, "page");
    expect(p1).toEqual({ offset: step, holdMs: TV_PAGE_MS });
    const p2 = tvAdvance(p1.offset, VIEW, CONTENT, "page");
    expect(p2).toEqual({ offset: 2 * step, holdMs: TV_PAGE_MS });
    const p3 = tvAdvance(p2.offset, VIEW, CONTENT, "page");
    expect(p3).toEqual({ offset: MAX, holdMs: TV_PAGE_MS });
    expect(tvAdvance(p3.offset, VIEW, CONTENT, "page")).toEqual({ offset: 0, holdMs: TV_HOLD_MS });
  });

  it("every offset it gives stays within the field", () => {
    for (const motion of ["scroll", "page"] as const) {
      let offset = 0;
      for (let i = 0; i < 500; i++) {
        offset = tvAdvance(offset, VIEW, CONTENT, motion, 250).offset;
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(MAX);
      }
    }
  });
});
