// Display formats in the language in use (docs/features.md, "Translations"): dates
// en-MY or ms-MY, money as "RM 144" in both. One formatter per kind of value.
//
// Calendar dates, months and numbers are written from the tables below, not
// through Intl: a page's first Intl.DateTimeFormat, Intl.NumberFormat or
// collator loads the locale's ICU data on the main thread, 30–90 ms on a
// quiet desktop and several times that on a budget phone, in the middle of
// the first render (docs/decisions/051-dates-without-intl.md). The tables
// hold the two locales' CLDR names, and format.test.ts checks every kind,
// month, weekday and range shape against Intl itself. Intl stays for what
// only admin screens show: relative times and percentages.
import { currentLocale } from "@/shared/i18n/i18n";

/** The Intl locale of the language in use: ms-MY, else en-MY. */
export function intlLocale(): string {
  return currentLocale() === "ms" ? "ms-MY" : "en-MY";
}

interface CalendarNames {
  monthShort: readonly string[];
  monthLong: readonly string[];
  /** Sunday first, as Date.getUTCDay counts. */
  weekdayShort: readonly string[];
}

const NAMES: Record<"en" | "ms", CalendarNames> = {
  en: {
    monthShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    monthLong: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    weekdayShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  ms: {
    monthShort: ["Jan", "Feb", "Mac", "Apr", "Mei", "Jun", "Jul", "Ogo", "Sep", "Okt", "Nov", "Dis"],
    monthLong: ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November", "Disember"],
    weekdayShort: ["Ahd", "Isn", "Sel", "Rab", "Kha", "Jum", "Sab"],
  },
};

function names(): CalendarNames {
  return NAMES[currentLocale() === "ms" ? "ms" : "en"];
}

/** A calendar day. */
interface Day {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
}

function dayOf(d: Date): Day {
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay() };
}

/** The day of "YYYY-MM-DD", or of a longer ISO timestamp in UTC; null when unreadable. */
function calendarDay(iso: string): Day | null {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? null : dayOf(d);
}

/** The dash between a range's ends, in ICU's thin spaces. */
const DASH = "\u2009–\u2009";

/** Malaysia keeps UTC+8 all year (no daylight saving since 1982). */
const CLUB_OFFSET_MS = 8 * 60 * 60 * 1000;

const dayMonthYear = (d: Day) => `${d.day} ${names().monthShort[d.month]} ${d.year}`;
const longDay = (d: Day) => `${names().weekdayShort[d.weekday]}, ${d.day} ${names().monthLong[d.month]}`;

/** "2026-12-05" → "5 Dec 2026" (a calendar date; no time-zone shift). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = calendarDay(iso);
  return d ? dayMonthYear(d) : iso;
}

/** "2026-12" → "Dec 2026": a calendar month. */
export function formatMonth(month: string): string {
  const d = /^\d{4}-\d{2}$/.test(month) ? calendarDay(`${month}-01`) : null;
  return d ? `${names().monthShort[d.month]} ${d.year}` : month;
}

/** "2026-12-05" → "Dec": a date's month, as on a calendar leaf. */
export function formatMonthShort(iso: string): string {
  const d = calendarDay(iso);
  return d ? names().monthShort[d.month] : "";
}

/** "2026-12-05" → "Sat, 5 December 2026". */
export function formatLongDate(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${longDay(d)} ${d.year}` : iso;
}

/** "2026-11-21" → "Sat, 21 Nov": a day in a list of this week's dates. */
export function formatWeekDay(iso: string): string {
  const d = calendarDay(iso);
  return d ? `${names().weekdayShort[d.weekday]}, ${d.day} ${names().monthShort[d.month]}` : iso;
}

/**
 * An event's days: "5 Dec 2026", or with its last day "5–7 Dec 2026" /
 * "30 Dec 2026 – 2 Jan 2027"; long gives the weekday and the full month.
 * Each shape is the one CLDR gives the locale (Intl's formatRange), Malay's
 * "30 Nov – 2 Dis, 2026" included, with ICU's thin spaces around the dash.
 */
export function formatDateRange(iso: string, endIso: string | null | undefined, long = false): string {
  const a = calendarDay(iso);
  if (!a) return iso;
  const b = endIso ? calendarDay(endIso) : null;
  const single = long ? `${longDay(a)} ${a.year}` : dayMonthYear(a);
  if (!b || Date.UTC(b.year, b.month, b.day) <= Date.UTC(a.year, a.month, a.day)) return single;
  const n = names();
  const ms = currentLocale() === "ms";
  if (a.year !== b.year) {
    return long ? `${longDay(a)} ${a.year}${DASH}${longDay(b)} ${b.year}` : `${dayMonthYear(a)}${DASH}${dayMonthYear(b)}`;
  }
  if (a.month !== b.month) {
    if (long) return `${longDay(a)}${DASH}${longDay(b)} ${b.year}`;
    return `${a.day} ${n.monthShort[a.month]}${DASH}${b.day} ${n.monthShort[b.month]}${ms ? "," : ""} ${b.year}`;
  }
  if (!long) return `${a.day}–${b.day} ${n.monthShort[b.month]} ${b.year}`;
  return ms ? `${longDay(a)}${DASH}${longDay(b)} ${b.year}` : `${n.weekdayShort[a.weekday]}, ${a.day}${DASH}${longDay(b)} ${b.year}`;
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
  const at = new Date(ts).getTime();
  if (Number.isNaN(at)) return ts;
  const club = new Date(at + CLUB_OFFSET_MS);
  return `${dayMonthYear(dayOf(club))}, ${clockTime(club.getUTCHours(), club.getUTCMinutes())}`;
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
  return `RM ${grouped(amount, Number.isInteger(amount) ? 0 : 2)}`;
}

/** n with `digits` decimals and its thousands grouped by commas, as en-MY and ms-MY both write numbers. */
function grouped(n: number, digits: number): string {
  const [whole, fraction] = Math.abs(n).toFixed(digits).split(".");
  const sign = n < 0 && Number(whole + (fraction ?? "")) !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
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
  return grouped(Math.round(n), 0);
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
