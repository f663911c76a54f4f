import { describe, expect, it } from "vitest";
import { formatPhone } from "./format";

describe("formatPhone", () => {
  it.each([
    ["0125551101", "012-555 1101"],
    ["01155511010", "011-5551 1010"],
    ["0312345678", "03-1234 5678"],
    ["041234567", "04-123 4567"],
    ["0821234567", "082-123 4567"],
    ["+60 12-555 1101", "+60 12-555 1101"],
    ["12345", "12345"],
    ["", ""],
  ])("%s → %s", (raw, want) => {
    expect(formatPhone(raw)).toBe(want);
  });
});
