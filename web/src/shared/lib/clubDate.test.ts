import { describe, expect, it } from "vitest";
import { clubToday } from "./clubDate";

const kualaLumpur = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kuala_Lumpur",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("clubToday", () => {
  const rows: { at: string; want: string }[] = [
    { at: "2026-11-21T15:59:59.999Z", want: "2026-11-21" },
    { at: "2026-11-21T16:00:00.000Z", want: "2026-11-22" },
    { at: "2026-12-31T16:00:00.000Z", want: "2027-01-01" },
    { at: "2028-02-28T16:30:00.000Z", want: "2028-02-29" },
    { at: "2026-06-30T23:59:00.000Z", want: "2026-07-01" },
  ];
  for (const { at, want } of rows) {
    it(`is ${want} in Kuala Lumpur at ${at}`, () => {
      expect(clubToday(new Date(at))).toBe(want);
    });
  }

  it("agrees with the time zone database every 7 hours over ten years", () => {
    const start = Date.UTC(2020, 0, 1);
    const end = Date.UTC(2030, 0, 1);
    const differ: string[] = [];
    for (let t = start; t < end; t += 7 * 60 * 60 * 1000) {
      const at = new Date(t);
      if (clubToday(at) !== kualaLumpur.format(at)) differ.push(at.toISOString());
    }
    expect(differ).toEqual([]);
  });
});
