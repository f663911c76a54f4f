import { describe, expect, it } from "vitest";
import { formatAgo, formatBytes } from "./format";

describe("formatAgo", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  it("says minutes, then hours, then days", () => {
    expect(formatAgo("2026-11-26T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatAgo("2026-11-26T12:00:10Z", now)).toBe("this minute");
    expect(formatAgo("2026-11-26T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatAgo("2026-11-25T00:00:00Z", now)).toBe("36 hours ago");
    expect(formatAgo("2026-11-24T06:00:00Z", now)).toBe("2 days ago");
    expect(formatAgo("not a time", now)).toBe("not a time");
  });
});

describe("formatBytes", () => {
  it("uses the unit that fits", () => {
    expect(formatBytes(900)).toBe("900 B");
    expect(formatBytes(20 * 1024)).toBe("20 KB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
    expect(formatBytes(2 * 1024 * 1024 * 1024)).toBe("2.0 GB");
  });
});
