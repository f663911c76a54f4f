import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/shared/lib/format";
import type { ClubEvent } from "@/shared/lib/types";
import { json, mockFetch, renderWithProviders } from "@/test/publicHarness";
import EventsPage from "./EventsPage";

const openLogin = vi.fn();
vi.mock("@/features/auth/components/LoginDialogContext", () => ({ useLoginDialog: () => ({ openLogin }) }));

afterEach(() => {
  openLogin.mockReset();
});

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const today = clubToday();
function ev(id: number, date: string, type: string, title: string): ClubEvent {
  return { id, title, description: "", date, time: "8:00 AM", type, capacity: 20, registered: 3, image: "", rates: [], createdAt: "" };
}

describe("EventsPage", { timeout: 20000 }, () => {
  // The first card's picture is the page's largest paint: the ones below
  // wait for it (or 3 s), so a slow link gives it all its bandwidth.
  it("loads the pictures below the first once the first has loaded", async () => {
    mockFetch({ "GET /api/events": () => json([ev(1, today, "social", "First"), ev(2, addDays(today, 1), "social", "Second"), ev(3, addDays(today, 2), "social", "Third")]) });
    renderWithProviders(<EventsPage />);
    await screen.findByText("Third");
    const pictures = () => screen.getAllByTestId("event-card").map((card) => card.querySelector("img"));
    const [first, ...rest] = pictures();
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(rest).toEqual([null, null]);
    fireEvent.load(first!);
    expect(pictures().every((img) => img !== null)).toBe(true);
  });

  it("loads them after 3 s if the first never settles", async () => {
    // Fake timers that also move with real time, so findByText still polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch({ "GET /api/events": () => json([ev(1, today, "social", "First"), ev(2, addDays(today, 1), "social", "Second")]) });
      renderWithProviders(<EventsPage />);
      await screen.findByText("Second");
      const second = () => screen.getAllByTestId("event-card")[1].querySelector("img");
      expect(second()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(second()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(second()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows four skeleton cards while loading", () => {
    mockFetch({ "GET /api/events": () => new Promise<Response>(() => {}) });
    renderWithProviders(<EventsPage />);
    expect(screen.getByRole("heading", { name: "Upcoming Events" })).toBeInTheDocument();
    expect(screen.getAllByTestId("event-skeleton")).toHaveLength(4);
  });

  it("shows the failure message", async () => {
    mockFetch({ "GET /api/events": () => json({ message: "boom" }, 500) });
    renderWithProviders(<EventsPage />);
    expect(await screen.findByText("Error Loading Events")).toBeInTheDocument();
    expect(screen.getByText("Failed to load events. Please try again later.")).toBeInTheDocument();
  });

  it("lists upcoming events only, soonest first, and filters by type", async () => {
    mockFetch({
      "GET /api/events": () =>
        json([
          ev(1, addDays(today, 10), "social", "Social Nine"),
          ev(2, addDays(today, -1), "tournament", "Yesterday Cup"),
          ev(3, today, "tournament", "Today Medal"),
          ev(4, addDays(today, 30), "Golf Trips", "Langkawi Trip"),
        ]),
    });
    renderWithProviders(<EventsPage />);
    await screen.findByText("Today Medal");
    const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual(["Today Medal", "Social Nine", "Langkawi Trip"]);
    expect(screen.queryByText("Yesterday Cup")).not.toBeInTheDocument();

    const filters = screen.getByRole("group", { name: "Filter events" });
    await userEvent.click(within(filters).getByRole("button", { name: "Golf Trips" }));
    expect(titles()).toEqual(["Langkawi Trip"]);
    await userEvent.click(within(filters).getByRole("button", { name: "Social Events" }));
    expect(titles()).toEqual(["Social Nine"]);
  });

  it("shows the empty message when nothing matches", async () => {
    mockFetch({ "GET /api/events": () => json([ev(1, addDays(today, 3), "social", "Social Nine")]) });
    renderWithProviders(<EventsPage />);
    await screen.findByText("Social Nine");
    await userEvent.click(screen.getByRole("button", { name: "Tournaments" }));
    expect(screen.getByText("No events available for the selected filter.")).toBeInTheDocument();
  });

  it("asks a visitor to log in, and a member sees the dashboard link", async () => {
    mockFetch({ "GET /api/events": () => json([ev(1, addDays(today, 3), "social", "Social Nine")]) });
    renderWithProviders(<EventsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Login to Register" }));
    expect(openLogin).toHaveBeenCalledWith(expect.objectContaining({ onSuccess: expect.any(Function) }));
    expect(screen.queryByRole("link", { name: "Member Dashboard" })).not.toBeInTheDocument();
  });

  it("shows 'Member Dashboard' and 'Register Now' to a signed-in member", async () => {
    mockFetch({
      "GET /api/member/session": () =>
        json({ id: 1, name: "Ali", phone: "0123456789", email: null, membershipNumber: null, isActive: true, subscriptionDate: null, subscriptionExpiryDate: null }),
      "GET /api/events": () => json([ev(1, addDays(today, 3), "social", "Social Nine")]),
    });
    renderWithProviders(<EventsPage />);
    expect(await screen.findByRole("button", { name: "Register Now" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Member Dashboard" })).toHaveAttribute("href", "/member");
  });
});
