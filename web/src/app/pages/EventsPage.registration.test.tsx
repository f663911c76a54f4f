// The Events page's registration wiring: the 'Registered' badge
// comes from the member's own registrations matched by event id (not by
// name, a spec defect we do not copy), and 'Register Now' opens the dialog.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import type { ClubEvent, MemberProfile } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import EventsPage from "./EventsPage";

beforeAll(polyfillRadix);
afterEach(() => {
  act(() => resetToasts());
});

const member: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

function ev(id: number, title: string): ClubEvent {
  return {
    id, title, description: "", date: "2099-01-0" + id, time: "8:00 AM", type: "social", capacity: 20, registered: 3,
    image: "", createdAt: "", rates: [{ type: "Member Entry", price: 50, category: "member" }],
  };
}

const cardOf = (title: string) => screen.getByRole("heading", { name: title, level: 2 }).closest("li")!;

describe("EventsPage registration", () => {
  it("badges only the events the member is registered for, by event id", async () => {
    mockFetch({
      "GET /api/member/session": { body: member },
      "GET /api/events": { body: [ev(1, "Same Name Cup"), ev(2, "Same Name Cup II"), ev(3, "Other Social")] },
      // Registered for event 2 only; the title text of event 1 appears in it.
      "GET /api/member/registrations": { body: [{ id: 9, eventId: 2, eventTitle: "Same Name Cup", eventDate: "2099-01-02" }] },
    });
    renderApp(<EventsPage />, { path: "/events" });
    await screen.findByText("Other Social");
    await within(cardOf("Same Name Cup II")).findByText("Registered");
    expect(within(cardOf("Same Name Cup")).queryByText("Registered")).not.toBeInTheDocument();
    expect(within(cardOf("Other Social")).queryByText("Registered")).not.toBeInTheDocument();
  });

  it("does not ask for registrations when signed out", async () => {
    const fetch = mockFetch({
      "GET /api/member/session": { body: null },
      "GET /api/events": { body: [ev(1, "Open Day")] },
    });
    renderApp(<EventsPage />, { path: "/events" });
    await screen.findByRole("button", { name: "Login to Register" });
    expect(fetch.mock.calls.some(([url]) => String(url).includes("registrations"))).toBe(false);
  });

  it("'Register Now' opens the registration dialog for that event", async () => {
    mockFetch({
      "GET /api/member/session": { body: member },
      "GET /api/events": { body: [ev(1, "Open Day"), ev(3, "Other Social")] },
      "GET /api/member/registrations": { body: [] },
      "GET /api/events/3/registrations": { body: [] },
      "GET /api/flights/3": { body: [] },
    });
    const user = userEvent.setup();
    renderApp(<EventsPage />, { path: "/events" });
    await screen.findByText("Other Social");
    await user.click(within(cardOf("Other Social")).getByRole("button", { name: "Register Now" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Other Social" })).toBeInTheDocument();
    expect(await within(dialog).findByText("Be the First to Join!")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
