import { describe, expect, it } from "vitest";
import { clockMinutes, startShift } from "./teeShift";

describe("teeShift", () => {
  it("reads the first time of day as the server does", () => {
    expect(clockMinutes("7:30 AM")).toBe(450);
    expect(clockMinutes("07:30")).toBe(450);
    expect(clockMinutes("12:15 pm")).toBe(735);
    expect(clockMinutes("12:15 a.m.")).toBe(15);
    expect(clockMinutes("8:00 AM – 11:00 AM")).toBe(480);
    expect(clockMinutes("Shotgun")).toBeNull();
    expect(clockMinutes("13:00 PM")).toBeNull();
  });
  it("answers the move of the start, or null", () => {
    expect(startShift("7:30 AM", "9:00 AM")).toBe(90);
    expect(startShift("09:00", "8:15 AM")).toBe(-45);
    expect(startShift("7:30 AM", "07:30")).toBeNull();
    expect(startShift("Dawn", "7:30")).toBeNull();
  });
});
