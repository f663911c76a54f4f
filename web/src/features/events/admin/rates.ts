// The rates editor's model. The admin types a rate type name ("Weekday")
// and a price in one of two groups; the server gets the canonical list
// [{type: "Member Weekday", price, category: "member"}, {type:
// "Non-Member Weekday", price, category: "non-member"}] (spec 2 §3: rate
// types are stored as 'Member {type}' / 'Non-Member {type}').
import { t } from "@/shared/i18n/i18n";
import type { Rate } from "@/shared/lib/types";
import type { RateCategory } from "@/features/events/types";

export interface RateRow {
  /** The name without the group prefix, e.g. "Weekday". */
  name: string;
  /** As typed, so a half-typed price is not lost. */
  price: string;
  /** Kept from the stored rate so saving the form does not turn an add-on
   *  into an entry. */
  addOn?: boolean;
}

export interface RateRows {
  member: RateRow[];
  nonMember: RateRow[];
}

export const PREFIX: Record<RateCategory, string> = { member: "Member", "non-member": "Non-Member" };

/** "Member Weekday" → "Weekday"; also strips a prefix the admin typed. */
export function stripRatePrefix(type: string): string {
  return type.trim().replace(/^(non[\s-]?member|member|guest)\b[\s:-]*/i, "").trim();
}

export function emptyRates(): RateRows {
  return { member: [], nonMember: [] };
}

/** Rows for the editor from an event's stored rates. */
export function rowsFromRates(rates: readonly Rate[] | null | undefined): RateRows {
  const rows = emptyRates();
  for (const r of rates ?? []) {
    const row: RateRow = { name: stripRatePrefix(r.type) || r.type, price: String(r.price), ...(r.addOn ? { addOn: true } : {}) };
    if (r.category === "non-member") rows.nonMember.push(row);
    else rows.member.push(row);
  }
  return rows;
}

function isBlank(r: RateRow): boolean {
  return r.name.trim() === "" && r.price.trim() === "";
}

/** A price as typed ("120", "RM 120.50", "1,200") or NaN. */
export function parsePrice(s: string): number {
  const v = s.trim().replace(/^RM\s*/i, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return NaN;
  return Number(v);
}

export type RateRowErrors = { name?: string; price?: string }[];

export interface RateErrors {
  member: RateRowErrors;
  nonMember: RateRowErrors;
}

/** The messages, built when the rows are checked (so in the language in use). */
export const RATE_MSG = {
  name: () => t("admin.events.rateErrName"),
  price: () => t("admin.events.rateErrPrice"),
  duplicate: () => t("admin.events.rateErrDuplicate"),
} as const;

/** Per-row problems; null when every non-blank row is complete. */
export function validateRates(rows: RateRows): RateErrors | null {
  let bad = false;
  const check = (list: RateRow[]): RateRowErrors => {
    const seen = new Set<string>();
    return list.map((r) => {
      if (isBlank(r)) return {};
      const e: { name?: string; price?: string } = {};
      const name = stripRatePrefix(r.name);
      if (!name) e.name = RATE_MSG.name();
      else if (seen.has(name.toLowerCase())) e.name = RATE_MSG.duplicate();
      seen.add(name.toLowerCase());
      if (Number.isNaN(parsePrice(r.price))) e.price = RATE_MSG.price();
      if (e.name || e.price) bad = true;
      return e;
    });
  };
  const errs = { member: check(rows.member), nonMember: check(rows.nonMember) };
  return bad ? errs : null;
}

/** The canonical list the API stores; blank rows are left out. */
export function canonicalRates(rows: RateRows): Rate[] {
  const out: Rate[] = [];
  const add = (list: RateRow[], category: RateCategory) => {
    for (const r of list) {
      if (isBlank(r)) continue;
      const name = stripRatePrefix(r.name);
      const price = parsePrice(r.price);
      if (!name || Number.isNaN(price)) continue;
      out.push({ type: `${PREFIX[category]} ${name}`, price, category, ...(r.addOn ? { addOn: true } : {}) });
    }
  };
  add(rows.member, "member");
  add(rows.nonMember, "non-member");
  return out;
}
