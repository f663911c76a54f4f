import { describe, expect, it } from "vitest";
import type { AdminFlight, ClubEvent } from "@/shared/lib/types";
import { eventShare, flightSheetShare, lowestPrice, whatsAppHref } from "./share";

const event: ClubEvent = {
  id: 7,
  title: "Monthly Medal & Friends",
  description: "Stroke play.",
  date: "2026-12-05",
  time: "7:30 AM Shotgun",
  type: "tournament",
  capacity: 40,
  registered: 3,
  image: "",
  rates: [
    { type: "Non-Member Weekday", price: 180.5, category: "non-member" },
    { type: "Member Weekday", price: 120, category: "member" },
  ],
  createdAt: "2026-11-01T00:00:00Z",
};

describe("eventShare", () => {
  it("has the title, the date and time, the lowest price and the event's link", () => {
    expect(eventShare(event, "https://club.example")).toEqual({
      title: "Monthly Medal & Friends",
      text: "Monthly Medal & Friends\nSat, 5 December 2026 · 7:30 AM Shotgun\nfrom RM 120",
      url: "https://club.example/events/7",
    });
  });
  it("says from the lowest entry rate, not a cheaper add-on", () => {
    const withAddOn = { ...event, rates: [...event.rates, { type: "Member Buggy Share", price: 25, category: "member" as const, addOn: true }] };
    expect(eventShare(withAddOn, "https://club.example").text).toContain("from RM 120");
    expect(lowestPrice(withAddOn)).toBe(120);
    expect(lowestPrice({ rates: [{ type: "Member Buggy Share", price: 25, category: "member", addOn: true }] })).toBeNull();
  });
  it("leaves the price out of an event without rates", () => {
    expect(eventShare({ ...event, rates: [] }, "https://club.example").text).not.toContain("RM");
  });
});

describe("whatsAppHref", () => {
  it("puts the text and the link, encoded, in a wa.me link", () => {
    const href = whatsAppHref(eventShare(event, "https://club.example"));
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(
      "Monthly Medal & Friends\nSat, 5 December 2026 · 7:30 AM Shotgun\nfrom RM 120\nhttps://club.example/events/7",
    );
    expect(href).not.toContain("&F");
  });
});

describe("flightSheetShare", () => {
  const flight = (n: number, names: string[]): AdminFlight => ({
    id: n,
    eventId: 7,
    eventTitle: "Monthly Medal",
    eventDate: "2026-12-05",
    eventTime: "7:30 AM",
    flightNumber: n,
    teeTime: n === 1 ? "7:30 AM" : "7:40 AM",
    maxPlayers: 4,
    currentPlayers: names.length,
    startingHole: n,
    notes: "",
    members: names.map((memberName, i) => ({
      id: n * 10 + i,
      position: names.length - i,
      registrationId: 1,
      memberName,
      memberPhone: "0123456789",
      memberEmail: "x@example.test",
      handicap: 12,
      isPaid: true,
    })),
  });
  it("lists the flights in order with players by position and no contact details", () => {
    const p = flightSheetShare([flight(2, []), flight(1, ["Farid", "Aisyah"])], "https://club.example");
    expect(p?.text).toBe(
      "Monthly Medal – flights\nSat, 5 December 2026\n\nFlight 1 · 7:30 AM · hole 1\n1. Aisyah\n2. Farid\n\nFlight 2 · 7:40 AM · hole 2\n(no players yet)",
    );
    expect(p?.url).toBe("https://club.example/events/7");
    expect(p?.text).not.toContain("0123456789");
  });
  it("is nothing without flights", () => {
    expect(flightSheetShare([])).toBeNull();
  });
});
