import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { BANNER_MS, BANNER_POLL_MS, NotificationBanner } from "./NotificationBanner";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const fresh = { hasNew: true, title: "New member joined", message: "Ben Lee just joined Monthly Medal" };

describe("NotificationBanner", () => {
  it("shows a new notification with a link to open it, and hides itself after 8 s", async () => {
    mockFetch({ "GET /api/notifications/check": { body: fresh } });
    renderApp(<NotificationBanner />);
    expect(await screen.findByText("New member joined")).toBeInTheDocument();
    expect(screen.getByText("Ben Lee just joined Monthly Medal")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open notifications" })).toHaveAttribute("href", "/member");
    expect(screen.getByRole("status")).toContainElement(screen.getByTestId("notification-banner"));
    await act(async () => vi.advanceTimersByTimeAsync(BANNER_MS - 100));
    expect(screen.getByTestId("notification-banner")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId("notification-banner")).toBeNull();
    expect(BANNER_MS).toBe(8000);
  });

  it("the close button hides it; the same notification is not announced twice", async () => {
    const fetchMock = mockFetch({ "GET /api/notifications/check": { body: fresh } });
    renderApp(<NotificationBanner />);
    fireEvent.click(await screen.findByRole("button", { name: "Close notification" }));
    expect(screen.queryByTestId("notification-banner")).toBeNull();
    // Polled again every 10 s while the stream is down (no provider here): same answer, no banner.
    await act(async () => vi.advanceTimersByTimeAsync(BANNER_POLL_MS + 100));
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith("/check")).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId("notification-banner")).toBeNull();
  });

  it("stays hidden when nothing is new, and shows what arrives at the next poll", async () => {
    let answer = { hasNew: false, title: "", message: "" };
    mockFetch({ "GET /api/notifications/check": () => ({ body: answer }) });
    renderApp(<NotificationBanner />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId("notification-banner")).toBeNull();
    answer = { hasNew: true, title: "Payment confirmed", message: "Your payment for Medal is confirmed. See you there!" };
    await act(async () => vi.advanceTimersByTimeAsync(BANNER_POLL_MS));
    expect(await screen.findByText("Payment confirmed")).toBeInTheDocument();
  });
});
