import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/components/ui/use-toast";
import { makeQueryClient } from "@/lib/queryClient";
import { json, mockFetch } from "@/test/publicHarness";
import AdminApp from "./AdminApp";
import type { AdminStats } from "./types";

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
