import { describe, expect, it } from "vitest";
import type { AdminMember } from "@/features/members/types";
import { MEMBER_CSV_COLUMNS, csvCell, memberMatches, membersCsv, membersCsvFilename, subscriptionBadge } from "./memberUtils";

function member(p: Partial<AdminMember> = {}): AdminMember {
  return {
    id: 1,
    name: "Ali bin Abu",
    phone: "0123456789",
    email: "ali@example.com",
    membershipNumber: "BHG100101",
    isActive: true,
    subscriptionDate: "2026-01-01",
    subscriptionExpiryDate: "2026-12-31",
    createdAt: "2026-01-02T03:04:05Z",
    updatedAt: "2026-01-02T03:04:05Z",
    registrationCount: 0,
    ...p,
  };
}

describe("subscriptionBadge", () => {
  const today = "2026-11-21";
  it.each([
    ["2026-11-20", "Expired"],
    ["2025-01-01", "Expired"],
    ["2026-11-21", "0 d left"],
    ["2026-11-22", "1 d left"],
    ["2026-12-21", "30 d left"],
  ])("%s → %s", (expiry, label) => {
    expect(subscriptionBadge(expiry, today)?.label).toBe(label);
  });
  it("shows nothing beyond 30 days, without a date, or for junk", () => {
    expect(subscriptionBadge("2026-12-22", today)).toBeNull();
    expect(subscriptionBadge(null, today)).toBeNull();
    expect(subscriptionBadge("", today)).toBeNull();
    expect(subscriptionBadge("soon", today)).toBeNull();
  });
  it("reads a timestamp's calendar date and marks the tone", () => {
    expect(subscriptionBadge("2026-11-01T00:00:00Z", today)).toEqual({ label: "Expired", tone: "expired" });
    expect(subscriptionBadge("2026-11-30", today)).toEqual({ label: "9 d left", tone: "soon" });
  });
});

describe("members CSV", () => {
  it("has exactly the spec's columns, a BOM and CRLF lines", () => {
    const csv = membersCsv([member(), member({ id: 2, name: "Siti", isActive: false, email: null, membershipNumber: null, subscriptionDate: null, subscriptionExpiryDate: null })]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("Name,Phone,Email,Membership Number,Status,Subscription Start,Subscription End,Created Date");
    expect(MEMBER_CSV_COLUMNS).toHaveLength(8);
    expect(lines[1]).toBe("Ali bin Abu,0123456789,ali@example.com,BHG100101,Active,2026-01-01,2026-12-31,2026-01-02");
    expect(lines[2]).toBe("Siti,0123456789,,,Inactive,,,2026-01-02");
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Tan, "Ah" Kow')).toBe('"Tan, ""Ah"" Kow"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("neutralises formulas with a leading apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+60123456789")).toBe("'+60123456789");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
    const csv = membersCsv([member({ name: "=1+1", membershipNumber: "@x" })]);
    expect(csv).toContain("\r\n'=1+1,0123456789,ali@example.com,'@x,Active,");
  });

  it("names the file with the date", () => {
    expect(membersCsvFilename("2026-11-21")).toBe("golfclub-members-2026-11-21.csv");
  });
});

describe("memberMatches", () => {
  it("matches name, email, membership number and phone digits", () => {
    const m = member({ phone: "012-345 6789" });
    expect(memberMatches(m, "ali")).toBe(true);
    expect(memberMatches(m, "EXAMPLE.COM")).toBe(true);
    expect(memberMatches(m, "bhg1001")).toBe(true);
    expect(memberMatches(m, "3456789")).toBe(true);
    expect(memberMatches(m, "012 345")).toBe(true);
    expect(memberMatches(m, "zzz")).toBe(false);
    expect(memberMatches(m, "  ")).toBe(true);
  });
});
