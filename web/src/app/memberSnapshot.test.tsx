import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/shared/lib/queryClient";
import { formatDateTime } from "@/shared/lib/format";
import type { MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { mockFetch } from "@/test/renderApp";
import { MEMBER_AUTH_KEY, fetchProfile, useAuth } from "@/features/auth";
import { useLogout } from "@/features/auth/api/authActions";
import { useMemberRegistrations } from "@/features/registrations/api/registrations";
import { MEMBER_SNAPSHOT_KEY, clearMemberSnapshot, readSnapshot, saveSnapshot, savedRead } from "@/features/offline";
import { SavedDataNotice } from "@/features/registrations/components/SavedDataNotice";

const member = (id: number, name: string): MemberProfile => ({
  id,
  name,
  phone: `01200000${id}`,
  email: null,
  membershipNumber: null,
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
});
const ali = member(7, "Ali");
const siti = member(8, "Siti");
const reg = { id: 31, eventId: 4, eventTitle: "Monthly Medal", eventDate: "2099-01-10" } as MemberRegistration;
const offline = () => vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
const signIn = (p: MemberProfile) => localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(p));

beforeEach(() => {
  localStorage.clear();
  clearMemberSnapshot();
});

describe("the member's offline copy", () => {
  const read = savedRead("/api/member/registrations", "registrations");

  it("a live answer is saved for the signed-in member and answers offline", async () => {
    signIn(ali);
    mockFetch({ "GET /api/member/registrations": { body: [reg] } });
    expect(await read()).toEqual([reg]);
    expect(readSnapshot(7, "registrations")?.data).toEqual([reg]);
    offline();
    expect(await read()).toEqual([reg]);
  });

  it("another member's copy never answers", async () => {
    saveSnapshot(7, "registrations", [reg]);
    signIn(siti);
    offline();
    await expect(read()).rejects.toThrow("Failed to fetch");
  });

  it("a server error is not hidden behind the copy; a 401 removes it", async () => {
    signIn(ali);
    saveSnapshot(7, "registrations", [reg]);
    mockFetch({ "GET /api/member/registrations": { status: 500, body: { message: "boom" } } });
    await expect(read()).rejects.toThrow("boom");
    expect(readSnapshot(7, "registrations")).not.toBeNull();
    mockFetch({ "GET /api/member/registrations": { status: 401, body: { message: "Not logged in" } } });
    await expect(read()).rejects.toThrow();
    expect(localStorage.getItem(MEMBER_SNAPSHOT_KEY)).toBeNull();
  });

  it("a different member signing in removes the previous member's copy", async () => {
    saveSnapshot(7, "registrations", [reg]);
    mockFetch({ "GET /api/member/session": { body: siti } });
    await fetchProfile();
    expect(localStorage.getItem(MEMBER_SNAPSHOT_KEY)).toBeNull();
  });

  it("logout removes the copy", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { body: { message: "ok" } } });
    saveSnapshot(7, "flights", []);
    const qc = makeQueryClient();
    const W = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ auth: useAuth(), logout: useLogout() }), { wrapper: W });
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(true));
    expect(localStorage.getItem(MEMBER_SNAPSHOT_KEY)).not.toBeNull();
    await act(() => result.current.logout.mutateAsync());
    expect(localStorage.getItem(MEMBER_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(MEMBER_AUTH_KEY)).toBeNull();
  });
});

describe("SavedDataNotice", () => {
  it("offline: says the dashboard shows the saved copy, from when, and what needs a connection", async () => {
    signIn(ali);
    const savedAt = new Date("2026-11-20T01:05:00Z");
    saveSnapshot(7, "registrations", [reg], savedAt);
    offline();
    const qc = makeQueryClient();
    function Probe() {
      const regs = useMemberRegistrations();
      return (
        <>
          <SavedDataNotice memberId={7} />
          <p>{regs.data?.[0]?.eventTitle}</p>
        </>
      );
    }
    render(
      <QueryClientProvider client={qc}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Monthly Medal")).toBeInTheDocument();
    const notice = await screen.findByTestId("saved-data-notice");
    expect(notice).toHaveTextContent(`Showing your registrations and flights as saved on this device on ${formatDateTime(savedAt.toISOString())}.`);
    expect(notice).toHaveTextContent("Paying, de-registering and registering for events need a connection.");
  });

  it("online with live data: nothing to say", () => {
    const { container } = render(
      <QueryClientProvider client={makeQueryClient()}>
        <SavedDataNotice memberId={7} />
      </QueryClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("back online, the live answers replace the saved copy and the notice goes", async () => {
    signIn(ali);
    saveSnapshot(7, "registrations", [reg]);
    offline();
    const qc = makeQueryClient();
    function Probe() {
      const regs = useMemberRegistrations();
      return (
        <>
          <SavedDataNotice memberId={7} />
          <p>{regs.data?.[0]?.eventTitle}</p>
        </>
      );
    }
    render(
      <QueryClientProvider client={qc}>
        <Probe />
      </QueryClientProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(await screen.findByTestId("saved-data-notice")).toHaveTextContent("You're offline.");
    mockFetch({ "GET /api/member/registrations": { body: [{ ...reg, eventTitle: "Club Championship" }] } });
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Club Championship")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("saved-data-notice")).toBeNull());
  });
});
