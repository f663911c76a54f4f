import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { json, mockFetch } from "@/test/publicHarness";
import AdminApp from "./AdminApp";
import type { AdminStats } from "@/shared/lib/adminTypes";

if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no matchMedia (useIsMobile): a desktop-sized window.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const stats: AdminStats = {
  activeMembers: { value: 16, previous: 12, changePct: 33.3 },
  upcomingEvents: { value: 4, previous: 0, changePct: null },
  pendingPayments: { value: 3, previous: 4, changePct: -25 },
  unreadMessages: { value: 2, previous: 2, changePct: 0 },
  queue: {
    awaitingReview: 3,
    outstanding: { amount: 1234, registrations: 9, unpriced: 1 },
    week: {
      from: "2026-11-21",
      to: "2026-11-27",
      events: [
        { id: 7, title: "Saturday Medal", date: "2026-11-21", time: "7:30 AM", registered: 12, capacity: 40 },
        { id: 8, title: "Friday Social", date: "2026-11-27", time: "", registered: 8, capacity: 8 },
      ],
    },
  },
};

const calm: AdminStats = {
  ...stats,
  queue: { awaitingReview: 0, outstanding: { amount: 0, registrations: 0, unpriced: 0 }, week: { from: "2026-11-21", to: "2026-11-27", events: [] } },
};

function mount(path: string, search: string, routes = {}) {
  const fetch = mockFetch({
    "GET /api/admin/me": () => json({ id: 1, username: "secretary" }),
    "GET /api/admin/stats": () => json(stats),
    "GET /api/admin/members": () => json([]),
    ...routes,
  });
  const loc = memoryLocation({ path, searchPath: search, record: true });
  const client = makeQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={loc.hook} searchHook={loc.searchHook}>
        <Route path="/admin" nest>
          {children}
        </Route>
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  render(<AdminApp />, { wrapper: Wrapper });
  return { fetch, loc, user: userEvent.setup() };
}

describe("admin dashboard", () => {
  it("redirects /admin to the dashboard", async () => {
    const { loc } = mount("/admin", "");
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard"));
  });

  it("sends a visitor without an admin session to the login page", async () => {
    const { loc } = mount("/admin/dashboard", "", { "GET /api/admin/me": () => json({ message: "Not logged in" }, 401) });
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("greets the admin, shows the stats with their change, and keeps the tab in the URL", async () => {
    const { loc, user } = mount("/admin/dashboard", "");
    expect(await screen.findByText("Welcome, secretary")).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    expect(await screen.findByTestId("stat-activeMembers")).toHaveTextContent("16");
    expect(screen.getByText("▲ 33.3%")).toBeInTheDocument();
    expect(screen.getByText("New")).toBeInTheDocument();
    // 4 → 3 is a count, not "▼ 25%": percentages of small numbers mislead.
    expect(screen.getByText("▼ 1")).toBeInTheDocument();
    expect(screen.getByText("No change")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Members/ }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard?tab=members"));
    expect(await screen.findByText("No members yet")).toBeInTheDocument();
  });

  it("puts the action queue first: slips to review, money outstanding, this week's events with their fill", async () => {
    const { loc, user } = mount("/admin/dashboard", "");
    const slips = await screen.findByTestId("queue-slips");
    expect(await within(slips).findByTestId("queue-slips-value")).toHaveTextContent("3");
    expect(within(slips).getByText("3 payment slips to check against the bank statement")).toBeInTheDocument();
    const owed = screen.getByTestId("queue-outstanding");
    expect(within(owed).getByTestId("queue-outstanding-value")).toHaveTextContent("RM 1,234");
    expect(within(owed).getByText(/Owed by 9 unpaid registrations for upcoming events \(1 at no listed rate/)).toBeInTheDocument();
    const week = screen.getByTestId("queue-week");
    expect(within(week).getByText("Sat, 21 Nov – Fri, 27 Nov")).toBeInTheDocument();
    const rows = within(week).getAllByTestId("queue-week-event");
    expect(rows.map((r) => within(r).getByTestId("queue-week-fill").textContent)).toEqual(["12 / 40", "8 / 8"]);
    expect(within(week).getByRole("progressbar", { name: "Saturday Medal: 12 of 40 places taken" })).toHaveAttribute("aria-valuenow", "12");
    expect(within(rows[1]).getByText(/Full/)).toBeInTheDocument();
    // The queue comes before the stat cards.
    const stat = screen.getByTestId("stat-activeMembers");
    expect(slips.compareDocumentPosition(stat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(slips).getByRole("link", { name: /Review slips/ }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/payment-references?filter=awaiting"));
  });

  it("an empty queue reads calmly", async () => {
    mount("/admin/dashboard", "", { "GET /api/admin/stats": () => json(calm) });
    const slips = await screen.findByTestId("queue-slips");
    await waitFor(() => expect(within(slips).getByTestId("queue-slips-text")).toHaveTextContent("No slips waiting"));
    expect(within(slips).queryByRole("link")).toBeNull();
    expect(within(screen.getByTestId("queue-outstanding")).getByText("Nothing outstanding")).toBeInTheDocument();
    expect(within(screen.getByTestId("queue-week")).getByText("No events this week")).toBeInTheDocument();
  });

  it("opens the tab named in the URL; System Settings opens Settings", async () => {
    const { loc, user } = mount("/admin/dashboard", "tab=overview");
    await user.click(await screen.findByRole("button", { name: "System Settings" }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/dashboard?tab=settings"));
    expect(screen.getByRole("tab", { name: /Settings/ })).toHaveAttribute("aria-selected", "true");
  });

  it("logs out to the login page, or toasts 'Logout failed'", async () => {
    let status = 500;
    const { loc, user } = mount("/admin/dashboard", "", {
      "POST /api/admin/logout": () => json({ message: status === 200 ? "Logged out" : "Server error" }, status),
    });
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logout failed")).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
  });
});
