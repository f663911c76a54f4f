// The leaderboard follows the live stream: a `changed` message naming the
// event's topic refetches it in place, within the message's own turn, and
// another event's topic does not.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { mockFetch, renderApp } from "@/test/renderApp";
import { RealtimeStream } from "@/features/realtime/RealtimeStream";
import { FakeEventSource } from "@/features/realtime/testEventSource";
import LeaderboardPage from "@/features/scoring/components/LeaderboardPage";
import type { Leaderboard, LeaderboardRow } from "@/features/scoring/types";

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

const board = (rows: LeaderboardRow[]): Leaderboard => ({ eventId: 5, title: "Monthly Medal", date: "2026-11-28", format: "stableford", finalised: false, holes: [], rows });

function renderBoard() {
  return renderApp(
    <>
      <Route path="/events/:id/leaderboard" component={LeaderboardPage} />
      <RealtimeStream viewer="test" onCelebration={() => undefined} onState={() => undefined} />
    </>,
    { path: "/events/5/leaderboard" },
  );
}

const shownNames = () => screen.getAllByTestId("leaderboard-row").map((r) => within(r).getAllByRole("cell")[1].textContent);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

describe("leaderboard on the live stream", () => {
  it("refetches on the stream's leaderboard topic, without a reload, and ignores other events' topics", async () => {
    let current = board([row({ registrationId: 1, name: "Aisyah", points: 10, thru: 5 })]);
    const fetchMock = mockFetch({ "GET /api/member/session": { body: null }, "GET /api/events/5/leaderboard": () => ({ body: current }) });
    renderBoard();
    await screen.findByTestId("leaderboard");
    expect(screen.getByTestId("leaderboard-score")).toHaveTextContent("10");
    const calls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith("/api/events/5/leaderboard")).length;
    const es = FakeEventSource.latest();
    act(() => es.open());
    const before = calls();
    act(() => es.emit("changed", { topics: ["leaderboard:6"] }));
    expect(calls()).toBe(before);
    current = board([row({ registrationId: 2, name: "Ben", points: 14, thru: 6 }), row({ registrationId: 1, name: "Aisyah", position: 2, label: "2", points: 12, thru: 6 })]);
    act(() => es.emit("changed", { topics: ["leaderboard:5"] }));
    await waitFor(() => expect(shownNames()).toEqual(["Ben", "Aisyah"]));
    expect(calls()).toBe(before + 1);
  });

});
