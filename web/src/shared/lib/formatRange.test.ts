import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/shared/i18n/i18n";
import { formatDateRange, formatTime, formatTimeRange } from "./format";

afterEach(() => activateLocale("en"));

// ICU puts thin and narrow no-break spaces around the dash and before am/pm.
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, " ");

describe("event date and time ranges", () => {
  it("writes a one-day event as before, and a longer one as a range", () => {
    expect(plain(formatDateRange("2026-12-05", null))).toBe("5 Dec 2026");
    expect(plain(formatDateRange("2026-12-05", "2026-12-07"))).toBe("5–7 Dec 2026");
    expect(plain(formatDateRange("2026-12-30", "2027-01-02"))).toBe("30 Dec 2026 – 2 Jan 2027");
    expect(plain(formatDateRange("2026-12-05", "2026-12-07", true))).toBe("Sat, 5 – Mon, 7 December 2026");
    // An end that is not after the start is ignored.
    expect(plain(formatDateRange("2026-12-05", "2026-12-05"))).toBe("5 Dec 2026");
  });

  it("writes the hours with their end", () => {
    expect(plain(formatTimeRange("8:00 AM", "11:00"))).toBe("8:00 – 11:00 am");
    expect(plain(formatTimeRange("08:00", "13:00"))).toBe("8:00 am – 1:00 pm");
    expect(plain(formatTimeRange("7:30 AM", null))).toBe(plain(formatTime("7:30 AM")));
    expect(plain(formatTimeRange("Shotgun", "13:00"))).toBe("Shotgun – 1:00 pm");
    expect(plain(formatTimeRange("14:00", "09:00"))).toBe("2:00 pm – 9:00 am");
  });

  it("follows the language", async () => {
    await activateLocale("ms");
    expect(plain(formatDateRange("2026-12-05", "2026-12-07"))).toBe("5–7 Dis 2026");
    expect(formatTimeRange("8:00 AM", "11:00")).toBe("8:00 – 11:00 pagi");
    expect(formatTimeRange("11:00", "14:00")).toBe("11:00 pagi – 2:00 petang");
  });
});
