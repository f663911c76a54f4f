// Pure helpers for payment references and analytics (unit tested).
import type { PaymentAnalyticsRow } from "@/features/payments/types";
import type { PaymentReferenceRow, ReferenceFilter } from "@/shared/lib/types";
import type { MessageId } from "@/shared/i18n/i18n";

export function hasSlip(r: Pick<PaymentReferenceRow, "paymentReferenceFileUrl">): boolean {
  return !!r.paymentReferenceFileUrl;
}

export type { ReferenceFilter };

/** The filter chips, in the order the page shows them: the review queue first (labels translated at render). */
export const REFERENCE_FILTERS: { value: ReferenceFilter; label: MessageId }[] = [
  { value: "awaiting", label: "admin.pay.awaiting" },
  { value: "unpaid", label: "admin.pay.unpaid" },
  { value: "paid", label: "admin.pay.paid" },
  { value: "all", label: "admin.pay.all" },
];

/** A ?filter= value from the address, or the review queue when it is none. */
export function parseReferenceFilter(raw: string | null | undefined): ReferenceFilter {
  return REFERENCE_FILTERS.some((f) => f.value === raw) ? (raw as ReferenceFilter) : "awaiting";
}

/** References per page: a phone shows 12 cards (about 5,000 px), a desktop 4 rows of 3. */
export const REFERENCES_PAGE_SIZE = 12;

export interface PageInfo {
  /** 1-based first and last row shown, 0 and 0 when there are none. */
  from: number;
  to: number;
  page: number;
  pages: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export function pageInfo(offset: number, limit: number, shown: number, total: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    from: shown > 0 ? offset + 1 : 0,
    to: offset + shown,
    page: Math.floor(offset / limit) + 1,
    pages,
    hasPrev: offset > 0,
    hasNext: offset + shown < total,
  };
}

/** The offset of the last page that has rows (after rows left the list). */
export function lastPageOffset(total: number, limit: number): number {
  return Math.max(0, (Math.ceil(total / limit) - 1) * limit);
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
