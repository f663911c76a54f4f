// Display formats: en-MY dates, money as "RM 144".

const dateFmt = new Intl.DateTimeFormat("en-MY", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longDateFmt = new Intl.DateTimeFormat("en-MY", {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const weekDayFmt = new Intl.DateTimeFormat("en-MY", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dateTimeFmt = new Intl.DateTimeFormat("en-MY", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kuala_Lumpur",
});

/** "2026-12-05" → "5 Dec 2026" (a calendar date; no time-zone shift). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFmt.format(d);
}

/** "2026-12-05" → "Sat, 5 December 2026". */
export function formatLongDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return longDateFmt.format(d);
}

/** "2026-11-21" → "Sat, 21 Nov": a day in a list of this week's dates. */
export function formatWeekDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return weekDayFmt.format(d);
}

/** A timestamp shown in club time, e.g. "21 Nov 2026, 3:05 pm". */
export function formatDateTime(ts: string | null | undefined): string {
  if (!ts) return "";
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return ts;
  return dateTimeFmt.format(d);
}

/** 144 → "RM 144"; 144.5 → "RM 144.50"; 1200 → "RM 1,200". */
export function formatMoney(amount: number): string {
  const whole = Number.isInteger(amount);
  return `RM ${amount.toLocaleString("en-MY", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

// Made once, on first use: a formatter with a time zone is costly to build
// (a profile of the first render on a slowed phone CPU showed it), and
// isUpcoming asks for today once per event.
let clubDateFmt: Intl.DateTimeFormat | undefined;

/** The club's calendar date today (Asia/Kuala_Lumpur), as YYYY-MM-DD. */
export function clubToday(now: Date = new Date()): string {
  clubDateFmt ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kuala_Lumpur",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return clubDateFmt.format(now);
}

/** Ongoing means dated today or later (spec 1 §4). */
export function isUpcoming(isoDate: string, today: string = clubToday()): boolean {
  return isoDate >= today;
}

const timeFmt = new Intl.DateTimeFormat("en-MY", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** A wall-clock time: "07:30" or "7:30 AM" → "7:30 am"; anything else is kept as written. */
export function formatTime(t: string | null | undefined): string {
  if (!t) return "";
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?\s*$/.exec(t);
  if (!m) return t.trim();
  let h = Number(m[1]);
  const min = Number(m[2]);
  const ampm = m[3]?.toLowerCase();
  if (ampm === "pm" && h < 12) h += 12;
  if (ampm === "am" && h === 12) h = 0;
  if (h > 23 || min > 59) return t.trim();
  return timeFmt.format(new Date(Date.UTC(2000, 0, 1, h, min)));
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
