// Pure helpers for payment references and analytics (unit tested).
import type { PaymentAnalyticsRow, PaymentReferenceRow } from "@/admin/types";

const FILE_PATH = "/api/admin/payment-reference-file/payment-references/";

/**
 * The stored file's id: the last path segment of paymentReferenceFileUrl
 * (whatever prefix the upload used), without query or fragment.
 */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/, 1)[0];
  const seg = path.split("/").filter(Boolean).pop();
  if (!seg) return null;
  let decoded = seg;
  try {
    decoded = decodeURIComponent(seg);
  } catch {
    // malformed escapes: use the segment as it is
  }
  if (decoded === "." || decoded === "..") return null;
  return decoded;
}

/** The admin-only address that streams the slip, or null without a file. */
export function paymentFileHref(url: string | null | undefined): string | null {
  const id = fileIdFromUrl(url);
  return id ? FILE_PATH + encodeURIComponent(id) : null;
}

export interface PaymentCounters {
  total: number;
  paid: number;
  unpaid: number;
  /** Has a slip and is not marked paid yet. */
  awaitingReview: number;
}

export function hasSlip(r: Pick<PaymentReferenceRow, "paymentReferenceFileUrl">): boolean {
  return !!r.paymentReferenceFileUrl;
}

export function paymentCounters(rows: PaymentReferenceRow[]): PaymentCounters {
  const c: PaymentCounters = { total: rows.length, paid: 0, unpaid: 0, awaitingReview: 0 };
  for (const r of rows) {
    if (r.isPaid) c.paid++;
    else {
      c.unpaid++;
      if (hasSlip(r)) c.awaitingReview++;
    }
  }
  return c;
}

export type ReferenceFilter = "all" | "awaiting" | "unpaid" | "paid";

export const REFERENCE_FILTERS: { value: ReferenceFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "awaiting", label: "Awaiting review" },
  { value: "unpaid", label: "Unpaid" },
  { value: "paid", label: "Paid" },
];

export function matchesFilter(r: PaymentReferenceRow, f: ReferenceFilter): boolean {
  switch (f) {
    case "all":
      return true;
    case "paid":
      return r.isPaid;
    case "unpaid":
      return !r.isPaid;
    case "awaiting":
      return !r.isPaid && hasSlip(r);
  }
}

/** Search over member name, phone (digits also match "012-345…"), event title and file name. */
export function matchesSearch(r: PaymentReferenceRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const text = [r.memberName, r.memberPhone, r.eventTitle, r.paymentReferenceFileName ?? ""].join("\n").toLowerCase();
  if (text.includes(q)) return true;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 3 && digits.length === q.replace(/[\s+().-]/g, "").length
    ? r.memberPhone.replace(/\D/g, "").includes(digits)
    : false;
}

export function filterReferences(rows: PaymentReferenceRow[], query: string, f: ReferenceFilter): PaymentReferenceRow[] {
  return rows.filter((r) => matchesFilter(r, f) && matchesSearch(r, query));
}

export interface AnalyticsBar {
  row: PaymentAnalyticsRow;
  total: number;
  /** Share of the chart width (0–100) for the paid and unpaid parts. */
  paidPct: number;
  unpaidPct: number;
}

/**
 * Bars share one scale (the busiest event fills the width), so events can
 * be compared; an event with no registrations has an empty track.
 */
export function analyticsBars(rows: PaymentAnalyticsRow[]): AnalyticsBar[] {
  const max = Math.max(0, ...rows.map((r) => r.paidCount + r.unpaidCount));
  return rows.map((row) => {
    const total = row.paidCount + row.unpaidCount;
    return {
      row,
      total,
      paidPct: max > 0 ? (row.paidCount / max) * 100 : 0,
      unpaidPct: max > 0 ? (row.unpaidCount / max) * 100 : 0,
    };
  });
}
