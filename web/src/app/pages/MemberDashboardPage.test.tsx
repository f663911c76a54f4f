import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp } from "@/test/renderApp";
import { MEMBER_AUTH_KEY } from "@/features/auth/api/auth";
import MemberDashboardPage from "./MemberDashboardPage";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const ali = { id: 7, name: "Ali", phone: "0123456789", email: null, membershipNumber: null, isActive: true };

describe("/member", () => {
  it("signed out: the Member Access card opens the login dialog", async () => {
    mockFetch({ "GET /api/member/session": { body: null } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    expect(await screen.findByRole("heading", { name: "Member Access" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login / Register" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  it("signed in: welcome, tabs, membership details; Logout clears the session", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { body: { message: "ok" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    expect(await screen.findByRole("heading", { name: "Welcome back, Ali" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Membership" }));
    expect(await screen.findByText("Guest Access")).toBeInTheDocument();
    expect(screen.getByText("Contact admin for membership")).toBeInTheDocument();
    expect(screen.getByText("Need a Membership ID?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Admin" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText("No membership ID assigned")).toBeInTheDocument();
    expect(screen.getByText("Not specified")).toBeInTheDocument();
    expect(localStorage.getItem(MEMBER_AUTH_KEY)).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Member Access" })).toBeInTheDocument());
    expect(localStorage.getItem(MEMBER_AUTH_KEY)).toBeNull();
  });

  it("a failed logout says so", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { status: 500, body: { message: "Database unavailable" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logout Failed")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Welcome back, Ali" })).toBeInTheDocument();
  });

  it("membership tab with a membership number: Active Member", async () => {
    mockFetch({ "GET /api/member/session": { body: { ...ali, email: "ali@example.com", membershipNumber: "BHG123456" } } });
    const user = userEvent.setup();
    renderApp(<MemberDashboardPage />, { path: "/member" });
    await user.click(await screen.findByRole("tab", { name: "Membership" }));
    expect(await screen.findByText("Active Member")).toBeInTheDocument();
    expect(screen.getByText("Eligible for member rates")).toBeInTheDocument();
    expect(screen.queryByText("Need a Membership ID?")).not.toBeInTheDocument();
    for (const b of [
      "Member-only rates",
      "Priority event registration",
      "Flight arrangement preferences",
      "Tournament eligibility",
      "Member dashboard access",
      "Push notifications",
    ]) {
      expect(screen.getByText(b)).toBeInTheDocument();
    }
  });

  it("?tab=flights opens the Flights tab; choosing a tab updates the URL without a reload", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "GET /api/member/flights": { body: [] }, "GET /api/member/registrations": { body: [] } });
    const user = userEvent.setup();
    const { loc } = renderApp(<MemberDashboardPage />, { path: "/member?tab=flights" });
    expect(await screen.findByRole("tab", { name: "Flights" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Membership" }));
    expect(screen.getByRole("tab", { name: "Membership" })).toHaveAttribute("aria-selected", "true");
    expect(loc.history?.at(-1)).toBe("/member?tab=membership");
    await user.click(screen.getByRole("tab", { name: "Dashboard" }));
    expect(loc.history?.at(-1)).toBe("/member");
  });
});
