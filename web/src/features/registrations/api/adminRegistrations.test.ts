import { describe, expect, it } from "vitest";
import { registration } from "@/test/adminData";
import { filterRegistrations } from "./adminRegistrations";

describe("filterRegistrations", () => {
  const rows = [
    registration(1, { memberName: "Ahmad Ali", eventId: 1 }),
    registration(2, { memberName: "Siti Aminah", eventId: 2 }),
    registration(3, { memberName: "Ali Hassan", eventId: 2 }),
  ];
  const ids = (e: number | "all", q: string) => filterRegistrations(rows, e, q).map((r) => r.id);

  it("all events and no search: everything", () => expect(ids("all", "")).toEqual([1, 2, 3]));
  it("by event", () => expect(ids(2, "")).toEqual([2, 3]));
  it("by member name, case-insensitive, trimmed", () => expect(ids("all", "  ALI ")).toEqual([1, 3]));
  it("both", () => expect(ids(2, "ali")).toEqual([3]));
  it("an event with no registrations", () => expect(ids(9, "")).toEqual([]));
});
