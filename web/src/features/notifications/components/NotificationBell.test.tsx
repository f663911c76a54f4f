import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, type Reply } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import type { MemberProfile } from "@/shared/lib/types";
import type { Notification } from "@/features/notifications/types";
import { NotificationBell, badgeText, notificationTime } from "./NotificationBell";

afterEach(() => {
  act(() => resetToasts());
});

const member: MemberProfile = {
  id: 7,
  name: "Aisha Rahman",
  phone: "+60 12-345 6789",
  email: null,
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};
// The phone as it appears in the request path (fetch sees the encoded form).
const P = "/api/notifications/%2B60%2012-345%206789";

function notes(): Notification[] {
  return [
    {
      id: 3, type: "FELLOW_MEMBER_JOINED", title: "Fellow member joined", message: "Ben Lee joined Monthly Medal",
      isRead: false, createdAt: "2026-11-20T02:00:00Z", eventId: 11, eventTitle: "Monthly Medal",
    },
    {
      id: 2, type: "EVENT_UPDATE", title: "Tee time changed", message: "Monthly Medal now starts 7:00 AM",
      isRead: false, createdAt: "2026-11-19T02:00:00Z", eventId: 11, eventTitle: "Monthly Medal",
    },
    {
      id: 1, type: "other", title: "Welcome", message: "Welcome to the club", isRead: true,
      createdAt: "2026-11-01T02:00:00Z", eventId: null, eventTitle: null,
    },
  ];
}

/** A small server: the list and count follow the changes. */
function setup({ list = notes(), count, routes = {} }: { list?: Notification[]; count?: number; routes?: Record<string, Reply> } = {}) {
  let rows = list;
  const fetch = mockFetch({
    [`GET ${P}`]: () => ({ body: rows }),
    [`GET ${P}/count`]: () => ({ body: { count: count ?? rows.filter((n) => !n.isRead).length } }),
    "PATCH /api/notifications/3/read": () => {
      rows = rows.map((n) => (n.id === 3 ? { ...n, isRead: true } : n));
      return { body: rows.find((n) => n.id === 3) };
    },
    [`PATCH ${P}/read-all`]: () => {
      const n = rows.filter((r) => !r.isRead).length;
      rows = rows.map((r) => ({ ...r, isRead: true }));
      return { body: { count: n, message: `${n} notifications marked as read` } };
    },
    [`DELETE ${P}/clear-all`]: () => {
      const n = rows.length;
      rows = [];
      return { body: { count: n, message: `${n} notifications cleared` } };
    },
    ...routes,
  });
  const user = userEvent.setup();
  const app = renderApp(<NotificationBell member={member} />, { path: "/member" });
  return { user, fetch, ...app };
}

const calls = (fetch: ReturnType<typeof mockFetch>, key: string) =>
  fetch.mock.calls.filter(([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://x").pathname}` === key).length;

async function openBell(user: ReturnType<typeof userEvent.setup>, name: RegExp = /Notifications, \d+ unread/) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog", { name: "Notifications" });
}

describe("badgeText / notificationTime", () => {
  it("hides 0, shows counts up to 99, '99+' above", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
  it("relative within a day, en-MY date and time after", () => {
    const now = new Date("2026-11-21T02:00:00Z");
    expect(notificationTime("2026-11-21T01:59:40Z", now)).toBe("Just now");
    expect(notificationTime("2026-11-21T01:55:00Z", now)).toBe("5 min ago");
    expect(notificationTime("2026-11-20T23:00:00Z", now)).toBe("3 h ago");
    expect(notificationTime("2026-11-19T02:00:00Z", now)).toMatch(/19 Nov 2026, 10:00\s?am/i);
  });
});

describe("NotificationBell", () => {
  it("a published result links to the results page and is read on opening", async () => {
    const results: Notification = {
      id: 3, type: "RESULTS_PUBLISHED", title: "Results", message: "Out", isRead: false,
      createdAt: "2026-11-20T02:00:00Z", eventId: 5, eventTitle: "Monthly Medal", params: { eventId: 5, eventTitle: "Monthly Medal" },
    };
    const { user, fetch, loc } = setup({ list: [results] });
    const dialog = await openBell(user);
    const link = await within(dialog).findByRole("link", { name: /Results: Monthly Medal/ });
    expect(link).toHaveAttribute("href", "/events/5/results");
    expect(link).toHaveTextContent("The results of Monthly Medal are in. See where you finished.");
    await user.click(link);
    expect(loc.history?.at(-1)).toBe("/events/5/results");
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => String(u).endsWith("/api/notifications/3/read") && i?.method === "PATCH")).toBe(true));
  });

  it("badge shows '99+' for 150 unread", async () => {
    setup({ count: 150 });
    const bell = await screen.findByRole("button", { name: "Notifications, 150 unread" });
    expect(within(bell).getByTestId("notification-badge")).toHaveTextContent("99+");
  });

  it("badge hidden at 0", async () => {
    const { fetch } = setup({ list: [], count: 0 });
    const bell = await screen.findByRole("button", { name: "Notifications, 0 unread" });
    await waitFor(() => expect(calls(fetch, `GET ${P}/count`)).toBe(1));
    expect(within(bell).queryByTestId("notification-badge")).toBeNull();
  });

  it("calls the API with the member's URL-encoded phone", async () => {
    const { fetch } = setup();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    const urls = fetch.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`${P}/count`);
    expect(urls).toContain(P);
  });

  it("lists notifications newest first: unread bold with a dot, type icons, times", async () => {
    const { user } = setup();
    const pop = await openBell(user, /Notifications, 2 unread/);
    const items = await within(pop).findAllByTestId("notification-item");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("Fellow member joined"),
      expect.stringContaining("Tee time changed"),
      expect.stringContaining("Welcome"),
    ]);
    expect(within(items[0]!).getByText("Ben Lee joined Monthly Medal")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Fellow member joined")).toHaveClass("font-bold");
    expect(within(items[0]!).getByTestId("unread-dot")).toBeInTheDocument();
    expect(items[0]!.querySelector(".lucide-users")).not.toBeNull();
    expect(items[1]!.querySelector(".lucide-calendar-days")).not.toBeNull();
    expect(within(items[2]!).getByText("Welcome")).not.toHaveClass("font-bold");
    expect(within(items[2]!).queryByTestId("unread-dot")).toBeNull();
    expect(within(items[2]!).queryByRole("button")).toBeNull();
    expect(within(items[2]!).getByText(/1 Nov 2026/)).toBeInTheDocument();
  });

  it("clicking an unread one marks it read (PATCH) and updates the list and badge", async () => {
    const { user, fetch } = setup();
    const pop = await openBell(user, /Notifications, 2 unread/);
    await user.click(await within(pop).findByRole("button", { name: /Fellow member joined/ }));
    await waitFor(() => expect(calls(fetch, "PATCH /api/notifications/3/read")).toBe(1));
    const first = within(pop).getAllByTestId("notification-item")[0]!;
    await waitFor(() => expect(first).toHaveAttribute("data-read", "true"));
    expect(within(first).queryByTestId("unread-dot")).toBeNull();
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
  });

  it("a failed mark-read rolls back and shows a toast", async () => {
    const { user } = setup({ routes: { "PATCH /api/notifications/3/read": { status: 500, body: { message: "Database unavailable" } } } });
    const pop = await openBell(user, /Notifications, 2 unread/);
    await user.click(await within(pop).findByRole("button", { name: /Fellow member joined/ }));
    expect(await screen.findByText("Could not mark as read")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(within(pop).getAllByTestId("notification-item")[0]).toHaveAttribute("data-read", "false");
  });

  it("Mark all read marks every one read and hides the badge", async () => {
    const { user, fetch } = setup();
    const pop = await openBell(user, /Notifications, 2 unread/);
    await user.click(await within(pop).findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(calls(fetch, `PATCH ${P}/read-all`)).toBe(1));
    await waitFor(() => expect(within(pop).queryAllByTestId("unread-dot")).toHaveLength(0));
    const bell = screen.getByRole("button", { name: "Notifications, 0 unread" });
    expect(within(bell).queryByTestId("notification-badge")).toBeNull();
  });

  it("Clear all asks first; Cancel keeps them, confirming deletes them", async () => {
    const { user, fetch } = setup();
    const pop = await openBell(user, /Notifications, 2 unread/);
    await user.click(await within(pop).findByRole("button", { name: "Clear all" }));
    expect(within(pop).getByText(/Delete all 3 notifications\?/)).toBeInTheDocument();
    await user.click(within(pop).getByRole("button", { name: "Cancel" }));
    expect(calls(fetch, `DELETE ${P}/clear-all`)).toBe(0);
    expect(within(pop).getAllByTestId("notification-item")).toHaveLength(3);

    await user.click(within(pop).getByRole("button", { name: "Clear all" }));
    await user.click(within(pop).getByRole("button", { name: "Yes, clear all" }));
    expect(await within(pop).findByText("No notifications yet")).toBeInTheDocument();
    expect(calls(fetch, `DELETE ${P}/clear-all`)).toBe(1);
    expect(screen.getByRole("button", { name: "Notifications, 0 unread" })).toBeInTheDocument();
  });

  it("empty state", async () => {
    const { user } = setup({ list: [] });
    const pop = await openBell(user);
    expect(await within(pop).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(pop).queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("error line when the list fails", async () => {
    const { user } = setup({ routes: { [`GET ${P}`]: { status: 500, body: { message: "boom" } } } });
    const pop = await openBell(user);
    expect(await within(pop).findByText("Could not load notifications")).toBeInTheDocument();
  });

  it("polls the count every 15 s and the list every 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { fetch } = setup();
      await screen.findByRole("button", { name: "Notifications, 2 unread" });
      await waitFor(() => expect(calls(fetch, `GET ${P}`)).toBe(1));
      expect(calls(fetch, `GET ${P}/count`)).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(calls(fetch, `GET ${P}/count`)).toBe(2);
      expect(calls(fetch, `GET ${P}`)).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(calls(fetch, `GET ${P}/count`)).toBe(3);
      expect(calls(fetch, `GET ${P}`)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
