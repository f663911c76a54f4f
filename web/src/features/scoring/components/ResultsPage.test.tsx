// The results page in each language: final positions with the countback
// note, side prizes, the WhatsApp top ten, and "not final yet" before the
// admin finalises.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import { mockFetch, renderApp } from "@/test/renderApp";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { ResultRow, Results } from "../types";
import ResultsPage from "./ResultsPage";
import { countbackText, resultsShare } from "./ResultsShare";

const row = (over: Partial<ResultRow> & Pick<ResultRow, "registrationId" | "name">): ResultRow => ({
  position: 1,
  label: "1",
  memberId: over.registrationId + 100,
  thru: 18,
  today: 2,
  gross: 74,
  net: 68,
  netToPar: -4,
  points: 36,
  status: "",
  holeInOne: false,
  countback: "",
  ...over,
});

const RESULTS: Results = {
  eventId: 5,
  title: "Monthly Medal",
  date: "2026-11-28",
  format: "stroke",
  finalisedAt: "2026-11-28T10:00:00Z",
  rows: [
    row({ registrationId: 1, name: "Aisyah", position: 1, countback: "last9" }),
    row({ registrationId: 2, name: "Ben", position: 2, label: "2", net: 68, netToPar: -4 }),
    row({ registrationId: 9, name: "Ivan", position: null, label: "DQ", status: "DQ" }),
    ...Array.from({ length: 10 }, (_, i) => row({ registrationId: 20 + i, name: `Player ${i + 3}`, position: i + 3, label: String(i + 3), net: 70 + i, netToPar: -2 + i })),
  ],
  sidePrizes: [
    { id: 1, kind: "nearest_pin", hole: 7, winnerName: "Ben", distance: "1.2 m" },
    { id: 2, kind: "longest_drive", hole: 12, winnerName: null, distance: "" },
  ],
};

function renderResults() {
  return renderApp(<Route path="/events/:id/results" component={ResultsPage} />, { path: "/events/5/results" });
}

describe.each([
  { locale: "en" as const, countback: "Better last 9", last1: "Better last hole", pin: "Nearest the Pin", drive: "Longest Drive", hole7: "Hole 7", noWinner: "No winner", download: "Download .xlsx", notFinal: "Results not final yet", share: "Results: Monthly Medal" },
  { locale: "ms" as const, countback: "Lebih baik 9 lubang terakhir", last1: "Lebih baik lubang terakhir", pin: "Terdekat ke Pin", drive: "Pukulan Terjauh", hole7: "Lubang 7", noWinner: "Tiada pemenang", download: "Muat turun .xlsx", notFinal: "Keputusan belum muktamad", share: "Keputusan: Monthly Medal" },
])("ResultsPage ($locale)", ({ locale, countback, last1, pin, drive, hole7, noWinner, download, notFinal, share }) => {
  inLocale(locale);

  it("shows the final positions, the countback that broke a tie, DQ last, and the side prizes", async () => {
    mockFetch({ "GET /api/member/session": { body: null }, "GET /api/events/5/results": { body: RESULTS } });
    renderResults();
    const table = await screen.findByTestId("results");
    const rows = within(table).getAllByTestId("results-row");
    expect(rows).toHaveLength(13);
    expect(within(rows[0]).getAllByRole("cell")[0]).toHaveTextContent(/^1$/);
    expect(within(rows[0]).getByTestId("countback")).toHaveTextContent(countback);
    expect(within(rows[0]).getAllByRole("cell")[3]).toHaveTextContent("68 (\u22124)");
    expect(within(rows[12]).getAllByRole("cell")[0]).toHaveTextContent("DQ");
    const prizes = screen.getByTestId("side-prizes");
    expect(prizes).toHaveTextContent(pin);
    expect(prizes).toHaveTextContent(hole7);
    expect(prizes).toHaveTextContent("Ben · 1.2 m");
    expect(prizes).toHaveTextContent(drive);
    expect(prizes).toHaveTextContent(noWinner);
    expect(screen.getByRole("button", { name: download })).toBeInTheDocument();
    expectNoRawIds(["results", "leaderboard"]);
  });

  it("words every countback code the server sends", () => {
    expect(countbackText("last9")).toBe(countback);
    expect(countbackText("last1")).toBe(last1);
  });

  it("shares the top ten only, with the link to the results page", () => {
    const p = resultsShare(RESULTS, "https://club.example");
    const lines = p.text.split("\n");
    expect(lines[0]).toBe(share);
    expect(lines.slice(3)).toHaveLength(10);
    expect(lines[3]).toBe("1. Aisyah – net \u22124");
    expect(p.text).not.toContain("Ivan");
    expect(p.text).not.toContain("Player 11");
    expect(p.url).toBe("https://club.example/events/5/results");
  });

  it("before finalising it says so and points to the leaderboard", async () => {
    mockFetch({
      "GET /api/member/session": { body: null },
      "GET /api/events/5/results": { status: 404, body: { message: "Results are not final", code: "results_not_final" } },
    });
    renderResults();
    expect(await screen.findByText(notFinal)).toBeInTheDocument();
    expect(screen.getAllByRole("link").some((a) => a.getAttribute("href") === "/events/5/leaderboard")).toBe(true);
    expectNoRawIds(["results", "leaderboard"]);
  });
});
