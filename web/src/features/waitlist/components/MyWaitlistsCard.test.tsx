import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { ClubEvent } from "@/shared/lib/types";
import { MyWaitlistsCard } from "./MyWaitlistsCard";

const event = (id: number, title: string, date: string): ClubEvent => ({
  id, title, description: "", date, time: "7:30 AM", type: "tournament",
  capacity: 2, registered: 2, image: "", createdAt: "2026-11-01T00:00:00Z", rates: [],
});

const TEXTS = {
  en: { title: "Waitlists you are on", place: "You are #2 on the waitlist", leave: "Leave waitlist: Club Medal", left: "You left the waitlist" },
  ms: { title: "Senarai menunggu anda", place: "Anda #2 dalam senarai menunggu", leave: "Keluar senarai menunggu: Club Medal", left: "Anda telah keluar dari senarai menunggu" },
} as const;

describe.each(["en", "ms"] as const)("MyWaitlistsCard (%s)", (locale) => {
  inLocale(locale);
  const T = TEXTS[locale];

  it("lists each waitlist with the member's place, and Leave takes them off it", async () => {
    let onMedal = true;
    const fetchMock = mockFetch({
      "GET /api/member/waitlists": () => ({ body: [...(onMedal ? [{ eventId: 7, position: 2 }] : []), { eventId: 9, position: 1 }] }),
      "GET /api/events/7": { body: event(7, "Club Medal", "2026-12-05") },
      "GET /api/events/9": { body: event(9, "Night Golf", "2026-12-12") },
      "DELETE /api/events/7/waitlist": () => {
        onMedal = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp(<MyWaitlistsCard />);
    expect(await screen.findByRole("heading", { name: T.title })).toBeInTheDocument();
    const medal = await screen.findByRole("link", { name: "Club Medal" });
    expect(medal).toHaveAttribute("href", "/events/7");
    expect(screen.getByText(new RegExp(T.place))).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Night Golf" })).toBeInTheDocument();
    expectNoRawIds(["waitlist", "event"]);

    await user.click(screen.getByRole("button", { name: T.leave }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Club Medal" })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/api/events/7/waitlist") && (init as RequestInit | undefined)?.method === "DELETE")).toBe(true);
    expect(screen.getByRole("link", { name: "Night Golf" })).toBeInTheDocument();
    expect((await screen.findAllByText(T.left)).length).toBeGreaterThan(0);
  });

  it("shows nothing when the member is on no waitlist", async () => {
    const fetchMock = mockFetch({ "GET /api/member/waitlists": { body: [] } });
    const { qc } = renderApp(<MyWaitlistsCard />);
    await waitFor(() => expect(qc.getQueryState(["/api/member/waitlists"])?.status).toBe("success"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("heading", { name: T.title })).not.toBeInTheDocument();
  });
});
