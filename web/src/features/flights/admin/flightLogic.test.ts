import { describe, expect, it } from "vitest";
import type { AvailableMember } from "@/features/flights/types";
import type { FlightMemberView } from "@/shared/lib/types";
import {
  assignableMembers,
  flightFormSchema,
  flightStatus,
  isFlightEvent,
  nextFlightNumber,
  positionSlots,
  toTimeInputValue,
} from "./flightLogic";
import { formatTime } from "@/shared/lib/format";

const fm = (position: number, name: string, phone: string): FlightMemberView => ({
  id: position * 10,
  position,
  registrationId: position * 100,
  memberName: name,
  memberPhone: phone,
  memberEmail: null,
  handicap: null,
  isPaid: false,
});

const avail = (registrationId: number, name: string, phone: string): AvailableMember => ({
  registrationId,
  memberName: name,
  memberPhone: phone,
  memberEmail: null,
  guestRateType: "Member Green Fee",
  isPaid: false,
});

describe("flightStatus", () => {
  it.each([
    [0, 4, "Available"],
    [3, 4, "Available"],
    [4, 4, "Full"],
    [2, 2, "Full"],
    [3, 2, "Full"],
    [0, 1, "Available"],
    [1, 1, "Full"],
  ])("%i of %i players → %s", (currentPlayers, maxPlayers, want) => {
    expect(flightStatus({ currentPlayers, maxPlayers })).toBe(want);
  });
});

describe("nextFlightNumber", () => {
  const flights = [
    { eventId: 1, flightNumber: 1 },
    { eventId: 1, flightNumber: 2 },
    { eventId: 1, flightNumber: 4 },
    { eventId: 2, flightNumber: 1 },
  ];
  it("is the smallest free number of that event", () => {
    expect(nextFlightNumber(flights, 1)).toBe(3);
    expect(nextFlightNumber(flights, 2)).toBe(2);
  });
  it("is 1 for an event without flights", () => {
    expect(nextFlightNumber(flights, 9)).toBe(1);
    expect(nextFlightNumber([], 1)).toBe(1);
  });
});

describe("isFlightEvent", () => {
  it("takes tournament and social events only", () => {
    expect(isFlightEvent({ type: "tournament" })).toBe(true);
    expect(isFlightEvent({ type: "social" })).toBe(true);
    expect(isFlightEvent({ type: "Social" })).toBe(true);
    expect(isFlightEvent({ type: "Golf Trips" })).toBe(false);
  });
});

describe("position assignment", () => {
  it("hides members already in the flight, matched by phone in any format", () => {
    const inFlight = [fm(1, "Ali", "012-345 6789")];
    const available = [avail(1, "Ali again", "0123456789"), avail(2, "Siti", "0198765432"), avail(3, "Ah Kow", "0171112222")];
    expect(assignableMembers(available, inFlight).map((a) => a.memberName)).toEqual(["Siti", "Ah Kow"]);
  });

  it("offers everyone when the flight is empty", () => {
    const available = [avail(1, "Ali", "0123456789")];
    expect(assignableMembers(available, [])).toEqual(available);
  });

  it("has four slots; slots above maxPlayers are disabled; filled slots carry the member", () => {
    const slots = positionSlots({ maxPlayers: 2, members: [fm(2, "Siti", "0198765432")] });
    expect(slots.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    expect(slots.map((s) => s.disabled)).toEqual([false, false, true, true]);
    expect(slots[0].member).toBeUndefined();
    expect(slots[1].member?.memberName).toBe("Siti");
  });

  it("a four-ball has no disabled slot", () => {
    expect(positionSlots({ maxPlayers: 4, members: [] }).every((s) => !s.disabled)).toBe(true);
  });
});

describe("flight form validation", () => {
  const valid = { eventId: "3", flightNumber: "1", teeTime: "07:30", maxPlayers: "4", startingHole: "1", notes: "" };
  const messages = (v: Record<string, unknown>) => {
    const r = flightFormSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("accepts a valid flight and converts the numbers", () => {
    const r = flightFormSchema.parse({ ...valid, notes: "  buggy 12 " });
    expect(r).toEqual({ eventId: "3", flightNumber: 1, teeTime: "07:30", maxPlayers: 4, startingHole: 1, notes: "buggy 12" });
  });

  it.each([
    [{ eventId: "" }, "eventId", "Event is required"],
    [{ flightNumber: "0" }, "flightNumber", "Flight number must be at least 1"],
    [{ flightNumber: "" }, "flightNumber", "Flight number must be at least 1"],
    [{ flightNumber: "1.5" }, "flightNumber", "Flight number must be at least 1"],
    [{ teeTime: "" }, "teeTime", "Tee time is required"],
    [{ teeTime: "   " }, "teeTime", "Tee time is required"],
    [{ maxPlayers: "0" }, "maxPlayers", "Max players must be at least 1"],
    [{ maxPlayers: "5" }, "maxPlayers", "Max players cannot exceed 4"],
    [{ startingHole: "0" }, "startingHole", "Starting hole must be between 1-18"],
    [{ startingHole: "19" }, "startingHole", "Starting hole must be between 1-18"],
  ])("%o → %s: %s", (patch, field, msg) => {
    expect(messages({ ...valid, ...patch })[field]).toBe(msg);
  });

  it("bounds are inclusive", () => {
    expect(messages({ ...valid, maxPlayers: "1", startingHole: "18" })).toEqual({});
  });
});

describe("tee time", () => {
  it.each([
    ["07:30", "07:30"],
    ["7:30 AM", "07:30"],
    ["7.30am", "07:30"],
    ["1:05 pm", "13:05"],
    ["12:10 AM", "00:10"],
    ["12:10 PM", "12:10"],
    ["shotgun", "shotgun"],
  ])("%s → time input %s", (t, want) => expect(toTimeInputValue(t)).toBe(want));

  it("tee times use the one time formatter (24-hour values in club style)", () => {
    expect(formatTime("07:30")).toBe("7:30 am");
    expect(formatTime("13:05")).toBe("1:05 pm");
    expect(formatTime("00:10")).toBe("12:10 am");
    expect(formatTime("Shotgun 8am")).toBe("Shotgun 8am");
  });
});

