import { describe, expect, it } from "vitest";
import type { PaymentAnalyticsRow, PaymentReferenceRow } from "@/admin/types";
import {
  analyticsBars,
  fileIdFromUrl,
  filterReferences,
  paymentCounters,
  paymentFileHref,
} from "./paymentLogic";

const row = (id: number, patch: Partial<PaymentReferenceRow> = {}): PaymentReferenceRow => ({
  id,
  eventId: 1,
  eventTitle: "Monthly Medal",
  eventDate: "2026-12-05",
  registrationCreatedAt: "2026-11-20T02:00:00Z",
  memberName: `Member ${id}`,
  memberPhone: `01234567${String(id).padStart(2, "0")}`,
  guestRateType: "Member Green Fee",
  price: 144,
  priceLabel: "RM 144",
  isPaid: false,
  paymentReferenceFileUrl: null,
  paymentReferenceFileName: null,
  paymentReferenceUploadedAt: null,
  ...patch,
});

const slip = (name: string) => ({
  paymentReferenceFileUrl: `/objects/payment-references/${name}-id`,
  paymentReferenceFileName: `${name}.pdf`,
  paymentReferenceUploadedAt: "2026-11-20T03:00:00Z",
});

describe("fileIdFromUrl", () => {
  it.each([
    ["/objects/payment-references/abc123", "abc123"],
    ["/api/admin/payment-reference-file/payment-references/abc123", "abc123"],
    ["https://files.example/payment-references/abc123?sig=1#x", "abc123"],
    ["payment-references/abc123/", "abc123"],
    ["abc123", "abc123"],
    ["/objects/payment-references/a%20b", "a b"],
  ])("%s → %s", (url, id) => expect(fileIdFromUrl(url)).toBe(id));

  it.each([[null], [undefined], [""], ["/"], ["/objects/.."]])("%s has no file id", (url) => {
    expect(fileIdFromUrl(url)).toBeNull();
  });

  it("builds the admin file address", () => {
    expect(paymentFileHref("/objects/payment-references/abc123")).toBe(
      "/api/admin/payment-reference-file/payment-references/abc123",
    );
    expect(paymentFileHref("/x/a b")).toBe("/api/admin/payment-reference-file/payment-references/a%20b");
    expect(paymentFileHref(null)).toBeNull();
  });
});

describe("payment counters", () => {
  it("total, paid, unpaid and awaiting review (a slip and not paid)", () => {
    const rows = [
      row(1, { isPaid: true, ...slip("a") }), // paid with slip
      row(2, { isPaid: true }), // paid without slip (cash)
      row(3, slip("c")), // awaiting review
      row(4, slip("d")), // awaiting review
      row(5), // unpaid, no slip
    ];
    expect(paymentCounters(rows)).toEqual({ total: 5, paid: 2, unpaid: 3, awaitingReview: 2 });
  });

  it("all zero for no rows", () => {
    expect(paymentCounters([])).toEqual({ total: 0, paid: 0, unpaid: 0, awaitingReview: 0 });
  });
});

describe("filterReferences", () => {
  const rows = [
    row(1, { memberName: "Ahmad Ali", isPaid: true, ...slip("maybank-receipt") }),
    row(2, { memberName: "Siti Aminah", memberPhone: "019-876 5432", ...slip("transfer") }),
    row(3, { memberName: "Tan Ah Kow", eventTitle: "Charity Social" }),
  ];
  const ids = (q: string, f: Parameters<typeof filterReferences>[2] = "all") => filterReferences(rows, q, f).map((r) => r.id);

  it("searches member, phone, event and file name", () => {
    expect(ids("ahmad")).toEqual([1]);
    expect(ids("charity")).toEqual([3]);
    expect(ids("TRANSFER")).toEqual([2]);
    expect(ids("019-876")).toEqual([2]);
    expect(ids("0198765")).toEqual([2]);
    expect(ids("  ")).toEqual([1, 2, 3]);
    expect(ids("nobody")).toEqual([]);
  });

  it("filter chips", () => {
    expect(ids("", "paid")).toEqual([1]);
    expect(ids("", "unpaid")).toEqual([2, 3]);
    expect(ids("", "awaiting")).toEqual([2]);
    expect(ids("tan", "awaiting")).toEqual([]);
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
