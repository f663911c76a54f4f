import { describe, expect, it } from "vitest";
import type { PaymentAnalyticsRow } from "@/features/payments/types";
import {
  analyticsBars,
  lastPageOffset,
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

describe("analyticsBars", () => {
  const a = (eventId: number, paidCount: number, unpaidCount: number): PaymentAnalyticsRow => ({
    eventId,
    eventTitle: `E${eventId}`,
    eventDate: "2026-12-05",
    paidCount,
    unpaidCount,
    paidAmount: paidCount * 144,
    unpaidAmount: unpaidCount * 144,
  });

  it("scales every bar to the busiest event", () => {
    const [b1, b2] = analyticsBars([a(1, 3, 1), a(2, 0, 2)]);
    expect(b1).toMatchObject({ total: 4, paidPct: 75, unpaidPct: 25 });
    expect(b2).toMatchObject({ total: 2, paidPct: 0, unpaidPct: 50 });
  });

  it("zero registrations everywhere gives empty bars, not NaN", () => {
    const [b] = analyticsBars([a(1, 0, 0)]);
    expect(b).toMatchObject({ total: 0, paidPct: 0, unpaidPct: 0 });
  });
});
