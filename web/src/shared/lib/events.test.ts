import { describe, expect, it } from "vitest";
import { clubToday } from "./format";
import { eventIsoDate, filterUpcomingEvents, isEventFull } from "./events";
import type { ClubEvent } from "./types";

function ev(id: number, date: string, type = "tournament", time = "7:30 AM"): ClubEvent {
  return {
    id,
    title: `E${id}`,
    description: "",
    date,
    time,
    type,
    capacity: 40,
    registered: 0,
    image: "",
    rates: [],
    createdAt: "2026-01-01T00:00:00Z",
  };
}

describe("eventIsoDate", () => {
  it.each([
    ["2026-12-05", "2026-12-05"],
    ["2026-12-05T00:00:00Z", "2026-12-05"],
    ["5 December 2026", "2026-12-05"],
    ["15 Jan 2027", "2027-01-15"],
    ["someday", null],
    ["", null],
  ])("%s → %s", (input, want) => {
    expect(eventIsoDate(input)).toBe(want);
  });
});

describe("filterUpcomingEvents", () => {
  const today = "2026-11-21";
  const events = [
    ev(1, "2026-12-10", "social"),
    ev(2, "2026-11-20", "tournament"), // yesterday: past
    ev(3, "2026-11-21", "tournament"), // today: still upcoming
    ev(4, "2026-12-01", "Golf Trips"),
    ev(5, "1 December 2026", "tournament", "6:30 AM"),
    ev(6, "not a date", "tournament"),
  ];

  it("keeps today and later, earliest first", () => {
    expect(filterUpcomingEvents(events, "all", today).map((e) => e.id)).toEqual([3, 5, 4, 1]);
  });

  it("filters by type key", () => {
    expect(filterUpcomingEvents(events, "tournament", today).map((e) => e.id)).toEqual([3, 5]);
    expect(filterUpcomingEvents(events, "social", today).map((e) => e.id)).toEqual([1]);
    expect(filterUpcomingEvents(events, "Golf Trips", today).map((e) => e.id)).toEqual([4]);
  });

  it("returns nothing when no event matches", () => {
    expect(filterUpcomingEvents([ev(1, "2026-01-01")], "all", today)).toEqual([]);
  });

  it("does not mutate its input", () => {
    const copy = [...events];
    filterUpcomingEvents(events, "all", today);
    expect(events).toEqual(copy);
  });

  it("uses the club's date (Kuala Lumpur), not UTC", () => {
    // 2026-11-21 17:30 UTC is already 22 Nov 01:30 in Kuala Lumpur.
    const now = new Date("2026-11-21T17:30:00Z");
    const kl = clubToday(now);
    expect(kl).toBe("2026-11-22");
    const list = [ev(1, "2026-11-21"), ev(2, "2026-11-22")];
    expect(filterUpcomingEvents(list, "all", kl).map((e) => e.id)).toEqual([2]);
    // 15:59 UTC is 23:59 the same day in KL: the event on the 21st still counts.
    expect(filterUpcomingEvents(list, "all", clubToday(new Date("2026-11-21T15:59:00Z"))).map((e) => e.id)).toEqual([1, 2]);
  });
});

describe("isEventFull", () => {
  it("is full at or over capacity", () => {
    expect(isEventFull({ registered: 39, capacity: 40 })).toBe(false);
    expect(isEventFull({ registered: 40, capacity: 40 })).toBe(true);
    expect(isEventFull({ registered: 41, capacity: 40 })).toBe(true);
  });
});
