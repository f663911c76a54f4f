import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/shared/i18n/i18n";
import { formatDateTime, formatTime } from "./format";

// Times read the same in the app as in the server's texts (internal/i18n
// ClockTime): one 12-hour clock, with pagi/petang/malam in Malay.
describe("times of day", () => {
  afterEach(async () => {
    await activateLocale("en");
  });

  it.each([
    ["07:30", "7:30 am", "7:30 pagi"],
    ["7:30 AM", "7:30 am", "7:30 pagi"],
    ["00:05", "12:05 am", "12:05 pagi"],
    ["12:00", "12:00 pm", "12:00 petang"],
    ["13:05", "1:05 pm", "1:05 petang"],
    ["2:00 PM", "2:00 pm", "2:00 petang"],
    ["19:00", "7:00 pm", "7:00 malam"],
    ["12:00 AM", "12:00 am", "12:00 pagi"],
    ["Shotgun", "Shotgun", "Shotgun"],
    ["25:00", "25:00", "25:00"],
  ])("%s is %s / %s", async (input, en, ms) => {
    expect(formatTime(input)).toBe(en);
    await activateLocale("ms");
    expect(formatTime(input)).toBe(ms);
  });

  it("shows a timestamp in club time", async () => {
    expect(formatDateTime("2026-11-21T07:05:00Z")).toBe("21 Nov 2026, 3:05 pm");
    await activateLocale("ms");
    expect(formatDateTime("2026-11-21T12:30:00Z")).toBe("21 Nov 2026, 8:30 malam");
    expect(formatDateTime("not a time")).toBe("not a time");
  });
});
