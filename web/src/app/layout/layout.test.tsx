import { useState } from "react";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithProviders } from "@/test/publicHarness";
import { AppShell } from "./AppShell";
import { MobileMenu } from "./MobileMenu";
import { FOOTER_LINKS, MAIN_LINKS, isActive, mobileTitle, shareApp } from "./nav";
import { t } from "@/shared/i18n/i18n";
import { PULL_MAX, pullDistance } from "./usePullToRefresh";

describe("mobileTitle", () => {
  it.each([
    ["/", "SKGC"],
    ["/events", "Events"],
    ["/gallery", "Gallery"],
    ["/member", "Dashboard"],
    ["/contact", "Contact"],
    ["/admin", "Admin"],
    ["/admin/dashboard", "Admin"],
    ["/blog", "SKGC"],
    ["/membership", "SKGC"],
  ])("%s → %s", (path, want) => {
    expect(mobileTitle(path, "SKGC")).toBe(want);
  });
  it("falls back to 'Golf Club' without a short name", () => {
    expect(mobileTitle("/", undefined)).toBe("Golf Club");
    expect(mobileTitle("/", "  ")).toBe("Golf Club");
  });
});

describe("links", () => {
  it("has Subscription in the main menu but not in the footer", () => {
    expect(MAIN_LINKS.map((l) => t(l.label))).toEqual(["Home", "Events", "Gallery", "Blog", "Contact", "Subscription", "Member"]);
    expect(FOOTER_LINKS.map((l) => t(l.label))).not.toContain("Subscription");
  });
  it("marks Home active only on /", () => {
    expect(isActive("/", "/events")).toBe(false);
    expect(isActive("/member", "/member")).toBe(true);
    expect(isActive("/member", "/membership")).toBe(false);
  });
});

describe("pullDistance", () => {
  it("halves the pull and caps it at threshold + 20", () => {
    expect(pullDistance(100, 260)).toBe(80);
    expect(pullDistance(100, 1000)).toBe(PULL_MAX);
    expect(PULL_MAX).toBe(100);
    expect(pullDistance(100, 50)).toBe(0);
  });
});

describe("shareApp", () => {
  it("uses the share sheet with the origin URL", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    await shareApp("Golf Club", "text");
    expect(share).toHaveBeenCalledWith({ title: "Golf Club", text: "text", url: window.location.origin });
  });
  it("copies the link when sharing fails", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: vi.fn().mockRejectedValue(new Error("nope")), clipboard: { writeText } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await shareApp("Golf Club");
    expect(writeText).toHaveBeenCalledWith(window.location.origin);
    expect(alert).toHaveBeenCalledWith("App link copied to clipboard!");
  });
  it("shows the link when copying fails too", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await shareApp("Golf Club");
    expect(alert).toHaveBeenCalledWith(`Share this app: ${window.location.origin}`);
  });
});

describe("AppShell", () => {
  it("shows the top bar and footer on public pages (desktop)", async () => {
    mockFetch({});
    renderWithProviders(<AppShell>page</AppShell>, { path: "/events" });
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(await screen.findByText("Serving golfers since 2021 · 300+ active members")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Events", current: "page" })).toBeInTheDocument();
  });

  it("offers the privacy notice in the phone's menu (a phone has no footer)", async () => {
    mockFetch({});
    const onOpenChange = vi.fn();
    renderWithProviders(<MobileMenu open onOpenChange={onOpenChange} path="/events" clubName="SKGC" />, { path: "/events" });
    const link = await screen.findByRole("link", { name: "Privacy" });
    expect(link).toHaveAttribute("href", "/privacy");
    act(() => link.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("hides the top bar and footer under /admin", () => {
    mockFetch({});
    renderWithProviders(<AppShell>admin</AppShell>, { path: "/admin/dashboard" });
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Footer" })).not.toBeInTheDocument();
  });

  it("shows the offline banner, then 'Back online!' on reconnect", () => {
    mockFetch({});
    renderWithProviders(<AppShell>x</AppShell>);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByText("Offline mode - Cached content available")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByText("Back online! Golf events updated.")).toBeInTheDocument();
  });
});

describe("AppShell across the breakpoint", () => {
  it("keeps the page mounted (and its state) when the layout switches", async () => {
    mockFetch({});
    let mounts = 0;
    function Page() {
      // Counts mounts: a remount would lose what the member typed.
      useState(() => {
        mounts += 1;
        return 0;
      });
      return <input aria-label="Typed" defaultValue="" />;
    }
    vi.stubGlobal("innerWidth", 1280);
    renderWithProviders(
      <AppShell>
        <Page />
      </AppShell>,
      { path: "/contact" },
    );
    const field = await screen.findByLabelText("Typed");
    (field as HTMLInputElement).value = "hello";
    await act(async () => {
      vi.stubGlobal("innerWidth", 390);
      window.dispatchEvent(new Event("resize"));
    });
    expect(await screen.findByRole("navigation", { name: "Tabs" })).toBeInTheDocument();
    expect(mounts).toBe(1);
    expect((screen.getByLabelText("Typed") as HTMLInputElement).value).toBe("hello");
  });
});
