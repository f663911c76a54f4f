import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/shared/i18n/i18n";
import { notificationHref, renderNotification } from "./render";

const n = (type: string, params: Record<string, unknown> | null) => ({ type, params, title: "Server title", message: "Server message" });

describe("renderNotification", () => {
  it.each([
    [n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Monthly Medal", eventId: 3 }), "New member joined", "Ben Lee just joined Monthly Medal"],
    [
      n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Monthly Medal", eventId: 3, others: 1 }),
      "New members joined",
      "Ben Lee and one other member just joined Monthly Medal",
    ],
    [
      n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Monthly Medal", eventId: 3, others: 4 }),
      "New members joined",
      "Ben Lee and 4 other members just joined Monthly Medal",
    ],
    [n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Medal", others: "x" }), "New member joined", "Ben Lee just joined Medal"],
    [
      n("EVENT_UPDATE", { change: "rescheduled", eventTitle: "Monthly Medal", date: "2026-12-05", time: "07:30", oldDate: "2026-12-04", oldTime: "08:00" }),
      "Event rescheduled",
      "Monthly Medal is now on Sat, 5 December 2026 at 7:30 am.",
    ],
    [n("EVENT_UPDATE", { change: "rescheduled", eventTitle: "Medal", date: "2026-12-05", time: "" }), "Event rescheduled", "Medal is now on Sat, 5 December 2026."],
    [n("EVENT_UPDATE", { change: "renamed", eventTitle: "Club Cup", oldTitle: "Medal" }), "Event renamed", "Medal is now called Club Cup."],
    [n("EVENT_UPDATE", { change: "cancelled", eventTitle: "Medal", date: "2026-12-05" }), "Event cancelled", "Medal on Sat, 5 December 2026 has been cancelled."],
    [n("PAYMENT_UPDATE", { status: "confirmed", eventTitle: "Medal" }), "Payment confirmed", "Your payment for Medal is confirmed. See you there!"],
    [
      n("PAYMENT_UPDATE", { status: "rejected", eventTitle: "Medal" }),
      "Payment slip not accepted",
      "Your payment slip for Medal was not accepted. Please upload a new one.",
    ],
    [
      n("FLIGHT_UPDATE", { change: "placed", eventTitle: "Medal", flightNumber: 3, teeTime: "08:10", startingHole: 10 }),
      "Flight assigned",
      "You are in flight 3 for Medal: tee time 8:10 am, hole 10.",
    ],
    [
      n("FLIGHT_UPDATE", { change: "tee_time", eventTitle: "Medal", flightNumber: 3, teeTime: "13:00", startingHole: 1, oldTeeTime: "12:30" }),
      "Tee time changed",
      "Flight 3 of Medal now tees off at 1:00 pm from hole 1 (was 12:30 pm).",
    ],
    [
      n("EVENT_REMINDER", { eventTitle: "Medal", date: "2026-12-05", time: "07:00", teeTime: "07:40", flightNumber: 2 }),
      "Tomorrow: Medal",
      "Medal is tomorrow, Sat, 5 December 2026 at 7:00 am. Your tee time is 7:40 am (flight 2).",
    ],
    [n("EVENT_REMINDER", { eventTitle: "Medal", date: "2026-12-05" }), "Tomorrow: Medal", "Medal is tomorrow, Sat, 5 December 2026."],
    [
      n("WAITLIST_PROMOTED", { eventTitle: "Medal", eventId: 3, payBy: "2026-12-01T06:30:00Z" }),
      "You are in: Medal",
      "A seat freed up for Medal and it is yours: you are now registered. Please pay by 1 Dec 2026, 2:30 pm or the seat passes to the next in line.",
    ],
    [n("WAITLIST_PROMOTED", { eventTitle: "Medal" }), "You are in: Medal", "A seat freed up for Medal and it is yours: you are now registered."],
    [n("WAITLIST_LAPSED", { eventTitle: "Medal" }), "Waitlist seat released", "Your seat for Medal was released because it was not paid in time."],
    [n("RESULTS_PUBLISHED", { eventTitle: "Medal", eventId: 4 }), "Results: Medal", "The results of Medal are in. See where you finished."],
  ])("%# %s", (note, title, message) => {
    expect(renderNotification(note)).toEqual({ title, message });
  });

  it.each([
    ["an unknown type", n("SOMETHING_NEW", { eventTitle: "Medal" })],
    ["no params (an old row)", n("FELLOW_MEMBER_JOINED", null)],
    ["a missing name", n("FELLOW_MEMBER_JOINED", { eventTitle: "Medal" })],
    ["an unknown change", n("EVENT_UPDATE", { change: "moved", eventTitle: "Medal" })],
    ["an unknown status", n("PAYMENT_UPDATE", { status: "pending", eventTitle: "Medal" })],
    ["a promotion without its event", n("WAITLIST_PROMOTED", { payBy: "2026-12-01T06:30:00Z" })],
    ["an inherited key", n("toString", { eventTitle: "Medal" })],
    ["a flight without a number", n("FLIGHT_UPDATE", { change: "placed", eventTitle: "Medal", teeTime: "08:00" })],
  ])("falls back to the server's words for %s", (_name, note) => {
    expect(renderNotification(note)).toEqual({ title: "Server title", message: "Server message" });
  });

  it.each([
    ["en" as const, "Results: Monthly Medal", "The results of Monthly Medal are in. See where you finished."],
    ["ms" as const, "Keputusan: Monthly Medal", "Keputusan Monthly Medal telah diumumkan. Lihat kedudukan anda."],
  ])("RESULTS_PUBLISHED in %s, leading to the event's results page", async (locale, title, message) => {
    await activateLocale(locale);
    try {
      const note = { ...n("RESULTS_PUBLISHED", { eventId: 5, eventTitle: "Monthly Medal" }), eventId: 5 };
      expect(renderNotification(note)).toEqual({ title, message });
      expect(notificationHref(note)).toBe("/events/5/results");
      // The row's own event id serves when the params lack it; other kinds lead nowhere.
      expect(notificationHref({ ...note, params: { eventTitle: "Monthly Medal" } })).toBe("/events/5/results");
      expect(notificationHref({ ...note, params: {}, eventId: null })).toBeUndefined();
      expect(notificationHref({ ...note, type: "EVENT_UPDATE" })).toBeUndefined();
    } finally {
      await activateLocale("en");
    }
  });

  it("leads a scored event's reminder to the scorecard, and other reminders nowhere", () => {
    const reminder = { ...n("EVENT_REMINDER", { eventId: 7, eventTitle: "Monthly Medal", scorecard: true }), eventId: 7 };
    expect(notificationHref(reminder)).toBe("/events/7/scorecard");
    expect(notificationHref({ ...reminder, params: { eventId: 7, eventTitle: "Monthly Medal" } })).toBeUndefined();
    expect(notificationHref({ ...reminder, params: { eventId: 7, scorecard: "yes" } })).toBeUndefined();
  });

  it("keeps a time it cannot read as written", () => {
    const r = renderNotification(n("FLIGHT_UPDATE", { change: "placed", eventTitle: "Medal", flightNumber: 1, teeTime: "shotgun" }));
    expect(r.message).toBe("You are in flight 1 for Medal: tee time shotgun.");
  });

  describe("in Bahasa Melayu", () => {
    afterEach(() => activateLocale("en"));

    it.each([
      [n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Medal" }), "Ahli baharu menyertai", "Ben Lee baru sahaja menyertai Medal"],
      [
        n("EVENT_UPDATE", { change: "rescheduled", eventTitle: "Medal", date: "2026-12-05", time: "07:30" }),
        "Acara dijadualkan semula",
        "Medal kini diadakan pada Sab, 5 Disember 2026, pukul 7:30 pagi.",
      ],
      [
        n("FLIGHT_UPDATE", { change: "tee_time", eventTitle: "Medal", flightNumber: 3, teeTime: "13:00", startingHole: 1, oldTeeTime: "12:30" }),
        "Tee time ditukar",
        "Flight 3 bagi Medal kini tee off pada 1:00 petang dari lubang 1 (sebelum ini 12:30 petang).",
      ],
      [
        n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Medal", others: 1 }),
        "Ahli baharu menyertai",
        "Ben Lee dan seorang ahli lain baru sahaja menyertai Medal",
      ],
      [
        n("FELLOW_MEMBER_JOINED", { memberName: "Ben Lee", eventTitle: "Medal", others: 3 }),
        "Ahli baharu menyertai",
        "Ben Lee dan 3 ahli lain baru sahaja menyertai Medal",
      ],
      [n("WAITLIST_LAPSED", { eventTitle: "Medal" }), "Tempat senarai menunggu dilepaskan", "Tempat anda untuk Medal telah dilepaskan kerana bayaran tidak dibuat dalam masa yang ditetapkan."],
      [n("RESULTS_PUBLISHED", { eventTitle: "Medal", eventId: 4 }), "Keputusan: Medal", "Keputusan Medal telah diumumkan. Lihat kedudukan anda."],
    ])("%#", async (notification, title, message) => {
      await activateLocale("ms");
      expect(renderNotification(notification)).toEqual({ title, message });
    });
  });
});
