// Pure helpers for payment references and analytics (unit tested).
import type { PayFigures } from "@/features/payments/types";
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

/** One bar of a chart: collected, slips awaiting review and the rest unpaid, in RM. */
export interface MoneyBar {
  label: string;
  collected: number;
  awaiting: number;
  unpaid: number;
}

/**
 * Splits outstanding money into the slips awaiting review and what nobody
 * has paid yet, so the three parts stack to everything billed.
 */
export function moneyBar(label: string, f: PayFigures): MoneyBar {
  return {
    label,
    collected: f.collected.amount,
    awaiting: f.awaiting.amount,
    unpaid: Math.max(0, Math.round((f.outstanding.amount - f.awaiting.amount) * 100) / 100),
  };
}

/** The most calendar months one report spans (the server's limit). */
export const MAX_RANGE_MONTHS = 36;

/** Why a range cannot be asked for, or null: both ISO dates, to not before from, at most 36 months. */
export function rangeProblem(from: string, to: string): "invalid" | "order" | "long" | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(from) || !iso.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return "invalid";
  if (to < from) return "order";
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
  return months > MAX_RANGE_MONTHS ? "long" : null;
}
