// Display formats in the language in use (docs/features.md, "Translations"): dates
// en-MY or ms-MY through Intl, money as "RM 144" in both. One formatter per
// kind of value and language, made on first use (a formatter with a time
// zone is costly to build).
import { currentLocale } from "@/shared/i18n/i18n";

type Kind = "date" | "long" | "week" | "dateTime" | "clock" | "month";
const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  date: { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
  long: { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
  week: { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" },
  dateTime: { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kuala_Lumpur" },
  clock: { hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: "Asia/Kuala_Lumpur" },
  month: { month: "short", year: "numeric", timeZone: "UTC" },
};
const made = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale of the language in use: ms-MY, else en-MY. */
export function intlLocale(): string {
  return currentLocale() === "ms" ? "ms-MY" : "en-MY";
}

function formatter(kind: Kind): Intl.DateTimeFormat {
  const tag = intlLocale();
  let f = made.get(tag + kind);
  if (!f) made.set(tag + kind, (f = new Intl.DateTimeFormat(tag, OPTIONS[kind])));
  return f;
}

/** "2026-12-05" → "5 Dec 2026" (a calendar date; no time-zone shift). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatter("date").format(d);
}

/** "2026-12" → "Dec 2026": a calendar month. */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return month;
  return formatter("month").format(d);
}

/** "2026-12-05" → "Sat, 5 December 2026". */
export function formatLongDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return formatter("long").format(d);
}

/** "2026-11-21" → "Sat, 21 Nov": a day in a list of this week's dates. */
export function formatWeekDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return formatter("week").format(d);
}

/** An event's days: "5 Dec 2026", or with its last day "5–7 Dec 2026" / "30 Dec 2026 – 2 Jan 2027" (the locale's own range form); long gives the weekday and the full month. */
export function formatDateRange(iso: string, endIso: string | null | undefined, long = false): string {
  const start = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return iso;
  const end = endIso ? new Date(`${endIso}T00:00:00Z`) : null;
  const f = formatter(long ? "long" : "date");
  if (!end || Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) return f.format(start);
  return f.formatRange(start, end);
}

/** A clock time read as formatTime reads one, as minutes after midnight, or null. */
function clockOf(t: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?\s*$/.exec(t);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const ampm = m[3]?.toLowerCase();
  if (ampm === "pm" && h < 12) h += 12;
  if (ampm === "am" && h === 12) h = 0;
  return h > 23 || min > 59 ? null : h * 60 + min;
}

/** An event's hours: "8:00 – 11:00 am" (the locale's range form) when both ends are clock times, "Shotgun – 11:00 am" when only the end is, else the start as formatTime writes it. */
export function formatTimeRange(time: string | null | undefined, endTime: string | null | undefined): string {
  if (!endTime) return formatTime(time);
  const a = time ? clockOf(time) : null;
  const b = clockOf(endTime);
  if (b === null) return formatTime(time);
  if (a === null) return time ? `${time.trim()} – ${formatTime(endTime)}` : formatTime(endTime);
  const [from, fromHalf] = clockParts(Math.floor(a / 60), a % 60);
  const [to, toHalf] = clockParts(Math.floor(b / 60), b % 60);
  return b > a && fromHalf === toHalf ? `${from} – ${to} ${toHalf}` : `${from} ${fromHalf} – ${to} ${toHalf}`;
}

/** A timestamp shown in club time, e.g. "21 Nov 2026, 3:05 pm". */
export function formatDateTime(ts: string | null | undefined): string {
  if (!ts) return "";
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return ts;
  const part = (type: string) => Number(formatter("clock").formatToParts(d).find((p) => p.type === type)?.value);
  return `${formatter("dateTime").format(d)}, ${clockTime(part("hour"), part("minute"))}`;
}

/**
 * A time of day on a 12-hour clock, as the server writes it
 * (internal/i18n ClockTime): "7:45 am" / "1:05 pm" in English, "7:45 pagi"
 * / "1:05 petang" / "8:00 malam" in Malay, whose Intl abbreviations
 * ("PG", "PTG") are not what people write.
 */
function clockTime(h: number, min: number): string {
  return clockParts(h, min).join(" ");
}

/** clockTime's two parts: "7:45" and "am" (or "pagi"). */
function clockParts(h: number, min: number): [string, string] {
  const hm = `${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, "0")}`;
  if (currentLocale() !== "ms") return [hm, h < 12 ? "am" : "pm"];
  return [hm, h >= 19 ? "malam" : h >= 12 ? "petang" : "pagi"];
}

/** 144 → "RM 144"; 144.5 → "RM 144.50"; 1200 → "RM 1,200". */
export function formatMoney(amount: number): string {
  const whole = Number.isInteger(amount);
  return `RM ${amount.toLocaleString(intlLocale(), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** A file's size: 900 → "900 B", 20480 → "20 KB", 3.5 MiB → "3.5 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  return `${(n / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

const relative = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago ts was, from now, in the language in use: "5 minutes ago",
 * "3 hours ago", "2 days ago" ("2 hari lalu"); a time ahead reads "in …".
 */
export function formatAgo(ts: string, now: number = Date.now()): string {
  const at = new Date(ts).getTime();
  if (Number.isNaN(at)) return ts;
  const tag = intlLocale();
  let f = relative.get(tag);
  if (!f) relative.set(tag, (f = new Intl.RelativeTimeFormat(tag, { numeric: "auto" })));
  const minutes = Math.round((at - now) / 60_000);
  if (Math.abs(minutes) < 60) return f.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return f.format(hours, "hour");
  return f.format(Math.round(hours / 24), "day");
}

/** 1234 → "1,234": a count. */
export function formatCount(n: number): string {
  return n.toLocaleString(intlLocale());
}

/** 0.5 → "50%", 0.125 → "12.5%": a share of a whole. */
export function formatPercent(ratio: number): string {
  return ratio.toLocaleString(intlLocale(), { style: "percent", maximumFractionDigits: 1 });
}

// The club's calendar date lives in clubDate.ts (the home page's script
// needs it, and not the formatters): re-exported for everything else.
export { clubToday, isUpcoming } from "./clubDate";

/** A wall-clock time: "07:30" or "7:30 AM" → "7:30 am"; anything else is kept as written. */
export function formatTime(t: string | null | undefined): string {
  if (!t) return "";
  const m = clockOf(t);
  if (m === null) return t.trim();
  return clockTime(Math.floor(m / 60), m % 60);
}

/**
 * A Malaysian phone number as people write it: mobiles "012-555 1101" and
 * "011-5551 1010", Kuala Lumpur "03-1234 5678", other lines "04-123 4567" /
 * "082-123 456". Numbers are stored as digits (national form); anything
 * that is not one of these shapes is shown as it came.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const d = phone.replace(/\D/g, "");
  if (d !== phone.trim() || !d.startsWith("0")) return phone.trim();
  const split = (a: number, b: number) => `${d.slice(0, a)}-${d.slice(a, a + b)} ${d.slice(a + b)}`;
  if (d.startsWith("01")) {
    if (d.length === 10) return split(3, 3);
    if (d.length === 11) return split(3, 4);
  } else if (d.startsWith("03") && d.length === 10) {
    return split(2, 4);
  } else if (d.length === 9) {
    return split(2, 3);
  } else if (d.length === 10) {
    return split(3, 3);
  }
  return phone.trim();
}

/** The WHS range of a Handicap Index: 54.0 down to +10.0 (sent as -10). */
export const MAX_INDEX = 54;
export const MIN_INDEX = -10;

/** A Handicap Index as golfers write it: 12.4 → "12.4", -2.1 → "+2.1" (a plus handicap travels negative), 0 → "0.0". */
export function formatIndex(index: number): string {
  const tenths = Math.round(index * 10);
  if (tenths < 0) return `+${(-tenths / 10).toFixed(1)}`;
  return (tenths / 10).toFixed(1);
}

/**
 * What was typed → the Handicap Index the API takes, or null when it is not
 * one: at most one decimal, 54.0 down to +10.0, "+" for a plus handicap
 * ("+2.1" → -2.1). A comma works as the decimal point too. The member's own
 * form and the admin's use it, so both accept the same.
 */
export function parseIndex(text: string): number | null {
  const m = /^\s*(\+)?\s*(\d{1,2})(?:[.,](\d))?\s*$/.exec(text);
  if (!m) return null;
  const tenths = Number(m[2]) * 10 + Number(m[3] ?? 0);
  const value = (m[1] ? -tenths : tenths) / 10;
  if (value > MAX_INDEX || value < MIN_INDEX) return null;
  return value === 0 ? 0 : value;
}
