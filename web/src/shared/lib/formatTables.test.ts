import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, type Locale } from "@/shared/i18n/i18n";
import {
  formatCount,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatMonthShort,
  formatWeekDay,
} from "./format";

// format.ts writes dates and numbers from its own tables so that no page
// pays for loading ICU data on its first render. Intl is the reference:
// every day of three years, every range shape and a spread of amounts must
// read exactly as Intl writes them for en-MY and ms-MY.

const TAG: Record<Locale, string> = { en: "en-MY", ms: "ms-MY" };
const utc = (o: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...o, timeZone: "UTC" });

function isoDays(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe.each<Locale>(["en", "ms"])("tables agree with Intl in %s", (locale) => {
  afterEach(async () => {
    await activateLocale("en");
  });

  const tag = TAG[locale];
  const days = isoDays("2025-01-01", 3 * 365 + 1);

  it("writes every day as Intl's date, long date, week day and month", async () => {
    await activateLocale(locale);
    const date = new Intl.DateTimeFormat(tag, utc({ day: "numeric", month: "short", year: "numeric" }));
    const long = new Intl.DateTimeFormat(tag, utc({ weekday: "short", day: "numeric", month: "long", year: "numeric" }));
    const week = new Intl.DateTimeFormat(tag, utc({ weekday: "short", day: "numeric", month: "short" }));
    const month = new Intl.DateTimeFormat(tag, utc({ month: "short", year: "numeric" }));
    const leaf = new Intl.DateTimeFormat(tag, utc({ month: "short" }));
    for (const iso of days) {
      expect(formatDate(iso)).toBe(date.format(at(iso)));
      expect(formatLongDate(iso)).toBe(long.format(at(iso)));
      expect(formatWeekDay(iso)).toBe(week.format(at(iso)));
      expect(formatMonthShort(iso)).toBe(leaf.format(at(iso)));
      expect(formatMonth(iso.slice(0, 7))).toBe(month.format(at(iso)));
    }
  });

  it.each([
    ["same month", "2026-12-05", "2026-12-07"],
    ["across months", "2026-11-30", "2026-12-02"],
    ["across years", "2026-12-30", "2027-01-02"],
    ["a year long", "2026-03-01", "2027-03-01"],
    ["next day", "2026-02-28", "2026-03-01"],
  ])("writes a range %s as Intl's formatRange", async (_, from, to) => {
    await activateLocale(locale);
    const date = new Intl.DateTimeFormat(tag, utc({ day: "numeric", month: "short", year: "numeric" }));
    const long = new Intl.DateTimeFormat(tag, utc({ weekday: "short", day: "numeric", month: "long", year: "numeric" }));
    expect(formatDateRange(from, to)).toBe(date.formatRange(at(from), at(to)));
    expect(formatDateRange(from, to, true)).toBe(long.formatRange(at(from), at(to)));
  });

  it("writes a range that ends where it starts, or earlier, as its first day", async () => {
    await activateLocale(locale);
    expect(formatDateRange("2026-12-05", "2026-12-05")).toBe(formatDate("2026-12-05"));
    expect(formatDateRange("2026-12-05", "2026-12-01")).toBe(formatDate("2026-12-05"));
    expect(formatDateRange("2026-12-05", null, true)).toBe(formatLongDate("2026-12-05"));
  });

  it("writes a timestamp's day in club time as Intl does", async () => {
    await activateLocale(locale);
    const club = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kuala_Lumpur" });
    for (const ts of ["2026-11-21T15:59:59Z", "2026-11-21T16:00:00Z", "2026-12-31T17:30:00Z", "2027-01-01T00:00:00+08:00"]) {
      expect(formatDateTime(ts).split(", ").slice(0, -1).join(", ")).toBe(club.format(new Date(ts)));
    }
  });

  it.each([0, 5, 144, 999, 1000, 1200, 12345.5, 1234567, 0.5, 99.99, -20, -1234.25])("writes RM %s as Intl groups it", async (amount) => {
    await activateLocale(locale);
    const digits = Number.isInteger(amount) ? 0 : 2;
    const intl = amount.toLocaleString(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    expect(formatMoney(amount)).toBe(`RM ${intl}`);
  });

  it.each([0, 7, 999, 1000, 1234, 1234567])("counts %s as Intl does", async (n) => {
    await activateLocale(locale);
    expect(formatCount(n)).toBe(n.toLocaleString(tag));
  });

  it("leaves what it cannot read as written", async () => {
    await activateLocale(locale);
    expect(formatDate("soon")).toBe("soon");
    expect(formatLongDate("soon")).toBe("soon");
    expect(formatWeekDay("soon")).toBe("soon");
    expect(formatMonth("soon")).toBe("soon");
    expect(formatMonthShort("soon")).toBe("");
    expect(formatDateRange("soon", "2026-12-01")).toBe("soon");
    expect(formatDateTime("soon")).toBe("soon");
  });
});
