import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { mockFetch, renderApp } from "@/test/renderApp";
import { inLocale } from "@/test/locales";
import type { ClubEvent } from "@/shared/lib/types";
import EventPage from "./EventPage";

const event: ClubEvent = {
  id: 5, title: "Saturday Social Nine", description: "Nine easy holes.", date: "2026-12-05", time: "7:00 AM",
  type: "social", capacity: 24, registered: 6, image: "", createdAt: "2026-11-01T00:00:00Z",
  rates: [
    { type: "Member Buggy Share", price: 25, category: "member", addOn: true },
    { type: "Member Nine Holes & Breakfast", price: 65, category: "member" },
  ],
};

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

const TEXTS = {
  en: { offline: "You're offline.", later: /will load when you are back online/, from: "from RM 65", about: "About this event" },
  ms: { offline: "Anda di luar talian.", later: /akan dimuatkan apabila anda kembali dalam talian/, from: "dari RM 65", about: null },
} as const;

describe.each(["en", "ms"] as const)("/events/{id} (%s)", (locale) => {
  inLocale(locale);
  const T = TEXTS[locale];

  it("offline, an event never opened says so, and loads once the signal is back", async () => {
    let up = false;
    mockFetch({
      "GET /api/events/5": () => {
        if (!up) throw new TypeError("Failed to fetch");
        return { body: event };
      },
    });
    setOnline(false);
    renderApp(<Route path="/events/:id" component={EventPage} />, { path: "/events/5" });
    expect(await screen.findByText(T.offline)).toBeInTheDocument();
    expect(screen.getByText(T.later)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    up = true;
    setOnline(true);
    expect(await screen.findByRole("heading", { level: 1, name: event.title })).toBeInTheDocument();
  });

  it("an event that does not exist is asked for once", async () => {
    let asked = 0;
    mockFetch({
      "GET /api/events/999999": () => {
        asked++;
        return { status: 404, body: { code: "not_found", message: "No event 999999" } };
      },
    });
    renderApp(<Route path="/events/:id" component={EventPage} />, { path: "/events/999999" });
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toBe(1);
  });

  it("shows the title, date and description once, and 'from' the lowest entry rate", async () => {
    mockFetch({ "GET /api/events/5": { body: event } });
    renderApp(<Route path="/events/:id" component={EventPage} />, { path: "/events/5" });
    expect(await screen.findByRole("heading", { level: 1, name: event.title })).toBeInTheDocument();
    expect(screen.getAllByText(event.title)).toHaveLength(1);
    expect(screen.getAllByText(event.description)).toHaveLength(1);
    expect(screen.getByText(new RegExp(T.from))).toBeInTheDocument();
    if (T.about) expect(screen.getByRole("heading", { name: T.about })).toBeInTheDocument();
  });
});
