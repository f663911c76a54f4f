// The leaderboard page in each language: ties and DQ/NR, following a
// player, members-only to a visitor, and the clubhouse TV. The live
// refetch through the stream is in src/app/leaderboardLive.test.tsx.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { mockFetch, renderApp } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { Leaderboard, LeaderboardRow } from "../types";
import LeaderboardPage from "./LeaderboardPage";

const row = (over: Partial<LeaderboardRow> & Pick<LeaderboardRow, "registrationId" | "name">): LeaderboardRow => ({
  position: 1,
  label: "1",
  memberId: over.registrationId + 100,
  thru: 18,
  today: 0,
  gross: 72,
  net: 70,
  netToPar: -2,
  points: 36,
  status: "",
  holeInOne: false,
  ...over,
});

const board = (rows: LeaderboardRow[], over: Partial<Leaderboard> = {}): Leaderboard => ({
  eventId: 5,
  title: "Monthly Medal",
  date: "2026-11-28",
  format: "stableford",
  finalised: false,
  holes: [],
  rows,
  ...over,
});

const FIELD = [
  row({ registrationId: 4, name: "Devi", position: null, label: "DQ", status: "DQ", thru: 9 }),
  row({ registrationId: 1, name: "Aisyah", position: 1, points: 40, today: -2, thru: 18 }),
  row({ registrationId: 2, name: "Ben", position: 2, label: "T2", points: 38, thru: 14, today: 1 }),
  row({ registrationId: 3, name: "Chong", position: 2, label: "T2", points: 38, thru: 15, today: 3, holeInOne: true }),
  row({ registrationId: 5, name: "Eng", position: null, label: "NR", status: "NR", thru: 6 }),
];

const ali = { id: 7, name: "Ali", phone: "0123456789", email: null, membershipNumber: null, isActive: true };

function renderBoard(path = "/events/5/leaderboard") {
  return renderApp(<Route path="/events/:id/leaderboard" component={LeaderboardPage} />, { path });
}

const shownNames = () => screen.getAllByTestId("leaderboard-row").map((r) => within(r).getAllByRole("cell")[1].textContent);
const shownPositions = () => screen.getAllByTestId("leaderboard-pos").map((c) => c.textContent);

describe.each([
  { locale: "en" as const, tv: "Clubhouse TV", pts: "Pts", live: "Live", signIn: "For members only", follow: "Follow Ben", hio: "Hole in one", finished: "F" },
  { locale: "ms" as const, tv: "TV Rumah Kelab", pts: "Mata", live: "Langsung", signIn: "Untuk ahli sahaja", follow: "Ikuti Ben", hio: "Hole in one", finished: "T" },
])("LeaderboardPage ($locale)", ({ locale, tv, pts, live, signIn, follow, hio, finished }) => {
  inLocale(locale);

  it("shows the field by position with T2 for the tie, and DQ and NR after everyone", async () => {
    mockFetch({ "GET /api/member/session": { body: null }, "GET /api/events/5/leaderboard": { body: board(FIELD) } });
    renderBoard();
    await screen.findByTestId("leaderboard");
    expect(shownNames()).toEqual(["Aisyah", "Ben", `Chong${hio}`, "Eng", "Devi"]);
    expect(shownPositions()).toEqual(["1", "T2", "T2", "NR", "DQ"]);
    expect(screen.getByRole("columnheader", { name: pts })).toBeInTheDocument();
    expect(screen.getByTestId("leaderboard-state")).toHaveTextContent(live);
    const first = screen.getAllByTestId("leaderboard-row")[0];
    expect(within(first).getAllByRole("cell").map((c) => c.textContent)).toEqual(["1", "Aisyah", finished, "\u22122", "40"]);
    expect(screen.getByRole("link", { name: tv })).toHaveAttribute("href", "/events/5/leaderboard?tv=1");
    // A visitor has no stars.
    expect(screen.queryByRole("button", { name: follow })).toBeNull();
    expectNoRawIds(["leaderboard", "results"]);
  });

  it("a member follows and unfollows a player with the star", async () => {
    let followed = [103];
    const fetchMock = mockFetch({
      "GET /api/member/session": { body: ali },
      "GET /api/events/5/leaderboard": { body: board([...FIELD, row({ registrationId: 6, memberId: ali.id, name: "Ali", position: 4, label: "4" })]) },
      "GET /api/me/follows": () => ({ body: followed }),
      "PUT /api/me/follows/102": () => {
        followed = [...followed, 102];
        return { status: 204 };
      },
      "DELETE /api/me/follows/103": () => {
        followed = followed.filter((id) => id !== 103);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderBoard();
    const ben = await screen.findByRole("button", { name: follow });
    await waitFor(() => expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1));
    expect(ben).toHaveAttribute("aria-pressed", "false");
    // Nobody follows themselves: the member's own row has no star.
    expect(screen.getAllByRole("button", { name: new RegExp(follow.replace("Ben", "")) })).toHaveLength(5);
    expect(screen.queryByRole("button", { name: follow.replace("Ben", "Ali") })).toBeNull();
    await user.click(ben);
    await waitFor(() => expect(ben).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith("/api/me/follows/102") && i?.method === "PUT")).toBe(true));
    const chong = screen.getAllByRole("button", { pressed: true }).find((b) => b !== ben);
    expect(chong).toBeDefined();
    await user.click(chong!);
    await waitFor(() => expect(chong).toHaveAttribute("aria-pressed", "false"));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith("/api/me/follows/103") && i?.method === "DELETE")).toBe(true));
  });

  it("a members-only leaderboard asks a visitor to sign in", async () => {
    mockFetch({ "GET /api/member/session": { body: null }, "GET /api/events/5/leaderboard": { status: 401, body: { message: "Sign in", code: "unauthorized" } } });
    renderBoard();
    expect(await screen.findByText(signIn)).toBeInTheDocument();
    expect(screen.queryByTestId("leaderboard")).toBeNull();
    expectNoRawIds(["leaderboard"]);
  });

  it("TV mode: the whole screen, no follow stars, the screen kept awake again when the tab shows", async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
    mockFetch({ "GET /api/member/session": { body: ali }, "GET /api/events/5/leaderboard": { body: board(FIELD) }, "GET /api/me/follows": { body: [] } });
    const { unmount } = renderBoard("/events/5/leaderboard?tv=1");
    const tvScreen = await screen.findByTestId("leaderboard-tv");
    expect(within(tvScreen).getByRole("heading", { level: 1 })).toHaveTextContent("Monthly Medal");
    expect(within(tvScreen).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button", { name: follow })).toBeNull();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith("screen");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    unmount();
    await waitFor(() => expect(release).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, "wakeLock");
    expectNoRawIds(["leaderboard"]);
  });
});
