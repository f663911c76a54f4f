import { describe, expect, it } from "vitest";
import { formatStatChange } from "./statChange";

describe("formatStatChange", () => {
  it("shows the direction and the percentage", () => {
    expect(formatStatChange({ value: 12, changePct: 20 })).toEqual({ label: "▲ 20%", direction: "up", good: true });
    expect(formatStatChange({ value: 8, changePct: -33.3 })).toEqual({ label: "▼ 33.3%", direction: "down", good: false });
    expect(formatStatChange({ value: 8, changePct: 12.25 }).label).toBe("▲ 12.3%");
    expect(formatStatChange({ value: 1200, changePct: 1500 }).label).toBe("▲ 1,500%");
  });
  it("shows a count, not a percentage, when the previous figure is small", () => {
    expect(formatStatChange({ value: 4, previous: 1, changePct: 300 })).toEqual({ label: "▲ 3", direction: "up", good: true });
    expect(formatStatChange({ value: 2, previous: 5, changePct: -60 }, false)).toEqual({ label: "▼ 3", direction: "down", good: true });
    expect(formatStatChange({ value: 3, previous: 3, changePct: 0 }).label).toBe("No change");
    expect(formatStatChange({ value: 30, previous: 20, changePct: 50 }).label).toBe("▲ 50%");
  });
  it("says New when there was nothing before", () => {
    expect(formatStatChange({ value: 3, changePct: null })).toEqual({ label: "New", direction: "new", good: null });
    expect(formatStatChange({ value: 0, changePct: null }).label).toBe("0%");
  });
  it("is flat at zero and colours by what is good for the club", () => {
    expect(formatStatChange({ value: 5, changePct: 0 })).toEqual({ label: "0%", direction: "flat", good: null });
    // More pending payments is bad news; fewer is good.
    expect(formatStatChange({ value: 5, changePct: 10 }, false).good).toBe(false);
    expect(formatStatChange({ value: 5, changePct: -10 }, false).good).toBe(true);
  });
});
