import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/shared/lib/queryClient";
import type { MemberProfile } from "@/shared/lib/types";
import { mockFetch } from "@/test/renderApp";
import { MEMBER_AUTH_KEY, PROFILE_KEY, fetchProfile, useAuth } from "./auth";
import { useLogout } from "./authActions";

const ali: MemberProfile = {
  id: 7,
  name: "Ali",
  phone: "0123456789",
  email: "ali@example.com",
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};
const stored = () => localStorage.getItem(MEMBER_AUTH_KEY);


describe("fetchProfile: the local copy rules (spec 1 §4)", () => {
  it("a loaded profile writes the local copy", async () => {
    mockFetch({ "GET /api/member/session": { body: ali } });
    expect(await fetchProfile()).toEqual(ali);
    expect(JSON.parse(stored()!)).toEqual(ali);
  });

  it("a network failure restores the local copy", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(ali));
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await fetchProfile()).toEqual(ali);
    expect(stored()).not.toBeNull();
  });

  it("a server error restores the local copy", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(ali));
    mockFetch({ "GET /api/member/session": { status: 503, body: { message: "down" } } });
    expect(await fetchProfile()).toEqual(ali);
  });

  it("an empty answer restores the local copy", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(ali));
    mockFetch({ "GET /api/member/session": () => new Response(null, { status: 204 }) });
    expect(await fetchProfile()).toEqual(ali);
  });

  it("null (nobody is signed in) means signed out and removes the copy (deviation)", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(ali));
    mockFetch({ "GET /api/member/session": { body: null } });
    expect(await fetchProfile()).toBeNull();
    expect(stored()).toBeNull();
  });

  it("a definite 401 means signed out and removes the copy (deviation)", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify(ali));
    mockFetch({ "GET /api/member/session": { status: 401, body: { message: "Not logged in" } } });
    expect(await fetchProfile()).toBeNull();
    expect(stored()).toBeNull();
  });

  it("an unparseable copy is removed", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, "{not json");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await fetchProfile()).toBeNull();
    expect(stored()).toBeNull();
  });

  it("a copy without a name is removed", async () => {
    localStorage.setItem(MEMBER_AUTH_KEY, JSON.stringify({ phone: "1" }));
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await fetchProfile()).toBeNull();
    expect(stored()).toBeNull();
  });

  it("no copy and no server: signed out", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await fetchProfile()).toBeNull();
  });
});

describe("useAuth / useLogout", () => {
  function wrapper() {
    const qc = makeQueryClient();
    const W = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    return { qc, W };
  }

  it("fetches the profile once and never again on its own", async () => {
    const fn = mockFetch({ "GET /api/member/session": { body: ali } });
    const { W } = wrapper();
    const a = renderHook(() => useAuth(), { wrapper: W });
    await waitFor(() => expect(a.result.current.isAuthenticated).toBe(true));
    const b = renderHook(() => useAuth(), { wrapper: W });
    expect(b.result.current.member?.name).toBe("Ali");
    window.dispatchEvent(new Event("focus"));
    window.dispatchEvent(new Event("online"));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("logout clears the copy and every cached query", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { body: { message: "ok" } } });
    const { qc, W } = wrapper();
    qc.setQueryData(["/api/events"], [{ id: 1 }]);
    const { result } = renderHook(() => ({ auth: useAuth(), logout: useLogout() }), { wrapper: W });
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(true));
    expect(stored()).not.toBeNull();
    await act(() => result.current.logout.mutateAsync());
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(false));
    expect(stored()).toBeNull();
    expect(qc.getQueryData(["/api/events"])).toBeUndefined();
    expect(qc.getQueryData(PROFILE_KEY)).toBeNull();
  });

  it("a failed logout keeps the session", async () => {
    mockFetch({ "GET /api/member/session": { body: ali }, "POST /api/member/logout": { status: 500, body: { message: "boom" } } });
    const { W } = wrapper();
    const { result } = renderHook(() => ({ auth: useAuth(), logout: useLogout() }), { wrapper: W });
    await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(true));
    await act(async () => {
      await result.current.logout.mutateAsync().catch(() => {});
    });
    expect(result.current.auth.isAuthenticated).toBe(true);
    expect(stored()).not.toBeNull();
  });
});
