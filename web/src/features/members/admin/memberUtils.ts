// Pure helpers of the Members tab: the subscription badge and the client
// side CSV export (spec 2 §2, §7). Kept free of React so they are tested
// directly.
import { t } from "@/shared/i18n/i18n";
import { clubToday } from "@/shared/lib/format";
import type { AdminMember } from "@/features/members/types";

/** Spec 2 §9: the expiry warning starts 30 days ahead. */
export const EXPIRY_WARNING_DAYS = 30;

export interface SubscriptionBadge {
  label: string;
  tone: "expired" | "soon";
}

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  const a = Date.parse(`${fromIso.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${toIso.slice(0, 10)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/**
 * 'Expired' once the end date is past; 'N d left' within 30 days; nothing
 * otherwise (or without an end date). Dates are the club's calendar dates.
 */
export function subscriptionBadge(expiry: string | null | undefined, today: string = clubToday()): SubscriptionBadge | null {
  if (!expiry) return null;
  const d = expiry.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`))) return null;
  const left = daysBetween(today, d);
  if (left < 0) return { label: t("admin.members.expired"), tone: "expired" };
  if (left <= EXPIRY_WARNING_DAYS) return { label: t("admin.members.daysLeft", { count: left }), tone: "soon" };
  return null;
}

/** Case-insensitive match on name, phone (digits too), email and membership number. */
export function memberMatches(m: AdminMember, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const hay = [m.name, m.phone, m.email ?? "", m.membershipNumber ?? ""].join("\u0000").toLowerCase();
  if (hay.includes(q)) return true;
  const qDigits = q.replace(/\D/g, "");
  return qDigits.length >= 3 && m.phone.replace(/\D/g, "").includes(qDigits);
}

export const MEMBER_CSV_COLUMNS = [
  "Name",
  "Phone",
  "Email",
  "Membership Number",
  "Status",
  "Subscription Start",
  "Subscription End",
  "Created Date",
] as const;

/**
 * One CSV cell. A value starting with = + - @ (or a tab/carriage return,
 * which some spreadsheet programs strip before looking) gets a leading
 * apostrophe so it is never run as a formula; then RFC 4180 quoting.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  if (/[",\r\n]/.test(s)) s = `"${s.replace(/"/g, '""')}"`;
  return s;
}

function dateOnly(v: string | null | undefined): string {
  if (!v) return "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : clubToday(d);
}

/** The member CSV: a UTF-8 BOM (so Excel reads the accents), CRLF lines. */
export function membersCsv(members: AdminMember[]): string {
  const rows = members.map((m) => [
    m.name,
    m.phone,
    m.email ?? "",
    m.membershipNumber ?? "",
    m.isActive ? "Active" : "Inactive",
    dateOnly(m.subscriptionDate),
    dateOnly(m.subscriptionExpiryDate),
    dateOnly(m.createdAt),
  ]);
  const lines = [MEMBER_CSV_COLUMNS as readonly string[], ...rows].map((r) => r.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function membersCsvFilename(today: string = clubToday()): string {
  return `golfclub-members-${today}.csv`;
}
