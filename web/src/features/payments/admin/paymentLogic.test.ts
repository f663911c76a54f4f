import { describe, expect, it } from "vitest";
import type { PayFigures } from "@/features/payments/types";
import {
  lastPageOffset,
  moneyBar,
  rangeProblem,
  pageInfo,
  parseReferenceFilter,
  REFERENCE_FILTERS,
} from "./paymentLogic";

describe("paging", () => {
  it("says which rows of how many a page shows", () => {
    expect(pageInfo(0, 12, 12, 30)).toEqual({ from: 1, to: 12, page: 1, pages: 3, hasPrev: false, hasNext: true });
    expect(pageInfo(24, 12, 6, 30)).toEqual({ from: 25, to: 30, page: 3, pages: 3, hasPrev: true, hasNext: false });
    expect(pageInfo(0, 12, 0, 0)).toEqual({ from: 0, to: 0, page: 1, pages: 1, hasPrev: false, hasNext: false });
  });

  it("steps back to the last page that has rows", () => {
    expect(lastPageOffset(24, 12)).toBe(12);
    expect(lastPageOffset(25, 12)).toBe(24);
    expect(lastPageOffset(0, 12)).toBe(0);
  });

  it("opens on the review queue unless the address names another filter", () => {
    expect(parseReferenceFilter(null)).toBe("awaiting");
    expect(parseReferenceFilter("paid")).toBe("paid");
    expect(parseReferenceFilter("all")).toBe("all");
    expect(parseReferenceFilter("bogus")).toBe("awaiting");
    expect(REFERENCE_FILTERS[0].value).toBe("awaiting");
  });
});

describe("moneyBar", () => {
  const f = (collected: number, outstanding: number, awaiting: number): PayFigures => ({
    collected: { count: 1, amount: collected },
    outstanding: { count: 2, amount: outstanding },
    awaiting: { count: 1, amount: awaiting },
    unpriced: 0,
  });

  it("splits outstanding into awaiting review and unpaid, to the sen", () => {
    expect(moneyBar("Dec 2026", f(120, 300.5, 180.3))).toEqual({ label: "Dec 2026", collected: 120, awaiting: 180.3, unpaid: 120.2 });
  });

  it("nothing outstanding gives zero parts, never negative", () => {
    expect(moneyBar("Jan 2027", f(0, 0, 0))).toEqual({ label: "Jan 2027", collected: 0, awaiting: 0, unpaid: 0 });
  });
});

describe("rangeProblem", () => {
  it.each([
    ["2026-06-01", "2027-05-31", null],
    ["2026-06-01", "2026-06-01", null],
    ["2024-01-01", "2026-12-31", null],
    ["2024-01-01", "2027-01-01", "long"],
    ["2026-06-02", "2026-06-01", "order"],
    ["", "2026-06-01", "invalid"],
    ["2026-06-01", "2026-13-01", "invalid"],
  ] as const)("%s to %s → %s", (from, to, want) => {
    expect(rangeProblem(from, to)).toBe(want);
  });
});
